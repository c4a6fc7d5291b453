/**
 * Carts (spec §3 Cart, §7 carts calls; decisions 009 and 011): reading a cart with everything
 * its totals come from (for the cart page and the checkout), the cart as REST answers it,
 * deleting a cart and its donation. Totals are computed only from the database, by
 * workers/core/totals.ts. Lines change in cart-classes.ts, codes and gift cards in cart-codes.ts.
 */
import { and, eq, sql } from "drizzle-orm";
import { seatsOf, type ClassOffer } from "../../core/class-offers";
import { checkPromotion, type PromotionFailure } from "../../core/promotions";
import { computeTotals, type Totals, type TotalsInput, type TotalsLine } from "../../core/totals";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { deleteIfOrphaned, findAddress, type AddressRow } from "./addresses";
import { assertCartOpen, findCart, type CartRow } from "./cart-state";
import { currentCharityWindow, type CharityWindowJson } from "./charity-windows";
import { classFulfillmentColumns } from "./fulfillments";
import { cartGiftCardRows, type CartGiftCardRow } from "./gift-cards";
import { cartMealChoices, type ChosenMeal } from "./meal-choices";
import { joinLineClass, lineClassColumns } from "./class-joins";
import { giveBackRemovedClaims } from "./waitlist-staff";
import { cartCodeRules, customerKeyOf, totalsPromotion, type CodeWithRules } from "./promotions";
import { classPriceColumns } from "./class-price";
import { totalsDeliveries } from "./delivery-areas";

const {
  carts,
  cartClasses,
  checkouts,
  classes,
  classTypes,
  locations,
  reservationSizes,
  portionSizes,
  portionQuantities,
  portionPrices,
} = schema;

export { assertCartOpen, CART_LIMITS, cartNotFound, createCart, findCart, touchCart, type CartRow } from "./cart-state";

export type PortionSize = typeof portionSizes.$inferSelect;
export type PortionQuantity = typeof portionQuantities.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Reading a cart: lines, codes, gift cards, donation → totals
// ---------------------------------------------------------------------------------------------

/** Why a line can't be bought as it stands; the checkout refuses a cart with any. */
export type LineProblem = "canceled" | "past" | "full" | "unpriced";

/** A class as the cart page shows it. */
export interface CartClass {
  id: number;
  sku: string;
  name: string;
  date: string;
  duration_minutes: number;
  class_type_id: number;
  class_is_public: boolean;
  canceled: boolean;
  status: "scheduled" | "completed" | "archived";
  seats: number;
  seats_left: number;
  location: { id: number; name: string; city: string; timezone: string; tax_rate_bps: number };
  fulfillment: { id: number; key: string; name: string; path: string };
}

/** A class line with its class and location (what the checkout needs for holds and e-mails). */
export interface CartLine {
  class: CartClass;
  portion_size: PortionSize;
  portion_quantity: PortionQuantity;
  /** null when the class type no longer prices this portion option ("unpriced"). */
  price_cents: number | null;
  /** Decision 040: what the class sells; a seats/pairs line's guests (couples), its price per one and its seats. */
  offer: ClassOffer;
  guests: number;
  unit_price_cents: number | null;
  seats: number;
  problem: LineProblem | null;
  added_at: string;
  /** The chosen meals (decision 041); empty: the chef's choice. */
  meals: ChosenMeal[];
}

/** An applied code; `failure` is set when it no longer applies (switched off, expired…). */
export interface AppliedCode extends CodeWithRules {
  failure: PromotionFailure | null;
}

export interface LoadedCart {
  cart: CartRow;
  lines: CartLine[];
  promotions: AppliedCode[];
  gift_cards: CartGiftCardRow[];
  charity_window: CharityWindowJson | null;
  address: AddressRow | null;
  /** The e-mail per-customer limits count by (the cart user's), null for an anonymous cart. */
  customer_key: string | null;
  /** What computeTotals reads: priced lines, codes that still apply, live balances. */
  input: TotalsInput;
}

export interface CartWithTotals extends LoadedCart {
  totals: Totals;
}

function selectLines(db: Database) {
  const lines = db
    .select({
      class: {
        ...lineClassColumns,
        class_type_id: classes.class_type_id,
        class_is_public: classes.class_is_public,
        canceled: classes.canceled,
        status: classes.status,
        seats_taken: classes.seats_taken,
      },
      seats: reservationSizes.seats,
      /** A seat a waitlist claim holds for this cart (decision 037): counted as this cart's. */
      claimed_seat: sql<number>`EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.class_id = ${classes.id}
        AND w.cart_uuid = ${cartClasses.cart_uuid} AND w.status = 'claimed'
        AND w.claim_expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      location: {
        id: locations.id,
        name: locations.name,
        city: locations.city,
        timezone: locations.timezone,
        tax_rate_bps: locations.tax_rate_bps,
      },
      fulfillment: classFulfillmentColumns,
      portion_size: portionSizes,
      portion_quantity: portionQuantities,
      price_cents: portionPrices.price_cents,
      offer: classTypes.offer,
      // Decision 079: the class's own price, else its type's (one expression for every reader).
      unit_price_cents: classPriceColumns().unit_price_cents,
      guests: cartClasses.guests,
      added_at: cartClasses.created_at,
    })
    .from(cartClasses)
    .$dynamic();
  return joinLineClass(lines, cartClasses)
    .innerJoin(reservationSizes, eq(reservationSizes.id, classes.reservation_size_id))
    .leftJoin(
      portionPrices,
      and(
        eq(portionPrices.class_type_id, classes.class_type_id),
        eq(portionPrices.portion_size_id, cartClasses.portion_size_id),
        eq(portionPrices.portion_quantity_id, cartClasses.portion_quantity_id),
      ),
    );
}

type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>["all"]>>[number];

/** A class that has started (or is completed or archived) can no longer be bought. */
export function hasStarted(cls: { date: string; status: string }, now: Date): boolean {
  return cls.status !== "scheduled" || Date.parse(cls.date) <= now.getTime();
}

/**
 * A line's price (decision 040): a portions line's option from `portion_prices`; a seats line
 * guests × the class's guest price, a pairs line couples × its couple price (its own, else its
 * type's: decision 079). null when nothing prices it (a line of another offer than its type's
 * now, or no price set).
 */
function linePrice(row: LineRow): { unit: number | null; price: number | null } {
  if (row.offer === "portions") return { unit: null, price: row.guests > 0 ? null : row.price_cents };
  const unit = row.unit_price_cents;
  if (unit === null || row.guests < 1) return { unit, price: null };
  return { unit, price: unit * row.guests };
}

function toCartLine(row: LineRow, now: Date, meals: ChosenMeal[]): CartLine {
  const { seats_taken, ...cls } = row.class;
  const seatsLeft = Math.max(0, row.seats - seats_taken + (row.claimed_seat ? 1 : 0));
  const { unit, price } = linePrice(row);
  const lineSeats = seatsOf(row.offer, row.guests);
  const problem: LineProblem | null = cls.canceled
    ? "canceled"
    : hasStarted(cls, now)
      ? "past"
      : seatsLeft < lineSeats || seatsLeft === 0
        ? "full"
        : price === null
          ? "unpriced"
          : null;
  return {
    class: { ...cls, seats: row.seats, seats_left: seatsLeft, location: row.location, fulfillment: row.fulfillment },
    portion_size: row.portion_size,
    portion_quantity: row.portion_quantity,
    price_cents: price,
    offer: row.offer,
    guests: row.guests,
    unit_price_cents: unit,
    seats: lineSeats,
    problem,
    added_at: row.added_at,
    meals,
  };
}

/** The charity window open at `now`, or null (the 404 of GET charity-windows/current). */
async function openCharityWindow(db: Database, now: Date): Promise<CharityWindowJson | null> {
  try {
    return await currentCharityWindow(db, now);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Whether an applied code still applies at `now`. Usage limits are not re-checked here: they
 * were checked when the code was added and are enforced by the checkout's holds, and a hold of
 * this very cart's checkout would otherwise count against it. The amount rules (minimum,
 * class types) are left to computeTotals, which keeps the code and says why it gives nothing.
 */
function stillApplies(code: CodeWithRules, lines: TotalsLine[], others: number[], now: Date): PromotionFailure | null {
  const rules = { ...code.rules, usage_limit: null, code_usage_limit: null, per_customer_limit: null };
  const failure = checkPromotion(rules, { now, lines, applied_promotion_ids: others });
  return failure === "minimum_not_reached" || failure === "not_for_these_classes" ? null : failure;
}

/**
 * Everything a cart's totals are computed from, read from the database: prices from
 * `portion_prices` by the class's type, tax from the class's location, codes with their rules,
 * gift cards at their current balance (a disabled card pays nothing), and the donation while
 * its charity window is open. For the cart page and the checkout.
 */
export async function loadCartForTotals(db: Database, uuid: string, now = new Date()): Promise<LoadedCart> {
  const cart = await findCart(db, uuid);
  const [lineRows, customerKey, giftCards, charityWindow, address, choices] = await Promise.all([
    selectLines(db).where(eq(cartClasses.cart_uuid, uuid)).orderBy(sql`${cartClasses}.rowid`),
    customerKeyOf(db, cart.user_id),
    cartGiftCardRows(db, uuid),
    openCharityWindow(db, now),
    cart.address_id === null ? null : findAddress(db, cart.address_id),
    cartMealChoices(db, uuid),
  ]);
  const lines = lineRows.map((row) => toCartLine(row, now, choices.get(row.class.id) ?? []));
  const [codes, deliveries] = await Promise.all([cartCodeRules(db, uuid, customerKey), totalsDeliveries(db, lines)]);

  const totalsLines: TotalsLine[] = lines.flatMap((line) =>
    line.price_cents === null
      ? []
      : [
          {
            class_id: line.class.id,
            class_type_id: line.class.class_type_id,
            price_cents: line.price_cents,
            tax_rate_bps: line.class.location.tax_rate_bps,
          },
        ],
  );
  const promotions = codes.map((code, index): AppliedCode => {
    const others = codes.filter((_, other) => other < index).map((earlier) => earlier.promotion.id);
    return { ...code, failure: stillApplies(code, totalsLines, others, now) };
  });
  const donationOpen = charityWindow !== null && cart.charity_window_id === charityWindow.id;

  return {
    cart,
    lines,
    promotions,
    gift_cards: giftCards,
    charity_window: charityWindow,
    address,
    customer_key: customerKey,
    input: {
      lines: totalsLines,
      // Decision 083: priced delivery lines only, as the totals' lines are.
      deliveries: deliveries
        .map((delivery) => ({ ...delivery, class_ids: delivery.class_ids.filter((id) => totalsLines.some((line) => line.class_id === id)) }))
        .filter((delivery) => delivery.class_ids.length > 0),
      promotions: promotions.filter((code) => code.failure === null).map(totalsPromotion),
      donation_cents: donationOpen ? cart.donation_cents : 0,
      gift_cards: giftCards.map((card) => ({
        gift_card_id: card.gift_card_id,
        code: card.code,
        balance_cents: card.status === "active" ? card.balance_cents : 0,
      })),
    },
  };
}

/** A cart with its totals (workers/core/totals.ts), as the checkout starts from. */
export async function cartTotals(db: Database, uuid: string, now = new Date()): Promise<CartWithTotals> {
  const loaded = await loadCartForTotals(db, uuid, now);
  return { ...loaded, totals: computeTotals(loaded.input) };
}

// ---------------------------------------------------------------------------------------------
// Deleting a cart
// ---------------------------------------------------------------------------------------------

/**
 * DELETE carts/{id}: the cart and its lines, codes and gift cards go (ON DELETE CASCADE), and
 * so does its anonymous address. An ordered cart stays (409). A cart with a checkout that is
 * still pending can't go either (409: its holds are being paid for). A cart whose earlier
 * checkouts failed or expired keeps its row, which those checkouts reference, and is emptied.
 */
export async function deleteCart(db: Database, cart: CartRow, now: Date): Promise<number[]> {
  assertCartOpen(cart);
  const attempts = await db
    .select({ status: checkouts.status, expires_at: checkouts.expires_at })
    .from(checkouts)
    .where(eq(checkouts.cart_uuid, cart.uuid));
  if (attempts.some((attempt) => attempt.status === "pending" && attempt.expires_at > now.toISOString())) {
    throw new ApiError(409, "CHECKOUT_PENDING", "This cart is being paid for; finish or cancel the payment first");
  }
  const orphan = cart.address_id;

  // Decision 037: the seats waitlist claims held for its lines are given back in the same batch.
  const [giveBack, left] = giveBackRemovedClaims(db, cart.uuid, now);
  if (attempts.length === 0) {
    const removeCart = db.delete(carts).where(and(eq(carts.uuid, cart.uuid), eq(carts.status, "open")));
    const [, , freed] = await db.batch([removeCart, giveBack, left, ...(orphan === null ? [] : [deleteIfOrphaned(db, orphan)])]);
    return freed.map((row) => row.class_id);
  }
  const [, , freed] = await db.batch([
    db.delete(cartClasses).where(eq(cartClasses.cart_uuid, cart.uuid)),
    giveBack,
    left,
    db.delete(schema.cartPromotions).where(eq(schema.cartPromotions.cart_uuid, cart.uuid)),
    db.delete(schema.cartGiftCards).where(eq(schema.cartGiftCards.cart_uuid, cart.uuid)),
    db
      .update(carts)
      .set({ donation_cents: 0, charity_window_id: null, address_id: null, updated_at: now.toISOString() })
      .where(and(eq(carts.uuid, cart.uuid), eq(carts.status, "open"))),
    ...(orphan === null ? [] : [deleteIfOrphaned(db, orphan)]),
  ]);
  return freed.map((row) => row.class_id);
}

// ---------------------------------------------------------------------------------------------
// Donation
// ---------------------------------------------------------------------------------------------

/**
 * PUT carts/{id}/charity: a donation to the charity window open now. Taking a donation back
 * (0) is always allowed; adding one needs an open window, and a window named by the client
 * must be that one.
 */
export async function setDonation(
  db: Database,
  cart: CartRow,
  input: { donation_cents: number; charity_window_id?: number },
  now: Date,
): Promise<void> {
  assertCartOpen(cart);
  let windowId: number | null = null;
  if (input.donation_cents > 0) {
    const window = await openCharityWindow(db, now);
    if (!window) throw new ApiError(409, "DONATIONS_CLOSED", "Donations are closed right now");
    if (input.charity_window_id !== undefined && input.charity_window_id !== window.id) {
      throw new ApiError(409, "DONATIONS_CLOSED", "That charity drive has ended; donations go to the current one");
    }
    windowId = window.id;
  }
  await db
    .update(carts)
    .set({ donation_cents: input.donation_cents, charity_window_id: windowId, updated_at: now.toISOString() })
    .where(and(eq(carts.uuid, cart.uuid), eq(carts.status, "open")));
}
