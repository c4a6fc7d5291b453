/**
 * A checkout's row as the checkout and the fulfilment read it (decisions 009 and 012): the
 * snapshot it was started with (totals, contact and registration details, class lines), the
 * holds that snapshot takes, why it failed, and its REST shape.
 */
import { eq } from "drizzle-orm";
import type { ClassOffer } from "../../core/class-offers";
import type { EmailPicture } from "../../core/media";
import { promotionFailureMessage } from "../../core/promotions";
import type { Totals } from "../../core/totals";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { maskGiftCardCode } from "./gift-cards";

const { checkouts } = schema;

export type CheckoutRow = typeof checkouts.$inferSelect;

/** How long a checkout's holds last unless it is paid (decision 009). */
export const HOLD_MINUTES = 15;
/**
 * How long the payment page takes payment, from the checkout's start: Stripe wants at least 30
 * minutes from any session's creation, which 45 gives within the 15-minute hold, and the same
 * instant on every retry keeps Stripe's idempotent request identical. A payment after the hold
 * takes the holds again (decision 009 §5).
 */
export const SESSION_MINUTES = 45;

const MINUTE = 60_000;

/** A class line as it was bought: what registrations, e-mails and holds are made from. */
export interface CheckoutLine {
  class_id: number;
  sku: string;
  name: string;
  date: string;
  duration_minutes: number;
  fulfillment: string;
  location: { id: number; name: string; city: string; timezone: string };
  portion_size: { id: number; name: string; serves: string };
  portion_quantity: { id: number; meal_count: number };
  price_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  /**
   * Decision 040: a seats or pairs line's guests, one per seat (a couple is two), each becoming
   * a registration; absent on a portions line (one registration with the buyer's details).
   */
  offer?: ClassOffer;
  guests?: CheckoutGuest[];
  /** The chosen meals (decision 041); empty or absent (older checkouts): the chef's choice. */
  meals?: { meal_id: number; name: string; quantity: number }[];
  /** Decision 061: the class type's picture as the confirmation shows it; absent: none. */
  picture?: EmailPicture;
  /** Decision 061: the class's page on the shop ("/classes/<sku>"); absent on older checkouts. */
  page_path?: string;
}

/** One guest of a seats line as the checkout took it: name, allergy keys and their names. */
export interface CheckoutGuest {
  first_name: string;
  last_name: string;
  allergies: string[];
  allergy_names: string[];
}

export type { ClassOffer };

interface DetailsBase {
  email: string;
  first_name: string;
  last_name: string;
  /** Ten digits, or "" (a gift card purchase asks for none). */
  phone: string;
  user_id: number | null;
  /** Per-customer promotion limits count by this lower-case e-mail (decision 009). */
  customer_key: string;
  /** The one line on the payment page. */
  description: string;
  /** Relative paths on the web origin (validated: "/…", never "//…"). */
  success_url: string;
  cancel_url: string;
  /** Decision 061: the shop's origin when the checkout began, for the e-mails' pictures; absent or null: unknown. */
  origin?: string | null;
}

/** Decision 081: a cart checkout staff started for a caller, and how it is paid. */
export interface PhoneBookingDetails {
  booked_by: { id: number; email: string };
  payment: "cash" | "check" | "pay_link";
  /** Staff's words on a counter payment (a check's number); "" for a pay link. */
  note: string;
}

export interface CartCheckoutDetails extends DetailsBase {
  kind: "cart";
  /** Present when staff booked it by phone (decision 081). */
  phone_booking?: PhoneBookingDetails;
  /** Allergy keys (stored on each registration) and their names (for the e-mail). */
  allergies: string[];
  allergy_names: string[];
  allergy_notes: string;
  spice_tolerance: string;
  address: Record<string, string> | null;
  charity_window_id: number | null;
  lines: CheckoutLine[];
}

export interface GiftCardCheckoutDetails extends DetailsBase {
  kind: "gift_card";
  gift_card: {
    amount_cents: number;
    recipient_name: string;
    recipient_email: string;
    sender_name: string;
    message: string;
    /** The day its e-mail goes (decision 063); absent or null: when paid. */
    send_on?: string | null;
    /** Its design (issue 30 part 8, decision 086); absent: the default. */
    design?: string;
  };
}

/** A class as a staff move's pay link names it (decision 089). */
export interface MoveClass {
  id: number;
  name: string;
  date: string;
  location_name: string;
  timezone: string;
}

/**
 * Decision 089: the difference of a staff move to a dearer date, asked by pay link. The new date's
 * seats are held by this checkout; paid, the registrations move into them (fulfilMovePayment).
 */
export interface MoveCheckoutDetails extends DetailsBase {
  kind: "move";
  move: {
    order_id: number;
    order_number: string;
    registration_ids: number[];
    /** Each registration's share of the difference, in the order of `registration_ids`. */
    shares_cents: number[];
    scope: "party" | "guest";
    from: MoveClass;
    to: MoveClass;
    staff: { id: number; email: string };
    reason: string | null;
    past_policy: string[];
  };
}

export type CheckoutDetails = CartCheckoutDetails | GiftCardCheckoutDetails | MoveCheckoutDetails;

/** Paid through a pay link (decisions 081, 089): its seats stay held until the link expires. */
export function paidByLink(details: CheckoutDetails): boolean {
  return details.kind === "move" || (details.kind === "cart" && details.phone_booking?.payment === "pay_link");
}

export const detailsOf = (row: CheckoutRow) => row.details as unknown as CheckoutDetails;
export const totalsOf = (row: CheckoutRow) => row.totals as unknown as Totals;

export const holdExpiry = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * MINUTE);
/**
 * When the payment page stops taking payment. A pay link's (decision 081) is opened hours after
 * its checkout began: it lasts until the link's hold ends, and at least Stripe's 30 minutes from
 * when it is opened (`now`); paid after the hold, the late payment takes the holds again.
 */
export function sessionExpiry(row: CheckoutRow, now?: Date): Date {
  if (paidByLink(detailsOf(row))) {
    return new Date(Math.max(Date.parse(row.expires_at), (now?.getTime() ?? 0) + PAY_LINK_MIN_SESSION_MINUTES * MINUTE));
  }
  return new Date(Date.parse(row.created_at) + SESSION_MINUTES * MINUTE);
}

/** Stripe opens no page that lasts less than 30 minutes; one more for the clock. */
const PAY_LINK_MIN_SESSION_MINUTES = 31;

export async function findCheckout(db: Database, id: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row ?? null;
}

export async function findCheckoutByKey(db: Database, key: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.idempotency_key, key)).limit(1);
  return row ?? null;
}

export async function requireCheckout(db: Database, id: string): Promise<CheckoutRow> {
  const row = await findCheckout(db, id);
  if (!row) throw new ApiError(404, "NOT_FOUND", "We couldn't find that checkout");
  return row;
}

// ---------------------------------------------------------------------------------------------
// Why a checkout failed: stored in `failure_reason` as "CODE: message"
// ---------------------------------------------------------------------------------------------

export interface CheckoutFailure {
  code: string;
  message: string;
}

export const encodeFailure = (failure: CheckoutFailure) => `${failure.code}: ${failure.message}`;

export function decodeFailure(reason: string | null): CheckoutFailure | null {
  if (!reason) return null;
  const match = /^([A-Z_]+): ([\s\S]*)$/.exec(reason);
  return match ? { code: match[1] ?? "FAILED", message: match[2] ?? "" } : { code: "FAILED", message: reason };
}

export const failureError = (failure: CheckoutFailure) => new ApiError(409, failure.code, failure.message);

export const FAILURES = {
  expired: { code: "EXPIRED", message: "The 15 minutes to pay ran out, so your seats were released" },
  canceled: { code: "CANCELED", message: "You went back to your cart" },
  sessionExpired: { code: "SESSION_EXPIRED", message: "The payment page expired" },
  replaced: { code: "REPLACED", message: "A newer checkout of this cart replaced this one" },
  cartOrdered: { code: "CART_ORDERED", message: "This cart was already ordered" },
  giftCardBalance: { code: "GIFT_CARD_BALANCE", message: "Your gift card's balance changed; please review your cart" },
  promotionUsedUp: { code: "PROMOTION_USED_UP", message: promotionFailureMessage("used_up") },
} as const satisfies Record<string, CheckoutFailure>;

/** "Dec 5" in the class's zone: how the shop names a class in one line. */
export function shortClassDate(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "America/Denver" }).format(
      new Date(iso),
    );
  }
}

export const classLabel = (line: { name: string; date: string; location: { timezone: string } }) =>
  `${line.name} on ${shortClassDate(line.date, line.location.timezone)}`;

// ---------------------------------------------------------------------------------------------
// The holds of a checkout, from its snapshot
// ---------------------------------------------------------------------------------------------

/** What a checkout holds while it is paid for (services/holds.ts takes and gives them back). */
export type Hold =
  /** `seats` seats of one class (a line's guests, two per couple: decision 040), all or none. */
  | { kind: "seat"; classId: number; seats: number }
  | { kind: "gift_card"; giftCardId: number; amountCents: number }
  | { kind: "promotion"; promotionId: number }
  | { kind: "code"; codeId: number }
  | { kind: "redemption"; promotionId: number; codeId: number; customerKey: string };

/** Seats first (the likeliest to fail), then gift card amounts, then each promotion's uses. */
export function holdsOf(row: CheckoutRow): Hold[] {
  const details = detailsOf(row);
  const totals = totalsOf(row);
  const seats: Hold[] =
    details.kind === "cart"
      ? details.lines.map((line) => ({ kind: "seat", classId: line.class_id, seats: line.guests?.length || 1 }))
      : details.kind === "move"
        ? [{ kind: "seat", classId: details.move.to.id, seats: details.move.registration_ids.length }]
        : [];
  const giftCards: Hold[] = totals.gift_cards
    .filter((card) => card.applied_cents > 0)
    .map((card) => ({ kind: "gift_card", giftCardId: card.gift_card_id, amountCents: card.applied_cents }));
  // A code that gives nothing (its minimum not reached) uses nothing up.
  const promotions: Hold[] = totals.promotions
    .filter((code) => code.discount_cents > 0)
    .flatMap((code): Hold[] => [
      { kind: "promotion", promotionId: code.promotion_id },
      { kind: "code", codeId: code.code_id },
      { kind: "redemption", promotionId: code.promotion_id, codeId: code.code_id, customerKey: details.customer_key },
    ]);
  return [...seats, ...giftCards, ...promotions];
}

/** What to tell the customer when a hold could not be taken. */
export function holdFailure(row: CheckoutRow, hold: Hold): CheckoutFailure {
  if (hold.kind === "seat") {
    const details = detailsOf(row);
    if (details.kind === "move") return { code: "CLASS_FULL", message: `${classLabel({ ...details.move.to, location: details.move.to })} just filled up` };
    const line = details.kind === "cart" ? details.lines.find((candidate) => candidate.class_id === hold.classId) : undefined;
    return { code: "CLASS_FULL", message: line ? `${classLabel(line)} just filled up` : "A class in your cart just filled up" };
  }
  if (hold.kind === "gift_card") return FAILURES.giftCardBalance;
  return FAILURES.promotionUsedUp;
}

// ---------------------------------------------------------------------------------------------
// The REST shape
// ---------------------------------------------------------------------------------------------

/** Gift card codes are money: answers show the last group only (decision 011). */
export function maskedTotals(totals: Totals): Totals {
  return { ...totals, gift_cards: totals.gift_cards.map((card) => ({ ...card, code: maskGiftCardCode(card.code) })) };
}

/**
 * Decision 069: what the customer typed at the cart's checkout, so "Back to checkout" from the
 * payment page shows every field again. Only while unpaid: a paid order shows its own details.
 */
function checkoutForm(row: CheckoutRow) {
  const details = detailsOf(row);
  if (details.kind !== "cart" || row.status === "paid") return null;
  return {
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    phone: details.phone,
    allergies: details.allergies,
    allergy_notes: details.allergy_notes,
    spice_tolerance: details.spice_tolerance,
    address: details.address,
    guests: details.lines.flatMap((line) =>
      (line.guests ?? []).map((guest, index) => ({
        class_id: line.class_id,
        number: index + 1,
        first_name: guest.first_name,
        last_name: guest.last_name,
        allergies: guest.allergies,
      })),
    ),
  };
}

export function checkoutJson(row: CheckoutRow) {
  const failure = decodeFailure(row.failure_reason);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount_due_cents: row.amount_due_cents,
    expires_at: row.expires_at,
    /** Where to send the customer to pay; null once it is no longer payable or when nothing is due. */
    payment_url: row.status === "pending" ? row.payment_url : null,
    failure_code: failure?.code ?? null,
    failure_reason: failure?.message ?? null,
    order_id: row.order_id,
    totals: maskedTotals(totalsOf(row)),
    form: checkoutForm(row),
    created_at: row.created_at,
  };
}

export type CheckoutJson = ReturnType<typeof checkoutJson>;
