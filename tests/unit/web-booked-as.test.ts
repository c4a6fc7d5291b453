/** A registration on an order in its class's own terms (issue 30 part 4). */
import { describe, expect, it } from "vitest";
import { bookedAs, unitPricesPaid } from "../../app/lib/checkout/order-format";

const guest = { firstName: "Casey", lastName: "Tester", allergies: [] as string[] };

describe("a registration in its class's terms", () => {
  it("says a Date Night or cooking class guest and their allergies, never a portion or meal choice", () => {
    const booked = bookedAs({ ...guest, offer: "PAIRS", allergies: ["Peanuts"], portionSize: { name: "Half", serves: "2-3" }, portionQuantity: { mealCount: 3 }, meals: [] });
    expect(booked).toEqual({ portion: "", meals: "", attendee: { name: "Casey Tester", allergies: "Peanuts" } });
    expect(bookedAs({ ...guest, offer: "SEATS" }).attendee).toEqual({ name: "Casey Tester", allergies: "None" });
  });

  it("says a meal-kit class's portions, meal count and chosen meals", () => {
    const booked = bookedAs({ ...guest, offer: "PORTIONS", portionSize: { name: "Full", serves: "4-6" }, portionQuantity: { mealCount: 6 }, meals: [] });
    expect(booked).toEqual({ portion: "Full portions (serves 4-6) · 6 meals", meals: "Meals: chef’s choice from the menu", attendee: null });
  });
});

describe("what a class sold per guest or couple was bought at (decision 084)", () => {
  it("reads a couple's split price as the couple's one price, a guest's as the guest's, and portions not at all", () => {
    const words = unitPricesPaid([
      { offer: "PAIRS", priceCents: 7998, class: { id: "1" } },
      { offer: "PAIRS", priceCents: 7997, class: { id: "1" } },
      { offer: "SEATS", priceCents: 3900, class: { id: "2" } },
      { offer: "SEATS", priceCents: 3900, class: { id: "2" } },
      { offer: "PORTIONS", priceCents: 4799, class: { id: "3" } },
    ]);
    expect(words.get("1")).toBe("$159.95 per couple · $79.98 a person");
    expect(words.get("2")).toBe("$39 per guest");
    expect(words.has("3")).toBe(false);
  });
});
