/** The body of both refund calls (decision 021): POST payments/{id}/refund and registrations/{id}/refund. */
import { z } from "zod";
import { REFUND_REASONS, type RefundReason, type RefundRequest } from "../services/refund-records";

const REASON_KEYS = REFUND_REASONS.map((reason) => reason.key) as [RefundReason, ...RefundReason[]];

const REASON_MESSAGE = `must be one of ${REASON_KEYS.join(", ")}`;

export const refundBody = z.object({
  amount_cents: z.number({ error: "must be a whole number of cents" }).int("must be a whole number of cents").positive("must be more than 0").optional(),
  // Any text in, one of the reasons out: a caller (the console's free-text reason) learns the list from the 400.
  reason: z.string({ error: REASON_MESSAGE }).pipe(z.enum(REASON_KEYS, { message: REASON_MESSAGE })),
  note: z.string().trim().max(1000, "must be at most 1,000 characters").optional(),
  idempotency_key: z
    .string({ error: "is required: one per refund the person means" })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "must be 8–100 letters, digits, - or _"),
});

/** The service's request from a validated body. */
export const refundRequest = (body: z.infer<typeof refundBody>): Omit<RefundRequest, "orderId"> => ({
  amountCents: body.amount_cents,
  reason: body.reason,
  note: body.note,
  idempotencyKey: body.idempotency_key,
});
