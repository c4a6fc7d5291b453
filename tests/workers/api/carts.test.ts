/** Carts (spec §3, §7; decision 011): lifecycle, ownership, donation and totals. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOCATIONS, portionPriceCents } from "../../../drizzle/seed/data";
import { computeTotals } from "../../../workers/core/totals";
import {
  addClass,
  buyableClasses,
  call,
  type CartBody,
  cartRowCounts,
  createCart,
  expectRefused,
  FULL_12,
  getCart,
  HALF_3,
  tokenFor,
} from "../support/cart";

const BRIGHAM_CITY = LOCATIONS.find((location) => location.slug === "brigham-city")!;
const LOGAN = LOCATIONS.find((location) => location.slug === "logan")!;
const MEAL_ASSEMBLY = 1;
const KIDS = 3;

describe("POST carts and GET carts/{uuid}", () => {
  it("creates an empty open cart with a v4 uuid and answers 201", async () => {
    const cart = await createCart();
    expect(cart.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cart).toMatchObject({
      status: "open",
      user_id: null,
      classes: [],
      promotions: [],
      gift_cards: [],
      donation_cents: 0,
      address: null,
      totals: { subtotal_cents: 0, total_cents: 0, amount_due_cents: 0 },
    });
    expect(cart.charity_window?.name).toBe("Cache Community Food Pantry");
    expect(await getCart(cart.uuid)).toEqual(cart);
  });

  it("answers a cart by its uuid in any case", async () => {
    const cart = await createCart();
    expect((await getCart(cart.uuid.toUpperCase())).uuid).toBe(cart.uuid);
  });

  it.each([
    ["not a uuid", "/carts/not-a-uuid", 400],
    ["a number", "/carts/12345", 400],
    ["a uuid with a bad character", "/carts/0b5ad3e8-1f2c-4b7a-9c3d-12345678zzzz", 400],
    ["a very long id", `/carts/${"a".repeat(10_000)}`, 400],
    ["an unknown uuid", "/carts/0b5ad3e8-1f2c-4b7a-9c3d-123456789abc", 404],
  ])("refuses %s", async (_case, path, status) => {
    const { status: answered, body } = await call<{ error: { code: string; message: string; fields?: Record<string, string[]> } }>("GET", path);
    expect(answered).toBe(status);
    if (status === 400) expect(body.error.fields?.uuid?.length).toBeGreaterThan(0);
    else expect(body.error.message).toBe("We couldn't find that cart");
  });
});

describe("cart ownership", () => {
  it("gives a signed-in caller's cart to them and answers only their token", async () => {
    const kaylee = await tokenFor(10);
    const jordan = await tokenFor(9);
    const cart = await createCart(kaylee);
    expect(cart.user_id).toBe(10);
    expect((await call("GET", `/carts/${cart.uuid}`, { token: kaylee })).status).toBe(200);

    const anonymous = await call<{ error: { code: string } }>("GET", `/carts/${cart.uuid}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe("UNAUTHENTICATED");
    const stranger = await call<{ error: { code: string } }>("GET", `/carts/${cart.uuid}`, { token: jordan });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.code).toBe("FORBIDDEN");
  });

  it("refuses every change of another customer's cart and changes nothing", async () => {
    const kaylee = await tokenFor(10);
    const jordan = await tokenFor(9);
    const cart = await createCart(kaylee);
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id, HALF_3, kaylee);
    const requests: Array<[string, string, unknown]> = [
      ["POST", `/carts/${cart.uuid}/classes`, { class_id: cls!.id, ...FULL_12 }],
      ["DELETE", `/carts/${cart.uuid}/classes/${cls!.id}`, undefined],
      ["PUT", `/carts/${cart.uuid}`, { classes: [] }],
      ["PUT", `/carts/${cart.uuid}/charity`, { donation_cents: 500 }],
      ["POST", `/carts/${cart.uuid}/promotions`, { code: "WELCOME10" }],
      ["POST", `/carts/${cart.uuid}/giftCards`, { code: "CVKG-FTCD-DEMS-FFTY" }],
      ["DELETE", `/carts/${cart.uuid}`, undefined],
    ];
    for (const [method, path, body] of requests) {
      await expectRefused(cart.uuid, () => call(method, path, { body }), 401, "UNAUTHENTICATED", kaylee);
      await expectRefused(cart.uuid, () => call(method, path, { body, token: jordan }), 403, "FORBIDDEN", kaylee);
    }
  });

  it("lets anyone holding an anonymous cart's uuid use it, signed in or not", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id, HALF_3, await tokenFor(9));
    expect((await getCart(cart.uuid)).classes).toHaveLength(1);
  });

  it("refuses a token that does not verify on a cart that needs one", async () => {
    const cart = await createCart(await tokenFor(10));
    const { status, body } = await call<{ error: { code: string } }>("GET", `/carts/${cart.uuid}`, { token: "not.a.token" });
    expect(status).toBe(401);
    expect(body.error.code).toBe("TOKEN_INVALID");
  });
});

describe("DELETE carts/{uuid}", () => {
  it("deletes the cart with its lines, codes and gift cards (204)", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id);
    await call("POST", `/carts/${cart.uuid}/promotions`, { body: { code: "WELCOME10" } });
    await call("POST", `/carts/${cart.uuid}/giftCards`, { body: { code: "CVKG-FTCD-DEMS-TWFV" } });
    const deleted = await call("DELETE", `/carts/${cart.uuid}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await call("GET", `/carts/${cart.uuid}`)).status).toBe(404);
    expect(await cartRowCounts(cart.uuid)).toEqual({ classes: 0, promotions: 0, gift_cards: 0, carts: 0 });
    expect((await call("DELETE", `/carts/${cart.uuid}`)).status).toBe(404);
  });

  it("refuses an ordered cart (409) and every change of it", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id);
    await env.DB.prepare("update carts set status = 'ordered' where uuid = ?").bind(cart.uuid).run();
    for (const [method, path, body] of [
      ["DELETE", `/carts/${cart.uuid}`, undefined],
      ["POST", `/carts/${cart.uuid}/classes`, { class_id: cls!.id, ...FULL_12 }],
      ["DELETE", `/carts/${cart.uuid}/classes/${cls!.id}`, undefined],
      ["PUT", `/carts/${cart.uuid}`, { classes: [] }],
      ["PUT", `/carts/${cart.uuid}/charity`, { donation_cents: 500 }],
      ["POST", `/carts/${cart.uuid}/promotions`, { code: "WELCOME10" }],
      ["POST", `/carts/${cart.uuid}/giftCards`, { code: "CVKG-FTCD-DEMS-FFTY" }],
    ] as const) {
      await expectRefused(cart.uuid, () => call(method, path, { body }), 409, "CART_ORDERED");
    }
    expect((await getCart(cart.uuid)).status).toBe("ordered");
  });

  it("refuses a cart whose checkout is still pending, and empties one whose checkouts ended", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id);
    const checkout = (id: string, status: string, expiresInMs: number) =>
      env.DB.prepare(
        `insert into checkouts (id, cart_uuid, status, totals, amount_due_cents, details, idempotency_key, payment_provider, expires_at)
         values (?, ?, ?, '{}', 0, '{}', ?, 'sandbox', ?)`,
      )
        .bind(id, cart.uuid, status, `key-${id}`, new Date(Date.now() + expiresInMs).toISOString())
        .run();
    await checkout(`pending-${cart.uuid}`, "pending", 15 * 60_000);
    await expectRefused(cart.uuid, () => call("DELETE", `/carts/${cart.uuid}`), 409, "CHECKOUT_PENDING");

    await env.DB.prepare("update checkouts set status = 'expired' where cart_uuid = ?").bind(cart.uuid).run();
    expect((await call("DELETE", `/carts/${cart.uuid}`)).status).toBe(204);
    const emptied = await getCart(cart.uuid);
    expect(emptied).toMatchObject({ status: "open", classes: [], promotions: [], gift_cards: [], donation_cents: 0 });
  });
});

describe("updated_at", () => {
  it("moves on every change and stays on every read", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    let last = cart.updated_at;
    const changes: Array<() => Promise<{ body: unknown }>> = [
      () => call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: cls!.id, ...HALF_3 } }),
      () => call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: cls!.id, ...FULL_12 } }),
      () => call("POST", `/carts/${cart.uuid}/promotions`, { body: { code: "WELCOME10" } }),
      () => call("DELETE", `/carts/${cart.uuid}/promotions/1`),
      () => call("POST", `/carts/${cart.uuid}/giftCards`, { body: { code: "CVKG-FTCD-DEMS-FFTY" } }),
      () => call("DELETE", `/carts/${cart.uuid}/giftCards/1`),
      () => call("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 500 } }),
      () => call("DELETE", `/carts/${cart.uuid}/classes/${cls!.id}`),
      () => call("PUT", `/carts/${cart.uuid}`, { body: { classes: [{ class_id: cls!.id, ...HALF_3 }] } }),
    ];
    for (const change of changes) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const answer = (await change()).body as CartBody;
      expect(answer.updated_at > last, JSON.stringify(answer)).toBe(true);
      last = answer.updated_at;
      expect((await getCart(cart.uuid)).updated_at).toBe(last);
    }
  });
});

describe("PUT carts/{uuid}/charity", () => {
  it("adds a donation to the current charity window, changes it and takes it back", async () => {
    const cart = await createCart();
    const window = cart.charity_window!;
    const { status, body } = await call<CartBody>("PUT", `/carts/${cart.uuid}/charity`, {
      body: { donation_cents: 2500, charity_window_id: window.id },
    });
    expect(status).toBe(200);
    expect(body.donation_cents).toBe(2500);
    expect(body.totals).toMatchObject({ donation_cents: 2500, total_cents: 2500, tax_cents: 0, discount_cents: 0 });
    expect((await call<CartBody>("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 100_000 } })).body.donation_cents).toBe(100_000);
    expect((await call<CartBody>("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 0 } })).body.donation_cents).toBe(0);
  });

  it.each([
    ["negative", { donation_cents: -1 }],
    ["over $1,000", { donation_cents: 100_001 }],
    ["fractional cents", { donation_cents: 10.5 }],
    ["a string", { donation_cents: "1000" }],
    ["null", { donation_cents: null }],
    ["missing", {}],
    ["huge", { donation_cents: 1e300 }],
    ["a bad window id", { donation_cents: 500, charity_window_id: -3 }],
  ])("refuses a donation that is %s (400)", async (_case, body) => {
    const cart = await createCart();
    await expectRefused(cart.uuid, () => call("PUT", `/carts/${cart.uuid}/charity`, { body }), 400, "BAD_REQUEST");
  });

  it("refuses a window that is not the current one (409)", async () => {
    const cart = await createCart();
    await expectRefused(
      cart.uuid,
      () => call("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 500, charity_window_id: 999 } }),
      409,
      "DONATIONS_CLOSED",
    );
  });

  it("refuses donations while no charity window is open, and drops one whose window closed", async () => {
    const cart = await createCart();
    await call("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 1000 } });
    const original = await env.DB.prepare("select ends_at from charity_windows where id = 1").first<{ ends_at: string }>();
    await env.DB.prepare("update charity_windows set ends_at = ? where id = 1").bind(new Date(Date.now() - 1000).toISOString()).run();
    try {
      const closed = await getCart(cart.uuid);
      expect(closed.charity_window).toBeNull();
      expect(closed.donation_cents).toBe(0);
      expect(closed.totals.donation_cents).toBe(0);
      const refused = await expectRefused(
        cart.uuid,
        () => call("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 500 } }),
        409,
        "DONATIONS_CLOSED",
      );
      expect(refused.error.message).toBe("Donations are closed right now");
      expect((await call("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 0 } })).status).toBe(200);
    } finally {
      await env.DB.prepare("update charity_windows set ends_at = ? where id = 1").bind(original!.ends_at).run();
    }
  });
});

describe("totals", () => {
  it("prices one Half × 3 line at a 7.25 % location with WELCOME10, a $10 donation and a $50 gift card", async () => {
    expect(BRIGHAM_CITY.tax_rate_bps).toBe(725);
    expect(portionPriceCents("meal-assembly", "half", 3)).toBe(4799);
    const cart = await createCart();
    const [cls] = await buyableClasses({ locationId: BRIGHAM_CITY.id, classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id, HALF_3);
    await call("POST", `/carts/${cart.uuid}/promotions`, { body: { code: "WELCOME10" } });
    await call("PUT", `/carts/${cart.uuid}/charity`, { body: { donation_cents: 1000 } });
    const { body } = await call<CartBody>("POST", `/carts/${cart.uuid}/giftCards`, { body: { code: "CVKG-FTCD-DEMS-FFTY" } });

    // By hand: 10 % of $47.99 is $4.799 → $4.80; tax 7.25 % of $43.19 is $3.131… → $3.13.
    expect(body.totals).toEqual({
      subtotal_cents: 4799,
      discount_cents: 480,
      tax_cents: 313,
      delivery_fee_cents: 0,
      donation_cents: 1000,
      total_cents: 5632,
      gift_card_cents: 5000,
      amount_due_cents: 632,
      lines: [{ class_id: cls!.id, price_cents: 4799, discount_cents: 480, tax_cents: 313, total_cents: 4632 }],
      promotions: [{ code: "WELCOME10", code_id: 1, promotion_id: 1, discount_cents: 480, reason: null }],
      gift_cards: [{ gift_card_id: 1, code: "••••-••••-••••-FFTY", balance_cents: 5000, applied_cents: 5000 }],
    });
    expect(body.classes[0]!.totals).toEqual(body.totals.lines[0]);
    expect(body.promotions[0]).toMatchObject({ code: "WELCOME10", discount_cents: 480, reason: null, message: null });
    expect(body.gift_cards).toEqual([
      { gift_card_id: 1, code: "••••-••••-••••-FFTY", status: "active", balance_cents: 5000, applied_cents: 5000 },
    ]);
  });

  it("matches workers/core/totals for a mixed cart with a class-type promotion (KIDSCLUB at Logan)", async () => {
    const cart = await createCart();
    const [kids] = await buyableClasses({ locationId: LOGAN.id, classTypeId: KIDS });
    const [assembly] = await buyableClasses({ locationId: LOGAN.id, classTypeId: MEAL_ASSEMBLY });
    // Decision 040: a kids' class sells seats; one guest is its seat price.
    await addClass(cart.uuid, kids!.id, { guests: 1 });
    await addClass(cart.uuid, assembly!.id, FULL_12);
    const { status, body } = await call<CartBody>("POST", `/carts/${cart.uuid}/promotions`, { body: { code: "kidsclub" } });
    expect(status).toBe(200);

    const expected = computeTotals({
      lines: [
        { class_id: kids!.id, class_type_id: KIDS, price_cents: 3900, tax_rate_bps: 745 },
        { class_id: assembly!.id, class_type_id: MEAL_ASSEMBLY, price_cents: portionPriceCents("meal-assembly", "full", 12), tax_rate_bps: 745 },
      ],
      promotions: [
        { code: "KIDSCLUB", code_id: 3, promotion_id: 3, discount_type: "percent", discount_value: 1500, applies_to: "classes", class_type_ids: [KIDS], minimum_cents: 0 },
      ],
      donation_cents: 0,
      gift_cards: [],
    });
    expect(body.totals).toEqual(expected);
    // By hand: 15 % of one $39.00 seat is $5.85, only on the kids line; tax 7.45 % per line.
    expect(body.totals.discount_cents).toBe(585);
    expect(body.totals.lines.map((line) => line.discount_cents)).toEqual([585, 0]);
    expect(body.totals.tax_cents).toBe(247 + 2250);
    expect(body.totals.total_cents).toBe(3900 + 30199 - 585 + 247 + 2250);
  });

  it("pays with gift cards in the order they were applied", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ locationId: BRIGHAM_CITY.id, classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id, HALF_3);
    await call("POST", `/carts/${cart.uuid}/giftCards`, { body: { code: "CVKG-FTCD-DEMS-TWFV" } });
    const { body } = await call<CartBody>("POST", `/carts/${cart.uuid}/giftCards`, { body: { code: "CVKG-FTCD-DEMS-FFTY" } });
    // $47.99 + 7.25 % tax ($3.48) = $51.47: the $25 card first, then $26.47 of the $50 card.
    expect(body.totals.total_cents).toBe(5147);
    expect(body.gift_cards.map((card) => [card.code, card.applied_cents])).toEqual([
      ["••••-••••-••••-TWFV", 2500],
      ["••••-••••-••••-FFTY", 2647],
    ]);
    expect(body.totals.amount_due_cents).toBe(0);
  });
});
