import { Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";

/** The meal search of a filter form (the meals list, a menu's "Add meals"): words of the name, and a meal type or any. */
export function MealSearchFields({
  filter,
  mealTypes,
}: {
  filter: { search?: string | null; type?: string | null };
  mealTypes: ReadonlyArray<{ id: string; name: string }>;
}) {
  return (
    <>
      <Field name="q" label="Name" kind="search" defaultValue={filter.search ?? ""} />
      <SelectField
        name="type"
        label="Meal type"
        defaultValue={filter.type ?? ""}
        options={[{ value: "", label: "Any" }, ...mealTypes.map((type) => ({ value: type.id, label: type.name }))]}
      />
    </>
  );
}
