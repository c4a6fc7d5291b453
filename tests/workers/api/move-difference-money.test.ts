/**
 * Decision 091: a staff move's difference paid by pay link is the order's money. Paid, it is in the
 * order's total and amount paid, its moved seats' totals and a payment row naming the card that paid
 * it; a refund gives it back to that card (its own gateway call), never more than was paid in total;
 * an over-refund is a 4xx with a field message and changes nothing.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, expectError, seededToken } from "../support/api";
import { all, card, first, freshClass, run } from "./checkout-fixtures";
import { makeSameClass, paidOrder } from "./paid-orders";

const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

interface OrderMoney {
  status: string;
  total_cents: number;
  amount_paid_cents: number;
  refunded_cents: number;
}
interface LaterPayment {
  id: number;
  amount_cents: number;
  payment_reference: string;
  refunded_cents: number;
  registration_ids: string;
}

/** A paid booking of `seats` guests moved to a dearer date of its class, the difference paid by pay link. */
async function movedAndPaid(seats = 1) {
  const order = await paidOrder({ seats, offer: "seats" });
  await run("UPDATE classes SET date = ?2, price_cents = 5000 WHERE id = ?1", order.classId, inHours(24 * 10));
  const target = await freshClass({ seatsLeft: 5, offer: "seats" });
  await makeSameClass(target.id, order.classId, inHours(24 * 14));
  await run("UPDATE classes SET price_cents = 6000 WHERE id = ?1", target.id);
  const id = order.registrationIds[0]!;
  const asked = await call<{ pay_link_cents: number; pay_link: { path: string } }>("POST", `/registrations/${id}/move`, {
    token: STAFF,
    body: { class_id: target.id, from_class_id: order.classId, settlement: "pay_link" },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const token = asked.body.pay_link.path.slice("/pay-link/".length);
  const page = await call<{ url: string }>("POST", `/pay-links/${token}/pay`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const paid = await call("POST", `/payments/sandbox/${page.body.url.slice("/pay/".length)}`, { body: card() });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { ...order, id, difference: asked.body.pay_link_cents, targetId: target.id };
}

const money = (orderId: number) => first<OrderMoney>("SELECT status, total_cents, amount_paid_cents, refunded_cents FROM orders WHERE id = ?1", orderId);
const laterPayments = (orderId: number) => all<LaterPayment>("SELECT * FROM order_payments WHERE order_id = ?1", orderId);
const refund = (orderId: number, body: Record<string, unknown>) =>
  call<{ amount_cents: number; card_cents: number; card_parts: string; status: string; gateway_reference: string }>("POST", `/payments/${orderId}/refund`, {
    token: MANAGER,
    body: { reason: "requested_by_customer", idempotency_key: `key-${crypto.randomUUID()}`, ...body },
  });

afterEach(() => vi.restoreAllMocks());

describe("a move's difference paid by pay link is the order's money (decision 091)", () => {
  it("is in the order's total and amount paid, its seat's total, a payment row and the order's records and page", async () => {
    const booked = await movedAndPaid(1);
    const order = await money(booked.orderId);
    expect(order).toMatchObject({ status: "paid", total_cents: 5000 + booked.difference, amount_paid_cents: 5000 + booked.difference, refunded_cents: 0 });
    const seat = await first<{ total_cents: number; class_id: number }>("SELECT total_cents, class_id FROM registrations WHERE id = ?1", booked.id);
    expect(seat).toEqual({ total_cents: 5000 + booked.difference, class_id: booked.targetId });
    const [payment] = await laterPayments(booked.orderId);
    expect(payment).toMatchObject({ amount_cents: booked.difference, registration_ids: `[${booked.id}]` });
    expect(payment!.payment_reference).toMatch(/^pi_sandbox_/);
    const audit = await first<{ before: string; after: string; actor_email: string }>(
      "SELECT before, after, actor_email FROM audit_log WHERE resource = 'orders' AND resource_id = ?1 AND action = 'orders.move_difference'",
      String(booked.orderId),
    );
    expect(JSON.parse(audit.before)).toEqual({ total_cents: 5000, amount_paid_cents: 5000 });
    expect(JSON.parse(audit.after)).toMatchObject({ total_cents: 5000 + booked.difference, amount_cents: booked.difference });
    expect(audit.actor_email).toBe("ana.morales@cachevalleykitchen.com");
    // The console's order: the payment, what can be refunded, and a totals line.
    const page = await call<{
      totals: { move_difference_cents: number; total_cents: number };
      later_payments: { amount_cents: number }[];
      payment: { refundable_cents: number };
    }>("GET", `/orders/${booked.orderId}`, { token: MANAGER });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.totals).toMatchObject({ move_difference_cents: booked.difference, total_cents: 5000 + booked.difference });
    expect(page.body.later_payments).toEqual([expect.objectContaining({ amount_cents: booked.difference })]);
    expect(page.body.payment.refundable_cents).toBe(5000 + booked.difference);
    // The customer's orders list says it on that order only (a second order of theirs has none).
    const other = await paidOrder({ seats: 1, offer: "seats" });
    const email = `moved-${booked.orderId}@example.com`;
    await run("INSERT INTO users (email, first_name, last_name) VALUES (?1, 'Iris', 'Mover')", email);
    const { id: userId } = await first<{ id: number }>("SELECT id FROM users WHERE email = ?1", email);
    await run("UPDATE orders SET user_id = ?1 WHERE id IN (?2, ?3)", userId, booked.orderId, other.orderId);
    const listed = await call<{ data: { id: number; move_difference_cents: number }[] }>("GET", `/users/${userId}/orders`, { token: MANAGER });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const differences = Object.fromEntries(listed.body.data.map((row) => [row.id, row.move_difference_cents]));
    expect(differences).toEqual({ [booked.orderId]: booked.difference, [other.orderId]: 0 });
  });

  it("refunds the difference to the card that paid it, then the rest to the order's own card, never beyond what was paid", async () => {
    const booked = await movedAndPaid(1);
    const [payment] = await laterPayments(booked.orderId);
    const refunded = vi.spyOn(console, "info");
    const made = await refund(booked.orderId, { amount_cents: booked.difference });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ status: "succeeded", amount_cents: booked.difference, card_cents: booked.difference });
    expect(JSON.parse(made.body.card_parts)).toEqual([{ payment_id: payment!.id, cents: booked.difference }]);
    // The sandbox gateway was asked once, for the payment the pay link took.
    const calls = refunded.mock.calls.map((args) => String(args[0])).filter((line) => line.includes("sandbox refund"));
    expect(calls).toEqual([expect.stringContaining(`of ${booked.difference} cents for ${payment!.payment_reference}`)]);
    expect(await money(booked.orderId)).toMatchObject({ status: "partially_refunded", refunded_cents: booked.difference });
    const audit = await first<{ after: string }>(
      "SELECT after FROM audit_log WHERE resource = 'orders' AND resource_id = ?1 AND action = 'payments.refund'",
      String(booked.orderId),
    );
    expect(JSON.parse(audit.after)).toMatchObject({ amount_cents: booked.difference, pay_link_card_cents: booked.difference });

    // The rest goes to the order's own card: nothing more to the pay link's.
    const rest = await refund(booked.orderId, {});
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body).toMatchObject({ amount_cents: 5000, card_parts: "[]" });
    expect(await money(booked.orderId)).toMatchObject({ status: "refunded", refunded_cents: 5000 + booked.difference });
    expectError(await refund(booked.orderId, { amount_cents: 1 }), 409, "NOTHING_TO_REFUND");
  });

  it("refuses a refund over what is left with a field message and changes nothing", async () => {
    const booked = await movedAndPaid(1);
    const before = await money(booked.orderId);
    const refunds = await all("SELECT id FROM refunds WHERE order_id = ?1", booked.orderId);
    const over = await refund(booked.orderId, { amount_cents: 5000 + booked.difference + 1 });
    expectError(over, 400, "BAD_REQUEST", "amount_cents");
    expect(JSON.stringify(over.body)).toContain(`between 1 and ${5000 + booked.difference} cents`);
    expect(await money(booked.orderId)).toEqual(before);
    expect(await all("SELECT id FROM refunds WHERE order_id = ?1", booked.orderId)).toEqual(refunds);
    // A registration's refund is bounded by what the seat paid, its difference included.
    const seat = await call("POST", `/registrations/${booked.id}/refund`, {
      token: MANAGER,
      body: { reason: "requested_by_customer", idempotency_key: `key-${crypto.randomUUID()}`, amount_cents: 5000 + booked.difference + 1 },
    });
    expectError(seat, 400, "BAD_REQUEST", "amount_cents");
    expect(await money(booked.orderId)).toEqual(before);
  });

  it("a later move to a date at the first price refunds the difference to the card that paid it", async () => {
    const booked = await movedAndPaid(1);
    const [payment] = await laterPayments(booked.orderId);
    const cheaper = await freshClass({ seatsLeft: 5, offer: "seats" });
    await makeSameClass(cheaper.id, booked.classId, inHours(24 * 20));
    await run("UPDATE classes SET price_cents = 5000 WHERE id = ?1", cheaper.id);
    const back = await call<{ refund_cents: number; moved_registrations: number[] }>("POST", `/registrations/${booked.id}/move`, {
      token: MANAGER,
      body: { class_id: cheaper.id, from_class_id: booked.targetId, reason: "Back to the first price" },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // The two dates' taxes are rounded apart: the refund may differ from what was paid by a cent.
    const backCents = back.body.refund_cents;
    expect(Math.abs(backCents - booked.difference)).toBeLessThanOrEqual(1);
    const [made] = await all<{ amount_cents: number; card_parts: string; registration_id: number }>(
      "SELECT amount_cents, card_parts, registration_id FROM refunds WHERE order_id = ?1",
      booked.orderId,
    );
    // The pay link's card first, as much as it paid; a cent over goes to the order's own card.
    const toLink = Math.min(backCents, booked.difference);
    expect(made).toEqual({ amount_cents: backCents, registration_id: booked.id, card_parts: JSON.stringify([{ payment_id: payment!.id, cents: toLink }]) });
    expect(await money(booked.orderId)).toMatchObject({ amount_paid_cents: 5000 + booked.difference, refunded_cents: backCents });
  });
});
