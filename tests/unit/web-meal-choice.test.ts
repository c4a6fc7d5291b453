/** The class page's meal choice as posted and carried back (decision 041). */
import { describe, expect, it } from "vitest";
import { chooseMealsText, choiceFromSearch, choiceSearch, mealChoiceFromValues } from "../../app/lib/cart/meal-choice";
import { mealsLine } from "../../app/lib/checkout/order-format";

describe("the posted meal choice", () => {
  it("keeps every meal above 0 and leaves the rest out", () => {
    expect(mealChoiceFromValues({ intent: "add", "meal-12": "2", "meal-7": "0", "meal-3": "1", "meal-9": "" })).toEqual({
      meals: [
        { mealId: "12", quantity: 2 },
        { mealId: "3", quantity: 1 },
      ],
    });
  });

  it("is the chef's choice when every meal is 0 or no meal is posted", () => {
    expect(mealChoiceFromValues({ "meal-1": "0", "meal-2": "0" })).toEqual({});
    expect(mealChoiceFromValues({ intent: "add", classId: "4" })).toEqual({});
  });

  it("refuses a number that is not whole, negative or too large", () => {
    for (const value of ["1.5", "-1", "13", "two"]) expect(mealChoiceFromValues({ "meal-1": value }).error).toMatch(/whole number/);
  });
});

describe("a refused choice carried back to the class page", () => {
  it("round-trips the portion and the meals through the URL, nothing else", () => {
    const search = choiceSearch({ portion: "1:1", "meal-4": "2", "meal-5": "0", intent: "add", returnTo: "/x" });
    expect(search).toBe("?portion=1%3A1&meal-4=2");
    expect(choiceFromSearch(new URLSearchParams(search))).toEqual({ portion: "1:1", quantities: { "4": 2 } });
    expect(choiceFromSearch(new URLSearchParams("portion=x&meal-4=99"))).toEqual({ portion: null, quantities: {} });
  });

  it("says how many meals to choose", () => {
    expect(chooseMealsText(6, 4)).toBe("Choose 6 meals; you chose 4");
    expect(chooseMealsText(3, 0)).toBe("Choose 3 meals");
  });
});

describe("the chosen meals on an order", () => {
  it("lists counts, says chef's choice for none, and nothing where the list has none", () => {
    expect(mealsLine([{ name: "Beef Stew", quantity: 2 }, { name: "Pot Pie", quantity: 1 }])).toBe("Meals: 2 × Beef Stew, 1 × Pot Pie");
    expect(mealsLine([])).toBe("Meals: chef’s choice from the menu");
    expect(mealsLine(null)).toBe("");
  });
});
