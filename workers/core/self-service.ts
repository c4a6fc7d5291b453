// A customer's own changes to a class registration (decision 033): the policy, in one place for
// the api that enforces it and the pages that explain it. Pure code: no I/O.
import { formatUsd, percentOf } from "./money";

/** Cancel and move close this many hours before the class starts. */
export const SELF_SERVICE_CUTOFF_HOURS = 72;

/** Where the policy is written for customers (the class page and the account link to it). */
export const SELF_SERVICE_POLICY_PATH = "/policies#classes";

/** The instant changes close for a class starting at `classDate` (ISO-8601 UTC). */
export const selfServiceCutoff = (classDate: string): Date => new Date(Date.parse(classDate) - SELF_SERVICE_CUTOFF_HOURS * 3_600_000);

/** Whether `now` is still before the cutoff of a class starting at `classDate`. */
export const beforeCutoff = (classDate: string, now: Date): boolean => now.getTime() < selfServiceCutoff(classDate).getTime();

/** The policy in the customer's words: the account pages and /policies#classes show these. */
export const SELF_SERVICE_POLICY = [
  `Cancel a class yourself up to ${SELF_SERVICE_CUTOFF_HOURS} hours before it starts: you get back all you paid for it, to your card first and then to the gift cards that paid, the same day we receive it (a card refund shows in 5–10 business days).`,
  `Move a class to another date of the same class (the same title and menu) with room for everyone you booked, also up to ${SELF_SERVICE_CUTOFF_HOURS} hours before it starts. At the same price nothing is charged or refunded. A date with its own price (a holiday date) or another kitchen's sales tax can change the total — when it is lower we refund the difference, when it is higher the move is not possible online (cancel and book the new date, or call us).`,
  `Guests booked together for a class (a couple at a Date Night, a group of friends) are moved or canceled together. For a cooking or kids' class you may also change one guest's seat on its own; a couple stays a couple.`,
  `Each class registration can be moved once and canceled once. Within ${SELF_SERVICE_CUTOFF_HOURS} hours of the class, the groceries are bought and the kitchen is staffed for you: we cannot cancel or move it online, but call us and we will see what we can do.`,
] as const;

/**
 * Whom a change applies to: the whole party (every seat of the order in that class: a couple,
 * a group of guests), or only the one guest the customer chose.
 */
export const CHANGE_SCOPES = ["party", "guest"] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

/** Whether one guest may be changed on their own: never one half of a couple (decision 054). */
export const guestScopeAllowed = (offer: string, partySize: number): boolean => offer !== "pairs" && partySize > 1;

/**
 * What moving seats to another date changes (decisions 054 and 079): the seats keep the price and
 * discount they were bought at (`baseCents`, price minus discount of the seats moved), changed
 * only by `priceChangeCents`, the difference of the two classes' own prices (movePriceChange);
 * the sales tax follows the kitchen. Both taxes are computed afresh, so a date at the same price
 * and rate is exactly 0 — no cent moves through a rounding of how the line was split.
 */
export function moveDifference(baseCents: number, fromTaxRateBps: number, toTaxRateBps: number, priceChangeCents = 0): number {
  const base = Math.max(0, baseCents);
  const moved = Math.max(0, base + priceChangeCents);
  return moved + percentOf(moved, toTaxRateBps) - (base + percentOf(base, fromTaxRateBps));
}

/**
 * The price difference of moving `seats` from one date of a class to another (decision 079): the
 * new date's price of one guest (couple) less the old date's — each the class's own price, else
 * its type's — times the guests (couples) moved. 0 at equal prices, and for a portions class
 * (null: priced by its type's portion options on every date).
 */
export function movePriceChange(offer: string, fromUnitCents: number | null, toUnitCents: number | null, seats: number): number {
  if (fromUnitCents === null || toUnitCents === null) return 0;
  const units = offer === "pairs" ? Math.ceil(seats / 2) : seats;
  return (toUnitCents - fromUnitCents) * units;
}

/** The sentence a move's confirm step and e-mail use for the price difference (new − paid). */
export function differenceSentence(differenceCents: number): string {
  if (differenceCents < 0) return `The new date costs ${formatUsd(-differenceCents)} less: we refund ${formatUsd(-differenceCents)} to your original payment.`;
  if (differenceCents > 0) return `The new date costs ${formatUsd(differenceCents)} more, so it cannot be moved online.`;
  return "The new date costs the same: nothing is charged and nothing is refunded.";
}
