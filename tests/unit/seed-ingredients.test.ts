import { describe, expect, it } from "vitest";
import { MEALS, mealIngredientRows } from "../../drizzle/seed/data";
import { AISLES } from "../../workers/api/services/meal-admin";

describe("seeded measured ingredients (the grocery list's source)", () => {
  const rows = mealIngredientRows();

  it("measures every ingredient each seeded meal lists", () => {
    MEALS.forEach((meal, index) => {
      const measured = rows.filter((row) => row.meal_id === index + 1);
      expect(measured.length, meal.name).toBeGreaterThan(0);
      expect(measured.map((row) => row.position)).toEqual(measured.map((_row, position) => position));
    });
  });

  it("uses only the aisles the meals editor accepts, with amounts above zero", () => {
    for (const row of rows) {
      expect(AISLES, row.name).toContain(row.aisle);
      expect(row.quantity, row.name).toBeGreaterThan(0);
      expect(row.unit).toMatch(/^[A-Za-z. ]+$/);
    }
  });

  it("reads a broth as a carton, not meat, and a bell pepper as produce, not a spice", () => {
    const measure = (name: string) => rows.find((row) => row.name.toLowerCase() === name);
    expect(measure("chicken broth")).toMatchObject({ aisle: "pantry", unit: "cup" });
    expect(measure("bell peppers")).toMatchObject({ aisle: "produce", unit: "each" });
  });

  it("is the same on every run", () => {
    expect(mealIngredientRows()).toEqual(rows);
  });
});
