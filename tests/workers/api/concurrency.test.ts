/**
 * Nothing oversold, overdrawn or done twice under concurrent requests (decisions 009 and 012).
 * D1 runs one statement at a time; the conditional statements of the holds and the fulfilment
 * batch are what make these answers right, whatever order the requests interleave in.
 */
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../../drizzle/api/schema";
import { STARTING, takeHold } from "../../../workers/api/services/holds";
import {
  all,
  cartWith,
  contact,
  deliver,
  first,
  freshClass,
  giftCard,
  giftCardBalance,
  orderCount,
  payCheckout,
  seatsTaken,
  sessionEvent,
  startCheckout,
  startedCheckout,
  type Answer,
  type CheckoutAnswerBody,
  type ErrorBody,
} from "./checkout-fixtures";

const CONCURRENT = { timeout: 180_000 };

/** A pending checkout row with nothing in it, for holds taken directly. */
async function bareCheckout(): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO checkouts (id, kind, status, totals, amount_due_cents, details, idempotency_key, payment_provider, expires_at)
     VALUES (?1, 'cart', 'pending', '{}', 0, '{}', ?1, 'none', ?2)`,
  )
    .bind(id, new Date(Date.now() + 15 * 60_000).toISOString())
    .run();
  return id;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const errorCode = (answer: Answer<unknown>) => (answer.body as ErrorBody).error?.code;

describe("concurrent checkouts", CONCURRENT, () => {
  it(
    "100 carts check out one class with 5 seats left at once: exactly 5 hold a seat, 95 hear CLASS_FULL; paying the 5 makes 5 registrations",
    async () => {
      const shopClass = await freshClass({ seatsLeft: 5, name: "Date Night: Tuscan Favorites" });
      const carts = await Promise.all(Array.from({ length: 100 }, () => cartWith([shopClass])));

      const answers = await Promise.all(carts.map((uuid) => startCheckout(uuid)));
      const held = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(held).toHaveLength(5);
      expect(refused).toHaveLength(95);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(errorCode(answer)).toBe("CLASS_FULL");
        expect((answer.body as unknown as ErrorBody).error.message).toMatch(/^Date Night: Tuscan Favorites on [A-Z][a-z]{2} \d{1,2} just filled up$/);
      }
      expect(await seatsTaken(shopClass.id)).toBe(shopClass.seats);

      const paid = await Promise.all(held.map((answer) => payCheckout((answer.body as CheckoutAnswerBody).checkout)));
      expect(paid.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const registrations = await first<{ n: number }>(`SELECT count(*) AS n FROM registrations WHERE class_id = ?1`, shopClass.id);
      expect(registrations.n).toBe(5);
      expect(await seatsTaken(shopClass.id)).toBe(shopClass.seats);
      const holds = await first<{ n: number }>(
        `SELECT count(*) AS n FROM checkout_holds WHERE kind = 'seat' AND ref_id = ?1 AND released = 0`,
        shopClass.id,
      );
      expect(holds.n).toBe(5);
    },
  );

  it(
    "50 carts spend one $50 gift card at once: never more than $50 taken, the balance never below zero",
    async () => {
      const card = await giftCard(5000);
      const classes = [];
      for (let index = 0; index < 50; index++) classes.push(await freshClass());
      expect(classes.every((shopClass) => shopClass.price_cents > 5000)).toBe(true);
      const carts = await Promise.all(classes.map((shopClass) => cartWith([shopClass], { giftCardIds: [card.id] })));

      const answers = await Promise.all(carts.map((uuid) => startCheckout(uuid)));
      const held = answers.filter((answer) => answer.status === 201).map((answer) => (answer.body as CheckoutAnswerBody).checkout);
      const refused = answers.filter((answer) => answer.status !== 201);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(errorCode(answer)).toBe("GIFT_CARD_BALANCE");
      }
      const applied = held.map((checkout) => checkout.totals.gift_cards[0]?.applied_cents ?? 0);
      const spent = applied.reduce((total, cents) => total + cents, 0);
      expect(held.length).toBeGreaterThanOrEqual(1);
      expect(applied.every((cents) => cents > 0)).toBe(true);
      expect(spent).toBeLessThanOrEqual(5000);
      const balance = await giftCardBalance(card.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(5000 - spent);
      const holds = await first<{ total: number }>(
        `SELECT coalesce(sum(amount_cents), 0) AS total FROM checkout_holds WHERE kind = 'gift_card' AND ref_id = ?1 AND released = 0`,
        card.id,
      );
      expect(holds.total).toBe(spent);

      // Paying every checkout that held part of the card captures exactly what was held.
      const paid = await Promise.all(held.map((checkout) => payCheckout(checkout)));
      expect(paid.every((answer) => answer.status === 200)).toBe(true);
      const captured = await first<{ total: number; n: number }>(
        `SELECT -coalesce(sum(amount_cents), 0) AS total, count(*) AS n FROM gift_card_transactions WHERE gift_card_id = ?1 AND kind = 'capture'`,
        card.id,
      );
      expect(captured).toEqual({ total: spent, n: held.length });
      expect(await giftCardBalance(card.id)).toBe(5000 - spent);
    },
  );

  it("50 holds of $10 at once on a $50 card: the conditional statement lets exactly 5 through", async () => {
    const card = await giftCard(5000);
    const checkouts = await Promise.all(Array.from({ length: 50 }, () => bareCheckout()));
    const db = drizzle(env.DB, { schema });
    const now = new Date();
    const taken = await Promise.all(
      checkouts.map((id) => takeHold(db, id, STARTING, { kind: "gift_card", giftCardId: card.id, amountCents: 1000 }, now)),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await giftCardBalance(card.id)).toBe(0);
    const records = await first<{ n: number; total: number }>(
      `SELECT count(*) AS n, sum(amount_cents) AS total FROM checkout_holds WHERE kind = 'gift_card' AND ref_id = ?1`,
      card.id,
    );
    expect(records).toEqual({ n: 5, total: 5000 });
  });

  it(
    "10 identical posts at once (one idempotency_key) make one checkout and one payment session",
    async () => {
      const shopClass = await freshClass();
      const uuid = await cartWith([shopClass]);
      const body = contact();
      const answers = await Promise.all(Array.from({ length: 10 }, () => startCheckout(uuid, body)));

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((answer) => answer.body.checkout.id));
      const sessions = new Set(answers.map((answer) => answer.body.checkout.payment_url));
      expect(ids.size).toBe(1);
      expect(sessions.size).toBe(1);
      expect([...sessions][0]).toMatch(/^\/pay\/cs_sandbox_/);
      expect(await first(`SELECT count(*) AS n FROM checkouts WHERE idempotency_key = ?1`, body.idempotency_key)).toEqual({ n: 1 });
      expect(await seatsTaken(shopClass.id)).toBe(1);
    },
  );
});

describe("concurrent payment events", CONCURRENT, () => {
  it(
    "one payment event delivered 10 times at once makes one order",
    async () => {
      const shopClass = await freshClass();
      const other = await freshClass();
      const checkout = await startedCheckout(await cartWith([shopClass, other]));
      const event = sessionEvent("checkout.session.completed", checkout);

      const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const outcomes = answers.map((answer) => answer.body.outcome).sort();
      expect(outcomes).toEqual(["already_processed", ...Array<string>(8).fill("already_processed"), "fulfilled"].sort());
      expect(await orderCount(checkout.id)).toBe(1);
      const order = await first<{ id: number }>(`SELECT id FROM orders WHERE checkout_id = ?1`, checkout.id);
      expect(await first(`SELECT count(*) AS n FROM registrations WHERE order_id = ?1`, order.id)).toEqual({ n: 2 });
      expect(await first(`SELECT count(*) AS n FROM outbox_emails WHERE ref = ?1`, `order:${order.id}`)).toEqual({ n: 1 });
      expect(await first(`SELECT count(*) AS n FROM payment_events WHERE id = ?1`, event.id)).toEqual({ n: 1 });
    },
  );

  it(
    "the same payment under several event ids, each repeated, in shuffled order and at once, makes one order",
    async () => {
      const shopClass = await freshClass();
      const card = await giftCard(1000);
      const checkout = await startedCheckout(await cartWith([shopClass], { giftCardIds: [card.id] }));
      const events = [1, 2, 3].map(() => sessionEvent("checkout.session.completed", checkout));
      const deliveries = shuffled([...events, ...events, ...events, events[0]!]);

      const answers = await Promise.all(deliveries.map((event) => deliver(event)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.body.outcome === "fulfilled")).toHaveLength(1);
      expect(await orderCount(checkout.id)).toBe(1);
      const order = await first<{ id: number }>(`SELECT id FROM orders WHERE checkout_id = ?1`, checkout.id);
      expect(await first(`SELECT count(*) AS n FROM registrations WHERE order_id = ?1`, order.id)).toEqual({ n: 1 });
      expect(await all(`SELECT amount_cents FROM gift_card_transactions WHERE order_id = ?1 AND kind = 'capture'`, order.id)).toEqual([
        { amount_cents: -1000 },
      ]);
      expect(await seatsTaken(shopClass.id)).toBe(1);
    },
  );
});
