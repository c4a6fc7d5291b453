/**
 * The promotion form of the console (new and edit) and its codes forms, parsed by zod into
 * GraphQL's inputs: a percent is typed as "15" (sent as 1500 basis points), money in dollars (sent
 * as cents), start and end on the shop's wall clock through the date picker (sent as instants).
 */
import { RECORD_ID_PATTERN } from "../../../workers/core/field-rules";
import { z } from "zod";
import type { PromotionCodesInput, PromotionInput } from "../../../graphql/generated/client/graphql";
import { fromLocalInput, toLocalInput } from "./date-picker";
import { apiFieldErrors, formValues, type FieldErrors, type FormResult } from "~/lib/core/form-data";
import { optionalText, parseWith, requiredText } from "~/lib/core/form-schema.server";

/** The date picker's accuracy on this form: minutes. */
export const PROMOTION_TIME_ACCURACY = 2;

export type PromotionFormValues = Record<string, string | string[]>;

export function promotionFormValues(form: FormData): PromotionFormValues {
  return formValues(form, ["classTypeIds"]);
}

/** A stored promotion as the form shows it. */
export function promotionFormShown(promotion: {
  name: string;
  description: string;
  discountType: "PERCENT" | "FIXED";
  discountValue: number;
  appliesTo: "ORDER" | "CLASSES";
  classTypes: ReadonlyArray<{ id: string }>;
  giftCards: boolean;
  minimumCents: number;
  startsAt?: string | null;
  endsAt?: string | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  active: boolean;
}): PromotionFormValues {
  return {
    name: promotion.name,
    description: promotion.description,
    discountType: promotion.discountType,
    amount: promotion.discountType === "PERCENT" ? String(promotion.discountValue / 100) : (promotion.discountValue / 100).toFixed(2),
    appliesTo: promotion.appliesTo,
    classTypeIds: promotion.classTypes.map((type) => type.id),
    giftCards: promotion.giftCards ? "on" : "",
    minimum: promotion.minimumCents > 0 ? (promotion.minimumCents / 100).toFixed(2) : "",
    startsAt: toLocalInput(promotion.startsAt, PROMOTION_TIME_ACCURACY),
    endsAt: toLocalInput(promotion.endsAt, PROMOTION_TIME_ACCURACY),
    usageLimit: promotion.usageLimit == null ? "" : String(promotion.usageLimit),
    perCustomerLimit: promotion.perCustomerLimit == null ? "" : String(promotion.perCustomerLimit),
    active: promotion.active ? "on" : "",
  };
}

const dollars = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[$,]/g, ""))
    .refine((value) => value === "" || /^\d{1,6}(\.\d{1,2})?$/.test(value), `Enter ${label} in dollars, like 60 or 59.99`);

const optionalLimit = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000), `Enter ${label} as a whole number from 1 to 1,000,000, or leave it blank`)
    .transform((value) => (value === "" ? null : Number(value)));

const when = (label: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const instant = fromLocalInput(value, PROMOTION_TIME_ACCURACY);
      if (instant === undefined) {
        ctx.addIssue({ code: "custom", message: `Enter the ${label} as a date and time, like 2026-12-01 07:00` });
        return z.NEVER;
      }
      return instant;
    });

const promotionSchema = z
  .object({
    name: requiredText("the promotion's name", 120),
    description: optionalText("the description", 2000),
    discountType: z.enum(["PERCENT", "FIXED"], { message: "Choose percent or dollars off" }),
    amount: z.string().trim(),
    appliesTo: z.enum(["ORDER", "CLASSES"], { message: "Choose what it applies to" }),
    classTypeIds: z.array(z.string().regex(RECORD_ID_PATTERN, "Choose class types from the list")).max(100, "Choose at most 100 class types"),
    giftCards: z.boolean(),
    minimum: dollars("the minimum"),
    startsAt: when("start"),
    endsAt: when("end"),
    usageLimit: optionalLimit("the total uses"),
    perCustomerLimit: optionalLimit("the uses per customer"),
    active: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const amount = form.amount.replace(/[$,%]/g, "");
    const ok = form.discountType === "PERCENT" ? /^\d{1,3}(\.\d{1,2})?$/.test(amount) && Number(amount) > 0 && Number(amount) <= 100 : /^\d{1,5}(\.\d{1,2})?$/.test(amount) && Number(amount) > 0;
    if (!ok) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: form.discountType === "PERCENT" ? "Enter a percent from 0.01 to 100, like 15" : "Enter the dollars off, like 10 or 12.50",
      });
    }
    if (form.appliesTo === "CLASSES" && form.classTypeIds.length === 0) ctx.addIssue({ code: "custom", path: ["classTypeIds"], message: "Choose at least one class type" });
    if (form.startsAt && form.endsAt && Date.parse(form.endsAt) <= Date.parse(form.startsAt)) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start" });
    }
  });

/** The posted form as a complete PromotionInput, or field messages. */
export function parsePromotionForm(values: PromotionFormValues): FormResult<PromotionInput> {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const types = values.classTypeIds;
  const parsed = parseWith(promotionSchema, {
    name: text("name"),
    description: text("description"),
    discountType: text("discountType"),
    amount: text("amount"),
    appliesTo: text("appliesTo") || "ORDER",
    classTypeIds: Array.isArray(types) ? types : types ? [types] : [],
    giftCards: text("giftCards") === "on",
    minimum: text("minimum"),
    startsAt: text("startsAt"),
    endsAt: text("endsAt"),
    usageLimit: text("usageLimit"),
    perCustomerLimit: text("perCustomerLimit"),
    active: text("active") === "on",
  });
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  const amount = Number(form.amount.replace(/[$,%]/g, ""));
  return {
    ok: true,
    value: {
      name: form.name,
      description: form.description,
      discountType: form.discountType,
      // Both in hundredths: basis points of a percent, cents of a dollar.
      discountValue: Math.round(amount * 100),
      appliesTo: form.appliesTo,
      classTypeIds: form.appliesTo === "CLASSES" ? form.classTypeIds : [],
      giftCards: form.giftCards,
      minimumCents: form.minimum === "" ? 0 : Math.round(Number(form.minimum) * 100),
      startsAt: form.startsAt,
      endsAt: form.endsAt,
      usageLimit: form.usageLimit,
      perCustomerLimit: form.perCustomerLimit,
      active: form.active,
    },
  };
}

const API_FIELDS: Record<string, [string, string]> = {
  name: ["name", "Name"],
  description: ["description", "Description"],
  discountType: ["discountType", "Discount"],
  discountValue: ["amount", "Amount"],
  appliesTo: ["appliesTo", "Applies to"],
  classTypeIds: ["classTypeIds", "Class types"],
  giftCards: ["giftCards", "Gift cards"],
  minimumCents: ["minimum", "Minimum"],
  startsAt: ["startsAt", "Start"],
  endsAt: ["endsAt", "End"],
  usageLimit: ["usageLimit", "Total uses"],
  perCustomerLimit: ["perCustomerLimit", "Uses per customer"],
  active: ["active", "Active"],
};

/** The api's refusals under the form's fields. */
export const promotionFieldErrors = (fields: Record<string, string[]>): FieldErrors => apiFieldErrors(fields, API_FIELDS);

const codesSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("batch"),
    count: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, "Enter how many codes, from 1 to 1,000")
      .transform(Number)
      .refine((value) => value >= 1 && value <= 1000, "Enter how many codes, from 1 to 1,000"),
    prefix: z
      .string()
      .trim()
      .max(20, "Keep the prefix to 20 characters or fewer")
      .regex(/^[A-Za-z0-9]*$/, "Use letters and digits only in the prefix"),
    usageLimit: optionalLimit("the uses of each code"),
  }),
  z.object({
    mode: z.literal("single"),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, "Enter 3 to 32 letters, digits, - or _, like SPRING25"),
    usageLimit: optionalLimit("the uses of the code"),
  }),
]);

/** The codes forms: a batch (count, prefix, uses each) or one named code. */
export function parseCodesForm(values: PromotionFormValues): FormResult<PromotionCodesInput> {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const mode = text("mode") === "single" ? "single" : "batch";
  const parsed = parseWith(
    codesSchema,
    mode === "single"
      ? { mode, code: text("code"), usageLimit: text("usageLimit") }
      : { mode, count: text("count"), prefix: text("prefix"), usageLimit: text("usageLimit") },
  );
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  return form.mode === "single"
    ? { ok: true, value: { code: form.code, usageLimit: form.usageLimit } }
    : { ok: true, value: { count: form.count, prefix: form.prefix || null, usageLimit: form.usageLimit } };
}

export const codesFieldErrors = (fields: Record<string, string[]>): FieldErrors =>
  apiFieldErrors(fields, { code: ["code", "Code"], count: ["count", "How many"], prefix: ["prefix", "Prefix"], usageLimit: ["usageLimit", "Uses"] });
