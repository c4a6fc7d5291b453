import { AdminForm } from "~/components/admin/AdminForm";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import { GoNoGoFields } from "./GoNoGoFields";
import { formFields } from "~/lib/admin/form-fields";
import type { FieldErrors } from "~/lib/core/form-data";

/** What the form shows (class-type-actions.server.ts ClassTypeFormValues). */
export type ClassTypeFormShown = Record<"name" | "description" | "offer" | "seatPrice" | "pairPrice" | "reminderHours" | "minSeats" | "decisionHours", string>;

export const OFFER_OPTIONS = [
  { value: "PORTIONS", label: "Portions" },
  { value: "SEATS", label: "Seats" },
  { value: "PAIRS", label: "Couples" },
] as const;

/** The prices an offer needs and the reminder's hours: short numbers, typed. */
const NUMBER_FIELDS = [
  { name: "seatPrice", label: "Price of a guest (dollars)", hint: "Needed when it sells seats.", inputMode: "decimal", maxLength: 8 },
  { name: "pairPrice", label: "Price of a couple (dollars)", hint: "Needed when it sells couples.", inputMode: "decimal", maxLength: 8 },
  {
    name: "reminderHours",
    label: "Reminder e-mail (hours before the class)",
    hint: "Each booking is reminded this long before its class, with the address, what to bring and a calendar file.",
    inputMode: "numeric",
    maxLength: 3,
  },
] as const;

/**
 * A class type's form (decision 047; a new type's too, decision 050): name, description, what its
 * classes sell and the price that offer needs, in dollars. `offerLocked` says why the offer cannot
 * change now, or (a new type) where a portions type's prices come from.
 */
export function ClassTypeForm({
  values,
  errors,
  offerLocked,
  submitLabel = "Save class type",
}: {
  values: ClassTypeFormShown;
  errors: FieldErrors;
  offerLocked: string | null;
  submitLabel?: string;
}) {
  const field = formFields(values, errors);
  return (
    <AdminForm label="Class type" errors={errors.form} wide>
      <Field {...field("name")} label="Name" maxLength={80} autoComplete="off" />
      <SelectField {...field("offer")} label="What a class of this type sells" options={OFFER_OPTIONS} aria-describedby="offer-help" />
      <p id="offer-help" className="muted admin-form__full">
        Portions: a portion size × number of meals, at the type&rsquo;s portion prices. Seats: a price per guest. Couples: a price per couple (two
        seats).{offerLocked ? ` ${offerLocked}` : ""}
      </p>
      {NUMBER_FIELDS.map(({ name, ...input }) => (
        <Field key={name} {...field(name)} {...input} autoComplete="off" />
      ))}
      <GoNoGoFields of="class type" values={values} errors={errors} />
      <div className="admin-form__full">
        <TextAreaField {...field("description")} label="Description" maxLength={2000} />
        <SubmitButton name="intent" value="save">
          {submitLabel}
        </SubmitButton>
      </div>
    </AdminForm>
  );
}
