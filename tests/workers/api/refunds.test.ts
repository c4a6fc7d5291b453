/**
 * Refunds (issue 8, decision 021): who may, bad input that changes nothing, a registration's
 * refund freeing its seat and e-mailing the customer, gift-card amounts back on their cards, and
 * safety under concurrent clicks: never more than was captured, one gateway call per key, a class
 * canceled twice refunding once.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../../../workers/api/db";
import type { PaymentGateway } from "../../../workers/api/payments/types";
import { sandboxGateway } from "../../../workers/api/payments/sandbox";
import { refundPayment } from "../../../workers/api/services/refunds";
import { findUser } from "../../../workers/api/services/users";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { first, giftCardBalance, run, seatsTaken } from "./checkout-fixtures";
import { paidOrder } from "./paid-orders";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const body = (changes: Record<string, unknown> = {}) => ({ reason: "requested_by_customer", idempotency_key: `key-${crypto.randomUUID()}`, ...changes });
const orderRow = (id: number) => first<{ refunded_cents: number; status: string }>("SELECT refunded_cents, status FROM orders WHERE id = ?1", id);
const outboxTo = async (email: string) =>
  (await env.DB.prepare("SELECT subject, kind FROM outbox_emails WHERE \"to\" = ?1").bind(email).all<{ subject: string; kind: string }>()).results;

describe("who may refund", () => {
  it("answers 401 without a token, 403 to a customer and to staff without payments.refund, and changes nothing", async () => {
    const order = await paidOrder();
    const customer = (await registerCustomer()).token;
    for (const path of [`/payments/${order.orderId}/refund`, `/registrations/${order.registrationIds[0]}/refund`]) {
      expectError(await call("POST", path, { body: body() }), 401, "UNAUTHENTICATED");
      expectError(await call("POST", path, { body: body(), token: customer }), 403, "FORBIDDEN");
      expectError(await call("POST", path, { body: body(), token: STAFF }), 403, "FORBIDDEN");
    }
    expectError(await call("PUT", `/classes/${order.classId}/cancel`, { token: STAFF }), 403, "FORBIDDEN");
    expectError(await call("GET", "/refundReasons"), 401, "UNAUTHENTICATED");
    expect((await call("GET", "/refundReasons", { token: STAFF })).status).toBe(200);
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 0, status: "paid" });
  });

  it.each([
    [{ reason: "because" }, "reason"],
    [{ idempotency_key: "x" }, "idempotency_key"],
    [{ amount_cents: 0 }, "amount_cents"],
    [{ amount_cents: 1.5 }, "amount_cents"],
    [{ amount_cents: 999_999 }, "amount_cents"],
  ])("refuses %j naming %s, and changes nothing", async (changes, field) => {
    const order = await paidOrder();
    expectError(await call("POST", `/payments/${order.orderId}/refund`, { body: body(changes), token: MANAGER }), 400, "BAD_REQUEST", field);
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 0, status: "paid" });
    expect(await seatsTaken(order.classId)).toBeGreaterThan(0);
  });
});

describe("refunding", () => {
  it("refunds a registration in full: the seat is free again, the customer is e-mailed, it is audited; the same key answers the same refund", async () => {
    const order = await paidOrder({ seats: 2 });
    const seats = await seatsTaken(order.classId);
    const request = body();
    const answer = await call<{ id: number; status: string; amount_cents: number; card_cents: number }>(
      "POST",
      `/registrations/${order.registrationIds[0]}/refund`,
      { body: request, token: MANAGER },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ status: "succeeded", amount_cents: 5000, card_cents: 5000 });
    expect(await seatsTaken(order.classId)).toBe(seats - 1);
    expect((await first<{ status: string }>("SELECT status FROM registrations WHERE id = ?1", order.registrationIds[0])).status).toBe("refunded");
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 5000, status: "partially_refunded" });
    expect(await outboxTo(order.email)).toEqual([{ kind: "refund", subject: expect.stringContaining("$50.00") }]);
    const audit = await first<{ action: string; actor_email: string }>(
      "SELECT action, actor_email FROM audit_log WHERE resource = 'registrations' AND resource_id = ?1",
      String(order.registrationIds[0]),
    );
    expect(audit).toEqual({ action: "registrations.refund", actor_email: "daniel.olsen@cachevalleykitchen.com" });

    const again = await call<{ id: number }>("POST", `/registrations/${order.registrationIds[0]}/refund`, { body: request, token: MANAGER });
    expect(again.body.id).toBe(answer.body.id);
    expectError(await call("POST", `/registrations/${order.registrationIds[0]}/refund`, { body: body(), token: MANAGER }), 409, "NOTHING_TO_REFUND");
    expect(await seatsTaken(order.classId)).toBe(seats - 1);
    expect(await outboxTo(order.email)).toHaveLength(1);

    // The couple's second seat: its record says its own status and money, not the order's running total.
    const second = await call("POST", `/registrations/${order.registrationIds[1]}/refund`, { body: body(), token: MANAGER });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const record = await first<{ before: string; after: string }>(
      "SELECT before, after FROM audit_log WHERE resource = 'registrations' AND resource_id = ?1 AND action = 'registrations.refund'",
      String(order.registrationIds[1]),
    );
    expect(JSON.parse(record.before)).toEqual({ status: "registered" });
    expect(JSON.parse(record.after)).toMatchObject({ status: "refunded", amount_cents: 5000, card_cents: 5000, gift_card_cents: 0 });
    expect(JSON.parse(record.after)).not.toHaveProperty("refunded_cents");
  });

  it("gives the card back first, then the gift card that paid", async () => {
    const order = await paidOrder({ priceCents: 6000, giftCardCents: 2500 });
    const cardId = order.giftCardId!;
    const answer = await call<{ card_cents: number; gift_card_cents: number }>("POST", `/payments/${order.orderId}/refund`, { body: body(), token: MANAGER });
    expect(answer.body).toMatchObject({ card_cents: 3500, gift_card_cents: 2500 });
    expect(await giftCardBalance(cardId)).toBe(2600);
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 6000, status: "refunded" });
  });

  it("never refunds more than was captured under 20 concurrent requests", async () => {
    const order = await paidOrder({ priceCents: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call<{ status: string }>("POST", `/payments/${order.orderId}/refund`, { body: body({ amount_cents: 1500 }), token: MANAGER })),
    );
    const refunded = answers.filter((answer) => answer.status === 201);
    expect(refunded).toHaveLength(6); // 6 × $15 = $90 of $100; a 7th would exceed it
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      // Refused before (400: more than is left) or at the reservation (409: another refund won).
      expect([400, 409]).toContain(answer.status);
    }
    const total = await first<{ sum: number }>("SELECT sum(amount_cents) AS sum FROM refunds WHERE order_id = ?1 AND status = 'succeeded'", order.orderId);
    expect(total.sum).toBe(9000);
    expect((await orderRow(order.orderId)).refunded_cents).toBe(9000);
  });

  it("calls the gateway once per idempotency key, however many requests carry it", async () => {
    const order = await paidOrder({ priceCents: 4000 });
    const actor = { id: 6, user: (await findUser(database(env.DB), 6))!, roles: ["manager"], permissions: ["*"] };
    let calls = 0;
    const counting: PaymentGateway = {
      ...sandboxGateway("whsec_test"),
      async refund(reference, amount, key) {
        calls += 1;
        return sandboxGateway("whsec_test").refund(reference, amount, key);
      },
    };
    const request = { orderId: order.orderId, reason: "duplicate" as const, idempotencyKey: `same-${crypto.randomUUID()}` };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => refundPayment({ db: database(env.DB), gateway: () => counting, actor, seats: env }, request)),
    );
    expect(calls).toBe(1);
    const ids = new Set(results.flatMap((result) => (result.status === "fulfilled" ? [result.value.id] : [])));
    expect(ids.size).toBe(1);
    expect((await orderRow(order.orderId)).refunded_cents).toBe(4000);
  });

  it("cancels a class once and refunds each paid registration once, however often it runs", async () => {
    const order = await paidOrder({ seats: 2 });
    const seatsBefore = await seatsTaken(order.classId);
    const firstRun = await call<{ refunded_registrations: number[] }>("PUT", `/classes/${order.classId}/cancel`, { token: MANAGER });
    expect(firstRun.status, JSON.stringify(firstRun.body)).toBe(200);
    expect(firstRun.body.refunded_registrations.sort()).toEqual([...order.registrationIds].sort());
    const second = await call<{ refunded_registrations: number[] }>("PUT", `/classes/${order.classId}/cancel`, { token: MANAGER });
    expect(second.body.refunded_registrations).toEqual([]);
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 10_000, status: "refunded" });
    expect(await outboxTo(order.email)).toEqual([{ kind: "class_canceled", subject: expect.stringContaining("is canceled") }]);
    expect(await seatsTaken(order.classId)).toBe(seatsBefore - 2);
    const refunds = await first<{ count: number }>("SELECT count(*) AS count FROM refunds WHERE order_id = ?1", order.orderId);
    expect(refunds.count).toBe(2);
  });

  it("refunds on cancel a seat staff had canceled without freeing it twice", async () => {
    const order = await paidOrder({ seats: 2 });
    const seatsBefore = await seatsTaken(order.classId);
    const canceled = await call("POST", `/registrations/${order.registrationIds[0]}/status`, { body: { status: "canceled" }, token: MANAGER });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const answer = await call<{ refunded_registrations: number[] }>("PUT", `/classes/${order.classId}/cancel`, { token: MANAGER });
    expect(answer.body.refunded_registrations.sort()).toEqual([...order.registrationIds].sort());
    expect(await seatsTaken(order.classId)).toBe(seatsBefore - 2);
    const statuses = await env.DB.prepare("SELECT status FROM registrations WHERE order_id = ?1").bind(order.orderId).all<{ status: string }>();
    expect(statuses.results.map((row) => row.status)).toEqual(["refunded", "refunded"]);
  });

  it("refunds a whole order: every registration refunded, every seat free", async () => {
    const order = await paidOrder({ seats: 2 });
    const seats = await seatsTaken(order.classId);
    const answer = await call("POST", `/payments/${order.orderId}/refund`, { body: body(), token: MANAGER });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await seatsTaken(order.classId)).toBe(seats - 2);
    const statuses = await env.DB.prepare("SELECT status FROM registrations WHERE order_id = ?1").bind(order.orderId).all<{ status: string }>();
    expect(statuses.results.map((row) => row.status)).toEqual(["refunded", "refunded"]);
    expect(await outboxTo(order.email)).toEqual([{ kind: "refund", subject: expect.stringContaining("$100.00") }]);
  });

  it("gives the reservation back when the gateway fails: a failed refund row, nothing else changed", async () => {
    const order = await paidOrder({ priceCents: 3000 });
    const actor = { id: 6, user: (await findUser(database(env.DB), 6))!, roles: ["manager"], permissions: ["*"] };
    const failing: PaymentGateway = {
      ...sandboxGateway("whsec_test"),
      async refund() {
        throw new Error("card network down");
      },
    };
    const seats = await seatsTaken(order.classId);
    const request = { orderId: order.orderId, registrationId: order.registrationIds[0], reason: "other" as const, idempotencyKey: `fail-${crypto.randomUUID()}` };
    await expect(refundPayment({ db: database(env.DB), gateway: () => failing, actor, seats: env }, request)).rejects.toMatchObject({ code: "REFUND_FAILED" });
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 0, status: "paid" });
    expect((await first<{ status: string }>("SELECT status FROM refunds WHERE idempotency_key = ?1", request.idempotencyKey)).status).toBe("failed");
    expect(await seatsTaken(order.classId)).toBe(seats);
    expect(await outboxTo(order.email)).toEqual([]);

    // The same key again, the gateway back: the same refund row goes through, once.
    const retried = await refundPayment({ db: database(env.DB), gateway: () => sandboxGateway("whsec_test"), actor, seats: env }, request);
    expect(retried).toMatchObject({ status: "succeeded", amount_cents: 3000, failure_reason: null });
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 3000, status: "refunded" });
    expect(await seatsTaken(order.classId)).toBe(seats - 1);
    expect((await first<{ count: number }>("SELECT count(*) AS count FROM refunds WHERE order_id = ?1", order.orderId)).count).toBe(1);
    expect(await outboxTo(order.email)).toHaveLength(1);
  });

  it("refuses to cancel a completed class", async () => {
    const order = await paidOrder();
    await run("UPDATE classes SET status = 'completed' WHERE id = ?1", order.classId);
    expectError(await call("PUT", `/classes/${order.classId}/cancel`, { token: MANAGER }), 409, "INVALID_TRANSITION");
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 0, status: "paid" });
  });
});
