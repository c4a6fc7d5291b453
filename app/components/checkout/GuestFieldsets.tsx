import type { FieldErrors } from "~/lib/core/form-data";
import type { GuestSlot } from "~/lib/checkout/guest-fields";
import { Field } from "../core/Field";
import { FormMessage } from "../cart/CartForm";

interface GuestFieldsetsProps {
  slots: readonly GuestSlot[];
  allergies: ReadonlyArray<{ key: string; name: string }>;
  values: Record<string, string | string[]>;
  errors: FieldErrors;
}

/**
 * One fieldset per guest of a class sold per guest or couple (decision 040): first and last
 * name and the shop's allergy list. Plain fields: it works without JavaScript.
 */
export function GuestFieldsets({ slots, allergies, values, errors }: GuestFieldsetsProps) {
  if (slots.length === 0) return null;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const checked = (name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value : typeof value === "string" && value !== "" ? [value] : [];
  };
  return (
    <section className="guest-fieldsets" aria-labelledby="guests-heading">
      <h3 id="guests-heading">Your guests</h3>
      <p className="muted">Each guest’s name goes on the attendee list; the chef plans for their allergies.</p>
      <FormMessage messages={errors.guests} />
      {slots.map((slot) => (
        <fieldset key={slot.fields.firstName} className="form-section guest-fieldset">
          <legend className="form-section__legend">
            {slot.label} · {slot.className}
          </legend>
          <div className="form-row">
            <Field name={slot.fields.firstName} label="First name" required maxLength={100} defaultValue={text(slot.fields.firstName)} errors={errors[slot.fields.firstName]} />
            <Field name={slot.fields.lastName} label="Last name" required maxLength={100} defaultValue={text(slot.fields.lastName)} errors={errors[slot.fields.lastName]} />
          </div>
          <fieldset className="guest-fieldset__allergies">
            <legend className="field__label">Allergies</legend>
            <div className="check-list">
              {allergies.map((allergy) => (
                <label key={allergy.key} className="check">
                  <input type="checkbox" name={slot.fields.allergies} value={allergy.key} defaultChecked={checked(slot.fields.allergies).includes(allergy.key)} />
                  {allergy.name}
                </label>
              ))}
            </div>
            {errors[slot.fields.allergies] && <FormMessage messages={errors[slot.fields.allergies]} />}
          </fieldset>
        </fieldset>
      ))}
    </section>
  );
}
