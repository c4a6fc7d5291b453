/**
 * Newsletter subscribers for staff (issue 27 part 6, decision 073): the list searched by address
 * or name and filtered by status (pending, subscribed, unsubscribed), read a page at a time (the
 * console's CSV reads every page), and an address unsubscribed by hand — as its own e-mail's link
 * does, audited in the same batch. Nobody is subscribed by staff: only the address's own confirm
 * link does that (double opt-in, decision 030).
 */
import type { NewsletterStatus } from "../../../drizzle/api/marketing";
import { notFound } from "../lib/errors";
import { sqlParameters, wordsInAnyOf } from "../lib/sql";
import { auditStatement } from "./audit";
import type { Caller } from "./users";

export interface NewsletterSubscriberJson {
  email: string;
  first_name: string;
  last_name: string;
  status: NewsletterStatus;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

const COLUMNS = `SELECT s.email, s.first_name, s.last_name, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at FROM newsletter_subscribers s`;

export interface SubscriberFilter {
  search?: string;
  status?: NewsletterStatus;
  limit: number;
  offset: number;
}

/** GET marketing/subscribers: newest first, the total for paging and the count of each status (unfiltered). */
export async function listSubscribers(d1: D1Database, filter: SubscriberFilter) {
  const { values, bind } = sqlParameters();
  const where = wordsInAnyOf(filter.search, ["s.email", "s.first_name", "s.last_name"], bind);
  if (filter.status) where.push(`s.status = ${bind(filter.status)}`);
  const condition = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const countValues = [...values];
  const [page, total, counts] = await d1.batch([
    d1.prepare(`${COLUMNS} ${condition} ORDER BY s.created_at DESC, s.email LIMIT ${bind(filter.limit)} OFFSET ${bind(filter.offset)}`).bind(...values),
    d1.prepare(`SELECT count(*) AS n FROM newsletter_subscribers s ${condition}`).bind(...countValues),
    d1.prepare(`SELECT status, count(*) AS n FROM newsletter_subscribers GROUP BY status`),
  ]);
  const byStatus = Object.fromEntries(((counts?.results ?? []) as { status: string; n: number }[]).map((row) => [row.status, row.n]));
  return {
    data: (page?.results ?? []) as NewsletterSubscriberJson[],
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
    counts: { pending: byStatus.pending ?? 0, subscribed: byStatus.subscribed ?? 0, unsubscribed: byStatus.unsubscribed ?? 0 },
  };
}

async function findSubscriber(d1: D1Database, email: string): Promise<NewsletterSubscriberJson> {
  const row = await d1.prepare(`${COLUMNS} WHERE s.email = ?1`).bind(email.toLowerCase()).first<NewsletterSubscriberJson>();
  if (!row) throw notFound("That address");
  return row;
}

/**
 * POST marketing/subscribers/unsubscribe {email}: the address leaves the list (a pending one stops
 * being asked), audited as newsletter-subscribers.unsubscribe; already unsubscribed changes nothing.
 */
export async function unsubscribeSubscriber(d1: D1Database, caller: Caller, email: string, now: Date): Promise<NewsletterSubscriberJson> {
  const before = await findSubscriber(d1, email);
  if (before.status === "unsubscribed") return before;
  await d1.batch([
    d1
      .prepare(`UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ?2 WHERE email = ?1 AND status <> 'unsubscribed'`)
      .bind(before.email, now.toISOString()),
    auditStatement(
      d1,
      {
        actor: caller,
        action: "newsletter-subscribers.unsubscribe",
        resource: "newsletter-subscribers",
        resourceId: before.email,
        before: { status: before.status },
        after: { status: "unsubscribed" },
      },
      "changes() = 1",
    ),
  ]);
  return findSubscriber(d1, before.email);
}
