import { Form } from "@remix-run/react";
import { FormError } from "~/components/core/FormError";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { FieldErrors } from "~/lib/core/form-data";

export const EVENT_KIND_LABELS = { CLOSURE: "Closure", HOLIDAY: "Holiday", PRIVATE_EVENT: "Private event" } as const;
export const EVENT_STATUS_LABELS = { CONFIRMED: "Confirmed", TENTATIVE: "Tentative", CANCELED: "Canceled" } as const;

/** A closure, holiday or private event: whole days unless both times are given (decision 027). */
export function CalendarEventForm({
  values,
  errors,
  submitLabel,
  label,
  timezone,
}: {
  values: Record<string, string | string[] | null | undefined>;
  errors: FieldErrors;
  submitLabel: string;
  label: string;
  timezone: string;
}) {
  const value = (name: string) => String(values[name] ?? "");
  return (
    <Form method="post" className="admin-form admin-form--wide" aria-label={label} noValidate>
      <AntiForgeryField />
      <div className="admin-form__full">
        <FormError messages={errors.form} />
      </div>
      <SelectField
        name="kind"
        label="Kind"
        defaultValue={value("kind") || "CLOSURE"}
        errors={errors.kind}
        options={Object.entries(EVENT_KIND_LABELS).map(([key, name]) => ({ value: key, label: name }))}
      />
      <Field name="title" label="Title" defaultValue={value("title")} errors={errors.title} required maxLength={120} />
      <SelectField
        name="status"
        label="Status"
        defaultValue={value("status") || "CONFIRMED"}
        errors={errors.status}
        options={Object.entries(EVENT_STATUS_LABELS).map(([key, name]) => ({ value: key, label: name }))}
      />
      <Field name="startDate" label="First day" kind="date" defaultValue={value("startDate")} errors={errors.startDate} required />
      <Field name="endDate" label="Last day" kind="date" defaultValue={value("endDate")} errors={errors.endDate} hint="Leave empty for one day" />
      <Field name="startTime" label="Start time" kind="time" defaultValue={value("startTime")} errors={errors.startTime} hint={`Empty for whole days; ${timezone}`} />
      <Field name="endTime" label="End time" kind="time" defaultValue={value("endTime")} errors={errors.endTime} hint="On the last day" />
      <div className="admin-form__full">
        <TextAreaField name="notes" label="Notes" defaultValue={value("notes")} errors={errors.notes} maxLength={1000} />
        <SubmitButton name="intent" value="save-event">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
