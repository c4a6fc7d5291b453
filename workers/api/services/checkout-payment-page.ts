/** The payment page of a checkout (decision 012): opened once, with return addresses on the shop's origin. */
import { ApiError } from "../lib/errors";
import { paymentGateway, PaymentGatewayError, type PaymentGateway } from "../payments/gateway";
import {
  checkoutJson,
  decodeFailure,
  detailsOf,
  encodeFailure,
  failureError,
  FAILURES,
  paidByLink,
  requireCheckout,
  sessionExpiry,
  type CheckoutJson,
  type CheckoutRow,
} from "./checkout-state";
import { releaseCheckout } from "./holds";
import type { CheckoutContext } from "./checkout-context";

/** Best effort: a page left open can still be paid, and that payment takes the holds again. */
export async function closePaymentPage(ctx: CheckoutContext, row: CheckoutRow): Promise<void> {
  if (row.payment_provider !== "stripe" || !row.payment_session_id) return;
  try {
    await paymentGateway(ctx.env).expireSession(row.payment_session_id);
  } catch (error) {
    console.warn(`api: payment page of checkout ${row.id} stays open:`, error);
  }
}

/** A return path on the web origin with `checkout=<id>` added; absolute when the origin is known. */
export function returnUrl(origin: string | null, path: string, checkoutId: string): string {
  const url = new URL(path, "https://shop.invalid");
  url.searchParams.set("checkout", checkoutId);
  const relative = `${url.pathname}${url.search}${url.hash}`;
  return origin === null ? relative : `${origin}${relative}`;
}

/**
 * The checkout's payment page, opened once: the gateway is asked with the checkout id as its
 * idempotency key, and only the first answer is stored (`payment_session_id IS NULL`).
 */
export async function ensurePaymentSession(
  ctx: CheckoutContext,
  row: CheckoutRow,
  gateway: PaymentGateway = paymentGateway(ctx.env),
): Promise<CheckoutRow> {
  if (row.payment_session_id !== null || row.amount_due_cents === 0) return row;
  if (row.status !== "pending") throw checkoutClosed(row);
  if (row.expires_at <= ctx.now.toISOString()) {
    await expireNow(ctx, row);
    throw failureError(FAILURES.expired);
  }
  const details = detailsOf(row);
  let session;
  try {
    session = await gateway.createSession({
      checkoutId: row.id,
      amountCents: row.amount_due_cents,
      description: details.description,
      customerEmail: details.email,
      successUrl: returnUrl(ctx.origin, details.success_url, row.id),
      cancelUrl: returnUrl(ctx.origin, details.cancel_url, row.id),
      expiresAt: sessionExpiry(row, ctx.now),
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    console.error(`api: payment page for checkout ${row.id} not opened:`, error.message);
    throw new ApiError(503, "PAYMENTS_UNAVAILABLE", "We couldn't open the payment page; please try again");
  }
  await ctx.db.$client
    .prepare(
      `UPDATE checkouts SET payment_provider = ?2, payment_session_id = ?3, payment_url = ?4, updated_at = ?5
       WHERE id = ?1 AND payment_session_id IS NULL AND status = 'pending'`,
    )
    .bind(row.id, gateway.provider, session.sessionId, session.url, ctx.now.toISOString())
    .run();
  return requireCheckout(ctx.db, row.id);
}

function checkoutClosed(row: CheckoutRow): ApiError {
  if (row.status === "paid") return new ApiError(409, "ALREADY_PAID", "This checkout is already paid");
  return failureError(decodeFailure(row.failure_reason) ?? FAILURES.expired);
}

async function expireNow(ctx: CheckoutContext, row: CheckoutRow): Promise<void> {
  const reason = encodeFailure(FAILURES.expired);
  await releaseCheckout(ctx.db, { checkoutId: row.id, status: "expired", reason, from: ["pending"] }, ctx.now, ctx.env);
}

/** POST carts/{id}/stripe-checkout: the payment page of a pending checkout of this cart. */
export async function cartPaymentSession(ctx: CheckoutContext, uuid: string, checkoutId: string) {
  const row = await requireCheckout(ctx.db, checkoutId);
  if (row.cart_uuid !== uuid) throw new ApiError(404, "NOT_FOUND", "We couldn't find that checkout");
  if (row.status !== "pending") throw checkoutClosed(row);
  if (row.amount_due_cents === 0) throw new ApiError(409, "NOTHING_DUE", "Nothing is left to pay on this checkout");
  const opened = await ensurePaymentSession(ctx, row);
  return { session_id: opened.payment_session_id, url: opened.payment_url, checkout: checkoutJson(opened) };
}

// ---------------------------------------------------------------------------------------------
// GET checkouts/{id}, POST checkouts/{id}/cancel
// ---------------------------------------------------------------------------------------------

/** The checkout as it stands; one whose 15 minutes ran out is released on the way. */
export async function readCheckout(ctx: CheckoutContext, id: string): Promise<CheckoutJson> {
  const row = await requireCheckout(ctx.db, id);
  if (row.status === "pending" && row.expires_at <= ctx.now.toISOString()) {
    await expireNow(ctx, row);
    return checkoutJson(await requireCheckout(ctx.db, id));
  }
  return checkoutJson(row);
}

/** The customer went back to the cart: the holds go back and the payment page closes. */
export async function cancelCheckout(ctx: CheckoutContext, id: string): Promise<CheckoutJson> {
  const row = await requireCheckout(ctx.db, id);
  if (row.status === "paid") throw new ApiError(409, "ALREADY_PAID", "This checkout is already paid");
  // Decisions 081, 089: leaving a pay link's payment page keeps its seats until the link expires.
  if (paidByLink(detailsOf(row))) return checkoutJson(row);
  if (row.status === "pending") {
    const reason = encodeFailure(FAILURES.canceled);
    await releaseCheckout(ctx.db, { checkoutId: id, status: "expired", reason, from: ["pending"] }, ctx.now, ctx.env);
    await closePaymentPage(ctx, row);
  }
  return checkoutJson(await requireCheckout(ctx.db, id));
}
