/** Spec §2 /delivery/{sku}: the kit class page, shared with /pickup/{sku}. */
export { meta, loader, action, default } from "~/components/catalog/KitClassRoute";
