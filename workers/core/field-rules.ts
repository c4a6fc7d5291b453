/**
 * One rule and one message per kind of field (spec §5 inputs; issue 25 step 6, decision 057):
 * e-mail, phone, money and date. The web's form schemas (app/lib/**) and the api's validators
 * (workers/api/lib, workers/api/routes) build their fields from these, so a value the shop's form
 * accepts is one the api accepts, and a person reads the same words wherever they type it.
 */
// Plain functions and words only, so browser code may import them without zod (about 90 kB
// gzip); the zod rules built from them are in field-schemas.ts.

export const EMAIL_MESSAGE = "Enter an e-mail address like name@example.com";
/** Spec §5's own words for an e-mail the sign-in link (and so an account) cannot take. */
export const ACCOUNT_EMAIL_MESSAGE = "Please enter a valid email address";
export const PHONE_MESSAGE = "Enter a ten-digit phone number, like (435) 555-0123";
export const MONEY_MESSAGE = "Enter an amount in dollars, like 12.50";
export const DATE_MESSAGE = "Enter a date like 2026-03-14";

/**
 * A record's id as the shop's paths and forms carry it, and the api's `idParam` takes it: 1–9
 * digits (issue 25: one check, one bound, where there were three patterns with two bounds).
 */
export const RECORD_ID_PATTERN = /^\d{1,9}$/;
export const isRecordId = (input: unknown): input is string => typeof input === "string" && RECORD_ID_PATTERN.test(input);

/** RFC 5321's limit on an address. */
export const EMAIL_MAX = 254;
// zod 4's own email pattern (zod/v4/core regexes.email), which the api and the web used before.
const EMAIL_RE = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The one e-mail shape: zod's email pattern, at most 254 characters. */
export function isEmail(input: string): boolean {
  return input.length <= EMAIL_MAX && EMAIL_RE.test(input);
}

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30), as date inputs post it. */
export function isIsoDate(input: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

