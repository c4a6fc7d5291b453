/**
 * The building blocks of the posted forms' schemas: every form of the cart, checkout, payment and
 * gift card pages is parsed by one zod schema (STYLE: epic-stack) into typed values or the field
 * messages of form-data.ts. Server only: zod is about 90 kB gzip in a browser bundle.
 */
import { z } from "zod";
import { EMAIL_MAX, EMAIL_MESSAGE, isEmail } from "../../../workers/core/field-rules";
import { phoneRule } from "../../../workers/core/field-schemas";
import type { FieldErrors, FormResult } from "./form-data";

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

/** An e-mail address (spec §5 "email uses the email type"); the shape and its message are field-rules'. */
export function emailField(label = "your e-mail address") {
  return z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(EMAIL_MAX, "Keep the e-mail address to 254 characters or fewer")
    .refine(isEmail, EMAIL_MESSAGE);
}

/** An optional US phone number (ten digits once normalised), "" when left empty. */
export const optionalPhone = () => phoneRule({ optional: true });

/** The id of a class, portion, promotion or gift card as the api answered it. */
export const idField = z
  .string({ error: "Choose an option" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose an option");
