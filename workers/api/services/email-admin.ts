/**
 * The console's e-mail area (issue 26 part 5, decision 058): the outbox as staff see it (newest
 * first, by state, address and kind, with the number in each state for the tabs), one message
 * with its bodies for a preview, "send again", and the suppressed addresses. Sending and
 * suppressing are email-delivery's; this module reads, and writes each staff change's audit
 * record. email-delivery's writes are single statements of their own, so the record follows the
 * change it describes, written only when the change happened.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { EMAIL_STATES, type EmailState } from "../../../drizzle/api/schema";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { contains } from "../lib/sql";
import { auditInsert } from "./audit";
import { type EmailMessage, resendEmail, suppressAddress, unsuppressAddress } from "./email-delivery";
import type { Caller } from "./users";

const { outboxEmails, emailSuppressions } = schema;

export { EMAIL_STATES };

/** A message in the console's list: everything but its bodies. */
const SUMMARY = {
  id: outboxEmails.id,
  to: outboxEmails.to,
  subject: outboxEmails.subject,
  kind: outboxEmails.kind,
  ref: outboxEmails.ref,
  state: outboxEmails.state,
  attempts: outboxEmails.attempts,
  last_error: outboxEmails.last_error,
  provider_id: outboxEmails.provider_id,
  created_at: outboxEmails.created_at,
  sent_at: outboxEmails.sent_at,
  updated_at: outboxEmails.updated_at,
};

export type StaffEmailJson = { [Column in keyof typeof SUMMARY]: (typeof outboxEmails.$inferSelect)[Column] };
export type StaffEmailDetailJson = StaffEmailJson & { text: string; html: string };
export type EmailSuppressionJson = typeof emailSuppressions.$inferSelect;
export type EmailStateCounts = Record<EmailState, number>;

export interface EmailFilter {
  state?: EmailState;
  /** Part of the address, any case. */
  to?: string;
  kind?: string;
  limit: number;
  offset: number;
}

/** Newest first, with the total for paging and the number in each state (of the address and kind filters, for the tabs). */
export async function listStaffEmails(
  db: Database,
  filter: EmailFilter,
): Promise<{ rows: StaffEmailJson[]; total: number; states: EmailStateCounts }> {
  const others: SQL[] = [];
  if (filter.to) others.push(contains(outboxEmails.to, filter.to));
  if (filter.kind) others.push(eq(outboxEmails.kind, filter.kind));
  const where = and(...others, filter.state === undefined ? undefined : eq(outboxEmails.state, filter.state));
  const [rows, perState] = await db.batch([
    db.select(SUMMARY).from(outboxEmails).where(where).orderBy(desc(outboxEmails.id)).limit(filter.limit).offset(filter.offset),
    db.select({ state: outboxEmails.state, n: count() }).from(outboxEmails).where(and(...others)).groupBy(outboxEmails.state),
  ]);
  const states = Object.fromEntries(EMAIL_STATES.map((state) => [state, 0])) as EmailStateCounts;
  for (const { state, n } of perState) states[state] = n;
  const total = filter.state === undefined ? Object.values(states).reduce((sum, n) => sum + n, 0) : states[filter.state];
  return { rows, total, states };
}

/**
 * The e-mails about one order, newest first (its order's history, decision 082): those filed under
 * the order (confirmation, gift cards), under one of its registrations (staff's confirmation and
 * reminder, a move, a cancel) and a class's e-mails to it (a class moved or canceled).
 */
export async function orderEmails(db: Database, orderId: number, limit = 30): Promise<StaffEmailJson[]> {
  const refs = sql`${outboxEmails.ref} = ${`order:${orderId}`}
    OR ${outboxEmails.ref} IN (SELECT 'registration:' || id FROM registrations WHERE order_id = ${orderId})
    OR ${outboxEmails.ref} LIKE ${`class:%:order:${orderId}`}`;
  return db.select(SUMMARY).from(outboxEmails).where(refs).orderBy(desc(outboxEmails.id)).limit(limit);
}

export async function findStaffEmail(db: Database, id: number): Promise<StaffEmailDetailJson> {
  const [row] = await db
    .select({ ...SUMMARY, text: outboxEmails.text, html: outboxEmails.html })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id));
  if (!row) throw new ApiError(404, "NOT_FOUND", "E-mail was not found");
  return row;
}

/** Staff's "send again": a new queued copy (email-delivery), audited on the original. */
export async function resendAsStaff(
  db: Database,
  queue: Queue<EmailMessage> | undefined,
  caller: Caller,
  id: number,
  now: Date,
): Promise<StaffEmailJson> {
  const copyId = await resendEmail(db, queue, id, now);
  if (copyId === null) throw new ApiError(404, "NOT_FOUND", "E-mail was not found");
  await db.batch([auditInsert(db, { actor: caller, action: "emails.resend", resource: "emails", resourceId: id, before: null, after: { copy_id: copyId } })]);
  const { text: _text, html: _html, ...copy } = await findStaffEmail(db, copyId);
  return copy;
}

/** Newest first. */
export function listSuppressions(db: Database): Promise<EmailSuppressionJson[]> {
  return db.select().from(emailSuppressions).orderBy(desc(emailSuppressions.created_at), emailSuppressions.email).limit(500);
}

function findSuppression(db: Database, email: string) {
  return db.query.emailSuppressions.findFirst({ where: eq(emailSuppressions.email, email.toLowerCase()) });
}

/** Staff stop all mail to an address (replacing a bounce's or complaint's reason), audited. */
export async function suppressAsStaff(db: Database, caller: Caller, email: string, detail: string, now: Date): Promise<EmailSuppressionJson> {
  const before = (await findSuppression(db, email)) ?? null;
  await suppressAddress(db, email, "staff", detail, now);
  const after = await findSuppression(db, email);
  if (!after) throw new Error(`suppression of ${email} was not written`);
  await db.batch([auditInsert(db, { actor: caller, action: "email-suppressions.create", resource: "email-suppressions", resourceId: after.email, before, after })]);
  return after;
}

/** Mail may go to the address again; 404 when it was not suppressed. Audited. */
export async function unsuppressAsStaff(db: Database, caller: Caller, email: string): Promise<void> {
  const before = await findSuppression(db, email);
  if (!before || !(await unsuppressAddress(db, email))) throw new ApiError(404, "NOT_FOUND", "That address is not suppressed");
  await db.batch([auditInsert(db, { actor: caller, action: "email-suppressions.delete", resource: "email-suppressions", resourceId: before.email, before, after: null })]);
}
