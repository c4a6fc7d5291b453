/**
 * Mutation.correctGiftCardRecipient (issue 26 part 6): the buyer of a gift card for a friend
 * corrects the recipient's address while the card is unused; the confirmation shows where the
 * recipient's and the buyer's e-mails are. Refusals carry their codes.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ok, refused, unique } from "./cart-fixtures";

const BUY = `mutation ($input: GiftCardPurchaseInput!) { buyGiftCard(input: $input) { orderId checkout { id paymentUrl } } }`;
const PAY = `mutation ($sessionId: ID!, $card: SandboxCardInput!) { paySandboxSession(sessionId: $sessionId, card: $card) { status orderId } }`;
const ORDER = `id emailState giftCard { recipientEmail emailState recipientEditable }`;
const CONFIRMATION = `query ($orderId: ID!, $checkoutId: ID) { orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) { ${ORDER} } }`;
const CORRECT = `mutation ($orderId: ID!, $checkoutId: ID, $recipientEmail: String!) {
  correctGiftCardRecipient(orderId: $orderId, checkoutId: $checkoutId, recipientEmail: $recipientEmail) { ${ORDER} }
}`;

interface OrderData {
  id: string;
  emailState: string | null;
  giftCard: { recipientEmail: string; emailState: string | null; recipientEditable: boolean };
}

/** A $25 card for a friend, bought by a guest and paid on the sandbox's page. */
async function boughtCard() {
  const { buyGiftCard } = await ok<{ buyGiftCard: { checkout: { id: string; paymentUrl: string } } }>(BUY, {
    input: {
      amountCents: 2500,
      recipientName: "Grandma Jo",
      recipientEmail: `jo-${unique()}@exmaple.com`,
      senderName: "Ana",
      purchaserEmail: `ana-${unique()}@example.com`,
      idempotencyKey: `gift-${unique()}`,
      successUrl: "/checkout/success",
      cancelUrl: "/gift-cards",
    },
  });
  const { checkout } = buyGiftCard;
  const sessionId = checkout.paymentUrl.slice("/pay/".length);
  const card = { cardNumber: "4242424242424242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123", name: "Ana Morales" };
  const { paySandboxSession } = await ok<{ paySandboxSession: { status: string; orderId: string } }>(PAY, { sessionId, card });
  expect(paySandboxSession.status).toBe("PAID");
  return { orderId: paySandboxSession.orderId, checkoutId: checkout.id };
}

describe("Mutation.correctGiftCardRecipient", () => {
  it("the confirmation shows the e-mails' states; the buyer corrects the address and a new e-mail is queued to it", async () => {
    const { orderId, checkoutId } = await boughtCard();
    const { orderConfirmation } = await ok<{ orderConfirmation: OrderData }>(CONFIRMATION, { orderId, checkoutId });
    expect(orderConfirmation.emailState).toMatch(/^[A-Z]+$/);
    expect(orderConfirmation.giftCard).toMatchObject({ recipientEditable: true, emailState: expect.stringMatching(/^[A-Z]+$/) });

    const fixed = `jo-${unique()}@example.com`;
    const { correctGiftCardRecipient } = await ok<{ correctGiftCardRecipient: OrderData }>(CORRECT, { orderId, checkoutId, recipientEmail: fixed });
    expect(correctGiftCardRecipient.giftCard).toEqual({ recipientEmail: fixed, emailState: "QUEUED", recipientEditable: true });
  });

  it("answers BAD_USER_INPUT on recipientEmail, NOT_FOUND to anyone but the buyer, CONFLICT once the card is used", async () => {
    const { orderId, checkoutId } = await boughtCard();
    const bad = await refused(CORRECT, { orderId, checkoutId, recipientEmail: "jo@" });
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect(bad.extensions.fields?.recipientEmail?.length).toBeGreaterThan(0);

    const recipientEmail = `jo-${unique()}@example.com`;
    expect((await refused(CORRECT, { orderId, recipientEmail })).extensions.code).toBe("NOT_FOUND");
    expect((await refused(CORRECT, { orderId, checkoutId: crypto.randomUUID(), recipientEmail })).extensions.code).toBe("NOT_FOUND");

    await env.DB.prepare("UPDATE gift_cards SET balance_cents = balance_cents - 500 WHERE order_id = ?1").bind(Number(orderId)).run();
    expect((await refused(CORRECT, { orderId, checkoutId, recipientEmail })).extensions.code).toBe("CONFLICT");
  });
});
