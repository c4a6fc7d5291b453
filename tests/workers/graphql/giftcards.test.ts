/**
 * Gift cards through GraphQL (decisions 009, 011 and 012): the balance look-up, a promotion's
 * quote on a gift card, and buying one — paid on the sandbox page, issued to the recipient.
 */
import { describe, expect, it } from "vitest";
import { ok, operation, refused } from "./cart-fixtures";
import { restCalls } from "./test-worker";

const BALANCE = `query ($code: String!) { giftCardBalance(code: $code) { code balanceCents status } }`;
const QUOTE = `query ($code: String!, $amount: Int!) {
  giftCardPromotionQuote(code: $code, amountCents: $amount) { code amountCents discountCents amountDueCents promotion { id name } }
}`;

describe("Query.giftCardBalance", () => {
  it("answers the balance with the code masked, in one REST call", async () => {
    const answer = await operation<{ giftCardBalance: unknown }>(BALANCE, { code: "cvkg-ftcd-dems-twfv" });
    expect(answer.data?.giftCardBalance).toEqual({ code: "••••-••••-••••-TWFV", balanceCents: 2500, status: "ACTIVE" });
    expect(restCalls).toEqual(["POST /giftcards/balance"]);
  });

  it("answers the same NOT_FOUND for unknown and disabled cards, and names `code` when it is no code", async () => {
    const disabled = await refused(BALANCE, { code: "CVKG-FTCD-DEMS-DSBL" });
    expect(disabled).toEqual({ message: "We couldn't find that gift card", extensions: { code: "NOT_FOUND", reason: "NOT_FOUND" } });
    expect(await refused(BALANCE, { code: "CVKG-FTCD-DEMS-ZZZZ" })).toEqual(disabled);
    expect((await refused(BALANCE, { code: "gift" })).extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { code: [expect.any(String)] } });
  });
});

describe("Query.giftCardPromotionQuote", () => {
  it("answers what a gift-card promotion takes off", async () => {
    const data = await ok<{ giftCardPromotionQuote: unknown }>(QUOTE, { code: "holidaygift", amount: 5000 });
    expect(data.giftCardPromotionQuote).toEqual({
      code: "HOLIDAYGIFT",
      amountCents: 5000,
      discountCents: 500,
      amountDueCents: 4500,
      promotion: { id: "8", name: expect.any(String) },
    });
  });

  it("refuses a code not for gift cards, and an amount out of range on `amountCents`", async () => {
    expect((await refused(QUOTE, { code: "WELCOME10", amount: 5000 })).extensions).toMatchObject({
      code: "CONFLICT",
      reason: "NOT_FOR_GIFT_CARDS",
    });
    const amount = await refused(QUOTE, { code: "HOLIDAYGIFT", amount: 500 });
    expect(amount.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { amountCents: [expect.any(String)] } });
    expect(amount.message).toContain("amountCents");
  });
});

describe("Mutation.buyGiftCard", () => {
  it("starts a gift card checkout, pays it on the sandbox page and issues the card to the recipient", async () => {
    const recipient = `friend-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const bought = await ok<{ buyGiftCard: { orderId: null; checkout: { id: string; kind: string; status: string; amountDueCents: number; paymentUrl: string } } }>(
      `mutation ($input: GiftCardPurchaseInput!) { buyGiftCard(input: $input) { orderId checkout { id kind status amountDueCents paymentUrl } } }`,
      {
        input: {
          amountCents: 5000,
          recipientName: "Sam Friend",
          recipientEmail: recipient,
          senderName: "Ana",
          message: "Happy cooking!",
          purchaserEmail: "ana@example.com",
          promotionCode: "HOLIDAYGIFT",
          idempotencyKey: `test-${crypto.randomUUID()}`,
          successUrl: "/gift-cards/thanks",
          cancelUrl: "/gift-cards",
        },
      },
    );
    const { checkout } = bought.buyGiftCard;
    expect(checkout).toMatchObject({ kind: "GIFT_CARD", status: "PENDING", amountDueCents: 4500 });
    expect(restCalls).toEqual(["POST /giftcards/checkout"]);

    const paid = await ok<{ paySandboxSession: { status: string; orderId: string } }>(
      `mutation ($id: ID!) { paySandboxSession(sessionId: $id, card: { cardNumber: "4242424242424242", expMonth: 1, expYear: 99, cvc: "123", name: "Ana" }) { status orderId } }`,
      { id: checkout.paymentUrl.slice("/pay/".length) },
    );
    expect(paid.paySandboxSession.status).toBe("PAID");
    const confirmation = await ok<{ orderConfirmation: { kind: string; giftCard: { code: string; amountCents: number; recipientName: string } } }>(
      `query ($id: ID!, $checkout: ID) { orderConfirmation(orderId: $id, checkoutId: $checkout) { kind giftCard { code amountCents recipientName } registrations { id } } }`,
      { id: paid.paySandboxSession.orderId, checkout: checkout.id },
    );
    expect(confirmation.orderConfirmation).toMatchObject({
      kind: "GIFT_CARD",
      giftCard: { code: expect.stringMatching(/^••••-••••-••••-[A-Z0-9]{4}$/), amountCents: 5000, recipientName: "Sam Friend" },
      registrations: [],
    });
    const mailbox = await ok<{ mailbox: Array<{ kind: string }> }>(`query ($to: String) { mailbox(to: $to) { kind } }`, { to: recipient });
    expect(mailbox.mailbox).toEqual([{ kind: "gift_card" }]);
  });

  it("names the invalid input fields", async () => {
    const BUY = `mutation ($input: GiftCardPurchaseInput!) { buyGiftCard(input: $input) { orderId } }`;
    const input = {
      amountCents: 5000,
      recipientName: "Sam",
      recipientEmail: "sam@example.com",
      senderName: "Ana",
      purchaserEmail: "ana@example.com",
      idempotencyKey: `test-${crypto.randomUUID()}`,
      successUrl: "/thanks",
      cancelUrl: "/gift-cards",
    };
    const fields = async (changes: Record<string, unknown>) => {
      const refusal = await refused(BUY, { input: { ...input, ...changes } });
      expect(refusal.extensions.code).toBe("BAD_USER_INPUT");
      return Object.keys(refusal.extensions.fields ?? {}).sort();
    };
    expect(await fields({ recipientEmail: "nobody", idempotencyKey: "short", successUrl: "//evil.example" })).toEqual([
      "idempotencyKey",
      "recipientEmail",
      "successUrl",
    ]);
    expect(await fields({ amountCents: 100_000 })).toEqual(["amountCents"]);
  });
});
