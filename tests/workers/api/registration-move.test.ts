/**
 * Staff's move of a registration or its party to another date of the same class (issue 27 part 4,
 * decision 082): the plan (dates, money, policy), a move within the policy at the same price (no
 * money), past the policy only with a reason, a couple moved as one, a cheaper date refunded once
 * with one e-mail, a dearer one collected at the counter or waived with a reason — and refusals
 * (bad input, a full date, another class's date, a stale post) answered 4xx, never 5xx, nothing changed.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, seededToken } from "../support/api";
import { all, first, freshClass, run, seatsTaken } from "./checkout-fixtures";
import { makeSameClass, paidOrder } from "./paid-orders";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

interface MoveDate {
  class: { id: number };
  seats_left: number;
  seats: number;
  difference_cents: number;
  within_policy: boolean;
  policy_breaks: string[];
}
interface Plan {
  registration: { id: number; class: { id: number } };
  party: { guests: Array<{ id: number }>; seats: number; guest_scope_allowed: boolean };
  allowed: boolean;
  refusal: string | null;
  dates: MoveDate[];
}
interface Moved {
  moved_registrations: number[];
  to_class_id: number;
  difference_cents: number;
  refund_cents: number;
  collect_cents: number;
  waived_cents: number;
}

/** A paid booking of `seats` guests in a class `hours` from now, and another date of it with `seatsLeft` seats. */
async function booking(options: { seats?: number; hours?: number; targetHours?: number; seatsLeft?: number; offer?: "seats" | "pairs" | "portions" } = {}) {
  const order = await paidOrder({ seats: options.seats ?? 1, offer: options.offer ?? "seats" });
  await run(
    "UPDATE classes SET date = ?2, price_cents = CASE WHEN ?3 = 'portions' THEN NULL ELSE 5000 END WHERE id = ?1",
    order.classId,
    inHours(options.hours ?? 24 * 10),
    options.offer ?? "seats",
  );
  const target = await freshClass({ seatsLeft: options.seatsLeft ?? 5, offer: options.offer ?? "seats" });
  await makeSameClass(target.id, order.classId, inHours(options.targetHours ?? 24 * 14));
  await run("UPDATE classes SET price_cents = (SELECT price_cents FROM classes WHERE id = ?2) WHERE id = ?1", target.id, order.classId);
  return { ...order, targetId: target.id, id: order.registrationIds[0]! };
}

const plan = (id: number, scope = "party", token = STAFF) => call<Plan>("GET", `/registrations/${id}/move?scope=${scope}`, { token });
const move = (id: number, body: Record<string, unknown>, token = STAFF) => call<Moved>("POST", `/registrations/${id}/move`, { body, token });
const classesOf = async (ids: number[]) =>
  (await all<{ class_id: number }>("SELECT class_id FROM registrations WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY id", JSON.stringify(ids))).map(
    (row) => row.class_id,
  );
const mails = async (to: string) =>
  (await env.DB.prepare(`SELECT kind, subject, text FROM outbox_emails WHERE "to" = ?1`).bind(to).all<{ kind: string; subject: string; text: string }>())
    .results;
const moves = async (id: number) =>
  (
    await all<{ after: string }>(
      "SELECT after FROM audit_log WHERE resource = 'registrations' AND resource_id = ?1 AND action = 'registrations.move'",
      String(id),
    )
  ).map((row) => JSON.parse(row.after) as Record<string, unknown>);
const refunds = async (orderId: number) =>
  all<{ amount_cents: number; status: string }>("SELECT amount_cents, status FROM refunds WHERE order_id = ?1", orderId);

describe("the move plan", () => {
  it("offers the other dates of the same class with room, with their money and whether they are within the policy", async () => {
    const booked = await booking({ targetHours: 24 * 14 });
    const soon = await freshClass({ seatsLeft: 5, offer: "seats" });
    await makeSameClass(soon.id, booked.classId, inHours(30));
    const full = await freshClass({ seatsLeft: 0, offer: "seats" });
    await makeSameClass(full.id, booked.classId, inHours(24 * 15));
    const answer = await plan(booked.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ allowed: true, refusal: null, party: { seats: 1 } });
    const offered = new Map(answer.body.dates.map((date) => [date.class.id, date]));
    expect(offered.get(booked.targetId)).toMatchObject({ within_policy: true, difference_cents: 0, seats: 1 });
    expect(offered.get(soon.id)).toMatchObject({ within_policy: false, policy_breaks: ["the new date starts within 72 hours"] });
    expect(offered.has(full.id)).toBe(false);
  });

  it("is for staff who may change registrations: 401 signed out, 404 for no registration, 400 for a bad scope", async () => {
    const booked = await booking();
    expect((await call("GET", `/registrations/${booked.id}/move`)).status).toBe(401);
    expectError(await plan(99_999_999), 404, "NOT_FOUND");
    expectError(await plan(booked.id, "everyone"), 400, "BAD_REQUEST", "scope");
  });
});

describe("a move within the policy", () => {
  it("moves a guest at the same price: seats taken there and freed here, no money, one e-mail, audited", async () => {
    const booked = await booking();
    const [fromBefore, toBefore] = [await seatsTaken(booked.classId), await seatsTaken(booked.targetId)];
    const answer = await move(booked.id, { class_id: booked.targetId, from_class_id: booked.classId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ moved_registrations: [booked.id], difference_cents: 0, refund_cents: 0, collect_cents: 0, waived_cents: 0 });
    expect(await classesOf([booked.id])).toEqual([booked.targetId]);
    expect([await seatsTaken(booked.classId), await seatsTaken(booked.targetId)]).toEqual([fromBefore - 1, toBefore + 1]);
    expect(await refunds(booked.orderId)).toEqual([]);
    const sent = await mails(booked.email);
    expect(sent.map((mail) => mail.kind)).toEqual(["registration_moved"]);
    expect(sent[0]!.text).toContain("nothing to pay, nothing refunded");
    expect(await moves(booked.id)).toEqual([{ class_id: booked.targetId, refund_cents: 0, collect_cents: 0, waived_cents: 0 }]);
    // The order's history lists the e-mails about it, this one among them.
    const order = await call<{ emails: Array<{ kind: string; to: string; state: string }> }>("GET", `/orders/${booked.orderId}`, { token: STAFF });
    expect(order.status).toBe(200);
    expect(order.body.emails).toEqual([expect.objectContaining({ kind: "registration_moved", to: booked.email, state: "queued" })]);
  });

  it("moves a couple as one: both seats, one e-mail", async () => {
    const booked = await booking({ seats: 2, offer: "pairs" });
    const shown = await plan(booked.id);
    expect(shown.body.party).toMatchObject({ seats: 2, guest_scope_allowed: false });
    expectError(await move(booked.id, { class_id: booked.targetId, from_class_id: booked.classId, scope: "guest" }), 400, "BAD_REQUEST", "scope");
    const answer = await move(booked.id, { class_id: booked.targetId, from_class_id: booked.classId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await classesOf(booked.registrationIds)).toEqual([booked.targetId, booked.targetId]);
    expect(await mails(booked.email)).toHaveLength(1);
    expect((await mails(booked.email))[0]!.text).toContain("your 2 seats");
  });
});

describe("a move past the policy", () => {
  it("is refused without a reason (nothing changed) and done with one, the reason and the policy in the audit record", async () => {
    const booked = await booking({ hours: 30 });
    const body = { class_id: booked.targetId, from_class_id: booked.classId };
    const refused = expectError(await move(booked.id, body), 400, "BAD_REQUEST", "reason");
    expect(refused.error.fields?.reason?.[0]).toContain("the class starts within 72 hours");
    expectError(await move(booked.id, { ...body, reason: "   " }), 400, "BAD_REQUEST", "reason");
    expect(await classesOf([booked.id])).toEqual([booked.classId]);
    expect(await mails(booked.email)).toEqual([]);
    const answer = await move(booked.id, { ...body, reason: "Flu; called on Tuesday" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await moves(booked.id)).toEqual([expect.objectContaining({ reason: "Flu; called on Tuesday", past_policy: ["the class starts within 72 hours"] })]);
  });
});

describe("money", () => {
  it("a cheaper date refunds the difference once through refunds, with the one move e-mail only; staff without payments.refund are refused", async () => {
    const booked = await booking();
    await run("UPDATE classes SET price_cents = 4000 WHERE id = ?1", booked.targetId);
    const shown = (await plan(booked.id)).body.dates.find((date) => date.class.id === booked.targetId)!;
    expect(shown.difference_cents).toBeLessThan(-999);
    const body = { class_id: booked.targetId, from_class_id: booked.classId };
    expectError(await move(booked.id, body, STAFF), 403, "FORBIDDEN");
    expect(await classesOf([booked.id])).toEqual([booked.classId]);
    const answer = await move(booked.id, body, MANAGER);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.refund_cents).toBe(-shown.difference_cents);
    expect(await refunds(booked.orderId)).toEqual([{ amount_cents: -shown.difference_cents, status: "succeeded" }]);
    const sent = await mails(booked.email);
    expect(sent.map((mail) => mail.kind)).toEqual(["registration_moved"]);
    expect(sent[0]!.text).toContain("less: we refund");
  });

  it("a dearer date needs a settlement: collected at the counter (recorded), or waived only with a reason", async () => {
    const counter = await booking();
    await run("UPDATE classes SET price_cents = 6000 WHERE id = ?1", counter.targetId);
    const body = { class_id: counter.targetId, from_class_id: counter.classId };
    expectError(await move(counter.id, body), 400, "BAD_REQUEST", "settlement");
    expectError(await move(counter.id, { ...body, settlement: "pay-later" }), 400, "BAD_REQUEST", "settlement");
    const answer = await move(counter.id, { ...body, settlement: "counter" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.collect_cents).toBeGreaterThan(999);
    expect(await moves(counter.id)).toEqual([expect.objectContaining({ collect_cents: answer.body.collect_cents, waived_cents: 0 })]);
    expect((await mails(counter.email))[0]!.text).toContain("please pay it at the kitchen's counter");
    expect(await refunds(counter.orderId)).toEqual([]);

    const waive = await booking();
    await run("UPDATE classes SET price_cents = 6000 WHERE id = ?1", waive.targetId);
    const waiveBody = { class_id: waive.targetId, from_class_id: waive.classId, settlement: "waive" };
    expectError(await move(waive.id, waiveBody), 400, "BAD_REQUEST", "reason");
    expect(await classesOf([waive.id])).toEqual([waive.classId]);
    const waived = await move(waive.id, { ...waiveBody, reason: "Our mistake on the phone" });
    expect(waived.status, JSON.stringify(waived.body)).toBe(200);
    expect(await moves(waive.id)).toEqual([expect.objectContaining({ waived_cents: waived.body.waived_cents, reason: "Our mistake on the phone" })]);
  });
});

describe("refusals: 4xx with field messages, nothing changed", () => {
  it("bad input, a full date, another class's date and a stale post", async () => {
    const booked = await booking();
    const body = { class_id: booked.targetId, from_class_id: booked.classId };
    const before = [await seatsTaken(booked.classId), await seatsTaken(booked.targetId)];
    for (const [bad, field] of [
      [{}, "class_id"],
      [{ ...body, class_id: "x" }, "class_id"],
      [{ ...body, class_id: -1 }, "class_id"],
      [{ ...body, from_class_id: 1.5 }, "from_class_id"],
      [{ ...body, reason: "x".repeat(501) }, "reason"],
      [{ ...body, color: "red" }, "color"],
    ] as const) {
      const answer = await move(booked.id, bad as Record<string, unknown>);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
    expectError(await move(booked.id, { ...body, class_id: booked.classId }), 400, "BAD_REQUEST", "class_id");
    const other = await freshClass({ seatsLeft: 5, offer: "seats" });
    expectError(await move(booked.id, { ...body, class_id: other.id }), 409, "CLASS_NOT_AVAILABLE", "class_id");
    await run("UPDATE classes SET seats_taken = (SELECT seats FROM reservation_sizes WHERE id = classes.reservation_size_id) WHERE id = ?1", booked.targetId);
    expectError(await move(booked.id, body), 409, "CLASS_NOT_AVAILABLE", "class_id");
    await run("UPDATE classes SET seats_taken = ?2 WHERE id = ?1", booked.targetId, before[1]);
    expectError(await move(booked.id, { ...body, from_class_id: booked.targetId }), 409, "STALE", "from_class_id");
    expectError(await move(99_999_999, body), 404, "NOT_FOUND");
    expect(await classesOf([booked.id])).toEqual([booked.classId]);
    expect([await seatsTaken(booked.classId), await seatsTaken(booked.targetId)]).toEqual(before);
    expect(await mails(booked.email)).toEqual([]);
    expect(await moves(booked.id)).toEqual([]);
  });

  it("a registration moved or canceled meanwhile is stale or refused, and the same post twice moves once", async () => {
    const booked = await booking();
    const body = { class_id: booked.targetId, from_class_id: booked.classId };
    expect((await move(booked.id, body)).status).toBe(200);
    expectError(await move(booked.id, body), 409, "STALE", "from_class_id");
    expect(await mails(booked.email)).toHaveLength(1);
    const canceled = await booking();
    await run("UPDATE registrations SET status = 'canceled' WHERE id = ?1", canceled.id);
    expectError(await move(canceled.id, { class_id: canceled.targetId, from_class_id: canceled.classId }), 409, "INVALID_TRANSITION");
    expect(await classesOf([canceled.id])).toEqual([canceled.classId]);
  });
});

describe("who", () => {
  it("needs registrations.update", async () => {
    const booked = await booking();
    const cook = seededToken("rosa.barlow@cachevalleykitchen.com");
    const answer = await move(booked.id, { class_id: booked.targetId, from_class_id: booked.classId }, cook);
    expectError(answer, 403, "FORBIDDEN");
    expect(await classesOf([booked.id])).toEqual([booked.classId]);
    expect(
      await first<{ n: number }>("SELECT count(*) AS n FROM audit_log WHERE resource_id = ?1 AND action = 'registrations.move'", String(booked.id)),
    ).toEqual({ n: 0 });
  });
});
