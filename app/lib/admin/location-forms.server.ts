/**
 * The location form of the console (new and edit), parsed by one zod schema into GraphQL's
 * LocationInput: the tax rate is typed as a percent (7.25) and sent as basis points (725); blank
 * coordinates mean the zip code's centroid; the shipping offsets are "zip,days" lines, sent only
 * when the person typed some (or chose to remove them all), so an edit keeps them otherwise.
 * The delivery area (decision 083): a radius in whole miles or a zip list, a fee and the amount
 * from which delivery is free, typed in dollars and sent in cents.
 */
import { RECORD_ID_PATTERN } from "../../../workers/core/field-rules";
import { z } from "zod";
import type { LocationInput } from "../../../graphql/generated/client/graphql";
import { emailRule, phoneRule } from "../../../workers/core/field-schemas";
import { apiFieldErrors, type FieldErrors, type FormResult } from "~/lib/core/form-data";
import { parseWith, requiredText } from "~/lib/core/form-schema.server";
import {
  MAX_DELIVERY_FEE_CENTS,
  MAX_DELIVERY_RADIUS_MILES,
  MAX_DELIVERY_ZIPCODES,
  MAX_FREE_DELIVERY_OVER_CENTS,
  parseZipList,
} from "../../../workers/core/delivery-area";
import { formatUsd, parseMoneyInput } from "../../../workers/core/money";

/** The form's single-valued fields, echoed back on failure. */
const TEXT_NAMES = [
  "name",
  "slug",
  "street",
  "city",
  "state",
  "zipcode",
  "latitude",
  "longitude",
  "timezone",
  "phone",
  "email",
  "calendarId",
  "taxRate",
  "shippingOffsets",
  "deliveryRadius",
  "deliveryZipcodes",
  "deliveryFee",
  "deliveryFreeOver",
] as const;
const CHECK_NAMES = ["active", "shipping", "allowCustomClass", "clearShippingOffsets"] as const;

/** What the form shows: each text, "on" for a ticked box, and the ticked months and fulfillments. */
export interface LocationFormValues {
  text: Record<string, string>;
  checks: Record<string, boolean>;
  activeMonths: string[];
  fulfillmentIds: string[];
}

export function locationFormValues(form: FormData): LocationFormValues {
  return {
    text: Object.fromEntries(TEXT_NAMES.map((name) => [name, String(form.get(name) ?? "")])),
    checks: Object.fromEntries(CHECK_NAMES.map((name) => [name, form.get(name) === "on"])),
    activeMonths: form.getAll("activeMonths").map(String),
    fulfillmentIds: form.getAll("fulfillmentIds").map(String),
  };
}

const optionalNumber = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || (/^-?\d{1,3}(\.\d{1,8})?$/.test(value) && Math.abs(Number(value)) <= limit), `Enter the ${label} as a number between -${limit} and ${limit}, or leave it blank`)
    .transform((value) => (value === "" ? undefined : Number(value)));

/** "84321,2" lines (a tab, a semicolon or spaces also part them); blank lines are skipped. */
const offsetLines = z
  .string()
  .max(20_000, "Keep the list to 1,000 zip codes")
  .transform((text, ctx) => {
    const offsets: Array<{ zipcode: string; offsetDays: number }> = [];
    for (const [index, raw] of text.split(/\r?\n/).entries()) {
      const line = raw.trim();
      if (line === "") continue;
      const match = /^(\d{5}(?:-\d{4})?)\s*[,;\t ]\s*(\d{1,2})$/.exec(line);
      if (!match) {
        ctx.addIssue({ code: "custom", message: `Line ${index + 1} ("${line.slice(0, 30)}") is not "zip code,days", like 84321,2` });
        return z.NEVER;
      }
      offsets.push({ zipcode: match[1]!, offsetDays: Number(match[2]) });
    }
    return offsets;
  });

/** Decision 083: dollars as spec §5's money input ("$7.99", "7.99"); blank is `blank`. */
const moneyText = (message: string, blank: number | null) =>
  z
    .string()
    .trim()
    .max(20, message)
    .transform((value, ctx) => {
      if (value === "") return blank;
      const cents = parseMoneyInput(value);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

/** Decision 083: zip codes apart by commas, spaces or lines. */
const zipListText = z
  .string()
  .max(10_000, `Keep the list to ${MAX_DELIVERY_ZIPCODES} zip codes`)
  .transform((text, ctx) => {
    const parsed = parseZipList(text);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.zipcodes;
  });

const locationForm = z
  .object({
    name: requiredText("the location's name", 100),
    slug: z
      .string()
      .trim()
      .min(1, "Enter the slug, like logan")
      .max(60, "Keep the slug to 60 characters or fewer")
      .refine((slug) => slug === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug), "Use lowercase letters, digits and single dashes, like north-logan"),
    street: requiredText("the street", 200),
    city: requiredText("the city", 100),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Enter the two-letter state, like UT")
      .transform((state) => state.toUpperCase()),
    zipcode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "Enter a zip code: 5 digits, optionally -4 more"),
    latitude: optionalNumber("latitude", 90),
    longitude: optionalNumber("longitude", 180),
    // The select offers US_TIMEZONES (and a location's stored zone); the api checks it is IANA.
    timezone: z.string().min(1, "Choose the timezone").max(64, "Choose the timezone"),
    phone: phoneRule({ optional: true }),
    email: emailRule({ optional: true }),
    calendarId: z
      .string()
      .trim()
      .max(200, "Keep the calendar id to 200 characters or fewer")
      .transform((value) => (value === "" ? null : value)),
    taxRate: z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{1,2}(\.\d{1,2})?$/.test(value), "Enter the tax rate as a percent with at most two decimals, like 7.25")
      .transform((value) => (value === "" ? 0 : Math.round(Number(value) * 100)))
      .refine((bps) => bps <= 2500, "The tax rate is at most 25 %"),
    active: z.boolean(),
    shipping: z.boolean(),
    allowCustomClass: z.boolean(),
    activeMonths: z
      .array(z.string().regex(/^([1-9]|1[0-2])$/, "Choose months from the list"))
      .min(1, "Tick at least one month (all twelve: all year)")
      .transform((months) => (months.length === 12 ? null : [...new Set(months.map(Number))].sort((a, b) => a - b))),
    fulfillmentIds: z.array(z.string().regex(RECORD_ID_PATTERN, "Choose fulfillments from the list")),
    shippingOffsets: offsetLines,
    clearShippingOffsets: z.boolean(),
    deliveryRadius: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_DELIVERY_RADIUS_MILES),
        `Enter whole miles from 1 to ${MAX_DELIVERY_RADIUS_MILES}, or leave it blank`,
      )
      .transform((value) => (value === "" ? null : Number(value))),
    deliveryZipcodes: zipListText,
    deliveryFee: moneyText("Enter the fee like 7.99, or leave it blank for free delivery", 0).refine(
      (cents) => cents !== null && cents <= MAX_DELIVERY_FEE_CENTS,
      `The fee is at most ${formatUsd(MAX_DELIVERY_FEE_CENTS)}`,
    ),
    deliveryFreeOver: moneyText("Enter an amount like 150, or leave it blank", null).refine(
      (cents) => cents === null || (cents >= 1 && cents <= MAX_FREE_DELIVERY_OVER_CENTS),
      `Enter an amount from $0.01 to ${formatUsd(MAX_FREE_DELIVERY_OVER_CENTS)}, or leave it blank`,
    ),
  })
  .transform(
    (form): LocationInput => ({
      name: form.name,
      slug: form.slug,
      address: { street: form.street, city: form.city, state: form.state, zipcode: form.zipcode },
      latitude: form.latitude ?? null,
      longitude: form.longitude ?? null,
      timezone: form.timezone,
      phone: form.phone,
      email: form.email,
      active: form.active,
      shipping: form.shipping,
      allowCustomClass: form.allowCustomClass,
      calendarId: form.calendarId,
      taxRateBps: form.taxRate,
      activeMonths: form.activeMonths,
      fulfillmentIds: form.fulfillmentIds,
      // Left out, the api keeps them as they are (an edit that did not touch them).
      ...(form.clearShippingOffsets ? { shippingOffsets: [] } : form.shippingOffsets.length > 0 ? { shippingOffsets: form.shippingOffsets } : {}),
      deliveryRadiusMiles: form.deliveryRadius,
      deliveryZipcodes: form.deliveryZipcodes,
      deliveryFeeCents: form.deliveryFee ?? 0,
      deliveryFreeOverCents: form.deliveryFreeOver,
    }),
  );

export function parseLocationForm(values: LocationFormValues): FormResult<LocationInput> {
  const result = parseWith(locationForm, { ...values.text, ...values.checks, activeMonths: values.activeMonths, fulfillmentIds: values.fulfillmentIds });
  // Both coordinates or neither: checked here, so it is named beside every other field's message.
  const [latitudeBlank, longitudeBlank] = [values.text.latitude, values.text.longitude].map((value) => (value ?? "").trim() === "");
  if (latitudeBlank === longitudeBlank) return result;
  const errors = result.ok ? {} : { ...result.errors };
  const field = latitudeBlank ? "latitude" : "longitude";
  errors[field] ??= ["Give both coordinates, or neither (the zip code's centre)"];
  return { ok: false, errors };
}

/** The api's field names (after GraphQL's camelCase) as the form's fields, with its labels. */
const API_FIELDS: Record<string, [string, string]> = {
  name: ["name", "Name"],
  slug: ["slug", "Slug"],
  "address.street": ["street", "Street"],
  "address.city": ["city", "City"],
  "address.state": ["state", "State"],
  "address.zipcode": ["zipcode", "Zip code"],
  address: ["street", "Address"],
  latitude: ["latitude", "Latitude"],
  longitude: ["longitude", "Longitude"],
  timezone: ["timezone", "Timezone"],
  phone: ["phone", "Phone"],
  email: ["email", "E-mail"],
  calendarId: ["calendarId", "Calendar id"],
  taxRateBps: ["taxRate", "Tax rate"],
  activeMonths: ["activeMonths", "Active months"],
  fulfillmentIds: ["fulfillmentIds", "Fulfillments"],
  shippingOffsets: ["shippingOffsets", "Shipping offsets"],
  deliveryRadiusMiles: ["deliveryRadius", "Delivery radius"],
  deliveryZipcodes: ["deliveryZipcodes", "Delivery zip codes"],
  deliveryFeeCents: ["deliveryFee", "Delivery fee"],
  deliveryFreeOverCents: ["deliveryFreeOver", "Free delivery from"],
};

/** The api's refusals under the form's fields ("is already used…" gets its label in front). */
export const locationFieldErrors = (fields: Record<string, string[]>): FieldErrors => apiFieldErrors(fields, API_FIELDS);
