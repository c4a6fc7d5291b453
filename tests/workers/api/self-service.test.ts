/**
 * A customer's own cancel and move of a registration (decision 033): only the order's owner,
 * the 72-hour cutoff (the class's date sets the clock), each change once — also under concurrent
 * requests — seats moved in one batch, money back through refunds.ts, e-mails and audit records,
 * and nothing changed on a refusal.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { movedSeatPrice } from "../../../workers/core/self-service";
import { call, expectError, registerCustomer, seededToken, type Person } from "../support/api";
import { all, first, freshClass, giftCardBalance, run, seatsTaken } from "./checkout-fixtures";
import { paidOrder, type PaidOrder } from "./paid-orders";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

interface StateBody {
  registration: { id: number; status: string; refunded_cents: number; class: { id: number } };
  cancel: { allowed: boolean; refusal: string | null; refund_cents: number };
  move: { allowed: boolean; refusal: string | null; targets: Array<{ class: { id: number }; difference_cents: number; allowed: boolean }> };
  canceled_at: string | null;
  moved_at: string | null;
}

/** A paid order owned by a fresh customer, its class `hours` from now. */
async function ownedOrder(options: { hours?: number; seats?: number; priceCents?: number; giftCardCents?: number } = {}) {
  const customer = await registerCustomer();
  const order = await paidOrder({ seats: options.seats, priceCents: options.priceCents, giftCardCents: options.giftCardCents });
  await run("UPDATE orders SET user_id = ?2, email = ?3 WHERE id = ?1", order.orderId, customer.id, customer.email);
  await run("UPDATE classes SET date = ?2 WHERE id = ?1", order.classId, inHours(options.hours ?? 24 * 10));
  return { customer, order };
}

/** Another date of the same class type, `hours` from now, with `seatsLeft` free seats. */
async function otherDate(hours = 74, seatsLeft = 3) {
  const target = await freshClass({ seatsLeft });
  await run("UPDATE classes SET date = ?2 WHERE id = ?1", target.id, inHours(hours));
  return target.id;
}

/** What the seat of `order` (portion 1 × 1) costs on `classId`, by the policy's own rule. */
async function priceAt(classId: number, discountCents = 0) {
  const row = await first<{ price_cents: number; tax_rate_bps: number }>(
    `SELECT p.price_cents, l.tax_rate_bps FROM classes c JOIN locations l ON l.id = c.location_id
     JOIN portion_prices p ON p.class_type_id = c.class_type_id AND p.portion_size_id = 1 AND p.portion_quantity_id = 1 WHERE c.id = ?1`,
    classId,
  );
  return movedSeatPrice(row.price_cents, discountCents, row.tax_rate_bps).total_cents;
}

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
    const target = await otherDate();
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
  it("up to 72 hours before: all of the seat's money back to the card, the seat freed, e-mailed and audited, once", async () => {
    const { customer, order } = await ownedOrder({ seats: 2, hours: 73 });
    const id = order.registrationIds[0]!;
    const seats = await seatsTaken(order.classId);
    const state = await call<StateBody>("GET", path(id), { token: customer.token });
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    expect(state.body.cancel).toEqual({ allowed: true, refusal: null, refund_cents: 5000 });

    const answer = await call<StateBody>("POST", path(id, "/cancel"), { token: customer.token });
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

    expectError(await call("POST", path(id, "/cancel"), { token: customer.token }), 409, "ALREADY_CANCELED");
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

  it("refunds once and frees one seat when the same cancel is sent ten times at once", async () => {
    const { customer, order } = await ownedOrder({ seats: 2 });
    const seats = await seatsTaken(order.classId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call<StateBody>("POST", path(order.registrationIds[0]!, "/cancel"), { token: customer.token })),
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
  it("moves once to another date at the same price: both seats in one batch, e-mailed and audited; can still be canceled", async () => {
    const target = await otherDate();
    const { customer, order } = await ownedOrder({ priceCents: await priceAt(target) });
    const id = order.registrationIds[0]!;
    const [from, to] = [await seatsTaken(order.classId), await seatsTaken(target)];
    const state = await call<StateBody>("GET", path(id), { token: customer.token });
    const offer = state.body.move.targets.find((candidate) => candidate.class.id === target);
    expect(offer).toMatchObject({ difference_cents: 0, allowed: true });

    const answer = await call<StateBody>("POST", path(id, "/move"), { body: { class_id: target }, token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.registration.class.id).toBe(target);
    expect(answer.body.moved_at).not.toBeNull();
    expect(answer.body.move).toMatchObject({ allowed: false, targets: [] });
    expect(answer.body.cancel.allowed).toBe(true);
    expect(await registration(id)).toEqual({ status: "registered", class_id: target });
    expect([await seatsTaken(order.classId), await seatsTaken(target)]).toEqual([from - 1, to + 1]);
    expect(await refunds(id)).toEqual([]);
    expect(await mail(customer.email)).toEqual([
      { kind: "registration_self_move", subject: expect.stringContaining("Moved"), text: expect.stringContaining("nothing to pay") },
    ]);
    expect((await audits(id)).map((row) => row.action)).toEqual(["registrations.self_move"]);

    const another = await otherDate();
    expectError(await call("POST", path(id, "/move"), { body: { class_id: another }, token: customer.token }), 409, "ALREADY_MOVED");
    expect(await registration(id)).toEqual({ status: "registered", class_id: target });

    const canceled = await call<StateBody>("POST", path(id, "/cancel"), { token: customer.token });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(await seatsTaken(target)).toBe(to);
    expect(await seatsTaken(order.classId)).toBe(from - 1);
  });

  it("refunds a cheaper date's difference through the refunds (reason rescheduled), once", async () => {
    const target = await otherDate();
    const price = await priceAt(target);
    const { customer, order } = await ownedOrder({ priceCents: price + 1234 });
    const id = order.registrationIds[0]!;
    const answer = await call<StateBody>("POST", path(id, "/move"), { body: { class_id: target }, token: customer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.registration.refunded_cents).toBe(1234);
    expect(await refunds(id)).toEqual([{ amount_cents: 1234, card_cents: 1234, gift_card_cents: 0, reason: "rescheduled", status: "succeeded" }]);
    expect((await mail(customer.email))[0]?.text).toContain("$12.34 less");
    // Opening the page again settles nothing twice.
    await call("GET", path(id), { token: customer.token });
    expect(await refunds(id)).toHaveLength(1);
    // Canceling later gives back what the new date cost: the rest.
    expect((await call<StateBody>("POST", path(id, "/cancel"), { token: customer.token })).status).toBe(200);
    expect((await refunds(id)).map((row) => row.amount_cents)).toEqual([1234, price]);
    expect((await registration(id)).status).toBe("refunded");
  });

  it("refuses a dearer date with PRICE_HIGHER, a full one, another class type and one within the cutoff, and changes nothing", async () => {
    const dear = await otherDate();
    const full = await otherDate(74, 0);
    const soon = await otherDate(48);
    const otherType = await otherDate();
    await run("UPDATE classes SET class_type_id = (SELECT id FROM class_types WHERE id != classes.class_type_id LIMIT 1) WHERE id = ?1", otherType);
    const { customer, order } = await ownedOrder({ priceCents: (await priceAt(dear)) - 1 });
    const before = await snapshot(order, dear);
    const state = await call<StateBody>("GET", path(order.registrationIds[0]!), { token: customer.token });
    const ids = state.body.move.targets.map((candidate) => candidate.class.id);
    expect(ids).toContain(dear);
    expect(ids).not.toContain(full);
    expect(ids).not.toContain(soon);
    expect(ids).not.toContain(otherType);
    expect(state.body.move.targets.find((candidate) => candidate.class.id === dear)).toMatchObject({ allowed: false, difference_cents: 1 });

    const move = (classId: number) => call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: classId }, token: customer.token });
    expectError(await move(dear), 409, "PRICE_HIGHER");
    for (const classId of [full, soon, otherType]) expectError(await move(classId), 409, "CLASS_NOT_AVAILABLE", "class_id");
    expect(await snapshot(order, dear)).toEqual(before);
    expect(await seatsTaken(full)).toBe(await capacityOf(full));
  });

  it("within 72 hours of the class is refused with CUTOFF_PASSED", async () => {
    const target = await otherDate();
    const { customer, order } = await ownedOrder({ hours: 70, priceCents: await priceAt(target) });
    const before = await snapshot(order, target);
    expectError(await call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: target }, token: customer.token }), 409, "CUTOFF_PASSED");
    expect(await snapshot(order, target)).toEqual(before);
  });

  it("gives the last seat to one of two registrations moving into it at once", async () => {
    const target = await otherDate(74, 1);
    const price = await priceAt(target);
    const one = await ownedOrder({ priceCents: price });
    const two = await ownedOrder({ priceCents: price });
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
    const [a, b] = [await otherDate(), await otherDate()];
    const { customer, order } = await ownedOrder({ priceCents: await priceAt(a) });
    const [seatsA, seatsB] = [await seatsTaken(a), await seatsTaken(b)];
    const answers = await Promise.all(
      [a, b].map((classId) => call("POST", path(order.registrationIds[0]!, "/move"), { body: { class_id: classId }, token: customer.token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await seatsTaken(a)) + (await seatsTaken(b))).toBe(seatsA + seatsB + 1);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM registration_changes WHERE registration_id = ?1").bind(order.registrationIds[0]).first<{ n: number }>())?.n).toBe(1);
  });
});

async function capacityOf(classId: number) {
  return (await first<{ seats: number }>("SELECT s.seats FROM classes c JOIN reservation_sizes s ON s.id = c.reservation_size_id WHERE c.id = ?1", classId)).seats;
}
