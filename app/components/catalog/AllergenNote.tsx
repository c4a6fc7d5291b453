import { allergenText } from "~/lib/catalog/catalog-format";

/** A meal's allergens in a sentence (allergenText), styled calm when there are none. */
export function AllergenNote({ allergens, className }: { allergens: readonly { name: string }[]; className?: string }) {
  const none = allergens.length === 0;
  return (
    <p className={["allergen-note", none && "allergen-note--none", className].filter(Boolean).join(" ")}>
      {allergenText(allergens)}
    </p>
  );
}
