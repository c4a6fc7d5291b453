import { describe, expect, it } from "vitest";
import { buildMenus, MEALS, menuMealSlugs } from "../../../drizzle/seed/data";
import { SEED_NOW } from "../fixtures";
import { expectBadRequest, expectNotFound, get, type ListBody } from "./request";

interface MealBody {
  id: number;
  slug: string;
  name: string;
  ingredients: string;
  instructions: string;
  price_cents: number;
  serves: number;
  calories: number | null;
  active: boolean;
  meal_type: { id: number; key: string; name: string };
  allergens: Array<{ id: number; key: string; name: string }>;
}

const listMeals = (query = "") => get<ListBody<MealBody>>(`/meals${query}`);

describe("GET meals", () => {
  it("answers every active meal with its meal type and allergens", async () => {
    const { status, body } = await listMeals();
    expect(status).toBe(200);
    expect(body.meta.count).toBe(MEALS.length);
    for (const meal of body.data) {
      const seeded = MEALS.find((candidate) => candidate.slug === meal.slug)!;
      expect(meal).toMatchObject({ price_cents: seeded.price_cents, serves: seeded.serves, active: true });
      expect(meal.meal_type.key).toBe(seeded.meal_type);
      expect(meal.allergens.map((allergen) => allergen.key).sort()).toEqual([...seeded.allergies].sort());
    }
  });

  it("filters by menu (in menu order) and by meal type", async () => {
    const menu = buildMenus(SEED_NOW)[0]!;
    const [year, month] = menu.slug.split("-").map(Number) as [number, number];
    const { body } = await listMeals(`?menu=${menu.id}`);
    expect(body.data.map((meal) => meal.slug)).toEqual(menuMealSlugs(year, month));
    const { body: desserts } = await listMeals("?meal_type=dessert");
    expect(desserts.data.map((meal) => meal.slug).sort()).toEqual(
      MEALS.filter((meal) => meal.meal_type === "dessert").map((meal) => meal.slug).sort(),
    );
  });

  it("leaves out meals containing any allergy of allergy_free", async () => {
    const { body } = await listMeals("?allergy_free=dairy,gluten");
    const expected = MEALS.filter((meal) => !meal.allergies.some((key) => key === "dairy" || key === "gluten"));
    expect(body.data.map((meal) => meal.slug).sort()).toEqual(expected.map((meal) => meal.slug).sort());
    expect(body.data.length).toBeGreaterThan(0);
    const { body: repeated } = await listMeals("?allergy_free=dairy&allergy_free=gluten");
    expect(repeated.meta.count).toBe(expected.length);
  });

  it("answers a batch by ids, and no retired meals by default", async () => {
    const { body } = await listMeals("?ids=3,1,2");
    expect(body.data.map((meal) => meal.id).sort()).toEqual([1, 2, 3]);
    const { body: retired } = await listMeals("?active=false");
    expect(retired.data).toEqual([]);
  });

  it("answers a page with limit and offset, the pages joining without gaps or repeats (decision 045)", async () => {
    const { body: all } = await listMeals("");
    const paged: number[] = [];
    for (let offset = 0; offset < all.data.length; offset += 4) {
      const { body } = await listMeals(`?limit=4&offset=${offset}`);
      expect(body.data.length).toBeLessThanOrEqual(4);
      paged.push(...body.data.map((meal) => meal.id));
    }
    expect(paged).toEqual(all.data.map((meal) => meal.id));
  });

  it.each([
    ["?meal_type=spaceship", "meal_type"],
    ["?meal_type=Bad%20Key", "meal_type"],
    ["?allergy_free=kryptonite", "allergy_free"],
    ["?menu=abc", "menu"],
    ["?active=maybe", "active"],
    ["?ids=1,2,three", "ids"],
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?offset=-1", "offset"],
  ])("answers %s with a 400 naming %s", async (query, field) => {
    await expectBadRequest(`/meals${query}`, field);
  });
});

describe("GET meals/{id}", () => {
  it("answers a meal by id or slug with its meal type and allergens", async () => {
    const seeded = MEALS[0]!;
    const { status, body } = await get<MealBody>(`/meals/${seeded.slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, name: seeded.name, ingredients: seeded.ingredients, instructions: seeded.instructions });
    expect(body.allergens.map((allergen) => allergen.key).sort()).toEqual([...seeded.allergies].sort());
    const { body: byId } = await get<MealBody>("/meals/1");
    expect(byId).toEqual(body);
  });

  it.each(["/meals/9999", "/meals/no-such-meal"])("answers %s with a 404", async (path) => {
    await expectNotFound(path);
  });

  it("answers a slug with odd characters with a 400 naming id", async () => {
    await expectBadRequest("/meals/taco%3Btruck", "id");
  });
});
