/**
 * The sign-in, registration and profile forms (spec §3 registration payload, §5 inputs and
 * messages): one zod schema per form, read from FormData on the server. Field errors come back
 * keyed by the form's field names, each a list of sentences shown under the field.
 */
import { z } from "zod";
import { ACCOUNT_EMAIL_MESSAGE } from "../../../workers/core/field-rules";
import { emailRule, phoneRule } from "../../../workers/core/field-schemas";
import { INVALID_PASSWORD_PROVIDED, passwordProblems } from "../identity/identity-errors";

import type { FieldErrors } from "./account-fields";

export type { FieldErrors };

/** An account's e-mail: spec §5's sign-in-link words (ACCOUNT_EMAIL_MESSAGE) for any malformed one. */
export const emailField = emailRule({ message: ACCOUNT_EMAIL_MESSAGE });

/** A password being typed to sign in: anything non-empty (the identity provider judges it). */
const currentPassword = z
  .string({ error: INVALID_PASSWORD_PROVIDED })
  .min(1, "Enter your password.")
  .max(4096, INVALID_PASSWORD_PROVIDED);

/** A new password: the §5 policy, one message per unmet rule. */
export const newPasswordField = z
  .string({ error: "Choose a password." })
  .max(4096, "Use a shorter password.")
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: "custom", message });
  });

const personName = (what: string) =>
  z
    .string({ error: `Enter your ${what}.` })
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(100, `Use at most 100 characters for your ${what}.`);

/** Spec §5 tel: any common shape in, checked as ten US digits (posted as typed; the action normalises). */
const phoneField = phoneRule();

const allergyKeys = z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/)).max(30);

const spiceTolerance = z
  .enum(["MILD", "MEDIUM", "HOT", ""], { error: "Choose mild, medium or hot." })
  .transform((value) => (value === "" ? null : value));

const allergyNotes = z
  .string()
  .trim()
  .max(1000, "Use at most 1000 characters.")
  .transform((notes) => (notes === "" ? null : notes));

export const passwordSignInForm = z.object({ email: emailField, password: currentPassword });
export const signUpForm = z.object({ email: emailField, password: newPasswordField });
export const emailForm = z.object({ email: emailField });
export const newPasswordForm = z.object({ password: newPasswordField });

/** Spec §3 registration payload; the phone-locked variant adds spice tolerance and notes. */
export const registrationForm = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  phone: phoneField,
  allergies: allergyKeys,
  spiceTolerance: spiceTolerance.optional(),
  allergyNotes: allergyNotes.optional(),
});

/** /account/profile: the same fields (its form always shows spice tolerance and notes). */
export const profileForm = registrationForm;

/** An order's contact and staff notes, as the console corrects them; a blank phone keeps the stored one. */
export const orderContactForm = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: emailField,
  phone: phoneRule({ optional: true }).transform((digits) => digits || undefined),
  notes: z.string().trim().max(5000, "Use at most 5000 characters."),
});

/** A guest of a registration, as staff correct it in the console: the same fields but the phone. */
export const guestForm = registrationForm.omit({ phone: true });

/** §5: both changes re-authenticate with the current password first. */
export const changePasswordForm = z.object({ currentPassword, newPassword: newPasswordField });
export const changeEmailForm = z.object({ currentPassword, newEmail: emailField });

/** The form's fields as zod reads them: repeated names (allergies) as lists. */
function formObject(form: FormData, lists: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((value): value is string => typeof value === "string");
    values[key] = lists.includes(key) ? all : all[0];
  }
  for (const key of lists) values[key] ??= [];
  return values;
}

export type Parsed<Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors };

/** Reads and validates a form: the data, or the messages per field. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
  lists: readonly string[] = ["allergies"],
): Parsed<z.output<Schema>> {
  const result = schema.safeParse(formObject(form, lists));
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { ok: false, errors };
}

/** What a form sent back for redisplay after an error (never passwords). */
export function echoOf(form: FormData, fields: readonly string[]): Record<string, string | string[]> {
  const echo: Record<string, string | string[]> = {};
  for (const field of fields) {
    const values = form.getAll(field).filter((value): value is string => typeof value === "string");
    echo[field] = field === "allergies" ? values : (values[0] ?? "");
  }
  return echo;
}
