/**
 * zod schemas of the users and accounts calls (spec §3 registration payload, §5 inputs).
 * Every string has a maximum length, so a 10,000-character value is a 400, never stored.
 */
import { z } from "zod";
import { ACCOUNT_EMAIL_MESSAGE } from "../../core/field-rules";
import { emailRule, phoneRule } from "../../core/field-schemas";
import { MAX_TOKEN_LENGTH } from "../auth/firebase-token";
import { booleanParam, idParam } from "./params";

export const SPICE_TOLERANCES = ["mild", "medium", "hot"] as const;

const personName = z
  .string({ error: "is required" })
  .max(100, "must be at most 100 characters")
  .trim()
  .min(1, "is required");

/** Trimmed and lower-cased: e-mails are compared case-insensitively. Spec §5's email-link words for any malformed one. */
export const emailField = emailRule({ message: ACCOUNT_EMAIL_MESSAGE }).transform((email) => email.toLowerCase());

/** Any §5 tel shape in, ten digits out. */
export const phoneField = phoneRule();

/** Allergy keys ("peanuts") or ids (3), as the allergies list answers them. */
const allergiesField = z
  .array(
    z.union(
      [
        z.number().int().positive().max(1e9),
        z
          .string()
          .max(50)
          .regex(/^\d{1,9}$|^[a-z][a-z0-9-]*$/, "must name allergies by key or id"),
      ],
      { error: "must name allergies by key or id" },
    ),
    { error: "must be a list of allergy keys or ids" },
  )
  .max(30, "may name at most 30 allergies");

const spiceToleranceField = z.enum(SPICE_TOLERANCES, { error: "must be mild, medium or hot" }).nullable();

const allergyNotesField = z
  .string({ error: "must be text" })
  .max(1000, "must be at most 1000 characters")
  .trim()
  .transform((notes) => (notes === "" ? null : notes))
  .nullable();

const roleKeysField = z
  .array(
    z
      .string()
      .max(50)
      .regex(/^[a-z][a-z0-9-]*$/, "must be role keys"),
    { error: "must be a list of role keys" },
  )
  .min(1, "must name at least one role")
  .max(10, "may name at most 10 roles");

const profileFields = {
  first_name: personName,
  last_name: personName,
  email: emailField,
  phone: phoneField,
  allergies: allergiesField.default([]),
  spice_tolerance: spiceToleranceField.optional(),
  allergy_notes: allergyNotesField.optional(),
};

/** POST users/register and POST accounts (spec §3 registration payload, both variants). */
export const registrationBody = z.object({
  ...profileFields,
  firebase_id_token: z.string().max(MAX_TOKEN_LENGTH, "is not a Firebase ID token").optional(),
});
export type RegistrationInput = z.infer<typeof registrationBody>;

/** POST users: staff create an account; it is bound to a uid at its first verified sign-in. */
export const staffCreateBody = z.object({
  ...profileFields,
  phone: phoneField.nullable().optional(),
  roles: roleKeysField.optional(),
});
export type StaffCreateInput = z.infer<typeof staffCreateBody>;

/** PUT accounts/{id}: the person's own profile; fields left out stay as they are. */
export const profileUpdateBody = z.object({
  first_name: personName.optional(),
  last_name: personName.optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  allergies: allergiesField.optional(),
  spice_tolerance: spiceToleranceField.optional(),
  allergy_notes: allergyNotesField.optional(),
});

/** PUT users/{id}: the profile plus what staff may change (each with its own permission). */
export const userUpdateBody = profileUpdateBody.extend({
  roles: roleKeysField.optional(),
  disabled: z.boolean({ error: "must be true or false" }).optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateBody>;

const searchParam = z.string().max(100, "must be at most 100 characters").trim();

export const pageParam = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value <= max, `must be at most ${max}`)
    .default(fallback);

export const pageQuery = z.object({
  limit: pageParam(100, 25).refine((limit) => limit >= 1, "must be at least 1"),
  offset: pageParam(1_000_000, 0),
});

/** A console list's words to look for (decision 045): trimmed, then at most 100 characters. */
export const listSearch = z.string().trim().max(100, "must be at most 100 characters");

export const userListQuery = pageQuery.extend({ search: searchParam.optional() });

/** A user's registrations: a page; `upcoming=true` (decision 045) only the booked classes still to come, soonest first. */
export const registrationPageQuery = pageQuery.extend({ upcoming: booleanParam.optional() });

/** GET users/unique (spec §5): exactly one of email and phone. */
export const uniqueQuery = z
  .object({
    email: emailField.optional(),
    phone: phoneField.optional(),
    exclude_user_id: idParam.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.email === undefined) === (query.phone === undefined)) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "give either an email or a phone" });
    }
  });

export const phoneQuery = z.object({ phone: phoneField });

const uidField = z
  .string({ error: "must be a Firebase uid" })
  .min(1, "must be a Firebase uid")
  .max(128, "must be a Firebase uid");

export const uidQuery = z.object({ uid: uidField.optional() });

export const linkBody = z.object({ new_uid: uidField, existing_uid: uidField });

export const syncEmailBody = z.object({ email: emailField });

export const syncPhoneBody = z.object({ phone: phoneField.optional() });

/** POST users/send-email-sign-in: sendFirebaseSignInEmail(email, url, handleCodeInApp true). */
export const signInEmailBody = z.object({
  email: emailField,
  url: z
    .string({ error: "must be the page to return to" })
    .max(2000, "must be at most 2000 characters")
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) address" })),
  handle_code_in_app: z.literal(true, { error: "must be true" }).optional(),
});
