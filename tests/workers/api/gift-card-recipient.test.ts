/**
 * POST orders/{id}/gift-card/recipient (issue 26 part 6): the buyer of a gift card for a friend
 * corrects a mistyped recipient address while the card is unused, and the card's e-mail with the
 * whole code goes to the new address; the first e-mail's row stays. The confirmation shows where
 * each of the order's e-mails is.
 */
import { describe, expect, it } from "vitest";
import { emulatorToken } from "../support/tokens";
import { all, api, expectError, first, outboxTo, paidOrderId, run, type CheckoutJson } from "./checkout-fixtures";

interface Confirmation {
  order: {
    id: number;
    email_state: string | null;
    gift_card: { recipient_email: string; email_state: string | null; recipient_editable: boolean } | null;
  };
}

const unique = () => crypto.randomUUID().slice(0, 8);

/** A customer whose token the api knows: a user row bound to a fresh uid. */
async function customer() {
  const id = unique();
  const email = `buyer-${id}@example.com`;
  const uid = `uid-buyer-${id}`;
  const user = await first<{ id: number }>(
    `INSERT INTO users (firebase_uid, email, first_name, last_name) VALUES (?1, ?2, 'Ana', 'Buyer') RETURNING id`,
    uid,
    email,
  );
  return { id: user.id, email, token: emulatorToken({ uid, email, email_verified: true }) };
}

/** A card bought for a friend in the gift-card checkout and paid in the sandbox. */
async function boughtCard(token?: string) {
  const mistyped = `jo-${unique()}@exmaple.com`;
  const started = await api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", {
    body: {
      amount: "$40",
      recipient_name: "Grandma Jo",
      recipient_email: mistyped,
      sender_name: "Ana",
      message: "Enjoy",
      purchaser_email: `ana-${unique()}@example.com`,
      idempotency_key: `gift-${crypto.randomUUID()}`,
      success_url: "/gift-cards/thank-you",
      cancel_url: "/gift-cards",
    },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const checkout = started.body.checkout;
  const orderId = await paidOrderId(checkout);
  const card = await first<{ id: number; code: string }>("SELECT id, code FROM gift_cards WHERE order_id = ?1", orderId);
  return { ...card, orderId, checkout, mistyped };
}

const correct = (orderId: number, body: Record<string, unknown>, token?: string) =>
  api<Confirmation>("POST", `/orders/${orderId}/gift-card/recipient`, {
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("GET orders/{id}/confirmation: the e-mails' states", () => {
  it("names the receipt's and the recipient's e-mail states, and that the recipient may be corrected", async () => {
    const card = await boughtCard();
    const answer = await api<Confirmation>("GET", `/orders/${card.orderId}/confirmation?checkout=${card.checkout.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.order.email_state).toEqual(expect.any(String));
    expect(answer.body.order.gift_card).toMatchObject({ recipient_email: card.mistyped, recipient_editable: true });
    expect(answer.body.order.gift_card?.email_state).toEqual(expect.any(String));

    await run(`UPDATE outbox_emails SET state = 'bounced' WHERE ref = ?1 AND kind = 'gift_card'`, `order:${card.orderId}`);
    const bounced = await api<Confirmation>("GET", `/orders/${card.orderId}/confirmation?checkout=${card.checkout.id}`);
    expect(bounced.body.order.gift_card?.email_state).toBe("bounced");
  });
});

describe("POST orders/{id}/gift-card/recipient", () => {
  it("the guest buyer (the checkout id that paid) corrects the address: a new e-mail with the whole code, the first one kept", async () => {
    const card = await boughtCard();
    const fixed = `jo-${unique()}@example.com`;
    const answer = await correct(card.orderId, { recipient_email: ` ${fixed} `, checkout: card.checkout.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.order.gift_card).toMatchObject({ recipient_email: fixed, email_state: "queued", recipient_editable: true });

    expect(await first("SELECT recipient_email FROM gift_cards WHERE id = ?1", card.id)).toEqual({ recipient_email: fixed });
    const [sent] = await outboxTo(fixed);
    expect(sent).toMatchObject({ to: fixed, kind: "gift_card", ref: `order:${card.orderId}` });
    expect(sent!.text).toContain(card.code);
    expect(sent!.html).toContain(card.code);
    // The first e-mail stays for the record.
    const rows = await all<{ to: string }>(`SELECT "to" FROM outbox_emails WHERE ref = ?1 AND kind = 'gift_card' ORDER BY id`, `order:${card.orderId}`);
    expect(rows.map((row) => row.to)).toEqual([card.mistyped, fixed]);
  });

  it("the signed-in buyer corrects it with their token alone, and the change is audited", async () => {
    const buyer = await customer();
    const card = await boughtCard(buyer.token);
    const fixed = `jo-${unique()}@example.com`;
    const answer = await correct(card.orderId, { recipient_email: fixed }, buyer.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await first("SELECT actor_id, action, after FROM audit_log WHERE resource = 'gift-cards' AND resource_id = ?1", String(card.id))).toEqual({
      actor_id: buyer.id,
      action: "gift-cards.correct_recipient",
      after: JSON.stringify({ recipient_email: fixed }),
    });
  });

  it("sends the card again at most 3 times: a 4th correction is refused with 429 and nothing is sent", async () => {
    const card = await boughtCard();
    const addresses = [1, 2, 3].map((n) => `jo-${n}-${unique()}@example.com`);
    for (const address of addresses) {
      const answer = await correct(card.orderId, { recipient_email: address, checkout: card.checkout.id });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const fourth = `jo-4-${unique()}@example.com`;
    const refused = await correct(card.orderId, { recipient_email: fourth, checkout: card.checkout.id });
    expectError(refused, 429, "TOO_MANY_REQUESTS");
    expect(await first("SELECT recipient_email FROM gift_cards WHERE id = ?1", card.id)).toEqual({ recipient_email: addresses[2] });
    expect(await outboxTo(fourth)).toEqual([]);
  });

  it("refuses anyone else with the 404 of an unknown order: another checkout id, another customer, no proof", async () => {
    const card = await boughtCard();
    const other = await boughtCard();
    const stranger = await customer();
    const body = { recipient_email: `thief-${unique()}@example.com` };
    expectError(await correct(card.orderId, { ...body, checkout: other.checkout.id }), 404, "NOT_FOUND");
    expectError(await correct(card.orderId, body, stranger.token), 404, "NOT_FOUND");
    expectError(await correct(card.orderId, body), 404, "NOT_FOUND");
    expect(await first("SELECT recipient_email FROM gift_cards WHERE id = ?1", card.id)).toEqual({ recipient_email: card.mistyped });
    expect(await outboxTo(body.recipient_email)).toEqual([]);
  });

  it("answers 409 once the card has been used, and writes no e-mail", async () => {
    const card = await boughtCard();
    await run("UPDATE gift_cards SET balance_cents = balance_cents - 1000 WHERE id = ?1", card.id);
    await run("INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind) VALUES (?1, -1000, 'capture')", card.id);
    const fixed = `jo-${unique()}@example.com`;
    expectError(await correct(card.orderId, { recipient_email: fixed, checkout: card.checkout.id }), 409, "CONFLICT");
    expect(await outboxTo(fixed)).toEqual([]);
    const confirmation = await api<Confirmation>("GET", `/orders/${card.orderId}/confirmation?checkout=${card.checkout.id}`);
    expect(confirmation.body.order.gift_card?.recipient_editable).toBe(false);
  });

  it("answers 400 naming the field for an address that is not one", async () => {
    const card = await boughtCard();
    const refused = expectError(await correct(card.orderId, { recipient_email: "jo@", checkout: card.checkout.id }), 400, "BAD_REQUEST", "recipient_email");
    expect(refused.error.fields?.recipient_email?.[0]).toMatch(/e-?mail/i);
  });
});
