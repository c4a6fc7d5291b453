/**
 * Reading posted forms (spec §5): the values of a FormData and the field messages shown under
 * the fields. The zod schemas that turn values into typed forms are in form-schema.server.ts, so
 * zod never reaches the browser bundle.
 */

/** Messages per form field, as Field's `errors` takes them. */
export type FieldErrors = Record<string, string[]>;

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** A FormData as a plain object: each field's text, or every value of a repeated field. */
export function formValues(form: FormData, repeated: readonly string[] = []): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((value): value is string => typeof value === "string");
    values[key] = repeated.includes(key) ? all : (all[0] ?? "");
  }
  for (const key of repeated) values[key] ??= [];
  return values;
}

/** A local path to send the visitor back to (never another site: no `//`, no backslash). */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value) || value.length > 500) return null;
  return value;
}

/**
 * The api words some field messages to follow the field's name ("is required", "must be at most
 * 100 characters"): those get the label in front, whole sentences stay as they are.
 */
export function labelledMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/**
 * The api's refusals (GraphQL's BAD_USER_INPUT fields, "address.zipcode" or "priceCents") under
 * the form's fields, each message with its label in front; `fields` maps an api name (or its first
 * part) to the form's field and label; anything unmapped goes to the form's top.
 */
export function apiFieldErrors(fields: Record<string, string[]>, names: Record<string, [string, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const [name, label] = names[field] ?? names[field.split(".")[0]!] ?? ["form", "This"];
    (errors[name] ??= []).push(...messages.map((message) => labelledMessage(label, message)));
  }
  return errors;
}
