import { AdminForm } from "~/components/admin/AdminForm";
import { Checks } from "~/components/admin/Checks";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import { MONTHS, US_TIMEZONES } from "~/lib/admin/location-choices";
import type { FieldErrors } from "~/lib/core/form-data";

/** What the form shows (location-forms.server.ts LocationFormValues). */
export interface LocationFormShown {
  text: Record<string, string>;
  checks: Record<string, boolean>;
  activeMonths: string[];
  fulfillmentIds: string[];
}

/**
 * The location form (new and edit). Latitude and longitude may stay blank (the zip code's centre);
 * the shipping offsets box is sent only when filled in, so an edit keeps the ones it has.
 */
export function LocationForm({
  values,
  errors,
  fulfillments,
  offsetsCount,
  submitLabel,
}: {
  values: LocationFormShown;
  errors: FieldErrors;
  fulfillments: ReadonlyArray<{ id: string; name: string }>;
  /** The shipping offsets the location has now; undefined for a new one. */
  offsetsCount?: number;
  submitLabel: string;
}) {
  const text = values.text;
  // A zone stored before this list (or outside the US) stays choosable.
  const timezoneOptions = [
    { value: "", label: "Choose…" },
    ...US_TIMEZONES,
    ...(text.timezone && !US_TIMEZONES.some((zone) => zone.value === text.timezone) ? [{ value: text.timezone, label: text.timezone }] : []),
  ];
  const check = (name: string, label: string) => (
    <label className="admin-check">
      <input type="checkbox" name={name} defaultChecked={values.checks[name]} /> {label}
    </label>
  );
  const offsetsHint =
    offsetsCount === undefined
      ? 'One zip code and its business days per line, like 84321,2. Leave it empty for none.'
      : `It has ${offsetsCount} now. Leave this empty to keep them as they are; a list here replaces them all (one "zip code,days" per line, like 84321,2).`;
  const positionHint =
    offsetsCount === undefined ? "Both blank: the zip code's centre." : "Both blank: the position stays (the new zip code's centre if the zip code changes).";
  return (
    <AdminForm label="Location" errors={errors.form} wide>
      <Field name="name" label="Name" defaultValue={text.name} errors={errors.name} maxLength={100} autoComplete="off" />
      <Field name="slug" label="Slug (in links, like north-logan)" defaultValue={text.slug} errors={errors.slug} maxLength={60} autoComplete="off" spellCheck={false} />
      <Field name="street" label="Street" defaultValue={text.street} errors={errors.street} maxLength={200} autoComplete="off" />
      <Field name="city" label="City" defaultValue={text.city} errors={errors.city} maxLength={100} autoComplete="off" />
      <Field name="state" label="State (two letters)" defaultValue={text.state} errors={errors.state} maxLength={2} autoComplete="off" />
      <Field name="zipcode" label="Zip code" kind="zip" defaultValue={text.zipcode} errors={errors.zipcode} autoComplete="off" />
      <Field name="latitude" label="Latitude (optional)" hint={positionHint} inputMode="decimal" defaultValue={text.latitude} errors={errors.latitude} maxLength={14} autoComplete="off" />
      <Field name="longitude" label="Longitude (optional)" hint={positionHint} inputMode="decimal" defaultValue={text.longitude} errors={errors.longitude} maxLength={14} autoComplete="off" />
      <SelectField name="timezone" label="Timezone" options={timezoneOptions} defaultValue={text.timezone} errors={errors.timezone} />
      <Field name="phone" label="Phone (optional)" kind="tel" defaultValue={text.phone} errors={errors.phone} maxLength={40} autoComplete="off" />
      <Field name="email" label="E-mail" kind="email" defaultValue={text.email} errors={errors.email} maxLength={254} autoComplete="off" />
      <Field name="calendarId" label="Calendar id (optional)" defaultValue={text.calendarId} errors={errors.calendarId} maxLength={200} autoComplete="off" />
      <Field name="taxRate" label="Sales tax (percent, like 7.25)" inputMode="decimal" defaultValue={text.taxRate} errors={errors.taxRate} maxLength={6} autoComplete="off" />
      <div className="admin-form__full">
        {check("active", "Active: customers can find it and book its classes")}
        {check("shipping", "Ships meal kits")}
        {check("allowCustomClass", "Hosts private classes for groups")}
        <Checks
          legend="Fulfillments offered"
          name="fulfillmentIds"
          options={fulfillments.map((fulfillment) => ({ value: fulfillment.id, label: fulfillment.name }))}
          chosen={values.fulfillmentIds}
          errors={errors.fulfillmentIds}
        />
        <Checks
          legend="Months it runs classes (all twelve: all year)"
          name="activeMonths"
          options={MONTHS.map((month, index) => ({ value: String(index + 1), label: month }))}
          chosen={values.activeMonths}
          errors={errors.activeMonths}
        />
        <TextAreaField name="shippingOffsets" label="Shipping offsets (zip code,business days)" hint={offsetsHint} defaultValue={text.shippingOffsets ?? ""} errors={errors.shippingOffsets} maxLength={20_000} />
        {offsetsCount ? check("clearShippingOffsets", "Remove every shipping offset") : null}
      </div>
      <fieldset className="admin-form__full">
        <legend>Delivery area (for kitchens offering delivery)</legend>
        <Field name="deliveryRadius" label="Delivery radius (whole miles from the kitchen)" hint="Blank: no radius." inputMode="numeric" defaultValue={text.deliveryRadius} errors={errors.deliveryRadius} maxLength={3} autoComplete="off" />
        <TextAreaField name="deliveryZipcodes" label="Delivery zip codes (instead of a radius)" hint="Zip codes apart by commas or lines; a list wins over the radius." defaultValue={text.deliveryZipcodes ?? ""} errors={errors.deliveryZipcodes} maxLength={10_000} />
        <Field name="deliveryFee" label="Delivery fee (dollars)" kind="money" hint="Blank: free." defaultValue={text.deliveryFee} errors={errors.deliveryFee} />
        <Field name="deliveryFreeOver" label="Free delivery from (dollars of the kitchen's classes)" kind="money" hint="Blank: never free." defaultValue={text.deliveryFreeOver} errors={errors.deliveryFreeOver} />
      </fieldset>
      <div className="admin-form__full">
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </AdminForm>
  );
}
