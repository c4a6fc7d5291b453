/**
 * Classes sold per guest (decision 040): a seats line takes one seat per guest, a pairs line two
 * per couple; the cart refuses more guests than free seats with a field message and changes
 * nothing; the checkout's hold takes all the line's seats in one conditional statement, so
 * concurrent checkouts for the last seats never oversell; the order makes one registration per
 * guest with the guest's name and allergies, the line's money split in whole cents.
 */
import { describe, expect, it } from "vitest";
import { call, createCart, expectRefused, getCart } from "../support/cart";
import {
  ageCheckout,
  all,
  cartWith,
  contact,
  first,
  freshClass,
  outboxTo,
  paidOrderId,
  runScheduledSweep,
  seatsTaken,
  startCheckout,
  startedCheckout,
  type Answer,
  type CheckoutAnswerBody,
  type ErrorBody,
  type TestClass,
} from "./checkout-fixtures";

const add = (uuid: string, body: Record<string, unknown>) => call("POST", `/carts/${uuid}/classes`, { body });

function guestsOf(shopClass: TestClass, count: number) {
  const people = [
    { first_name: "Maya", last_name: "Lund", allergies: ["peanuts"] },
    { first_name: "Theo", last_name: "Lund", allergies: ["dairy", "eggs"] },
    { first_name: "Ivy", last_name: "Park", allergies: [] },
    { first_name: "Sam", last_name: "Park", allergies: ["wheat"] },
  ];
  return Array.from({ length: count }, (_, index) => ({ class_id: shopClass.id, ...people[index % people.length]! }));
}

async function holdRows(classId: number) {
  return (await first<{ n: number }>(`SELECT count(*) AS n FROM checkout_holds WHERE kind = 'seat' AND ref_id = ?1 AND released = 0`, classId)).n;
}

describe("a seats or pairs line in the cart", () => {
  it("takes a number of guests, priced guests × the seat price, with no portion options", async () => {
    const kids = await freshClass({ offer: "seats", seatsLeft: 5 });
    const cart = await createCart();
    const { status, body } = await add(cart.uuid, { class_id: kids.id, guests: 3 });
    expect(status, JSON.stringify(body)).toBe(200);
    const line = (await getCart(cart.uuid)).classes[0] as unknown as Record<string, unknown>;
    expect(line).toMatchObject({ offer: "seats", guests: 3, seats: 3, unit_price_cents: kids.price_cents, price_cents: 3 * kids.price_cents, options: [] });
    // Changing the number of guests changes the line, not a second line.
    expect((await add(cart.uuid, { class_id: kids.id, guests: 5 })).status).toBe(200);
    const changed = (await getCart(cart.uuid)).classes;
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ guests: 5, price_cents: 5 * kids.price_cents });
    // Nothing is taken by the cart itself: the checkout's hold takes the seats.
    expect(await seatsTaken(kids.id)).toBe(kids.seats - 5);
  });

  it("counts a couple as two seats and one pair price", async () => {
    const dateNight = await freshClass({ offer: "pairs", seatsLeft: 4 });
    const cart = await createCart();
    expect((await add(cart.uuid, { class_id: dateNight.id, guests: 2 })).status).toBe(200);
    expect((await getCart(cart.uuid)).classes[0]).toMatchObject({ offer: "pairs", guests: 2, seats: 4, price_cents: 2 * dateNight.price_cents });
  });

  it.each([
    ["no guests", {}],
    ["0 guests", { guests: 0 }],
    ["a negative count", { guests: -2 }],
    ["more than 12", { guests: 13 }],
    ["a fraction", { guests: 1.5 }],
    ["a string", { guests: "two" }],
    ["a portion option instead", { portion_size_id: 1, portion_quantity_id: 1 }],
  ])("refuses %s with a message on guests and changes nothing", async (_case, extra) => {
    const kids = await freshClass({ offer: "seats" });
    const cart = await createCart();
    const error = await expectRefused(cart.uuid, () => add(cart.uuid, { class_id: kids.id, ...extra }), 400);
    expect(error.error.fields?.guests?.length, JSON.stringify(error)).toBeGreaterThan(0);
  });

  it("refuses more guests than free seats with a field message, and the cart keeps its line as it was", async () => {
    const kids = await freshClass({ offer: "seats", seatsLeft: 2 });
    const cart = await createCart();
    expect((await add(cart.uuid, { class_id: kids.id, guests: 1 })).status).toBe(200);
    const error = await expectRefused(cart.uuid, () => add(cart.uuid, { class_id: kids.id, guests: 3 }), 409, "NOT_ENOUGH_SEATS");
    expect(error.error.fields?.guests).toEqual(["This class has room for 2 more guests"]);

    const dateNight = await freshClass({ offer: "pairs", seatsLeft: 3 });
    const pairs = await expectRefused(cart.uuid, () => add(cart.uuid, { class_id: dateNight.id, guests: 2 }), 409, "NOT_ENOUGH_SEATS");
    expect(pairs.error.fields?.guests).toEqual(["This class has room for 1 more couple"]);
  });

  it("still takes portions for a meal-assembly class (the portions offer is unchanged)", async () => {
    const assembly = await freshClass();
    const cart = await createCart();
    expect((await add(cart.uuid, { class_id: assembly.id, ...assembly.portion })).status).toBe(200);
    await expectRefused(cart.uuid, () => add(cart.uuid, { class_id: assembly.id, guests: 2 }), 400);
  });
});

describe("checking out guests", () => {
  it("holds N seats for N guests in one statement, and the order makes one registration per guest with their allergies", async () => {
    const kids = await freshClass({ offer: "seats", seatsLeft: 6 });
    const before = await seatsTaken(kids.id);
    const uuid = await cartWith([{ ...kids, guests: 3 }]);
    const buyer = contact();
    const checkout = await startedCheckout(uuid, { ...buyer, guests: guestsOf(kids, 3) });
    expect(await seatsTaken(kids.id)).toBe(before + 3);
    expect(await holdRows(kids.id)).toBe(3);
    const line = checkout.totals.lines[0]!;
    expect(line.price_cents).toBe(3 * kids.price_cents);

    const orderId = await paidOrderId(checkout);
    const registrations = await all<{ first_name: string; last_name: string; allergies: string; email: string; price_cents: number; total_cents: number }>(
      `SELECT first_name, last_name, allergies, email, price_cents, total_cents FROM registrations WHERE order_id = ?1 ORDER BY id`,
      orderId,
    );
    expect(registrations.map((row) => [row.first_name, row.last_name, JSON.parse(row.allergies)])).toEqual([
      ["Maya", "Lund", ["peanuts"]],
      ["Theo", "Lund", ["dairy", "eggs"]],
      ["Ivy", "Park", []],
    ]);
    expect(registrations.every((row) => row.email === buyer.email)).toBe(true);
    expect(registrations.reduce((sum, row) => sum + row.total_cents, 0)).toBe(line.total_cents);
    expect(registrations.map((row) => row.price_cents)).toEqual([kids.price_cents, kids.price_cents, kids.price_cents]);
    // The seats became the registrations: nothing more taken, nothing given back.
    expect(await seatsTaken(kids.id)).toBe(before + 3);

    const [email] = await outboxTo(buyer.email as string);
    expect(email!.text).toContain("3 guests");
    expect(email!.text).toContain("Maya Lund: allergies Peanuts");
    expect(email!.text).toContain("Ivy Park: no allergies");
  });

  it("splits a couple's price over its two registrations in whole cents, the remainder on the first", async () => {
    const dateNight = await freshClass({ offer: "pairs", seatsLeft: 4 });
    await first(`UPDATE class_types SET pair_price_cents = 14901 WHERE id = (SELECT class_type_id FROM classes WHERE id = ?1) RETURNING id`, dateNight.id);
    try {
      const before = await seatsTaken(dateNight.id);
      const uuid = await cartWith([{ ...dateNight, guests: 1 }]);
      const checkout = await startedCheckout(uuid, { ...contact(), guests: guestsOf(dateNight, 2) });
      expect(await seatsTaken(dateNight.id)).toBe(before + 2);
      const orderId = await paidOrderId(checkout);
      const rows = await all<{ price_cents: number; tax_cents: number; total_cents: number }>(
        `SELECT price_cents, tax_cents, total_cents FROM registrations WHERE order_id = ?1 ORDER BY id`,
        orderId,
      );
      expect(rows.map((row) => row.price_cents)).toEqual([7451, 7450]);
      expect(rows.reduce((sum, row) => sum + row.total_cents, 0)).toBe(checkout.totals.lines[0]!.total_cents);
      expect(rows[0]!.tax_cents - rows[1]!.tax_cents).toBeGreaterThanOrEqual(0);
      expect(rows[0]!.tax_cents - rows[1]!.tax_cents).toBeLessThanOrEqual(1);
    } finally {
      await first(`UPDATE class_types SET pair_price_cents = 14900 WHERE id = (SELECT class_type_id FROM classes WHERE id = ?1) RETURNING id`, dateNight.id);
    }
  });

  it.each([
    ["no guests", () => []],
    ["one guest too few", (cls: TestClass) => guestsOf(cls, 1)],
    ["one guest too many", (cls: TestClass) => guestsOf(cls, 3)],
    ["a guest without a first name", (cls: TestClass) => [guestsOf(cls, 1)[0], { ...guestsOf(cls, 2)[1], first_name: " " }]],
    ["an unknown allergy", (cls: TestClass) => [guestsOf(cls, 1)[0], { ...guestsOf(cls, 2)[1], allergies: ["moonbeams"] }]],
    ["a guest of a class not in the cart", (cls: TestClass) => [...guestsOf(cls, 2).slice(0, 1), { ...guestsOf(cls, 1)[0], class_id: 999_999 }]],
  ])("refuses %s with a message on guests and takes no seat", async (_case, guests) => {
    const kids = await freshClass({ offer: "seats", seatsLeft: 4 });
    const before = await seatsTaken(kids.id);
    const uuid = await cartWith([{ ...kids, guests: 2 }]);
    const answer = await startCheckout(uuid, { ...contact(), guests: guests(kids) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect((answer.body as unknown as ErrorBody).error.fields?.guests?.length).toBeGreaterThan(0);
    expect(await seatsTaken(kids.id)).toBe(before);
    expect(await holdRows(kids.id)).toBe(0);
  });

  it("gives all of a line's seats back when its checkout expires", async () => {
    const dateNight = await freshClass({ offer: "pairs", seatsLeft: 6 });
    const before = await seatsTaken(dateNight.id);
    const uuid = await cartWith([{ ...dateNight, guests: 2 }]);
    const checkout = await startedCheckout(uuid, { ...contact(), guests: guestsOf(dateNight, 4) });
    expect(await seatsTaken(dateNight.id)).toBe(before + 4);
    await ageCheckout(checkout.id, 20);
    await runScheduledSweep();
    expect(await seatsTaken(dateNight.id)).toBe(before);
    expect(await holdRows(dateNight.id)).toBe(0);
  });
});

describe("concurrent checkouts for the last seats", { timeout: 180_000 }, () => {
  it("20 carts of 2 guests for 5 free seats: exactly 2 hold (4 seats), the rest hear CLASS_FULL, never oversold", async () => {
    const kids = await freshClass({ offer: "seats", seatsLeft: 5 });
    const carts = await Promise.all(Array.from({ length: 20 }, () => cartWith([{ ...kids, guests: 2 }])));
    const answers: Answer<CheckoutAnswerBody>[] = await Promise.all(
      carts.map((uuid) => startCheckout(uuid, { ...contact(), guests: guestsOf(kids, 2) })),
    );
    const held = answers.filter((answer) => answer.status === 201);
    expect(held).toHaveLength(2);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(409);
      expect((answer.body as unknown as ErrorBody).error.code).toBe("CLASS_FULL");
    }
    expect(await seatsTaken(kids.id)).toBe(kids.seats - 1);
    expect(await holdRows(kids.id)).toBe(4);
  });

  it("couples and single guests racing for 3 free seats of a date night never take more than 3", async () => {
    const dateNight = await freshClass({ offer: "pairs", seatsLeft: 3 });
    const carts = await Promise.all(Array.from({ length: 12 }, () => cartWith([{ ...dateNight, guests: 1 }])));
    const answers = await Promise.all(carts.map((uuid) => startCheckout(uuid, { ...contact(), guests: guestsOf(dateNight, 2) })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(await seatsTaken(dateNight.id)).toBe(dateNight.seats - 1);
    expect(await holdRows(dateNight.id)).toBe(2);
  });
});
