import { Form } from "@remix-run/react";
import { Checks } from "~/components/admin/Checks";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { SubmitButton } from "~/components/core/Button";
import { Field } from "~/components/core/Field";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { FieldErrors } from "~/lib/core/form-data";
import { FormError } from "~/components/core/FormError";

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
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const allergens = Array.isArray(values.allergens) ? values.allergens : values.allergens ? [values.allergens] : [];
  return (
    <Form method="post" className="admin-form admin-form--wide" aria-label="Meal" noValidate>
      <AntiForgeryField />
      <FormError messages={errors.form} wide />
      <Field name="name" label="Name" defaultValue={text("name")} errors={errors.name} maxLength={120} autoComplete="off" />
      <Field name="slug" label="Slug (in links; blank: made from the name)" defaultValue={text("slug")} errors={errors.slug} maxLength={60} autoComplete="off" spellCheck={false} />
      <SelectField
        name="mealTypeId"
        label="Meal type"
        options={[{ value: "", label: "Choose…" }, ...mealTypes.map((type) => ({ value: type.id, label: type.name }))]}
        defaultValue={text("mealTypeId")}
        errors={errors.mealTypeId}
      />
      <Field name="price" label="Price of a full-size kit (dollars)" inputMode="decimal" defaultValue={text("price")} errors={errors.price} maxLength={8} autoComplete="off" />
      <Field name="serves" label="Serves" inputMode="numeric" defaultValue={text("serves")} errors={errors.serves} maxLength={2} autoComplete="off" />
      <Field name="calories" label="Calories per serving (optional)" inputMode="numeric" defaultValue={text("calories")} errors={errors.calories} maxLength={5} autoComplete="off" />
      <div className="admin-form__full">
        <TextAreaField name="description" label="Description" defaultValue={text("description")} errors={errors.description} maxLength={2000} />
        <TextAreaField
          name="ingredients"
          label="Ingredients on the label (optional)"
          hint="As printed on the kit, comma separated. Blank: the measured ingredients' names."
          defaultValue={text("ingredients")}
          errors={errors.ingredients}
          maxLength={2000}
        />
        <TextAreaField
          name="measuredIngredients"
          label="Measured ingredients (one full-size kit)"
          hint="One per line: quantity unit name, aisle — like 1 1/2 cup jasmine rice, pantry. The grocery list scales these to the portions sold."
          defaultValue={text("measuredIngredients")}
          errors={errors.measuredIngredients}
          maxLength={20_000}
        />
        <TextAreaField name="instructions" label="Steps (one per line)" defaultValue={text("instructions")} errors={errors.instructions} maxLength={8000} />
        <Checks
          legend="Contains"
          name="allergens"
          options={allergies.map((allergy) => ({ value: allergy.key, label: allergy.name }))}
          checked={allergens}
          errors={errors.allergens}
        />
        <label className="admin-check">
          <input type="checkbox" name="active" defaultChecked={text("active") === "on"} /> Active: it can be put on a menu and shown in the shop
        </label>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
