/** zod pieces for REST query strings, where every value arrives as text. */
import { RECORD_ID_PATTERN } from "../../core/field-rules";
import { z } from "zod";
import { parseZipcode } from "../../core/input-formats";

/** `true`/`false` (also 1/0) as a boolean. */
export const booleanParam = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/** A list given as `a,b` or as the parameter repeated; blanks dropped. */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

export const idListParam = listParam.pipe(
  z
    .array(z.string().regex(/^\d{1,9}$/, "must be a list of numeric ids").transform(Number))
    .max(100, "may name at most 100 ids"),
);

/** A calendar date (YYYY-MM-DD) or a full ISO-8601 instant. */
export const dateParam = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/,
    "must be a date (YYYY-MM-DD) or an ISO-8601 time",
  )
  .refine(isRealDate, "is not a real date");

/** Date.parse accepts 2026-02-31 as March 3; a real date round-trips its calendar part. */
function isRealDate(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

export const idParam = z.string().regex(RECORD_ID_PATTERN, "must be a numeric id").transform(Number);

/** A decimal number within [min, max] (e.g. a latitude). */
export const numberParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,12}(\.\d{1,12})?$/, "must be a number")
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);

/** A resource named by its numeric id or by its key (sku, slug, key). */
export type IdOrKey = { id: number } | { key: string };

/** A path segment naming a resource by numeric id or by its key. */
export const idOrKeyParam = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, "must be a numeric id or a key of letters, digits and dashes")
  .transform((value): IdOrKey => (/^\d{1,9}$/.test(value) ? { id: Number(value) } : { key: value }));

/** Spec §5: five digits, optionally a hyphen and four more; answers the five-digit part. */
export const zipcodeParam = z
  .string({ error: "must be a zip code: 5 digits, optionally -4 more" })
  .max(10, "must be a zip code: 5 digits, optionally -4 more")
  .transform((value, ctx) => {
    const zipcode = parseZipcode(value);
    if (zipcode === null) {
      ctx.addIssue({ code: "custom", message: "must be a zip code: 5 digits, optionally -4 more" });
      return z.NEVER;
    }
    return zipcode;
  });
