/**
 * POST carts/{id}/checkout (decisions 009 and 012): totals recomputed from the database, holds
 * taken with one conditional statement each and given back when one fails, the idempotency
 * key, gift cards paying everything, "back to cart", the 15-minute expiry and its sweep.
 */
import { describe, expect, it } from "vitest";
import {
  ageCheckout,
  all,
  api,
  cartWith,
  checkoutRow,
  contact,
  expectError,
  first,
  freshClass,
  giftCard,
  giftCardBalance,
  outboxTo,
  promotion,
  promotionUses,
  run,
  runScheduledSweep,
  seatsTaken,
  sessionOf,
  startCheckout,
  startedCheckout,
  type CheckoutJson,
} from "./checkout-fixtures";

interface CartBody {
  totals: { subtotal_cents: number; discount_cents: number; tax_cents: number; total_cents: number; amount_due_cents: number };
}

describe("POST carts/{id}/checkout", () => {
  it("recomputes the totals, holds a seat per class and opens the sandbox payment page", async () => {
    const cooking = await freshClass();
    const baking = await freshClass();
    const promo = await promotion({ percent: 10 });
    const uuid = await cartWith([cooking, baking], { codeIds: [promo.codeId] });
    const cart = await api<CartBody>("GET", `/carts/${uuid}`);

    const answer = await startCheckout(uuid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const checkout = answer.body.checkout;
    expect(checkout).toMatchObject({ kind: "cart", status: "pending", order_id: null, failure_code: null });
    expect(checkout.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionOf(checkout)).toMatch(/^cs_sandbox_/);
    expect(Date.parse(checkout.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(checkout.expires_at) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(checkout.totals).toMatchObject(cart.body.totals);
    expect(checkout.totals.subtotal_cents).toBe(cooking.price_cents + baking.price_cents);
    expect(checkout.totals.discount_cents).toBeGreaterThan(0);
    expect(checkout.amount_due_cents).toBe(checkout.totals.amount_due_cents);

    expect(await seatsTaken(cooking.id)).toBe(0 + 1);
    expect(await seatsTaken(baking.id)).toBe(1);
    expect(await promotionUses(promo)).toEqual({ promotion: 1, code: 1, redemptions: [{ status: "held" }] });
    const holds = await all<{ kind: string }>(`SELECT kind FROM checkout_holds WHERE checkout_id = ?1 ORDER BY id`, checkout.id);
    expect(holds.map((hold) => hold.kind)).toEqual(["seat", "seat", "promotion", "code", "redemption"]);
  });

  it("answers the same checkout (200) for the same idempotency_key, taking nothing twice", async () => {
    const shopClass = await freshClass();
    const uuid = await cartWith([shopClass]);
    const body = contact();
    const created = await startCheckout(uuid, body);
    const again = await startCheckout(uuid, body);
    expect(created.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.checkout.id).toBe(created.body.checkout.id);
    expect(again.body.checkout.payment_url).toBe(created.body.checkout.payment_url);
    expect(await seatsTaken(shopClass.id)).toBe(1);
  });

  it("refuses a key that belongs to another cart's checkout", async () => {
    const body = contact();
    await startedCheckout(await cartWith([await freshClass()]), body);
    expectError(await startCheckout(await cartWith([await freshClass()]), body), 409, "IDEMPOTENCY_KEY_REUSED");
  });

  it.each([
    ["success_url", { success_url: "//evil.example/steal" }],
    ["success_url", { success_url: "https://evil.example/" }],
    ["cancel_url", { cancel_url: "/\\evil.example" }],
    ["cancel_url", { cancel_url: "cart" }],
    ["idempotency_key", { idempotency_key: "short" }],
    ["phone", { phone: "555-01" }],
    ["email", { email: "not-an-email" }],
    ["first_name", { first_name: "" }],
    ["spice_tolerance", { spice_tolerance: "volcanic" }],
  ])("answers 400 naming %s for %j", async (field, change) => {
    const uuid = await cartWith([await freshClass()]);
    expectError(await startCheckout(uuid, contact(change)), 400, "BAD_REQUEST", field);
  });

  it("answers 400 for an allergy it does not know, holding nothing", async () => {
    const shopClass = await freshClass();
    const uuid = await cartWith([shopClass]);
    expectError(await startCheckout(uuid, contact({ allergies: ["peanuts", "dragon-fruit"] })), 400, "BAD_REQUEST", "allergies");
    expect(await seatsTaken(shopClass.id)).toBe(0);
  });

  it("stores the phone as ten digits and the registration details on the checkout", async () => {
    const uuid = await cartWith([await freshClass()]);
    const checkout = await startedCheckout(uuid, contact({ phone: "+1 (435) 555-0199", allergies: ["peanuts", "shellfish"] }));
    const row = await first<{ details: string }>(`SELECT details FROM checkouts WHERE id = ?1`, checkout.id);
    expect(JSON.parse(row.details)).toMatchObject({
      phone: "4355550199",
      allergies: ["peanuts", "shellfish"],
      allergy_notes: "Severe: no shared fryer oil",
      spice_tolerance: "mild",
    });
  });

  it("answers what was submitted as its form while unpaid, and no form once paid (decision 069)", async () => {
    const uuid = await cartWith([await freshClass()]);
    const checkout = await startedCheckout(uuid, contact({ phone: "(435) 555-0199", allergies: ["peanuts"] }));
    const read = await api<CheckoutJson>("GET", `/checkouts/${checkout.id}`);
    expect(read.body.form).toMatchObject({ phone: "4355550199", allergies: ["peanuts"], allergy_notes: "Severe: no shared fryer oil", spice_tolerance: "mild", guests: [] });
    await run(`UPDATE checkouts SET status = 'paid' WHERE id = ?1`, checkout.id);
    expect((await api<CheckoutJson>("GET", `/checkouts/${checkout.id}`)).body.form).toBeNull();
  });

  it("refuses a full class by name and date, changing nothing", async () => {
    const full = await freshClass({ seatsLeft: 0, name: "Date Night: Tuscan Favorites" });
    const uuid = await cartWith([full]);
    const error = expectError(await startCheckout(uuid), 409, "CLASS_FULL");
    expect(error.error.message).toMatch(/^Date Night: Tuscan Favorites on [A-Z][a-z]{2} \d{1,2} just filled up$/);
    expect(await first<{ n: number }>(`SELECT count(*) AS n FROM checkouts WHERE cart_uuid = ?1`, uuid)).toEqual({ n: 0 });
  });

  it("gives back the holds already taken when a later one fails (a used-up code)", async () => {
    const promo = await promotion({ usageLimit: 1 });
    await startedCheckout(await cartWith([await freshClass()], { codeIds: [promo.codeId] }));
    const shopClass = await freshClass();
    const uuid = await cartWith([shopClass], { codeIds: [promo.codeId] });

    const error = expectError(await startCheckout(uuid), 409, "PROMOTION_USED_UP");
    expect(error.error.message).toBe("This code has been used up.");
    expect(await seatsTaken(shopClass.id)).toBe(0);
    expect(await promotionUses(promo)).toEqual({ promotion: 1, code: 1, redemptions: [{ status: "held" }] });
    const failed = await first<{ status: string; failure_reason: string }>(
      `SELECT status, failure_reason FROM checkouts WHERE cart_uuid = ?1`,
      uuid,
    );
    expect(failed).toEqual({ status: "failed", failure_reason: "PROMOTION_USED_UP: This code has been used up." });
    expect(await first<{ n: number }>(`SELECT count(*) AS n FROM checkout_holds h JOIN checkouts c ON c.id = h.checkout_id WHERE c.cart_uuid = ?1 AND h.released = 0`, uuid)).toEqual({ n: 0 });
  });

  it("holds a code's own limit and the customer's limit (counted by e-mail)", async () => {
    const perCode = await promotion({ codeUsageLimit: 1 });
    await startedCheckout(await cartWith([await freshClass()], { codeIds: [perCode.codeId] }));
    expectError(await startCheckout(await cartWith([await freshClass()], { codeIds: [perCode.codeId] })), 409, "PROMOTION_USED_UP");

    const perCustomer = await promotion({ perCustomerLimit: 1 });
    const email = `limit-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await startedCheckout(await cartWith([await freshClass()], { codeIds: [perCustomer.codeId] }), contact({ email }));
    const again = await startCheckout(await cartWith([await freshClass()], { codeIds: [perCustomer.codeId] }), contact({ email: email.toUpperCase() }));
    expectError(again, 409, "PROMOTION_USED_UP");
    // Someone else may still use it.
    await startedCheckout(await cartWith([await freshClass()], { codeIds: [perCustomer.codeId] }));
  });

  it("refuses a gift card that something else has spent meanwhile", async () => {
    const card = await giftCard(5000);
    await startedCheckout(await cartWith([await freshClass()], { giftCardIds: [card.id] }));
    expect(await giftCardBalance(card.id)).toBe(0);
    const error = expectError(await startCheckout(await cartWith([await freshClass()], { giftCardIds: [card.id] })), 409, "GIFT_CARD_BALANCE");
    expect(error.error.message).toBe("Your gift card's balance changed; please review your cart");
  });

  it("answers 409 TOTALS_CHANGED when the total is not the one the customer saw", async () => {
    const shopClass = await freshClass();
    const uuid = await cartWith([shopClass]);
    expectError(await startCheckout(uuid, contact({ expected_amount_due_cents: 1 })), 409, "TOTALS_CHANGED");
    expect(await seatsTaken(shopClass.id)).toBe(0);
  });

  it("refuses an empty cart, an ordered cart and an unknown one", async () => {
    expectError(await startCheckout(await cartWith([])), 409, "CART_EMPTY");
    const ordered = await cartWith([await freshClass()]);
    await run(`UPDATE carts SET status = 'ordered' WHERE uuid = ?1`, ordered);
    expectError(await startCheckout(ordered), 409, "CART_ORDERED");
    expectError(await startCheckout(crypto.randomUUID()), 404, "NOT_FOUND");
  });

  it("needs an address for a delivery class, from the body or the cart", async () => {
    const delivery = await freshClass({ fulfillmentId: 3 });
    const uuid = await cartWith([delivery]);
    expectError(await startCheckout(uuid), 400, "BAD_REQUEST", "address");
    const address = { name: "Ana Morales", street: "95 W 100 S", city: "Logan", state: "ut", zipcode: "84321" };
    const checkout = await startedCheckout(uuid, contact({ address }));
    const row = await first<{ details: string }>(`SELECT details FROM checkouts WHERE id = ?1`, checkout.id);
    expect(JSON.parse(row.details).address).toMatchObject({ street: "95 W 100 S", state: "UT", zipcode: "84321" });
  });

  it("fulfils at once when gift cards pay everything: no payment page, an order, the e-mail", async () => {
    const shopClass = await freshClass();
    const small = await giftCard(1000);
    const big = await giftCard(50000);
    const uuid = await cartWith([shopClass], { giftCardIds: [small.id, big.id] });
    const body = contact();
    const answer = await startCheckout(uuid, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const checkout = answer.body.checkout;
    expect(checkout).toMatchObject({ status: "paid", amount_due_cents: 0, payment_url: null });
    expect(answer.body.order_id).toEqual(expect.any(Number));
    expect(checkout.order_id).toBe(answer.body.order_id);
    expect(checkout.totals.gift_cards.map((card) => card.code)).toEqual([
      `••••-••••-••••-${small.code.slice(-4)}`,
      `••••-••••-••••-${big.code.slice(-4)}`,
    ]);

    const total = checkout.totals.total_cents;
    expect(await giftCardBalance(small.id)).toBe(0);
    expect(await giftCardBalance(big.id)).toBe(50000 - (total - 1000));
    const captures = await all<{ gift_card_id: number; amount_cents: number }>(
      `SELECT gift_card_id, amount_cents FROM gift_card_transactions WHERE order_id = ?1 AND kind = 'capture' ORDER BY gift_card_id`,
      answer.body.order_id,
    );
    expect(captures).toEqual([
      { gift_card_id: small.id, amount_cents: -1000 },
      { gift_card_id: big.id, amount_cents: -(total - 1000) },
    ]);
    const order = await first<{ amount_paid_cents: number; payment_provider: string; gift_card_cents: number }>(
      `SELECT amount_paid_cents, payment_provider, gift_card_cents FROM orders WHERE id = ?1`,
      answer.body.order_id,
    );
    expect(order).toEqual({ amount_paid_cents: 0, payment_provider: "none", gift_card_cents: total });
    expect(await first(`SELECT status FROM carts WHERE uuid = ?1`, uuid)).toEqual({ status: "ordered" });
    expect(await seatsTaken(shopClass.id)).toBe(1);
    const [email] = await outboxTo(body.email);
    expect(email?.kind).toBe("order_confirmation");
  });

  it("keeps the shop's origin and each class's picture and page for the confirmation, which shows them absolute (decision 061)", async () => {
    const shopClass = await freshClass();
    const { class_type_id: typeId, sku } = await first<{ class_type_id: number; sku: string }>(`SELECT class_type_id, sku FROM classes WHERE id = ?1`, shopClass.id);
    const key = `class-types/${typeId}/${"e".repeat(32)}.jpg`;
    const before = await first<{ picture_key: string | null; picture_alt: string }>(`SELECT picture_key, picture_alt FROM class_types WHERE id = ?1`, typeId);
    await run(`INSERT OR IGNORE INTO media (key, content_type, bytes, width, height, widths) VALUES (?1, 'image/jpeg', 1000, 1600, 900, '[480,960,1440]')`, key);
    await run(`UPDATE class_types SET picture_key = ?1, picture_alt = 'A pan of <risotto>' WHERE id = ?2`, key, typeId);
    try {
      const uuid = await cartWith([shopClass], { giftCardIds: [(await giftCard(50_000)).id] });
      const body = contact();
      const answer = await api<{ order_id: number }>("POST", `/carts/${uuid}/checkout`, { body, headers: { "x-shop-origin": "https://shop.example" } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [email] = await outboxTo(body.email);
      expect(email?.kind).toBe("order_confirmation");
      const image = email!.html.match(/<img [^>]*>/)?.[0] ?? "";
      expect(image).toContain(`src="https://shop.example/media/class-types/${typeId}/${"e".repeat(32)}-960w.jpg"`);
      expect(image).toContain(`alt="A pan of &lt;risotto&gt;"`);
      expect(image).toContain(`width="520"`);
      expect(email!.html).toContain(`href="https://shop.example/classes/${sku}"`);
      expect(email!.text).toContain(`https://shop.example/classes/${sku}`);

      // Without an origin the e-mail has neither: a relative address is no use in an inbox.
      const bare = contact();
      const second = await startCheckout(await cartWith([await freshClass()], { giftCardIds: [(await giftCard(50_000)).id] }), bare);
      expect(second.status).toBe(201);
      const [plain] = await outboxTo(bare.email);
      expect(plain?.html).not.toContain("<img");
      expect(plain?.html).not.toContain("/classes/");
    } finally {
      await run(`UPDATE class_types SET picture_key = ?1, picture_alt = ?2 WHERE id = ?3`, before.picture_key, before.picture_alt, typeId);
    }
  });
});

describe("POST carts/{id}/stripe-checkout", () => {
  it("answers the checkout's one payment session, however often it is asked", async () => {
    const uuid = await cartWith([await freshClass()]);
    const checkout = await startedCheckout(uuid);
    const one = await api<{ session_id: string; url: string; checkout: CheckoutJson }>("POST", `/carts/${uuid}/stripe-checkout`, {
      body: { checkout_id: checkout.id },
    });
    const two = await api<{ session_id: string; url: string }>("POST", `/carts/${uuid}/stripe-checkout`, {
      body: { checkout_id: checkout.id },
    });
    expect(one.status).toBe(200);
    expect(one.body.url).toBe(checkout.payment_url);
    expect(one.body.session_id).toBe(sessionOf(checkout));
    expect(two.body).toEqual(one.body);
  });

  it("answers 404 for another cart's checkout and 409 for a canceled one", async () => {
    const uuid = await cartWith([await freshClass()]);
    const checkout = await startedCheckout(uuid);
    const other = await cartWith([await freshClass()]);
    expectError(await api("POST", `/carts/${other}/stripe-checkout`, { body: { checkout_id: checkout.id } }), 404, "NOT_FOUND");
    await api("POST", `/checkouts/${checkout.id}/cancel`);
    expectError(await api("POST", `/carts/${uuid}/stripe-checkout`, { body: { checkout_id: checkout.id } }), 409, "CANCELED");
  });
});

describe("giving holds back", () => {
  async function heldCheckout() {
    const shopClass = await freshClass();
    const card = await giftCard(2000);
    const promo = await promotion({ usageLimit: 5 });
    const uuid = await cartWith([shopClass], { giftCardIds: [card.id], codeIds: [promo.codeId] });
    const checkout = await startedCheckout(uuid);
    expect(await seatsTaken(shopClass.id)).toBe(1);
    expect(await giftCardBalance(card.id)).toBe(0);
    expect((await promotionUses(promo)).promotion).toBe(1);
    return { shopClass, card, promo, uuid, checkout };
  }

  async function expectReleased(held: Awaited<ReturnType<typeof heldCheckout>>) {
    expect(await seatsTaken(held.shopClass.id)).toBe(0);
    expect(await giftCardBalance(held.card.id)).toBe(2000);
    expect(await promotionUses(held.promo)).toEqual({ promotion: 0, code: 0, redemptions: [{ status: "released" }] });
    expect(await first(`SELECT count(*) AS n FROM checkout_holds WHERE checkout_id = ?1 AND released = 0`, held.checkout.id)).toEqual({ n: 0 });
    // The cart itself is untouched.
    expect(await first(`SELECT status FROM carts WHERE uuid = ?1`, held.uuid)).toEqual({ status: "open" });
    expect(await first(`SELECT count(*) AS n FROM cart_classes WHERE cart_uuid = ?1`, held.uuid)).toEqual({ n: 1 });
  }

  it("POST checkouts/{id}/cancel (back to cart) releases seats, gift card and code uses", async () => {
    const held = await heldCheckout();
    const answer = await api<CheckoutJson>("POST", `/checkouts/${held.checkout.id}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "expired", failure_code: "CANCELED", payment_url: null });
    await expectReleased(held);
    // Cancelling again gives back nothing twice.
    expect((await api<CheckoutJson>("POST", `/checkouts/${held.checkout.id}/cancel`)).status).toBe(200);
    await expectReleased(held);
  });

  it("the scheduled sweep releases a checkout whose 15 minutes ran out", async () => {
    const held = await heldCheckout();
    await ageCheckout(held.checkout.id, 16);
    await runScheduledSweep();
    expect(await checkoutRow(held.checkout.id)).toMatchObject({ status: "expired" });
    await expectReleased(held);
    const read = await api<CheckoutJson>("GET", `/checkouts/${held.checkout.id}`);
    expect(read.body).toMatchObject({ status: "expired", failure_code: "EXPIRED", payment_url: null });
  });

  it("a new checkout sweeps expired ones first, and GET checkouts/{id} releases its own", async () => {
    const swept = await heldCheckout();
    await ageCheckout(swept.checkout.id, 20);
    await startedCheckout(await cartWith([await freshClass()]));
    await expectReleased(swept);

    const read = await heldCheckout();
    await run(`UPDATE checkouts SET expires_at = ?2 WHERE id = ?1`, read.checkout.id, new Date(Date.now() - 1000).toISOString());
    expect((await api<CheckoutJson>("GET", `/checkouts/${read.checkout.id}`)).body.status).toBe("expired");
    await expectReleased(read);
  });

  it("a newer checkout of the same cart replaces the older one (its holds go back first)", async () => {
    const shopClass = await freshClass({ seatsLeft: 1 });
    const uuid = await cartWith([shopClass]);
    const older = await startedCheckout(uuid);
    const newer = await startedCheckout(uuid);
    expect(newer.id).not.toBe(older.id);
    expect(await checkoutRow(older.id)).toMatchObject({ status: "expired", failure_reason: expect.stringMatching(/^REPLACED: /) });
    expect(await seatsTaken(shopClass.id)).toBe(shopClass.seats);
  });

  it("GET checkouts/{id} answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await api("GET", `/checkouts/${crypto.randomUUID()}`), 404, "NOT_FOUND");
    expectError(await api("GET", `/checkouts/nope`), 400, "BAD_REQUEST", "id");
  });
});
