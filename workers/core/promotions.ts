// Whether a promotion code can be applied to a cart, and why not (decision 009).
import { FALLBACK_TIMEZONE, monthName, zonedParts } from "./dates";
import { formatUsd } from "./money";

export type PromotionFailure =
  | "unknown"
  | "inactive"
  | "not_started"
  | "expired"
  | "used_up"
  | "minimum_not_reached"
  | "not_for_these_classes"
  | "already_applied";

/** A promotion and the code that names it, with the counts its limits compare against. */
export interface PromotionRules {
  promotion_id: number;
  active: boolean;
  code_active: boolean;
  /** ISO-8601 instants; starts_at is inclusive, ends_at exclusive. */
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  uses: number;
  code_usage_limit: number | null;
  code_uses: number;
  per_customer_limit: number | null;
  customer_uses: number;
  minimum_cents: number;
  applies_to: "order" | "classes";
  class_type_ids: number[];
}

export interface PromotionCheckContext {
  now: Date;
  lines: Array<{ class_type_id: number; price_cents: number }>;
  /** Promotions already applied to this cart. */
  applied_promotion_ids: number[];
}

/**
 * null when the code can be applied, else the first reason it can't. The checks run in this
 * order, so the customer hears the reason that matters most and that they can act on:
 *   1. unknown — no such code (rules null);
 *   2. inactive — the promotion or the code is switched off;
 *   3. already_applied — this promotion is already on the cart (at most once per cart);
 *   4. not_started — now is before starts_at (at starts_at it has started);
 *   5. expired — now is at or after ends_at (ends_at is exclusive);
 *   6. used_up — the promotion's, the code's or this customer's limit is reached;
 *   7. not_for_these_classes — applies_to "classes" and no line is of a listed class type;
 *   8. minimum_not_reached — the eligible lines' subtotal is below minimum_cents (an empty cart
 *      with applies_to "order" lands here when there is a minimum, and passes when there isn't).
 * Throws RangeError when starts_at or ends_at is not a readable instant (bad data, not input).
 */
export function checkPromotion(rules: PromotionRules | null, context: PromotionCheckContext): PromotionFailure | null {
  if (rules === null) return "unknown";
  if (!rules.active || !rules.code_active) return "inactive";
  if (context.applied_promotion_ids.includes(rules.promotion_id)) return "already_applied";

  const now = context.now.getTime();
  if (rules.starts_at !== null && now < parseInstant(rules.starts_at, "starts_at").getTime()) return "not_started";
  if (rules.ends_at !== null && now >= parseInstant(rules.ends_at, "ends_at").getTime()) return "expired";

  if (
    limitReached(rules.usage_limit, rules.uses) ||
    limitReached(rules.code_usage_limit, rules.code_uses) ||
    limitReached(rules.per_customer_limit, rules.customer_uses)
  ) {
    return "used_up";
  }

  const types = new Set(rules.class_type_ids);
  const eligible =
    rules.applies_to === "order" ? context.lines : context.lines.filter((line) => types.has(line.class_type_id));
  if (rules.applies_to === "classes" && eligible.length === 0) return "not_for_these_classes";
  const eligibleSubtotal = eligible.reduce((total, line) => total + line.price_cents, 0);
  if (eligibleSubtotal < rules.minimum_cents) return "minimum_not_reached";
  return null;
}

/**
 * What to tell the customer, in words they can act on. Dates are shown in the shop's zone
 * (America/Denver, spec §9). Without the rules a failure that needs them gets a general sentence.
 * "expired" shows the date of ends_at itself: the day the code stopped working.
 */
export function promotionFailureMessage(
  failure: PromotionFailure,
  rules?: Pick<PromotionRules, "starts_at" | "ends_at" | "minimum_cents"> | null,
): string {
  switch (failure) {
    case "unknown":
      return "We don't know that code. Check the spelling and try again.";
    case "inactive":
      return "This code is no longer active.";
    case "already_applied":
      return "This code is already applied.";
    case "not_started": {
      const date = rules?.starts_at ? formatPromotionDate(rules.starts_at) : "";
      return date ? `This code starts on ${date}.` : "This code hasn't started yet.";
    }
    case "expired": {
      const date = rules?.ends_at ? formatPromotionDate(rules.ends_at) : "";
      return date ? `This code expired on ${date}.` : "This code has expired.";
    }
    case "used_up":
      return "This code has been used up.";
    case "not_for_these_classes":
      return "This code isn't for the classes in your cart.";
    case "minimum_not_reached":
      return rules && rules.minimum_cents > 0
        ? `Spend ${formatUsd(rules.minimum_cents)} on eligible classes to use this code.`
        : "Spend more on eligible classes to use this code.";
  }
}

// Codes are typed by hand and printed on flyers: letters, digits, "-" and "_", any case.
const PROMOTION_CODE_RE = /^[A-Za-z0-9_-]{3,32}$/;

/**
 * "summer-25 " → "SUMMER-25"; null unless 3–32 of A–Z, 0–9, "-" and "_" remain after trimming.
 * Checked before upper-casing, as "ß".toUpperCase() is "SS" and "ı" becomes "I".
 */
export function normalizePromotionCode(input: string): string | null {
  const trimmed = input.trim();
  return PROMOTION_CODE_RE.test(trimmed) ? trimmed.toUpperCase() : null;
}

function limitReached(limit: number | null, uses: number): boolean {
  return limit !== null && uses >= limit;
}

function parseInstant(iso: string, what: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`checkPromotion: ${what} is not an instant: ${iso}`);
  return date;
}

/** "December 1, 2026" in America/Denver; "" when the date cannot be read. */
function formatPromotionDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const { year, month, day } = zonedParts(date, FALLBACK_TIMEZONE);
  // monthName gives "December 2026"; the day goes between month and year.
  return monthName(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`).replace(" ", ` ${day}, `);
}
