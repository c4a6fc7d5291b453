import { describe, expect, it } from "vitest";
import {
  deliveryAreaOf,
  deliveryAreaWords,
  deliveryFeeCents,
  deliversTo,
  feeRuleWords,
  MAX_DELIVERY_ZIPCODES,
  outsideAreaMessage,
  parseZipList,
} from "../../workers/core/delivery-area";
import { milesBetween } from "../../workers/core/geo";
import { computeTotals } from "../../workers/core/totals";

const ogden = { latitude: 41.2236, longitude: -111.9707 };
const layton = { zipcode: "84041", latitude: 41.0719, longitude: -111.9627 };
const moab = { zipcode: "84532", latitude: 38.5733, longitude: -109.5498 };

describe("deliveryAreaOf", () => {
  it("reads a zip list before a radius, and no area when neither is set", () => {
    expect(deliveryAreaOf({ delivery_radius_miles: 20, delivery_zipcodes: ["84401"] })).toEqual({ kind: "zipcodes", zipcodes: ["84401"] });
    expect(deliveryAreaOf({ delivery_radius_miles: 20, delivery_zipcodes: [] })).toEqual({ kind: "radius", miles: 20 });
    expect(deliveryAreaOf({ delivery_radius_miles: null, delivery_zipcodes: null })).toBeNull();
    expect(deliveryAreaOf({ delivery_radius_miles: 0, delivery_zipcodes: null })).toBeNull();
  });
});

describe("deliversTo", () => {
  it("takes a zip inside the radius and refuses Moab, 230 miles from Ogden", () => {
    expect(deliversTo({ kind: "radius", miles: 30 }, ogden, layton).inside).toBe(true);
    const far = deliversTo({ kind: "radius", miles: 30 }, ogden, moab);
    expect(far.inside).toBe(false);
    expect(Math.round(far.miles)).toBeGreaterThan(200);
  });

  it("counts the radius's edge as inside and a hair beyond it as outside", () => {
    const edge = milesBetween(ogden, layton);
    expect(deliversTo({ kind: "radius", miles: edge }, ogden, layton).inside).toBe(true);
    expect(deliversTo({ kind: "radius", miles: edge - 0.001 }, ogden, layton).inside).toBe(false);
  });

  it("takes only the listed zip codes of a zip list, however near the others are", () => {
    expect(deliversTo({ kind: "zipcodes", zipcodes: ["84041"] }, ogden, layton).inside).toBe(true);
    expect(deliversTo({ kind: "zipcodes", zipcodes: ["84401"] }, ogden, layton).inside).toBe(false);
  });

  it("delivers nowhere without an area", () => {
    expect(deliversTo(null, ogden, layton).inside).toBe(false);
  });
});

describe("deliveryFeeCents", () => {
  it("charges the flat fee below the threshold and nothing at or above it", () => {
    const rule = { fee_cents: 799, free_over_cents: 15_000 };
    expect(deliveryFeeCents(rule, 14_999)).toBe(799);
    expect(deliveryFeeCents(rule, 15_000)).toBe(0);
    expect(deliveryFeeCents({ fee_cents: 799, free_over_cents: null }, 1_000_000)).toBe(799);
  });

  it("says the area and rule in words for the console", () => {
    const columns = { delivery_radius_miles: 30, delivery_zipcodes: null, delivery_fee_cents: 799, delivery_free_over_cents: 15_000 };
    expect(deliveryAreaWords(columns)).toBe("Within 30 miles; $7.99, free over $150.00");
    expect(deliveryAreaWords({ ...columns, delivery_zipcodes: ["84101", "84102"] })).toBe("2 zip codes; $7.99, free over $150.00");
    expect(deliveryAreaWords({ ...columns, delivery_radius_miles: null })).toBe("None: delivers nowhere");
  });

  it("says the rule in words", () => {
    expect(feeRuleWords({ fee_cents: 799, free_over_cents: 15_000 })).toBe("$7.99, free over $150.00");
    expect(feeRuleWords({ fee_cents: 599, free_over_cents: null })).toBe("$5.99");
    expect(feeRuleWords({ fee_cents: 0, free_over_cents: null })).toBe("Free");
  });
});

describe("parseZipList", () => {
  it("reads zip codes separated by commas, spaces and lines, dropping repeats", () => {
    expect(parseZipList("84401, 84403\n84401 84404-1234")).toEqual({ zipcodes: ["84401", "84403", "84404"] });
    expect(parseZipList("  ")).toEqual({ zipcodes: [] });
  });

  it("names what is not a zip code", () => {
    expect(parseZipList("84401, Ogden, 8440")).toEqual({ error: '"Ogden", "8440" are not zip codes: use 5 digits' });
  });

  it("refuses more zip codes than a list holds, and a 10,000-character paste", () => {
    const many = Array.from({ length: MAX_DELIVERY_ZIPCODES + 1 }, (_, index) => String(10000 + index)).join(",");
    expect(parseZipList(many)).toEqual({ error: `Give at most ${MAX_DELIVERY_ZIPCODES} zip codes` });
    expect("error" in parseZipList("8".repeat(10_000))).toBe(true);
  });
});

describe("outsideAreaMessage", () => {
  it("names the kitchen, the zip, and the nearest pickup and shipping", () => {
    expect(
      outsideAreaMessage("Ogden", { zipcode: "84532", city: "Moab", state: "UT" }, 231.4, [
        { kind: "pickup", kitchen: "Provo", miles: 141.2 },
        { kind: "shipping", kitchen: "Logan" },
      ]),
    ).toBe("Ogden doesn't deliver to 84532 (Moab, UT, 231 miles away). Instead, pick up at our Provo kitchen, 141 miles away, or have it shipped from Logan.");
  });

  it("still says what to do with no other option", () => {
    expect(outsideAreaMessage("Ogden", { zipcode: "84532", city: "Moab", state: "UT" }, 231, [])).toMatch(/Choose a class at a kitchen near you\.$/);
  });
});

describe("computeTotals with deliveries", () => {
  const lines = [
    { class_id: 1, class_type_id: 1, price_cents: 10_000, tax_rate_bps: 1000 },
    { class_id: 2, class_type_id: 1, price_cents: 5_000, tax_rate_bps: 1000 },
  ];

  it("adds one untaxed fee per delivering kitchen to the total", () => {
    const totals = computeTotals({
      lines,
      promotions: [],
      donation_cents: 0,
      gift_cards: [],
      deliveries: [{ location_id: 4, class_ids: [1, 2], fee_cents: 799, free_over_cents: null }],
    });
    expect(totals).toMatchObject({ subtotal_cents: 15_000, tax_cents: 1_500, delivery_fee_cents: 799, total_cents: 17_299, amount_due_cents: 17_299 });
  });

  it("waives the fee once the kitchen's lines after discounts reach its threshold", () => {
    const rule = { location_id: 4, class_ids: [1], fee_cents: 799, free_over_cents: 10_000 };
    expect(computeTotals({ lines, promotions: [], donation_cents: 0, gift_cards: [], deliveries: [rule] }).delivery_fee_cents).toBe(0);
    const discounted = computeTotals({
      lines,
      promotions: [
        { code: "TEN", code_id: 1, promotion_id: 1, discount_type: "fixed", discount_value: 300, applies_to: "order", class_type_ids: [], minimum_cents: 0 },
      ],
      donation_cents: 0,
      gift_cards: [],
      deliveries: [rule],
    });
    expect(discounted.delivery_fee_cents).toBe(799);
  });

  it("charges no fee without deliveries", () => {
    expect(computeTotals({ lines, promotions: [], donation_cents: 0, gift_cards: [] }).delivery_fee_cents).toBe(0);
  });
});
