/**
 * Fulfilment (decisions 009 §3–5 and 012): a verified payment event becomes an order, once per
 * event id and once per checkout, as ONE D1 batch: the event id (its primary key refuses a
 * repeat, and the whole batch rolls back), checkout → paid, the order, its registrations, the
 * gift-card captures, redemptions → redeemed, cart → ordered, and the e-mails. Every statement
 * after the first is conditional on the order of this checkout, so a second event for a paid
 * checkout changes nothing. A payment for a checkout whose holds were released takes them again;
 * when that fails, the payment is refunded and no order is made.
 */
import { type Database } from "../db";
import { ApiError } from "../lib/errors";
import { verifyPaymentEvent } from "../payments/webhook";
import { encodeFailure, FAILURES, findCheckout, holdExpiry, holdFailure, holdsOf, type CheckoutFailure, type CheckoutRow } from "./checkout-state";
import { releaseCheckout, RETAKING, RETAKING_REASON, takeHolds } from "./holds";
import type { FulfilmentContext, FulfilmentOutcome, PaidEvent } from "./fulfilment-context";
import { runFulfilmentBatch } from "./fulfilment-batch";
import { MOVE_NO_LONGER_APPLIES, moveStillApplies, runMoveBatch } from "./move-pay-links";

/** Tries of the whole flow: a checkout swept between reading it and the batch goes round again. */
const MAX_ROUNDS = 3;

export async function fulfilPaidCheckout(ctx: FulfilmentContext, event: PaidEvent): Promise<FulfilmentOutcome> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const row = await findCheckout(ctx.db, event.checkoutId);
    if (!row) {
      console.error(`api: payment event ${event.eventId} names unknown checkout ${event.checkoutId}`);
      return { outcome: "ignored", reason: "unknown checkout" };
    }
    if (row.status === "failed") {
      return refundPayment(ctx, row, event, { code: "CHECKOUT_FAILED", message: "This checkout can no longer be paid" });
    }
    if (row.status !== "paid" && event.amountCents !== row.amount_due_cents) {
      const failure = {
        code: "AMOUNT_MISMATCH",
        message: `The payment of ${event.amountCents} cents does not match the ${row.amount_due_cents} cents due`,
      };
      await fail(ctx, row, failure, ["pending", "expired"]);
      return refundPayment(ctx, row, event, failure);
    }
    if (row.status === "expired") {
      const retake = await retakeHolds(ctx, row);
      if (retake !== null) return refundPayment(ctx, row, event, retake);
      continue;
    }

    // Decision 089: a staff move's difference moves the booking into its held seats instead of making an order.
    const batch = row.kind === "move" ? await runMoveBatch(ctx, row, event) : await runFulfilmentBatch(ctx, row, event);
    if (batch === "duplicate_event") {
      const after = await findCheckout(ctx.db, row.id);
      return { outcome: "already_processed", checkoutId: row.id, orderId: after?.order_id ?? null };
    }
    const after = await findCheckout(ctx.db, row.id);
    if (after?.order_id !== null && after?.order_id !== undefined) {
      return batch.created
        ? { outcome: "fulfilled", checkoutId: row.id, orderId: after.order_id }
        : { outcome: "already_processed", checkoutId: row.id, orderId: after.order_id };
    }
    if (after?.status === "pending") {
      if (!(await moveStillApplies(ctx.db.$client, after, ctx.now))) {
        await fail(ctx, after, MOVE_NO_LONGER_APPLIES, ["pending"]);
        return refundPayment(ctx, after, event, MOVE_NO_LONGER_APPLIES);
      }
      if (!(await cartOpen(ctx.db, after))) {
        await fail(ctx, after, FAILURES.cartOrdered, ["pending"]);
        return refundPayment(ctx, after, event, FAILURES.cartOrdered);
      }
      // Its holds are not all in place (a start that died part-way): give back and take anew.
      await releaseCheckout(
        ctx.db,
        { checkoutId: row.id, status: "expired", reason: encodeFailure(FAILURES.expired), from: ["pending"] },
        ctx.now,
        ctx.seats,
      );
    }
    // Expired between our read and the batch (the sweep): go round and take the holds again.
  }
  throw new Error(`api: payment event ${event.eventId} for checkout ${event.checkoutId} did not settle`);
}

async function cartOpen(db: Database, row: CheckoutRow): Promise<boolean> {
  if (row.kind !== "cart" || row.cart_uuid === null) return true;
  const cart = await db.$client
    .prepare(`SELECT status FROM carts WHERE uuid = ?1`)
    .bind(row.cart_uuid)
    .first<{ status: string }>();
  return cart?.status === "open";
}

async function fail(
  ctx: FulfilmentContext,
  row: CheckoutRow,
  failure: CheckoutFailure,
  from: ReadonlyArray<"pending" | "expired">,
): Promise<void> {
  await releaseCheckout(ctx.db, { checkoutId: row.id, status: "failed", reason: encodeFailure(failure), from }, ctx.now, ctx.seats);
}

/**
 * Decision 009 §5: a payment that arrives after the holds were released takes them again.
 * One caller at a time (the RETAKING mark); null when the checkout is pending again.
 */
async function retakeHolds(ctx: FulfilmentContext, row: CheckoutRow): Promise<CheckoutFailure | null> {
  const d1 = ctx.db.$client;
  const instant = ctx.now.toISOString();
  const claimed = await d1
    .prepare(
      `UPDATE checkouts SET failure_reason = ?2, updated_at = ?3
       WHERE id = ?1 AND status = 'expired' AND coalesce(failure_reason, '') != ?2`,
    )
    .bind(row.id, RETAKING_REASON, instant)
    .run();
  if (claimed.meta.changes !== 1) {
    // Another delivery of this payment is taking the holds: the provider retries later.
    throw new ApiError(409, "PAYMENT_IN_PROGRESS", "This payment is being processed; please try again shortly");
  }
  const failed = await takeHolds(ctx.db, row.id, RETAKING, holdsOf(row), ctx.now, ctx.seats);
  if (failed) {
    const failure = holdFailure(row, failed);
    await fail(ctx, row, failure, ["expired"]);
    return failure;
  }
  const reopened = await d1
    .prepare(
      `UPDATE checkouts SET status = 'pending', failure_reason = NULL, expires_at = ?3, updated_at = ?4
       WHERE id = ?1 AND status = 'expired' AND failure_reason = ?2`,
    )
    .bind(row.id, RETAKING_REASON, holdExpiry(ctx.now).toISOString(), instant)
    .run();
  if (reopened.meta.changes !== 1) {
    throw new ApiError(409, "PAYMENT_IN_PROGRESS", "This payment is being processed; please try again shortly");
  }
  console.info(`api: late payment for checkout ${row.id}: holds taken again`);
  return null;
}

/** No order: the payment goes back (idempotent at the provider) and the event is recorded. */
async function refundPayment(
  ctx: FulfilmentContext,
  row: CheckoutRow,
  event: PaidEvent,
  failure: CheckoutFailure,
): Promise<FulfilmentOutcome> {
  const seen = await ctx.db.$client.prepare(`SELECT 1 AS seen FROM payment_events WHERE id = ?1`).bind(event.eventId).first();
  if (seen) return { outcome: "already_processed", checkoutId: row.id, orderId: null };
  if (event.paymentReference !== null && event.amountCents > 0) {
    const refund = await ctx.gateway().refund(event.paymentReference, event.amountCents);
    console.error(
      `api: payment ${event.paymentReference} for checkout ${row.id} refunded (${refund.refundId}): ${failure.code} ${failure.message}`,
    );
  }
  await ctx.db.$client
    .prepare(`INSERT OR IGNORE INTO payment_events (id, type, checkout_id, created_at) VALUES (?1, ?2, ?3, ?4)`)
    .bind(event.eventId, event.eventType, row.id, ctx.now.toISOString())
    .run();
  return { outcome: "refunded", checkoutId: row.id, failure };
}

// ---------------------------------------------------------------------------------------------
// POST payments/webhook (and the sandbox's events, through the same function)
// ---------------------------------------------------------------------------------------------

function paymentIntentId(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null && "id" in value && typeof value.id === "string") return value.id;
  return null;
}

/**
 * Verifies the raw body against the `Stripe-Signature` header and acts on the event:
 * `checkout.session.completed` (paid) fulfils, `checkout.session.expired` releases the holds,
 * anything else is acknowledged and ignored.
 */
export async function handlePaymentWebhook(
  ctx: FulfilmentContext,
  rawBody: string,
  signature: string | undefined,
): Promise<FulfilmentOutcome> {
  const event = await verifyPaymentEvent(rawBody, signature, ctx.gateway().webhookSecret);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const checkoutId = session.metadata?.checkout_id ?? session.client_reference_id;
      if (!checkoutId) return { outcome: "ignored", reason: "the session names no checkout" };
      if (session.payment_status !== "paid") return { outcome: "ignored", reason: "not paid yet" };
      return fulfilPaidCheckout(ctx, {
        eventId: event.id,
        eventType: event.type,
        checkoutId,
        paymentReference: paymentIntentId(session.payment_intent),
        amountCents: session.amount_total ?? 0,
      });
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      const checkoutId = session.metadata?.checkout_id ?? session.client_reference_id;
      if (!checkoutId) return { outcome: "ignored", reason: "the session names no checkout" };
      const reason = encodeFailure(FAILURES.sessionExpired);
      await releaseCheckout(ctx.db, { checkoutId, status: "expired", reason, from: ["pending"] }, ctx.now, ctx.seats);
      return { outcome: "released", checkoutId };
    }
    default:
      return { outcome: "ignored", reason: `${event.type} is not handled` };
  }
}
