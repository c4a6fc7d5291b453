/**
 * Starting a checkout (decisions 009 and 012): POST carts/{id}/checkout and POST
 * giftcards/checkout. The totals are recomputed from the database, the checkout row is
 * inserted (its UNIQUE idempotency_key decides which of several identical posts goes on),
 * the holds are taken one conditional statement at a time, and then either the checkout is
 * fulfilled at once (gift cards paid it all) or the payment page is opened. Also the payment
 * page on its own (POST carts/{id}/stripe-checkout), GET checkouts/{id} and "back to cart".
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { sendDayProblem } from "../../core/gift-card-delivery";
import { emailPicture } from "../../core/media";
import { formatUsd } from "../../core/money";
import { promotionFailureMessage } from "../../core/promotions";
import type { Totals } from "../../core/totals";
import { type Database, schema } from "../db";
import type { ApiEnv } from "../env";
import { ApiError } from "../lib/errors";
import { paymentGateway, PaymentGatewayError, type PaymentGateway } from "../payments/gateway";
import type { AddressInput } from "./addresses";
import { cartTotals, type CartLine, type CartWithTotals } from "./carts";
import { assertCartOpen } from "./cart-state";
import {
  checkoutJson,
  classLabel,
  decodeFailure,
  detailsOf,
  encodeFailure,
  failureError,
  FAILURES,
  findCheckout,
  findCheckoutByKey,
  holdExpiry,
  holdFailure,
  holdsOf,
  requireCheckout,
  sessionExpiry,
  shortClassDate,
  type CartCheckoutDetails,
  type CheckoutDetails,
  type CheckoutJson,
  type CheckoutLine,
  type CheckoutRow,
  type GiftCardCheckoutDetails,
} from "./checkout-state";
import { fulfilPaidCheckout } from "./fulfilment";
import { releaseCheckout, STARTING, sweepExpiredCheckouts, takeHolds } from "./holds";
import { findCodeRules, giftCardPromotionQuote } from "./promotions";

const { checkouts, allergies, classTypes, media } = schema;

const SHOP = "Cache Valley Kitchen";
/** How long a repeated post waits for the first one to finish its holds (decision 012). */
const REPLAY_WAIT_MS = 5_000;
const REPLAY_POLL_MS = 25;
/** A pending checkout without a payment page older than this is not still being started. */
const STARTING_WINDOW_MS = 10_000;

/** What a checkout call needs from its request. */
export interface CheckoutContext {
  db: Database;
  env: ApiEnv;
  now: Date;
  /** The shop's public origin for absolute return addresses (Stripe), when known. */
  origin: string | null;
  /** The signed-in caller, if any: an order of an anonymous cart still belongs to them. */
  callerId: number | null;
}

export interface CheckoutAnswer {
  /** 201 for a new checkout, 200 for the same idempotency_key again. */
  status: 200 | 201;
  body: { checkout: CheckoutJson; order_id?: number };
}

export interface CheckoutAttempt {
  idempotency_key: string;
  success_url: string;
  cancel_url: string;
}

export interface CartCheckoutInput extends CheckoutAttempt {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  allergies: string[];
  allergy_notes: string;
  spice_tolerance: string;
  address: AddressInput | null;
  /** Decision 040: one entry per seat of each seats/pairs line, in the line's order. */
  guests?: GuestInput[];
  /** What the customer saw; a different amount now is a 409 TOTALS_CHANGED. */
  expected_amount_due_cents?: number;
}

export interface GuestInput {
  class_id: number;
  first_name: string;
  last_name: string;
  allergies: string[];
}

export interface GiftCardCheckoutInput extends CheckoutAttempt {
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  /** The day its e-mail goes (decision 063); null: when paid. */
  send_on: string | null;
  purchaser_email: string;
  promotion_code: string | null;
}

// ---------------------------------------------------------------------------------------------
// POST carts/{id}/checkout
// ---------------------------------------------------------------------------------------------

const LINE_PROBLEMS: Record<NonNullable<CartLine["problem"]>, { code: string; says: string }> = {
  full: { code: "CLASS_FULL", says: "just filled up" },
  canceled: { code: "CLASS_CANCELED", says: "was canceled; please remove it from your cart" },
  past: { code: "CLASS_STARTED", says: "has already started; please remove it from your cart" },
  unpriced: { code: "CLASS_UNAVAILABLE", says: "no longer offers the portions you chose; please choose again" },
};

/** A cart that can't be bought as it stands says why, in words the customer can act on. */
function assertCheckoutable(cart: CartWithTotals): void {
  if (cart.lines.length === 0) throw new ApiError(409, "CART_EMPTY", "Your cart is empty");
  for (const line of cart.lines) {
    if (line.problem === null) continue;
    const problem = LINE_PROBLEMS[line.problem];
    throw new ApiError(409, problem.code, `${classLabel(line.class)} ${problem.says}`);
  }
  for (const code of cart.promotions) {
    if (code.failure !== null) {
      throw new ApiError(409, `PROMOTION_${code.failure.toUpperCase()}`, promotionFailureMessage(code.failure, code.rules));
    }
  }
  // A card that has nothing left (spent elsewhere, or switched off) while something is due.
  if (cart.totals.amount_due_cents > 0 && cart.gift_cards.some((card) => card.status !== "active" || card.balance_cents === 0)) {
    throw failureError(FAILURES.giftCardBalance);
  }
}

/** The allergy keys with their names; an unknown key is a 400 on `allergies`. */
async function allergyNames(db: Database, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(allergies).where(inArray(allergies.key, unique));
  const names = new Map(rows.map((row) => [row.key, row.name]));
  const unknown = unique.filter((key) => !names.has(key));
  if (unknown.length > 0) {
    const message = `We don't know the allergy ${unknown.map((key) => `"${key}"`).join(", ")}`;
    throw new ApiError(400, "BAD_REQUEST", message, { allergies: [message] });
  }
  return unique.map((key) => names.get(key) ?? key);
}

function checkoutLines(cart: CartWithTotals): CheckoutLine[] {
  const totals = new Map(cart.totals.lines.map((line) => [line.class_id, line]));
  return cart.lines.map((line) => {
    const lineTotals = totals.get(line.class.id);
    if (!lineTotals) throw new Error(`No totals for class ${line.class.id}`);
    return {
      class_id: line.class.id,
      sku: line.class.sku,
      name: line.class.name,
      date: line.class.date,
      duration_minutes: line.class.duration_minutes,
      fulfillment: line.class.fulfillment.key,
      location: {
        id: line.class.location.id,
        name: line.class.location.name,
        city: line.class.location.city,
        timezone: line.class.location.timezone,
      },
      portion_size: { id: line.portion_size.id, name: line.portion_size.name, serves: line.portion_size.serves },
      portion_quantity: { id: line.portion_quantity.id, meal_count: line.portion_quantity.meal_count },
      price_cents: lineTotals.price_cents,
      discount_cents: lineTotals.discount_cents,
      tax_cents: lineTotals.tax_cents,
      total_cents: lineTotals.total_cents,
      offer: line.offer,
      meals: line.meals,
      page_path: `${line.class.fulfillment.path}/${encodeURIComponent(line.class.sku)}`,
    };
  });
}

/** Decision 061: each line with its class type's picture, as the confirmation e-mail shows it. */
async function withPictures(db: Database, lines: CheckoutLine[], cart: CartWithTotals): Promise<CheckoutLine[]> {
  const typeOf = new Map(cart.lines.map((line) => [line.class.id, line.class.class_type_id]));
  const typeIds = [...new Set(typeOf.values())];
  if (typeIds.length === 0) return lines;
  const rows = await db
    .select({ id: classTypes.id, name: classTypes.name, alt: classTypes.picture_alt, picture: media })
    .from(classTypes)
    .innerJoin(media, eq(media.key, classTypes.picture_key))
    .where(inArray(classTypes.id, typeIds));
  const pictures = new Map(rows.map((row) => [row.id, emailPicture({ ...row.picture, alt: row.alt || row.name })]));
  return lines.map((line) => {
    const picture = pictures.get(typeOf.get(line.class_id) ?? 0);
    return picture ? { ...line, picture } : line;
  });
}

/**
 * Decision 040: each seats/pairs line's guests, one per seat (a couple is two), with their names
 * and allergies; a missing or extra guest, or one without a name, is a 400 on `guests`.
 */
async function withGuests(db: Database, lines: CheckoutLine[], cart: CartWithTotals, sent: GuestInput[]): Promise<CheckoutLine[]> {
  const known = new Set(cart.lines.filter((line) => line.offer !== "portions").map((line) => line.class.id));
  const stray = sent.find((guest) => !known.has(guest.class_id));
  if (stray) {
    const message = `Guests were given for class ${stray.class_id}, which sells no seats in this cart`;
    throw new ApiError(400, "BAD_REQUEST", message, { guests: [message] });
  }
  const names = new Map<string, string>();
  const keys = [...new Set(sent.flatMap((guest) => guest.allergies))];
  (await allergyNames(db, keys).catch(onGuestsField)).forEach((name, index) => names.set(keys[index]!, name));
  return lines.map((line) => {
    const cartLine = cart.lines.find((candidate) => candidate.class.id === line.class_id);
    if (!cartLine || cartLine.offer === "portions") return line;
    const guests = sent.filter((guest) => guest.class_id === line.class_id);
    if (guests.length !== cartLine.seats) {
      const unit = cartLine.offer === "pairs" ? `${cartLine.seats} guests (${cartLine.guests} × 2)` : `${cartLine.seats} guests`;
      const message = `${classLabel(line)} needs the names of its ${unit}; ${guests.length} were given`;
      throw new ApiError(400, "BAD_REQUEST", message, { guests: [message] });
    }
    return {
      ...line,
      guests: guests.map((guest) => ({
        first_name: guest.first_name,
        last_name: guest.last_name,
        allergies: [...new Set(guest.allergies)],
        allergy_names: [...new Set(guest.allergies)].map((key) => names.get(key) ?? key),
      })),
    };
  });
}

/** An unknown allergy of a guest is a message on `guests`. */
function onGuestsField(error: unknown): never {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    throw new ApiError(400, error.code, error.message, { guests: Object.values(error.fields).flat() });
  }
  throw error;
}

function cartDescription(lines: CheckoutLine[]): string {
  const [first] = lines;
  if (!first) return SHOP;
  const named = `${first.name} (${shortClassDate(first.date, first.location.timezone)})`;
  const more = lines.length - 1;
  return `${SHOP}: ${named}${more > 0 ? ` and ${more} more ${more === 1 ? "class" : "classes"}` : ""}`;
}

/** Delivery and shipping need an address: the one sent, or the cart's. */
function deliveryAddress(cart: CartWithTotals, sent: AddressInput | null): Record<string, string> | null {
  const needed = cart.lines.some((line) => line.class.fulfillment.key === "delivery" || line.class.fulfillment.key === "shipping");
  const address = sent ?? cart.address;
  if (!address) {
    if (!needed) return null;
    const message = "Enter the address we should deliver to";
    throw new ApiError(400, "BAD_REQUEST", message, { address: [message] });
  }
  const { name, street, street2, city, state, zipcode, phone } = address;
  return { name, street, street2, city, state, zipcode, phone };
}

export async function startCartCheckout(ctx: CheckoutContext, uuid: string, input: CartCheckoutInput): Promise<CheckoutAnswer> {
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
    address: deliveryAddress(cart, input.address),
    charity_window_id: cart.input.donation_cents > 0 ? cart.cart.charity_window_id : null,
    lines,
  };
  return openCheckout(ctx, { key: input.idempotency_key, cartUuid: uuid, totals: cart.totals, details });
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
  let totals: Totals = {
    subtotal_cents: amount,
    discount_cents: 0,
    tax_cents: 0,
    donation_cents: 0,
    total_cents: amount,
    gift_card_cents: 0,
    amount_due_cents: amount,
    lines: [],
    promotions: [],
    gift_cards: [],
  };
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

async function openCheckout(ctx: CheckoutContext, fresh: NewCheckout): Promise<CheckoutAnswer> {
  const { db, now } = ctx;
  const due = fresh.totals.amount_due_cents;
  // Before any hold: production without a payment provider is a 503, not a stuck checkout.
  const gateway = due > 0 ? paymentGateway(ctx.env) : null;
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
      payment_provider: gateway?.provider ?? "none",
      expires_at: holdExpiry(now).toISOString(),
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

/** Best effort: a page left open can still be paid, and that payment takes the holds again. */
async function closePaymentPage(ctx: CheckoutContext, row: CheckoutRow): Promise<void> {
  if (row.payment_provider !== "stripe" || !row.payment_session_id) return;
  try {
    await paymentGateway(ctx.env).expireSession(row.payment_session_id);
  } catch (error) {
    console.warn(`api: payment page of checkout ${row.id} stays open:`, error);
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

// ---------------------------------------------------------------------------------------------
// The payment page
// ---------------------------------------------------------------------------------------------

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
      expiresAt: sessionExpiry(row),
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
  if (row.status === "pending") {
    const reason = encodeFailure(FAILURES.canceled);
    await releaseCheckout(ctx.db, { checkoutId: id, status: "expired", reason, from: ["pending"] }, ctx.now, ctx.env);
    await closePaymentPage(ctx, row);
  }
  return checkoutJson(await requireCheckout(ctx.db, id));
}
