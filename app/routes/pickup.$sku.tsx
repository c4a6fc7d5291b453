/** Spec §2 /pickup/{sku}: the kit class page, shared with /delivery/{sku}. */
export { meta, loader, action, default } from "~/components/catalog/KitClassRoute";
