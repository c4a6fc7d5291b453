import { describe, expect, it } from "vitest";
import {
  checkPromotion,
  normalizePromotionCode,
  promotionFailureMessage,
  type PromotionCheckContext,
  type PromotionFailure,
  type PromotionRules,
} from "../../workers/core/promotions";

const NOW = new Date("2026-11-15T18:00:00.000Z");

function rules(overrides: Partial<PromotionRules> = {}): PromotionRules {
  return {
    promotion_id: 7,
    active: true,
    code_active: true,
    starts_at: "2026-11-01T06:00:00.000Z",
    ends_at: "2026-12-02T07:00:00.000Z",
    usage_limit: 100,
    uses: 10,
    code_usage_limit: 50,
    code_uses: 5,
    per_customer_limit: 1,
    customer_uses: 0,
    minimum_cents: 5000,
    applies_to: "order",
    class_type_ids: [],
    ...overrides,
  };
}

function context(overrides: Partial<PromotionCheckContext> = {}): PromotionCheckContext {
  return {
    now: NOW,
    lines: [
      { class_type_id: 1, price_cents: 4500 },
      { class_type_id: 2, price_cents: 3000 },
    ],
    applied_promotion_ids: [],
    ...overrides,
  };
}

describe("checkPromotion", () => {
  it("accepts a code whose rules are all met", () => {
    expect(checkPromotion(rules(), context())).toBeNull();
  });

  it.each<[string, PromotionRules | null, Partial<PromotionCheckContext>, PromotionFailure]>([
    ["no such code", null, {}, "unknown"],
    ["the promotion is switched off", rules({ active: false }), {}, "inactive"],
    ["the code is switched off", rules({ code_active: false }), {}, "inactive"],
    ["the promotion is already on the cart", rules(), { applied_promotion_ids: [3, 7] }, "already_applied"],
    ["it starts tomorrow", rules({ starts_at: "2026-11-16T18:00:00.000Z" }), {}, "not_started"],
    ["it ended yesterday", rules({ ends_at: "2026-11-14T18:00:00.000Z" }), {}, "expired"],
    ["the promotion's uses are all taken", rules({ usage_limit: 10, uses: 10 }), {}, "used_up"],
    ["the code's uses are all taken", rules({ code_usage_limit: 5, code_uses: 5 }), {}, "used_up"],
    ["this customer used it already", rules({ per_customer_limit: 1, customer_uses: 1 }), {}, "used_up"],
    ["a limit of zero allows nothing", rules({ usage_limit: 0, uses: 0 }), {}, "used_up"],
    [
      "no class in the cart is of its types",
      rules({ applies_to: "classes", class_type_ids: [3, 4], minimum_cents: 0 }),
      {},
      "not_for_these_classes",
    ],
    ["the cart is under the minimum", rules({ minimum_cents: 7501 }), {}, "minimum_not_reached"],
    [
      "the eligible classes are under the minimum though the cart is not",
      rules({ applies_to: "classes", class_type_ids: [1], minimum_cents: 5000 }),
      {},
      "minimum_not_reached",
    ],
    ["an empty cart with a minimum", rules(), { lines: [] }, "minimum_not_reached"],
    [
      "an empty cart with a classes code",
      rules({ applies_to: "classes", class_type_ids: [1], minimum_cents: 0 }),
      { lines: [] },
      "not_for_these_classes",
    ],
  ])("refuses when %s", (_name, promotionRules, contextOverrides, failure) => {
    expect(checkPromotion(promotionRules, context(contextOverrides))).toBe(failure);
  });

  it.each<[string, Partial<PromotionRules>, Partial<PromotionCheckContext>]>([
    ["the cart is exactly at the minimum", { minimum_cents: 7500 }, {}],
    ["an empty cart with no minimum and an order code", { minimum_cents: 0 }, { lines: [] }],
    ["there are no limits, dates or minimum", {
      starts_at: null, ends_at: null, usage_limit: null, code_usage_limit: null, per_customer_limit: null, minimum_cents: 0,
    }, {}],
    ["one use is left", { usage_limit: 11, uses: 10, code_usage_limit: 6, code_uses: 5, per_customer_limit: 2, customer_uses: 1 }, {}],
    ["one class of its types is in the cart", { applies_to: "classes", class_type_ids: [2, 9], minimum_cents: 3000 }, {}],
    ["another promotion is on the cart", {}, { applied_promotion_ids: [8] }],
  ])("accepts when %s", (_name, overrides, contextOverrides) => {
    expect(checkPromotion(rules(overrides), context(contextOverrides))).toBeNull();
  });

  describe("date boundaries", () => {
    it("has started at exactly starts_at", () => {
      expect(checkPromotion(rules({ starts_at: NOW.toISOString() }), context())).toBeNull();
    });

    it("has not started a millisecond before starts_at", () => {
      const starts_at = new Date(NOW.getTime() + 1).toISOString();
      expect(checkPromotion(rules({ starts_at }), context())).toBe("not_started");
    });

    it("has expired at exactly ends_at (ends_at is exclusive)", () => {
      expect(checkPromotion(rules({ ends_at: NOW.toISOString() }), context())).toBe("expired");
    });

    it("still works a millisecond before ends_at", () => {
      const ends_at = new Date(NOW.getTime() + 1).toISOString();
      expect(checkPromotion(rules({ ends_at }), context())).toBeNull();
    });

    it("throws RangeError for a date it cannot read (bad data, not customer input)", () => {
      expect(() => checkPromotion(rules({ ends_at: "soon" }), context())).toThrow(RangeError);
      expect(() => checkPromotion(rules({ starts_at: "" }), context())).toThrow(RangeError);
    });
  });

  describe("order of checks: the first failing rule is the one reported", () => {
    // Every rule fails here; switching them back on one at a time walks down the order.
    const broken: PromotionRules = rules({
      active: false,
      code_active: false,
      starts_at: "2026-11-20T00:00:00.000Z",
      ends_at: "2026-11-10T00:00:00.000Z",
      usage_limit: 1,
      uses: 1,
      applies_to: "classes",
      class_type_ids: [9],
      minimum_cents: 999999,
    });
    const applied: Partial<PromotionCheckContext> = { applied_promotion_ids: [7] };

    it.each<[PromotionFailure | null, Partial<PromotionRules>, Partial<PromotionCheckContext>]>([
      ["inactive", {}, applied],
      ["already_applied", { active: true, code_active: true }, applied],
      ["not_started", { active: true, code_active: true }, {}],
      ["expired", { active: true, code_active: true, starts_at: null }, {}],
      ["used_up", { active: true, code_active: true, starts_at: null, ends_at: null }, {}],
      ["not_for_these_classes", { active: true, code_active: true, starts_at: null, ends_at: null, usage_limit: null }, {}],
      [
        "minimum_not_reached",
        { active: true, code_active: true, starts_at: null, ends_at: null, usage_limit: null, class_type_ids: [1] },
        {},
      ],
      [
        null,
        { active: true, code_active: true, starts_at: null, ends_at: null, usage_limit: null, class_type_ids: [1], minimum_cents: 0 },
        {},
      ],
    ])("reports %s next", (failure, fixes, contextOverrides) => {
      expect(checkPromotion({ ...broken, ...fixes }, context(contextOverrides))).toBe(failure);
    });

    it("reports unknown before anything else", () => {
      expect(checkPromotion(null, context(applied))).toBe("unknown");
    });
  });
});

describe("promotionFailureMessage", () => {
  it.each<[PromotionFailure, string]>([
    ["unknown", "We don't know that code. Check the spelling and try again."],
    ["inactive", "This code is no longer active."],
    ["already_applied", "This code is already applied."],
    ["used_up", "This code has been used up."],
    ["not_for_these_classes", "This code isn't for the classes in your cart."],
  ])("says what %s means", (failure, message) => {
    expect(promotionFailureMessage(failure)).toBe(message);
    expect(promotionFailureMessage(failure, rules())).toBe(message);
  });

  it.each<[PromotionFailure, Pick<PromotionRules, "starts_at" | "ends_at" | "minimum_cents">, string]>([
    [
      "expired",
      { starts_at: null, ends_at: "2026-12-01T19:00:00.000Z", minimum_cents: 0 },
      "This code expired on December 1, 2026.",
    ],
    [
      // 03:00 UTC on December 2 is still 8 PM on December 1 in Logan.
      "expired",
      { starts_at: null, ends_at: "2026-12-02T03:00:00.000Z", minimum_cents: 0 },
      "This code expired on December 1, 2026.",
    ],
    [
      // Midnight MST is 07:00 UTC.
      "not_started",
      { starts_at: "2027-01-05T07:00:00.000Z", ends_at: null, minimum_cents: 0 },
      "This code starts on January 5, 2027.",
    ],
    [
      // In summer Denver is UTC−6: 05:30 UTC is 11:30 PM the day before.
      "not_started",
      { starts_at: "2027-07-04T05:30:00.000Z", ends_at: null, minimum_cents: 0 },
      "This code starts on July 3, 2027.",
    ],
    [
      "minimum_not_reached",
      { starts_at: null, ends_at: null, minimum_cents: 5000 },
      "Spend $50.00 on eligible classes to use this code.",
    ],
    [
      "minimum_not_reached",
      { starts_at: null, ends_at: null, minimum_cents: 123456 },
      "Spend $1,234.56 on eligible classes to use this code.",
    ],
  ])("%s shows the date or amount in the shop's words", (failure, promotionRules, message) => {
    expect(promotionFailureMessage(failure, promotionRules)).toBe(message);
  });

  it.each<[PromotionFailure, string]>([
    ["expired", "This code has expired."],
    ["not_started", "This code hasn't started yet."],
    ["minimum_not_reached", "Spend more on eligible classes to use this code."],
  ])("%s without its rules still says something true", (failure, message) => {
    expect(promotionFailureMessage(failure)).toBe(message);
    expect(promotionFailureMessage(failure, null)).toBe(message);
    expect(promotionFailureMessage(failure, { starts_at: "not a date", ends_at: null, minimum_cents: 0 })).toBe(message);
  });
});

describe("normalizePromotionCode", () => {
  it.each([
    ["SUMMER25", "SUMMER25"],
    ["summer25", "SUMMER25"],
    ["  Fall-Kids_10 ", "FALL-KIDS_10"],
    ["abc", "ABC"],
    ["A".repeat(32), "A".repeat(32)],
    ["\tnew-year\n", "NEW-YEAR"],
    ["2026", "2026"],
  ])("reads %j as %j", (input, code) => {
    expect(normalizePromotionCode(input)).toBe(code);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["AB", "too short"],
    ["A".repeat(33), "too long"],
    ["SUMMER 25", "an inner space"],
    ["SAVE$10", "a symbol"],
    ["SAVE.10", "a dot"],
    ["straße", "a non-ASCII letter that upper-cases to two"],
    ["fıx", "a dotless i that upper-cases to I"],
    ["ÉTÉ25", "an accented letter"],
  ])("rejects %j (%s)", (input) => {
    expect(normalizePromotionCode(input)).toBeNull();
  });
});
