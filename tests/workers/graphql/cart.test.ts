/**
 * The cart through GraphQL (decisions 009 and 011): the web's whole cart flow — create, add a
 * class, change its portions, codes that apply and codes that fail with their reasons, gift
 * cards, a donation, totals — each one operation of one REST call, never cached.
 */
import { describe, expect, it, vi } from "vitest";
import {
  ADD_CLASS,
  buyableClasses,
  CART_FIELDS,
  type CartData,
  cartWithClass,
  emulatorToken,
  makeClass,
  newCart,
  newIdentity,
  ok,
  operation,
  refused,
  registeredCustomer,
} from "./cart-fixtures";
import { graphql, WEB_PAGE } from "./request";
import { restCalls } from "./test-worker";

const APPLY_PROMOTION = `mutation ($uuid: ID!, $code: String!) { applyPromotion(uuid: $uuid, code: $code) { ${CART_FIELDS} } }`;
const APPLY_GIFT_CARD = `mutation ($uuid: ID!, $code: String!) { applyGiftCard(uuid: $uuid, code: $code) { ${CART_FIELDS} } }`;
const CART = `query ($uuid: ID!) { cart(uuid: $uuid) { ${CART_FIELDS} } }`;

/** The totals of decision 009 add up: subtotal − discount + tax + donation, minus gift cards. */
function expectConsistentTotals(cart: CartData): void {
  const { totals } = cart;
  expect(totals.subtotalCents).toBe(cart.classes.reduce((sum, line) => sum + (line.priceCents ?? 0), 0));
  expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents + totals.donationCents);
  expect(totals.amountDueCents).toBe(totals.totalCents - totals.giftCardCents);
  expect(totals.discountCents).toBe(cart.promotions.reduce((sum, code) => sum + code.discountCents, 0));
  expect(totals.giftCardCents).toBe(cart.giftCards.reduce((sum, card) => sum + card.appliedCents, 0));
}

describe("the cart flow", () => {
  it("creates a cart, adds a class, changes its portions, applies a code, a gift card and a donation", async () => {
    const [shopClass] = await buyableClasses({ classTypeId: 1 });
    const empty = await newCart();
    expect(empty).toMatchObject({ status: "OPEN", userId: null, classCount: 0, classes: [], promotions: [], giftCards: [] });
    expect(empty.totals.totalCents).toBe(0);

    const added = await ok<{ addClassToCart: CartData }>(ADD_CLASS, {
      uuid: empty.uuid,
      classId: String(shopClass!.id),
      size: "1",
      quantity: "1",
    });
    const cart = added.addClassToCart;
    expect(cart.classCount).toBe(1);
    const [line] = cart.classes;
    expect(line!.class).toMatchObject({ id: String(shopClass!.id), sku: shopClass!.sku, canceled: false });
    expect(line!.class.location.timezone).toMatch(/^America\//);
    expect(line!.class.fulfillment.key.length).toBeGreaterThan(0);
    expect(line!.class.seatsLeft).toBeGreaterThan(0);
    expect(line!).toMatchObject({ portionSize: { id: "1", key: "half" }, portionQuantity: { id: "1", mealCount: 3 }, problem: null });
    expect(line!.options.length).toBe(8);
    const half3 = line!.options.find((option) => option.portionSize.id === "1" && option.portionQuantity.id === "1");
    expect(line!.priceCents).toBe(half3!.priceCents);
    expectConsistentTotals(cart);

    // Adding the class again changes its portions: still one line, one seat.
    const changed = (
      await ok<{ addClassToCart: CartData }>(ADD_CLASS, { uuid: cart.uuid, sku: shopClass!.sku, size: "2", quantity: "4" })
    ).addClassToCart;
    expect(changed.classCount).toBe(1);
    expect(changed.classes[0]).toMatchObject({ portionSize: { key: "full" }, portionQuantity: { mealCount: 12 } });
    expect(changed.classes[0]!.priceCents).toBeGreaterThan(line!.priceCents!);
    expect(changed.updatedAt >= cart.updatedAt).toBe(true);

    const promoted = (await ok<{ applyPromotion: CartData }>(APPLY_PROMOTION, { uuid: cart.uuid, code: "welcome10" })).applyPromotion;
    expect(promoted.promotions).toEqual([
      expect.objectContaining({ code: "WELCOME10", reason: null, message: null, discountCents: expect.any(Number) }),
    ]);
    expect(promoted.promotions[0]!.discountCents).toBe(Math.round(changed.totals.subtotalCents / 10));
    expectConsistentTotals(promoted);

    const paid = (await ok<{ applyGiftCard: CartData }>(APPLY_GIFT_CARD, { uuid: cart.uuid, code: "cvkg ftcd dems ffty" })).applyGiftCard;
    expect(paid.giftCards).toEqual([
      { giftCardId: expect.any(String), code: "••••-••••-••••-FFTY", status: "ACTIVE", balanceCents: 5000, appliedCents: 5000 },
    ]);
    expect(JSON.stringify(paid)).not.toContain("CVKG-FTCD-DEMS-FFTY");
    expectConsistentTotals(paid);

    const donated = (
      await ok<{ setDonation: CartData }>(
        `mutation ($uuid: ID!) { setDonation(uuid: $uuid, donationCents: 500) { ${CART_FIELDS} } }`,
        { uuid: cart.uuid },
      )
    ).setDonation;
    expect(donated.donationCents).toBe(500);
    expect(donated.totals.donationCents).toBe(500);
    expect(donated.charityWindow?.name.length).toBeGreaterThan(0);
    expectConsistentTotals(donated);
    expect(donated.totals.amountDueCents).toBe(paid.totals.amountDueCents + 500);

    // The page reads the same cart back in one call.
    const read = await operation<{ cart: CartData }>(CART, { uuid: cart.uuid });
    expect(read.data?.cart).toEqual(donated);
    expect(read.extensions?.restCalls).toBe(1);

    // And takes everything off again.
    const withoutCard = (
      await ok<{ removeGiftCard: CartData }>(
        `mutation ($uuid: ID!, $id: ID!) { removeGiftCard(uuid: $uuid, giftCardId: $id) { ${CART_FIELDS} } }`,
        { uuid: cart.uuid, id: paid.giftCards[0]!.giftCardId },
      )
    ).removeGiftCard;
    expect(withoutCard.giftCards).toEqual([]);
    const withoutCode = (
      await ok<{ removePromotion: CartData }>(
        `mutation ($uuid: ID!, $id: ID!) { removePromotion(uuid: $uuid, promotionId: $id) { ${CART_FIELDS} } }`,
        { uuid: cart.uuid, id: promoted.promotions[0]!.promotionId },
      )
    ).removePromotion;
    expect(withoutCode.promotions).toEqual([]);
    const emptied = (
      await ok<{ removeClassFromCart: CartData }>(
        `mutation ($uuid: ID!, $id: ID!) { removeClassFromCart(uuid: $uuid, classId: $id) { classCount totals { subtotalCents } } }`,
        { uuid: cart.uuid, id: String(shopClass!.id) },
      )
    ).removeClassFromCart;
    expect(emptied).toEqual({ classCount: 0, totals: { subtotalCents: 0 } });
  });

  it("makes one REST call per cart mutation, none through the edge cache", async () => {
    const cart = await newCart();
    const answer = await operation<{ applyPromotion: CartData }>(APPLY_PROMOTION, { uuid: cart.uuid, code: "WELCOME10" });
    expect(answer.extensions?.restCalls).toBe(1);
    expect(restCalls).toEqual([`POST /carts/${cart.uuid}/promotions`]);
    expect(answer.extensions?.cache).toBeUndefined();
  });
});

describe("codes that fail say why", () => {
  it("answers the api's reason beside the generic code, and changes nothing", async () => {
    const [shopClass] = await buyableClasses({ classTypeId: 1 });
    const cart = await cartWithClass(shopClass!.id);
    expect(cart.totals.subtotalCents).toBeLessThan(6000);
    const failures: Array<[string, string]> = [
      ["EXPIRED2025", "EXPIRED"],
      ["FUTURE", "NOT_STARTED"],
      ["CHEFSPICK", "INACTIVE"],
      ["LIMITED1", "USED_UP"],
      ["SPRING", "MINIMUM_NOT_REACHED"],
      ["KIDSCLUB", "NOT_FOR_THESE_CLASSES"],
    ];
    for (const [code, reason] of failures) {
      const { message, extensions } = await refused(APPLY_PROMOTION, { uuid: cart.uuid, code });
      expect(extensions, code).toMatchObject({ code: "CONFLICT", reason });
      expect(message.length).toBeGreaterThan(0);
    }
    const spring = await refused(APPLY_PROMOTION, { uuid: cart.uuid, code: "SPRING" });
    expect(spring.message).toContain("$60.00");

    const unknown = await refused(APPLY_PROMOTION, { uuid: cart.uuid, code: "NOSUCHCODE" });
    expect(unknown.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "UNKNOWN", fields: { code: [unknown.message] } });
    const malformed = await refused(APPLY_PROMOTION, { uuid: cart.uuid, code: "!" });
    expect(malformed.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { code: [expect.any(String)] } });

    await ok(APPLY_PROMOTION, { uuid: cart.uuid, code: "WELCOME10" });
    const again = await refused(APPLY_PROMOTION, { uuid: cart.uuid, code: "FRIEND10" });
    expect(again.extensions).toMatchObject({ code: "CONFLICT", reason: "ALREADY_APPLIED" });

    const after = await ok<{ cart: CartData }>(CART, { uuid: cart.uuid });
    expect(after.cart.promotions.map((code) => code.code)).toEqual(["WELCOME10"]);
  });

  it("refuses spent, disabled, unknown and malformed gift cards", async () => {
    const cart = await newCart();
    expect((await refused(APPLY_GIFT_CARD, { uuid: cart.uuid, code: "CVKG-FTCD-DEMS-EMTY" })).extensions).toMatchObject({
      code: "CONFLICT",
      reason: "NO_BALANCE",
    });
    const disabled = await refused(APPLY_GIFT_CARD, { uuid: cart.uuid, code: "CVKG-FTCD-DEMS-DSBL" });
    const unknown = await refused(APPLY_GIFT_CARD, { uuid: cart.uuid, code: "CVKG-FTCD-DEMS-ZZZZ" });
    expect(disabled).toEqual(unknown);
    expect(disabled.extensions.code).toBe("NOT_FOUND");
    expect(disabled.message).toBe("We couldn't find that gift card");
    expect((await refused(APPLY_GIFT_CARD, { uuid: cart.uuid, code: "12" })).extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { code: ["Enter the 16-character code from your gift card"] },
    });
    await ok(APPLY_GIFT_CARD, { uuid: cart.uuid, code: "CVKG-FTCD-DEMS-TWFV" });
    expect((await refused(APPLY_GIFT_CARD, { uuid: cart.uuid, code: "CVKG-FTCD-DEMS-TWFV" })).extensions.reason).toBe("ALREADY_APPLIED");
  });
});

describe("classes and donations", () => {
  it("replaces the class list all or nothing, naming the bad line", async () => {
    const [first, second] = await buyableClasses({}, 2);
    const cart = await newCart();
    const REPLACE = `mutation ($uuid: ID!, $classes: [CartClassInput!]!) { replaceCartClasses(uuid: $uuid, classes: $classes) { classCount classes { class { id } } } }`;
    const lines = [first!, second!].map((row) => ({ classId: String(row.id), portionSizeId: "1", portionQuantityId: "1" }));
    const replaced = await ok<{ replaceCartClasses: { classCount: number; classes: Array<{ class: { id: string } }> } }>(REPLACE, {
      uuid: cart.uuid,
      classes: lines,
    });
    expect(replaced.replaceCartClasses.classes.map((line) => line.class.id)).toEqual([String(first!.id), String(second!.id)]);

    const full = await makeClass({ full: true });
    const refusal = await refused(REPLACE, {
      uuid: cart.uuid,
      classes: [lines[0], { classId: String(full), portionSizeId: "1", portionQuantityId: "1" }],
    });
    expect(refusal.extensions).toMatchObject({ code: "CONFLICT", reason: "CLASS_FULL" });
    expect(refusal.message).toMatch(/^Line 2 \(class \d+\): This class is full$/);
    expect((await ok<{ cart: CartData }>(CART, { uuid: cart.uuid })).cart.classCount).toBe(2);

    const unpriced = await refused(ADD_CLASS, { uuid: cart.uuid, classId: String(first!.id), size: "1", quantity: "99" });
    expect(unpriced.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { portionQuantityId: [expect.any(String)] } });
  });

  it("refuses a canceled class with its reason, and a donation over $1,000 on its argument", async () => {
    const canceled = await makeClass({ canceled: true });
    const cart = await newCart();
    const refusal = await refused(ADD_CLASS, { uuid: cart.uuid, classId: String(canceled), size: "1", quantity: "1" });
    expect(refusal.extensions).toMatchObject({ code: "CONFLICT", reason: "CLASS_CANCELED" });
    const donation = await refused(`mutation ($uuid: ID!) { setDonation(uuid: $uuid, donationCents: 100001) { uuid } }`, { uuid: cart.uuid });
    expect(donation.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { donationCents: [expect.any(String)] } });
    expect(donation.message).toContain("donationCents");
  });
});

describe("finding a cart", () => {
  it("answers null for an unknown cart and BAD_USER_INPUT for a malformed uuid, without a REST call", async () => {
    expect((await ok<{ cart: null }>(CART, { uuid: crypto.randomUUID() })).cart).toBeNull();
    const malformed = await operation(CART, { uuid: "../users/1" });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { uuid: [expect.any(String)] } });
    expect(restCalls).toEqual([]);
  });

  it("deletes a cart", async () => {
    const cart = await newCart();
    expect(await ok(`mutation ($uuid: ID!) { deleteCart(uuid: $uuid) }`, { uuid: cart.uuid })).toEqual({ deleteCart: true });
    expect((await ok<{ cart: null }>(CART, { uuid: cart.uuid })).cart).toBeNull();
  });

  it("keeps a user's cart to that user: UNAUTHENTICATED without a token, FORBIDDEN with another's", async () => {
    const owner = await registeredCustomer();
    const cart = await newCart(owner.token);
    expect(cart.userId).toBe(owner.id);
    expect((await refused(CART, { uuid: cart.uuid })).extensions.code).toBe("UNAUTHENTICATED");
    const stranger = await registeredCustomer();
    expect((await refused(APPLY_PROMOTION, { uuid: cart.uuid, code: "WELCOME10" }, stranger.token)).extensions.code).toBe("FORBIDDEN");
    expect((await ok<{ cart: CartData }>(CART, { uuid: cart.uuid }, owner.token)).cart.uuid).toBe(cart.uuid);
  });

  it("answers UNAUTHENTICATED with reason TOKEN_EXPIRED for an expired token, so the web refreshes it", async () => {
    const { identity } = newIdentity();
    const expired = emulatorToken(identity, { exp: Math.floor(Date.now() / 1000) - 3600 });
    const refusal = await refused(`mutation { createCart { uuid } }`, {}, expired);
    expect(refusal.extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "TOKEN_EXPIRED" });
  });
});

describe("the cart's address", () => {
  const SET_ADDRESS = `mutation ($uuid: ID!, $address: AddressInput, $addressId: ID) {
    setCartAddress(uuid: $uuid, address: $address, addressId: $addressId) { ${CART_FIELDS} }
  }`;
  const address = { name: "Ana Morales", street: "95 W 100 S", city: "Logan", state: "ut", zipcode: "84321", phone: "(435) 555-0142" };

  it("puts an address on the cart, reads it through the cart, and takes it off", async () => {
    const cart = await newCart();
    const set = (await ok<{ setCartAddress: CartData }>(SET_ADDRESS, { uuid: cart.uuid, address })).setCartAddress;
    expect(set.address).toMatchObject({ name: "Ana Morales", state: "UT", zipcode: "84321", phone: "4355550142" });
    const id = set.address!.id;

    const read = await ok<{ address: { id: string; userId: string | null } | null }>(
      `query ($id: ID!, $cart: ID) { address(id: $id, cartUuid: $cart) { id userId } }`,
      { id, cart: cart.uuid },
    );
    expect(read.address).toEqual({ id, userId: null });
    // Without the cart it is nobody's to see: the same null as a missing address.
    expect((await ok<{ address: null }>(`query ($id: ID!) { address(id: $id) { id } }`, { id })).address).toBeNull();

    const removed = await ok<{ removeCartAddress: { address: null } }>(
      `mutation ($uuid: ID!, $id: ID!) { removeCartAddress(uuid: $uuid, addressId: $id) { address { id } } }`,
      { uuid: cart.uuid, id },
    );
    expect(removed.removeCartAddress.address).toBeNull();
  });

  it("names the invalid field of an address, and wants the address or addressId", async () => {
    const cart = await newCart();
    const invalid = await refused(SET_ADDRESS, { uuid: cart.uuid, address: { ...address, zipcode: "8432" } });
    expect(invalid.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { zipcode: [expect.any(String)] } });
    expect(invalid.message).toContain("zipcode");
    const neither = await refused(SET_ADDRESS, { uuid: cart.uuid });
    expect(neither.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { address: [expect.any(String)] } });
  });

  it("saves an address to a signed-in user's book and updates it", async () => {
    const customer = await registeredCustomer();
    const created = await ok<{ createAddress: { id: string; userId: string } }>(
      `mutation ($address: AddressInput!) { createAddress(address: $address) { id userId } }`,
      { address },
      customer.token,
    );
    expect(created.createAddress.userId).toBe(customer.id);
    const updated = await ok<{ updateAddress: { street: string } }>(
      `mutation ($id: ID!, $address: AddressInput!) { updateAddress(id: $id, address: $address) { street } }`,
      { id: created.createAddress.id, address: { ...address, street: "200 N Main St" } },
      customer.token,
    );
    expect(updated.updateAddress.street).toBe("200 N Main St");
    const anonymous = await refused(`mutation ($address: AddressInput!) { createAddress(address: $address) { id } }`, { address });
    expect(anonymous.extensions.code).toBe("UNAUTHENTICATED");
  });
});

describe("tracking events", () => {
  const TRACK = `mutation ($type: TrackingEventType!, $payload: TrackingInput!) { trackEvent(type: $type, payload: $payload) }`;

  it("records an event, and answers false instead of an error when it can't (spec §8)", async () => {
    const [shopClass] = await buyableClasses();
    expect(await ok(TRACK, { type: "ADD_TO_CART", payload: { productId: shopClass!.sku, priceCents: 4799, email: "" } })).toEqual({
      trackEvent: true,
    });
    expect(restCalls).toEqual(["POST /events/add-to-cart"]);
    expect(await ok(TRACK, { type: "PAGE_VIEW", payload: { url: "https://shop.example/classes" } })).toEqual({ trackEvent: true });
    // A page view without its url is invalid: logged, and the caller carries on.
    expect(await ok(TRACK, { type: "PAGE_VIEW", payload: {} })).toEqual({ trackEvent: false });
  });

  it("answers false, not an error, when the api is down: the page that reported it carries on (decision 034)", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const payload = { url: "https://shop.example/classes", eventId: "page-view-1", email: "cook@example.com" };
      const answer = await graphql<{ trackEvent: boolean }>(TRACK, { type: "PAGE_VIEW", payload }, { ...WEB_PAGE, "x-test-api-down": "1" });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ trackEvent: false });
      expect(warned).toHaveBeenCalledWith("graphql: tracking event not recorded", "PAGE_VIEW", expect.anything());
    } finally {
      warned.mockRestore();
    }
  });
});
