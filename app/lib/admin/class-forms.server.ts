/** The class form of the console (new and edit), parsed by one zod schema into GraphQL's ClassInput. */
import { isRecordId, RECORD_ID_PATTERN } from "../../../workers/core/field-rules";
import { classSeatsRule, moneyRule } from "../../../workers/core/field-schemas";
import { CLASS_PRICE, CLASS_PRICE_MESSAGE } from "../../../workers/core/class-price";
import { z } from "zod";
import type { AdminClassQuery, ClassInput, ClassRepeatInput, CustomClassInput } from "../../../graphql/generated/client/graphql";
import { SERIES_COUNT_MESSAGE } from "../../../workers/core/class-series";
import type { FieldErrors, FormResult } from "~/lib/core/form-data";
import { dollarsOf } from "./class-type-format";
import { emailField, optionalText, parseWith, requiredText } from "~/lib/core/form-schema.server";
import { blankOr, decisionHoursRule, minSeatsRule } from "./go-no-go-fields.server";

const choice = (what: string) => z.string({ error: `Choose ${what}` }).regex(RECORD_ID_PATTERN, `Choose ${what}`);
const optionalChoice = z
  .string()
  .refine((value) => value === "" || isRecordId(value), "Choose from the list")
  .transform((value) => (value === "" ? null : value));

const classForm = z.object({
  name: requiredText("the class's name", 120),
  description: z.string().trim().max(4000, "Keep the description to 4,000 characters or fewer"),
  classTypeId: choice("a class type"),
  locationId: choice("a kitchen"),
  fulfillmentId: choice("how it is fulfilled"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date"),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the start time"),
  durationMinutes: z.coerce
    .number({ error: "Enter the length in minutes" })
    .int("Enter whole minutes")
    .min(15, "A class lasts at least 15 minutes")
    .max(720, "A class lasts at most 12 hours"),
  // Any number of seats 1–200 (decision 067): the api's rule and message.
  seats: classSeatsRule(),
  hostId: optionalChoice,
  menuId: optionalChoice,
  classIsPublic: z.boolean(),
  // "Schedule it anyway" (decision 067): offered once the kitchen's other class then was named.
  allowClash: z.boolean(),
  // Decision 065: blank is the class type's.
  minSeats: blankOr(minSeatsRule),
  decisionHours: blankOr(decisionHoursRule),
  // Decision 079: dollars here, cents to the api; blank is the class type's price.
  price: moneyRule({ optional: true, message: CLASS_PRICE_MESSAGE, maxCents: CLASS_PRICE.maxCents }),
});

/** The form's dollars field as the api's `priceCents`. */
function inCents<T extends { price: number | null }>(parsed: FormResult<T>): FormResult<Omit<T, "price"> & { priceCents: number | null }> {
  if (!parsed.ok) return parsed;
  const { price, ...rest } = parsed.value;
  return { ok: true, value: { ...rest, priceCents: price } };
}

/** A private class for a group (decision 022): always private, with its organiser; its type's go or no-go. */
const customClassForm = classForm.omit({ classIsPublic: true, minSeats: true, decisionHours: true }).extend({
  contactName: requiredText("the organiser's name", 120),
  contactEmail: emailField("the organiser's e-mail address"),
  note: optionalText("the note", 2000),
});

const CUSTOM_NAMES = ["contactName", "contactEmail", "note"];
const REPEAT_NAMES = ["repeatEveryWeeks", "repeatCount", "repeatUntil"];

/**
 * The new-class form's "Repeat" (decision 067): none, or every 1 or 2 weeks for a number of
 * classes or until a last date (one of them). Bounds (1–52, a date after the first) are the api's.
 */
const repeatForm = z
  .object({
    repeatEveryWeeks: z.enum(["", "1", "2"], { error: "Choose how it repeats" }),
    repeatCount: z.string().trim().regex(/^\d{0,3}$/, SERIES_COUNT_MESSAGE),
    repeatUntil: z.string().trim(),
  })
  .superRefine((repeat, context) => {
    if (repeat.repeatEveryWeeks === "") return;
    if (repeat.repeatCount === "" && repeat.repeatUntil === "") context.addIssue({ code: "custom", path: ["repeatCount"], message: "Enter how many classes, or the last date" });
    if (repeat.repeatCount !== "" && repeat.repeatUntil !== "") context.addIssue({ code: "custom", path: ["repeatUntil"], message: "Give a number of classes or a last date, not both" });
  })
  .transform((repeat): ClassRepeatInput | null =>
    repeat.repeatEveryWeeks === ""
      ? null
      : { everyWeeks: Number(repeat.repeatEveryWeeks), count: repeat.repeatCount === "" ? null : Number(repeat.repeatCount), until: repeat.repeatUntil || null },
  );

/** The repeat of the posted new-class form: null when it does not repeat. */
export function parseRepeat(form: FormData): FormResult<ClassRepeatInput | null> {
  return parseWith(repeatForm, classFormValues(form));
}

/** Values of the posted class form, echoed back on failure. */
export function classFormValues(form: FormData): Record<string, string> {
  const names = [
    ...["name", "description", "classTypeId", "locationId", "fulfillmentId", "date", "time", "durationMinutes", "seats", "hostId", "menuId"],
    ...["minSeats", "decisionHours", "price", ...CUSTOM_NAMES, ...REPEAT_NAMES],
  ];
  const checked = (name: string) => (form.get(name) === "on" ? "on" : "");
  return { ...Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])), classIsPublic: checked("classIsPublic"), allowClash: checked("allowClash") };
}

export function parseCustomClassForm(form: FormData): FormResult<CustomClassInput> {
  const values = classFormValues(form);
  const parsed = inCents(parseWith(customClassForm, { ...values, allowClash: values.allowClash === "on" }));
  if (!parsed.ok) return parsed;
  const { contactName, contactEmail, note, ...fields } = parsed.value;
  return { ok: true, value: { class: fields, contactName, contactEmail, note } };
}

export function parseClassForm(form: FormData): FormResult<ClassInput> {
  const values = classFormValues(form);
  return inCents(parseWith(classForm, { ...values, classIsPublic: values.classIsPublic === "on", allowClash: values.allowClash === "on" }));
}

/** The api's REST field names in GraphQL messages (class_type_id → classTypeId) are already camelCase. */
export const CLASS_FIELDS = ["name", "description", "classTypeId", "locationId", "fulfillmentId", "date", "time", "durationMinutes", "seats", "hostId", "menuId", "minSeats", "decisionHours", "price", "allowClash", ...REPEAT_NAMES];

/** The api's field errors on the form's fields: its `priceCents` is the form's dollars field `price`. */
export function classFormErrors(fields: FieldErrors): FieldErrors {
  const { priceCents, ...rest } = fields;
  return priceCents ? { ...rest, price: [...(rest.price ?? []), ...priceCents] } : rest;
}

/** The class form's values of a saved class: what its edit form shows, and a duplicate's (without the date). */
export function classFormValuesOf(info: NonNullable<AdminClassQuery["classInformation"]>): Record<string, string> {
  return {
    name: info.class.name,
    description: info.class.description,
    classTypeId: info.classTypeId,
    locationId: info.locationId,
    fulfillmentId: info.fulfillmentId,
    date: info.localDate,
    time: info.localTime,
    durationMinutes: String(info.class.durationMinutes),
    seats: String(info.class.seats),
    hostId: info.hostId ?? "",
    menuId: info.menuId ?? "",
    classIsPublic: info.class.classIsPublic ? "on" : "",
    // Blank: the class type's (decision 065).
    minSeats: String(info.minSeats ?? ""),
    decisionHours: String(info.decisionHours ?? ""),
    // Blank: the class type's price (decision 079).
    price: dollarsOf(info.priceCents),
  };
}
