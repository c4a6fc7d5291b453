import { beforeEach, describe, expect, it } from "vitest";
import { buildMenus, MEALS, menuMealSlugs } from "../../../drizzle/seed/data";
import { SEED_NOW } from "../fixtures";
import { calledPaths, data, expectBadUserInput, expectRestCallsAtMost, graphql } from "./request";
import { restCalls } from "./test-worker";

interface MealData {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  mealType: { key: string };
  allergens: Array<{ key: string }>;
}

const menu = buildMenus(SEED_NOW)[1]!;

beforeEach(() => {
  restCalls.length = 0;
});

describe("the menu page: menus, meal types and allergies", () => {
  it("answers a month's menu with its meals, types and allergens in 3 REST calls", async () => {
    const answer = await graphql<{ menus: Array<{ slug: string; startsOn: string; meals: MealData[] }>; mealTypes: Array<{ key: string }>; allergies: Array<{ key: string }> }>(
      `query ($month: String) {
        menus(month: $month) {
          id slug name description startsOn endsOn
          meals { id slug name description ingredients priceCents serves calories mealType { key name } allergens { key name } }
        }
        mealTypes { key name }
        allergies { key name }
      }`,
      { month: menu.slug },
    );
    expect(answer.errors).toBeUndefined();
    const [year, month] = menu.slug.split("-").map(Number) as [number, number];
    expect(answer.data!.menus.map((row) => row.slug)).toEqual([menu.slug]);
    expect(answer.data!.menus[0]!.startsOn).toBe(menu.starts_on);
    expect(answer.data!.menus[0]!.meals.map((meal) => meal.slug)).toEqual(menuMealSlugs(year, month));
    for (const meal of answer.data!.menus[0]!.meals) {
      const seeded = MEALS.find((candidate) => candidate.slug === meal.slug)!;
      expect(meal.priceCents).toBe(seeded.price_cents);
      expect(meal.allergens.map((allergen) => allergen.key).sort()).toEqual([...seeded.allergies].sort());
    }
    expect(answer.data!.mealTypes.map((type) => type.key)).toEqual(["entree", "side", "soup", "breakfast", "dessert"]);
    expectRestCallsAtMost(answer);
    expect(calledPaths()).toEqual(["GET /allergies", "GET /meal-types", "GET /menus"]);
  });

  it("loads a class list's menus with one batched REST call", async () => {
    const answer = await graphql<{ classes: Array<{ menu: { startsOn: string; meals: MealData[] } | null }> }>(
      "{ classes(first: 200) { sku menu { name startsOn meals { name allergens { key } } } } }",
    );
    expect(answer.errors).toBeUndefined();
    const menus = answer.data!.classes.map((shopClass) => shopClass.menu).filter((row) => row !== null);
    expect(new Set(menus.map((row) => row.startsOn)).size).toBeGreaterThan(1);
    expect(menus.every((row) => row.meals.length === 10)).toBe(true);
    expectRestCallsAtMost(answer, 2);
    expect(calledPaths()).toEqual(["GET /classes", "GET /menus"]);
  });

  it("answers one menu by slug, null when unknown", async () => {
    const answer = await graphql<{ found: { name: string; meals: unknown[] }; missing: null }>(
      `{ found: menu(idOrSlug: "${menu.slug}") { name meals { id } } missing: menu(idOrSlug: "1999-01") { name } }`,
    );
    expect(answer.data!.found).toMatchObject({ name: menu.name });
    expect(answer.data!.found.meals).toHaveLength(10);
    expect(answer.data!.missing).toBeNull();
  });

  it.each([
    ['{ menus(month: "2026-13") { id } }', "month"],
    ['{ menus(month: "december") { id } }', "month"],
    ['{ menu(idOrSlug: "../meals") { id } }', "idOrSlug"],
  ])("answers %s with BAD_USER_INPUT naming %s", async (query, field) => {
    expectBadUserInput(await graphql(query), field);
  });
});

describe("Query.meals and Query.meal", () => {
  it("filters by meal type and allergies", async () => {
    const { meals } = await data<{ meals: MealData[] }>('{ meals(filter: { mealType: "entree", allergyFree: ["dairy", "wheat"] }) { slug mealType { key } allergens { key } } }');
    const expected = MEALS.filter((meal) => meal.meal_type === "entree" && !meal.allergies.some((key) => key === "dairy" || key === "wheat"));
    expect(meals.map((meal) => meal.slug).sort()).toEqual(expected.map((meal) => meal.slug).sort());
    expect(meals.length).toBeGreaterThan(0);
  });

  it("answers a meal by slug or id (the meal page) in one REST call, null when unknown", async () => {
    const seeded = MEALS[2]!;
    const answer = await graphql<{ bySlug: MealData & { ingredients: string; instructions: string }; byId: MealData; missing: null }>(
      `{
        bySlug: meal(idOrSlug: "${seeded.slug}") { id slug name ingredients instructions priceCents serves calories active mealType { key } allergens { key name } }
        byId: meal(idOrSlug: "3") { slug }
        missing: meal(idOrSlug: "no-such-meal") { slug }
      }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.bySlug).toMatchObject({ id: "3", name: seeded.name, ingredients: seeded.ingredients, instructions: seeded.instructions, priceCents: seeded.price_cents });
    expect(answer.data!.byId.slug).toBe(seeded.slug);
    expect(answer.data!.missing).toBeNull();
    expectRestCallsAtMost(answer);
  });

  it.each([
    ['{ meals(filter: { allergyFree: ["kryptonite"] }) { id } }', "allergyFree"],
    ['{ meals(filter: { mealType: "spaceship" }) { id } }', "mealType"],
    ['{ meals(filter: { menuId: "abc" }) { id } }', "menuId"],
    ['{ meal(idOrSlug: "taco truck") { id } }', "idOrSlug"],
  ])("answers %s with BAD_USER_INPUT naming %s", async (query, field) => {
    expectBadUserInput(await graphql(query), field);
  });
});
