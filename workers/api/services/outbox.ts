/**
 * The e-mail outbox (decision 012): e-mails are queued in `outbox_emails` in the same batch as
 * the order they are about, so an order never exists without its confirmation and a repeated
 * payment event never sends it twice. A sender (a provider adapter, when one is configured)
 * sends them later; in development the mailbox (GET outbox) shows them.
 */
import { desc, eq } from "drizzle-orm";
import { type Database, schema } from "../db";
import type { ReceivedMessage } from "../email-provider/local-inbox";
import { type EmailBody, ORDER_NUMBER_TOKEN } from "./emails";

const { outboxEmails } = schema;

export type OutboxEmailKind = "order_confirmation" | "gift_card" | "gift_card_receipt";

export interface QueuedEmail extends EmailBody {
  to: string;
  kind: OutboxEmailKind;
}

/**
 * Queues an e-mail about the order of `checkoutId`, once: nothing without the order, nothing
 * when an e-mail of this kind about the order is already queued. ORDER_NUMBER_TOKEN in the
 * subject and bodies becomes the order's number.
 */
export function queueOrderEmailStatement(db: Database, checkoutId: string, email: QueuedEmail, now: Date) {
  const withNumber = (position: number) => `replace(?${position}, '${ORDER_NUMBER_TOKEN}', o.number)`;
  return db.$client
    .prepare(
      `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
       SELECT ?2, ${withNumber(3)}, ${withNumber(4)}, ${withNumber(5)}, ?6, 'order:' || o.id, ?7
       FROM orders o
       WHERE o.checkout_id = ?1
         AND NOT EXISTS (SELECT 1 FROM outbox_emails e WHERE e.ref = 'order:' || o.id AND e.kind = ?6)`,
    )
    .bind(checkoutId, email.to, email.subject, email.text, email.html, email.kind, now.toISOString());
}

/**
 * Queues `email` to `to` once per kind and ref (a class, an order, …): nothing when one of the same
 * kind and ref went to that address already, nor unless `onlyIf` holds (an SQL condition, e.g. of
 * the statement before it in the batch; `values` bind from ?8).
 */
export function queueOnceStatement(
  d1: D1Database,
  to: string,
  email: { subject: string; text: string; html: string },
  kind: string,
  ref: string,
  stamp: string,
  onlyIf = "1",
  ...values: unknown[]
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${onlyIf}
         AND NOT EXISTS (SELECT 1 FROM outbox_emails WHERE kind = ?5 AND ref = ?6 AND "to" = ?1)`,
    )
    .bind(to, email.subject, email.text, email.html, kind, ref, stamp, ...values);
}

export type OutboxEmailJson = typeof outboxEmails.$inferSelect & {
  /** What the local provider received of it; null when it has not (or there is no stand-in). */
  provider_received: ReceivedMessage | null;
  /** Whether the local provider's inbox could be read at all. */
  provider_inbox_read: boolean;
};

/**
 * The development mailbox: newest first; one address's e-mails, or the latest 50 of all; each
 * with what the local provider received of it (`received`, by provider id) when it was read.
 */
export async function listOutbox(db: Database, to: string | undefined, received: Map<string, ReceivedMessage> | undefined): Promise<OutboxEmailJson[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(to === undefined ? undefined : eq(outboxEmails.to, to.toLowerCase()))
    .orderBy(desc(outboxEmails.id))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    provider_received: (row.provider_id && received?.get(row.provider_id)) || null,
    provider_inbox_read: received !== undefined,
  }));
}
