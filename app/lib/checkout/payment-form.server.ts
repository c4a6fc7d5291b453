/** The schema of the sandbox payment page's card form (payment-form.ts). */
import { z } from "zod";
import type { FormResult } from "../core/form-data";
import { parseWith, requiredText } from "../core/form-schema.server";
import { parseExpiry } from "./payment-form";

export const cardFormSchema = z.object({
  cardNumber: z
    .string({ error: "Enter the card number" })
    .transform((input) => input.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Enter the card number (12 to 19 digits)")),
  expiry: z.string({ error: "Enter the expiry as MM/YY" }).transform((input, context) => {
    const expiry = parseExpiry(input);
    if (expiry === null) {
      context.addIssue({ code: "custom", message: "Enter the expiry as MM/YY" });
      return z.NEVER;
    }
    return expiry;
  }),
  cvc: z.string({ error: "Enter the 3 or 4 digit CVC" }).trim().regex(/^\d{3,4}$/, "Enter the 3 or 4 digit CVC"),
  name: requiredText("the name on the card"),
});

export type CardForm = z.infer<typeof cardFormSchema>;

export function parseCardForm(values: Record<string, unknown>): FormResult<CardForm> {
  return parseWith(cardFormSchema, values);
}
