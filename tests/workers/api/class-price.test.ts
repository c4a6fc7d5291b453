/**
 * A price per class (issue 27 part 2, decision 079): staff give a class its own price of a guest
 * (couple), blank for its class type's; the lists, their price filter, the class page, the cart
 * line and the checkout charge that one price; a paid booking keeps what it paid when the price
 * changes later; bad input is a 400 on `price_cents` and changes nothing; the change is audited
 * in words.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLASS_PRICE_CENTS_MESSAGE, PORTIONS_PRICE_MESSAGE } from "../../../workers/core/class-price";
import { call, expectError, seededToken } from "../support/api";
import { all, cartWith, contact, first, paidOrderId, startedCheckout, type TestClass } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const COOKING_CLASS = 2; // seats, $69.00 a guest (seed)
const MEAL_ASSEMBLY = 1; // portions
const TYPE_PRICE = 6900;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Information {
  id: number;
  name: string;
  price_cents: number | null;
  unit_price_cents: number | null;
  from_price_cents: number | null;
  registrations_count: number;
}

/** A cooking class at a day and kitchen of its own (no clash), with `price` as its own price. */
const classBody = (day: number, price: unknown, extra: Record<string, unknown> = {}) => ({
  name: `Holiday Pasta ${day}`,
  class_type_id: COOKING_CLASS,
  location_id: 2,
  fulfillment_id: 1,
  date: inDays(day),
  time: "08:15",
  duration_minutes: 90,
  seats: 10,
  // Tests share the kitchen's days: a clash is not what is tested here.
  allow_clash: true,
  ...(price === undefined ? {} : { price_cents: price }),
  ...extra,
});

/** A published class made through the api with its own price (or none). */
async function publishedClass(day: number, price: number | null): Promise<Information> {
  const made = await call<Information>("POST", "/classes", { token: MANAGER, body: classBody(day, price) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const published = await call("PUT", `/classes/${made.body.id}/publish`, { token: MANAGER, body: { published: true } });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return made.body;
}

const listed = async (day: number, extra = "") => {
  const answer = await call<{ data: Information[] }>(
    "GET",
    `/classes?class_type=${COOKING_CLASS}&after_date=${inDays(day)}&before_date=${inDays(day + 1)}${extra}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const asTestClass = (info: Information): TestClass => ({
  id: info.id,
  name: info.name,
  seats: 10,
  portion: { portion_size_id: 1, portion_quantity_id: 1 },
  price_cents: info.unit_price_cents ?? 0,
  offer: "seats",
});

const classRow = (id: number) => first<Record<string, unknown>>("SELECT * FROM classes WHERE id = ?1", id);
const countClasses = async () => (await env.DB.prepare("SELECT count(*) AS n FROM classes").first<{ n: number }>())!.n;

describe("a class's own price", () => {
  it("is what its list, price filter and page show, and what the cart and checkout charge; a paid booking keeps it", async () => {
    const holiday = await publishedClass(191, 8900);
    expect(holiday).toMatchObject({ price_cents: 8900, unit_price_cents: 8900, from_price_cents: 8900 });

    const [row] = (await listed(191)).filter((shopClass) => shopClass.id === holiday.id);
    expect(row).toMatchObject({ price_cents: 8900, unit_price_cents: 8900, from_price_cents: 8900 });
    // The "$80 or less" filter leaves out the $89 class; "$90 or less" finds it.
    expect((await listed(191, "&max_price=8000")).map((shopClass) => shopClass.id)).not.toContain(holiday.id);
    expect((await listed(191, "&max_price=9000")).map((shopClass) => shopClass.id)).toContain(holiday.id);
    const page = await call<Information>("GET", `/classes/${holiday.id}`);
    expect(page.body).toMatchObject({ unit_price_cents: 8900, from_price_cents: 8900 });

    const uuid = await cartWith([{ ...asTestClass(holiday), guests: 2 }]);
    const cart = await call<{ classes: Array<{ unit_price_cents: number; price_cents: number }>; totals: { subtotal_cents: number } }>("GET", `/carts/${uuid}`);
    expect(cart.body.classes[0]).toMatchObject({ unit_price_cents: 8900, price_cents: 17800 });
    expect(cart.body.totals.subtotal_cents).toBe(17800);

    const guests = [
      { class_id: holiday.id, first_name: "Maya", last_name: "Lund", allergies: [] },
      { class_id: holiday.id, first_name: "Theo", last_name: "Lund", allergies: [] },
    ];
    const checkout = await startedCheckout(uuid, { ...contact(), guests });
    expect(checkout.totals.subtotal_cents).toBe(17800);
    expect(checkout.totals.lines[0]).toMatchObject({ class_id: holiday.id, price_cents: 17800 });
    const orderId = await paidOrderId(checkout);
    const paid = async () =>
      (await all<{ price_cents: number }>("SELECT price_cents FROM registrations WHERE order_id = ?1 ORDER BY id", orderId)).map((r) => r.price_cents);
    expect(await paid()).toEqual([8900, 8900]);

    // A later price is for new bookings: the order keeps what it paid.
    const raised = await call<Information>("PUT", `/classes/${holiday.id}`, { token: MANAGER, body: classBody(191, 9900) });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body).toMatchObject({ price_cents: 9900, unit_price_cents: 9900, registrations_count: 2 });
    expect(await paid()).toEqual([8900, 8900]);
    const order = await first<{ subtotal_cents: number }>("SELECT subtotal_cents FROM orders WHERE id = ?1", orderId);
    expect(order.subtotal_cents).toBe(17800);
  });

  it("left blank is its class type's price everywhere", async () => {
    const plain = await publishedClass(192, null);
    expect(plain).toMatchObject({ price_cents: null, unit_price_cents: TYPE_PRICE, from_price_cents: TYPE_PRICE });
    expect((await listed(192)).find((shopClass) => shopClass.id === plain.id)).toMatchObject({ unit_price_cents: TYPE_PRICE });
    const uuid = await cartWith([{ ...asTestClass(plain), guests: 1 }]);
    const cart = await call<{ classes: Array<{ price_cents: number }> }>("GET", `/carts/${uuid}`);
    expect(cart.body.classes[0]!.price_cents).toBe(TYPE_PRICE);

    // Set, then given back to its type's: the page follows.
    await call("PUT", `/classes/${plain.id}`, { token: MANAGER, body: classBody(192, 4500) });
    expect((await call<Information>("GET", `/classes/${plain.id}`)).body.unit_price_cents).toBe(4500);
    const back = await call<Information>("PUT", `/classes/${plain.id}`, { token: MANAGER, body: classBody(192, null) });
    expect(back.body).toMatchObject({ price_cents: null, unit_price_cents: TYPE_PRICE });
  });

  it("follows its class type's price when it has none, and not when it has its own", async () => {
    const own = await publishedClass(193, 5000);
    const typeOnly = await publishedClass(194, null);
    await env.DB.prepare("UPDATE class_types SET seat_price_cents = 7100 WHERE id = ?1").bind(COOKING_CLASS).run();
    try {
      expect((await call<Information>("GET", `/classes/${own.id}`)).body.unit_price_cents).toBe(5000);
      expect((await call<Information>("GET", `/classes/${typeOnly.id}`)).body.unit_price_cents).toBe(7100);
    } finally {
      await env.DB.prepare("UPDATE class_types SET seat_price_cents = ?2 WHERE id = ?1").bind(COOKING_CLASS, TYPE_PRICE).run();
    }
  });

  it.each([-1, 1_000_001, 12.5, "89", true])("refuses %j as a price with the field's message, and changes nothing", async (price) => {
    const before = await countClasses();
    const created = await call<{ error: { fields: Record<string, string[]> } }>("POST", "/classes", { token: MANAGER, body: classBody(195, price) });
    expectError(created, 400, "BAD_REQUEST", "price_cents");
    expect(created.body.error.fields.price_cents).toEqual([CLASS_PRICE_CENTS_MESSAGE]);
    expect(await countClasses()).toBe(before);

    const existing = await publishedClass(196 + (typeof price === "number" ? 0 : 1), 8000);
    const row = await classRow(existing.id);
    expectError(await call("PUT", `/classes/${existing.id}`, { token: MANAGER, body: classBody(196, price) }), 400, "BAD_REQUEST", "price_cents");
    expect(await classRow(existing.id)).toEqual(row);
  });

  it("takes $0 and $10,000, the ends of the range", async () => {
    for (const [day, price] of [
      [198, 0],
      [199, 1_000_000],
    ] as const) {
      const made = await call<Information>("POST", "/classes", { token: MANAGER, body: classBody(day, price) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.unit_price_cents).toBe(price);
    }
  });

  it("is refused for a class sold by portions: its type's portion grid prices it", async () => {
    const before = await countClasses();
    const answer = await call<{ error: { fields: Record<string, string[]> } }>("POST", "/classes", {
      token: MANAGER,
      body: classBody(200, 5000, { class_type_id: MEAL_ASSEMBLY }),
    });
    expectError(answer, 400, "BAD_REQUEST", "price_cents");
    expect(answer.body.error.fields.price_cents).toEqual([PORTIONS_PRICE_MESSAGE]);
    expect(await countClasses()).toBe(before);
  });

  it("is audited in words", async () => {
    const made = await publishedClass(201, null);
    await call("PUT", `/classes/${made.id}`, { token: MANAGER, body: classBody(201, 8900) });
    await call("PUT", `/classes/${made.id}`, { token: MANAGER, body: classBody(201, 9500) });
    await call("PUT", `/classes/${made.id}`, { token: MANAGER, body: classBody(201, null) });
    const log = await call<{ data: Array<{ action: string; summary: string }> }>("GET", `/audit?resource=classes&resource_id=${made.id}`, { token: MANAGER });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const sentences = log.body.data.filter((entry) => entry.action === "classes.update").map((entry) => entry.summary);
    expect(sentences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Daniel Olsen set the price of Holiday Pasta 201, .+ to \$89\.00 \(was its class type's\)$/),
        expect.stringMatching(/^Daniel Olsen changed the price of Holiday Pasta 201, .+: \$89\.00 → \$95\.00$/),
        expect.stringMatching(/^Daniel Olsen put the price of Holiday Pasta 201, .+ back to its class type's \(was \$95\.00\)$/),
      ]),
    );
  });
});

describe("the lists' price filter (issue 30 part 4, decision 084)", () => {
  const DATE_NIGHT = 5; // pairs, $149.00 a couple (seed): $74.50 a person
  const dateNights = async (extra: string) => {
    const answer = await call<{ data: Information[] }>("GET", `/classes?limit=1000&class_type=${DATE_NIGHT}${extra}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  it("compares what one person pays: a $149 Date Night ($74.50 a person) is under \"$100 or less\", a $201 one is not", async () => {
    const seeded = await dateNights("");
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((shopClass) => shopClass.unit_price_cents === 14900)).toBe(true);
    const dearer = await call<Information>("POST", "/classes", {
      token: MANAGER,
      body: classBody(193, 20100, { name: "Holiday Date Night 193", class_type_id: DATE_NIGHT }),
    });
    expect(dearer.status, JSON.stringify(dearer.body)).toBe(201);
    await call("PUT", `/classes/${dearer.body.id}/publish`, { token: MANAGER, body: { published: true } });

    const underHundred = (await dateNights("&max_price=10000")).map((shopClass) => shopClass.id);
    expect(underHundred).toEqual(expect.arrayContaining(seeded.map((shopClass) => shopClass.id)));
    expect(underHundred).not.toContain(dearer.body.id);
    expect((await dateNights("&max_price=10050")).map((shopClass) => shopClass.id)).toContain(dearer.body.id);
    // A person's $74.50 is over $74: none of the seeded ones.
    expect((await dateNights("&max_price=7400")).map((shopClass) => shopClass.id)).not.toEqual(expect.arrayContaining([seeded[0]!.id]));
    expect((await dateNights("&max_price=7450")).map((shopClass) => shopClass.id)).toContain(seeded[0]!.id);
  });
});
