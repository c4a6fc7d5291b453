/**
 * Payment (decisions 009 and 012): the sandbox's payment page with Stripe's test cards, the
 * signed webhook it shares with Stripe, fulfilment into an order with its registrations and
 * e-mail, and a payment that arrives after the holds expired.
 */
import { describe, expect, it } from "vitest";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import {
  ageCheckout,
  all,
  api,
  card,
  cartWith,
  checkoutRow,
  contact,
  deliver,
  expectError,
  first,
  freshClass,
  giftCard,
  giftCardBalance,
  orderCount,
  outboxTo,
  paidOrderId,
  payCheckout,
  promotion,
  promotionUses,
  runScheduledSweep,
  seatsTaken,
  sessionEvent,
  sessionOf,
  startedCheckout,
  type CheckoutJson,
} from "./checkout-fixtures";

interface SandboxSession {
  session_id: string;
  checkout_id: string;
  amount_cents: number;
  description: string;
  status: "open" | "complete" | "expired";
  expires_at: string;
  success_url: string;
  cancel_url: string;
  last_error: string | null;
}

describe("the sandbox payment page", () => {
  it("GET payments/sandbox/{session} describes the session for the /pay page", async () => {
    const shopClass = await freshClass({ name: "Cooking with Kids" });
    const checkout = await startedCheckout(await cartWith([shopClass]), contact({ success_url: "/checkout/success?from=cart" }));
    const answer = await api<SandboxSession>("GET", `/payments/sandbox/${sessionOf(checkout)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      session_id: sessionOf(checkout),
      checkout_id: checkout.id,
      amount_cents: checkout.amount_due_cents,
      status: "open",
      success_url: `/checkout/success?from=cart&checkout=${checkout.id}`,
      cancel_url: `/cart?checkout=${checkout.id}`,
      last_error: null,
    });
    expect(answer.body.description).toMatch(/^Cache Valley Kitchen: Cooking with Kids \([A-Z][a-z]{2} \d{1,2}\)$/);
    // Stripe keeps a page open at least 30 minutes; so does the sandbox (45 from the start).
    expect(Date.parse(answer.body.expires_at) - Date.now()).toBeGreaterThan(40 * 60_000);
    expectError(await api("GET", `/payments/sandbox/cs_sandbox_unknown12345`), 404, "NOT_FOUND");
  });

  it("pays with 4242 4242 4242 4242: an order with the registration payload, the cart ordered, the e-mail", async () => {
    const shopClass = await freshClass({ name: "Date Night: Tuscan Favorites" });
    const uuid = await cartWith([shopClass]);
    const body = contact({ allergies: ["peanuts", "shellfish"], spice_tolerance: "hot" });
    const checkout = await startedCheckout(uuid, body);

    const paid = await payCheckout(checkout);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: "paid", checkout_id: checkout.id, redirect_url: `/checkout/success?checkout=${checkout.id}` });
    const orderId = paid.body.order_id!;

    const order = await first<Record<string, unknown>>(`SELECT * FROM orders WHERE id = ?1`, orderId);
    expect(order).toMatchObject({
      checkout_id: checkout.id,
      cart_uuid: uuid,
      email: body.email,
      first_name: "Ana",
      last_name: "Morales",
      phone: "4355550142",
      status: "paid",
      subtotal_cents: checkout.totals.subtotal_cents,
      discount_cents: checkout.totals.discount_cents,
      tax_cents: checkout.totals.tax_cents,
      donation_cents: checkout.totals.donation_cents,
      gift_card_cents: checkout.totals.gift_card_cents,
      total_cents: checkout.totals.total_cents,
      amount_paid_cents: checkout.amount_due_cents,
      payment_provider: "sandbox",
    });
    expect(order.number).toMatch(/^CVK-\d{6,}$/);
    expect(order.payment_reference).toMatch(/^pi_sandbox_/);

    const registrations = await all<Record<string, unknown>>(`SELECT * FROM registrations WHERE order_id = ?1`, orderId);
    expect(registrations).toHaveLength(1);
    const [line] = checkout.totals.lines;
    expect(registrations[0]).toMatchObject({
      class_id: shopClass.id,
      first_name: "Ana",
      last_name: "Morales",
      email: body.email,
      phone: "4355550142",
      allergies: JSON.stringify(["peanuts", "shellfish"]),
      allergy_notes: "Severe: no shared fryer oil",
      spice_tolerance: "hot",
      portion_size_id: shopClass.portion.portion_size_id,
      portion_quantity_id: shopClass.portion.portion_quantity_id,
      price_cents: line!.price_cents,
      discount_cents: line!.discount_cents,
      tax_cents: line!.tax_cents,
      total_cents: line!.total_cents,
      status: "registered",
    });
    expect(await seatsTaken(shopClass.id)).toBe(1);
    expect(await first(`SELECT status FROM carts WHERE uuid = ?1`, uuid)).toEqual({ status: "ordered" });
    const read = await api<CheckoutJson>("GET", `/checkouts/${checkout.id}`);
    expect(read.body).toMatchObject({ status: "paid", order_id: orderId, payment_url: null });

    const [email] = await outboxTo(body.email);
    const date = await first<{ date: string; timezone: string }>(
      `SELECT c.date, l.timezone FROM classes c JOIN locations l ON l.id = c.location_id WHERE c.id = ?1`,
      shopClass.id,
    );
    expect(email).toMatchObject({ kind: "order_confirmation", ref: `order:${orderId}`, subject: `Your Cache Valley Kitchen order ${order.number}` });
    expect(email!.text).toContain(`order ${order.number}`);
    expect(email!.text).toContain("Date Night: Tuscan Favorites");
    expect(email!.text).toContain(`${formatClassDate(date.date, date.timezone)} at ${formatClassTime(date.date, date.timezone)}`);
    expect(email!.text).toContain("Peanuts");
    expect(email!.html).toMatch(/<h1[^>]*>Thank you for your order CVK-/);

    // Paying the same page again (a double click) answers the same order.
    const again = await payCheckout(checkout);
    expect(again.body).toMatchObject({ status: "paid", order_id: orderId });
    expect(await orderCount(checkout.id)).toBe(1);
    const session = await api<SandboxSession>("GET", `/payments/sandbox/${sessionOf(checkout)}`);
    expect(session.body.status).toBe("complete");
  });

  it.each([
    ["4000 0000 0000 0002", "CARD_DECLINED", "Your card was declined."],
    ["4000000000009995", "INSUFFICIENT_FUNDS", "Your card has insufficient funds."],
  ])("a refused card (%s) answers 402 %s; the checkout stays pending and another card pays", async (number, code, message) => {
    const shopClass = await freshClass();
    const uuid = await cartWith([shopClass]);
    const checkout = await startedCheckout(uuid);

    const refused = await payCheckout(checkout, { card_number: number });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ error: { code, message } });
    expect(await orderCount(checkout.id)).toBe(0);
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: "pending", failure_reason: `${code}: ${message}` });
    expect((await api<CheckoutJson>("GET", `/checkouts/${checkout.id}`)).body).toMatchObject({
      status: "pending",
      failure_code: code,
      failure_reason: message,
      payment_url: checkout.payment_url,
    });
    expect(await first(`SELECT status FROM carts WHERE uuid = ?1`, uuid)).toEqual({ status: "open" });
    expect(await first(`SELECT count(*) AS n FROM cart_classes WHERE cart_uuid = ?1`, uuid)).toEqual({ n: 1 });
    expect(await seatsTaken(shopClass.id)).toBe(1);
    expect((await api<SandboxSession>("GET", `/payments/sandbox/${sessionOf(checkout)}`)).body.last_error).toBe(message);

    await paidOrderId(checkout);
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: "paid", failure_reason: null });
  });

  it.each([
    ["card_number", { card_number: "4242 4242 4242 4241" }, "This card number is not valid"],
    ["card_number", { card_number: "5555 5555 5555 4444" }, "Use a test card number, for example 4242 4242 4242 4242."],
    ["card_number", { card_number: "" }, "This card number is not valid"],
    ["exp_year", { exp_month: 1, exp_year: 2020 }, "This card has expired"],
    ["exp_month", { exp_month: 13 }, "Enter the expiry month (1–12)"],
    ["cvc", { cvc: "12" }, "Enter the 3- or 4-digit security code"],
    ["name", { name: " " }, "Enter the name on the card"],
  ])("answers 400 on %s for %j, changing nothing", async (field, change, message) => {
    const checkout = await startedCheckout(await cartWith([await freshClass()]));
    const error = expectError(await payCheckout(checkout, change), 400, "BAD_REQUEST", field);
    expect(error.error.fields?.[field]).toEqual([message]);
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: "pending", failure_reason: null });
  });

  it("names every field that is wrong at once", async () => {
    const checkout = await startedCheckout(await cartWith([await freshClass()]));
    const error = expectError(await payCheckout(checkout, { card_number: "1234", cvc: "x", name: "" }), 400, "BAD_REQUEST");
    expect(Object.keys(error.error.fields ?? {}).sort()).toEqual(["card_number", "cvc", "name"]);
  });

  it("accepts a two-digit expiry year and a card number typed with dashes", async () => {
    const checkout = await startedCheckout(await cartWith([await freshClass()]));
    const year = (new Date().getUTCFullYear() + 1) % 100;
    const paid = await payCheckout(checkout, { card_number: "4242-4242-4242-4242", exp_month: "1", exp_year: String(year) });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it("answers 410 on the page of a checkout the customer went back from", async () => {
    const checkout = await startedCheckout(await cartWith([await freshClass()]));
    await api("POST", `/checkouts/${checkout.id}/cancel`);
    expect((await api<SandboxSession>("GET", `/payments/sandbox/${sessionOf(checkout)}`)).body.status).toBe("expired");
    expectError(await payCheckout(checkout), 410, "SESSION_EXPIRED");
    expect(await orderCount(checkout.id)).toBe(0);
  });

  it("does not exist in production or beside Stripe", async () => {
    const checkout = await startedCheckout(await cartWith([await freshClass()]));
    const path = `/payments/sandbox/${sessionOf(checkout)}`;
    expectError(await api("GET", path, { env: { ENVIRONMENT: "production" } }), 404, "NOT_FOUND");
    expectError(await api("POST", path, { body: card(), env: { STRIPE_SECRET_KEY: "sk_test_unused" } }), 404, "NOT_FOUND");
    expect(await orderCount(checkout.id)).toBe(0);
  });
});

describe("POST payments/webhook", () => {
  it("refuses a bad, missing, tampered or stale signature with 400 and does nothing", async () => {
    const checkout = await startedCheckout(await cartWith([await freshClass()]));
    const event = sessionEvent("checkout.session.completed", checkout);
    expectError(await deliver(event, { secret: "whsec_someone_else" }), 400, "BAD_SIGNATURE");
    expectError(await deliver(event, { tamper: (payload) => payload.replace('"paid"', '"paid" ') }), 400, "BAD_SIGNATURE");
    expectError(await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }), 400, "BAD_SIGNATURE");
    expectError(await api("POST", "/payments/webhook", { body: event }), 400, "BAD_SIGNATURE");
    expect(await orderCount(checkout.id)).toBe(0);
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: "pending" });
  });

  it("acknowledges and ignores other event types and unpaid sessions", async () => {
    const checkout = await startedCheckout(await cartWith([await freshClass()]));
    const ignored = await deliver(sessionEvent("payment_intent.created", checkout));
    expect(ignored).toMatchObject({ status: 200, body: { received: true, outcome: "ignored" } });
    const unpaid = await deliver(sessionEvent("checkout.session.completed", checkout, { payment_status: "unpaid" }));
    expect(unpaid).toMatchObject({ status: 200, body: { outcome: "ignored" } });
    expect(await orderCount(checkout.id)).toBe(0);
  });

  it("fulfils checkout.session.completed once per event id: a repeat answers already_processed", async () => {
    const checkout = await startedCheckout(await cartWith([await freshClass()]));
    const event = sessionEvent("checkout.session.completed", checkout);
    const first = await deliver(event);
    expect(first).toMatchObject({ status: 200, body: { outcome: "fulfilled", order_id: expect.any(Number) } });
    const second = await deliver(event);
    expect(second).toMatchObject({ status: 200, body: { outcome: "already_processed", order_id: first.body.order_id } });
    // Another event id for the same, already paid, checkout makes no second order either.
    const other = await deliver(sessionEvent("checkout.session.completed", checkout));
    expect(other.body.outcome).toBe("already_processed");
    expect(await orderCount(checkout.id)).toBe(1);
    expect(await registrationCount(first.body.order_id!)).toBe(1);
  });

  it("checkout.session.expired releases the holds", async () => {
    const shopClass = await freshClass();
    const checkout = await startedCheckout(await cartWith([shopClass]));
    const answer = await deliver(sessionEvent("checkout.session.expired", checkout, { payment_status: "unpaid" }));
    expect(answer.body.outcome).toBe("released");
    expect(await seatsTaken(shopClass.id)).toBe(0);
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: "expired", failure_reason: expect.stringMatching(/^SESSION_EXPIRED: /) });
  });

  it("refuses (and refunds) a payment whose amount is not the amount due", async () => {
    const shopClass = await freshClass();
    const checkout = await startedCheckout(await cartWith([shopClass]));
    const answer = await deliver(sessionEvent("checkout.session.completed", checkout, { amount_total: 100 }));
    expect(answer.body).toMatchObject({ outcome: "refunded", failure: { code: "AMOUNT_MISMATCH" } });
    expect(await orderCount(checkout.id)).toBe(0);
    expect(await seatsTaken(shopClass.id)).toBe(0);
  });
});

async function registrationCount(orderId: number): Promise<number> {
  return (await first<{ n: number }>(`SELECT count(*) AS n FROM registrations WHERE order_id = ?1`, orderId)).n;
}

describe("a payment after the 15-minute hold (decision 009 §5)", () => {
  it("takes the holds again and makes the order", async () => {
    const shopClass = await freshClass({ seatsLeft: 1 });
    const card = await giftCard(1500);
    const promo = await promotion({ usageLimit: 1 });
    const checkout = await startedCheckout(await cartWith([shopClass], { giftCardIds: [card.id], codeIds: [promo.codeId] }));
    await ageCheckout(checkout.id, 20);
    await runScheduledSweep();
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: "expired" });
    expect(await seatsTaken(shopClass.id)).toBe(shopClass.seats - 1);
    expect(await giftCardBalance(card.id)).toBe(1500);

    const orderId = await paidOrderId(checkout);
    expect(await seatsTaken(shopClass.id)).toBe(shopClass.seats);
    expect(await giftCardBalance(card.id)).toBe(0);
    expect(await promotionUses(promo)).toEqual({ promotion: 1, code: 1, redemptions: [{ status: "released" }, { status: "redeemed" }] });
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: "paid", order_id: orderId });
    expect(await registrationCount(orderId)).toBe(1);
  });

  it("refunds instead when the class filled up meanwhile: no order, the checkout failed", async () => {
    const shopClass = await freshClass({ seatsLeft: 1, name: "Cooking with Kids" });
    const checkout = await startedCheckout(await cartWith([shopClass]));
    await ageCheckout(checkout.id, 20);
    await runScheduledSweep();
    await startedCheckout(await cartWith([shopClass])); // someone else takes the last seat

    const paid = await payCheckout(checkout);
    const error = expectError(paid, 409, "CLASS_FULL");
    expect(error.error.message).toMatch(/^Cooking with Kids on [A-Z][a-z]{2} \d{1,2} just filled up\. We refunded your payment\.$/);
    expect(await orderCount(checkout.id)).toBe(0);
    expect(await seatsTaken(shopClass.id)).toBe(shopClass.seats);
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: "failed", failure_reason: expect.stringMatching(/^CLASS_FULL: /) });
    expect(await first(`SELECT count(*) AS n FROM checkout_holds WHERE checkout_id = ?1 AND released = 0`, checkout.id)).toEqual({ n: 0 });
    // The same event again refunds nothing twice.
    const event = sessionEvent("checkout.session.completed", checkout);
    expect((await deliver(event)).body.outcome).toBe("refunded");
    expect((await deliver(event)).body.outcome).toBe("already_processed");
  });

  it("refunds a payment for a cart that another checkout already ordered", async () => {
    const shopClass = await freshClass();
    const uuid = await cartWith([shopClass]);
    const older = await startedCheckout(uuid);
    const newer = await startedCheckout(uuid);
    await paidOrderId(newer);
    // The older page was still open in another tab and is paid too.
    const answer = await deliver(sessionEvent("checkout.session.completed", older));
    expect(answer.body).toMatchObject({ outcome: "refunded", failure: { code: expect.stringMatching(/^(CART_ORDERED|CLASS_FULL)$/) } });
    expect(await orderCount(older.id)).toBe(0);
    expect(await seatsTaken(shopClass.id)).toBe(1);
    expect(await checkoutRow(older.id)).toMatchObject({ status: "failed" });
  });
});

describe("POST giftcards/checkout", () => {
  const purchase = (overrides: Record<string, unknown> = {}) => ({
    amount: "$50",
    recipient_name: "Grandma Jo",
    recipient_email: `jo-${crypto.randomUUID().slice(0, 8)}@example.com`,
    sender_name: "Ana",
    message: "Happy birthday! <3",
    purchaser_email: `ana-${crypto.randomUUID().slice(0, 8)}@example.com`,
    idempotency_key: `gift-${crypto.randomUUID()}`,
    success_url: "/gift-cards/thank-you",
    cancel_url: "/gift-cards",
    ...overrides,
  });

  it("issues the card when paid: a valid code, balance = amount, the code e-mailed to the recipient only", async () => {
    const body = purchase();
    const started = await api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", { body });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const checkout = started.body.checkout;
    expect(checkout).toMatchObject({ kind: "gift_card", status: "pending", amount_due_cents: 5000 });

    const orderId = await paidOrderId(checkout);
    const issued = await first<{ id: number; code: string; initial_cents: number; balance_cents: number; recipient_email: string; message: string }>(
      `SELECT id, code, initial_cents, balance_cents, recipient_email, message FROM gift_cards WHERE order_id = ?1`,
      orderId,
    );
    expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(issued).toMatchObject({ initial_cents: 5000, balance_cents: 5000, recipient_email: body.recipient_email, message: "Happy birthday! <3" });
    expect(await all(`SELECT kind, amount_cents FROM gift_card_transactions WHERE gift_card_id = ?1`, issued.id)).toEqual([
      { kind: "issue", amount_cents: 5000 },
    ]);
    expect(await first(`SELECT kind, amount_paid_cents, total_cents FROM orders WHERE id = ?1`, orderId)).toEqual({
      kind: "gift_card",
      amount_paid_cents: 5000,
      total_cents: 5000,
    });

    const [toRecipient] = await outboxTo(body.recipient_email);
    expect(toRecipient).toMatchObject({ kind: "gift_card" });
    expect(toRecipient!.text).toContain(issued.code);
    expect(toRecipient!.html).toContain(issued.code);
    expect(toRecipient!.html).toContain("Happy birthday! &lt;3");
    const [receipt] = await outboxTo(body.purchaser_email);
    expect(receipt).toMatchObject({ kind: "gift_card_receipt" });
    expect(receipt!.text).not.toContain(issued.code);
    expect(receipt!.text).toContain(`••••-••••-••••-${issued.code.slice(-4)}`);
  });

  it("takes the amount as cents too, and a promotion for gift cards lowers what is paid", async () => {
    const promo = await promotion({ percent: 20 });
    const started = await api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", {
      body: purchase({ amount: undefined, amount_cents: 10000, promotion_code: promo.code.toLowerCase() }),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.checkout).toMatchObject({ amount_due_cents: 8000, totals: { subtotal_cents: 10000, discount_cents: 2000 } });
    const orderId = await paidOrderId(started.body.checkout);
    expect(await first(`SELECT initial_cents FROM gift_cards WHERE order_id = ?1`, orderId)).toEqual({ initial_cents: 10000 });
    expect(await promotionUses(promo)).toMatchObject({ promotion: 1, code: 1, redemptions: [{ status: "redeemed" }] });
  });

  it("is fulfilled at once when a promotion makes it free", async () => {
    const promo = await promotion({ percent: 100 });
    const started = await api<{ checkout: CheckoutJson; order_id?: number }>("POST", "/giftcards/checkout", {
      body: purchase({ promotion_code: promo.code }),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.checkout).toMatchObject({ status: "paid", payment_url: null, amount_due_cents: 0 });
    expect(await first(`SELECT balance_cents FROM gift_cards WHERE order_id = ?1`, started.body.order_id)).toEqual({ balance_cents: 5000 });
  });

  it.each([
    ["amount", { amount: "$5" }],
    ["amount", { amount: "$500.01" }],
    ["amount", { amount: "fifty" }],
    ["amount_cents", { amount: undefined, amount_cents: 60000 }],
    ["amount", { amount: undefined }],
    ["message", { message: "x".repeat(501) }],
    ["recipient_email", { recipient_email: "grandma" }],
    ["promotion_code", { promotion_code: "!!" }],
    ["success_url", { success_url: "https://elsewhere.example" }],
  ])("answers 400 on %s for %j", async (field, change) => {
    expectError(await api("POST", "/giftcards/checkout", { body: purchase(change) }), 400, "BAD_REQUEST", field);
  });

  it("answers the same checkout for the same idempotency_key", async () => {
    const body = purchase();
    const one = await api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", { body });
    const two = await api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", { body });
    expect([one.status, two.status]).toEqual([201, 200]);
    expect(two.body.checkout.id).toBe(one.body.checkout.id);
  });
});

describe("GET outbox", () => {
  it("answers the latest e-mails in development and tests, and 404 in production", async () => {
    const latest = await api<{ data: unknown[]; meta: { count: number } }>("GET", "/outbox");
    expect(latest.status).toBe(200);
    expect(latest.body.meta.count).toBe(latest.body.data.length);
    expect(latest.body.data.length).toBeLessThanOrEqual(50);
    expectError(await api("GET", "/outbox", { env: { ENVIRONMENT: "production" } }), 404, "NOT_FOUND");
  });

  it("lists one address's e-mails newest first", async () => {
    const body = contact();
    const one = await startedCheckout(await cartWith([await freshClass()]), body);
    await paidOrderId(one);
    const two = await startedCheckout(await cartWith([await freshClass()]), { ...body, idempotency_key: `again-${crypto.randomUUID()}` });
    const secondOrder = await paidOrderId(two);
    const emails = await outboxTo(body.email.toUpperCase());
    expect(emails.map((email) => email.ref)).toEqual([`order:${secondOrder}`, expect.stringMatching(/^order:\d+$/)]);
  });
});
