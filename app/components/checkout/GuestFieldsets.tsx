import { useEffect, useRef } from "react";
import type { FieldErrors } from "~/lib/core/form-data";
import { BUYER_ATTENDS_FIELD, type GuestSlot } from "~/lib/checkout/guest-fields";
import { CheckList, allergyOptions } from "../core/Choice";
import { Field } from "~/components/core/layout-kit";
import { FormMessage } from "../cart/CartForm";

interface GuestFieldsetsProps {
  slots: readonly GuestSlot[];
  allergies: ReadonlyArray<{ key: string; name: string }>;
  values: Record<string, string | string[]>;
  errors: FieldErrors;
}

/**
 * With JavaScript, "I'm attending" copies the buyer's name and allergies into the first guest's
 * fields as they are typed (decision 069); without it, the action fills the empty ones.
 */
function useBuyerAsFirstGuest(firstName = "", lastName = "", allergies = "") {
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = checkbox.current?.form;
    if (!form || !firstName) return;
    const names = { firstName, lastName };
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    const copy = () => {
      if (!checkbox.current?.checked) return;
      for (const field of ["firstName", "lastName"] as const) {
        const from = input(field);
        const to = input(names[field]);
        if (from && to) to.value = from.value;
      }
      const buyerAllergies = new Set(
        [...form.querySelectorAll<HTMLInputElement>('input[name="allergies"]:checked')].map((box) => box.value),
      );
      for (const box of form.querySelectorAll<HTMLInputElement>(`input[name="${allergies}"]`)) {
        box.checked = buyerAllergies.has(box.value);
      }
    };
    form.addEventListener("input", copy);
    form.addEventListener("change", copy);
    return () => {
      form.removeEventListener("input", copy);
      form.removeEventListener("change", copy);
    };
  }, [firstName, lastName, allergies]);
  return checkbox;
}

/**
 * One fieldset per guest of a class sold per guest or couple (decision 040): first and last
 * name and the shop's allergy list. Plain fields: it works without JavaScript.
 */
export function GuestFieldsets({ slots, allergies, values, errors }: GuestFieldsetsProps) {
  const buyerAttends = useBuyerAsFirstGuest(slots[0]?.fields.firstName, slots[0]?.fields.lastName, slots[0]?.fields.allergies);
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
      <label className="check">
        <input ref={buyerAttends} type="checkbox" name={BUYER_ATTENDS_FIELD} defaultChecked={values[BUYER_ATTENDS_FIELD] === "on"} />
        I’m attending: {slots[0]!.label.toLowerCase()} is me
      </label>
      {slots.map((slot, index) => (
        <fieldset key={slot.fields.firstName} className="form-section guest-fieldset">
          <legend className="form-section__legend">
            {slot.label} · {slot.className}
          </legend>
          <div className="form-row">
            <Field name={slot.fields.firstName} label="First name" required={index !== 0} hint={index === 0 ? "Leave empty when you’re attending." : undefined} maxLength={100} defaultValue={text(slot.fields.firstName)} errors={errors[slot.fields.firstName]} />
            <Field name={slot.fields.lastName} label="Last name" required={index !== 0} maxLength={100} defaultValue={text(slot.fields.lastName)} errors={errors[slot.fields.lastName]} />
          </div>
          <fieldset className="guest-fieldset__allergies">
            <legend className="field__label">Allergies</legend>
            <CheckList type="checkbox" name={slot.fields.allergies} options={allergyOptions(allergies)} checked={checked(slot.fields.allergies)} />
            {errors[slot.fields.allergies] && <FormMessage messages={errors[slot.fields.allergies]} />}
          </fieldset>
        </fieldset>
      ))}
    </section>
  );
}
