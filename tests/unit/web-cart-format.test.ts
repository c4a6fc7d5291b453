import { describe, expect, it } from "vitest";
import { classHref } from "~/lib/catalog/catalog-format";
import { cartView, percentText, portionChoices, portionGrid, promotionAppliedTitle, promotionSummary, type CartData } from "~/lib/cart/cart-format";

const HALF = { id: "1", key: "half", name: "Half", serves: "2–3" };
const FULL = { id: "2", key: "full", name: "Full", serves: "4–6" };
const THREE = { id: "1", mealCount: 3 };
const SIX = { id: "2", mealCount: 6 };
const OPTIONS = [
  { portionSize: HALF, portionQuantity: THREE, priceCents: 4799 },
  { portionSize: HALF, portionQuantity: SIX, priceCents: 9199 },
  { portionSize: FULL, portionQuantity: THREE, priceCents: 8399 },
];

function cart(overrides: Partial<CartData> = {}): CartData {
  return {
    uuid: "6f1c2b9e-0d41-4c57-9a43-5a0f3f2d1e11",
    status: "OPEN",
    updatedAt: "2026-11-22T10:00:00.000Z",
    classCount: 1,
    donationCents: 500,
    classes: [
      {
        class: {
          id: "42",
          sku: "LOG-20261205-1800-IP",
          name: "Taco Night",
          date: "2026-12-06T01:00:00.000Z",
          durationMinutes: 120,
          canceled: false,
          seatsLeft: 8,
          location: { id: "1", name: "Logan", city: "Logan", timezone: "America/Denver" },
          fulfillment: { id: "1", key: "in-person", name: "In-person class", path: "/classes" },
        },
        portionSize: HALF,
        portionQuantity: THREE,
        priceCents: 4799,
        offer: "PORTIONS",
        seats: 1,
        totals: { discountCents: 480, taxCents: 314, totalCents: 4633 },
        problem: null,
        meals: [{ name: "Chicken Pot Pie", quantity: 2 }, { name: "Beef Stew", quantity: 1 }],
        options: OPTIONS,
      },
    ],
    promotions: [
      {
        code: "WELCOME10",
        promotionId: "1",
        name: "Welcome to the Kitchen — 10% off",
        description: "",
        discountType: "PERCENT",
        discountValue: 1000,
        appliesTo: "ORDER",
        discountCents: 480,
        reason: null,
        message: null,
      },
    ],
    giftCards: [{ giftCardId: "6", code: "••••-••••-••••-AAA2", status: "ACTIVE", balanceCents: 1000, appliedCents: 1000 }],
    charityWindow: {
      id: "1",
      name: "Cache Valley Food Pantry",
      description: "Meals for neighbours.",
      url: "https://example.org",
      suggestedAmounts: [500, 1000, 2500],
    },
    address: null,
    delivery: { needed: false, zipcode: null, feeCents: 0, kitchens: [] },
    totals: {
      subtotalCents: 4799,
      discountCents: 480,
      taxCents: 314,
      deliveryFeeCents: 0,
      donationCents: 500,
      totalCents: 5133,
      giftCardCents: 1000,
      amountDueCents: 4133,
    },
    ...overrides,
  };
}

describe("the cart as the page shows it", () => {
  it("shows the class in its location's time zone and every amount from the server", () => {
    const view = cartView(cart());
    const [line] = view.lines;
    expect(line?.date).toMatch(/December 5, 2026/);
    expect(line?.time).toMatch(/6:00 PM MST/);
    expect(line?.href).toBe("/classes/LOG-20261205-1800-IP");
    expect(line?.price).toBe("$47.99");
    expect(line?.discount).toBe("−$4.80");
    expect(line?.total).toBe("$46.33");
    // Decision 041: the chosen meals with counts.
    expect(line?.mealsText).toBe("Meals: 2 × Chicken Pot Pie, 1 × Beef Stew");
    expect(view.totals.map((row) => `${row.label} ${row.amount}`)).toEqual([
      "Subtotal $47.99",
      "Discounts −$4.80",
      "Tax $3.14",
      "Donation $5.00",
      "Total $51.33",
      "Gift cards −$10.00",
      "Amount due $41.33",
    ]);
    expect(view.giftCards[0]).toMatchObject({ code: "••••-••••-••••-AAA2", applied: "−$10.00", remaining: "$0.00" });
    expect(view.donation).toMatchObject({ current: "$5.00", suggested: [{ value: "5.00", label: "$5.00" }, { value: "10.00", label: "$10.00" }, { value: "25.00", label: "$25.00" }] });
    expect(view.hasProblems).toBe(false);
    expect(view.needsAddress).toBe(false);
  });

  it("leaves out rows that are zero, but always shows subtotal, tax, total and amount due", () => {
    const view = cartView(
      cart({
        totals: { subtotalCents: 4799, discountCents: 0, taxCents: 348, deliveryFeeCents: 0, donationCents: 0, totalCents: 5147, giftCardCents: 0, amountDueCents: 5147 },
      }),
    );
    expect(view.totals.map((row) => row.key)).toEqual(["subtotal", "tax", "total", "amountDue"]);
  });

  it("shows the delivery fee after tax and the kitchen's fee rule (decision 083)", () => {
    const view = cartView(
      cart({
        delivery: { needed: true, zipcode: "84401", feeCents: 799, kitchens: [{ locationId: "4", name: "Ogden", feeRule: "$7.99, free over $150.00" }] },
        totals: { subtotalCents: 4799, discountCents: 0, taxCents: 348, deliveryFeeCents: 799, donationCents: 0, totalCents: 5946, giftCardCents: 0, amountDueCents: 5946 },
      }),
    );
    expect(view.totals.map((row) => `${row.label} ${row.amount}`)).toEqual(["Subtotal $47.99", "Tax $3.48", "Delivery $7.99", "Total $59.46", "Amount due $59.46"]);
    expect(view.delivery).toEqual({ zipcode: "84401", fee: "$7.99", kitchens: [{ name: "Ogden", feeRule: "$7.99, free over $150.00" }] });
  });

  it("shows a line's problem and a code that takes nothing off, in words", () => {
    const base = cart();
    const view = cartView(
      cart({
        classes: [{ ...base.classes[0]!, problem: "FULL", class: { ...base.classes[0]!.class, fulfillment: { id: "3", key: "delivery", name: "Delivery", path: "/delivery" } } }],
        promotions: [{ ...base.promotions[0]!, code: "SPRING", reason: "MINIMUM_NOT_REACHED", message: "Spend $60.00 on eligible classes to use this code." }],
      }),
    );
    expect(view.lines[0]?.problem?.text).toMatch(/filled up/);
    expect(view.hasProblems).toBe(true);
    expect(view.needsAddress).toBe(true);
    expect(view.lines[0]?.href).toBe("/delivery/LOG-20261205-1800-IP");
    expect(view.promotions[0]?.problem).toBe("Spend $60.00 on eligible classes to use this code.");
    expect(view.delivery).toBeNull();
  });

  it("prices each portion option as the line would cost with it", () => {
    const choices = portionChoices(OPTIONS, "1", "1");
    expect(choices.sizes).toEqual([
      { value: "1", label: "Half (serves 2–3) · $47.99" },
      { value: "2", label: "Full (serves 4–6) · $83.99" },
    ]);
    expect(choices.quantities).toEqual([
      { value: "1", label: "3 meals · $47.99" },
      { value: "2", label: "6 meals · $91.99" },
    ]);
    expect(choices.price).toBe("$47.99");
    const unpriced = portionChoices(OPTIONS, "2", "2");
    expect(unpriced.price).toBeNull();
    expect(unpriced.quantities[1]?.label).toBe("6 meals · not offered");
  });

  it("lays the buy box out as a grid of radios whose labels carry the prices (decision 038)", () => {
    const grid = portionGrid(OPTIONS);
    expect(grid.sizes.map((size) => size.name)).toEqual(["Half", "Full"]);
    expect(grid.rows.map((row) => row.meals)).toEqual(["3 meals", "6 meals"]);
    expect(grid.rows[0]?.cells).toEqual([
      { value: "1:1", label: "Half (serves 2–3), 3 meals", price: "$47.99" },
      { value: "2:1", label: "Full (serves 4–6), 3 meals", price: "$83.99" },
    ]);
    // Full × 6 is not priced: no radio, so it cannot be chosen.
    expect(grid.rows[1]?.cells[1]).toBeNull();
    expect(grid.radios.map((radio) => radio.value)).toEqual(["1:1", "2:1", "1:2"]);
    expect(portionGrid([]).radios).toEqual([]);
  });

  it("words promotions as the alerts say them", () => {
    expect(percentText(1000)).toBe("10 %");
    expect(percentText(1250)).toBe("12.5 %");
    expect(promotionSummary({ discountType: "PERCENT", discountValue: 1000, appliesTo: "ORDER" })).toBe("10 % off your order");
    expect(promotionSummary({ discountType: "FIXED", discountValue: 1500, appliesTo: "CLASSES" })).toBe("$15.00 off eligible classes");
    expect(promotionAppliedTitle("WELCOME10", { discountType: "PERCENT", discountValue: 1000, appliesTo: "ORDER" })).toBe(
      "Code WELCOME10 applied — 10 % off your order",
    );
    expect(promotionAppliedTitle("WELCOME10", undefined)).toBe("Code WELCOME10 applied");
  });

  it("links a class under the list page of its fulfillment, as the API names it", () => {
    expect(classHref({ sku: "A-1", fulfillment: { path: "/classes" } })).toBe("/classes/A-1");
    expect(classHref({ sku: "A-1", fulfillment: { path: "/pickup" } })).toBe("/pickup/A-1");
    expect(classHref({ sku: "A 1/2", fulfillment: { path: "/delivery" } })).toBe("/delivery/A%201%2F2");
  });
});
