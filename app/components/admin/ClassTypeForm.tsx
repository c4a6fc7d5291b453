import { Form } from "@remix-run/react";
import { FormError } from "~/components/core/FormError";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { SubmitButton } from "~/components/core/Button";
import { Field } from "~/components/core/Field";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import { GoNoGoFields } from "./GoNoGoFields";
import type { FieldErrors } from "~/lib/core/form-data";

/** What the form shows (class-type-actions.server.ts ClassTypeFormValues). */
export type ClassTypeFormShown = Record<"name" | "description" | "offer" | "seatPrice" | "pairPrice" | "reminderHours" | "minSeats" | "decisionHours", string>;

export const OFFER_OPTIONS = [
  { value: "PORTIONS", label: "Portions" },
  { value: "SEATS", label: "Seats" },
  { value: "PAIRS", label: "Couples" },
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
  return (
    <Form method="post" className="admin-form admin-form--wide" aria-label="Class type" noValidate>
      <AntiForgeryField />
      <FormError messages={errors.form} wide />
      <Field name="name" label="Name" defaultValue={values.name} errors={errors.name} maxLength={80} autoComplete="off" />
      <SelectField
        name="offer"
        label="What a class of this type sells"
        options={OFFER_OPTIONS}
        defaultValue={values.offer}
        errors={errors.offer}
        aria-describedby="offer-help"
      />
      <p id="offer-help" className="muted admin-form__full">
        Portions: a portion size × number of meals, at the type&rsquo;s portion prices. Seats: a price per guest. Couples: a price per couple (two
        seats).{offerLocked ? ` ${offerLocked}` : ""}
      </p>
      <Field
        name="seatPrice"
        label="Price of a guest (dollars)"
        hint="Needed when it sells seats."
        inputMode="decimal"
        defaultValue={values.seatPrice}
        errors={errors.seatPrice}
        maxLength={8}
        autoComplete="off"
      />
      <Field
        name="pairPrice"
        label="Price of a couple (dollars)"
        hint="Needed when it sells couples."
        inputMode="decimal"
        defaultValue={values.pairPrice}
        errors={errors.pairPrice}
        maxLength={8}
        autoComplete="off"
      />
      <Field
        name="reminderHours"
        label="Reminder e-mail (hours before the class)"
        hint="Each booking is reminded this long before its class, with the address, what to bring and a calendar file."
        inputMode="numeric"
        defaultValue={values.reminderHours}
        errors={errors.reminderHours}
        maxLength={3}
        autoComplete="off"
      />
      <GoNoGoFields of="class type" values={values} errors={errors} />
      <div className="admin-form__full">
        <TextAreaField name="description" label="Description" defaultValue={values.description} errors={errors.description} maxLength={2000} />
        <SubmitButton name="intent" value="save">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
