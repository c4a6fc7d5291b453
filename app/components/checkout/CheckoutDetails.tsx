import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { SPICE_TOLERANCES } from "~/lib/account/account-fields";
import type { FieldErrors } from "~/lib/core/form-data";
import { IDEMPOTENCY_FIELD } from "~/lib/checkout/idempotency";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { CheckList, allergyOptions } from "../core/Choice";
import { AllergyNotesField, NameFields } from "../account/AccountFields";
import { FormMessage } from "../cart/CartForm";

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  allergies: string[];
  allergyNotes: string;
  spiceTolerance: string;
  addressName?: string;
  street?: string;
  street2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  addressPhone?: string;
}

interface CheckoutDetailsProps {
  values: CheckoutValues;
  errors: FieldErrors;
  formError: string | null;
  allergies: Array<{ key: string; name: string }>;
  needsAddress: boolean;
  idempotencyKey: string;
  expectedAmountDueCents: number;
  submitLabel: string;
  /** Decision 040: the guests' fieldsets of classes sold per guest or couple. */
  guests?: ReactNode;
}

const SPICE_CHOICES = [{ value: "", label: "No preference" }, ...SPICE_TOLERANCES];

/**
 * The checkout's contact and registration details (spec §3 registration payload), the address
 * when a class is delivered or shipped, and the attempt's idempotency key (decision 012).
 */
export function CheckoutDetails({
  values,
  errors,
  formError,
  allergies,
  needsAddress,
  idempotencyKey,
  expectedAmountDueCents,
  submitLabel,
  guests,
}: CheckoutDetailsProps) {
  return (
    <Form method="post" className="checkout-form" aria-labelledby="checkout-details-heading">
      <AntiForgeryField />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <input type="hidden" name="expectedAmountDueCents" value={expectedAmountDueCents} />
      <h2 id="checkout-details-heading">Your details</h2>
      {formError && (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">We couldn’t start your checkout</p>
          <p>{formError}</p>
        </div>
      )}
      <FormMessage messages={errors.form} />

      <fieldset className="form-section">
        <legend className="form-section__legend">Contact</legend>
        <div className="form-row">
          <NameFields values={values} errors={errors} />
          <Field name="email" label="E-mail" kind="email" required defaultValue={values.email} errors={errors.email} hint="Your confirmation goes here." />
          <Field name="phone" label="Phone" kind="tel" required defaultValue={values.phone} errors={errors.phone} hint="We call only if your class changes." />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">Allergies</legend>
        <p className="muted">We plan every station around them. Choose all that apply.</p>
        <CheckList type="checkbox" name="allergies" options={allergyOptions(allergies)} checked={values.allergies} />
        {errors.allergies && <FormMessage messages={errors.allergies} />}
        <AllergyNotesField hint="Anything else our chefs should know (optional)." value={values.allergyNotes} errors={errors.allergyNotes} />
      </fieldset>

      {guests}

      <fieldset className="form-section">
        <legend className="form-section__legend">Spice tolerance</legend>
        <CheckList type="radio" name="spiceTolerance" options={SPICE_CHOICES} checked={values.spiceTolerance} />
        {errors.spiceTolerance && <FormMessage messages={errors.spiceTolerance} />}
      </fieldset>

      {needsAddress && (
        <fieldset className="form-section">
          <legend className="form-section__legend">Delivery address</legend>
          <div className="form-row">
            <Field name="addressName" label="Name for the delivery" autoComplete="name" required defaultValue={values.addressName} errors={errors.addressName} />
            <Field name="street" label="Street address" autoComplete="address-line1" required maxLength={200} defaultValue={values.street} errors={errors.street} />
            <Field name="street2" label="Apartment, suite (optional)" autoComplete="address-line2" maxLength={200} defaultValue={values.street2} errors={errors.street2} />
            <Field name="city" label="City" autoComplete="address-level2" required defaultValue={values.city} errors={errors.city} />
            <Field name="state" label="State" autoComplete="address-level1" required maxLength={2} defaultValue={values.state ?? "UT"} errors={errors.state} />
            <Field name="zipcode" label="Zip code" kind="zip" required defaultValue={values.zipcode} errors={errors.zipcode} />
            <Field name="addressPhone" label="Phone at the address (optional)" kind="tel" defaultValue={values.addressPhone} errors={errors.addressPhone} />
          </div>
        </fieldset>
      )}

      <div className="checkout-form__submit">
        <SubmitButton size="lg">{submitLabel}</SubmitButton>
        <p className="muted">Your seats are held for 15 minutes while you pay.</p>
      </div>
    </Form>
  );
}
