/**
 * GET orders/{id}/confirmation (spec §3 Order, §7; decision 012): readable with the checkout id
 * of the browser that paid, by the owner's token, or by staff; a 404 for everyone else. The
 * order's totals are the checkout's totals snapshot.
 */
import { describe, expect, it } from "vitest";
import { seededToken } from "../support/api";
import { emulatorToken } from "../support/tokens";
import {
  api,
  cartWith,
  contact,
  expectError,
  first,
  freshClass,
  paidOrderId,
  promotion,
  startedCheckout,
  type CheckoutJson,
} from "./checkout-fixtures";

interface Confirmation {
  order: {
    id: number;
    number: string;
    kind: string;
    email: string;
    first_name: string;
    last_name: string;
    totals: Record<string, number>;
    registrations: Array<{
      id: number;
      class: { id: number; sku: string; name: string; date: string; location: { name: string; street: string; city: string; timezone: string } };
      portion_size: { name: string };
      portion_quantity: { meal_count: number };
      total_cents: number;
      portion_size_id: number;
      portion_quantity_id: number;
    }>;
    gift_card: { code: string; amount_cents: number } | null;
    created_at: string;
  };
}

/** A customer whose token the api knows: a user row bound to a fresh uid. */
async function customer() {
  const id = crypto.randomUUID().slice(0, 8);
  const email = `owner-${id}@example.com`;
  const uid = `uid-owner-${id}`;
  const user = await first<{ id: number }>(
    `INSERT INTO users (firebase_uid, email, first_name, last_name) VALUES (?1, ?2, 'Olive', 'Owner') RETURNING id`,
    uid,
    email,
  );
  return { id: user.id, email, token: emulatorToken({ uid, email, email_verified: true }) };
}

async function paidOrder(options: { userId?: number; token?: string } = {}) {
  const cooking = await freshClass();
  const baking = await freshClass();
  const promo = await promotion({ percent: 15 });
  const uuid = await cartWith([cooking, baking], { codeIds: [promo.codeId], userId: options.userId ?? null, donationCents: 500 });
  const checkout = await startedCheckoutAs(uuid, options.token);
  const orderId = await paidOrderId(checkout);
  return { checkout, orderId, classes: [cooking, baking] };
}

async function startedCheckoutAs(uuid: string, token?: string): Promise<CheckoutJson> {
  if (token === undefined) return startedCheckout(uuid);
  const answer = await api<{ checkout: CheckoutJson }>("POST", `/carts/${uuid}/checkout`, {
    body: contact(),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.checkout;
}

const confirmation = (orderId: number, query = "", token?: string) =>
  api<Confirmation>("GET", `/orders/${orderId}/confirmation${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("GET orders/{id}/confirmation", () => {
  it("answers the order with the checkout id that paid it; its totals are the checkout's snapshot", async () => {
    const { checkout, orderId, classes } = await paidOrder();
    const answer = await confirmation(orderId, `?checkout=${checkout.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { order } = answer.body;
    expect(order).toMatchObject({ id: orderId, kind: "cart", first_name: "Ana", last_name: "Morales", gift_card: null });
    expect(order.number).toMatch(/^CVK-\d+$/);
    expect(order.totals).toEqual({
      subtotal_cents: checkout.totals.subtotal_cents,
      discount_cents: checkout.totals.discount_cents,
      tax_cents: checkout.totals.tax_cents,
      donation_cents: checkout.totals.donation_cents,
      delivery_fee_cents: 0, // a class order: nothing delivered (decision 083)
      gift_card_cents: checkout.totals.gift_card_cents,
      // Decision 091: nothing paid later by pay link.
      move_difference_cents: 0,
      total_cents: checkout.totals.total_cents,
      amount_paid_cents: checkout.totals.amount_due_cents,
    });
    expect(order.totals.donation_cents).toBe(500);
    expect(order.totals.discount_cents).toBeGreaterThan(0);

    expect(order.registrations).toHaveLength(2);
    expect(order.registrations.map((seat) => seat.class.id).sort()).toEqual(classes.map((shopClass) => shopClass.id).sort());
    const lineTotals = new Map(checkout.totals.lines.map((line) => [line.class_id, line.total_cents]));
    for (const seat of order.registrations) {
      expect(seat.total_cents).toBe(lineTotals.get(seat.class.id));
      expect(seat.class.location).toMatchObject({ timezone: "America/Denver", name: expect.any(String), street: expect.any(String) });
      // The class as the confirmation names it: the one bought, its sku, start and length.
      const bought = classes.find((shopClass) => shopClass.id === seat.class.id);
      expect(seat.class).toMatchObject({
        name: bought?.name,
        sku: expect.stringMatching(/^CHK-/),
        date: expect.any(String),
        duration_minutes: expect.any(Number),
      });
      expect(seat.portion_size_id).toBeGreaterThan(0);
      expect(seat.portion_quantity.meal_count).toBeGreaterThan(0);
      expect(seat.portion_size.name.length).toBeGreaterThan(0);
    }
    const sum = order.registrations.reduce((total, seat) => total + seat.total_cents, 0);
    expect(sum + order.totals.donation_cents!).toBe(order.totals.total_cents);
  });

  it("answers 404 with another checkout id, without one, and for an unknown order", async () => {
    const { orderId } = await paidOrder();
    const other = await paidOrder();
    expectError(await confirmation(orderId, `?checkout=${other.checkout.id}`), 404, "NOT_FOUND");
    expectError(await confirmation(orderId), 404, "NOT_FOUND");
    expectError(await confirmation(999_999_999, `?checkout=${other.checkout.id}`), 404, "NOT_FOUND");
  });

  it("answers the owner's token, and staff with orders.view, but not another customer", async () => {
    const owner = await customer();
    const { orderId } = await paidOrder({ userId: owner.id, token: owner.token });
    expect((await confirmation(orderId, "", owner.token)).status).toBe(200);
    expect(await first(`SELECT user_id FROM orders WHERE id = ?1`, orderId)).toEqual({ user_id: owner.id });

    const stranger = await customer();
    expectError(await confirmation(orderId, "", stranger.token), 404, "NOT_FOUND");
    const staff = seededToken("ana.morales@cachevalleykitchen.com");
    expect((await confirmation(orderId, "", staff)).status).toBe(200);
  });

  it("an anonymous cart checked out while signed in belongs to the signed-in customer", async () => {
    const owner = await customer();
    const { orderId } = await paidOrder({ token: owner.token });
    expect((await confirmation(orderId, "", owner.token)).status).toBe(200);
  });
});
