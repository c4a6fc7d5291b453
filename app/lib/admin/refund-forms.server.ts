/** The refund form of an order's page (decision 021), parsed into GraphQL's RefundInput. */
import { isRecordId } from "../../../workers/core/field-rules";
import { z } from "zod";
import { parseMoneyInput } from "../../../workers/core/money";
import type { RefundInput } from "../../../graphql/generated/client/graphql";
import type { FormResult } from "~/lib/core/form-data";
import { parseWith } from "~/lib/core/form-schema.server";

const refundForm = z.object({
  intent: z.enum(["refund-registration", "refund-order"], { message: "Choose what to refund" }),
  registrationId: z.string().refine((value) => value === "" || isRecordId(value), "Choose a registration"),
  amount: z
    .string()
    .trim()
    .max(20, "Enter an amount like 45.00")
    .transform((value, ctx) => {
      if (value === "") return null;
      const cents = parseMoneyInput(value);
      if (cents === null || cents <= 0) {
        ctx.addIssue({ code: "custom", message: "Enter an amount like 45.00, or leave it empty to refund all that is left" });
        return z.NEVER;
      }
      return cents;
    }),
  reason: z.string().regex(/^[a-z_]{1,40}$/, "Choose a reason"),
  note: z.string().trim().max(1000, "Keep the note to 1,000 characters or fewer"),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "Reload the page and try again"),
});

export type RefundForm = { intent: "refund-registration" | "refund-order"; registrationId: string; input: RefundInput };

export function parseRefundForm(form: FormData): FormResult<RefundForm> {
  const parsed = parseWith(refundForm, {
    intent: form.get("intent"),
    registrationId: String(form.get("registrationId") ?? ""),
    amount: String(form.get("amount") ?? ""),
    reason: String(form.get("reason") ?? ""),
    note: String(form.get("note") ?? ""),
    idempotencyKey: String(form.get("idempotencyKey") ?? ""),
  });
  if (!parsed.ok) return parsed;
  const { intent, registrationId, amount, reason, note, idempotencyKey } = parsed.value;
  if (intent === "refund-registration" && registrationId === "") return { ok: false, errors: { registrationId: ["Choose a registration"] } };
  return { ok: true, value: { intent, registrationId, input: { amountCents: amount, reason, note: note || null, idempotencyKey } } };
}
