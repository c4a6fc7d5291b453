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
  `Cancel a class yourself up to ${SELF_SERVICE_CUTOFF_HOURS} hours before it starts: you get back all you paid for that seat, to your card first and then to the gift cards that paid, the same day we receive it (a card refund shows in 5–10 business days).`,
  `Move a class to another date of the same class with a free seat, also up to ${SELF_SERVICE_CUTOFF_HOURS} hours before it starts. When the new date costs less (another kitchen's tax), we refund the difference; when it costs more, the move is not possible online — cancel and book the new date, or call us.`,
  `Each class registration can be moved once and canceled once. Within ${SELF_SERVICE_CUTOFF_HOURS} hours of the class, the groceries are bought and the kitchen is staffed for you: we cannot cancel or move it online, but call us and we will see what we can do.`,
] as const;

export interface SeatPrice {
  price_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
}

/**
 * What the registration's seat costs on another date: the class type's price for its portion
 * today, the discount it had (never more than the price), the new kitchen's tax on the rest.
 */
export function movedSeatPrice(priceCents: number, discountCents: number, taxRateBps: number): SeatPrice {
  const discount = Math.min(discountCents, priceCents);
  const tax = percentOf(priceCents - discount, taxRateBps);
  return { price_cents: priceCents, discount_cents: discount, tax_cents: tax, total_cents: priceCents - discount + tax };
}

/** The sentence a move's confirm step and e-mail use for the price difference (new − paid). */
export function differenceSentence(differenceCents: number): string {
  if (differenceCents < 0) return `The new date costs ${formatUsd(-differenceCents)} less: we refund ${formatUsd(-differenceCents)} to your original payment.`;
  if (differenceCents > 0) return `The new date costs ${formatUsd(differenceCents)} more, so it cannot be moved online.`;
  return "The new date costs the same: nothing to pay, nothing refunded.";
}
