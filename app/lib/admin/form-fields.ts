/** Tying the console forms' fields to what the form shows, for the page and its components alike. */
import type { FieldErrors } from "~/lib/core/form-data";

/** A form's shown values: a field's text, or every value of a repeated field (formValues). */
export type ShownValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What one field takes from its form: its name, the text to show and its messages. */
export interface FieldState {
  name: string;
  defaultValue: string;
  errors: string[] | undefined;
}

/**
 * The state of each field of a form, by name: the value a refused post sent (or the record's) and
 * the field's messages, so a field names itself once (`<Field {...field("name")} label="Name" />`).
 */
export function formFields(values: ShownValues | undefined, errors: FieldErrors | undefined): (name: string) => FieldState {
  return (name) => {
    const value = values?.[name];
    return { name, defaultValue: typeof value === "string" ? value : "", errors: errors?.[name] };
  };
}

/** Every value of a repeated field (checkboxes, a multi-select): none, one or many. */
function repeatedValues(values: ShownValues, name: string): string[] {
  const value = values[name];
  return value === undefined || value === "" ? [] : typeof value === "string" ? [value] : [...value];
}

/** What a group of checkboxes or a multi-select takes from its form: its name, the values ticked and its messages. */
export function formChoices(
  values: ShownValues,
  errors: FieldErrors | undefined,
): (name: string) => { name: string; chosen: string[]; errors: string[] | undefined } {
  return (name) => ({ name, chosen: repeatedValues(values, name), errors: errors?.[name] });
}
