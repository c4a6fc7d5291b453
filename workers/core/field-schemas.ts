/**
 * The zod rules of field-rules.ts (decision 057): one per kind, used by the web's form schemas
 * (server only) and the api's validators. Each answers the value the api stores.
 */
import { z } from "zod";
import { DATE_MESSAGE, EMAIL_MESSAGE, MONEY_MESSAGE, PHONE_MESSAGE, isEmail, isIsoDate } from "./field-rules";
import { normalizePhone } from "./input-formats";
import { parseMoneyInput } from "./money";
import { CLASS_SEATS_MESSAGE, classSeats } from "./class-capacity";

type Blank = { optional?: boolean; message?: string };
const orBlank = (message: string, optional: boolean | undefined) => (optional ? `${message}, or leave it blank` : message);

// Each rule takes a missing value (a field not posted) as blank: required ones refuse it with their message.

/**
 * An e-mail address, trimmed. Required unless `optional` (then "" for none). `message` is for the
 * one place the spec words it differently (ACCOUNT_EMAIL_MESSAGE).
 */
export function emailRule({ optional, message = EMAIL_MESSAGE }: Blank = {}) {
  const refused = orBlank(message, optional);
  return z
    .string({ error: refused })
    .optional()
    .transform((value = "") => value.trim())
    .refine((value) => (optional && value === "") || isEmail(value), refused);
}

/** A US phone number in any usual shape (normalizePhone), answered as its ten digits; "" when optional and blank. */
export function phoneRule({ optional, message = PHONE_MESSAGE }: Blank = {}) {
  const refused = orBlank(message, optional);
  return z
    .string({ error: refused })
    .max(40, refused)
    .optional()
    .transform((value = "", context) => {
      if (optional && value.trim() === "") return "";
      const digits = normalizePhone(value);
      if (digits === null) {
        context.addIssue({ code: "custom", message: refused });
        return z.NEVER;
      }
      return digits;
    });
}

/**
 * Dollars as typed ("$1,234.50", "12", ".5") answered as integer cents; null when optional and
 * blank. `maxCents` bounds a price the form knows the limit of (the same message refuses it).
 */
export function moneyRule<Optional extends boolean = false>({
  optional,
  message = MONEY_MESSAGE,
  maxCents = Number.MAX_SAFE_INTEGER,
}: { optional?: Optional; message?: string; maxCents?: number } = {}) {
  type Cents = Optional extends true ? number | null : number;
  const refused = orBlank(message, optional);
  return z
    .string({ error: refused })
    .max(20, refused)
    .optional()
    .transform((value = "", context): Cents => {
      if (optional && value.trim() === "") return null as Cents;
      const cents = parseMoneyInput(value);
      if (cents === null || cents > maxCents) {
        context.addIssue({ code: "custom", message: refused });
        return z.NEVER;
      }
      return cents as Cents;
    });
}

/** A YYYY-MM-DD day that exists; "" when optional and blank. */
export function dateRule({ optional, message = DATE_MESSAGE }: Blank = {}) {
  const refused = orBlank(message, optional);
  return z
    .string({ error: refused })
    .optional()
    .transform((value = "") => value.trim())
    .refine((value) => (optional && value === "") || isIsoDate(value), refused);
}

/** A class's seats (class-capacity.ts): a number (JSON) or its digits (a form), 1 to 200. */
export function classSeatsRule() {
  return z
    .union([z.number(), z.string()], { error: CLASS_SEATS_MESSAGE })
    .transform((value, context) => {
      const seats = classSeats(value);
      if (seats === null) {
        context.addIssue({ code: "custom", message: CLASS_SEATS_MESSAGE });
        return z.NEVER;
      }
      return seats;
    });
}
