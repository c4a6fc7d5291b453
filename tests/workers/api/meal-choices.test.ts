/**
 * Which meals a portion line takes home (decision 041): POST carts/{id}/classes with `meals`,
 * PUT carts/{id}/classes/{classId}/meals, and the choice copied to the registration when the
 * order is paid, shown on the order, the attendee list and the kitchen board.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seededToken } from "../support/api";
import { call, type CartBody, createCart, expectRefused, FULL_12, getCart, HALF_3, makeClass } from "../support/cart";
import { api, contact, outboxTo, paidOrderId, startedCheckout } from "./checkout-fixtures";

const MEAL_ASSEMBLY = 1;
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

type Chosen = { meal_id: number; name: string; quantity: number };
type LineWithMeals = CartBody["classes"][number] & { meals: Chosen[] };

/** A meal-assembly class of its own, its menu's meals (in menu order) and a meal not on it. */
async function classWithMenu() {
  const classId = await makeClass({ classTypeId: MEAL_ASSEMBLY });
  const menu = await env.DB.prepare(
    `SELECT mm.meal_id AS id, m.name FROM classes c JOIN menu_meals mm ON mm.menu_id = c.menu_id JOIN meals m ON m.id = mm.meal_id
     WHERE c.id = ?1 AND m.active = 1 ORDER BY mm.position, m.id`,
  )
    .bind(classId)
    .all<{ id: number; name: string }>();
  expect(menu.results.length).toBeGreaterThanOrEqual(3);
  const other = await env.DB.prepare(
    `SELECT id FROM meals WHERE id NOT IN (SELECT meal_id FROM menu_meals WHERE menu_id = (SELECT menu_id FROM classes WHERE id = ?1)) LIMIT 1`,
  )
    .bind(classId)
    .first<{ id: number }>();
  expect(other).toBeTruthy();
  return { classId, meals: menu.results, offMenu: other!.id };
}

const choiceRows = async (uuid: string) =>
  (
    await env.DB.prepare(`SELECT class_id, meal_id, quantity FROM cart_class_meals WHERE cart_uuid = ?1 ORDER BY meal_id`)
      .bind(uuid)
      .all<{ class_id: number; meal_id: number; quantity: number }>()
  ).results;

const lineOf = (cart: CartBody, classId: number) => cart.classes.find((line) => line.class.id === classId) as LineWithMeals | undefined;

describe("POST carts/{id}/classes with meals", () => {
  it("stores three named meals with the line (a meal may be chosen twice) and answers them with the cart", async () => {
    const { classId, meals } = await classWithMenu();
    const cart = await createCart();
    const [a, b] = meals;
    const answer = await call<CartBody>("POST", `/carts/${cart.uuid}/classes`, {
      body: { class_id: classId, ...HALF_3, meals: [{ meal_id: a!.id, quantity: 2 }, { meal_id: b!.id, quantity: 1 }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(lineOf(answer.body, classId)?.meals).toEqual(
      [
        { meal_id: a!.id, name: a!.name, quantity: 2 },
        { meal_id: b!.id, name: b!.name, quantity: 1 },
      ].sort((x, y) => x.name.localeCompare(y.name)),
    );
    expect(await choiceRows(cart.uuid)).toEqual(
      [
        { class_id: classId, meal_id: a!.id, quantity: 2 },
        { class_id: classId, meal_id: b!.id, quantity: 1 },
      ].sort((x, y) => x.meal_id - y.meal_id),
    );
  });

  it("leaves a line added without meals (the spec's call) to the chef's choice", async () => {
    const { classId } = await classWithMenu();
    const cart = await createCart();
    const answer = await call<CartBody>("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...HALF_3 } });
    expect(answer.status).toBe(200);
    expect(lineOf(answer.body, classId)?.meals).toEqual([]);
    expect(await choiceRows(cart.uuid)).toEqual([]);
  });

  it("answers 400 on meals for a wrong count, changing nothing", async () => {
    const { classId, meals } = await classWithMenu();
    const cart = await createCart();
    await call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...HALF_3, meals: [{ meal_id: meals[0]!.id, quantity: 3 }] } });
    const before = await choiceRows(cart.uuid);
    const refused = await expectRefused(
      cart.uuid,
      () =>
        call("POST", `/carts/${cart.uuid}/classes`, {
          body: { class_id: classId, ...HALF_3, meals: [{ meal_id: meals[1]!.id, quantity: 2 }] },
        }),
      400,
      "BAD_REQUEST",
    );
    expect(refused.error.fields?.meals).toEqual(["Choose 3 meals; you chose 2"]);
    expect(await choiceRows(cart.uuid)).toEqual(before);
  });

  it("answers 400 on meals for a meal that is not on the class's menu, and adds no line", async () => {
    const { classId, meals, offMenu } = await classWithMenu();
    const cart = await createCart();
    const refused = await expectRefused(
      cart.uuid,
      () =>
        call("POST", `/carts/${cart.uuid}/classes`, {
          body: { class_id: classId, ...HALF_3, meals: [{ meal_id: meals[0]!.id, quantity: 2 }, { meal_id: offMenu, quantity: 1 }] },
        }),
      400,
      "BAD_REQUEST",
    );
    expect(refused.error.fields?.meals?.[0]).toMatch(/not on this class's menu/);
    expect((await getCart(cart.uuid)).classes).toEqual([]);
  });

  it("answers 400 on meals.0.quantity for a negative quantity", async () => {
    const { classId, meals } = await classWithMenu();
    const cart = await createCart();
    const refused = await expectRefused(
      cart.uuid,
      () => call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...HALF_3, meals: [{ meal_id: meals[0]!.id, quantity: -3 }] } }),
      400,
    );
    expect(Object.keys(refused.error.fields ?? {}).join()).toMatch(/meals/);
  });

  it("drops a choice that no longer adds up when the number of meals changes without a new one", async () => {
    const { classId, meals } = await classWithMenu();
    const cart = await createCart();
    const choice = meals.slice(0, 3).map((meal) => ({ meal_id: meal.id, quantity: 1 }));
    await call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...HALF_3, meals: choice } });
    // Same number of meals, another size: the choice stays.
    const sameCount = await call<CartBody>("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, portion_size_id: 2, portion_quantity_id: 1 } });
    expect(lineOf(sameCount.body, classId)?.meals).toHaveLength(3);
    const changed = await call<CartBody>("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...FULL_12 } });
    expect(changed.status).toBe(200);
    expect(lineOf(changed.body, classId)?.meals).toEqual([]);
    expect(await choiceRows(cart.uuid)).toEqual([]);
  });
});

describe("PUT carts/{id}/classes/{classId}/meals", () => {
  it("sets and clears a line's meals", async () => {
    const { classId, meals } = await classWithMenu();
    const cart = await createCart();
    await call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...HALF_3 } });
    const set = await call<CartBody>("PUT", `/carts/${cart.uuid}/classes/${classId}/meals`, { body: { meals: [{ meal_id: meals[2]!.id, quantity: 3 }] } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(lineOf(set.body, classId)?.meals).toEqual([{ meal_id: meals[2]!.id, name: meals[2]!.name, quantity: 3 }]);
    const cleared = await call<CartBody>("PUT", `/carts/${cart.uuid}/classes/${classId}/meals`, { body: { meals: [] } });
    expect(lineOf(cleared.body, classId)?.meals).toEqual([]);
  });

  it("answers 404 for another cart's line and 400 for a wrong count, changing nothing", async () => {
    const { classId, meals } = await classWithMenu();
    const mine = await createCart();
    const theirs = await createCart();
    await call("POST", `/carts/${theirs.uuid}/classes`, { body: { class_id: classId, ...HALF_3 } });
    const choice = { meals: [{ meal_id: meals[0]!.id, quantity: 3 }] };
    await expectRefused(mine.uuid, () => call("PUT", `/carts/${mine.uuid}/classes/${classId}/meals`, { body: choice }), 404, "NOT_FOUND");
    expect(await choiceRows(theirs.uuid)).toEqual([]);

    const refused = await expectRefused(
      theirs.uuid,
      () => call("PUT", `/carts/${theirs.uuid}/classes/${classId}/meals`, { body: { meals: [{ meal_id: meals[0]!.id, quantity: 4 }] } }),
      400,
      "BAD_REQUEST",
    );
    expect(refused.error.fields?.meals).toEqual(["Choose 3 meals; you chose 4"]);
    expect(await choiceRows(theirs.uuid)).toEqual([]);
  });
});

describe("a paid order's meals", () => {
  it("copies the choice to the registration and shows it on the order, the e-mail, the attendee list and the kitchen board", async () => {
    const { classId, meals } = await classWithMenu();
    const cart = await createCart();
    const [a, b, c] = meals;
    const choice = [a!, b!, c!].map((meal) => ({ meal_id: meal.id, quantity: 1 }));
    const added = await call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...HALF_3, meals: choice } });
    expect(added.status).toBe(200);
    const body = contact();
    const checkout = await startedCheckout(cart.uuid, body);
    const orderId = await paidOrderId(checkout);

    const stored = await env.DB.prepare(
      `SELECT rm.meal_id, rm.quantity FROM registration_meals rm JOIN registrations r ON r.id = rm.registration_id
       WHERE r.order_id = ?1 ORDER BY rm.meal_id`,
    )
      .bind(orderId)
      .all<{ meal_id: number; quantity: number }>();
    expect(stored.results).toEqual(choice.sort((x, y) => x.meal_id - y.meal_id));

    const order = await api<{ order: { registrations: Array<{ meals: Chosen[] }> } }>("GET", `/orders/${orderId}/confirmation?checkout=${checkout.id}`);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.order.registrations[0]!.meals.map((meal) => meal.name).sort()).toEqual([a!.name, b!.name, c!.name].sort());

    const [email] = await outboxTo(body.email);
    for (const meal of [a!, b!, c!]) expect(email?.text).toContain(`1 × ${meal.name}`);

    const attendees = await call<{ data: Array<{ meals: Chosen[] }> }>("GET", `/classes/${classId}/attendees`, { token: KITCHEN });
    expect(attendees.status).toBe(200);
    expect(attendees.body.data[0]!.meals.map((meal) => meal.meal_id).sort()).toEqual(choice.map((meal) => meal.meal_id).sort());

    // The board's days are the kitchen's; the stored instant is UTC (an evening class is the next
    // UTC day): the day before through the UTC day holds it either way.
    const { day, before } = (await env.DB.prepare(`SELECT substr(date, 1, 10) AS day, date(date, '-1 day') AS before FROM classes WHERE id = ?1`)
      .bind(classId)
      .first<{ day: string; before: string }>())!;
    const board = await call<{ data: Array<{ class_id: number; chefs_choice_kits: number; meals: Array<{ meal_id: number; kits_chosen: number }> }> }>(
      "GET",
      `/meal-cooked-statuses?from=${before}&to=${day}`,
      { token: KITCHEN },
    );
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    const row = board.body.data.find((entry) => entry.class_id === classId);
    expect(row?.chefs_choice_kits).toBe(0);
    const kits = new Map(row?.meals.map((meal) => [meal.meal_id, meal.kits_chosen]));
    for (const meal of choice) expect(kits.get(meal.meal_id)).toBe(1);
    expect([...kits.values()].reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  it("copies nothing for a chef's-choice line, and the e-mail says so", async () => {
    const { classId } = await classWithMenu();
    const cart = await createCart();
    await call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...HALF_3 } });
    const body = contact();
    const orderId = await paidOrderId(await startedCheckout(cart.uuid, body));
    const stored = await env.DB.prepare(
      `SELECT count(*) AS n FROM registration_meals rm JOIN registrations r ON r.id = rm.registration_id WHERE r.order_id = ?1`,
    )
      .bind(orderId)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    const [email] = await outboxTo(body.email);
    expect(email?.text).toContain("Meals: chef's choice from the menu");
  });
});
