/**
 * Issue 26 part 6: the buyer of a gift card for a friend corrects a mistyped recipient address
 * while the card is unused. The card's recipient changes and a new `gift_card` e-mail with the
 * whole code goes to the new address (the same builder as at fulfilment); the first e-mail's
 * row stays for the record. The api's write middleware enqueues the new row (decision 058).
 */
import { giftCardEmail } from "./emails";
import { auditStatement } from "./audit";
import type { Database } from "../db";
import { ApiError } from "../lib/errors";
import type { OrderRow } from "./orders";
import type { Caller } from "./users";

/**
 * SQL true while the card named `card` (a table name or alias of gift_cards) is unused: nothing
 * but its issue touched its balance and no cart holds it.
 */
export const unusedCard = (card: string) => `${card}.balance_cents = ${card}.initial_cents
  AND NOT EXISTS (SELECT 1 FROM gift_card_transactions t WHERE t.gift_card_id = ${card}.id AND t.kind <> 'issue')
  AND NOT EXISTS (SELECT 1 FROM cart_gift_cards a WHERE a.gift_card_id = ${card}.id)`;
const UNUSED = unusedCard("g");

interface CardRow {
  id: number;
  code: string;
  initial_cents: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  unused: number;
}

export const cardUsed = () =>
  new ApiError(409, "CONFLICT", "This gift card has already been used, so its recipient can no longer be changed");

/**
 * Sets the recipient's address of the order's gift card and writes the card's e-mail to it, in
 * one batch and only while the card is unused (one conditional UPDATE decides). `actor` is the
 * signed-in buyer, audited as a customer's own change (as self-service is); a guest has no actor.
 */
export async function correctGiftCardRecipient(
  db: Database,
  order: OrderRow,
  recipientEmail: string,
  actor: Caller | null,
  now: Date,
): Promise<void> {
  const d1 = db.$client;
  const card = await d1
    .prepare(
      `SELECT g.id, g.code, g.initial_cents, g.recipient_name, g.recipient_email, g.sender_name, g.message,
         (${UNUSED}) AS unused
       FROM gift_cards g WHERE g.order_id = ?1`,
    )
    .bind(order.id)
    .first<CardRow>();
  if (!card) throw new ApiError(404, "NOT_FOUND", "This order has no gift card");
  if (!card.unused) throw cardUsed();

  const email = giftCardEmail({
    code: card.code,
    amount_cents: card.initial_cents,
    recipient_name: card.recipient_name,
    recipient_email: recipientEmail,
    sender_name: card.sender_name,
    message: card.message,
  });
  const stamp = now.toISOString();
  const [updated] = await d1.batch([
    d1.prepare(`UPDATE gift_cards AS g SET recipient_email = ?2 WHERE g.id = ?1 AND ${UNUSED}`).bind(card.id, recipientEmail),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT ?1, ?2, ?3, ?4, 'gift_card', ?5, ?6 WHERE changes() = 1`,
      )
      .bind(recipientEmail, email.subject, email.text, email.html, `order:${order.id}`, stamp),
    ...(actor
      ? [
          auditStatement(
            d1,
            {
              actor,
              action: "gift_cards.correct_recipient",
              resource: "gift_cards",
              resourceId: card.id,
              before: { recipient_email: card.recipient_email },
              after: { recipient_email: recipientEmail },
            },
            "changes() = 1",
          ),
        ]
      : []),
  ]);
  // Used between the read and the write: the conditional UPDATE changed nothing.
  if ((updated?.meta.changes ?? 0) === 0) throw cardUsed();
}
