// Cart and checkout totals, in the order of operations of decision 009: lines → promotions →
// tax → donation → total → gift cards. Integer cents throughout; nothing here rounds a float.
import { deliveryFeeCents, type DeliveryFeeRule } from "./delivery-area";
import { percentOf } from "./money";

export interface TotalsLine {
  class_id: number;
  class_type_id: number;
  price_cents: number;
  /** The class location's sales tax rate in basis points (725 = 7.25 %). */
  tax_rate_bps: number;
}

export interface TotalsPromotion {
  code: string;
  code_id: number;
  promotion_id: number;
  discount_type: "percent" | "fixed";
  /** Basis points for percent (1500 = 15 %), cents for fixed. */
  discount_value: number;
  applies_to: "order" | "classes";
  class_type_ids: number[];
  minimum_cents: number;
}

export interface TotalsGiftCard {
  gift_card_id: number;
  code: string;
  balance_cents: number;
}

/** A kitchen's delivery of some of the lines (decision 083): one fee for them, never taxed. */
export interface TotalsDelivery extends DeliveryFeeRule {
  location_id: number;
  class_ids: number[];
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** One per kitchen delivering lines of this cart; absent or empty: nothing is delivered. */
  deliveries?: TotalsDelivery[];
  /** In the order they were applied to the cart. */
  promotions: TotalsPromotion[];
  donation_cents: number;
  /** In the order they were applied to the cart. */
  gift_cards: TotalsGiftCard[];
}

export interface LineTotals {
  class_id: number;
  price_cents: number;
  discount_cents: number;
  tax_cents: number;
  /** price − discount + tax */
  total_cents: number;
}

export interface PromotionTotals {
  code: string;
  code_id: number;
  promotion_id: number;
  discount_cents: number;
  /** why it gave nothing now, e.g. the cart changed after it was applied */
  reason: "minimum_not_reached" | "not_for_these_classes" | null;
}

export interface GiftCardTotals {
  gift_card_id: number;
  code: string;
  /** The card's balance before this cart; never changed here. */
  balance_cents: number;
  applied_cents: number;
}

export interface Totals {
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  /** Decision 083: the kitchens' delivery fees, after discounts and untaxed. */
  delivery_fee_cents: number;
  donation_cents: number;
  /** subtotal − discount + tax + delivery fee + donation */
  total_cents: number;
  gift_card_cents: number;
  /** total − gift cards: what the card payment is asked for. */
  amount_due_cents: number;
  lines: LineTotals[];
  promotions: PromotionTotals[];
  gift_cards: GiftCardTotals[];
}

const MAX_BPS = 10_000;

/**
 * The totals of a cart (decision 009, "Order of operations for totals").
 *
 * - Promotions apply in the given order, each on what earlier ones left. A promotion whose
 *   promotion_id already appeared earlier in the list (two codes of one promotion, or one code
 *   twice) gives 0 with reason null: a promotion applies at most once per cart, and
 *   checkPromotion's "already_applied" normally keeps the repeat out of the cart altogether.
 * - A `classes` promotion with no line of its class types gives 0, "not_for_these_classes";
 *   otherwise the eligible lines' subtotal before any discount below `minimum_cents` gives 0,
 *   "minimum_not_reached" (an empty cart with an `order` promotion and a minimum lands here, as
 *   in checkPromotion).
 * - Each discount is spread over its eligible lines in proportion to what remains on them, by
 *   the largest-remainder method (ties go to the earlier line), so the parts add up exactly.
 * - A gift card listed twice pays only the first time: it has one balance.
 *
 * Throws RangeError on input no caller should pass (negative or fractional cents, a rate outside
 * 0–10 000 bps, two lines for one class): callers validate earlier, this only guards against bugs.
 */
export function computeTotals(input: TotalsInput): Totals {
  validateInput(input);

  const remaining = input.lines.map((line) => line.price_cents);
  const lineDiscounts = input.lines.map(() => 0);
  const seenPromotions = new Set<number>();

  const promotions = input.promotions.map((promotion): PromotionTotals => {
    const result = (discount_cents: number, reason: PromotionTotals["reason"]): PromotionTotals => ({
      code: promotion.code,
      code_id: promotion.code_id,
      promotion_id: promotion.promotion_id,
      discount_cents,
      reason,
    });
    if (seenPromotions.has(promotion.promotion_id)) return result(0, null);
    seenPromotions.add(promotion.promotion_id);

    const eligible = eligibleLineIndexes(input.lines, promotion);
    if (promotion.applies_to === "classes" && eligible.length === 0) {
      return result(0, "not_for_these_classes");
    }
    const eligibleSubtotal = sum(eligible.map((index) => input.lines[index]?.price_cents ?? 0));
    if (eligibleSubtotal < promotion.minimum_cents) return result(0, "minimum_not_reached");

    const eligibleRemaining = eligible.map((index) => remaining[index] ?? 0);
    const available = sum(eligibleRemaining);
    const wanted =
      promotion.discount_type === "percent"
        ? percentOf(available, promotion.discount_value)
        : promotion.discount_value;
    const discount = Math.min(wanted, available);

    const shares = spreadByLargestRemainder(discount, eligibleRemaining);
    eligible.forEach((lineIndex, position) => {
      const share = shares[position] ?? 0;
      remaining[lineIndex] = (remaining[lineIndex] ?? 0) - share;
      lineDiscounts[lineIndex] = (lineDiscounts[lineIndex] ?? 0) + share;
    });
    return result(discount, null);
  });

  const lines = input.lines.map((line, index): LineTotals => {
    const discount = lineDiscounts[index] ?? 0;
    const taxed = line.price_cents - discount;
    const tax = percentOf(taxed, line.tax_rate_bps);
    return {
      class_id: line.class_id,
      price_cents: line.price_cents,
      discount_cents: discount,
      tax_cents: tax,
      total_cents: taxed + tax,
    };
  });

  const subtotal = sum(lines.map((line) => line.price_cents));
  const discount = sum(lines.map((line) => line.discount_cents));
  const tax = sum(lines.map((line) => line.tax_cents));
  // Decision 083: each kitchen's fee, free once its lines after discounts reach its threshold.
  const deliveryFee = sum(
    (input.deliveries ?? []).map((delivery) =>
      deliveryFeeCents(delivery, sum(lines.filter((line) => delivery.class_ids.includes(line.class_id)).map((line) => line.price_cents - line.discount_cents))),
    ),
  );
  const total = subtotal - discount + tax + deliveryFee + input.donation_cents;
  if (!Number.isSafeInteger(total)) throw new RangeError(`computeTotals: total beyond exact cents: ${total}`);

  let due = total;
  const seenCards = new Set<number>();
  const giftCards = input.gift_cards.map((card): GiftCardTotals => {
    const applied = seenCards.has(card.gift_card_id) ? 0 : Math.min(card.balance_cents, due);
    seenCards.add(card.gift_card_id);
    due -= applied;
    return {
      gift_card_id: card.gift_card_id,
      code: card.code,
      balance_cents: card.balance_cents,
      applied_cents: applied,
    };
  });

  return {
    subtotal_cents: subtotal,
    discount_cents: discount,
    tax_cents: tax,
    delivery_fee_cents: deliveryFee,
    donation_cents: input.donation_cents,
    total_cents: total,
    gift_card_cents: total - due,
    amount_due_cents: due,
    lines,
    promotions,
    gift_cards: giftCards,
  };
}

function eligibleLineIndexes(lines: TotalsLine[], promotion: TotalsPromotion): number[] {
  const indexes = lines.map((_, index) => index);
  if (promotion.applies_to === "order") return indexes;
  const types = new Set(promotion.class_type_ids);
  return indexes.filter((index) => types.has(lines[index]?.class_type_id ?? Number.NaN));
}

/**
 * `amount` split in proportion to `weights` (Hamilton's method): each part is the floor of its
 * exact share, and the cents left over go one each to the largest fractional remainders, the
 * earlier weight first on a tie. BigInt keeps amount × weight exact. With amount ≤ Σ weights no
 * part exceeds its weight.
 */
function spreadByLargestRemainder(amount: number, weights: number[]): number[] {
  const total = BigInt(sum(weights));
  if (amount === 0 || total === 0n) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const parts = exact.map((product) => Number(product / total));
  let leftover = amount - sum(parts);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (leftover === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`computeTotals: ${what} must be a non-negative integer of cents, got ${value}`);
  }
}

function assertBps(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_BPS) {
    throw new RangeError(`computeTotals: ${what} must be whole basis points from 0 to ${MAX_BPS}, got ${value}`);
  }
}

function assertId(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`computeTotals: ${what} must be an integer id, got ${value}`);
}

function validateInput(input: TotalsInput): void {
  const classIds = new Set<number>();
  for (const line of input.lines) {
    assertId(line.class_id, "class_id");
    assertId(line.class_type_id, `class_type_id of class ${line.class_id}`);
    if (classIds.has(line.class_id)) throw new RangeError(`computeTotals: class ${line.class_id} is in two lines`);
    classIds.add(line.class_id);
    assertCents(line.price_cents, `price of class ${line.class_id}`);
    assertBps(line.tax_rate_bps, `tax rate of class ${line.class_id}`);
  }
  for (const promotion of input.promotions) {
    const what = `promotion code ${promotion.code}`;
    assertId(promotion.promotion_id, `promotion_id of ${what}`);
    assertId(promotion.code_id, `code_id of ${what}`);
    if (promotion.discount_type === "percent") assertBps(promotion.discount_value, `percent of ${what}`);
    else if (promotion.discount_type === "fixed") assertCents(promotion.discount_value, `amount of ${what}`);
    else throw new RangeError(`computeTotals: unknown discount type of ${what}`);
    if (promotion.applies_to !== "order" && promotion.applies_to !== "classes") {
      throw new RangeError(`computeTotals: unknown applies_to of ${what}`);
    }
    promotion.class_type_ids.forEach((id) => assertId(id, `class type of ${what}`));
    assertCents(promotion.minimum_cents, `minimum of ${what}`);
  }
  for (const delivery of input.deliveries ?? []) {
    assertId(delivery.location_id, "location_id of a delivery");
    assertCents(delivery.fee_cents, `delivery fee of location ${delivery.location_id}`);
    if (delivery.free_over_cents !== null) assertCents(delivery.free_over_cents, `free delivery threshold of location ${delivery.location_id}`);
  }
  assertCents(input.donation_cents, "donation");
  for (const card of input.gift_cards) {
    assertId(card.gift_card_id, "gift_card_id");
    assertCents(card.balance_cents, `balance of gift card ${card.gift_card_id}`);
  }
}

/** The totals of one amount with nothing to add or take off: a gift card bought, a move's difference (decision 089). */
export function amountTotals(amountCents: number): Totals {
  return {
    subtotal_cents: amountCents,
    discount_cents: 0,
    tax_cents: 0,
    delivery_fee_cents: 0,
    donation_cents: 0,
    total_cents: amountCents,
    gift_card_cents: 0,
    amount_due_cents: amountCents,
    lines: [],
    promotions: [],
    gift_cards: [],
  };
}
