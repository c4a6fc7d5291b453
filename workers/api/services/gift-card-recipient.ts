/**
 * Issue 26 part 6: the buyer of a gift card for a friend corrects a mistyped recipient address
 * while the card is unused. The card's recipient changes and a new `gift_card` e-mail with the
 * whole code goes to the new address (the same builder as at fulfilment); the first e-mail's
 * row stays for the record. The api's write middleware enqueues the new row (decision 058).
 */
import { and, count, eq, sql } from "drizzle-orm";
import { giftCardEmail } from "./emails";
import { auditStatement } from "./audit";
import { unusedCard } from "./gift-cards";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import type { Caller } from "./users";

const { giftCards, outboxEmails } = schema;

const UNUSED = unusedCard("g");

/**
 * How often a buyer may send the card again to a corrected address: enough to mend a typo or
 * two, not a way to post a code to any number of addresses (after that, the shop helps).
 */
export const MAX_RECIPIENT_CORRECTIONS = 3;

export const cardUsed = () =>
  new ApiError(409, "CONFLICT", "This gift card has already been used, so its recipient can no longer be changed");

/**
 * Sets the recipient's address of the order's gift card and writes the card's e-mail to it, in
 * one batch and only while the card is unused (one conditional UPDATE decides). `actor` is the
 * signed-in buyer, audited as a customer's own change (as self-service is); a guest has no actor.
 * `origin` is the shop's, for the e-mail's links (decision 061).
 */
export async function correctGiftCardRecipient(
  db: Database,
  order: { id: number },
  recipientEmail: string,
  actor: Caller | null,
  now: Date,
  origin: string | null,
): Promise<void> {
  const d1 = db.$client;
  const card = await db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      initial_cents: giftCards.initial_cents,
      recipient_name: giftCards.recipient_name,
      recipient_email: giftCards.recipient_email,
      sender_name: giftCards.sender_name,
      message: giftCards.message,
      design: giftCards.design,
      delivered_at: giftCards.delivered_at,
      unused: sql<number>`(${sql.raw(unusedCard("gift_cards"))})`,
    })
    .from(giftCards)
    .where(eq(giftCards.order_id, order.id))
    .get();
  if (!card) throw new ApiError(404, "NOT_FOUND", "This order has no gift card");
  if (!card.unused) throw cardUsed();
  const stamp = now.toISOString();
  const audit = (condition: string) =>
    actor
      ? [
          auditStatement(
            d1,
            {
              actor,
              action: "gift-cards.correct_recipient",
              resource: "gift-cards",
              resourceId: card.id,
              before: { recipient_email: card.recipient_email },
              after: { recipient_email: recipientEmail },
            },
            condition,
          ),
        ]
      : [];
  if (card.delivered_at === null) {
    // Decision 063: a card for a day still ahead is not sent yet; it will go to the new address on its day.
    const [changed] = await d1.batch([
      d1.prepare(`UPDATE gift_cards SET recipient_email = ?2 WHERE id = ?1 AND delivered_at IS NULL`).bind(card.id, recipientEmail),
      ...audit("changes() = 1"),
    ]);
    if ((changed?.meta.changes ?? 0) === 1) return;
    // Its day came between the read and the write: it was sent to the old address, so correct it as a sent card.
  }
  const [sent] = await db
    .select({ n: count() })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.kind, "gift_card"), eq(outboxEmails.ref, `order:${order.id}`)));
  if ((sent?.n ?? 0) > MAX_RECIPIENT_CORRECTIONS) {
    throw new ApiError(
      429,
      "TOO_MANY_REQUESTS",
      `This gift card has been sent to a corrected address ${MAX_RECIPIENT_CORRECTIONS} times. To change it again, contact us and we'll help.`,
    );
  }

  const email = giftCardEmail({
    origin,
    code: card.code,
    amount_cents: card.initial_cents,
    recipient_name: card.recipient_name,
    recipient_email: recipientEmail,
    sender_name: card.sender_name,
    message: card.message,
    design: card.design,
  });
  const [updated] = await d1.batch([
    d1.prepare(`UPDATE gift_cards AS g SET recipient_email = ?2 WHERE g.id = ?1 AND ${UNUSED}`).bind(card.id, recipientEmail),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT ?1, ?2, ?3, ?4, 'gift_card', ?5, ?6 WHERE changes() = 1`,
      )
      .bind(recipientEmail, email.subject, email.text, email.html, `order:${order.id}`, stamp),
    ...audit("changes() = 1"),
  ]);
  // Used between the read and the write: the conditional UPDATE changed nothing.
  if ((updated?.meta.changes ?? 0) === 0) throw cardUsed();
}
