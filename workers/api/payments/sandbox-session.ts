/**
 * The sandbox's hosted payment page, api side (decision 012): GET payments/sandbox/{session}
 * describes the session for the web's `/pay/{session}` page, and POST pays it with a Stripe
 * test card. A paid card becomes a `checkout.session.completed` event, signed with the webhook
 * secret and handed to the same function as POST payments/webhook, so the sandbox exercises
 * exactly the verification and fulfilment Stripe's events go through.
 */
import { eq } from "drizzle-orm";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { returnUrl } from "../services/checkout-payment-page";
import {
  decodeFailure,
  detailsOf,
  encodeFailure,
  sessionExpiry,
  type CheckoutRow,
} from "../services/checkout-state";
import { handlePaymentWebhook } from "../services/fulfilment";
import type { FulfilmentContext } from "../services/fulfilment-context";
import { CARD_MESSAGES, sandboxCardOutcome, sandboxCompletedEvent } from "./sandbox";
import { stripeSignatureHeader } from "./signature";

const { checkouts } = schema;

const sessionNotFound = () => new ApiError(404, "NOT_FOUND", "We couldn't find that payment page");

async function findSession(db: Database, sessionId: string): Promise<CheckoutRow> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.payment_session_id, sessionId)).limit(1);
  if (!row || row.payment_provider !== "sandbox") throw sessionNotFound();
  return row;
}

/** Closed by the customer (back to cart, a newer checkout) like Stripe's expired sessions. */
const CLOSED_CODES = new Set(["CANCELED", "REPLACED", "SESSION_EXPIRED"]);

function sessionStatus(row: CheckoutRow, now: Date): "open" | "complete" | "expired" {
  if (row.status === "paid") return "complete";
  if (row.status === "failed" || sessionExpiry(row) <= now) return "expired";
  if (row.status === "expired" && CLOSED_CODES.has(decodeFailure(row.failure_reason)?.code ?? "")) return "expired";
  // Pending, or expired by the clock: paying now takes the holds again (decision 009 §5).
  return "open";
}

export function sandboxSessionJson(row: CheckoutRow, now: Date) {
  const details = detailsOf(row);
  const failure = row.status === "pending" ? decodeFailure(row.failure_reason) : null;
  return {
    session_id: row.payment_session_id,
    checkout_id: row.id,
    amount_cents: row.amount_due_cents,
    currency: "usd",
    description: details.description,
    customer_email: details.email,
    status: sessionStatus(row, now),
    expires_at: sessionExpiry(row).toISOString(),
    success_url: returnUrl(null, details.success_url, row.id),
    cancel_url: returnUrl(null, details.cancel_url, row.id),
    /** The last card refused on this page, e.g. "Your card was declined.". */
    last_error: failure?.message ?? null,
    order_id: row.order_id,
  };
}

export async function readSandboxSession(db: Database, sessionId: string, now: Date) {
  return sandboxSessionJson(await findSession(db, sessionId), now);
}

export interface SandboxPaid {
  status: "paid";
  checkout_id: string;
  order_id: number | null;
  /** Where the page sends the customer: the checkout's success path with `checkout=<id>`. */
  redirect_url: string;
}

/** Pays the session with a test card whose form already passed `sandboxCardBody`. */
export async function paySandboxSession(ctx: FulfilmentContext, sessionId: string, cardNumber: string): Promise<SandboxPaid> {
  const row = await findSession(ctx.db, sessionId);
  const details = detailsOf(row);
  const paid = (orderId: number | null): SandboxPaid => ({
    status: "paid",
    checkout_id: row.id,
    order_id: orderId,
    redirect_url: returnUrl(null, details.success_url, row.id),
  });
  const status = sessionStatus(row, ctx.now);
  if (status === "complete") return paid(row.order_id);
  if (status === "expired") {
    throw new ApiError(410, "SESSION_EXPIRED", "This payment page has expired; go back to your cart to try again");
  }

  const outcome = sandboxCardOutcome(cardNumber);
  if (outcome === null) throw new ApiError(400, "BAD_REQUEST", CARD_MESSAGES.not_a_test_card, { card_number: [CARD_MESSAGES.not_a_test_card] });
  if (outcome !== "paid") {
    // Declined: the checkout stays pending and the customer may try another card.
    const code = outcome === "card_declined" ? "CARD_DECLINED" : "INSUFFICIENT_FUNDS";
    const message = CARD_MESSAGES[outcome];
    await ctx.db.$client
      .prepare(`UPDATE checkouts SET failure_reason = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'pending'`)
      .bind(row.id, encodeFailure({ code, message }), ctx.now.toISOString())
      .run();
    throw new ApiError(402, code, message);
  }

  const payload = JSON.stringify(
    sandboxCompletedEvent({
      sessionId,
      checkoutId: row.id,
      amountCents: row.amount_due_cents,
      customerEmail: details.email,
      now: ctx.now,
    }),
  );
  const signature = await stripeSignatureHeader(payload, ctx.gateway().webhookSecret, Math.floor(ctx.now.getTime() / 1000));
  const result = await handlePaymentWebhook(ctx, payload, signature);
  switch (result.outcome) {
    case "fulfilled":
    case "already_processed":
      return paid(result.orderId);
    case "refunded":
      throw new ApiError(409, result.failure.code, `${result.failure.message}. We refunded your payment.`);
    default:
      throw new Error(`api: sandbox payment for checkout ${row.id} ended as ${result.outcome}`);
  }
}
