import { Form, useActionData } from "@remix-run/react";
import type { ClassFormChoicesQuery } from "../../../graphql/generated/client/graphql";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { FieldErrors } from "~/lib/core/form-data";
import { FormError } from "~/components/core/FormError";
import { CLASS_SEATS } from "../../../workers/core/class-capacity";
import { SERIES_MAX } from "../../../workers/core/class-series";
import { GoNoGoFields } from "./GoNoGoFields";

type Choices = ClassFormChoicesQuery["classFormChoices"];

const FULFILLMENTS = [
  { value: "1", label: "In-person class" },
  { value: "2", label: "Pre-assembled pickup" },
  { value: "3", label: "Delivery" },
  { value: "4", label: "Shipping" },
];

/**
 * The class form (new and edit): date and time are the kitchen's local ones. `custom` is a
 * private class for a group (decision 022): no public choice, and its organiser instead.
 */
export function ClassForm({
  choices,
  saved,
  submitLabel,
  custom = false,
  repeatable = false,
  bookings = 0,
}: {
  choices: Choices;
  /** The class's values (or a new one's): shown until a refused post sends its own back. */
  saved: Record<string, string>;
  submitLabel: string;
  custom?: boolean;
  /** A new class may repeat (decision 067): weekly or every other week. */
  repeatable?: boolean;
  /** Seats booked in the class being edited: they keep the price they paid (decision 079). */
  bookings?: number;
}) {
  // The save's refusal (class-actions.server.ts ClassFormData): what was sent, and why not.
  const refused = useActionData<{ errors?: FieldErrors; values?: Record<string, string> }>();
  const values = refused?.values ?? saved;
  const errors = refused?.errors ?? {};
  const options = (rows: ReadonlyArray<{ id: string; name: string }>, empty?: string) => [
    ...(empty === undefined ? [] : [{ value: "", label: empty }]),
    ...rows.map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <Form method="post" className="admin-form admin-form--wide" aria-label={custom ? "Private class" : "Class"} noValidate>
      <AntiForgeryField />
      <FormError messages={errors.form} />
      <Field name="name" label="Name" defaultValue={values.name} errors={errors.name} maxLength={120} />
      <SelectField name="classTypeId" label="Class type" options={options(choices.classTypes, "Choose…")} defaultValue={values.classTypeId} errors={errors.classTypeId} />
      <SelectField
        name="locationId"
        label="Kitchen"
        options={options(choices.locations.map((row) => ({ id: row.id, name: row.active ? row.name : `${row.name} (inactive)` })), "Choose…")}
        defaultValue={values.locationId}
        errors={errors.locationId}
      />
      <SelectField name="fulfillmentId" label="Fulfillment" options={FULFILLMENTS} defaultValue={values.fulfillmentId || "1"} errors={errors.fulfillmentId} />
      <Field name="date" label="Date (kitchen's time)" kind="date" defaultValue={values.date} errors={errors.date} />
      <Field name="time" label="Start time (24-hour)" kind="time" defaultValue={values.time} errors={errors.time} />
      <Field name="durationMinutes" label="Length (minutes)" kind="number" min={15} max={720} step={15} defaultValue={values.durationMinutes || "120"} errors={errors.durationMinutes} />
      <Field name="seats" label="Seats" kind="number" min={CLASS_SEATS.min} max={CLASS_SEATS.max} step={1} defaultValue={values.seats} errors={errors.seats} />
      <Field
        name="price"
        label="Price in dollars (blank: its type's)"
        kind="money"
        hint={priceHint(bookings)}
        defaultValue={values.price}
        errors={errors.price}
        maxLength={12}
      />
      <SelectField name="hostId" label="Host" options={options(choices.hosts, "No host yet")} defaultValue={values.hostId} errors={errors.hostId} />
      <SelectField name="menuId" label="Menu" options={options(choices.menus, "No menu")} defaultValue={values.menuId} errors={errors.menuId} />
      {custom ? null : <GoNoGoFields of="class" values={values} errors={errors} />}
      <div className="admin-form__full">
        <TextAreaField name="description" label="Description" defaultValue={values.description ?? ""} errors={errors.description} maxLength={4000} />
        {custom ? null : (
          <label className="admin-check">
            <input type="checkbox" name="classIsPublic" defaultChecked={values.classIsPublic === "on"} /> Public: listed in the shop (a private class
            is booked through its own link)
          </label>
        )}
      </div>
      {custom ? (
        <fieldset className="choice-fieldset admin-form__full">
          <legend className="admin-legend">Organiser (gets the booking link by e-mail)</legend>
          <div className="admin-form admin-form--wide">
            <Field name="contactName" label="Organiser's name" defaultValue={values.contactName} errors={errors.contactName} maxLength={120} autoComplete="off" />
            <Field name="contactEmail" label="Organiser's e-mail" kind="email" defaultValue={values.contactEmail} errors={errors.contactEmail} autoComplete="off" />
            <div className="admin-form__full">
              <TextAreaField name="note" label="What the group asked for (occasion, menu wishes)" defaultValue={values.note ?? ""} errors={errors.note} maxLength={2000} />
            </div>
          </div>
        </fieldset>
      ) : null}
      {repeatable ? <RepeatFields values={values} errors={errors} /> : null}
      <ClashWarning clashes={errors.allowClash} />
      <div className="admin-form__full">
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/** Decision 079: what the price is of, and that paid bookings keep theirs. */
function priceHint(bookings: number): string {
  const of = "Of one guest, or one couple for a couples class: a holiday or special date. Blank: its class type's price.";
  if (bookings <= 0) return of;
  const count = bookings === 1 ? "Its 1 booking keeps" : `Its ${bookings} bookings keep`;
  return `${of} ${count} the price paid: a new price is for new bookings only.`;
}

/**
 * Decision 067: the kitchen's other classes at that time, named once the save was refused, and the
 * box that saves it all the same. Nothing until then.
 */
function ClashWarning({ clashes }: { clashes?: readonly string[] }) {
  if (!clashes || clashes.length === 0) return null;
  return (
    <fieldset className="choice-fieldset admin-form__full" aria-describedby="class-clashes">
      <legend className="admin-legend">The kitchen already has a class then</legend>
      <ul id="class-clashes" className="admin-error">
        {clashes.map((clash) => (
          <li key={clash}>{clash}</li>
        ))}
      </ul>
      <label className="admin-check">
        <input type="checkbox" name="allowClash" /> Schedule it anyway
      </label>
    </fieldset>
  );
}

const REPEATS = [
  { value: "", label: "Does not repeat" },
  { value: "1", label: "Weekly" },
  { value: "2", label: "Every other week" },
];

/** Decision 067: a recurring schedule from the class's date, N classes or until a date, holidays skipped. */
function RepeatFields({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  return (
    <fieldset className="choice-fieldset admin-form__full">
      <legend className="admin-legend">Repeat (Christmas and New Year's Day are skipped)</legend>
      <div className="admin-form admin-form--wide">
        <SelectField name="repeatEveryWeeks" label="Repeat" options={REPEATS} defaultValue={values.repeatEveryWeeks ?? ""} errors={errors.repeatEveryWeeks} />
        <Field name="repeatCount" label={`Number of classes (at most ${SERIES_MAX})`} kind="number" min={1} max={SERIES_MAX} step={1} defaultValue={values.repeatCount} errors={errors.repeatCount} />
        <Field name="repeatUntil" label="Or until (last date)" kind="date" defaultValue={values.repeatUntil} errors={errors.repeatUntil} />
      </div>
    </fieldset>
  );
}
