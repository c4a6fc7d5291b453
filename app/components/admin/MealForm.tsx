import { AdminForm } from "~/components/admin/AdminForm";
import { Checks } from "~/components/admin/Checks";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import { formChoices, formFields } from "~/lib/admin/form-fields";
import type { FieldErrors } from "~/lib/core/form-data";

/** What the form shows: the typed values (meal-forms.server.ts MealFormValues). */
export type MealFormShown = Record<string, string | string[]>;

/**
 * The meal form (new and edit): what the shop shows (name, description, the label's ingredients,
 * allergens, price) and what the kitchen uses (the measured ingredients the grocery list scales).
 */
export function MealForm({
  values,
  errors,
  mealTypes,
  allergies,
  submitLabel,
}: {
  values: MealFormShown;
  errors: FieldErrors;
  mealTypes: ReadonlyArray<{ id: string; name: string }>;
  allergies: ReadonlyArray<{ key: string; name: string }>;
  submitLabel: string;
}) {
  const field = formFields(values, errors);
  return (
    <AdminForm label="Meal" errors={errors.form} wide>
      <Field {...field("name")} label="Name" maxLength={120} autoComplete="off" />
      <Field {...field("slug")} label="Slug (in links; blank: made from the name)" maxLength={60} autoComplete="off" spellCheck={false} />
      <SelectField
        {...field("mealTypeId")}
        label="Meal type"
        options={[{ value: "", label: "Choose…" }, ...mealTypes.map((type) => ({ value: type.id, label: type.name }))]}
      />
      <Field {...field("price")} label="Price of a full-size kit (dollars)" inputMode="decimal" maxLength={8} autoComplete="off" />
      <Field {...field("serves")} label="Serves" inputMode="numeric" maxLength={2} autoComplete="off" />
      <Field {...field("calories")} label="Calories per serving (optional)" inputMode="numeric" maxLength={5} autoComplete="off" />
      <div className="admin-form__full">
        <TextAreaField {...field("description")} label="Description" maxLength={2000} />
        <TextAreaField
          {...field("ingredients")}
          label="Ingredients on the label (optional)"
          hint="As printed on the kit, comma separated. Blank: the measured ingredients' names."
          maxLength={2000}
        />
        <TextAreaField
          {...field("measuredIngredients")}
          label="Measured ingredients (one full-size kit)"
          hint="One per line: quantity unit name, aisle — like 1 1/2 cup jasmine rice, pantry. The grocery list scales these to the portions sold."
          maxLength={20_000}
        />
        <TextAreaField {...field("instructions")} label="Steps (one per line)" maxLength={8000} />
        <Checks {...formChoices(values, errors)("allergens")} legend="Contains" options={allergies.map((allergy) => ({ value: allergy.key, label: allergy.name }))} />
        <label className="admin-check">
          <input type="checkbox" name="active" defaultChecked={values.active === "on"} /> Active: it can be put on a menu and shown in the shop
        </label>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </AdminForm>
  );
}
