/**
 * What a refund is (decision 021): its reasons, its request and row, the order and registration it
 * reads, and its audit record in the record's own terms. Shared by the refund service and the
 * routes that ask for refunds; holds no I/O.
 */
import type { AuditEntry } from "./audit";

export const REFUND_REASONS = [
  { key: "requested_by_customer", name: "Requested by the customer" },
  { key: "class_canceled", name: "The class was canceled" },
  { key: "rescheduled", name: "Moved to another class" },
  { key: "duplicate", name: "Charged twice" },
  { key: "quality", name: "Something was wrong with the order" },
  { key: "other", name: "Another reason" },
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number]["key"];

export interface RefundRequest {
  orderId: number;
  /** One registration of the order; its own price is then the most it can get back. */
  registrationId?: number;
  /** Default: all that is left (of the registration, or of the order). */
  amountCents?: number;
  reason: RefundReason;
  note?: string;
  idempotencyKey: string;
  /** Default true: the customer's refund e-mail. Canceling a class sends one e-mail per customer instead. */
  notify?: boolean;
}

export interface RefundRow {
  id: number;
  order_id: number;
  registration_id: number | null;
  amount_cents: number;
  card_cents: number;
  gift_card_cents: number;
  reason: string;
  note: string;
  idempotency_key: string;
  status: "pending" | "succeeded" | "failed";
  gateway_reference: string | null;
  failure_reason: string | null;
  actor_id: number | null;
  created_at: string;
  /** Decision 091: JSON [{ payment_id, cents }], the card part given back to the order's later payments. */
  card_parts: string;
}

export interface OrderRow {
  id: number;
  number: string;
  email: string;
  first_name: string;
  status: string;
  amount_paid_cents: number;
  gift_card_cents: number;
  refunded_cents: number;
  /** sandbox, stripe, none; cash or check for a phone booking paid at the counter (decision 081). */
  payment_provider: string;
  payment_reference: string | null;
}

export interface RegistrationRow {
  id: number;
  order_id: number;
  class_id: number;
  total_cents: number;
  status: string;
  class_name: string;
}

/**
 * The audit record of a refund, in the record's own terms: a registration's status and what it got
 * back, not its order's running total (a couple's second refund read "refunded_cents: 7414 →
 * 14828" on the registration); an order's status and refunded total before and after.
 * `givenBack`: the registration's refunds so far, this one included.
 */
export function refundAudit(
  order: Pick<OrderRow, "id" | "status" | "refunded_cents" | "amount_paid_cents" | "gift_card_cents">,
  registration: Pick<RegistrationRow, "id" | "status" | "total_cents"> | null,
  givenBack: number,
  refund: Pick<RefundRow, "id" | "amount_cents" | "card_cents" | "gift_card_cents" | "card_parts">,
  reason: RefundReason,
): Pick<AuditEntry, "action" | "resource" | "resourceId" | "before" | "after"> {
  // Decision 091: what went back to the card that paid a move's difference by pay link.
  const payLinkCents = (JSON.parse(refund.card_parts || "[]") as { cents: number }[]).reduce((sum, part) => sum + part.cents, 0);
  const money = {
    amount_cents: refund.amount_cents,
    card_cents: refund.card_cents,
    gift_card_cents: refund.gift_card_cents,
    ...(payLinkCents > 0 ? { pay_link_card_cents: payLinkCents } : {}),
    reason,
    refund_id: refund.id,
  };
  if (registration) {
    const status = givenBack >= registration.total_cents ? "refunded" : registration.status;
    return { action: "registrations.refund", resource: "registrations", resourceId: registration.id, before: { status: registration.status }, after: { status, ...money } };
  }
  const refunded = order.refunded_cents + refund.amount_cents;
  const status = refunded >= order.amount_paid_cents + order.gift_card_cents ? "refunded" : "partially_refunded";
  return {
    action: "payments.refund",
    resource: "orders",
    resourceId: order.id,
    before: { status: order.status, refunded_cents: order.refunded_cents },
    after: { status, refunded_cents: refunded, ...money },
  };
}

