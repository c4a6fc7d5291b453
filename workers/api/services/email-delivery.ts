/**
 * How a written e-mail leaves (decision 058). Every e-mail is first a row of `outbox_emails`,
 * written in the same batch as what it is about (decision 012). Then:
 * 1. the request that wrote it claims the rows nobody has enqueued yet and puts their ids on the
 *    e-mail queue (`enqueueWritten`, run by the api's first middleware after every write);
 * 2. the queue's consumer sends each through the provider under its own id as the idempotency
 *    key, and keeps the state, the attempts and the last error on the row (`deliverEmails`);
 *    a failure the provider may get over is retried with a growing delay, and after the queue's
 *    last retry the dead-letter queue's consumer marks it failed (`buryEmails`);
 * 3. the cron sweep puts back on the queue what a dead request never enqueued (`sweepEmails`);
 * 4. the provider's webhooks mark messages delivered, bounced or complained of, and a bounce or
 *    complaint suppresses the address (`recordProviderEvent`).
 * A message is sent at most once to the customer: a row leaves `queued`/`retrying` only once,
 * and the provider answers a repeated idempotency key with the first message.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { EmailState } from "../../../drizzle/api/schema";
import { type Database, schema } from "../db";
import { RESEND_API_BASE, sendWithResend, type SendOutcome } from "../email-provider/resend";
import type { ApiEnv } from "../env";
import { MARKETING_EMAIL_KINDS } from "./newsletter";

const { outboxEmails, emailSuppressions } = schema;

/** What the e-mail queue carries: the outbox row's id, nothing a customer wrote. */
export interface EmailMessage {
  id: number;
}

/** States in which a row still waits to be sent; every other state is final for the sender. */
const PENDING = ["queued", "retrying"] as const;

/** The queue's `max_retries` (wrangler.toml): a message is tried 1 + this many times. */
export const EMAIL_MAX_RETRIES = 11;
/** The longest wait between two tries. */
const MAX_RETRY_DELAY_SECONDS = 3_600;
/** Rows are claimed and enqueued this many at a time (a queue batch takes at most 100). */
const ENQUEUE_BATCH = 100;
/** A queued row not sent this long after its enqueue is put on the queue again by the sweep. */
const STALE_ENQUEUE_MS = 15 * 60_000;
/** A retrying row untouched this long lost its queue message (the longest delay is an hour). */
const STALE_RETRY_MS = 2 * MAX_RETRY_DELAY_SECONDS * 1000;

/** The development sender; production sets EMAIL_FROM to an address of its verified domain. */
const DEFAULT_FROM = "Cache Valley Kitchen <kitchen@cachevalleykitchen.com>";


type EmailEnv = Pick<ApiEnv, "RESEND_API_KEY" | "RESEND_API_BASE" | "EMAIL_FROM" | "EMAIL_RETRY_BASE_SECONDS">;

// ---------------------------------------------------------------------------------------------
// Onto the queue
// ---------------------------------------------------------------------------------------------

/**
 * Claims the rows nobody has enqueued (each by exactly one caller: the UPDATE is the claim) and
 * puts their ids on the queue. When the queue refuses them they are unclaimed again, for the
 * next request or the sweep. Returns how many were enqueued.
 */
export async function enqueueWritten(db: Database, queue: Queue<EmailMessage> | undefined, now: Date): Promise<number> {
  if (!queue) return 0;
  let enqueued = 0;
  for (;;) {
    const claimed = await db
      .update(outboxEmails)
      .set({ enqueued_at: now.toISOString() })
      .where(sql`${outboxEmails.id} in (select id from outbox_emails where enqueued_at is null order by id limit ${ENQUEUE_BATCH})`)
      .returning({ id: outboxEmails.id });
    if (claimed.length === 0) return enqueued;
    await putOnQueue(db, queue, claimed.map((row) => row.id));
    enqueued += claimed.length;
    if (claimed.length < ENQUEUE_BATCH) return enqueued;
  }
}

async function putOnQueue(db: Database, queue: Queue<EmailMessage>, ids: number[]): Promise<void> {
  try {
    await queue.sendBatch(ids.map((id) => ({ body: { id }, contentType: "json" as const })));
  } catch (error) {
    await db.update(outboxEmails).set({ enqueued_at: null }).where(inArray(outboxEmails.id, ids));
    throw error;
  }
}

/**
 * The cron's share (every five minutes): rows never enqueued (the request that wrote them died
 * first, or the queue refused them), queued rows whose message seems lost, and retrying rows
 * nobody touched for longer than the longest retry delay. Enqueuing a row twice is harmless:
 * the consumer sends a row once. Bounded per run.
 */
export async function sweepEmails(db: Database, queue: Queue<EmailMessage> | undefined, now: Date, limit = 500): Promise<number> {
  if (!queue) return 0;
  const staleEnqueue = new Date(now.getTime() - STALE_ENQUEUE_MS).toISOString();
  const staleRetry = new Date(now.getTime() - STALE_RETRY_MS).toISOString();
  const rows = await db
    .update(outboxEmails)
    .set({ enqueued_at: now.toISOString() })
    .where(
      sql`${outboxEmails.id} in (select id from outbox_emails where enqueued_at is null
        or (state = 'queued' and enqueued_at < ${staleEnqueue})
        or (state = 'retrying' and coalesce(updated_at, enqueued_at) < ${staleRetry})
        order by id limit ${limit})`,
    )
    .returning({ id: outboxEmails.id });
  for (let start = 0; start < rows.length; start += ENQUEUE_BATCH) {
    await putOnQueue(db, queue, rows.slice(start, start + ENQUEUE_BATCH).map((row) => row.id));
  }
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// The queue's consumer
// ---------------------------------------------------------------------------------------------

/** The e-mail queue's consumer: each message is acknowledged, or retried with its delay. */
export async function deliverEmails(batch: MessageBatch<EmailMessage>, env: EmailEnv, db: Database): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const id = Number(message.body?.id);
      if (!Number.isSafeInteger(id)) return message.ack(); // not ours: nothing to send
      const outcome = await deliverEmail(db, env, id, new Date());
      if (outcome.retryInSeconds === undefined) message.ack();
      else message.retry({ delaySeconds: outcome.retryInSeconds });
    }),
  );
}

/**
 * The dead-letter queue's consumer: the queue gave up on these after its last retry. Their rows
 * end `failed` with the last error kept; the console lists them and can send them again.
 */
export async function buryEmails(batch: MessageBatch<EmailMessage>, db: Database, now: Date): Promise<void> {
  const ids = batch.messages.map((message) => Number(message.body?.id)).filter(Number.isSafeInteger);
  if (ids.length > 0) {
    await db
      .update(outboxEmails)
      .set({ state: "failed", updated_at: now.toISOString(), last_error: sql`coalesce(${outboxEmails.last_error}, '') || ' (gave up after ' || ${outboxEmails.attempts} || ' attempts)'` })
      .where(and(inArray(outboxEmails.id, ids), inArray(outboxEmails.state, PENDING)));
  }
  batch.ackAll();
}

export interface DeliveryOutcome {
  state: string;
  /** Set when the queue should offer the message again after this many seconds. */
  retryInSeconds?: number;
}

/** Sends one outbox row, once: a row no longer pending is left alone (a repeated delivery). */
export async function deliverEmail(db: Database, env: EmailEnv, id: number, now: Date): Promise<DeliveryOutcome> {
  const email = await db.query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id) });
  if (!email || !isPending(email.state)) return { state: email?.state ?? "missing" };
  const marketing = MARKETING_EMAIL_KINDS.has(email.kind);
  const suppression = await suppressionOf(db, email.to);
  if (suppression) {
    await settle(db, id, { state: "suppressed", last_error: `not sent: ${suppressionWords(suppression.reason)}` }, now);
    return { state: "suppressed" };
  }
  // The try counts before the call: a consumer dying during the call still used an attempt.
  const [counted] = await db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, updated_at: now.toISOString() })
    .where(and(eq(outboxEmails.id, id), inArray(outboxEmails.state, PENDING)))
    .returning({ attempts: outboxEmails.attempts });
  if (!counted) return { state: "settled" };
  const outcome = await send(env, email, marketing);
  switch (outcome.kind) {
    case "sent":
      await settle(db, id, { state: "sent", provider_id: outcome.providerId, sent_at: now.toISOString(), last_error: null }, now);
      return { state: "sent" };
    case "refused":
      await settle(db, id, { state: "failed", last_error: outcome.error }, now);
      return { state: "failed" };
    case "retry":
      await settle(db, id, { state: "retrying", last_error: outcome.error }, now);
      return { state: "retrying", retryInSeconds: retryDelay(env, counted.attempts, outcome.retryAfterSeconds) };
  }
}

function isPending(state: string): state is (typeof PENDING)[number] {
  return (PENDING as readonly string[]).includes(state);
}

/** Writes the result of a try, only while the row is still pending (never over a final state). */
async function settle(db: Database, id: number, values: Partial<typeof outboxEmails.$inferInsert>, now: Date): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ ...values, updated_at: now.toISOString() })
    .where(and(eq(outboxEmails.id, id), inArray(outboxEmails.state, PENDING)));
}

/** Exponential: base × 2^(attempt − 1), at least what the provider asked for, at most an hour. */
export function retryDelay(env: Pick<ApiEnv, "EMAIL_RETRY_BASE_SECONDS">, attempts: number, retryAfterSeconds?: number): number {
  const base = Number(env.EMAIL_RETRY_BASE_SECONDS ?? 30);
  const exponential = (Number.isFinite(base) && base >= 0 ? base : 30) * 2 ** Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_DELAY_SECONDS, Math.max(exponential, retryAfterSeconds ?? 0));
}

async function send(env: EmailEnv, email: typeof outboxEmails.$inferSelect, marketing: boolean): Promise<SendOutcome> {
  if (!env.RESEND_API_KEY) return { kind: "retry", error: "no e-mail provider is configured (RESEND_API_KEY)" };
  return sendWithResend(
    { apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_API_BASE ?? RESEND_API_BASE },
    {
      from: env.EMAIL_FROM ?? DEFAULT_FROM,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: marketing ? unsubscribeHeaders(email.text) : undefined,
      tags: [
        { name: "outbox_id", value: String(email.id) },
        { name: "kind", value: email.kind },
      ],
    },
    `outbox-${email.id}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Suppressed addresses
// ---------------------------------------------------------------------------------------------

type SuppressionReason = (typeof emailSuppressions.$inferSelect)["reason"];

function suppressionOf(db: Database, address: string) {
  return db.query.emailSuppressions.findFirst({ where: eq(emailSuppressions.email, address.toLowerCase()) });
}

function suppressionWords(reason: SuppressionReason): string {
  switch (reason) {
    case "bounce":
      return "the address bounced before";
    case "complaint":
      return "the recipient marked our mail as spam";
    case "staff":
      return "staff suppressed the address";
  }
}

/** Stops all mail to an address; a later report replaces the reason of an earlier one. */
export async function suppressAddress(db: Database, address: string, reason: SuppressionReason, detail: string, now: Date): Promise<void> {
  const row = { reason, detail: detail.slice(0, 500), created_at: now.toISOString() };
  await db
    .insert(emailSuppressions)
    .values({ email: address.toLowerCase(), ...row })
    .onConflictDoUpdate({ target: emailSuppressions.email, set: row });
}

/** Lets mail go to an address again; false when it was not suppressed. */
export async function unsuppressAddress(db: Database, address: string): Promise<boolean> {
  const removed = await db.delete(emailSuppressions).where(eq(emailSuppressions.email, address.toLowerCase())).returning({ email: emailSuppressions.email });
  return removed.length > 0;
}

/**
 * Staff's "send again": a new outbox row with the same content (its own id, so its own
 * idempotency key: the provider sends it even if the first one was delivered), enqueued at once.
 */
export async function resendEmail(db: Database, queue: Queue<EmailMessage> | undefined, id: number, now: Date): Promise<number | null> {
  const [copy] = await db
    .insert(outboxEmails)
    .select(
      sql`select null, "to", subject, text, html, kind, ref, ${now.toISOString()}, null, 'queued', 0, null, null, null, null
          from outbox_emails where id = ${id}`,
    )
    .returning({ id: outboxEmails.id });
  if (!copy) return null;
  await enqueueWritten(db, queue, now);
  return copy.id;
}

// ---------------------------------------------------------------------------------------------
// One-click unsubscribe (RFC 8058)
// ---------------------------------------------------------------------------------------------

const UNSUBSCRIBE_LINK = /https?:\/\/[^\s"'<>]+\/newsletter\/unsubscribe\?token=[0-9a-f]+/;

/**
 * Marketing mail (MARKETING_EMAIL_KINDS: the newsletter's) names its footer's unsubscribe link (the address's own token, decision 030) in
 * List-Unsubscribe, and says it takes a one-click POST (RFC 8058): the newsletter's unsubscribe
 * page accepts `List-Unsubscribe=One-Click` posted to that same address.
 */
export function unsubscribeHeaders(text: string): Record<string, string> | undefined {
  const link = UNSUBSCRIBE_LINK.exec(text)?.[0];
  return link ? { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : undefined;
}

// ---------------------------------------------------------------------------------------------
// The provider's webhooks
// ---------------------------------------------------------------------------------------------

/** The part of Resend's webhook events we read; anything else in them is ignored. */
export const providerEvent = z.object({
  type: z.string().max(100),
  data: z.object({
    email_id: z.string().min(1).max(200),
    to: z.array(z.string().max(320)).max(50).optional(),
    bounce: z.object({ type: z.string().max(100).optional(), message: z.string().max(2_000).optional() }).optional(),
  }),
});
export type ProviderEvent = z.infer<typeof providerEvent>;

/** The provider's events that change a row; any other (sent, opened, clicked…) is ignored unread. */
const RECORDED_EVENTS = new Set<string>(["email.delivered", "email.bounced", "email.complained"]);

/**
 * What an event says about a message we sent: delivered, bounced (a permanent bounce suppresses
 * the address) or complained of (suppresses it). `unknown` when no row has that provider id yet
 * (the webhook overtook our own write of the id): the provider will deliver the event again.
 */
export async function recordProviderEvent(db: Database, event: ProviderEvent, now: Date): Promise<"recorded" | "ignored" | "unknown"> {
  if (!RECORDED_EVENTS.has(event.type)) return "ignored";
  const email = await db.query.outboxEmails.findFirst({ where: eq(outboxEmails.provider_id, event.data.email_id) });
  if (!email) return "unknown";
  const stamp = now.toISOString();
  const onRow = (state: EmailState, from: EmailState[], lastError?: string) =>
    db
      .update(outboxEmails)
      .set({ state, updated_at: stamp, ...(lastError === undefined ? {} : { last_error: lastError }) })
      .where(and(eq(outboxEmails.id, email.id), inArray(outboxEmails.state, from)));
  switch (event.type) {
    case "email.delivered":
      await onRow("delivered", ["sent"]);
      return "recorded";
    case "email.bounced": {
      const detail = event.data.bounce?.message ?? "bounced";
      await onRow("bounced", ["sent", "delivered"], `bounced: ${detail}`);
      if (event.data.bounce?.type !== "Transient") await suppressAddress(db, email.to, "bounce", detail, now);
      return "recorded";
    }
    case "email.complained":
      await onRow("complained", ["sent", "delivered"], "the recipient marked it as spam");
      await suppressAddress(db, email.to, "complaint", `complained of e-mail ${email.id}`, now);
      return "recorded";
    default:
      return "ignored";
  }
}
