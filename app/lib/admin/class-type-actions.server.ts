/**
 * The class type form (decision 047): prices typed in dollars, sent as integer cents; whether an
 * offer has the price it needs, and whether its offer may change, the api decides (one rule) and
 * its messages land under the fields. Its picture and a kitchen's go through PictureSection's save.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { REMINDER_HOURS } from "../../../workers/core/booking-policy";
import { moneyRule } from "../../../workers/core/field-schemas";
import type { ClassOffer } from "../../../graphql/generated/client/graphql";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { CreateClassTypeDocument, RemoveClassTypePictureDocument, RemoveLocationPictureDocument, SetClassTypePictureDocument, SetLocationPictureDocument, UpdateClassTypeDocument } from "./class-type-documents.server";
import { decisionHoursRule, minSeatsRule } from "./go-no-go-fields.server";
import { removePicture, savePicture } from "./picture-actions.server";
import { requireStaff } from "./staff.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { apiFieldErrors, type FieldErrors } from "~/lib/core/form-data";
import { optionalText, parseWith, requiredText } from "~/lib/core/form-schema.server";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";

export const CLASS_TYPE_FIELDS = ["name", "description", "offer", "seatPrice", "pairPrice", "reminderHours", "minSeats", "decisionHours"] as const;
export type ClassTypeFormValues = Record<(typeof CLASS_TYPE_FIELDS)[number], string>;

export interface ClassTypeActionData {
  intent: "save";
  errors: FieldErrors;
  values: ClassTypeFormValues;
}

// The one money rule (decision 057), with the form's own words and its limit of $9,999.99.
const dollars = (label: string) => moneyRule({ optional: true, message: `Enter ${label} in dollars, like 69.00`, maxCents: 999_999 });

const classTypeSchema = z.object({
  name: requiredText("the name", 80),
  description: optionalText("the description", 2000),
  offer: z.enum(["PORTIONS", "SEATS", "PAIRS"], { message: "Choose what a class of this type sells" }),
  seatPrice: dollars("the price of a guest"),
  pairPrice: dollars("the price of a couple"),
  reminderHours: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, "Enter whole hours, like 48")
    .transform(Number)
    .refine((hours) => hours >= 1 && hours <= REMINDER_HOURS.max, `Enter between 1 and ${REMINDER_HOURS.max} hours (two weeks)`),
  minSeats: minSeatsRule,
  decisionHours: decisionHoursRule,
});

export function classTypeFormValues(form: FormData): ClassTypeFormValues {
  return Object.fromEntries(CLASS_TYPE_FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as ClassTypeFormValues;
}

/** The api's names (GraphQL camelCase) as the form's fields with their labels. */
const API_FIELDS: Record<string, [string, string]> = {
  name: ["name", "Name"],
  description: ["description", "Description"],
  offer: ["offer", "What it sells"],
  seatPriceCents: ["seatPrice", "Price of a guest"],
  pairPriceCents: ["pairPrice", "Price of a couple"],
  reminderHours: ["reminderHours", "Reminder"],
  minSeats: ["minSeats", "Minimum seats"],
  decisionHours: ["decisionHours", "Decision"],
};

/** The form's answer to a refused mutation: field messages (400, or 409 on a locked offer or a taken name), or the error thrown on. */
function refusal(error: unknown, values: ClassTypeFormValues) {
  const failure = failureOf(error);
  const code = failure?.code;
  const fields = failure && Object.keys(failure.fields).length > 0 ? failure.fields : null;
  if (fields && (code === "BAD_USER_INPUT" || code === "CONFLICT")) {
    const errors = apiFieldErrors(fields, API_FIELDS);
    if (code === "CONFLICT") errors.form = [failureMessage(error)];
    return json<ClassTypeActionData>({ intent: "save", errors, values }, { status: code === "CONFLICT" ? 409 : 400 });
  }
  if (code === "FORBIDDEN" || code === "CONFLICT") {
    return json<ClassTypeActionData>({ intent: "save", errors: { form: [failureMessage(error)] }, values }, { status: code === "CONFLICT" ? 409 : 403 });
  }
  throw error;
}

/** The form checked here (required name, dollars as cents, a known offer): the mutation's input, or a 400 with field messages. */
function parsedInput(values: ClassTypeFormValues) {
  const parsed = parseWith(classTypeSchema, values);
  if (!parsed.ok) return { refused: json<ClassTypeActionData>({ intent: "save", errors: parsed.errors, values }, { status: 400 }) };
  const { seatPrice, pairPrice, offer, ...rest } = parsed.value;
  return { input: { ...rest, offer: offer as ClassOffer, seatPriceCents: seatPrice, pairPriceCents: pairPrice } };
}

/** POST of the class type form: 400 with field messages (409 when the offer is locked), or a 303 to the type's page. */
export async function saveClassType(request: Request, context: AppLoadContext, form: FormData, id: string) {
  await requireStaff(request, context, PERMISSIONS.classesCreate);
  const values = classTypeFormValues(form);
  const { input, refused } = parsedInput(values);
  if (!input) return refused;
  try {
    await mutate(context, UpdateClassTypeDocument, { id, input });
  } catch (error) {
    return refusal(error, values);
  }
  flashAlert(context, { alertType: "success", title: "Class type saved" });
  return redirect(`/admin/class-types/${id}`, 303);
}

/** POST of /admin/class-types/new (decision 050): the same form; 409 on a name taken; a 303 to the new type's page, where its picture is added. */
export async function createClassType(request: Request, context: AppLoadContext, form: FormData) {
  await requireStaff(request, context, PERMISSIONS.classesCreate);
  const values = classTypeFormValues(form);
  const { input, refused } = parsedInput(values);
  if (!input) return refused;
  let id: string;
  try {
    id = (await mutate(context, CreateClassTypeDocument, { input })).createClassType.classType.id;
  } catch (error) {
    return refusal(error, values);
  }
  flashAlert(context, { alertType: "success", title: "Class type created", message: "Add its picture below; it can now be chosen for a class." });
  return redirect(`/admin/class-types/${id}`, 303);
}

export async function saveClassTypePicture(request: Request, context: AppLoadContext, form: FormData, id: string) {
  await requireStaff(request, context, PERMISSIONS.classesCreate);
  return savePicture(context, form, {
    send: (picture, alt) => mutate(context, SetClassTypePictureDocument, { id, picture, alt }),
    redirectTo: `/admin/class-types/${id}`,
    altRequired: true,
  });
}

export async function removeClassTypePicture(request: Request, context: AppLoadContext, id: string) {
  await requireStaff(request, context, PERMISSIONS.classesCreate);
  return removePicture(context, () => mutate(context, RemoveClassTypePictureDocument, { id }), `/admin/class-types/${id}`);
}

export async function saveLocationPicture(request: Request, context: AppLoadContext, form: FormData, id: string) {
  await requireStaff(request, context, PERMISSIONS.locationsUpdate);
  return savePicture(context, form, {
    send: (picture, alt) => mutate(context, SetLocationPictureDocument, { id, picture, alt }),
    redirectTo: `/admin/locations/${id}`,
    altRequired: true,
  });
}

export async function removeLocationPicture(request: Request, context: AppLoadContext, id: string) {
  await requireStaff(request, context, PERMISSIONS.locationsUpdate);
  return removePicture(context, () => mutate(context, RemoveLocationPictureDocument, { id }), `/admin/locations/${id}`);
}
