/** The Meals & menus area of the console (decision 019): who may, validation, ingredients replaced, menus set, audit. */
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";
import { all, first, run } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface StaffMeal {
  id: number;
  slug: string;
  name: string;
  ingredients: string;
  active: boolean;
  price_cents: number;
  allergens: Array<{ key: string }>;
  measured_ingredients: Array<{ name: string; quantity: number; unit: string; aisle: string }>;
}

function mealInput(overrides: Record<string, unknown> = {}) {
  return {
    name: `Green Chile Stew ${unique()}`,
    description: "Pork, potatoes and roasted chiles.",
    meal_type_id: 1,
    price_cents: 4200,
    serves: 4,
    calories: 520,
    allergens: ["dairy"],
    measured_ingredients: [
      { name: "Pork shoulder", quantity: 2, unit: "lb", aisle: "meat" },
      { name: "Green chiles", quantity: 1.5, unit: "cup", aisle: "produce" },
    ],
    ...overrides,
  };
}

const count = async (sql: string, ...values: unknown[]) => (await first<{ n: number }>(sql, ...values)).n;

describe("staff changes to meals and menus", () => {
  it("answers 401 without a token, 403 to a customer and to staff without the permission, and changes nothing", async () => {
    const customer = (await registerCustomer()).token;
    const before = await count("SELECT count(*) AS n FROM meals");
    const menuMeals = await count("SELECT count(*) AS n FROM menu_meals WHERE menu_id = 1");
    for (const [method, path, body] of [
      ["POST", "/meals", mealInput()],
      ["PUT", "/meals/1", mealInput()],
      ["PUT", "/menus/1/meals", { meal_ids: [1] }],
      ["POST", "/menus/1/meals", { meal_id: 1 }],
    ] as const) {
      expectError(await call(method, path, { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { body, token: customer }), 403, "FORBIDDEN");
      // Staff and the kitchen hold meals.view and menus.view only.
      expectError(await call(method, path, { body, token: STAFF }), 403, "FORBIDDEN");
      expectError(await call(method, path, { body, token: KITCHEN }), 403, "FORBIDDEN");
    }
    expectError(await call("GET", "/meals/staff"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/meals/staff", { token: customer }), 403, "FORBIDDEN");
    expect(await count("SELECT count(*) AS n FROM meals")).toBe(before);
    expect(await count("SELECT count(*) AS n FROM menu_meals WHERE menu_id = 1")).toBe(menuMeals);
    const list = await call<{ data: StaffMeal[] }>("GET", "/meals/staff", { token: KITCHEN });
    expect(list.status).toBe(200);
    expect(list.body.data.every((meal) => Array.isArray(meal.measured_ingredients))).toBe(true);
  });

  it("answers bad input with a message per field and stores nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM meals");
    const shape = expectError(
      await call("POST", "/meals", {
        token: MANAGER,
        body: mealInput({ name: " ", price_cents: -1, serves: 0, slug: "Bad Slug", measured_ingredients: [{ name: "Salt", quantity: 0, unit: "pinch", aisle: "garage" }] }),
      }),
      400,
      "BAD_REQUEST",
    );
    expect(Object.keys(shape.error.fields!).sort()).toEqual(["measured_ingredients", "name", "price_cents", "serves", "slug"]);
    const references = expectError(
      await call("POST", "/meals", { token: MANAGER, body: mealInput({ meal_type_id: 999, allergens: ["kryptonite"], slug: "green-chile-stew-nope" }) }),
      400,
      "BAD_REQUEST",
    );
    expect(Object.keys(references.error.fields!).sort()).toEqual(["allergens", "meal_type_id"]);
    expect(await count("SELECT count(*) AS n FROM meals")).toBe(before);
  });

  it("creates a meal with its allergens and measured ingredients, updates it replacing them, and audits both", async () => {
    const create = await call<StaffMeal>("POST", "/meals", { token: MANAGER, body: mealInput() });
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    const meal = create.body;
    expect(meal.slug).toMatch(/^green-chile-stew-/);
    expect(meal.ingredients).toBe("Pork shoulder, Green chiles");
    expect(meal.allergens.map((allergy) => allergy.key)).toEqual(["dairy"]);
    expect(meal.measured_ingredients).toEqual([
      { name: "Pork shoulder", quantity: 2, unit: "lb", aisle: "meat" },
      { name: "Green chiles", quantity: 1.5, unit: "cup", aisle: "produce" },
    ]);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'meals.create' AND resource_id = ?1", String(meal.id))).toBe(1);

    const update = await call<StaffMeal>("PUT", `/meals/${meal.id}`, {
      token: MANAGER,
      body: mealInput({
        name: "Red Chile Stew",
        active: false,
        price_cents: 3900,
        allergens: [],
        measured_ingredients: [{ name: "Red chile powder", quantity: 0.25, unit: "cup", aisle: "spices" }],
      }),
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body).toMatchObject({ name: "Red Chile Stew", slug: meal.slug, active: false, price_cents: 3900, allergens: [] });
    expect(update.body.measured_ingredients).toEqual([{ name: "Red chile powder", quantity: 0.25, unit: "cup", aisle: "spices" }]);
    expect(await count("SELECT count(*) AS n FROM meal_ingredients WHERE meal_id = ?1", meal.id)).toBe(1);
    const record = await first<{ before: string; after: string }>(
      "SELECT before, after FROM audit_log WHERE action = 'meals.update' AND resource_id = ?1",
      String(meal.id),
    );
    expect(JSON.parse(record.before)).toMatchObject({ price_cents: 4200, active: true, allergens: ["dairy"] });
    expect(JSON.parse(record.after)).toMatchObject({ name: "Red Chile Stew", price_cents: 3900, active: false, allergens: [] });

    // Inactive now: the customer list leaves it out, the staff list keeps it.
    const customerList = await call<{ data: StaffMeal[] }>("GET", "/meals");
    expect(customerList.body.data.some((row) => row.id === meal.id)).toBe(false);
    const staffList = await call<{ data: StaffMeal[] }>("GET", `/meals/staff?ids=${meal.id}`, { token: STAFF });
    expect(staffList.body.data.map((row) => row.id)).toEqual([meal.id]);

    // Bad input on update changes nothing; an unknown meal is 404.
    expectError(await call("PUT", `/meals/${meal.id}`, { token: MANAGER, body: mealInput({ price_cents: "free" }) }), 400, "BAD_REQUEST", "price_cents");
    expect((await first<{ price_cents: number }>("SELECT price_cents FROM meals WHERE id = ?1", meal.id)).price_cents).toBe(3900);
    expectError(await call("PUT", "/meals/999999", { token: MANAGER, body: mealInput() }), 404, "NOT_FOUND");
  });

  it("sets a month's menu meals in order, refuses unknown meals, and audits before and after", async () => {
    const menu = await first<{ id: number }>("SELECT id FROM menus ORDER BY starts_on DESC LIMIT 1");
    const before = (await call<{ meals: Array<{ id: number }> }>("GET", `/menus/${menu.id}`)).body.meals.map((meal) => meal.id);
    expectError(await call("PUT", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_ids: [1, 999_999] } }), 400, "BAD_REQUEST", "meal_ids");
    expectError(await call("PUT", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_ids: [1, 1] } }), 400, "BAD_REQUEST", "meal_ids");
    expectError(await call("PUT", "/menus/999999/meals", { token: MANAGER, body: { meal_ids: [1] } }), 404, "NOT_FOUND");
    expect((await call<{ meals: Array<{ id: number }> }>("GET", `/menus/${menu.id}`)).body.meals.map((meal) => meal.id)).toEqual(before);

    const chosen = [3, 1, 2];
    const set = await call("PUT", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_ids: chosen } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await call<{ meals: Array<{ id: number }> }>("GET", `/menus/${menu.id}`)).body.meals.map((meal) => meal.id)).toEqual(chosen);
    const record = await first<{ before: string; after: string }>(
      "SELECT before, after FROM audit_log WHERE action = 'menus.update' AND resource_id = ?1 ORDER BY id DESC LIMIT 1",
      String(menu.id),
    );
    expect(JSON.parse(record.before)).toEqual({ meal_ids: before });
    expect(JSON.parse(record.after)).toEqual({ meal_ids: chosen });
    // Put the seeded menu back for the tests that read it.
    await call("PUT", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_ids: before } });
  });

  it("adds one meal at the end of a menu, keeps the others, searches only the meals not on it, and audits the add (decision 051)", async () => {
    // A menu of our own, so the meals on it are known whatever the other tests do.
    const slug = `add-menu-${unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, "-");
    await run("INSERT INTO menus (slug, name, starts_on, ends_on) VALUES (?1, ?2, '2031-01-01', '2031-01-31')", slug, `Add ${slug}`);
    const menu = await first<{ id: number }>("SELECT id FROM menus WHERE slug = ?1", slug);
    const word = `Adder${unique()}`.replace(/[^A-Za-z0-9]/g, "");
    const created: number[] = [];
    for (const [name, active] of [["Alpha", true], ["Bravo", true], ["Charlie", false]] as const) {
      const answer = await call<StaffMeal>("POST", "/meals", { token: MANAGER, body: mealInput({ name: `${name} ${word}`, active }) });
      expect(answer.status).toBe(201);
      created.push(answer.body.id);
    }
    const [alpha, bravo, charlie] = created;
    expect((await call("PUT", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_ids: [3, 1] } })).status).toBe(200);
    const onMenu = async () => (await all<{ meal_id: number }>("SELECT meal_id FROM menu_meals WHERE menu_id = ?1 ORDER BY position", menu.id)).map((row) => row.meal_id);
    const audits = () => count("SELECT count(*) AS n FROM audit_log WHERE action = 'menus.update' AND resource_id = ?1", String(menu.id));
    const search = async () =>
      (await call<{ data: StaffMeal[] }>("GET", `/meals/staff?search=${word}&active=true&not_on_menu=${menu.id}`, { token: STAFF })).body.data.map((meal) => meal.id);
    expect(await search()).toEqual([alpha, bravo]);

    const added = await call<{ meal_ids: number[]; added: boolean }>("POST", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_id: alpha } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ meal_ids: [3, 1, alpha], added: true });
    expect(await onMenu()).toEqual([3, 1, alpha]);
    expect(await search()).toEqual([bravo]);
    const record = await first<{ before: string; after: string; actor_email: string }>(
      "SELECT before, after, actor_email FROM audit_log WHERE action = 'menus.update' AND resource_id = ?1 ORDER BY id DESC LIMIT 1",
      String(menu.id),
    );
    expect(JSON.parse(record.before)).toEqual({ meal_ids: [3, 1] });
    expect(JSON.parse(record.after)).toEqual({ meal_ids: [3, 1, alpha] });
    expect(record.actor_email).toBe("daniel.olsen@cachevalleykitchen.com");

    // The same add again (a second click, a stale page) changes nothing and writes no record.
    const auditsBefore = await audits();
    const again = await call<{ meal_ids: number[]; added: boolean }>("POST", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_id: alpha } });
    expect(again.status).toBe(200);
    expect(again.body.added).toBe(false);
    expect(await onMenu()).toEqual([3, 1, alpha]);
    expect(await audits()).toBe(auditsBefore);

    // Refusals change nothing: bad input, unknown meal or menu, an inactive meal, a full menu.
    expectError(await call("POST", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_id: "two" } }), 400, "BAD_REQUEST", "meal_id");
    expectError(await call("POST", `/menus/${menu.id}/meals`, { token: MANAGER, body: {} }), 400, "BAD_REQUEST", "meal_id");
    expectError(await call("POST", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_id: 999_999 } }), 400, "BAD_REQUEST", "meal_id");
    expectError(await call("POST", "/menus/999999/meals", { token: MANAGER, body: { meal_id: bravo } }), 404, "NOT_FOUND");
    expectError(await call("POST", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_id: charlie } }), 409, "CONFLICT", "meal_id");
    expect(await onMenu()).toEqual([3, 1, alpha]);
    // A full menu: 40 meals (the seed has fewer, so a few more of our own).
    for (let filler = 0; filler < 6; filler++) {
      expect((await call("POST", "/meals", { token: MANAGER, body: mealInput({ name: `Filler ${filler} ${word}` }) })).status).toBe(201);
    }
    const forty = (await all<{ id: number }>("SELECT id FROM meals WHERE id <> ?1 ORDER BY id DESC LIMIT 40", bravo)).map((row) => row.id);
    expect(forty).toHaveLength(40);
    expect((await call("PUT", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_ids: forty } })).status).toBe(200);
    expectError(await call("POST", `/menus/${menu.id}/meals`, { token: MANAGER, body: { meal_id: bravo } }), 409, "CONFLICT", "meal_id");
    expect(await onMenu()).toEqual(forty);
    expect(await audits()).toBe(auditsBefore + 1);
    expectError(await call("GET", `/meals/staff?not_on_menu=soup`, { token: STAFF }), 400, "BAD_REQUEST", "not_on_menu");
  });

  it("pages the staff list with its filters at the database: no gaps, no repeats, bad paging a 400 (decision 045)", async () => {
    // Three inactive meals of one word, created through the api, so the filters find exactly them.
    const word = `Pager${unique()}`.replace(/[^A-Za-z0-9]/g, "");
    const created: number[] = [];
    for (const name of ["Alpha", "Bravo", "Charlie"]) {
      const answer = await call<StaffMeal>("POST", "/meals", { token: MANAGER, body: mealInput({ name: `${name} ${word}`, active: false }) });
      expect(answer.status).toBe(201);
      created.push(answer.body.id);
    }
    const page = async (query: string) => {
      const answer = await call<{ data: StaffMeal[] }>("GET", `/meals/staff?search=${word.toLowerCase()}&meal_type_id=1&active=false&${query}`, { token: STAFF });
      expect(answer.status).toBe(200);
      return answer.body.data.map((meal) => meal.id);
    };
    expect(await page("limit=2")).toEqual(created.slice(0, 2));
    expect(await page("limit=2&offset=2")).toEqual(created.slice(2));
    expect(await page("limit=2&offset=4")).toEqual([]);
    expect(await page("")).toEqual(created);
    // The filters hold: active meals and another type are left out.
    const active = await call<{ data: StaffMeal[] }>("GET", `/meals/staff?search=${word}&active=true`, { token: STAFF });
    expect(active.body.data).toEqual([]);
    // Without a filter the bound holds: at most 100 a page.
    const big = await call<{ data: StaffMeal[] }>("GET", "/meals/staff?limit=100", { token: STAFF });
    expect(big.body.data.length).toBeLessThanOrEqual(100);
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=ten", "limit"],
      ["offset=-1", "offset"],
      ["active=maybe", "active"],
      ["meal_type_id=soup", "meal_type_id"],
      [`search=${"x".repeat(101)}`, "search"],
    ] as const) {
      expectError(await call("GET", `/meals/staff?${query}`, { token: STAFF }), 400, "BAD_REQUEST", field);
    }
  });
});
