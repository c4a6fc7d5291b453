/** A registration on an order in its class's own terms (issue 30 part 4). */
import { describe, expect, it } from "vitest";
import { bookedAs } from "../../app/lib/checkout/order-format";

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
