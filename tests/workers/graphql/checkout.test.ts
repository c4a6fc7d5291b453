/**
 * Checkout and payment through GraphQL (decisions 009 and 012): start a checkout, pay the
 * sandbox's payment page with a test card (a declined card is data, not an error), read the
 * order confirmation and the confirmation e-mail — each operation within 3 REST calls.
 */
import { describe, expect, it } from "vitest";
import { generateGiftCardCode } from "../../../workers/core/gift-cards";
import {
  buyableClasses,
  CART_FIELDS,
  type CartData,
  cartWithClass,
  giftCardWith,
  newCart,
  ok,
  operation,
  refused,
  registeredCustomer,
} from "./cart-fixtures";
import { restCalls } from "./test-worker";

const CHECKOUT_FIELDS = `id kind status amountDueCents expiresAt paymentUrl failureCode failureReason orderId
  totals { totalCents amountDueCents giftCardCents giftCards { code appliedCents } }`;

const START = `mutation ($uuid: ID!, $input: CheckoutInput!) {
  startCheckout(uuid: $uuid, input: $input) { orderId checkout { ${CHECKOUT_FIELDS} } }
}`;

const PAY = `mutation ($sessionId: ID!, $card: SandboxCardInput!) {
  paySandboxSession(sessionId: $sessionId, card: $card) { status declineCode message checkoutId orderId redirectUrl }
}`;

const CONFIRMATION = `query ($orderId: ID!, $checkoutId: ID) {
  orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {
    id number kind status email firstName lastName
    totals { subtotalCents totalCents amountPaidCents giftCardCents }
    registrations { id orderId status firstName class { sku name date durationMinutes location { name timezone street city } fulfillment { key path } }
      portionSize { key name } portionQuantity { mealCount } totalCents }
    giftCard { code amountCents recipientName }
  }
}`;

interface CheckoutData {
  id: string;
  kind: string;
  status: string;
  amountDueCents: number;
  paymentUrl: string | null;
  failureCode: string | null;
  failureReason: string | null;
  orderId: string | null;
  totals: { totalCents: number; amountDueCents: number; giftCardCents: number; giftCards: Array<{ code: string; appliedCents: number }> };
}

interface PayData {
  status: "PAID" | "DECLINED";
  declineCode: string | null;
  message: string | null;
  checkoutId: string | null;
  orderId: string | null;
  redirectUrl: string | null;
}

function checkoutInput(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: `test-${crypto.randomUUID()}`,
    firstName: "Ana",
    lastName: "Morales",
    email: `ana-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: "(435) 555-0142",
    allergies: ["peanuts"],
    allergyNotes: "No shared fryer oil",
    spiceTolerance: "MILD",
    // Delivery and shipping classes need one; in-person classes ignore it.
    address: { name: "Ana Morales", street: "95 W 100 S", city: "Logan", state: "UT", zipcode: "84321" },
    successUrl: "/checkout/success",
    cancelUrl: "/cart",
    ...overrides,
  };
}

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123", name: "Ana Morales" });

const sessionOf = (checkout: CheckoutData) => {
  expect(checkout.paymentUrl).toMatch(/^\/pay\/cs_sandbox_[A-Za-z0-9]+$/);
  return checkout.paymentUrl!.slice("/pay/".length);
};

async function startedCheckout(uuid: string, input = checkoutInput()) {
  return (await ok<{ startCheckout: { orderId: string | null; checkout: CheckoutData } }>(START, { uuid, input })).startCheckout;
}

describe("checkout and payment", () => {
  it("starts a checkout, declines a card as data, pays with 4242, and shows the order confirmation", async () => {
    const [shopClass] = await buyableClasses();
    const cart = await cartWithClass(shopClass!.id);
    const input = checkoutInput();

    const started = await operation<{ startCheckout: { orderId: null; checkout: CheckoutData } }>(START, { uuid: cart.uuid, input });
    expect(started.errors).toBeUndefined();
    expect(started.extensions?.restCalls).toBe(1);
    const { checkout } = started.data!.startCheckout;
    expect(checkout).toMatchObject({ kind: "CART", status: "PENDING", amountDueCents: cart.totals.amountDueCents, orderId: null });
    const sessionId = sessionOf(checkout);

    const session = await ok<{ sandboxPaymentSession: { checkoutId: string; amountCents: number; status: string; lastError: null } }>(
      `query ($id: ID!) { sandboxPaymentSession(sessionId: $id) { checkoutId amountCents status lastError } }`,
      { id: sessionId },
    );
    expect(session.sandboxPaymentSession).toEqual({ checkoutId: checkout.id, amountCents: checkout.amountDueCents, status: "OPEN", lastError: null });

    // A declined card is an outcome of the page, not an error: the checkout stays pending.
    const declined = await ok<{ paySandboxSession: PayData }>(PAY, { sessionId, card: card("4000 0000 0000 0002") });
    expect(declined.paySandboxSession).toEqual({
      status: "DECLINED",
      declineCode: "CARD_DECLINED",
      message: "Your card was declined.",
      checkoutId: null,
      orderId: null,
      redirectUrl: null,
    });
    const broke = await ok<{ paySandboxSession: PayData }>(PAY, { sessionId, card: card("4000000000009995") });
    expect(broke.paySandboxSession).toMatchObject({ status: "DECLINED", declineCode: "INSUFFICIENT_FUNDS" });
    const pending = await ok<{ checkout: CheckoutData }>(`query ($id: ID!) { checkout(id: $id) { ${CHECKOUT_FIELDS} } }`, { id: checkout.id });
    expect(pending.checkout).toMatchObject({ status: "PENDING", failureCode: "INSUFFICIENT_FUNDS" });

    // A card number that is not one is the form's mistake, on its field.
    const invalid = await refused(PAY, { sessionId, card: card("1234 5678 9012 3456") });
    expect(invalid.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { cardNumber: ["This card number is not valid"] } });

    const paid = await ok<{ paySandboxSession: PayData }>(PAY, { sessionId, card: card("4242 4242 4242 4242") });
    expect(paid.paySandboxSession).toMatchObject({
      status: "PAID",
      checkoutId: checkout.id,
      orderId: expect.stringMatching(/^\d+$/),
      redirectUrl: `/checkout/success?checkout=${checkout.id}`,
    });
    const orderId = paid.paySandboxSession.orderId!;

    const confirmation = await operation<{ orderConfirmation: Record<string, unknown> & { registrations: unknown[] } }>(CONFIRMATION, {
      orderId,
      checkoutId: checkout.id,
    });
    expect(confirmation.errors).toBeUndefined();
    expect(confirmation.extensions?.restCalls).toBeLessThanOrEqual(2);
    expect(confirmation.data!.orderConfirmation).toMatchObject({
      id: orderId,
      number: expect.stringMatching(/^CVK-\d+$/),
      kind: "CART",
      status: "PAID",
      email: input.email,
      firstName: "Ana",
      totals: { totalCents: cart.totals.totalCents, amountPaidCents: cart.totals.amountDueCents },
      registrations: [
        {
          orderId,
          status: "REGISTERED",
          firstName: "Ana",
          class: { sku: shopClass!.sku, location: { street: expect.any(String) } },
          portionSize: { key: "half" },
          portionQuantity: { mealCount: 3 },
        },
      ],
      giftCard: null,
    });

    const settled = await ok<{ checkout: CheckoutData }>(`query ($id: ID!) { checkout(id: $id) { status orderId paymentUrl } }`, {
      id: checkout.id,
    });
    expect(settled.checkout).toEqual({ status: "PAID", orderId, paymentUrl: null });

    // The cart is the record of its order now.
    const ordered = await ok<{ cart: CartData }>(`query ($uuid: ID!) { cart(uuid: $uuid) { status } }`, { uuid: cart.uuid });
    expect(ordered.cart.status).toBe("ORDERED");
    const change = await refused(`mutation ($uuid: ID!) { applyPromotion(uuid: $uuid, code: "WELCOME10") { uuid } }`, { uuid: cart.uuid });
    expect(change.extensions).toMatchObject({ code: "CONFLICT", reason: "CART_ORDERED" });

    const mailbox = await ok<{ mailbox: Array<{ to: string; subject: string; kind: string; text: string }> }>(
      `query ($to: String) { mailbox(to: $to) { to subject kind text } }`,
      { to: input.email },
    );
    expect(mailbox.mailbox).toEqual([expect.objectContaining({ to: input.email, kind: "order_confirmation" })]);
    expect(mailbox.mailbox[0]!.subject).toContain(confirmation.data!.orderConfirmation.number as string);
  });

  it("repeats the same checkout for the same idempotency key", async () => {
    const [shopClass] = await buyableClasses();
    const cart = await cartWithClass(shopClass!.id);
    const input = checkoutInput();
    const first = await startedCheckout(cart.uuid, input);
    const again = await startedCheckout(cart.uuid, input);
    expect(again.checkout.id).toBe(first.checkout.id);
    expect(again.checkout.paymentUrl).toBe(first.checkout.paymentUrl);
  });

  it("makes the order at once when gift cards pay it all", async () => {
    const [shopClass] = await buyableClasses();
    const code = generateGiftCardCode();
    await giftCardWith(100_000, code);
    const cart = await cartWithClass(shopClass!.id);
    await ok(`mutation ($uuid: ID!, $code: String!) { applyGiftCard(uuid: $uuid, code: $code) { uuid } }`, { uuid: cart.uuid, code });
    const result = await startedCheckout(cart.uuid);
    expect(result.checkout).toMatchObject({ status: "PAID", amountDueCents: 0, paymentUrl: null });
    expect(result.orderId).toMatch(/^\d+$/);
    expect(result.checkout.orderId).toBe(result.orderId);
    expect(result.checkout.totals.giftCards[0]!.code).toBe(`••••-••••-••••-${code.slice(-4)}`);
  });

  it("goes back to the cart: the holds go back and the checkout says why", async () => {
    const [shopClass] = await buyableClasses();
    const cart = await cartWithClass(shopClass!.id);
    const { checkout } = await startedCheckout(cart.uuid);
    const canceled = await ok<{ cancelCheckout: CheckoutData }>(`mutation ($id: ID!) { cancelCheckout(id: $id) { ${CHECKOUT_FIELDS} } }`, {
      id: checkout.id,
    });
    expect(canceled.cancelCheckout).toMatchObject({ status: "EXPIRED", failureCode: "CANCELED", paymentUrl: null });
    const expired = await refused(PAY, { sessionId: sessionOf(checkout), card: card("4242424242424242") });
    expect(expired.extensions).toMatchObject({ code: "GONE", reason: "SESSION_EXPIRED" });
  });

  it("refuses what can't be bought with the api's reason", async () => {
    const empty = await newCart();
    expect((await refused(START, { uuid: empty.uuid, input: checkoutInput() })).extensions).toMatchObject({
      code: "CONFLICT",
      reason: "CART_EMPTY",
    });
    const [shopClass] = await buyableClasses();
    const cart = await cartWithClass(shopClass!.id);
    const changed = await refused(START, { uuid: cart.uuid, input: checkoutInput({ expectedAmountDueCents: 1 }) });
    expect(changed.extensions).toMatchObject({ code: "CONFLICT", reason: "TOTALS_CHANGED" });
    const invalid = await refused(START, { uuid: cart.uuid, input: checkoutInput({ email: "not an e-mail", successUrl: "https://evil.example/" }) });
    expect(invalid.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: [expect.any(String)], successUrl: [expect.any(String)] } });
    expect(restCalls).toHaveLength(1);
  });

  it("shows a confirmation only to whoever holds the checkout id, the owner or staff", async () => {
    const customer = await registeredCustomer();
    // A pickup class: its page, which the account's lists link, is under /pickup.
    const [shopClass] = await buyableClasses({ fulfillmentKey: "pre-assembled" });
    const cart = await cartWithClass(shopClass!.id, customer.token);
    const { checkout } = (
      await ok<{ startCheckout: { checkout: CheckoutData } }>(START, { uuid: cart.uuid, input: checkoutInput({ email: customer.email }) }, customer.token)
    ).startCheckout;
    const paid = await ok<{ paySandboxSession: PayData }>(PAY, { sessionId: sessionOf(checkout), card: card("4242424242424242") });
    const orderId = paid.paySandboxSession.orderId!;

    expect((await ok<{ orderConfirmation: null }>(CONFIRMATION, { orderId })).orderConfirmation).toBeNull();
    expect((await ok<{ orderConfirmation: null }>(CONFIRMATION, { orderId, checkoutId: crypto.randomUUID() })).orderConfirmation).toBeNull();
    const own = await ok<{ orderConfirmation: { id: string; registrations: Array<{ class: unknown }> } }>(CONFIRMATION, { orderId }, customer.token);
    expect(own.orderConfirmation.id).toBe(orderId);
    const pickup = { key: "pre-assembled", path: "/pickup" };
    expect(own.orderConfirmation.registrations[0]!.class).toMatchObject({ sku: shopClass!.sku, fulfillment: pickup });

    // The order shows in the customer's account too.
    const account = await ok<{ userOrders: { total: number; orders: Array<{ id: string; registrations: Array<{ class: { sku: string } }> }> } }>(
      `query ($id: ID!) { userOrders(userId: $id) { total orders { id registrations { class { sku fulfillment { key path } } portionSize { key } } } } }`,
      { id: customer.id },
      customer.token,
    );
    expect(account.userOrders.total).toBe(1);
    expect(account.userOrders.orders[0]).toMatchObject({ id: orderId, registrations: [{ class: { sku: shopClass!.sku, fulfillment: pickup } }] });
    const registrations = await ok<{ userRegistrations: { total: number; registrations: Array<{ orderId: string; class: { canceled: boolean } }> } }>(
      `query ($id: ID!) { userRegistrations(userId: $id) { total registrations { orderId createdAt class { canceled status fulfillment { path } } } } }`,
      { id: customer.id },
      customer.token,
    );
    expect(registrations.userRegistrations).toMatchObject({ total: 1, registrations: [{ orderId, class: { canceled: false, fulfillment: { path: "/pickup" } } }] });
  });

  it("keeps a mutation's answer out of the edge cache", async () => {
    const cart = await newCart();
    const answer = await operation(`mutation ($uuid: ID!) { setDonation(uuid: $uuid, donationCents: 0) { ${CART_FIELDS} } }`, { uuid: cart.uuid });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.cache).toBeUndefined();
  });
});
