/**
 * Gift card designs (issue 30 part 8, decision 086): the design chosen at checkout is stored with
 * the card, shown on the confirmation and named (with its picture) in the recipient's e-mail; a
 * checkout without one gets the default design; an unknown design is refused on its field.
 */
import { describe, expect, it } from "vitest";
import { all, api, expectError, first, paidOrderId, type CheckoutJson } from "./checkout-fixtures";

const unique = () => crypto.randomUUID().slice(0, 8);

const startCard = (overrides: Record<string, unknown>) =>
  api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", {
    body: {
      amount_cents: 5000,
      recipient_name: "Pat Recipient",
      recipient_email: `pat-${unique()}@example.com`,
      sender_name: "Lee",
      purchaser_email: `lee-${unique()}@example.com`,
      idempotency_key: `gift-${crypto.randomUUID()}`,
      success_url: "/confirmation",
      cancel_url: "/gift-cards/checkout",
      ...overrides,
    },
    headers: { "x-shop-origin": "https://shop.example" },
  });

async function paidCard(overrides: Record<string, unknown>) {
  const started = await startCard(overrides);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const orderId = await paidOrderId(started.body.checkout);
  const card = await first<{ design: string }>(`SELECT design FROM gift_cards WHERE order_id = ?1`, orderId);
  const confirmation = await api<{ order: { gift_card: { design: string } } }>("GET", `/orders/${orderId}/confirmation?checkout=${started.body.checkout.id}`);
  const emails = await all<{ kind: string; text: string; html: string }>(`SELECT kind, text, html FROM outbox_emails WHERE ref = ?1 AND kind = 'gift_card'`, `order:${orderId}`);
  return { card, confirmation: confirmation.body.order.gift_card, email: emails[0] };
}

describe("gift card designs", () => {
  it("store the chosen design, show it on the confirmation and in the recipient's e-mail", async () => {
    const { card, confirmation, email } = await paidCard({ design: "harvest" });
    expect(card?.design).toBe("harvest");
    expect(confirmation.design).toBe("harvest");
    expect(email?.text).toContain("Design: Harvest");
  });

  it("give a card bought without a design the default one", async () => {
    const { card, confirmation, email } = await paidCard({});
    expect(card?.design).toBe("classic");
    expect(confirmation.design).toBe("classic");
    expect(email?.text).toContain("Design: Classic green");
  });

  it("refuse an unknown design on its field", async () => {
    const error = expectError(await startCard({ design: "glitter" }), 400, "BAD_REQUEST", "design");
    expect(error.error.fields?.design?.[0]).toMatch(/classic, citrus, celebration, harvest/);
  });
});
