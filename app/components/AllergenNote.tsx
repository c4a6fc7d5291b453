import { listText } from "~/lib/catalog-format";

/** "Contains Dairy, Wheat and Gluten", or a calm "No common allergens". */
export function AllergenNote({ allergens, className }: { allergens: readonly { name: string }[]; className?: string }) {
  const none = allergens.length === 0;
  return (
    <p className={["allergen-note", none && "allergen-note--none", className].filter(Boolean).join(" ")}>
      {none ? "No common allergens" : `Contains ${listText(allergens.map((allergen) => allergen.name))}`}
    </p>
  );
}
