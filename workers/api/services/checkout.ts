/**
 * Starting a checkout (decisions 009 and 012): POST carts/{id}/checkout and POST
 * giftcards/checkout. The totals are recomputed from the database, the checkout row is
 * inserted (its UNIQUE idempotency_key decides which of several identical posts goes on),
 * the holds are taken one conditional statement at a time, and then either the checkout is
 * fulfilled at once (gift cards paid it all) or the payment page is opened. Also the payment
 * page on its own (POST carts/{id}/stripe-checkout), GET checkouts/{id} and "back to cart".
 */
import { and, eq, ne } from "drizzle-orm";
import { sendDayProblem } from "../../core/gift-card-delivery";
import { formatUsd } from "../../core/money";
import { promotionFailureMessage } from "../../core/promotions";
import { amountTotals, type Totals } from "../../core/totals";
import { schema } from "../db";
import { ApiError } from "../lib/errors";
import { paymentGateway, type PaymentGateway } from "../payments/gateway";
import { cartTotals } from "./carts";
import { assertDeliversTo } from "./delivery-areas";
import { parseZipcode } from "../../core/input-formats";
import { assertCartOpen } from "./cart-state";
import { checkoutJson, decodeFailure, encodeFailure, failureError, FAILURES, findCheckout, findCheckoutByKey, holdExpiry, holdFailure, holdsOf, requireCheckout, type CartCheckoutDetails, type CheckoutDetails, type CheckoutRow, type GiftCardCheckoutDetails, type PhoneBookingDetails } from "./checkout-state";
import { fulfilPaidCheckout } from "./fulfilment";
import { releaseCheckout, STARTING, sweepExpiredCheckouts, takeHolds } from "./holds";
import { findCodeRules, giftCardPromotionQuote } from "./promotions";
import type { CartCheckoutInput, CheckoutAnswer, CheckoutContext, GiftCardCheckoutInput } from "./checkout-context";
import { allergyNames, assertCheckoutable, cartDescription, checkoutLines, deliveryAddress, withGuests, withPictures } from "./checkout-lines";
import { closePaymentPage, ensurePaymentSession } from "./checkout-payment-page";

const { checkouts } = schema;

const SHOP = "Cache Valley Kitchen";
/** How long a repeated post waits for the first one to finish its holds (decision 012). */
const REPLAY_WAIT_MS = 5_000;
const REPLAY_POLL_MS = 25;
/** A pending checkout without a payment page older than this is not still being started. */
const STARTING_WINDOW_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// POST carts/{id}/checkout
// ---------------------------------------------------------------------------------------------

/**
 * Decision 081: how a staff phone booking differs from the shop's own checkout of a cart — the
 * same totals, holds and fulfilment, but held longer (a pay link) or paid at the counter (no
 * payment page opened now; the provider is cash or check), and recorded as booked by staff.
 */
export interface PhoneCheckoutOptions {
  expiresAt: Date;
  /** cash or check: paid at the counter, fulfilled by the caller at once; null: a pay link. */
  counter: "cash" | "check" | null;
  booking: PhoneBookingDetails;
}

export async function startCartCheckout(
  ctx: CheckoutContext,
  uuid: string,
  input: CartCheckoutInput,
  phone?: PhoneCheckoutOptions,
): Promise<CheckoutAnswer> {
  const { db, now } = ctx;
  await sweepExpiredCheckouts(db, now, ctx.env);
  const existing = await findCheckoutByKey(db, input.idempotency_key);
  if (existing) return replay(ctx, existing, { kind: "cart", cartUuid: uuid });

  // One live attempt per cart: an older pending checkout (another tab, the back button) lets
  // go first, so its seats count as free for this one.
  await replaceOlderCheckouts(ctx, uuid, input.idempotency_key);
  const cart = await cartTotals(db, uuid, now);
  assertCartOpen(cart.cart);
  assertCheckoutable(cart);
  const due = cart.totals.amount_due_cents;
  if (input.expected_amount_due_cents !== undefined && input.expected_amount_due_cents !== due) {
    throw new ApiError(409, "TOTALS_CHANGED", `Your total changed to ${formatUsd(due)}; please review your cart`);
  }
  const address = deliveryAddress(cart, input.address);
  // Decision 083: a delivery goes only where its kitchen delivers.
  if (address) await assertDeliversTo(db, cart.lines, parseZipcode(address.zipcode ?? "") ?? "", "address.zipcode");
  const lines = await withPictures(db, await withGuests(db, checkoutLines(cart), cart, input.guests ?? []), cart);
  const details: CartCheckoutDetails = {
    kind: "cart",
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    phone: input.phone,
    user_id: cart.cart.user_id ?? ctx.callerId,
    customer_key: (cart.customer_key ?? input.email).toLowerCase(),
    description: cartDescription(lines),
    success_url: input.success_url,
    cancel_url: input.cancel_url,
    origin: ctx.origin,
    allergies: [...new Set(input.allergies)],
    allergy_names: await allergyNames(db, input.allergies),
    allergy_notes: input.allergy_notes,
    spice_tolerance: input.spice_tolerance,
    address,
    charity_window_id: cart.input.donation_cents > 0 ? cart.cart.charity_window_id : null,
    lines,
    ...(phone && { phone_booking: phone.booking }),
  };
  return openCheckout(ctx, { key: input.idempotency_key, cartUuid: uuid, totals: cart.totals, details }, phone);
}

// ---------------------------------------------------------------------------------------------
// POST giftcards/checkout
// ---------------------------------------------------------------------------------------------

/** A 400 of the promotion service names `code`; here the field is `promotion_code`. */
function onPromotionField(error: unknown): never {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    throw new ApiError(400, error.code, error.message, { promotion_code: Object.values(error.fields).flat() });
  }
  throw error;
}

export async function startGiftCardCheckout(ctx: CheckoutContext, input: GiftCardCheckoutInput): Promise<CheckoutAnswer> {
  const { db, now } = ctx;
  await sweepExpiredCheckouts(db, now, ctx.env);
  const existing = await findCheckoutByKey(db, input.idempotency_key);
  if (existing) return replay(ctx, existing, { kind: "gift_card", cartUuid: null });

  const sendDay = input.send_on && sendDayProblem(input.send_on, now);
  if (sendDay) throw new ApiError(400, "BAD_REQUEST", sendDay, { send_on: [sendDay] });
  const amount = input.amount_cents;
  let totals: Totals = amountTotals(amount);
  if (input.promotion_code !== null) {
    const quote = await giftCardPromotionQuote(db, input.promotion_code, amount, now).catch(onPromotionField);
    const code = await findCodeRules(db, quote.code, input.purchaser_email);
    if (!code) throw new ApiError(409, "UNKNOWN", promotionFailureMessage("unknown"));
    totals = {
      ...totals,
      discount_cents: quote.discount_cents,
      total_cents: quote.amount_due_cents,
      amount_due_cents: quote.amount_due_cents,
      promotions: [
        {
          code: code.code,
          code_id: code.code_id,
          promotion_id: code.promotion.id,
          discount_cents: quote.discount_cents,
          reason: null,
        },
      ],
    };
  }
  const details: GiftCardCheckoutDetails = {
    kind: "gift_card",
    email: input.purchaser_email,
    first_name: input.sender_name,
    last_name: "",
    phone: "",
    user_id: ctx.callerId,
    customer_key: input.purchaser_email.toLowerCase(),
    description: `${SHOP} gift card for ${input.recipient_name}`,
    success_url: input.success_url,
    cancel_url: input.cancel_url,
    origin: ctx.origin,
    gift_card: {
      amount_cents: amount,
      recipient_name: input.recipient_name,
      recipient_email: input.recipient_email,
      sender_name: input.sender_name,
      message: input.message,
      send_on: input.send_on,
      design: input.design,
    },
  };
  return openCheckout(ctx, { key: input.idempotency_key, cartUuid: null, totals, details });
}

// ---------------------------------------------------------------------------------------------
// One checkout: insert, holds, then fulfil or open the payment page
// ---------------------------------------------------------------------------------------------

interface NewCheckout {
  key: string;
  cartUuid: string | null;
  totals: Totals;
  details: CheckoutDetails;
}

async function openCheckout(ctx: CheckoutContext, fresh: NewCheckout, phone?: PhoneCheckoutOptions): Promise<CheckoutAnswer> {
  const { db, now } = ctx;
  const due = fresh.totals.amount_due_cents;
  // Before any hold: production without a payment provider is a 503, not a stuck checkout.
  const gateway = due > 0 && !phone?.counter ? paymentGateway(ctx.env) : null;
  if (gateway?.provider === "stripe" && ctx.origin === null) {
    console.error("api: Stripe needs the shop's origin: set PUBLIC_ORIGIN (or send x-shop-origin)");
    throw new ApiError(503, "PAYMENTS_UNAVAILABLE", "We couldn't open the payment page; please try again");
  }
  const id = crypto.randomUUID();
  const instant = now.toISOString();
  const inserted = await db
    .insert(checkouts)
    .values({
      id,
      kind: fresh.details.kind,
      cart_uuid: fresh.cartUuid,
      status: "pending",
      totals: fresh.totals as unknown as Record<string, unknown>,
      amount_due_cents: due,
      details: fresh.details as unknown as Record<string, unknown>,
      idempotency_key: fresh.key,
      payment_provider: phone?.counter ?? gateway?.provider ?? "none",
      expires_at: (phone?.expiresAt ?? holdExpiry(now)).toISOString(),
      created_at: instant,
      updated_at: instant,
    })
    .onConflictDoNothing({ target: checkouts.idempotency_key })
    .run();
  if (inserted.meta.changes !== 1) {
    // Another post with this key got there first: answer its checkout.
    const winner = await findCheckoutByKey(db, fresh.key);
    if (!winner) throw new Error(`checkout with key ${fresh.key} vanished`);
    return replay(ctx, winner, { kind: fresh.details.kind, cartUuid: fresh.cartUuid });
  }
  const row = await requireCheckout(db, id);
  const failed = await takeHolds(db, id, STARTING, holdsOf(row), now, ctx.env);
  if (failed) {
    const failure = holdFailure(row, failed);
    const moved = await releaseCheckout(
      db,
      { checkoutId: id, status: "failed", reason: encodeFailure(failure), from: ["pending"] },
      now,
      ctx.env,
    );
    if (!moved) throw new ApiError(409, "CHECKOUT_REPLACED", "This cart is being checked out in another window");
    throw failureError(failure);
  }
  // A phone booking's page opens when the customer follows the pay link; the counter's is paid.
  if (phone) return { status: 201, body: { checkout: checkoutJson(await requireCheckout(db, id)) } };
  return { status: 201, body: await settle(ctx, row, gateway) };
}

/**
 * Posts with the same key are one attempt and never replace each other. A checkout of the cart
 * started meanwhile under another key (two tabs at once) and released by this notices: its
 * holds are guarded by its status, and it answers 409 CHECKOUT_REPLACED.
 */
async function replaceOlderCheckouts(ctx: CheckoutContext, cartUuid: string, key: string): Promise<void> {
  const older = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.cart_uuid, cartUuid), eq(checkouts.status, "pending"), ne(checkouts.idempotency_key, key)));
  for (const row of older) {
    const reason = encodeFailure(FAILURES.replaced);
    await releaseCheckout(ctx.db, { checkoutId: row.id, status: "expired", reason, from: ["pending"] }, ctx.now, ctx.env);
    await closePaymentPage(ctx, row);
  }
}

/** Nothing due: fulfilled now. Otherwise the payment page. */
async function settle(ctx: CheckoutContext, row: CheckoutRow, gateway: PaymentGateway | null): Promise<CheckoutAnswer["body"]> {
  if (row.amount_due_cents > 0) {
    return { checkout: checkoutJson(await ensurePaymentSession(ctx, row, gateway ?? undefined)) };
  }
  const outcome = await fulfilPaidCheckout(
    { db: ctx.db, now: ctx.now, gateway: () => paymentGateway(ctx.env), seats: ctx.env },
    {
      eventId: `free_${row.id}`,
      eventType: "checkout.free",
      checkoutId: row.id,
      paymentReference: null,
      amountCents: 0,
    },
  );
  if (outcome.outcome === "refunded") throw failureError(outcome.failure);
  const paid = await requireCheckout(ctx.db, row.id);
  return { checkout: checkoutJson(paid), ...(paid.order_id !== null && { order_id: paid.order_id }) };
}

/** The same idempotency_key again (decision 009): the same checkout, once it has settled. */
async function replay(
  ctx: CheckoutContext,
  first: CheckoutRow,
  expected: { kind: CheckoutRow["kind"]; cartUuid: string | null },
): Promise<CheckoutAnswer> {
  if (first.kind !== expected.kind || first.cart_uuid !== expected.cartUuid) {
    throw new ApiError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency_key belongs to another checkout; send a new key for each attempt");
  }
  const row = await settled(ctx, first);
  if (row.status === "failed") throw failureError(decodeFailure(row.failure_reason) ?? FAILURES.expired);
  // A first post that died after its holds (or a payment provider that was down) left the
  // checkout without its page: open it now. Fulfilment checks that every hold is in place.
  if (row.status === "pending" && !starting(row) && row.expires_at > ctx.now.toISOString()) {
    if (row.payment_session_id === null) return { status: 200, body: await settle(ctx, row, null) };
  }
  return {
    status: 200,
    body: { checkout: checkoutJson(row), ...(row.order_id !== null && { order_id: row.order_id }) },
  };
}

/** Waits (briefly) while the first post is still taking its holds and opening the page. */
const starting = (row: CheckoutRow) =>
  row.status === "pending" &&
  row.payment_session_id === null &&
  Date.now() - Date.parse(row.created_at) < STARTING_WINDOW_MS;

async function settled(ctx: CheckoutContext, row: CheckoutRow): Promise<CheckoutRow> {
  let current = row;
  const startedAt = Date.now();
  while (starting(current) && Date.now() - startedAt < REPLAY_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    current = (await findCheckout(ctx.db, current.id)) ?? current;
  }
  return current;
}
