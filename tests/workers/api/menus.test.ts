import { describe, expect, it } from "vitest";
import { buildMenus, MEALS, menuMealSlugs } from "../../../drizzle/seed/data";
import { SEED_NOW } from "../fixtures";
import { expectBadRequest, expectNotFound, get, type ListBody } from "./request";

interface MealBody {
  id: number;
  slug: string;
  meal_type: { key: string };
  allergens: Array<{ key: string }>;
}

interface MenuBody {
  id: number;
  slug: string;
  name: string;
  starts_on: string;
  ends_on: string;
  meals?: MealBody[];
}

const seededMenus = buildMenus(SEED_NOW);
const first = seededMenus[0]!;
const second = seededMenus[1]!;
const monthOf = (menu: { slug: string }) => menu.slug;

describe("GET menus", () => {
  it("answers every menu in date order, without meals unless asked", async () => {
    const { status, body } = await get<ListBody<MenuBody>>("/menus");
    expect(status).toBe(200);
    expect(body.data.map((menu) => menu.slug)).toEqual(seededMenus.map((menu) => menu.slug));
    expect(body.data[0]).toMatchObject({ name: first.name, starts_on: first.starts_on, ends_on: first.ends_on });
    expect(body.data[0]!.meals).toBeUndefined();
  });

  it("filters by month and adds the meals in menu order with type and allergens", async () => {
    const { body } = await get<ListBody<MenuBody>>(`/menus?month=${monthOf(second)}&relations=meals`);
    expect(body.data.map((menu) => menu.slug)).toEqual([second.slug]);
    const [year, month] = second.slug.split("-").map(Number) as [number, number];
    const meals = body.data[0]!.meals!;
    expect(meals.map((meal) => meal.slug)).toEqual(menuMealSlugs(year, month));
    for (const meal of meals) {
      const seeded = MEALS.find((candidate) => candidate.slug === meal.slug)!;
      expect(meal.meal_type.key).toBe(seeded.meal_type);
      expect(meal.allergens.map((allergen) => allergen.key).sort()).toEqual([...seeded.allergies].sort());
    }
  });

  it("answers an empty list for a month without a menu, and a batch by ids", async () => {
    const { body } = await get<ListBody<MenuBody>>("/menus?month=1999-01");
    expect(body).toEqual({ data: [], meta: { count: 0 } });
    const { body: batch } = await get<ListBody<MenuBody>>(`/menus?ids=${second.id},${first.id}&relations=meals`);
    expect(batch.data.map((menu) => menu.id)).toEqual([first.id, second.id]);
    expect(batch.data.every((menu) => menu.meals?.length === 10)).toBe(true);
  });

  it.each([
    ["?month=2026-13", "month"],
    ["?month=november", "month"],
    [`?month=${"2026-01".repeat(40)}`, "month"],
    ["?relations=chefs", "relations"],
    ["?ids=1,x", "ids"],
  ])("answers %s with a 400 naming %s", async (query, field) => {
    await expectBadRequest(`/menus${query}`, field);
  });
});

describe("GET menus/{id}", () => {
  it("answers a menu by id or slug with its meals", async () => {
    const { body: bySlug } = await get<MenuBody>(`/menus/${first.slug}`);
    const { body: byId } = await get<MenuBody>(`/menus/${first.id}`);
    expect(bySlug).toEqual(byId);
    expect(bySlug.meals).toHaveLength(10);
  });

  it("answers an unknown menu with a 404", async () => {
    await expectNotFound("/menus/1999-01");
  });
});
