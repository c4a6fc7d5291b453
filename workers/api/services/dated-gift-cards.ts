/**
 * Gift cards sent on a chosen day (issue 28 part 4, decision 063). Fulfilment keeps a card for a
 * day still ahead unsent (`delivered_at` null); the scheduler's job e-mails it at 8 am that day in
 * the kitchen's zone, marking it delivered in the same batch that writes its e-mail, so a run
 * repeated or racing another sends it once. Until then the buyer may choose another day (here)
 * or another address (gift-card-recipient.ts), and nothing is sent early.
 */
import { eq } from "drizzle-orm";
import { lastDueDay, sendDayProblem } from "../../core/gift-card-delivery";
import { type Database, schema } from "../db";
import type { ApiEnv } from "../env";
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import { enqueueWritten } from "./email-delivery";
import { giftCardEmail } from "./emails";
import type { Caller } from "./users";

const { giftCards } = schema;

interface DueCard {
  id: number;
  order_id: number;
  code: string;
  initial_cents: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  design: string;
  origin: string | null;
}

/**
 * The job: cards whose day's 8 am has come and that are still unsent, at most `limit` a run,
 * oldest day first. A card disabled meanwhile by staff waits (it is sent if enabled again).
 */
export async function sendDatedGiftCards(db: Database, env: Pick<ApiEnv, "EMAILS" | "PUBLIC_ORIGIN">, now: Date, limit: number) {
  const d1 = db.$client;
  const stamp = now.toISOString();
  const { results } = await d1
    .prepare(
      `SELECT g.id, g.order_id, g.code, g.initial_cents, g.recipient_name, g.recipient_email, g.sender_name, g.message, g.design,
         json_extract(ch.details, '$.origin') AS origin
       FROM gift_cards g
       JOIN orders o ON o.id = g.order_id
       LEFT JOIN checkouts ch ON ch.id = o.checkout_id
       WHERE g.delivered_at IS NULL AND g.send_on IS NOT NULL AND g.send_on <= ?1 AND g.status = 'active'
       ORDER BY g.send_on, g.id
       LIMIT ?2`,
    )
    .bind(lastDueDay(now), limit)
    .all<DueCard>();
  // One round trip for the run: each card's mark, then its e-mail only if the mark changed it.
  const statements = results.flatMap((card) => {
    const email = giftCardEmail({ ...card, amount_cents: card.initial_cents, origin: env.PUBLIC_ORIGIN ?? card.origin });
    return [
      d1.prepare(`UPDATE gift_cards SET delivered_at = ?2 WHERE id = ?1 AND delivered_at IS NULL`).bind(card.id, stamp),
      d1
        .prepare(
          `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
           SELECT ?1, ?2, ?3, ?4, 'gift_card', ?5, ?6 WHERE changes() = 1`,
        )
        .bind(card.recipient_email, email.subject, email.text, email.html, `order:${card.order_id}`, stamp),
    ];
  });
  if (statements.length > 0) {
    await d1.batch(statements);
    await enqueueWritten(db, env.EMAILS, now);
  }
  return { items: results.length, more: results.length === limit };
}

export const cardAlreadySent = () =>
  new ApiError(409, "CONFLICT", "This gift card has already been e-mailed, so its day can no longer be changed");

/**
 * The buyer chooses another day for the order's unsent card: refused with the field's message for
 * a day in the past or more than a year ahead, and with a 409 once the card has gone. Today (after
 * 8 am) sends it with the scheduler's next run. Audited when the buyer is signed in.
 */
export async function rescheduleGiftCard(db: Database, order: { id: number }, sendOn: string, actor: Caller | null, now: Date) {
  const problem = sendDayProblem(sendOn, now);
  if (problem) throw new ApiError(400, "BAD_REQUEST", problem, { send_on: [problem] });
  const card = await db
    .select({ id: giftCards.id, send_on: giftCards.send_on, delivered_at: giftCards.delivered_at })
    .from(giftCards)
    .where(eq(giftCards.order_id, order.id))
    .get();
  if (!card) throw new ApiError(404, "NOT_FOUND", "This order has no gift card");
  if (card.delivered_at !== null) throw cardAlreadySent();
  const d1 = db.$client;
  const [updated] = await d1.batch([
    d1.prepare(`UPDATE gift_cards SET send_on = ?2 WHERE id = ?1 AND delivered_at IS NULL`).bind(card.id, sendOn),
    ...(actor
      ? [
          auditStatement(
            d1,
            { actor, action: "gift-cards.reschedule", resource: "gift-cards", resourceId: card.id, before: { send_on: card.send_on }, after: { send_on: sendOn } },
            "changes() = 1",
          ),
        ]
      : []),
  ]);
  // Sent between the read and the write.
  if ((updated?.meta.changes ?? 0) === 0) throw cardAlreadySent();
}
