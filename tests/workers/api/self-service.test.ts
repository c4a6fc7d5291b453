/**
 * A customer's own cancel and move of a registration (decisions 033 and 054): only the order's
 * owner, the 72-hour cutoff (the class's date sets the clock), each change once — also under
 * concurrent requests — seats moved in one batch, money back through refunds.ts, e-mails and
 * audit records, and nothing changed on a refusal; only dates of the same class, no money at the
 * same price, a couple or party moved and canceled as one.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { moveDifference } from "../../../workers/core/self-service";
import { call, expectError, registerCustomer, seededToken, type Person } from "../support/api";
import { all, first, freshClass, giftCardBalance, run, seatsTaken } from "./checkout-fixtures";
import { makeSameClass, paidOrder, type PaidOrder } from "./paid-orders";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

interface StateBody {
  registration: { id: number; status: string; refunded_cents: number; class: { id: number } };
  cancel: { allowed: boolean; refusal: string | null; refund_cents: number };
  move: { allowed: boolean; refusal: string | null; targets: Array<{ class: { id: number; name: string }; difference_cents: number; allowed: boolean }> };
  canceled_at: string | null;
  moved_at: string | null;
}

/** A paid order owned by a fresh customer, its class `hours` from now. */
async function ownedOrder(
  options: { hours?: number; seats?: number; priceCents?: number; giftCardCents?: number; offer?: "portions" | "seats" | "pairs" } = {},
) {
  const customer = await registerCustomer();
  const order = await paidOrder({ seats: options.seats, priceCents: options.priceCents, giftCardCents: options.giftCardCents, offer: options.offer });
  await run("UPDATE orders SET user_id = ?2, email = ?3 WHERE id = ?1", order.orderId, customer.id, customer.email);
  await run("UPDATE classes SET date = ?2 WHERE id = ?1", order.classId, inHours(options.hours ?? 24 * 10));
  return { customer, order };
}

/**
 * Another date of the same class as `classId` — same type, title, fulfillment and kitchen —
 * `hours` from now, with `seatsLeft` free seats.
 */
async function otherDate(classId: number, hours = 74, seatsLeft = 3) {
  const target = await freshClass({ seatsLeft });
  await makeSameClass(target.id, classId, inHours(hours));
  return target.id;
}

/** The kitchens with the lowest and the highest tax rate. */
async function kitchensByTax() {
  const low = await first<{ id: number; tax_rate_bps: number }>("SELECT id, tax_rate_bps FROM locations ORDER BY tax_rate_bps, id LIMIT 1");
  const high = await first<{ id: number; tax_rate_bps: number }>("SELECT id, tax_rate_bps FROM locations ORDER BY tax_rate_bps DESC, id LIMIT 1");
  expect(high.tax_rate_bps).toBeGreaterThan(low.tax_rate_bps);
  return { low, high };
}

const orderRow = (orderId: number) =>
  first<{ status: string; refunded_cents: number; amount_paid_cents: number }>("SELECT status, refunded_cents, amount_paid_cents FROM orders WHERE id = ?1", orderId);

const registration = (id: number) =>
  first<{ status: string; class_id: number }>("SELECT status, class_id FROM registrations WHERE id = ?1", id);
const refunds = (registrationId: number) =>
  all<{ amount_cents: number; card_cents: number; gift_card_cents: number; reason: string; status: string }>(
    "SELECT amount_cents, card_cents, gift_card_cents, reason, status FROM refunds WHERE registration_id = ?1 ORDER BY id",
    registrationId,
  );
const mail = (to: string) =>
  all<{ kind: string; subject: string; text: string }>(`SELECT kind, subject, text FROM outbox_emails WHERE "to" = ?1 ORDER BY id`, to);
const audits = (registrationId: number) =>
  all<{ action: string }>("SELECT action FROM audit_log WHERE resource = 'registrations' AND resource_id = ?1 ORDER BY id", String(registrationId));

const path = (id: number, below = "") => `/self-service/registrations/${id}${below}`;

async function snapshot(order: PaidOrder, target?: number) {
  return {
    registration: await registration(order.registrationIds[0]!),
    seats: await seatsTaken(order.classId),
    target: target === undefined ? null : await seatsTaken(target),
    refunds: await refunds(order.registrationIds[0]!),
    mail: await mail((await first<{ email: string }>("SELECT email FROM orders WHERE id = ?1", order.orderId)).email),
  };
}

describe("who may change a registration", () => {
  it("answers 401 without a token, 403 to another customer and to staff, 404 for none, and changes nothing", async () => {
    const { order } = await ownedOrder();
    const target = await otherDate(order.classId);
    const before = await snapshot(order, target);
    const stranger: Person = await registerCustomer();
    const id = order.registrationIds[0]!;
    for (const [method, below, body] of [
      ["GET", "", undefined],
      ["POST", "/cancel", undefined],
      ["POST", "/move", { class_id: target }],
    ] as const) {
      expectError(await call(method, path(id, below), { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path(id, below), { body, token: stranger.token }), 403, "FORBIDDEN");
      expectError(await call(method, path(id, below), { body, token: MANAGER }), 403, "FORBIDDEN");
      expectError(await call(method, path(999_999_999, below), { body, token: stranger.token }), 404, "NOT_FOUND");
    }
    expect(await snapshot(order, target)).toEqual(before);
  });

  it("refuses a move without a class id with the field's message, and changes nothing", async () => {
    const { customer, order } = await ownedOrder();
    const before = await snapshot(order);
    for (const body of [{}, { class_id: "soon" }, { class_id: -3 }]) {
      expectError(await call("POST", path(order.registrationIds[0]!, "/move"), { body, token: customer.token }), 400, "BAD_REQUEST", "class_id");
    }
    expectError(
      await call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: order.classId }, token: customer.token }),
      400,
      "BAD_REQUEST",
      "class_id",
    );
    expect(await snapshot(order)).toEqual(before);
  });
});

describe("canceling", () => {
  it("up to 72 hours before: one guest's seat, when chosen, with all its money back to the card, the seat freed, e-mailed and audited, once", async () => {
    const { customer, order } = await ownedOrder({ seats: 2, hours: 73 });
    const id = order.registrationIds[0]!;
    const seats = await seatsTaken(order.classId);
    const state = await call<StateBody>("GET", `${path(id)}?scope=guest`, { token: customer.token });
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    expect(state.body.cancel).toEqual({ allowed: true, refusal: null, refund_cents: 5000 });

    const answer = await call<StateBody>("POST", `${path(id, "/cancel")}?scope=guest`, { token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.registration).toMatchObject({ status: "refunded", refunded_cents: 5000 });
    expect(answer.body.cancel.allowed).toBe(false);
    expect(answer.body.move.allowed).toBe(false);
    expect(answer.body.canceled_at).not.toBeNull();
    expect(await refunds(id)).toEqual([{ amount_cents: 5000, card_cents: 5000, gift_card_cents: 0, reason: "requested_by_customer", status: "succeeded" }]);
    expect(await seatsTaken(order.classId)).toBe(seats - 1);
    expect((await registration(order.registrationIds[1]!)).status).toBe("registered");
    const sent = await mail(customer.email);
    expect(sent).toEqual([{ kind: "registration_self_cancel", subject: expect.stringContaining("Canceled"), text: expect.stringContaining("$50.00 back to your card") }]);
    expect((await audits(id)).map((row) => row.action)).toEqual(["registrations.refund", "registrations.self_cancel"]);

    expectError(await call("POST", `${path(id, "/cancel")}?scope=guest`, { token: customer.token }), 409, "ALREADY_CANCELED");
    expect(await refunds(id)).toHaveLength(1);
    expect(await seatsTaken(order.classId)).toBe(seats - 1);
    expect(await mail(customer.email)).toHaveLength(1);
  });

  it("within 72 hours is refused with CUTOFF_PASSED and changes nothing", async () => {
    const { customer, order } = await ownedOrder({ hours: 71 });
    const before = await snapshot(order);
    const state = await call<StateBody>("GET", path(order.registrationIds[0]!), { token: customer.token });
    expect(state.body.cancel.allowed).toBe(false);
    expect(state.body.cancel.refusal).toContain("72 hours");
    expectError(await call("POST", path(order.registrationIds[0]!, "/cancel"), { token: customer.token }), 409, "CUTOFF_PASSED");
    expect(await snapshot(order)).toEqual(before);
  });

  it("gives the card back first, then the gift card that paid", async () => {
    const { customer, order } = await ownedOrder({ priceCents: 6000, giftCardCents: 2500 });
    const answer = await call<StateBody>("POST", path(order.registrationIds[0]!, "/cancel"), { token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await refunds(order.registrationIds[0]!)).toEqual([
      { amount_cents: 6000, card_cents: 3500, gift_card_cents: 2500, reason: "requested_by_customer", status: "succeeded" },
    ]);
    expect(await giftCardBalance(order.giftCardId!)).toBe(2600);
    expect((await mail(customer.email))[0]?.text).toContain("$25.00 back onto the gift card");
  });

  it("cancels a seat that cost nothing: the seat is freed, nothing refunded", async () => {
    const { customer, order } = await ownedOrder();
    await run("UPDATE registrations SET total_cents = 0, discount_cents = price_cents WHERE id = ?1", order.registrationIds[0]);
    const seats = await seatsTaken(order.classId);
    const answer = await call<StateBody>("POST", path(order.registrationIds[0]!, "/cancel"), { token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await registration(order.registrationIds[0]!)).status).toBe("canceled");
    expect(await seatsTaken(order.classId)).toBe(seats - 1);
    expect(await refunds(order.registrationIds[0]!)).toEqual([]);
    expect((await mail(customer.email))[0]?.text).toContain("nothing to refund");
  });

  it("refunds once and frees one seat when the same cancel of one guest is sent ten times at once", async () => {
    const { customer, order } = await ownedOrder({ seats: 2 });
    const seats = await seatsTaken(order.classId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call<StateBody>("POST", `${path(order.registrationIds[0]!, "/cancel")}?scope=guest`, { token: customer.token })),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) expect(answer.status).toBe(409);
    expect(await refunds(order.registrationIds[0]!)).toHaveLength(1);
    expect((await first<{ refunded_cents: number }>("SELECT refunded_cents FROM orders WHERE id = ?1", order.orderId)).refunded_cents).toBe(5000);
    expect(await seatsTaken(order.classId)).toBe(seats - 1);
    expect(await mail(customer.email)).toHaveLength(1);
  });
});

describe("moving", () => {
  it("moves once to another date of the same class at the same price: nothing refunded or charged, both seats in one batch, e-mailed and audited; can still be canceled", async () => {
    const { customer, order } = await ownedOrder({ offer: "seats", priceCents: 6900 });
    const target = await otherDate(order.classId);
    const id = order.registrationIds[0]!;
    const [from, to] = [await seatsTaken(order.classId), await seatsTaken(target)];
    const state = await call<StateBody>("GET", path(id), { token: customer.token });
    const offer = state.body.move.targets.find((candidate) => candidate.class.id === target);
    expect(offer).toMatchObject({ difference_cents: 0, allowed: true });

    const answer = await call<StateBody>("POST", path(id, "/move"), { body: { class_id: target }, token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.registration.class.id).toBe(target);
    expect(answer.body.registration.refunded_cents).toBe(0);
    expect(answer.body.moved_at).not.toBeNull();
    expect(answer.body.move).toMatchObject({ allowed: false, targets: [] });
    expect(answer.body.cancel.allowed).toBe(true);
    expect(await registration(id)).toEqual({ status: "registered", class_id: target });
    expect([await seatsTaken(order.classId), await seatsTaken(target)]).toEqual([from - 1, to + 1]);
    expect(await refunds(id)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", refunded_cents: 0 });
    expect(await mail(customer.email)).toEqual([
      { kind: "registration_self_move", subject: expect.stringContaining("Moved"), text: expect.stringContaining("nothing to pay") },
    ]);
    expect((await audits(id)).map((row) => row.action)).toEqual(["registrations.self_move"]);

    const another = await otherDate(order.classId);
    expectError(await call("POST", path(id, "/move"), { body: { class_id: another }, token: customer.token }), 409, "ALREADY_MOVED");
    expect(await registration(id)).toEqual({ status: "registered", class_id: target });

    const canceled = await call<StateBody>("POST", path(id, "/cancel"), { token: customer.token });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(await seatsTaken(target)).toBe(to);
    expect(await seatsTaken(order.classId)).toBe(from - 1);
  });

  it("offers only dates of the same class: another title of the same class type is never offered nor accepted", async () => {
    const { customer, order } = await ownedOrder({ offer: "seats", priceCents: 6900 });
    const same = await otherDate(order.classId);
    const sushi = await otherDate(order.classId);
    await run("UPDATE classes SET name = 'Cooking Class: Sushi Rolling Basics' WHERE id = ?1", sushi);
    const delivery = await otherDate(order.classId);
    await run("UPDATE classes SET fulfillment_id = 3 WHERE id = ?1", delivery);
    const before = await snapshot(order, sushi);
    const state = await call<StateBody>("GET", path(order.registrationIds[0]!), { token: customer.token });
    const name = (await first<{ name: string }>("SELECT name FROM classes WHERE id = ?1", order.classId)).name;
    expect(state.body.move.targets.map((target) => target.class.id)).toEqual([same]);
    expect(state.body.move.targets.every((target) => target.class.name === name)).toBe(true);
    for (const classId of [sushi, delivery]) {
      expectError(
        await call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: classId }, token: customer.token }),
        409,
        "CLASS_NOT_AVAILABLE",
        "class_id",
      );
    }
    expect(await snapshot(order, sushi)).toEqual(before);
  });

  it("keeps the price paid: the seat of a class type whose price changed since moves for nothing at the same kitchen", async () => {
    const { customer, order } = await ownedOrder({ priceCents: 6573 });
    const target = await otherDate(order.classId);
    const answer = await call<StateBody>("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: target }, token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await refunds(order.registrationIds[0]!)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", refunded_cents: 0 });
  });

  it("refunds a lower tax's difference at another kitchen through the refunds (reason rescheduled), once", async () => {
    const { low, high } = await kitchensByTax();
    const { customer, order } = await ownedOrder({ priceCents: 10_000 });
    await run("UPDATE classes SET location_id = ?2 WHERE id = ?1", order.classId, high.id);
    const target = await otherDate(order.classId);
    await run("UPDATE classes SET location_id = ?2 WHERE id = ?1", target, low.id);
    const back = -moveDifference(10_000, high.tax_rate_bps, low.tax_rate_bps);
    expect(back).toBeGreaterThan(0);
    const id = order.registrationIds[0]!;
    const answer = await call<StateBody>("POST", path(id, "/move"), { body: { class_id: target }, token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.registration.refunded_cents).toBe(back);
    expect(await refunds(id)).toEqual([{ amount_cents: back, card_cents: back, gift_card_cents: 0, reason: "rescheduled", status: "succeeded" }]);
    expect((await mail(customer.email))[0]?.text).toContain(`$${(back / 100).toFixed(2)} less`);
    // Opening the page again settles nothing twice.
    await call("GET", path(id), { token: customer.token });
    expect(await refunds(id)).toHaveLength(1);
    // Canceling later gives back the rest.
    expect((await call<StateBody>("POST", path(id, "/cancel"), { token: customer.token })).status).toBe(200);
    expect((await refunds(id)).map((row) => row.amount_cents)).toEqual([back, 10_000 - back]);
    expect((await registration(id)).status).toBe("refunded");
  });

  it("compares the two dates' own prices (decision 079): the same price moves nothing, a cheaper holiday date refunds the difference, a dearer one is refused", async () => {
    const { customer, order } = await ownedOrder({ offer: "seats", priceCents: 6900 });
    const rate = (await first<{ tax_rate_bps: number }>("SELECT l.tax_rate_bps FROM classes c JOIN locations l ON l.id = c.location_id WHERE c.id = ?1", order.classId)).tax_rate_bps;
    const id = order.registrationIds[0]!;
    const sameOwn = await otherDate(order.classId);
    const cheaper = await otherDate(order.classId);
    const dearer = await otherDate(order.classId);
    // The type's $69.00 written as a date's own price is the same price; $59.00 and $89.00 are not.
    await run("UPDATE classes SET price_cents = 6900 WHERE id = ?1", sameOwn);
    await run("UPDATE classes SET price_cents = 5900 WHERE id = ?1", cheaper);
    await run("UPDATE classes SET price_cents = 8900 WHERE id = ?1", dearer);
    const state = await call<StateBody>("GET", path(id), { token: customer.token });
    const offerOf = (classId: number) => state.body.move.targets.find((candidate) => candidate.class.id === classId);
    expect(offerOf(sameOwn)).toMatchObject({ difference_cents: 0, allowed: true });
    const back = moveDifference(6900, rate, rate, -1000);
    expect(back).toBeLessThan(-1000);
    expect(offerOf(cheaper)).toMatchObject({ difference_cents: back, allowed: true });
    expect(offerOf(dearer)).toMatchObject({ allowed: false, refusal: expect.stringContaining("its price is higher") });

    const before = await snapshot(order, dearer);
    expectError(await call("POST", path(id, "/move"), { body: { class_id: dearer }, token: customer.token }), 409, "PRICE_HIGHER");
    expect(await snapshot(order, dearer)).toEqual(before);

    const moved = await call<StateBody>("POST", path(id, "/move"), { body: { class_id: cheaper }, token: customer.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.registration.refunded_cents).toBe(-back);
    expect(await refunds(id)).toEqual([{ amount_cents: -back, card_cents: -back, gift_card_cents: 0, reason: "rescheduled", status: "succeeded" }]);
  });

  it("refuses a dearer date (a higher tax) with PRICE_HIGHER, a full one, another class type and one within the cutoff, and changes nothing", async () => {
    const { low, high } = await kitchensByTax();
    const { customer, order } = await ownedOrder();
    await run("UPDATE classes SET location_id = ?2 WHERE id = ?1", order.classId, low.id);
    const dear = await otherDate(order.classId);
    await run("UPDATE classes SET location_id = ?2 WHERE id = ?1", dear, high.id);
    const full = await otherDate(order.classId, 74, 0);
    const soon = await otherDate(order.classId, 48);
    const otherType = await otherDate(order.classId);
    await run("UPDATE classes SET class_type_id = (SELECT id FROM class_types WHERE id != classes.class_type_id LIMIT 1) WHERE id = ?1", otherType);
    const before = await snapshot(order, dear);
    const state = await call<StateBody>("GET", path(order.registrationIds[0]!), { token: customer.token });
    const ids = state.body.move.targets.map((candidate) => candidate.class.id);
    expect(ids).toContain(dear);
    expect(ids).not.toContain(full);
    expect(ids).not.toContain(soon);
    expect(ids).not.toContain(otherType);
    expect(state.body.move.targets.find((candidate) => candidate.class.id === dear)).toMatchObject({
      allowed: false,
      difference_cents: moveDifference(5000, low.tax_rate_bps, high.tax_rate_bps),
    });

    const move = (classId: number) => call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: classId }, token: customer.token });
    expectError(await move(dear), 409, "PRICE_HIGHER");
    for (const classId of [full, soon, otherType]) expectError(await move(classId), 409, "CLASS_NOT_AVAILABLE", "class_id");
    expect(await snapshot(order, dear)).toEqual(before);
    expect(await seatsTaken(full)).toBe(await capacityOf(full));
  });

  it("within 72 hours of the class is refused with CUTOFF_PASSED", async () => {
    const { customer, order } = await ownedOrder({ hours: 70 });
    const target = await otherDate(order.classId);
    const before = await snapshot(order, target);
    expectError(await call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: target }, token: customer.token }), 409, "CUTOFF_PASSED");
    expect(await snapshot(order, target)).toEqual(before);
  });

  it("gives the last seat to one of two registrations moving into it at once", async () => {
    const one = await ownedOrder();
    const two = await ownedOrder();
    const target = await otherDate(one.order.classId, 74, 1);
    await run("UPDATE classes SET name = (SELECT name FROM classes WHERE id = ?2) WHERE id = ?1", two.order.classId, one.order.classId);
    const answers = await Promise.all(
      [one, two].map(({ customer, order }) =>
        call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: target }, token: customer.token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(["CLASS_FULL", "CLASS_NOT_AVAILABLE"]).toContain((loser.body as { error: { code: string } }).error.code);
    const moved = (await Promise.all([one, two].map(({ order }) => registration(order.registrationIds[0]!)))).filter(
      (row) => row.class_id === target,
    );
    expect(moved).toHaveLength(1);
    const capacity = await capacityOf(target);
    expect(await seatsTaken(target)).toBe(capacity);
    // The loser's seat stayed where it was.
    const losing = answers[0]!.status === 409 ? one : two;
    expect((await registration(losing.order.registrationIds[0]!)).class_id).toBe(losing.order.classId);
    expect(await mail(losing.customer.email)).toEqual([]);
  });

  it("moves one registration once when two moves of it race into different dates", async () => {
    const { customer, order } = await ownedOrder();
    const [a, b] = [await otherDate(order.classId), await otherDate(order.classId)];
    const [seatsA, seatsB] = [await seatsTaken(a), await seatsTaken(b)];
    const answers = await Promise.all(
      [a, b].map((classId) => call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: classId }, token: customer.token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await seatsTaken(a)) + (await seatsTaken(b))).toBe(seatsA + seatsB + 1);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM registration_changes WHERE registration_id = ?1").bind(order.registrationIds[0]).first<{ n: number }>())?.n).toBe(1);
  });
});

interface PartyBody extends StateBody {
  party: { scope: string; seats: number; guests: Array<{ id: number }>; guest_scope_allowed: boolean };
}

/**
 * A couple's Date Night as checkout writes it (decision 040): two registrations of one order, the
 * couple's $149.00 and its tax split in whole cents, the remainder on the first.
 */
async function coupleOrder() {
  const owned = await ownedOrder({ offer: "pairs", seats: 2, priceCents: 7998 });
  const [first, second] = owned.order.registrationIds;
  await run("UPDATE registrations SET price_cents = 7450, tax_cents = 548, total_cents = 7998 WHERE id = ?1", first);
  await run("UPDATE registrations SET price_cents = 7450, tax_cents = 547, total_cents = 7997 WHERE id = ?1", second);
  await run("UPDATE orders SET subtotal_cents = 14900, tax_cents = 1095, total_cents = 15995, amount_paid_cents = 15995 WHERE id = ?1", owned.order.orderId);
  return owned;
}

describe("a party: a couple or guests booked together", () => {
  it("moves a couple as one, at the same price without money, only to dates with room for both", async () => {
    const { customer, order } = await coupleOrder();
    const [first, second] = order.registrationIds as [number, number];
    const roomy = await otherDate(order.classId, 80, 4);
    const oneSeat = await otherDate(order.classId, 80, 1);
    const [from, to] = [await seatsTaken(order.classId), await seatsTaken(roomy)];
    const state = await call<PartyBody>("GET", path(second), { token: customer.token });
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    expect(state.body.party).toMatchObject({ scope: "party", seats: 2, guest_scope_allowed: false });
    expect(state.body.party.guests.map((guest) => guest.id)).toEqual([first, second]);
    expect(state.body.move.targets.map((target) => target.class.id)).toEqual([roomy]);
    expect(state.body.move.targets[0]).toMatchObject({ difference_cents: 0, allowed: true });
    expect(state.body.cancel.refund_cents).toBe(15995);
    expectError(await call("POST", path(second, "/move"), { body: { class_id: oneSeat }, token: customer.token }), 409, "CLASS_NOT_AVAILABLE", "class_id");

    const answer = await call<PartyBody>("POST", path(second, "/move"), { body: { class_id: roomy }, token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await registration(first)).toEqual({ status: "registered", class_id: roomy });
    expect(await registration(second)).toEqual({ status: "registered", class_id: roomy });
    expect([await seatsTaken(order.classId), await seatsTaken(roomy)]).toEqual([from - 2, to + 2]);
    expect([...(await refunds(first)), ...(await refunds(second))]).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", refunded_cents: 0 });
    expect(await mail(customer.email)).toEqual([
      { kind: "registration_self_move", subject: expect.stringContaining("Moved"), text: expect.stringContaining("your 2 seats") },
    ]);
    const changes = await all<{ registration_id: number; new_total_cents: number; refund_cents: number }>(
      "SELECT registration_id, new_total_cents, refund_cents FROM registration_changes WHERE registration_id IN (?1, ?2) ORDER BY registration_id",
      first,
      second,
    );
    expect(changes).toEqual([
      { registration_id: first, new_total_cents: 7998, refund_cents: 0 },
      { registration_id: second, new_total_cents: 7997, refund_cents: 0 },
    ]);
  });

  it("cancels a couple as one: both seats' money back, both seats freed, one e-mail", async () => {
    const { customer, order } = await coupleOrder();
    const [first, second] = order.registrationIds as [number, number];
    const seats = await seatsTaken(order.classId);
    const answer = await call<PartyBody>("POST", path(first, "/cancel"), { token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await registration(first)).status).toBe("refunded");
    expect((await registration(second)).status).toBe("refunded");
    expect((await refunds(first)).map((row) => row.amount_cents)).toEqual([7998]);
    expect((await refunds(second)).map((row) => row.amount_cents)).toEqual([7997]);
    expect(await seatsTaken(order.classId)).toBe(seats - 2);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "refunded", refunded_cents: 15995 });
    const sent = await mail(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("$159.95");
    expect((await audits(second)).map((row) => row.action)).toEqual(["registrations.refund", "registrations.self_cancel"]);
    expectError(await call("POST", path(second, "/cancel"), { token: customer.token }), 409, "ALREADY_CANCELED");
  });

  it("never splits a couple: one guest's change of a Date Night is a 400 on scope, and an unknown scope too", async () => {
    const { customer, order } = await coupleOrder();
    const target = await otherDate(order.classId, 80, 4);
    const before = await snapshot(order, target);
    const id = order.registrationIds[0]!;
    expectError(await call("GET", `${path(id)}?scope=guest`, { token: customer.token }), 400, "BAD_REQUEST", "scope");
    expectError(await call("POST", `${path(id, "/cancel")}?scope=guest`, { token: customer.token }), 400, "BAD_REQUEST", "scope");
    expectError(await call("POST", `${path(id, "/move")}?scope=guest`, { body: { class_id: target }, token: customer.token }), 400, "BAD_REQUEST", "scope");
    expectError(await call("GET", `${path(id)}?scope=everyone`, { token: customer.token }), 400, "BAD_REQUEST", "scope");
    expect(await snapshot(order, target)).toEqual(before);
  });

  it("moves three guests together, or one guest alone when the customer chooses that", async () => {
    const { customer, order } = await ownedOrder({ offer: "seats", seats: 3, priceCents: 6900 });
    const [a, b, c] = order.registrationIds as [number, number, number];
    const forTwo = await otherDate(order.classId, 80, 2);
    const forThree = await otherDate(order.classId, 80, 3);
    const party = await call<PartyBody>("GET", path(a), { token: customer.token });
    expect(party.body.party).toMatchObject({ scope: "party", seats: 3, guest_scope_allowed: true });
    expect(party.body.move.targets.map((target) => target.class.id)).toEqual([forThree]);
    const alone = await call<PartyBody>("GET", `${path(c)}?scope=guest`, { token: customer.token });
    expect(alone.body.party).toMatchObject({ scope: "guest", seats: 1 });
    expect(alone.body.move.targets.map((target) => target.class.id)).toEqual([forTwo, forThree]);
    expect(alone.body.cancel.refund_cents).toBe(6900);

    const moved = await call<PartyBody>("POST", `${path(c, "/move")}?scope=guest`, { body: { class_id: forTwo }, token: customer.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await registration(c)).class_id).toBe(forTwo);
    expect((await registration(a)).class_id).toBe(order.classId);
    expect((await registration(b)).class_id).toBe(order.classId);
    // The two left are still a party of two and move together.
    const rest = await call<PartyBody>("GET", path(b), { token: customer.token });
    expect(rest.body.party.guests.map((guest) => guest.id)).toEqual([a, b]);
    const together = await call<PartyBody>("POST", path(b, "/move"), { body: { class_id: forThree }, token: customer.token });
    expect(together.status, JSON.stringify(together.body)).toBe(200);
    expect([(await registration(a)).class_id, (await registration(b)).class_id]).toEqual([forThree, forThree]);
    expect(await refunds(a)).toEqual([]);
  });
});

async function capacityOf(classId: number) {
  return (await first<{ seats: number }>("SELECT s.seats FROM classes c JOIN reservation_sizes s ON s.id = c.reservation_size_id WHERE c.id = ?1", classId)).seats;
}
