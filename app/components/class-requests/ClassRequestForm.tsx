import { Form } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { FieldErrors } from "~/lib/core/form-data";
import {
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  HONEYPOT_FIELD,
  MENU_WISHES_MAX,
  OCCASION_MAX,
  PREFERRED_DATE_FIELDS,
} from "~/lib/class-requests/request-form";

interface Props {
  kitchens: ReadonlyArray<{ value: string; label: string }>;
  /** The first date a group may ask for (tomorrow), YYYY-MM-DD. */
  firstDate: string;
  errors: FieldErrors;
  values: Record<string, string>;
}

/** The private-class request (decision 032): a plain form, so it works without JavaScript. */
export function ClassRequestForm({ kitchens, firstDate, errors, values }: Props) {
  // A field's name with what was posted (after a 400) and its messages.
  const filled = (name: string) => ({ name, defaultValue: values[name] ?? "", errors: errors[name] });
  return (
    <Form method="post" className="contact-form" aria-labelledby="request-heading" id="request-form">
      <AntiForgeryField />
      {errors.form && (
        <div className="notice notice--error" role="alert">
          {errors.form.join(" ")}
        </div>
      )}
      <SelectField {...filled("locationId")} label="Kitchen" options={[{ value: "", label: "Choose a kitchen" }, ...kitchens]} required />
      <fieldset className="choice-fieldset">
        <legend>Dates that suit your group (up to three)</legend>
        {PREFERRED_DATE_FIELDS.map((name, index) => (
          <Field
            key={name}
            {...filled(name)}
            label={index === 0 ? "First choice" : index === 1 ? "Second choice (optional)" : "Third choice (optional)"}
            kind="date"
            min={firstDate}
            required={index === 0}
          />
        ))}
      </fieldset>
      <Field
        {...filled("groupSize")}
        label="How many people?"
        kind="number"
        min={GROUP_SIZE_MIN}
        max={GROUP_SIZE_MAX}
        hint={`${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX} people`}
        required
      />
      <Field {...filled("occasion")} label="Occasion (optional)" hint="A birthday, a team night, a family reunion…" maxLength={OCCASION_MAX} />
      <TextAreaField
        {...filled("menuWishes")}
        label="Menu wishes (optional)"
        hint="Dishes you'd love to cook, allergies or diets in the group."
        rows={4}
        maxLength={MENU_WISHES_MAX}
      />
      <Field {...filled("name")} label="Your name" autoComplete="name" required />
      <Field {...filled("email")} label="E-mail address" kind="email" required />
      <Field {...filled("phone")} label="Phone (optional)" kind="tel" />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="class-request-website">Leave this field empty</label>
        <input id="class-request-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <SubmitButton>Send my request</SubmitButton>
    </Form>
  );
}
