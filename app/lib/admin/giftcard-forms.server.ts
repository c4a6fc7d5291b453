/** The Gift cards area's forms: a card issued by hand (amount in dollars, sent as cents) and a status change's reason. */
import { z } from "zod";
import { parseMoneyInput } from "../../../workers/core/money";
import { emailField, parseWith, requiredText } from "~/lib/core/form-schema.server";
import { apiFieldErrors, type FieldErrors, type FormResult } from "~/lib/core/form-data";

export const COMP_AMOUNT_MESSAGE = "Enter an amount from $1.00 to $500.00";

const compSchema = z.object({
  amount: z
    .string({ error: COMP_AMOUNT_MESSAGE })
    .transform((value) => parseMoneyInput(value))
    .refine((cents): cents is number => cents !== null && cents >= 100 && cents <= 50_000, COMP_AMOUNT_MESSAGE),
  recipientName: requiredText("the recipient's name", 100),
  recipientEmail: emailField("the recipient's e-mail address"),
  reason: requiredText("why the card is given", 500),
});

export interface CompInput {
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  reason: string;
}

export function parseCompForm(values: Record<string, unknown>): FormResult<CompInput> {
  const parsed = parseWith(compSchema, values);
  if (!parsed.ok) return parsed;
  const { amount, ...rest } = parsed.value;
  return { ok: true, value: { amountCents: amount as number, ...rest } };
}

/** The api's field names under the form's fields. */
export const compFieldErrors = (fields: Record<string, string[]>): FieldErrors =>
  apiFieldErrors(fields, {
    amountCents: ["amount", "The amount"],
    recipientName: ["recipientName", "The recipient's name"],
    recipientEmail: ["recipientEmail", "The recipient's e-mail"],
    reason: ["reason", "The reason"],
  });

export const reasonSchema = z.object({ reason: requiredText("the reason", 500) });
