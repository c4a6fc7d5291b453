/** Promotion codes on a cart (spec §7 carts/{id}/promotions; decisions 009 and 011). */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localDateOf } from "../../../drizzle/seed/data";
import {
  addClass,
  buyableClasses,
  call,
  type CartBody,
  createCart,
  type ErrorBody,
  expectRefused,
  FULL_12,
  getCart,
  HALF_3,
  tokenFor,
} from "../support/cart";

const MEAL_ASSEMBLY = 1;

/** A cart with one Half × 3 meal-assembly line ($47.99). */
async function cartWithOneClass(token?: string): Promise<CartBody> {
  const cart = await createCart(token);
  const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
  return addClass(cart.uuid, cls!.id, HALF_3, token);
}

const applyCode = (uuid: string, code: unknown, token?: string) =>
  call<CartBody & ErrorBody>("POST", `/carts/${uuid}/promotions`, { body: { code }, token });

/** A 5 %-off promotion with one code, made for a test. */
async function makePromotion(code: string, changes: { ends_at?: string; usage_limit?: number } = {}): Promise<number> {
  const promotion = await env.DB.prepare(
    "insert into promotions (name, discount_type, discount_value, ends_at, usage_limit) values (?, 'percent', 500, ?, ?) returning id",
  )
    .bind(`Test ${code}`, changes.ends_at ?? null, changes.usage_limit ?? null)
    .first<{ id: number }>();
  await env.DB.prepare("insert into codes (promotion_id, code) values (?, ?)").bind(promotion!.id, code).run();
  return promotion!.id;
}

describe("POST carts/{uuid}/promotions with each seeded code", () => {
  const nextYear = localDateOf(new Date()).year + 1;

  it.each([
    ["WELCOME10", 200, null, null],
    ["FRIEND10", 200, null, null],
    ["ONEPERCUSTOMER", 200, null, null],
    ["HOLIDAYGIFT", 200, null, null],
    ["SPRING", 409, "MINIMUM_NOT_REACHED", "Spend $60.00 on eligible classes to use this code."],
    ["KIDSCLUB", 409, "NOT_FOR_THESE_CLASSES", "This code isn't for the classes in your cart."],
    ["EXPIRED2025", 409, "EXPIRED", "This code expired on January 1, 2026."],
    ["FUTURE", 409, "NOT_STARTED", `This code starts on January 1, ${nextYear}.`],
    ["LIMITED1", 409, "USED_UP", "This code has been used up."],
    ["CHEFSPICK", 409, "INACTIVE", "This code is no longer active."],
    ["NEWSLETTER10", 409, "INACTIVE", "This code is no longer active."],
    ["NOSUCHCODE", 400, "UNKNOWN", "We don't know that code. Check the spelling and try again."],
  ])("%s answers %i %s", async (code, status, errorCode, message) => {
    const cart = await cartWithOneClass();
    if (status === 200) {
      const { status: answered, body } = await applyCode(cart.uuid, code);
      expect(answered).toBe(200);
      expect(body.promotions).toHaveLength(1);
      expect(body.promotions[0]).toMatchObject({ code, reason: null });
      expect(body.totals.discount_cents).toBeGreaterThan(0);
      return;
    }
    const refused = await expectRefused(cart.uuid, () => applyCode(cart.uuid, code), status, errorCode!);
    expect(refused.error.message).toBe(message);
    if (status === 400) expect(refused.error.fields?.code).toEqual([message]);
  });

  it("applies a code typed in lower case with spaces around it", async () => {
    const cart = await cartWithOneClass();
    const { status, body } = await applyCode(cart.uuid, "  welcome10 ");
    expect(status).toBe(200);
    expect(body.promotions[0]).toMatchObject({ code: "WELCOME10", promotion_id: 1, name: "Welcome to the Kitchen — 10% off", discount_cents: 480 });
  });

  it.each([
    ["too short", "AB"],
    ["too long", "A".repeat(33)],
    ["10,000 characters", "A".repeat(10_000)],
    ["a space inside", "WEL COME10"],
    ["letters outside A–Z", "ÄPFEL10"],
    ["a number", 123],
    ["null", null],
    ["an object", { code: "WELCOME10" }],
  ])("refuses a code that is %s (400 on `code`)", async (_case, code) => {
    const cart = await cartWithOneClass();
    const refused = await expectRefused(cart.uuid, () => applyCode(cart.uuid, code), 400, "BAD_REQUEST");
    expect(refused.error.fields?.code?.length).toBeGreaterThan(0);
  });

  it("applies a promotion once per cart: the same code again or another code of it", async () => {
    const cart = await cartWithOneClass();
    expect((await applyCode(cart.uuid, "WELCOME10")).status).toBe(200);
    for (const code of ["WELCOME10", "FRIEND10"]) {
      const refused = await expectRefused(cart.uuid, () => applyCode(cart.uuid, code), 409, "ALREADY_APPLIED");
      expect(refused.error.message).toBe("This code is already applied.");
    }
  });

  it("holds at most 5 codes", async () => {
    const cart = await cartWithOneClass();
    await makePromotion("CARTLIMIT1");
    await makePromotion("CARTLIMIT2");
    await makePromotion("CARTLIMIT3");
    await makePromotion("CARTLIMIT4");
    for (const code of ["WELCOME10", "HOLIDAYGIFT", "CARTLIMIT1", "CARTLIMIT2", "CARTLIMIT3"]) {
      expect((await applyCode(cart.uuid, code)).status).toBe(200);
    }
    const refused = await expectRefused(cart.uuid, () => applyCode(cart.uuid, "CARTLIMIT4"), 409, "CART_LIMIT");
    expect(refused.error.message).toBe("A cart can hold at most 5 codes");
  });
});

describe("promotions after the cart changes", () => {
  it("keeps SPRING when the cart drops below its minimum, saying why it gives nothing", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: MEAL_ASSEMBLY });
    await addClass(cart.uuid, cls!.id, FULL_12);
    const applied = await applyCode(cart.uuid, "SPRING");
    expect(applied.status).toBe(200);
    expect(applied.body.totals.discount_cents).toBe(1500);

    const smaller = await addClass(cart.uuid, cls!.id, HALF_3);
    expect(smaller.promotions[0]).toMatchObject({
      code: "SPRING",
      discount_cents: 0,
      reason: "minimum_not_reached",
      message: "Spend $60.00 on eligible classes to use this code.",
    });
    expect(smaller.totals.discount_cents).toBe(0);
  });

  it("shows a code that expired or was switched off after it was applied, and leaves it out of the totals", async () => {
    const cart = await cartWithOneClass();
    const promotionId = await makePromotion("SOONGONE", { ends_at: new Date(Date.now() + 3600_000).toISOString() });
    expect((await applyCode(cart.uuid, "SOONGONE")).body.totals.discount_cents).toBe(240);

    await env.DB.prepare("update promotions set ends_at = ? where id = ?").bind(new Date(Date.now() - 1000).toISOString(), promotionId).run();
    const expired = await getCart(cart.uuid);
    expect(expired.promotions[0]).toMatchObject({ code: "SOONGONE", discount_cents: 0, reason: "expired" });
    expect(expired.promotions[0]!.message).toMatch(/^This code expired on /);
    expect(expired.totals.discount_cents).toBe(0);
    expect(expired.totals.promotions).toEqual([]);

    await env.DB.prepare("update promotions set ends_at = null, active = 0 where id = ?").bind(promotionId).run();
    expect((await getCart(cart.uuid)).promotions[0]).toMatchObject({ reason: "inactive", discount_cents: 0 });
  });

  it("keeps a code applied when its usage limit is reached by others: the checkout enforces limits", async () => {
    const cart = await cartWithOneClass();
    const promotionId = await makePromotion("LASTONE", { usage_limit: 1 });
    expect((await applyCode(cart.uuid, "LASTONE")).status).toBe(200);
    await env.DB.prepare("update promotions set uses = 1 where id = ?").bind(promotionId).run();
    expect((await getCart(cart.uuid)).promotions[0]).toMatchObject({ code: "LASTONE", reason: null, discount_cents: 240 });
  });
});

describe("per-customer limits", () => {
  it("counts the signed-in owner's earlier uses (ONEPERCUSTOMER: Jordan used it, Kaylee didn't)", async () => {
    const jordan = await tokenFor(9);
    const jordansCart = await cartWithOneClass(jordan);
    await expectRefused(jordansCart.uuid, () => applyCode(jordansCart.uuid, "ONEPERCUSTOMER", jordan), 409, "USED_UP", jordan);

    const kaylee = await tokenFor(10);
    const kayleesCart = await cartWithOneClass(kaylee);
    expect((await applyCode(kayleesCart.uuid, "ONEPERCUSTOMER", kaylee)).status).toBe(200);
  });
});

describe("DELETE carts/{uuid}/promotions/{promotionId}", () => {
  it("takes the promotion off the cart and out of the totals", async () => {
    const cart = await cartWithOneClass();
    await applyCode(cart.uuid, "FRIEND10");
    await applyCode(cart.uuid, "HOLIDAYGIFT");
    const { status, body } = await call<CartBody>("DELETE", `/carts/${cart.uuid}/promotions/1`);
    expect(status).toBe(200);
    expect(body.promotions.map((code) => code.code)).toEqual(["HOLIDAYGIFT"]);
    expect(body.totals.discount_cents).toBe(480);
  });

  it.each([
    ["a promotion not on the cart", "2", 404],
    ["a non-numeric id", "WELCOME10", 400],
    ["a negative id", "-1", 400],
  ])("refuses %s", async (_case, promotionId, status) => {
    const cart = await cartWithOneClass();
    await applyCode(cart.uuid, "WELCOME10");
    await expectRefused(cart.uuid, () => call("DELETE", `/carts/${cart.uuid}/promotions/${promotionId}`), status);
  });
});
