import { AdminForm } from "~/components/admin/AdminForm";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { FieldErrors } from "~/lib/core/form-data";

/** A calendar: its key (new only), name, description and the location whose calendar it is. */
export function CalendarForm({
  values,
  errors,
  locations,
  isNew,
  submitLabel,
}: {
  values: Record<string, string | string[] | null | undefined>;
  errors: FieldErrors;
  locations: ReadonlyArray<{ id: string; name: string; calendarId?: string | null }>;
  isNew: boolean;
  submitLabel: string;
}) {
  const value = (name: string) => String(values[name] ?? "");
  const own = value("id");
  return (
    <AdminForm label="Calendar" errors={errors.form}>
      {isNew ? <Field name="id" label="Key" defaultValue={own} errors={errors.id} hint="Lowercase letters, digits and dashes, like cvk-logan; cannot change later" required /> : null}
      <Field name="name" label="Name" defaultValue={value("name")} errors={errors.name} required maxLength={100} />
      <SelectField
        name="locationId"
        label="Location"
        defaultValue={value("locationId")}
        errors={errors.locationId}
        options={[
          { value: "", label: "None" },
          ...locations
            .filter((location) => !location.calendarId || location.calendarId === own)
            .map((location) => ({ value: location.id, label: location.name })),
        ]}
      />
      <TextAreaField name="description" label="Description" defaultValue={value("description")} errors={errors.description} maxLength={1000} />
      <SubmitButton name="intent" value="save">
        {submitLabel}
      </SubmitButton>
    </AdminForm>
  );
}
