/**
 * Gift cards (spec §5, §7; decisions 009 and 011): the balance look-up, gift cards on a cart
 * and POST giftcards/apply-promotion.
 */
import { describe, expect, it } from "vitest";
import { GIFT_CARDS } from "../../../drizzle/seed/data";
import { GIFT_CARD_ALPHABET } from "../../../workers/core/gift-cards";
import { GIFT_CARD_RE } from "../../../workers/core/input-formats";
import {
  addClass,
  buyableClasses,
  call,
  type CartBody,
  createCart,
  type ErrorBody,
  expectRefused,
  HALF_3,
} from "../support/cart";

const MALFORMED = "Enter the 16-character code from your gift card";
const NOT_FOUND = "We couldn't find that gift card";

const addCard = (uuid: string, code: unknown) => call<CartBody & ErrorBody>("POST", `/carts/${uuid}/giftCards`, { body: { code } });

describe("the seeded gift cards", () => {
  it("have canonical codes drawn from the unambiguous alphabet", () => {
    for (const card of GIFT_CARDS) {
      expect(card.code).toMatch(GIFT_CARD_RE);
      for (const letter of card.code.replaceAll("-", "")) expect(GIFT_CARD_ALPHABET).toContain(letter);
    }
  });
});

describe("POST giftcards/balance", () => {
  it("answers the masked code, balance and status without sign-in", async () => {
    const { status, body } = await call("POST", "/giftcards/balance", { body: { code: "CVKG-FTCD-DEMS-FFTY" } });
    expect(status).toBe(200);
    expect(body).toEqual({ code: "••••-••••-••••-FFTY", balance_cents: 5000, status: "active" });
  });

  it("reads a code typed in lower case, without dashes or with spaces", async () => {
    for (const code of ["cvkg-ftcd-dems-twfv", "CVKGFTCDDEMSTWFV", " cvkg ftcd dems twfv "]) {
      const { status, body } = await call<{ balance_cents: number }>("POST", "/giftcards/balance", { body: { code } });
      expect(status).toBe(200);
      expect(body.balance_cents).toBe(2500);
    }
  });

  it("answers a spent card with a zero balance", async () => {
    const { body } = await call<{ balance_cents: number }>("POST", "/giftcards/balance", { body: { code: "CVKG-FTCD-DEMS-EMTY" } });
    expect(body.balance_cents).toBe(0);
  });

  it("answers unknown and disabled cards with the same 404", async () => {
    const unknown = await call<ErrorBody>("POST", "/giftcards/balance", { body: { code: "CVKG-FTCD-DEMS-ZZZZ" } });
    const disabled = await call<ErrorBody>("POST", "/giftcards/balance", { body: { code: "CVKG-FTCD-DEMS-DSBL" } });
    expect(unknown.status).toBe(404);
    expect(disabled).toEqual(unknown);
    expect(disabled.body.error).toEqual({ code: "NOT_FOUND", message: NOT_FOUND });
  });

  it.each([
    ["15 characters", "CVKG-FTCD-DEMS-FFT"],
    ["17 characters", "CVKG-FTCD-DEMS-FFTYY"],
    ["punctuation", "CVKG_FTCD_DEMS_FFTY"],
    ["10,000 characters", "A".repeat(10_000)],
    ["empty", ""],
    ["a number", 1234567890123456],
    ["missing", undefined],
  ])("refuses a code that is %s (400)", async (_case, code) => {
    const { status, body } = await call<ErrorBody>("POST", "/giftcards/balance", { body: code === undefined ? {} : { code } });
    expect(status).toBe(400);
    expect(body.error.message).toContain(MALFORMED);
    expect(body.error.fields?.code).toEqual([MALFORMED]);
  });
});

describe("POST carts/{uuid}/giftCards", () => {
  it("applies a card, shows it masked with its live balance and what it pays", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ classTypeId: 1 });
    await addClass(cart.uuid, cls!.id, HALF_3);
    const { status, body } = await addCard(cart.uuid, "cvkg-ftcd-dems-twfv");
    expect(status).toBe(200);
    expect(body.gift_cards).toEqual([
      { gift_card_id: 2, code: "••••-••••-••••-TWFV", status: "active", balance_cents: 2500, applied_cents: 2500 },
    ]);
    expect(body.totals.gift_card_cents).toBe(2500);
    expect(body.totals.amount_due_cents).toBe(body.totals.total_cents - 2500);
    expect(JSON.stringify(body)).not.toContain("CVKG-FTCD-DEMS-TWFV");
  });

  it("pays nothing past the total: a $200 card on a $51.47 cart pays $51.47", async () => {
    const cart = await createCart();
    const [cls] = await buyableClasses({ locationId: 3, classTypeId: 1 });
    await addClass(cart.uuid, cls!.id, HALF_3);
    const { body } = await addCard(cart.uuid, "CVKG-FTCD-DEMS-TWHN");
    expect(body.gift_cards[0]).toMatchObject({ balance_cents: 20000, applied_cents: 5147 });
    expect(body.totals.amount_due_cents).toBe(0);
  });

  it.each([
    ["malformed", "CVKG-FTCD-DEMS", 400, "BAD_REQUEST", MALFORMED],
    ["10,000 characters", "A".repeat(10_000), 400, "BAD_REQUEST", MALFORMED],
    ["not text", 42, 400, "BAD_REQUEST", MALFORMED],
    ["unknown", "CVKG-FTCD-DEMS-ZZZZ", 404, "NOT_FOUND", NOT_FOUND],
    ["disabled", "CVKG-FTCD-DEMS-DSBL", 404, "NOT_FOUND", NOT_FOUND],
    ["spent", "CVKG-FTCD-DEMS-EMTY", 409, "NO_BALANCE", "This gift card has no balance left"],
  ])("refuses a card that is %s", async (_case, code, status, errorCode, message) => {
    const cart = await createCart();
    const refused = await expectRefused(cart.uuid, () => addCard(cart.uuid, code), status, errorCode);
    expect(refused.error.message).toContain(message);
  });

  it("refuses the same card twice", async () => {
    const cart = await createCart();
    await addCard(cart.uuid, "CVKG-FTCD-DEMS-FFTY");
    await expectRefused(cart.uuid, () => addCard(cart.uuid, "cvkgftcddemsffty"), 409, "ALREADY_APPLIED");
  });

  it("holds at most 5 gift cards", async () => {
    const cart = await createCart();
    for (const code of ["CVKG-FTCD-DEMS-FFTY", "CVKG-FTCD-DEMS-TWFV", "CVKG-FTCD-DEMS-TWHN", "CVKG-FTCD-TENS-AAA2", "CVKG-FTCD-TENS-BBB3"]) {
      expect((await addCard(cart.uuid, code)).status).toBe(200);
    }
    const refused = await expectRefused(cart.uuid, () => addCard(cart.uuid, "CVKG-FTCD-TENS-CCC4"), 409, "CART_LIMIT");
    expect(refused.error.message).toBe("A cart can hold at most 5 gift cards");
  });
});

describe("DELETE carts/{uuid}/giftCards/{giftCardId}", () => {
  it("takes the card off the cart", async () => {
    const cart = await createCart();
    await addCard(cart.uuid, "CVKG-FTCD-DEMS-FFTY");
    await addCard(cart.uuid, "CVKG-FTCD-DEMS-TWFV");
    const { status, body } = await call<CartBody>("DELETE", `/carts/${cart.uuid}/giftCards/1`);
    expect(status).toBe(200);
    expect(body.gift_cards.map((card) => card.gift_card_id)).toEqual([2]);
  });

  it.each([
    ["a card not on the cart", "5", 404],
    ["a code instead of an id", "CVKG-FTCD-DEMS-FFTY", 400],
    ["zero (no card has it)", "0", 404],
  ])("refuses %s", async (_case, id, status) => {
    const cart = await createCart();
    await addCard(cart.uuid, "CVKG-FTCD-DEMS-FFTY");
    await expectRefused(cart.uuid, () => call("DELETE", `/carts/${cart.uuid}/giftCards/${id}`), status);
  });
});

describe("POST giftcards/apply-promotion", () => {
  it("answers the discount of a code valid on gift cards (HOLIDAYGIFT: 10 % off)", async () => {
    const { status, body } = await call("POST", "/giftcards/apply-promotion", { body: { code: "holidaygift", amount_cents: 5000 } });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: "HOLIDAYGIFT",
      amount_cents: 5000,
      discount_cents: 500,
      amount_due_cents: 4500,
      promotion: { id: 8, name: "Holiday Gift Card Bonus — 10% off", description: "10% off gift cards and classes this holiday season." },
    });
  });

  it.each([
    ["a code not for gift cards", { code: "WELCOME10", amount_cents: 5000 }, 409, "NOT_FOR_GIFT_CARDS"],
    ["a code for kids classes", { code: "KIDSCLUB", amount_cents: 5000 }, 409, "NOT_FOR_GIFT_CARDS"],
    ["an unknown code", { code: "NOSUCHCODE", amount_cents: 5000 }, 400, "UNKNOWN"],
    ["a malformed code", { code: "no!", amount_cents: 5000 }, 400, "BAD_REQUEST"],
    ["an amount under $10", { code: "HOLIDAYGIFT", amount_cents: 999 }, 400, "BAD_REQUEST"],
    ["an amount over $500", { code: "HOLIDAYGIFT", amount_cents: 50_001 }, 400, "BAD_REQUEST"],
    ["fractional cents", { code: "HOLIDAYGIFT", amount_cents: 1000.5 }, 400, "BAD_REQUEST"],
    ["an amount as text", { code: "HOLIDAYGIFT", amount_cents: "$50" }, 400, "BAD_REQUEST"],
    ["no amount", { code: "HOLIDAYGIFT" }, 400, "BAD_REQUEST"],
  ])("refuses %s", async (_case, body, status, code) => {
    const answer = await call<ErrorBody>("POST", "/giftcards/apply-promotion", { body });
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.message.length).toBeGreaterThan(0);
  });

  it("names the amount range when the amount is out of it", async () => {
    const { body } = await call<ErrorBody>("POST", "/giftcards/apply-promotion", { body: { code: "HOLIDAYGIFT", amount_cents: 500 } });
    expect(body.error.fields?.amount_cents).toEqual(["Enter an amount from $10.00 to $500.00."]);
  });
});
