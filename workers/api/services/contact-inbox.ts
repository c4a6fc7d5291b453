/**
 * The console's inbox (issue 27 part 6, decision 073): the contact form's messages for staff.
 * Opening one marks it read; a reply is e-mailed to its writer through the outbox and recorded on
 * the message with who sent it; done and open again. Every change is one D1 batch with its audit
 * record, written only when the change happened (a second click changes and records nothing).
 */
import { type ContactMessageState, contactReplySubject } from "../../core/marketing";
import type { ContactTopic } from "../../../drizzle/api/marketing";
import { ContactReplyEmail } from "../emails/contact";
import { emailBody, type EmailBody } from "../emails/render";
import { notFound } from "../lib/errors";
import { sqlParameters, wordsInAnyOf } from "../lib/sql";
import { auditStatement } from "./audit";
import { queueOnceStatement } from "./outbox";
import type { Caller } from "./users";

/** The list's filter: open (not done), open and never replied, or done. */
export const CONTACT_MESSAGE_FILTERS = ["open", "unanswered", "done"] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

/** The outbox kind of staff's replies. */
export const CONTACT_REPLY_KIND = "contact_reply";

const CONDITIONS: Record<ContactMessageFilter, string> = {
  open: "m.done_at IS NULL",
  unanswered: "m.done_at IS NULL AND m.replied_at IS NULL",
  done: "m.done_at IS NOT NULL",
};

export interface StaffContactMessageJson {
  id: number;
  name: string;
  email: string;
  phone: string;
  topic: ContactTopic;
  location_id: number | null;
  location_name: string | null;
  message: string;
  sent_to: string;
  created_at: string;
  status: ContactMessageState;
  read_at: string | null;
  read_by: string | null;
  replied_at: string | null;
  replied_by: string | null;
  done_at: string | null;
  done_by: string | null;
}

export interface ContactReplyJson {
  id: number;
  subject: string;
  message: string;
  replied_by: string;
  created_at: string;
}

export type ContactMessageDetailJson = StaffContactMessageJson & { replies: ContactReplyJson[] };

const COLUMNS = `SELECT m.id, m.name, m.email, m.phone, m.topic, m.location_id, l.name AS location_name, m.message, m.sent_to, m.created_at,
    CASE WHEN m.done_at IS NULL THEN 'open' ELSE 'done' END AS status,
    m.read_at, m.read_by, m.replied_at, m.replied_by, m.done_at, m.done_by`;
const FROM = `FROM contact_messages m LEFT JOIN locations l ON l.id = m.location_id`;

export interface ContactMessageListFilter {
  /** Words of the writer's name, e-mail address, phone or message. */
  search?: string;
  status?: ContactMessageFilter;
  limit: number;
  offset: number;
}

/** GET contact-us: newest first, with the total for paging and the count of each filter (unfiltered). */
export async function listContactMessages(d1: D1Database, filter: ContactMessageListFilter) {
  const { values, bind } = sqlParameters();
  const where = wordsInAnyOf(filter.search, ["m.name", "m.email", "m.phone", "m.message"], bind);
  if (filter.status) where.push(CONDITIONS[filter.status]);
  const condition = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const countValues = [...values];
  const [page, total, counts] = await d1.batch([
    d1
      .prepare(`${COLUMNS} ${FROM} ${condition} ORDER BY m.created_at DESC, m.id DESC LIMIT ${bind(filter.limit)} OFFSET ${bind(filter.offset)}`)
      .bind(...values),
    d1.prepare(`SELECT count(*) AS n FROM contact_messages m ${condition}`).bind(...countValues),
    d1.prepare(
      `SELECT count(*) FILTER (WHERE ${CONDITIONS.open}) AS open, count(*) FILTER (WHERE ${CONDITIONS.unanswered}) AS unanswered,
         count(*) FILTER (WHERE ${CONDITIONS.done}) AS done FROM contact_messages m`,
    ),
  ]);
  return {
    data: (page?.results ?? []) as StaffContactMessageJson[],
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
    counts: ((counts?.results ?? [])[0] as Record<ContactMessageFilter, number> | undefined) ?? { open: 0, unanswered: 0, done: 0 },
  };
}

/** The open messages nobody has replied to: the console home's "unanswered messages". */
export const unansweredMessagesStatement = (d1: D1Database, locationId: number | null) =>
  d1.prepare(`SELECT count(*) AS n FROM contact_messages m WHERE ${CONDITIONS.unanswered} AND (?1 IS NULL OR m.location_id = ?1)`).bind(locationId);

/** GET contact-us/{id}: the message with staff's replies, oldest first; 404 when there is none. */
export async function findContactMessage(d1: D1Database, id: number): Promise<ContactMessageDetailJson> {
  const [message, replies] = await d1.batch([
    d1.prepare(`${COLUMNS} ${FROM} WHERE m.id = ?1`).bind(id),
    d1.prepare(`SELECT id, subject, message, replied_by, created_at FROM contact_message_replies WHERE message_id = ?1 ORDER BY id`).bind(id),
  ]);
  const row = (message?.results ?? [])[0] as StaffContactMessageJson | undefined;
  if (!row) throw notFound("That message");
  return { ...row, replies: (replies?.results ?? []) as ContactReplyJson[] };
}

/** POST contact-us/{id}/read: the first time staff open it, who and when (audited); later opens change nothing. */
export async function markContactMessageRead(d1: D1Database, caller: Caller, id: number, now: Date) {
  await findContactMessage(d1, id);
  const stamp = now.toISOString();
  await d1.batch([
    d1.prepare(`UPDATE contact_messages SET read_at = ?2, read_by = ?3 WHERE id = ?1 AND read_at IS NULL`).bind(id, stamp, caller.user.email),
    auditStatement(
      d1,
      { actor: caller, action: "contact-messages.read", resource: "contact-messages", resourceId: id, before: { read: false }, after: { read: true } },
      "changes() = 1",
    ),
  ]);
  return findContactMessage(d1, id);
}

/** Staff's reply as the writer reads it: a greeting, the words (paragraphs a blank line apart), then what they sent. */
export function contactReplyEmail(original: { name: string; message: string; created_at: string }, reply: { subject: string; message: string }): EmailBody {
  const sent = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/Denver" }).format(new Date(original.created_at));
  const words = {
    subject: reply.subject,
    greeting: `Hi ${original.name},`,
    paragraphs: reply.message
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    quoteLead: `You wrote to us on ${sent}:`,
    original: original.message,
  };
  return emailBody(ContactReplyEmail, words, [words.greeting, ...words.paragraphs, words.quoteLead, words.original]);
}

/** Hex SHA-256 of a reply: the same words posted twice (a double click) are sent and recorded once. */
async function replyKey(id: number, reply: { subject: string; message: string }): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify([id, reply.subject, reply.message])));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 32);
}

/**
 * POST contact-us/{id}/reply {subject?, message}: e-mails the writer (outbox, kind contact_reply),
 * records the reply and who sent it on the message (read too, if nobody had opened it), audited:
 * one batch, each statement only when the one before it wrote. The subject defaults to
 * "Re: <topic>". Answers the message with its replies.
 */
export async function replyToContactMessage(d1: D1Database, caller: Caller, id: number, input: { subject?: string; message: string }, now: Date) {
  const before = await findContactMessage(d1, id);
  const reply = { subject: input.subject || contactReplySubject(before.topic), message: input.message };
  const email = contactReplyEmail(before, reply);
  const stamp = now.toISOString();
  const by = caller.user.email;
  await d1.batch([
    queueOnceStatement(d1, before.email, email, CONTACT_REPLY_KIND, `contact:${id}:reply:${await replyKey(id, reply)}`, stamp),
    d1
      .prepare(
        `INSERT INTO contact_message_replies (message_id, subject, message, replied_by_id, replied_by, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE changes() = 1`,
      )
      .bind(id, reply.subject, reply.message, caller.id, by, stamp),
    d1
      .prepare(
        `UPDATE contact_messages SET replied_at = ?2, replied_by = ?3, read_at = coalesce(read_at, ?2), read_by = coalesce(read_by, ?3)
         WHERE id = ?1 AND changes() = 1`,
      )
      .bind(id, stamp, by),
    auditStatement(
      d1,
      {
        actor: caller,
        action: "contact-messages.reply",
        resource: "contact-messages",
        resourceId: id,
        before: { replied_at: before.replied_at },
        after: { replied_at: stamp, subject: reply.subject, to: before.email },
      },
      "changes() = 1",
    ),
  ]);
  return findContactMessage(d1, id);
}

/** POST contact-us/{id}/status {status}: done (who and when) or open again, audited; the same status again changes nothing. */
export async function setContactMessageState(d1: D1Database, caller: Caller, id: number, status: ContactMessageState, now: Date) {
  const before = await findContactMessage(d1, id);
  if (before.status === status) return before;
  const update =
    status === "done"
      ? d1.prepare(`UPDATE contact_messages SET done_at = ?2, done_by = ?3 WHERE id = ?1 AND done_at IS NULL`).bind(id, now.toISOString(), caller.user.email)
      : d1.prepare(`UPDATE contact_messages SET done_at = NULL, done_by = NULL WHERE id = ?1 AND done_at IS NOT NULL`).bind(id);
  await d1.batch([
    update,
    auditStatement(
      d1,
      {
        actor: caller,
        action: `contact-messages.${status === "done" ? "done" : "reopen"}`,
        resource: "contact-messages",
        resourceId: id,
        before: { status: before.status },
        after: { status },
      },
      "changes() = 1",
    ),
  ]);
  return findContactMessage(d1, id);
}
