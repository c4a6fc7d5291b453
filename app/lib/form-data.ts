/**
 * Reading posted forms: every form of the cart, checkout, payment and gift card pages is parsed
 * by one zod schema (STYLE: epic-stack) into typed values or field messages shown under the
 * fields (spec §5). Pure, so the same schemas are unit-tested and usable in the browser.
 */
import { z } from "zod";

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

/** Parses with the schema; zod's issues become field messages keyed by the field name. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): FormResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/** A required line of text: trimmed, at most `max` characters. */
export function requiredText(label: string, max = 100) {
  return z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `Keep ${label} to ${max} characters or fewer`);
}

/** An optional text: trimmed, at most `max` characters, "" when left empty. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Keep ${label} to ${max} characters or fewer`)
    .optional()
    .transform((value) => value ?? "");
}

/** An e-mail address (spec §5 "email uses the email type"). */
export function emailField(label = "your e-mail address") {
  return z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(254, "Keep the e-mail address to 254 characters or fewer")
    .pipe(z.email({ error: "Enter an e-mail address like name@example.com" }));
}

/** The id of a class, portion, promotion or gift card as the api answered it. */
export const idField = z
  .string({ error: "Choose an option" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose an option");

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
