import { describe, expect, it } from "vitest";
import { formatQuantity, ingredientLines, mealFieldErrors, parseIngredientLines, parseMealForm, parseQuantity } from "~/lib/admin/meal-forms.server";

const base = {
  name: "Chicken Tikka Masala",
  slug: "",
  description: "",
  ingredients: "",
  instructions: "",
  mealTypeId: "1",
  price: "34.99",
  serves: "4",
  calories: "",
  active: "on",
  allergens: ["dairy"],
  measuredIngredients: "",
};

describe("the meal form (console)", () => {
  it("reads whole, decimal and fractional quantities, and nothing else", () => {
    expect(parseQuantity("2")).toBe(2);
    expect(parseQuantity("0.25")).toBe(0.25);
    expect(parseQuantity("1/2")).toBe(0.5);
    expect(parseQuantity("1 1/2")).toBe(1.5);
    for (const bad of ["", "0", "1/0", "a", "-1", "1,5"]) expect(parseQuantity(bad)).toBeNull();
  });

  it("reads one ingredient per line, skips blank lines, and names the first bad line", () => {
    expect(parseIngredientLines("2 cup jasmine rice, pantry\n\n1 1/2 lb chicken thighs, meat\r\n")).toEqual({
      ok: true,
      value: [
        { quantity: 2, unit: "cup", name: "jasmine rice", aisle: "pantry" },
        { quantity: 1.5, unit: "lb", name: "chicken thighs", aisle: "meat" },
      ],
    });
    expect(parseIngredientLines("2 cup rice, pantry\nsome noodles")).toEqual({ ok: false, message: expect.stringMatching(/^Line 2: write "quantity unit name, aisle"/) });
    expect(parseIngredientLines("2 cup rice, garage")).toEqual({ ok: false, message: expect.stringMatching(/^Line 1: the aisle must be one of produce, meat/) });
  });

  it("writes quantities back as a cook would, so an unchanged form sends the same ingredients", () => {
    expect([1.5, 0.25, 2, 1 / 3, 0.125, 0.3].map(formatQuantity)).toEqual(["1 1/2", "1/4", "2", "1/3", "1/8", "0.3"]);
    const lines = ingredientLines([
      { quantity: 1.5, unit: "lb", name: "chicken thighs", aisle: "meat" },
      { quantity: 1 / 3, unit: "cup", name: "cream", aisle: "dairy" },
    ]);
    expect(lines).toBe("1 1/2 lb chicken thighs, meat\n1/3 cup cream, dairy");
    const again = parseIngredientLines(lines);
    expect(again.ok && again.value.map((ingredient) => ingredient.quantity)).toEqual([1.5, expect.closeTo(1 / 3, 9)]);
  });

  it("sends the price in cents, blank slug and label ingredients as null, and the active box", () => {
    const result = parseMealForm({ ...base, calories: "540", measuredIngredients: "1 each onion, produce" });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ name: "Chicken Tikka Masala", priceCents: 3499, slug: null, ingredients: null, calories: 540, active: true, serves: 4, allergens: ["dairy"] }),
    });
    const inactive = parseMealForm({ ...base, active: "" });
    expect(inactive.ok && inactive.value.active).toBe(false);
  });

  it("names every bad field", () => {
    const result = parseMealForm({ ...base, name: " ", slug: "Not A Slug", mealTypeId: "", price: "3.999", serves: "0", calories: "lots" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["calories", "mealTypeId", "name", "price", "serves", "slug"]);
  });

  it("puts the api's refusals under the form's fields with their labels", () => {
    expect(mealFieldErrors({ priceCents: ["must be at most 100,000"], "measuredIngredients.0.unit": ["must be a unit"], other: ["odd"] })).toEqual({
      price: ["Price must be at most 100,000"],
      measuredIngredients: ["Measured ingredients must be a unit"],
      form: ["This odd"],
    });
  });
});
