/**
 * The console's reports (issue 10, decision 029): who may read them, bad dates refused with
 * field messages, and each report's figures against a fixture whose numbers are worked out by
 * hand here. The outstanding gift-card balance is checked against the cards' balances after
 * cards are bought, spent, refunded and disabled through the shop's own calls.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GIFT_CARDS } from "../../../drizzle/seed/data";
import { database } from "../../../workers/api/db";
import { giftCardBalancesAsOf } from "../../../workers/api/services/reports";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { all, api, type CheckoutJson, cartWith, contact, first, freshClass, paidOrderId, run, startedCheckout } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const PATHS = ["/reports/classes/deliveryAddresses", "/reports/gift-cards/outstandingBalance", "/reports/managementPayroll"];

interface BalanceBody {
  as_of: string;
  from: string;
  total_cents: number;
  disabled_cents: number;
  cards: Array<{ id: number; code: string; status: string; initial_cents: number; balance_cents: number }>;
  trend: Array<{ date: string; total_cents: number }>;
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Denver" }).format(new Date());
const shift = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("who may read the reports", () => {
  it("answers 401 signed out, 403 to a customer and to staff without reports.view, 200 to a manager", async () => {
    const customer = (await registerCustomer()).token;
    for (const path of PATHS) {
      expectError(await call("GET", path), 401, "UNAUTHENTICATED");
      expectError(await call("GET", path, { token: customer }), 403, "FORBIDDEN");
      expectError(await call("GET", path, { token: STAFF }), 403, "FORBIDDEN");
      expect((await call("GET", path, { token: MANAGER })).status).toBe(200);
    }
  });
});

describe("bad dates", () => {
  it.each([
    ["/reports/classes/deliveryAddresses?from=2026-02-31", "from"],
    ["/reports/classes/deliveryAddresses?from=2026-03-02&to=2026-03-01", "from"],
    ["/reports/classes/deliveryAddresses?to=next-week", "to"],
    ["/reports/gift-cards/outstandingBalance?as_of=2026-13-01", "as_of"],
    ["/reports/gift-cards/outstandingBalance?as_of=2026-11-01&from=2025-10-01", "from"],
    ["/reports/managementPayroll?from=2025-01-01&to=2026-01-02", "from"],
    ["/reports/managementPayroll?from=1%27%20OR%201", "from"],
  ])("%s is a 400 naming %s", async (path, field) => {
    expectError(await call("GET", path, { token: MANAGER }), 400, "BAD_REQUEST", field);
  });
});

describe("GET reports/gift-cards/outstandingBalance", () => {
  const sumOfBalances = async () => (await first<{ total: number }>("SELECT sum(balance_cents) AS total FROM gift_cards")).total;
  const report = async (query = "") => {
    const answer = await call<BalanceBody>("GET", `/reports/gift-cards/outstandingBalance${query}`, { token: MANAGER });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const buy = async (amountCents: number) => {
    const started = await api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", {
      body: {
        amount_cents: amountCents,
        recipient_name: "Reporter",
        recipient_email: `report-${crypto.randomUUID().slice(0, 8)}@example.com`,
        sender_name: "Ana",
        message: "",
        purchaser_email: `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`,
        idempotency_key: `gift-${crypto.randomUUID()}`,
        success_url: "/gift-cards/thank-you",
        cancel_url: "/gift-cards",
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const orderId = await paidOrderId(started.body.checkout);
    return first<{ id: number; code: string }>("SELECT id, code FROM gift_cards WHERE order_id = ?1", orderId);
  };

  it("equals the sum of the cards' balances after cards are bought, spent, refunded and disabled", async () => {
    // The seed: 50 + 25 + 0 + 40 (disabled) + 200 + 4 × 10 dollars.
    const seeded = GIFT_CARDS.reduce((sum, card) => sum + card.balance_cents, 0);
    expect(seeded).toBe(35_500);
    const before = await report();
    expect(before.total_cents).toBe(35_500);
    expect(before.disabled_cents).toBe(4_000);
    expect(before.total_cents).toBe(await sumOfBalances());
    expect(before.cards.map((card) => card.balance_cents).sort((a, b) => a - b)).toEqual([1000, 1000, 1000, 1000, 2500, 4000, 5000, 20000]);

    // Bought: $60 and $150.
    const small = await buy(6_000);
    const big = await buy(15_000);
    expect((await report()).total_cents).toBe(35_500 + 6_000 + 15_000);

    // Spent: the $60 card pays all of a class it covers in part; the $150 card pays a class.
    const shopClass = await freshClass();
    const spending = await startedCheckout(await cartWith([shopClass], { giftCardIds: [small.id] }));
    const smallPaid = 6_000 - (await first<{ balance_cents: number }>("SELECT balance_cents FROM gift_cards WHERE id = ?1", small.id)).balance_cents;
    expect(smallPaid).toBe(Math.min(6_000, spending.totals.total_cents as number));
    if (spending.payment_url) await paidOrderId(spending);
    const bigSpend = await startedCheckout(await cartWith([await freshClass()], { giftCardIds: [big.id] }));
    const bigOrder = bigSpend.payment_url ? await paidOrderId(bigSpend) : (await first<{ order_id: number }>("SELECT order_id FROM checkouts WHERE id = ?1", bigSpend.id)).order_id;
    const bigPaid = Math.min(15_000, bigSpend.totals.total_cents as number);
    expect((await report()).total_cents).toBe(35_500 + 6_000 + 15_000 - smallPaid - bigPaid);

    // Refunded: what the card paid of the second order and $20 more; the card paid first, so
    // the $20 goes back onto the gift card.
    const paidByCard = (await first<{ amount_paid_cents: number }>("SELECT amount_paid_cents FROM orders WHERE id = ?1", bigOrder)).amount_paid_cents;
    const refund = await call<{ status: string }>("POST", `/payments/${bigOrder}/refund`, {
      token: MANAGER,
      body: { reason: "requested_by_customer", idempotency_key: `key-${crypto.randomUUID()}`, amount_cents: paidByCard + 2_000 },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const backToCard = (await all<{ amount_cents: number }>("SELECT amount_cents FROM gift_card_transactions WHERE gift_card_id = ?1 AND kind = 'refund'", big.id)).reduce(
      (sum, row) => sum + row.amount_cents,
      0,
    );
    expect(backToCard).toBe(2_000);

    // Disabled: still owed, counted apart.
    await run("UPDATE gift_cards SET status = 'disabled' WHERE id = ?1", big.id);
    const after = await report();
    const bigBalance = 15_000 - bigPaid + backToCard;
    expect(after.total_cents).toBe(35_500 + 6_000 - smallPaid + bigBalance);
    expect(after.total_cents).toBe(await sumOfBalances());
    expect(after.disabled_cents).toBe(4_000 + bigBalance);
    // Card by card, the report is each card's balance; spent cards are not listed.
    const balances = await all<{ id: number; balance_cents: number }>("SELECT id, balance_cents FROM gift_cards WHERE balance_cents <> 0 ORDER BY id");
    expect(after.cards.map((card) => ({ id: card.id, balance_cents: card.balance_cents })).sort((a, b) => a.id - b.id)).toEqual(balances);
    const shown = after.cards.find((card) => card.id === big.id)!;
    expect(shown).toMatchObject({ status: "disabled", initial_cents: 15_000, code: `••••-••••-••••-${big.code.slice(-4)}` });

    // As of yesterday nothing of today's ledger counts; the trend ends with today's total.
    const yesterday = await report(`?as_of=${shift(today(), -1)}`);
    expect(yesterday.total_cents).toBe(0);
    expect(yesterday.cards).toEqual([]);
    const trend = await report(`?as_of=${today()}&from=${shift(today(), -21)}`);
    expect(trend.trend).toEqual([
      { date: shift(today(), -21), total_cents: 0 },
      { date: shift(today(), -14), total_cents: 0 },
      { date: shift(today(), -7), total_cents: 0 },
      { date: today(), total_cents: after.total_cents },
    ]);
  });

  it("reads the ledger by date: a card issued and spent on earlier days has its balance of each day", async () => {
    const card = await first<{ id: number }>(
      "INSERT INTO gift_cards (code, initial_cents, balance_cents, created_at) VALUES ('RPTX-AAAA-BBBB-CCCC', 8000, 3000, '2025-06-01T18:00:00.000Z') RETURNING id",
    );
    await run(
      `INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, created_at) VALUES
         (?1, 8000, 'issue', '2025-06-01T18:00:00.000Z'), (?1, -6000, 'capture', '2025-06-10T05:30:00.000Z'), (?1, 1000, 'refund', '2025-06-20T17:00:00.000Z')`,
      card.id,
    );
    // 2025-06-10T05:30Z is 23:30 on June 9 in Denver: the spending belongs to June 9.
    // The one function the gift-card pages share: a card's own balance on a day.
    expect((await giftCardBalancesAsOf(database(env.DB), "2025-06-09", { cardIds: [card.id] })).cards).toEqual([
      expect.objectContaining({ id: card.id, balance_cents: 2_000 }),
    ]);
    expect((await report("?as_of=2025-06-08")).total_cents).toBe(8_000);
    expect((await report("?as_of=2025-06-09")).total_cents).toBe(2_000);
    const june = await report("?as_of=2025-06-29&from=2025-06-01");
    expect(june.cards).toEqual([expect.objectContaining({ id: card.id, balance_cents: 3_000, code: "••••-••••-••••-CCCC" })]);
    expect(june.trend).toEqual([
      { date: "2025-06-01", total_cents: 8_000 },
      { date: "2025-06-08", total_cents: 8_000 },
      { date: "2025-06-15", total_cents: 2_000 },
      { date: "2025-06-22", total_cents: 3_000 },
      { date: "2025-06-29", total_cents: 3_000 },
    ]);
  });
});

describe("GET reports/managementPayroll", () => {
  it("adds 30 minutes before and after each class a host ran, per host and Monday-to-Sunday week in shop time", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const host = async (first_name: string) =>
      (
        await first<{ id: number }>(
          "INSERT INTO users (email, first_name, last_name) VALUES (?1, ?2, 'Host') RETURNING id",
          `${first_name.toLowerCase()}-${tag}@example.com`,
          first_name,
        )
      ).id;
    const avery = await host("Avery");
    const blake = await host("Blake");
    const make = (hostId: number, date: string, minutes: number, canceled = 0) =>
      run(
        `INSERT INTO classes (sku, name, date, duration_minutes, location_id, fulfillment_id, class_type_id, reservation_size_id, host_id, canceled)
         VALUES (?1, 'Payroll class', ?2, ?3, 1, 1, 1, 1, ?4, ?5)`,
        `PAY-${tag}-${date}`,
        date,
        minutes,
        hostId,
        canceled,
      );
    await make(avery, "2025-03-04T01:00:00.000Z", 120); // Mon Mar 3, 18:00 MST
    await make(avery, "2025-03-09T00:00:00.000Z", 90); // Sat Mar 8, 17:00 MST
    await make(avery, "2025-03-11T16:00:00.000Z", 60); // Tue Mar 11, 10:00 MDT
    await make(avery, "2025-03-17T05:00:00.000Z", 60); // Sun Mar 16, 23:00 MDT: still that week
    await make(avery, "2025-03-12T16:00:00.000Z", 90, 1); // canceled: not run
    await make(blake, "2025-03-05T18:00:00.000Z", 90); // Wed Mar 5
    await make(blake, "2025-03-18T18:00:00.000Z", 90); // after the range

    const answer = await call<{ rows: unknown[]; weeks: unknown[]; total_minutes: number; rule: unknown }>(
      "GET",
      "/reports/managementPayroll?from=2025-03-01&to=2025-03-16",
      { token: MANAGER },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const line = (week: string, hostId: number, name: string, classes: number, classMinutes: number) => ({
      week,
      host_id: hostId,
      host_name: `${name} Host`,
      host_email: `${name.toLowerCase()}-${tag}@example.com`,
      classes,
      class_minutes: classMinutes,
      extra_minutes: classes * 60,
      total_minutes: classMinutes + classes * 60,
    });
    expect(answer.body.rule).toEqual({ setup_minutes: 30, cleanup_minutes: 30 });
    expect(answer.body.rows).toEqual([line("2025-03-03", avery, "Avery", 2, 210), line("2025-03-03", blake, "Blake", 1, 90), line("2025-03-10", avery, "Avery", 2, 120)]);
    // Saturday Mar 1 is in the week of Monday Feb 24; every week has a point.
    expect(answer.body.weeks).toEqual([
      { week: "2025-02-24", total_minutes: 0 },
      { week: "2025-03-03", total_minutes: 330 + 150 },
      { week: "2025-03-10", total_minutes: 240 },
    ]);
    expect(answer.body.total_minutes).toBe(720);
  });
});

describe("GET reports/classes/deliveryAddresses", () => {
  it("lists each paid delivery order's address with the class's meals and the portions booked, by delivery date", async () => {
    const delivery = await freshClass({ fulfillmentId: 3, name: "Delivery report class" });
    const menu = await first<{ id: number }>("SELECT menu_id AS id FROM menu_meals GROUP BY menu_id HAVING count(*) >= 2 LIMIT 1");
    // 17:30 MDT on Tuesday 2027-09-14.
    await run("UPDATE classes SET date = '2027-09-14T23:30:00.000Z', menu_id = ?2 WHERE id = ?1", delivery.id, menu.id);
    const address = { name: "Dana Driver", street: "12 Canyon Rd", street2: "Apt 3", city: "Logan", state: "UT", zipcode: "84321", phone: "(435) 555-0199" };
    const checkout = await startedCheckout(await cartWith([delivery]), contact({ address }));
    const orderId = await paidOrderId(checkout);
    // A second seat of the same order, another portion; and a canceled registration that is left out.
    const order = await first<{ number: string }>("SELECT number FROM orders WHERE id = ?1", orderId);
    await run(
      `INSERT INTO registrations (order_id, class_id, first_name, last_name, email, allergies, portion_size_id, portion_quantity_id, price_cents, discount_cents, tax_cents, total_cents, status)
       VALUES (?1, ?2, 'Sam', 'Seat', 'sam@example.com', '[]', 1, 1, 100, 0, 0, 100, 'registered'),
              (?1, ?2, 'Cy', 'Gone', 'cy@example.com', '[]', 1, 1, 100, 0, 0, 100, 'refunded')`,
      orderId,
      delivery.id,
    );
    // An order on an unpaid (canceled) status is not delivered.
    const canceled = await startedCheckout(await cartWith([delivery]), contact({ address: { ...address, name: "Nobody" } }));
    await run("UPDATE orders SET status = 'canceled' WHERE id = ?1", await paidOrderId(canceled));

    const booked = await first<{ size: string; meal_count: number }>(
      "SELECT ps.name AS size, pq.meal_count FROM portion_sizes ps, portion_quantities pq WHERE ps.id = ?1 AND pq.id = ?2",
      delivery.portion.portion_size_id,
      delivery.portion.portion_quantity_id,
    );
    const small = await first<{ size: string; meal_count: number }>(
      "SELECT ps.name AS size, pq.meal_count FROM portion_sizes ps, portion_quantities pq WHERE ps.id = 1 AND pq.id = 1",
    );
    const meals = (await all<{ name: string }>("SELECT m.name FROM menu_meals mm JOIN meals m ON m.id = mm.meal_id WHERE mm.menu_id = ?1 ORDER BY mm.position, m.name", menu.id)).map(
      (meal) => meal.name,
    );
    const portion = (count: number, p: { size: string; meal_count: number }) => `${count} × ${p.size}, ${p.meal_count} ${p.meal_count === 1 ? "meal" : "meals"}`;

    const answer = await call<{ from: string; to: string; days: Array<{ date: string; stops: unknown[] }> }>(
      "GET",
      "/reports/classes/deliveryAddresses?from=2027-09-13&to=2027-09-14",
      { token: MANAGER },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [day, ...otherDays] = answer.body.days as Array<{ date: string; classes: unknown[]; stops: Array<Record<string, unknown> & { portions: string[] }> }>;
    expect(otherDays).toEqual([]);
    expect(day!.date).toBe("2027-09-14");
    expect(day!.classes).toEqual([{ class_id: delivery.id, class_name: "Delivery report class", time: "17:30", kitchen: expect.any(String), meals }]);
    expect(day!.stops).toHaveLength(1);
    const [stop] = day!.stops;
    expect(stop).toEqual({
      order_id: orderId,
      order_number: order.number,
      class_id: delivery.id,
      class_name: "Delivery report class",
      time: "17:30",
      kitchen: expect.any(String),
      ...address,
      phone: "4355550199",
      portions: expect.any(Array),
      registrations: 2,
    });
    const expected =
      delivery.portion.portion_size_id === 1 && delivery.portion.portion_quantity_id === 1 ? [portion(2, small)] : [portion(1, small), portion(1, booked)];
    expect([...stop!.portions].sort()).toEqual(expected.sort());
    // The next day has nothing; the day is in shop time (23:30 UTC is still the 14th in Denver).
    const next = await call<{ days: unknown[] }>("GET", "/reports/classes/deliveryAddresses?from=2027-09-15&to=2027-09-15", { token: MANAGER });
    expect(next.body.days).toEqual([]);
  });
});
