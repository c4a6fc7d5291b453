/** The Locations and Meals & menus areas over GraphQL (decision 019): a manager's changes, field errors, refusals. */
import { env } from "cloudflare:workers";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { isShareable } from "../../../workers/graphql/plugins/operation-cache";
import { ok, operation, refused, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const ADMIN_LOCATION = "upcomingClasses shippingOffsetsCount taxRateBps location { id name slug active timezone latitude activeMonths fulfillmentIds }";

interface AdminLocation {
  upcomingClasses: number;
  shippingOffsetsCount: number;
  taxRateBps: number;
  location: { id: string; name: string; slug: string; active: boolean; timezone: string; latitude: number; activeMonths: number[] | null; fulfillmentIds: string[] };
}

const locationInput = (overrides: Record<string, unknown> = {}) => ({
  name: "GraphQL Kitchen",
  slug: `graphql-kitchen-${unique()}`,
  address: { street: "2 Main St", city: "Logan", state: "UT", zipcode: "84321" },
  timezone: "America/Denver",
  active: false,
  activeMonths: [6, 7],
  taxRateBps: 725,
  fulfillmentIds: ["1", "3"],
  ...overrides,
});

describe("the Locations area over GraphQL", () => {
  it("creates an inactive location that only the staff list shows, edits it, names bad fields, and deletes it", async () => {
    const input = locationInput();
    const { createLocation } = await ok<{ createLocation: AdminLocation }>(
      `mutation ($input: LocationInput!) { createLocation(input: $input) { ${ADMIN_LOCATION} } }`,
      { input },
      MANAGER,
    );
    expect(createLocation).toMatchObject({ upcomingClasses: 0, taxRateBps: 725, location: { active: false, activeMonths: [6, 7], fulfillmentIds: ["1", "3"] } });
    const id = createLocation.location.id;

    const { adminLocations } = await ok<{ adminLocations: AdminLocation[] }>(`query ($ids: [ID!]) { adminLocations(ids: $ids) { ${ADMIN_LOCATION} } }`, { ids: [id] }, MANAGER);
    expect(adminLocations.map((row) => row.location.id)).toEqual([id]);
    const publicList = await ok<{ locations: { locations: Array<{ id: string }> } }>("{ locations(filter: { active: true }) { locations { id } } }");
    expect(publicList.locations.locations.some((row) => row.id === id)).toBe(false);

    const bad = await refused(
      `mutation ($id: ID!, $input: LocationInput!) { updateLocation(id: $id, input: $input) { location { id } } }`,
      { id, input: { ...input, timezone: "Mars/Olympus", address: { ...input.address, zipcode: "12" }, fulfillmentIds: ["1", "1"] } },
      MANAGER,
    );
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.extensions.fields as object).sort()).toEqual(["address.zipcode", "fulfillmentIds", "timezone"]);

    const { updateLocation } = await ok<{ updateLocation: AdminLocation }>(
      `mutation ($id: ID!, $input: LocationInput!) { updateLocation(id: $id, input: $input) { ${ADMIN_LOCATION} } }`,
      { id, input: { ...input, name: "GraphQL Kitchen East", active: true, activeMonths: null, timezone: "America/Boise" } },
      MANAGER,
    );
    expect(updateLocation.location).toMatchObject({ name: "GraphQL Kitchen East", active: true, activeMonths: null, timezone: "America/Boise" });

    const staff = await operation<{ deleteLocation: string | null }>(`mutation ($id: ID!) { deleteLocation(id: $id) }`, { id }, STAFF);
    expect(staff.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(staff.data?.deleteLocation ?? null).toBeNull();
    expect((await ok<{ deleteLocation: string }>(`mutation ($id: ID!) { deleteLocation(id: $id) }`, { id }, MANAGER)).deleteLocation).toBe(id);
    // A location with classes (Logan) is refused with the reason.
    const inUse = await refused(`mutation { deleteLocation(id: "1") }`, {}, MANAGER);
    expect(inUse.extensions.code).toBe("CONFLICT");
    expect(inUse.message).toMatch(/deactivate/);
  });
});

describe("the Meals & menus area over GraphQL", () => {
  it("creates and edits a meal with measured ingredients, lists it for staff, and sets a menu's meals", async () => {
    const input = {
      name: `GraphQL Pot Pie ${unique()}`,
      mealTypeId: "1",
      priceCents: 3800,
      allergens: ["wheat", "dairy"],
      measuredIngredients: [{ name: "Pie crust", quantity: 1, unit: "each", aisle: "bakery" }],
    };
    const MEAL = "meal { id name active priceCents allergens { key } } measuredIngredients { name quantity unit aisle }";
    const { createMeal } = await ok<{ createMeal: { meal: { id: string; active: boolean }; measuredIngredients: unknown[] } }>(
      `mutation ($input: MealInput!) { createMeal(input: $input) { ${MEAL} } }`,
      { input },
      MANAGER,
    );
    expect(createMeal.measuredIngredients).toEqual([{ name: "Pie crust", quantity: 1, unit: "each", aisle: "bakery" }]);
    const id = createMeal.meal.id;

    const bad = await refused(
      `mutation ($id: ID!, $input: MealInput!) { updateMeal(id: $id, input: $input) { meal { id } } }`,
      { id, input: { ...input, priceCents: -5, measuredIngredients: [{ name: "Salt", quantity: 1, unit: "tsp", aisle: "garage" }] } },
      MANAGER,
    );
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.extensions.fields as object).sort()).toEqual(["measuredIngredients", "priceCents"]);

    const { updateMeal } = await ok<{ updateMeal: { meal: { active: boolean; priceCents: number; allergens: Array<{ key: string }> } } }>(
      `mutation ($id: ID!, $input: MealInput!) { updateMeal(id: $id, input: $input) { ${MEAL} } }`,
      { id, input: { ...input, active: false, priceCents: 3600, allergens: ["wheat"] } },
      MANAGER,
    );
    expect(updateMeal.meal).toMatchObject({ active: false, priceCents: 3600, allergens: [{ key: "wheat" }] });
    const { adminMeals } = await ok<{ adminMeals: Array<{ meal: { id: string; active: boolean } }> }>(
      `query ($ids: [ID!]) { adminMeals(ids: $ids) { meal { id active } } }`,
      { ids: [id] },
      STAFF,
    );
    expect(adminMeals).toEqual([{ meal: { id, active: false } }]);

    const menu = await ok<{ menus: Array<{ id: string; meals: Array<{ id: string }> }> }>("{ menus { id meals { id } } }");
    const target = menu.menus.at(-1)!;
    const original = target.meals.map((meal) => meal.id);
    const { setMenuMeals } = await ok<{ setMenuMeals: { id: string; meals: Array<{ id: string }> } }>(
      `mutation ($menuId: ID!, $mealIds: [ID!]!) { setMenuMeals(menuId: $menuId, mealIds: $mealIds) { id meals { id } } }`,
      { menuId: target.id, mealIds: [id, ...original] },
      MANAGER,
    );
    expect(setMenuMeals.meals.map((meal) => meal.id)).toEqual([id, ...original]);
    await ok(`mutation ($menuId: ID!, $mealIds: [ID!]!) { setMenuMeals(menuId: $menuId, mealIds: $mealIds) { id } }`, { menuId: target.id, mealIds: original }, MANAGER);
  });

  it("searches the active meals not on a menu and adds one at the end, keeping the others (decision 051)", async () => {
    const slug = `graphql-add-${unique()}`;
    await env.DB.prepare("INSERT INTO menus (slug, name, starts_on, ends_on) VALUES (?1, ?1, '2031-02-01', '2031-02-28')").bind(slug).run();
    const menu = (await env.DB.prepare("SELECT id FROM menus WHERE slug = ?1").bind(slug).first<{ id: number }>())!;
    const menuId = String(menu.id);
    await ok(`mutation ($menuId: ID!) { setMenuMeals(menuId: $menuId, mealIds: ["2", "1"]) { id } }`, { menuId }, MANAGER);
    const word = `Searcher${unique()}`;
    const { createMeal } = await ok<{ createMeal: { meal: { id: string } } }>(
      `mutation ($input: MealInput!) { createMeal(input: $input) { meal { id } } }`,
      { input: { name: `Skillet ${word}`, mealTypeId: "1", priceCents: 3100 } },
      MANAGER,
    );
    const id = createMeal.meal.id;
    const SEARCH = `query ($search: String, $menuId: ID) { adminMeals(search: $search, active: true, notOnMenuId: $menuId, first: 25) { meal { id } } }`;
    const found = async () => (await ok<{ adminMeals: Array<{ meal: { id: string } }> }>(SEARCH, { search: word, menuId }, STAFF)).adminMeals.map((row) => row.meal.id);
    expect(await found()).toEqual([id]);

    // Staff without menus.update may not add; a bad id is BAD_USER_INPUT; nothing changes.
    expect((await refused(`mutation ($menuId: ID!, $mealId: ID!) { addMenuMeal(menuId: $menuId, mealId: $mealId) { id } }`, { menuId, mealId: id }, STAFF)).extensions.code).toBe("FORBIDDEN");
    const bad = await refused(`mutation ($menuId: ID!) { addMenuMeal(menuId: $menuId, mealId: "soup") { id } }`, { menuId }, MANAGER);
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.extensions.fields as object)).toEqual(["mealId"]);

    const { addMenuMeal } = await ok<{ addMenuMeal: { id: string; meals: Array<{ id: string }> } }>(
      `mutation ($menuId: ID!, $mealId: ID!) { addMenuMeal(menuId: $menuId, mealId: $mealId) { id meals { id } } }`,
      { menuId, mealId: id },
      MANAGER,
    );
    expect(addMenuMeal.meals.map((meal) => meal.id)).toEqual(["2", "1", id]);
    expect(await found()).toEqual([]);
    const inactive = await ok<{ createMeal: { meal: { id: string } } }>(
      `mutation ($input: MealInput!) { createMeal(input: $input) { meal { id } } }`,
      { input: { name: `Stew ${word}`, mealTypeId: "1", priceCents: 3100, active: false } },
      MANAGER,
    );
    const conflict = await refused(
      `mutation ($menuId: ID!, $mealId: ID!) { addMenuMeal(menuId: $menuId, mealId: $mealId) { id } }`,
      { menuId, mealId: inactive.createMeal.meal.id },
      MANAGER,
    );
    expect(conflict.extensions.code).toBe("CONFLICT");
  });

  it("never shares an admin answer through the public operation cache", () => {
    for (const field of ["adminLocations { location { id } }", "adminMeals { meal { id } }", "kitchenBoard { classId }"]) {
      expect(isShareable(parse(`{ ${field} }`)), field).toBe(false);
      expect(isShareable(parse(`{ locations { locations { id } } ${field} }`)), field).toBe(false);
    }
  });
});
