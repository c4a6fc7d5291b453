/** Class lines of a cart (spec §7 carts/{id}/classes and PUT carts/{id}; decision 011). */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { portionPriceCents } from "../../../drizzle/seed/data";
import {
  addClass,
  buyableClasses,
  call,
  type CartBody,
  createCart,
  expectRefused,
  FULL_12,
  getCart,
  HALF_3,
  makeClass,
} from "../support/cart";

const MEAL_ASSEMBLY = 1;
const DAY_MS = 24 * 3600 * 1000;

describe("POST carts/{uuid}/classes", () => {
  it("adds a class with its portion variation, price, line totals and every portion option", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    const body = await addClass(cart.uuid, cls!.id, HALF_3);
    expect(body.classes).toHaveLength(1);
    const [line] = body.classes;
    expect(line!.class).toMatchObject({ id: cls!.id, sku: cls!.sku, canceled: false, class_type_id: MEAL_ASSEMBLY });
    expect(Object.keys(line!.class.location).sort()).toEqual(["city", "id", "name", "tax_rate_bps", "timezone"]);
    expect(["in-person", "pre-assembled", "delivery", "shipping"]).toContain(line!.class.fulfillment.key);
    expect(line!.class.seats_left).toBeGreaterThan(0);
    expect(line!.portion_variation).toEqual({
      portion_size: { id: 1, key: "half", name: "Half", serves: "2–3" },
      portion_quantity: { id: 1, meal_count: 3 },
    });
    expect(line!.price_cents).toBe(portionPriceCents("meal-assembly", "half", 3));
    expect(line!.problem).toBeNull();
    expect(line!.options).toHaveLength(8);
    expect(line!.options.at(-1)).toMatchObject({ portion_size: { key: "full" }, portion_quantity: { meal_count: 12 } });
    expect(line!.totals?.price_cents).toBe(line!.price_cents);
    expect(body.totals.subtotal_cents).toBe(line!.price_cents);
  });

  it("adds a class by its sku, in any case", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    const { status, body } = await call<CartBody>("POST", `/carts/${cart.uuid}/classes`, {
      body: { sku: cls!.sku.toLowerCase(), ...HALF_3 },
    });
    expect(status).toBe(200);
    expect(body.classes.map((line) => line.class.id)).toEqual([cls!.id]);
  });

  it("changes the portions when the same class is added again, keeping one line in its place", async () => {
    const cart = await createCart();
    const [first, second] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY }, 2);
    await addClass(cart.uuid, first!.id, HALF_3);
    await addClass(cart.uuid, second!.id, HALF_3);
    const body = await addClass(cart.uuid, first!.id, FULL_12);
    expect(body.classes.map((line) => line.class.id)).toEqual([first!.id, second!.id]);
    expect(body.classes[0]!.portion_variation.portion_size.key).toBe("full");
    expect(body.classes[0]!.price_cents).toBe(portionPriceCents("meal-assembly", "full", 12));
  });

  it("refuses a full class (409 'This class is full') but lets a line already in the cart change portions", async () => {
    const cart = await createCart();
    const full = await makeClass({ full: true });
    const refused = await expectRefused(
      cart.uuid,
      () => call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: full, ...HALF_3 } }),
      409,
      "CLASS_FULL",
    );
    expect(refused.error.message).toBe("This class is full");

    const filling = await makeClass();
    await addClass(cart.uuid, filling, HALF_3);
    await env.DB.prepare(
      "update classes set seats_taken = (select seats from reservation_sizes where id = classes.reservation_size_id) where id = ?",
    )
      .bind(filling)
      .run();
    const shown = await getCart(cart.uuid);
    expect(shown.classes[0]).toMatchObject({ problem: "full", class: { seats_left: 0 } });
    const changed = await addClass(cart.uuid, filling, FULL_12);
    expect(changed.classes[0]!.portion_variation.portion_quantity.meal_count).toBe(12);
  });

  it.each([
    ["canceled", { canceled: true }, "CLASS_CANCELED", "This class was canceled"],
    ["past", { date: new Date(Date.now() - DAY_MS).toISOString() }, "CLASS_PAST", "This class has already taken place"],
    ["starting right now", { date: new Date(Date.now() - 1000).toISOString() }, "CLASS_PAST", "This class has already taken place"],
    ["completed", { status: "completed" as const }, "CLASS_PAST", "This class has already taken place"],
  ])("refuses a %s class (409) with a clear message", async (_case, changes, code, message) => {
    const cart = await createCart();
    const classId = await makeClass(changes);
    const refused = await expectRefused(
      cart.uuid,
      () => call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classId, ...HALF_3 } }),
      409,
      code,
    );
    expect(refused.error.message).toBe(message);
  });

  it("shows a line whose class was canceled after it was added, and still counts it until removed", async () => {
    const cart = await createCart();
    const classId = await makeClass();
    await addClass(cart.uuid, classId);
    await env.DB.prepare("update classes set canceled = 1 where id = ?").bind(classId).run();
    const shown = await getCart(cart.uuid);
    expect(shown.classes[0]).toMatchObject({ problem: "canceled", class: { canceled: true } });
    expect(shown.totals.subtotal_cents).toBe(shown.classes[0]!.price_cents);
  });

  it.each([
    ["an unknown class id", { class_id: 99_999_999, ...HALF_3 }, 404],
    ["an unknown sku", { sku: "LOG-19990101-0000-IP", ...HALF_3 }, 404],
    ["a class id as a string", { class_id: "1", ...HALF_3 }, 400],
    ["a negative class id", { class_id: -1, ...HALF_3 }, 400],
    ["a zero class id", { class_id: 0, ...HALF_3 }, 400],
    ["a fractional class id", { class_id: 1.5, ...HALF_3 }, 400],
    ["a huge class id", { class_id: 1e15, ...HALF_3 }, 400],
    ["both class_id and sku", { class_id: 1, sku: "LOG-X", ...HALF_3 }, 400],
    ["neither class_id nor sku", { ...HALF_3 }, 400],
    ["a 10,000-character sku", { sku: "A".repeat(10_000), ...HALF_3 }, 400],
    ["a sku with odd characters", { sku: "LOG'; drop table classes;--", ...HALF_3 }, 400],
    ["a negative portion quantity", { class_id: 1, portion_size_id: 1, portion_quantity_id: -4 }, 400],
    ["a huge portion quantity", { class_id: 1, portion_size_id: 1, portion_quantity_id: 4_000_000_000 }, 400],
    ["an array", [{ class_id: 1, ...HALF_3 }], 400],
    ["null", null, 400],
  ])("refuses %s", async (_case, body, status) => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id);
    await expectRefused(cart.uuid, () => call("POST", `/carts/${cart.uuid}/classes`, { body }), status);
  });

  it("refuses a meal-assembly class without its portion size (400 on the portion fields)", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    const refused = await expectRefused(
      cart.uuid,
      () => call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: cls!.id, portion_quantity_id: 1 } }),
      400,
      "BAD_REQUEST",
    );
    expect(refused.error.fields?.portion_size_id?.length).toBeGreaterThan(0);
  });

  it("refuses a portion option the class type doesn't price (400 on the portion fields)", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    const refused = await expectRefused(
      cart.uuid,
      () => call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: cls!.id, portion_size_id: 1, portion_quantity_id: 99 } }),
      400,
      "BAD_REQUEST",
    );
    expect(refused.error.fields?.portion_quantity_id?.length).toBeGreaterThan(0);
  });

  it("refuses malformed JSON and a body that isn't JSON", async () => {
    const cart = await createCart();
    await expectRefused(cart.uuid, () => call("POST", `/carts/${cart.uuid}/classes`, { body: "{not json" }), 400);
    await expectRefused(cart.uuid, () => call("POST", `/carts/${cart.uuid}/classes`), 400, "BAD_REQUEST");
  });

  it("holds at most 20 classes", async () => {
    const cart = await createCart();
    const classes = await buyableClasses({}, 21);
    const { status } = await call<CartBody>("PUT", `/carts/${cart.uuid}`, {
      body: { classes: classes.slice(0, 20).map((cls) => ({ class_id: cls.id, ...HALF_3 })) },
    });
    expect(status).toBe(200);
    const refused = await expectRefused(
      cart.uuid,
      () => call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: classes[20]!.id, ...HALF_3 } }),
      409,
      "CART_LIMIT",
    );
    expect(refused.error.message).toBe("A cart can hold at most 20 classes");
    expect((await getCart(cart.uuid)).classes).toHaveLength(20);
    // A class already in a full cart can still change portions.
    expect((await addClass(cart.uuid, classes[0]!.id, FULL_12)).classes).toHaveLength(20);
  });
});

describe("DELETE carts/{uuid}/classes/{classId}", () => {
  it("removes the line and its totals", async () => {
    const cart = await createCart();
    const [first, second] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY }, 2);
    await addClass(cart.uuid, first!.id);
    await addClass(cart.uuid, second!.id);
    const { status, body } = await call<CartBody>("DELETE", `/carts/${cart.uuid}/classes/${first!.id}`);
    expect(status).toBe(200);
    expect(body.classes.map((line) => line.class.id)).toEqual([second!.id]);
    expect(body.totals.lines.map((line) => line.class_id)).toEqual([second!.id]);
  });

  it.each([
    ["a class not in the cart", "99999", 404],
    ["a non-numeric class id", "abc", 400],
    ["a negative class id", "-1", 400],
    ["a 10,000-digit class id", "9".repeat(10_000), 400],
  ])("refuses %s", async (_case, classId, status) => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id);
    await expectRefused(cart.uuid, () => call("DELETE", `/carts/${cart.uuid}/classes/${classId}`), status);
  });
});

describe("PUT carts/{uuid}", () => {
  it("replaces the classes with the list, in its order, keeping codes and donation", async () => {
    const cart = await createCart();
    const [a, b, c] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY }, 3);
    await addClass(cart.uuid, a!.id);
    await call("POST", `/carts/${cart.uuid}/promotions`, { body: { code: "WELCOME10" } });
    await call("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 500 } });
    const { status, body } = await call<CartBody>("PUT", `/carts/${cart.uuid}`, {
      body: { classes: [{ class_id: c!.id, ...FULL_12 }, { sku: b!.sku, ...HALF_3 }] },
    });
    expect(status).toBe(200);
    expect(body.classes.map((line) => [line.class.id, line.portion_variation.portion_size.key])).toEqual([
      [c!.id, "full"],
      [b!.id, "half"],
    ]);
    expect(body.promotions.map((code) => code.code)).toEqual(["WELCOME10"]);
    expect(body.donation_cents).toBe(500);
    const emptied = await call<CartBody>("PUT", `/carts/${cart.uuid}`, { body: { classes: [] } });
    expect(emptied.body.classes).toEqual([]);
  });

  it("keeps a class already in the cart that has filled up since", async () => {
    const cart = await createCart();
    const classId = await makeClass();
    await addClass(cart.uuid, classId);
    await env.DB.prepare("update classes set seats_taken = 1000 where id = ?").bind(classId).run();
    const { status } = await call("PUT", `/carts/${cart.uuid}`, { body: { classes: [{ class_id: classId, ...FULL_12 }] } });
    expect(status).toBe(200);
  });

  it.each([
    ["the same class twice", (ids: number[]) => ({ classes: [{ class_id: ids[0], ...HALF_3 }, { class_id: ids[0], ...FULL_12 }] }), 400],
    ["21 classes", (ids: number[]) => ({ classes: Array.from({ length: 21 }, () => ({ class_id: ids[0], ...HALF_3 })) }), 400],
    ["a list that isn't a list", () => ({ classes: "all of them" }), 400],
    ["no list", () => ({}), 400],
    ["a bad line", (ids: number[]) => ({ classes: [{ class_id: ids[0], ...HALF_3 }, { class_id: "x" }] }), 400],
    ["an unknown class", (ids: number[]) => ({ classes: [{ class_id: ids[0], ...HALF_3 }, { class_id: 99_999_999, ...HALF_3 }] }), 404],
  ])("refuses %s and changes nothing", async (_case, body, status) => {
    const cart = await createCart();
    const [cls, other] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY }, 2);
    await addClass(cart.uuid, other!.id);
    await expectRefused(cart.uuid, () => call("PUT", `/carts/${cart.uuid}`, { body: body([cls!.id]) }), status);
  });

  it("refuses a list with a full class, naming its line, and changes nothing", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    const full = await makeClass({ full: true });
    await addClass(cart.uuid, cls!.id);
    const refused = await expectRefused(
      cart.uuid,
      () => call("PUT", `/carts/${cart.uuid}`, { body: { classes: [{ class_id: cls!.id, ...HALF_3 }, { class_id: full, ...HALF_3 }] } }),
      409,
      "CLASS_FULL",
    );
    expect(refused.error.message).toBe(`Line 2 (class ${full}): This class is full`);
  });
});
