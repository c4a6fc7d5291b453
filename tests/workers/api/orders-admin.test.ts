/**
 * Orders and payments for staff (spec §7, decisions 019 and 021): GET orders with filters and a
 * total, GET orders/{id} with registrations, payment and refunds, PUT orders/{id}, the lists
 * orderStatuses, refundReasons, paymentServices, paymentTypes, and GET payments/{id}. Who may:
 * 401 without a token, 403 to a customer and to staff without the permission.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { first, run } from "./checkout-fixtures";
import { paidOrder } from "./paid-orders";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface OrderPage {
  data: Array<{ id: number; number: string; email: string; status: string }>;
  meta: { count: number; total: number };
}

describe("who may see and change orders", () => {
  it("answers 401 without a token and 403 to a customer or the kitchen, for every read", async () => {
    const order = await paidOrder();
    const customer = (await registerCustomer()).token;
    for (const path of ["/orders", `/orders/${order.orderId}`, "/orderStatuses", `/payments/${order.orderId}`, "/refundReasons", "/paymentServices", "/paymentTypes"]) {
      expectError(await call("GET", path), 401, "UNAUTHENTICATED");
      expectError(await call("GET", path, { token: customer }), 403, "FORBIDDEN");
      expectError(await call("GET", path, { token: KITCHEN }), 403, "FORBIDDEN");
      expect((await call("GET", path, { token: STAFF })).status, path).toBe(200);
    }
  });

  it("lets only orders.update change an order: staff without it get 403 and nothing changes", async () => {
    const order = await paidOrder();
    const customer = (await registerCustomer()).token;
    const change = { body: { notes: "Called about parking" } };
    expectError(await call("PUT", `/orders/${order.orderId}`, change), 401, "UNAUTHENTICATED");
    expectError(await call("PUT", `/orders/${order.orderId}`, { ...change, token: customer }), 403, "FORBIDDEN");
    expectError(await call("PUT", `/orders/${order.orderId}`, { ...change, token: STAFF }), 403, "FORBIDDEN");
    expect((await first<{ notes: string }>("SELECT notes FROM orders WHERE id = ?1", order.orderId)).notes).toBe("");
  });
});

describe("GET orders", () => {
  it("finds an order by e-mail, name or number, by status, by promotion code and by dates, with the total", async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    await run("UPDATE orders SET status = 'partially_refunded' WHERE id = ?1", other.orderId);
    const byEmail = await call<OrderPage>("GET", `/orders?search=${encodeURIComponent(order.email)}`, { token: STAFF });
    expect(byEmail.body.data.map((row) => row.id)).toEqual([order.orderId]);
    expect(byEmail.body.meta).toEqual({ count: 1, total: 1 });
    const byNumber = await call<OrderPage>("GET", `/orders?search=${order.orderNumber.toLowerCase()}`, { token: STAFF });
    expect(byNumber.body.data.map((row) => row.id)).toEqual([order.orderId]);

    const partial = await call<OrderPage>("GET", "/orders?status=partially_refunded&limit=100", { token: STAFF });
    expect(partial.body.data.every((row) => row.status === "partially_refunded")).toBe(true);
    expect(partial.body.data.map((row) => row.id)).toContain(other.orderId);

    const code = await first<{ id: number; promotion_id: number; code: string }>("SELECT id, promotion_id, code FROM codes LIMIT 1");
    await run(
      `INSERT INTO promotion_redemptions (promotion_id, code_id, customer_key, checkout_id, order_id, status) VALUES (?1, ?2, ?3, 'c', ?4, 'redeemed')`,
      code.promotion_id,
      code.id,
      order.email,
      order.orderId,
    );
    const byCode = await call<OrderPage>("GET", `/orders?promotion_code=${code.code.toLowerCase()}&search=${encodeURIComponent(order.email)}`, { token: STAFF });
    expect(byCode.body.data.map((row) => row.id)).toEqual([order.orderId]);
    const notByCode = await call<OrderPage>("GET", `/orders?promotion_code=${code.code}&search=${encodeURIComponent(other.email)}`, { token: STAFF });
    expect(notByCode.body.meta.total).toBe(0);

    const future = await call<OrderPage>("GET", `/orders?from=2999-01-01`, { token: STAFF });
    expect(future.body.meta.total).toBe(0);
    const paged = await call<OrderPage>("GET", "/orders?limit=1&offset=1", { token: STAFF });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta.total).toBeGreaterThan(1);
  });

  it.each([
    ["status=shipped", "status"],
    ["from=2026-02-31", "from"],
    ["promotion_code=a%20b", "promotion_code"],
    ["limit=0", "limit"],
  ])("refuses ?%s naming %s", async (query, field) => {
    expectError(await call("GET", `/orders?${query}`, { token: STAFF }), 400, "BAD_REQUEST", field);
  });
});

describe("one order", () => {
  it("shows its registrations, payment and refunds; GET payments/{id} is the same payment", async () => {
    const order = await paidOrder({ seats: 2, giftCardCents: 1000 });
    const refund = await call("POST", `/registrations/${order.registrationIds[0]}/refund`, {
      body: { reason: "requested_by_customer", idempotency_key: `k-${crypto.randomUUID()}`, amount_cents: 2000 },
      token: MANAGER,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const answer = await call<{
      registrations: Array<{ id: number }>;
      notes: string;
      refunded_cents: number;
      payment: { card_cents: number; gift_card_cents: number; captured_cents: number; refunded_cents: number; refundable_cents: number; refunds: Array<{ amount_cents: number; registration_id: number }> };
    }>("GET", `/orders/${order.orderId}`, { token: STAFF });
    expect(answer.status).toBe(200);
    expect(answer.body.registrations.map((registration) => registration.id)).toEqual(order.registrationIds);
    expect(answer.body.payment).toMatchObject({ card_cents: 9000, gift_card_cents: 1000, captured_cents: 10_000, refunded_cents: 2000, refundable_cents: 8000 });
    expect(answer.body.payment.refunds).toEqual([expect.objectContaining({ amount_cents: 2000, registration_id: order.registrationIds[0] })]);
    const payment = await call("GET", `/payments/${order.orderId}`, { token: STAFF });
    expect(payment.body).toEqual(answer.body.payment);
    expectError(await call("GET", "/orders/99999999", { token: STAFF }), 404, "NOT_FOUND");
    expectError(await call("GET", "/payments/99999999", { token: STAFF }), 404, "NOT_FOUND");
  });

  it("changes notes and contact details, audited; bad input is 400 by field and changes nothing", async () => {
    const order = await paidOrder();
    for (const [body, field] of [
      [{ email: "not-an-email" }, "email"],
      [{ phone: "12" }, "phone"],
      [{ first_name: "" }, "first_name"],
      [{ notes: "x".repeat(5001) }, "notes"],
      [{ status: "refunded" }, "_"],
    ] as const) {
      const answer = await call("PUT", `/orders/${order.orderId}`, { body, token: MANAGER });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field !== "_") expectError(answer, 400, "BAD_REQUEST", field);
    }
    expect(await first("SELECT notes, email, phone, status FROM orders WHERE id = ?1", order.orderId)).toEqual({ notes: "", email: order.email, phone: "", status: "paid" });

    const answer = await call<{ notes: string; email: string; phone: string; first_name: string }>("PUT", `/orders/${order.orderId}`, {
      body: { notes: "Prefers a call", email: "New.Address@Example.com", phone: "(435) 555-0199", first_name: "Rae" },
      token: MANAGER,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ notes: "Prefers a call", email: "new.address@example.com", phone: "4355550199", first_name: "Rae" });
    const audit = await env.DB.prepare("SELECT action, before, after FROM audit_log WHERE resource = 'orders' AND resource_id = ?1")
      .bind(String(order.orderId))
      .first<{ action: string; before: string; after: string }>();
    expect(audit?.action).toBe("orders.update");
    expect(JSON.parse(audit!.before)).toMatchObject({ notes: "" });
    expect(JSON.parse(audit!.after)).toMatchObject({ notes: "Prefers a call" });
  });
});

describe("the lists", () => {
  it("names the order statuses, refund reasons, payment services and types", async () => {
    const statuses = await call<{ data: Array<{ key: string }> }>("GET", "/orderStatuses", { token: STAFF });
    expect(statuses.body.data.map((status) => status.key)).toEqual(["paid", "partially_refunded", "refunded", "canceled"]);
    const reasons = await call<{ data: Array<{ key: string }> }>("GET", "/refundReasons", { token: STAFF });
    expect(reasons.body.data.map((reason) => reason.key)).toContain("class_canceled");
    const services = await call<{ data: Array<{ key: string; active: boolean }> }>("GET", "/paymentServices", { token: STAFF });
    expect(services.body.data).toEqual([expect.objectContaining({ key: "stripe", active: false }), expect.objectContaining({ key: "sandbox", active: true })]);
    const types = await call<{ data: Array<{ key: string }> }>("GET", "/paymentTypes", { token: STAFF });
    expect(types.body.data.map((type) => type.key)).toEqual(["card", "gift_card"]);
  });
});
