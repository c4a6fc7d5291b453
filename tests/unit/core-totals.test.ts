import { describe, expect, it } from "vitest";
import {
  computeTotals,
  type PromotionTotals,
  type Totals,
  type TotalsGiftCard,
  type TotalsInput,
  type TotalsLine,
  type TotalsPromotion,
} from "../../workers/core/totals";

// Small builders so each table row reads as the cart a person would see.
function line(class_id: number, price_cents: number, tax_rate_bps = 0, class_type_id = 1): TotalsLine {
  return { class_id, class_type_id, price_cents, tax_rate_bps };
}

type PromotionOptions = Partial<Pick<TotalsPromotion, "applies_to" | "class_type_ids" | "minimum_cents" | "code_id">>;

function promotion(
  promotion_id: number,
  discount_type: TotalsPromotion["discount_type"],
  discount_value: number,
  options: PromotionOptions = {},
): TotalsPromotion {
  const code_id = options.code_id ?? promotion_id * 10;
  return {
    code: `CODE${code_id}`,
    code_id,
    promotion_id,
    discount_type,
    discount_value,
    applies_to: options.applies_to ?? "order",
    class_type_ids: options.class_type_ids ?? [],
    minimum_cents: options.minimum_cents ?? 0,
  };
}
const percent = (id: number, bps: number, options?: PromotionOptions) => promotion(id, "percent", bps, options);
const fixed = (id: number, cents: number, options?: PromotionOptions) => promotion(id, "fixed", cents, options);

function card(gift_card_id: number, balance_cents: number): TotalsGiftCard {
  return { gift_card_id, code: `GIFT-CARD-${String(gift_card_id).padStart(4, "0")}-AAAA`, balance_cents };
}

function cart(
  lines: TotalsLine[],
  options: { promotions?: TotalsPromotion[]; donation?: number; gift_cards?: TotalsGiftCard[] } = {},
): TotalsInput {
  return {
    lines,
    promotions: options.promotions ?? [],
    donation_cents: options.donation ?? 0,
    gift_cards: options.gift_cards ?? [],
  };
}

/** What every row states; promotions and gift cards only where the row is about them. */
interface Expected {
  subtotal: number;
  discount: number;
  tax: number;
  donation: number;
  total: number;
  gift_card: number;
  due: number;
  line_discounts: number[];
  line_taxes?: number[];
  promotions?: Array<[number, PromotionTotals["reason"]]>;
  applied?: number[];
}

function summary(totals: Totals, expected: Expected): Expected {
  return {
    subtotal: totals.subtotal_cents,
    discount: totals.discount_cents,
    tax: totals.tax_cents,
    donation: totals.donation_cents,
    total: totals.total_cents,
    gift_card: totals.gift_card_cents,
    due: totals.amount_due_cents,
    line_discounts: totals.lines.map((l) => l.discount_cents),
    ...(expected.line_taxes ? { line_taxes: totals.lines.map((l) => l.tax_cents) } : {}),
    ...(expected.promotions
      ? { promotions: totals.promotions.map((p): [number, PromotionTotals["reason"]] => [p.discount_cents, p.reason]) }
      : {}),
    ...(expected.applied ? { applied: totals.gift_cards.map((g) => g.applied_cents) } : {}),
  };
}

const twentyEqualLines = Array.from({ length: 20 }, (_, i) => line(i + 1, 2500, 725));
const twentyOddLines = Array.from({ length: 20 }, (_, i) => line(i + 1, 999));

// Every expectation below was worked out by hand; the comment shows the arithmetic.
const cases: Array<[string, TotalsInput, Expected]> = [
  [
    "an empty cart is all zeros",
    cart([]),
    { subtotal: 0, discount: 0, tax: 0, donation: 0, total: 0, gift_card: 0, due: 0, line_discounts: [] },
  ],
  [
    "an empty cart with a $5 donation costs the donation",
    cart([], { donation: 500 }),
    { subtotal: 0, discount: 0, tax: 0, donation: 500, total: 500, gift_card: 0, due: 500, line_discounts: [] },
  ],
  [
    "one untaxed line costs its price",
    cart([line(1, 4500)]),
    { subtotal: 4500, discount: 0, tax: 0, donation: 0, total: 4500, gift_card: 0, due: 4500, line_discounts: [0] },
  ],
  [
    "tax rounds half up: 1999 × 7.25 % = 144.9275 → 145",
    cart([line(1, 1999, 725)]),
    { subtotal: 1999, discount: 0, tax: 145, donation: 0, total: 2144, gift_card: 0, due: 2144, line_discounts: [0] },
  ],
  [
    "tax of exactly half a cent rounds up: 1000 × 7.25 % = 72.5 → 73",
    cart([line(1, 1000, 725)]),
    { subtotal: 1000, discount: 0, tax: 73, donation: 0, total: 1073, gift_card: 0, due: 1073, line_discounts: [0] },
  ],
  [
    "tax below half a cent rounds down: 1234 × 7.25 % = 89.465 → 89",
    cart([line(1, 1234, 725)]),
    { subtotal: 1234, discount: 0, tax: 89, donation: 0, total: 1323, gift_card: 0, due: 1323, line_discounts: [0] },
  ],
  [
    "a 100 % tax rate doubles the line",
    cart([line(1, 1234, 10000)]),
    { subtotal: 1234, discount: 0, tax: 1234, donation: 0, total: 2468, gift_card: 0, due: 2468, line_discounts: [0] },
  ],
  [
    "two locations tax each line at its own rate: 4500 × 7.25 % = 326.25 → 326, 6000 × 6.75 % = 405",
    cart([line(1, 4500, 725), line(2, 6000, 675)]),
    {
      subtotal: 10500, discount: 0, tax: 731, donation: 0, total: 11231, gift_card: 0, due: 11231,
      line_discounts: [0, 0], line_taxes: [326, 405],
    },
  ],
  [
    "10 % off the order is spread by amount and tax follows the discounted lines",
    // 1050 off: 450 + 600. Tax 4050 × 7.25 % = 293.625 → 294, 5400 × 6.75 % = 364.5 → 365.
    cart([line(1, 4500, 725), line(2, 6000, 675)], { promotions: [percent(1, 1000)] }),
    {
      subtotal: 10500, discount: 1050, tax: 659, donation: 0, total: 10109, gift_card: 0, due: 10109,
      line_discounts: [450, 600], line_taxes: [294, 365], promotions: [[1050, null]],
    },
  ],
  [
    "a percent discount rounds half up: 10 % of 1005 = 100.5 → 101",
    cart([line(1, 1005)], { promotions: [percent(1, 1000)] }),
    { subtotal: 1005, discount: 101, tax: 0, donation: 0, total: 904, gift_card: 0, due: 904, line_discounts: [101] },
  ],
  [
    "a fixed $50 code on a $30 cart is capped at $30 and nothing goes negative",
    cart([line(1, 3000, 725)], { promotions: [fixed(1, 5000)] }),
    {
      subtotal: 3000, discount: 3000, tax: 0, donation: 0, total: 0, gift_card: 0, due: 0,
      line_discounts: [3000], line_taxes: [0], promotions: [[3000, null]],
    },
  ],
  [
    "a capped fixed code leaves the donation whole",
    cart([line(1, 3000)], { promotions: [fixed(1, 5000)], donation: 700 }),
    { subtotal: 3000, discount: 3000, tax: 0, donation: 700, total: 700, gift_card: 0, due: 700, line_discounts: [3000] },
  ],
  [
    "a classes-only code discounts only lines of its class types",
    // Eligible 4000 + 2000 = 6000, 25 % = 1500 → 1000 + 500. Tax 6 %: 3000 → 180, 6000 → 360, 1500 → 90.
    cart([line(1, 4000, 600, 1), line(2, 6000, 600, 2), line(3, 2000, 600, 1)], {
      promotions: [percent(1, 2500, { applies_to: "classes", class_type_ids: [1] })],
    }),
    {
      subtotal: 12000, discount: 1500, tax: 630, donation: 0, total: 11130, gift_card: 0, due: 11130,
      line_discounts: [1000, 0, 500], line_taxes: [180, 360, 90], promotions: [[1500, null]],
    },
  ],
  [
    "a classes-only code with no line of its types gives nothing: not_for_these_classes",
    cart([line(1, 5000, 0, 2)], { promotions: [percent(1, 2500, { applies_to: "classes", class_type_ids: [1] })] }),
    {
      subtotal: 5000, discount: 0, tax: 0, donation: 0, total: 5000, gift_card: 0, due: 5000,
      line_discounts: [0], promotions: [[0, "not_for_these_classes"]],
    },
  ],
  [
    "a classes-only code on an empty cart is not_for_these_classes",
    cart([], { promotions: [fixed(1, 500, { applies_to: "classes", class_type_ids: [1] })] }),
    {
      subtotal: 0, discount: 0, tax: 0, donation: 0, total: 0, gift_card: 0, due: 0,
      line_discounts: [], promotions: [[0, "not_for_these_classes"]],
    },
  ],
  [
    "an order code with a minimum on an empty cart is minimum_not_reached",
    cart([], { promotions: [fixed(1, 500, { minimum_cents: 2500 })], donation: 1000 }),
    {
      subtotal: 0, discount: 0, tax: 0, donation: 1000, total: 1000, gift_card: 0, due: 1000,
      line_discounts: [], promotions: [[0, "minimum_not_reached"]],
    },
  ],
  [
    "an order code without a minimum on an empty cart gives 0 with no reason",
    cart([], { promotions: [fixed(1, 500)], donation: 1000 }),
    {
      subtotal: 0, discount: 0, tax: 0, donation: 1000, total: 1000, gift_card: 0, due: 1000,
      line_discounts: [], promotions: [[0, null]],
    },
  ],
  [
    "one cent below the minimum gives nothing: minimum_not_reached",
    cart([line(1, 4999)], { promotions: [fixed(1, 1000, { minimum_cents: 5000 })] }),
    {
      subtotal: 4999, discount: 0, tax: 0, donation: 0, total: 4999, gift_card: 0, due: 4999,
      line_discounts: [0], promotions: [[0, "minimum_not_reached"]],
    },
  ],
  [
    "exactly the minimum counts as reached",
    cart([line(1, 5000)], { promotions: [fixed(1, 1000, { minimum_cents: 5000 })] }),
    {
      subtotal: 5000, discount: 1000, tax: 0, donation: 0, total: 4000, gift_card: 0, due: 4000,
      line_discounts: [1000], promotions: [[1000, null]],
    },
  ],
  [
    "the minimum counts only eligible lines: $30 of type 1 in a $70 cart misses a $50 minimum",
    cart([line(1, 3000, 0, 1), line(2, 4000, 0, 2)], {
      promotions: [fixed(1, 1000, { applies_to: "classes", class_type_ids: [1], minimum_cents: 5000 })],
    }),
    {
      subtotal: 7000, discount: 0, tax: 0, donation: 0, total: 7000, gift_card: 0, due: 7000,
      line_discounts: [0, 0], promotions: [[0, "minimum_not_reached"]],
    },
  ],
  [
    "the minimum compares with the subtotal before earlier discounts",
    // $10 off first leaves $40, but the $50 minimum of the second code is met by the $50 price.
    cart([line(1, 5000)], { promotions: [fixed(1, 1000), fixed(2, 500, { minimum_cents: 5000 })] }),
    {
      subtotal: 5000, discount: 1500, tax: 0, donation: 0, total: 3500, gift_card: 0, due: 3500,
      line_discounts: [1500], promotions: [[1000, null], [500, null]],
    },
  ],
  [
    "20 % then $10 off: 2000 + 1000",
    cart([line(1, 10000)], { promotions: [percent(1, 2000), fixed(2, 1000)] }),
    {
      subtotal: 10000, discount: 3000, tax: 0, donation: 0, total: 7000, gift_card: 0, due: 7000,
      line_discounts: [3000], promotions: [[2000, null], [1000, null]],
    },
  ],
  [
    "$10 then 20 % off: 1000 + 20 % of 9000 = 1800 — the order matters",
    cart([line(1, 10000)], { promotions: [fixed(2, 1000), percent(1, 2000)] }),
    {
      subtotal: 10000, discount: 2800, tax: 0, donation: 0, total: 7200, gift_card: 0, due: 7200,
      line_discounts: [2800], promotions: [[1000, null], [1800, null]],
    },
  ],
  [
    "an order code then a classes code: the second works on what the first left",
    // $10 off 6000 + 4000 → 600 + 400; then 50 % of line 2's remaining 3600 = 1800.
    cart([line(1, 6000, 0, 1), line(2, 4000, 0, 2)], {
      promotions: [fixed(1, 1000), percent(2, 5000, { applies_to: "classes", class_type_ids: [2] })],
    }),
    {
      subtotal: 10000, discount: 2800, tax: 0, donation: 0, total: 7200, gift_card: 0, due: 7200,
      line_discounts: [600, 2200], promotions: [[1000, null], [1800, null]],
    },
  ],
  [
    "the same promotion twice (two of its codes) applies once; the repeat gives 0",
    cart([line(1, 10000)], { promotions: [percent(7, 1000, { code_id: 1 }), percent(7, 1000, { code_id: 2 })] }),
    {
      subtotal: 10000, discount: 1000, tax: 0, donation: 0, total: 9000, gift_card: 0, due: 9000,
      line_discounts: [1000], promotions: [[1000, null], [0, null]],
    },
  ],
  [
    "$10 off three $10 lines splits 334 / 333 / 333, the tie's extra cent to the first line",
    cart([line(1, 1000), line(2, 1000), line(3, 1000)], { promotions: [fixed(1, 1000)] }),
    {
      subtotal: 3000, discount: 1000, tax: 0, donation: 0, total: 2000, gift_card: 0, due: 2000,
      line_discounts: [334, 333, 333],
    },
  ],
  [
    "the split lines are taxed on their own amounts: 666 → 48.285 → 48, 667 → 48.3575 → 48",
    cart([line(1, 1000, 725), line(2, 1000, 725), line(3, 1000, 725)], { promotions: [fixed(1, 1000)] }),
    {
      subtotal: 3000, discount: 1000, tax: 144, donation: 0, total: 2144, gift_card: 0, due: 2144,
      line_discounts: [334, 333, 333], line_taxes: [48, 48, 48],
    },
  ],
  [
    "the leftover cent goes to the largest remainder: $1 over 100/200/300 → 16.67, 33.33, 50 → 17/33/50",
    cart([line(1, 100), line(2, 200), line(3, 300)], { promotions: [fixed(1, 100)] }),
    { subtotal: 600, discount: 100, tax: 0, donation: 0, total: 500, gift_card: 0, due: 500, line_discounts: [17, 33, 50] },
  ],
  [
    "a free line takes no share of a discount",
    cart([line(1, 0), line(2, 2000)], { promotions: [fixed(1, 500)] }),
    { subtotal: 2000, discount: 500, tax: 0, donation: 0, total: 1500, gift_card: 0, due: 1500, line_discounts: [0, 500] },
  ],
  [
    "the donation is neither taxed nor discounted",
    // 50 % of 2000 = 1000; tax on 1000 at 7.25 % = 72.5 → 73; + 1000 donation.
    cart([line(1, 2000, 725)], { promotions: [percent(1, 5000)], donation: 1000 }),
    {
      subtotal: 2000, discount: 1000, tax: 73, donation: 1000, total: 2073, gift_card: 0, due: 2073,
      line_discounts: [1000], line_taxes: [73],
    },
  ],
  [
    "100 % off leaves no tax to pay",
    cart([line(1, 4500, 725), line(2, 3000, 675)], { promotions: [percent(1, 10000)], donation: 500 }),
    {
      subtotal: 7500, discount: 7500, tax: 0, donation: 500, total: 500, gift_card: 0, due: 500,
      line_discounts: [4500, 3000], line_taxes: [0, 0],
    },
  ],
  [
    "a code after 100 % off has nothing left to take",
    cart([line(1, 4500)], { promotions: [percent(1, 10000), fixed(2, 1000)] }),
    {
      subtotal: 4500, discount: 4500, tax: 0, donation: 0, total: 0, gift_card: 0, due: 0,
      line_discounts: [4500], promotions: [[4500, null], [0, null]],
    },
  ],
  [
    "a gift card covers part of the total",
    cart([line(1, 5000)], { gift_cards: [card(1, 2000)] }),
    {
      subtotal: 5000, discount: 0, tax: 0, donation: 0, total: 5000, gift_card: 2000, due: 3000,
      line_discounts: [0], applied: [2000],
    },
  ],
  [
    "a gift card covers exactly all: 5000 + 362.5 → 363 tax",
    cart([line(1, 5000, 725)], { gift_cards: [card(1, 5363)] }),
    {
      subtotal: 5000, discount: 0, tax: 363, donation: 0, total: 5363, gift_card: 5363, due: 0,
      line_discounts: [0], applied: [5363],
    },
  ],
  [
    "a gift card worth more than the total pays only the total",
    cart([line(1, 5000)], { gift_cards: [card(1, 8000)] }),
    {
      subtotal: 5000, discount: 0, tax: 0, donation: 0, total: 5000, gift_card: 5000, due: 0,
      line_discounts: [0], applied: [5000],
    },
  ],
  [
    "gift cards pay in the order applied: 3000 then the 2000 still due",
    cart([line(1, 5000)], { gift_cards: [card(1, 3000), card(2, 4000)] }),
    {
      subtotal: 5000, discount: 0, tax: 0, donation: 0, total: 5000, gift_card: 5000, due: 0,
      line_discounts: [0], applied: [3000, 2000],
    },
  ],
  [
    "the same two gift cards the other way round: 4000 then 1000",
    cart([line(1, 5000)], { gift_cards: [card(2, 4000), card(1, 3000)] }),
    {
      subtotal: 5000, discount: 0, tax: 0, donation: 0, total: 5000, gift_card: 5000, due: 0,
      line_discounts: [0], applied: [4000, 1000],
    },
  ],
  [
    "a gift card with no balance pays nothing and the next one still pays",
    cart([line(1, 5000)], { gift_cards: [card(1, 0), card(2, 1000)] }),
    {
      subtotal: 5000, discount: 0, tax: 0, donation: 0, total: 5000, gift_card: 1000, due: 4000,
      line_discounts: [0], applied: [0, 1000],
    },
  ],
  [
    "a gift card listed twice pays once",
    cart([line(1, 5000)], { gift_cards: [card(1, 1000), card(1, 1000)] }),
    {
      subtotal: 5000, discount: 0, tax: 0, donation: 0, total: 5000, gift_card: 1000, due: 4000,
      line_discounts: [0], applied: [1000, 0],
    },
  ],
  [
    "a gift card also pays the donation",
    cart([line(1, 1000)], { donation: 500, gift_cards: [card(1, 1500)] }),
    {
      subtotal: 1000, discount: 0, tax: 0, donation: 500, total: 1500, gift_card: 1500, due: 0,
      line_discounts: [0], applied: [1500],
    },
  ],
  [
    "a full cart of 20 lines: 10 % off 50000 is 250 a line, tax 2250 × 7.25 % = 163.125 → 163 each",
    cart(twentyEqualLines, { promotions: [percent(1, 1000)], gift_cards: [card(1, 10000)] }),
    {
      subtotal: 50000, discount: 5000, tax: 3260, donation: 0, total: 48260, gift_card: 10000, due: 38260,
      line_discounts: Array<number>(20).fill(250), line_taxes: Array<number>(20).fill(163), applied: [10000],
    },
  ],
  [
    "$10.01 over 20 equal lines: 50.05 each → 50, the one leftover cent to the first line",
    cart(twentyOddLines, { promotions: [fixed(1, 1001)] }),
    {
      subtotal: 19980, discount: 1001, tax: 0, donation: 0, total: 18979, gift_card: 0, due: 18979,
      line_discounts: [51, ...Array<number>(19).fill(50)],
    },
  ],
];

describe("computeTotals (decision 009 order of operations)", () => {
  it("has at least 30 hand-computed cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)("%s", (_name, input, expected) => {
    const totals = computeTotals(input);
    expect(summary(totals, expected)).toEqual(expected);
  });

  it("answers the whole Totals shape, lines and promotions and gift cards in input order", () => {
    const totals = computeTotals(
      cart([line(11, 4500, 725, 3), line(12, 6000, 675, 4)], {
        promotions: [percent(1, 1000), fixed(2, 1000, { applies_to: "classes", class_type_ids: [9] })],
        donation: 250,
        gift_cards: [card(5, 4000), card(6, 10000)],
      }),
    );
    // 1050 off → 450 / 600; tax 294 + 365; total 10500 − 1050 + 659 + 250 = 10359.
    expect(totals).toEqual<Totals>({
      subtotal_cents: 10500,
      discount_cents: 1050,
      tax_cents: 659,
      delivery_fee_cents: 0,
      donation_cents: 250,
      total_cents: 10359,
      gift_card_cents: 10359,
      amount_due_cents: 0,
      lines: [
        { class_id: 11, price_cents: 4500, discount_cents: 450, tax_cents: 294, total_cents: 4344 },
        { class_id: 12, price_cents: 6000, discount_cents: 600, tax_cents: 365, total_cents: 5765 },
      ],
      promotions: [
        { code: "CODE10", code_id: 10, promotion_id: 1, discount_cents: 1050, reason: null },
        { code: "CODE20", code_id: 20, promotion_id: 2, discount_cents: 0, reason: "not_for_these_classes" },
      ],
      gift_cards: [
        { gift_card_id: 5, code: card(5, 0).code, balance_cents: 4000, applied_cents: 4000 },
        { gift_card_id: 6, code: card(6, 0).code, balance_cents: 10000, applied_cents: 6359 },
      ],
    });
  });

  it("does not change its input", () => {
    const input = cart([line(1, 1000, 725), line(2, 1000, 725)], {
      promotions: [fixed(1, 500)],
      gift_cards: [card(1, 700)],
    });
    const copy = structuredClone(input);
    computeTotals(input);
    expect(input).toEqual(copy);
  });
});

describe("computeTotals refuses input no caller should pass", () => {
  const valid = () => cart([line(1, 1000, 725)], { promotions: [percent(1, 1000)], gift_cards: [card(1, 100)] });

  it.each<[string, (input: TotalsInput) => void]>([
    ["a negative price", (input) => void (input.lines[0]!.price_cents = -1)],
    ["a fractional price", (input) => void (input.lines[0]!.price_cents = 10.5)],
    ["a price that is not a number", (input) => void (input.lines[0]!.price_cents = Number.NaN)],
    ["a tax rate above 10 000 bps", (input) => void (input.lines[0]!.tax_rate_bps = 10001)],
    ["a negative tax rate", (input) => void (input.lines[0]!.tax_rate_bps = -1)],
    ["a fractional tax rate", (input) => void (input.lines[0]!.tax_rate_bps = 72.5)],
    ["two lines for one class", (input) => void input.lines.push(line(1, 500))],
    ["a negative donation", (input) => void (input.donation_cents = -100)],
    ["a fractional donation", (input) => void (input.donation_cents = 0.5)],
    ["a percent above 100 %", (input) => void (input.promotions[0]!.discount_value = 10001)],
    ["a negative fixed discount", (input) => void input.promotions.push(fixed(2, -100))],
    ["a fractional fixed discount", (input) => void input.promotions.push(fixed(2, 99.9))],
    ["a negative minimum", (input) => void input.promotions.push(fixed(2, 100, { minimum_cents: -1 }))],
    ["a negative gift card balance", (input) => void (input.gift_cards[0]!.balance_cents = -1)],
    ["a fractional gift card balance", (input) => void (input.gift_cards[0]!.balance_cents = 1.25)],
  ])("throws RangeError for %s", (_name, spoil) => {
    const input = valid();
    expect(() => computeTotals(input)).not.toThrow();
    spoil(input);
    expect(() => computeTotals(input)).toThrow(RangeError);
  });
});

// mulberry32: a tiny seeded PRNG, so the "random" carts are the same on every run.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomCart(random: () => number): TotalsInput {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  const lines = Array.from({ length: int(0, 20) }, (_, i) =>
    line(i + 1, pick([0, 1, 999, 1999, int(1, 50000)]), pick([0, 600, 675, 725, 1000, int(0, 10000)]), int(1, 4)),
  );
  const promotions = Array.from({ length: int(0, 5) }, () => {
    const options: PromotionOptions = {
      applies_to: pick(["order", "classes"] as const),
      class_type_ids: [int(1, 4), int(1, 4)],
      minimum_cents: pick([0, 0, 1000, int(0, 100000)]),
    };
    return random() < 0.5
      ? percent(int(1, 6), pick([1000, 2500, 3333, 10000, int(0, 10000)]), options)
      : fixed(int(1, 6), pick([1, 500, 1001, int(0, 100000)]), options);
  });
  const gift_cards = Array.from({ length: int(0, 5) }, () => card(int(1, 8), pick([0, 1, 2500, int(0, 200000)])));
  return cart(lines, { promotions, donation: pick([0, int(0, 100000)]), gift_cards });
}

describe("computeTotals invariants over 500 seeded random carts", () => {
  const random = seededRandom(20261201);
  const carts = Array.from({ length: 500 }, () => randomCart(random));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it("keeps every amount an integer and every sum exact", () => {
    for (const input of carts) {
      const t = computeTotals(input);
      const amounts = [
        t.subtotal_cents, t.discount_cents, t.tax_cents, t.donation_cents, t.total_cents, t.gift_card_cents,
        t.amount_due_cents,
        ...t.lines.flatMap((l) => [l.price_cents, l.discount_cents, l.tax_cents, l.total_cents]),
        ...t.promotions.map((p) => p.discount_cents),
        ...t.gift_cards.map((g) => g.applied_cents),
      ];
      expect(amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)).toBe(true);
      expect(t.subtotal_cents).toBe(sum(input.lines.map((l) => l.price_cents)));
      expect(sum(t.lines.map((l) => l.discount_cents))).toBe(t.discount_cents);
      expect(sum(t.promotions.map((p) => p.discount_cents))).toBe(t.discount_cents);
      expect(sum(t.lines.map((l) => l.tax_cents))).toBe(t.tax_cents);
      expect(t.total_cents).toBe(t.subtotal_cents - t.discount_cents + t.tax_cents + t.donation_cents);
      expect(sum(t.gift_cards.map((g) => g.applied_cents))).toBe(t.gift_card_cents);
      expect(t.amount_due_cents).toBe(t.total_cents - t.gift_card_cents);
    }
  });

  it("never discounts a line below zero, never charges a card beyond its balance, never owes below zero", () => {
    for (const input of carts) {
      const t = computeTotals(input);
      t.lines.forEach((l, i) => {
        expect(l.discount_cents).toBeLessThanOrEqual(l.price_cents);
        // Half up in whole numbers: floor((amount × bps + 5000) / 10 000).
        const taxed = (l.price_cents - l.discount_cents) * input.lines[i]!.tax_rate_bps;
        expect(l.tax_cents).toBe(Math.floor((taxed + 5000) / 10000));
        expect(l.total_cents).toBe(l.price_cents - l.discount_cents + l.tax_cents);
      });
      t.gift_cards.forEach((g, i) => {
        expect(g.applied_cents).toBeLessThanOrEqual(g.balance_cents);
        expect(g.balance_cents).toBe(input.gift_cards[i]!.balance_cents);
      });
      expect(t.amount_due_cents).toBeGreaterThanOrEqual(0);
      // A card listed twice pays once, from its first listing.
      const firstListings = input.gift_cards.filter(
        (g, i) => input.gift_cards.findIndex((other) => other.gift_card_id === g.gift_card_id) === i,
      );
      const balances = sum(firstListings.map((g) => g.balance_cents));
      if (balances >= t.total_cents) expect(t.amount_due_cents).toBe(0);
    }
  });

  it("gives an ineligible line no discount and a failed or repeated promotion nothing", () => {
    for (const input of carts) {
      const t = computeTotals(input);
      const seen = new Set<number>();
      t.promotions.forEach((p, i) => {
        const rules = input.promotions[i]!;
        if (seen.has(rules.promotion_id) || p.reason !== null) expect(p.discount_cents).toBe(0);
        seen.add(rules.promotion_id);
      });
      const types = new Set(
        input.promotions
          .filter((p, i) => t.promotions[i]!.discount_cents > 0)
          .flatMap((p) => (p.applies_to === "order" ? [1, 2, 3, 4] : p.class_type_ids)),
      );
      t.lines.forEach((l, i) => {
        if (!types.has(input.lines[i]!.class_type_id)) expect(l.discount_cents).toBe(0);
      });
    }
  });

  it("is deterministic: the same cart gives the same totals", () => {
    for (const input of carts.slice(0, 50)) expect(computeTotals(input)).toEqual(computeTotals(structuredClone(input)));
  });
});
