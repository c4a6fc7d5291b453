/**
 * Reviews of classes (issue 28 part 5, decision 064).
 * - The job (`requestReviews`, the scheduler's "request-reviews"): from the kitchen-local day after
 *   a class ended, for REVIEW_REQUEST_DAYS days, each registration whose seat is paid and not
 *   refunded or canceled gets one link. The link's row and its e-mail are one batch, the e-mail
 *   only when the row was new (`registration_id` is unique), so runs repeated or racing write one
 *   e-mail per registration.
 * - The link (`findReviewLink`, `submitReview`): the token is the secret, no account needed; one
 *   review per registration; a refunded or canceled seat is refused.
 * - Staff (`listReviews`, `moderateReview`, `replyToReview`): publish, hide and answer, each with
 *   its audit record in the same batch.
 * - The pages (`reviewSummaries`): a class type's published reviews, their average and count.
 */
import { localDate } from "../../core/dates";
import { REVIEW_LINK_DAYS, REVIEW_REQUEST_DAYS, REVIEWS_SHOWN, reviewAuthorName } from "../../core/reviews";
import type { Database } from "../db";
import type { ApiEnv } from "../env";
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import { enqueueWritten } from "./email-delivery";
import { reviewRequestEmail } from "./review-emails";
import type { Caller } from "./users";
import { hashToken } from "./waitlist";
import type { ReviewStatus } from "../../../drizzle/api/reviews";

const DAY_MS = 86_400_000;

/** A seat that may be reviewed: still registered (or marked attended) on an order that is paid. */
const SEAT_HOLDS = `r.status IN ('registered', 'attended') AND o.status IN ('paid', 'partially_refunded')`;

export const REVIEW_LINK_UNKNOWN = "We couldn't find this review link. Please use the link in your e-mail as it was sent.";
export const REVIEW_LINK_USED = "You've already reviewed this class with this link: thank you!";
export const REVIEW_LINK_REFUNDED = "This seat was refunded or canceled, so it can't be reviewed.";
export const REVIEW_LINK_EXPIRED = `This review link has expired: links work for ${REVIEW_LINK_DAYS} days.`;

function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

interface EndedClass {
  id: number;
  name: string;
  date: string;
  duration_minutes: number;
  location_name: string;
  timezone: string;
}

interface RequestRow {
  registration_id: number;
  class_id: number;
  to: string;
  first_name: string;
  origin: string;
}

/**
 * The job: at most `limit` review requests a run. A class qualifies from the kitchen-local day
 * after it ended until REVIEW_REQUEST_DAYS later (older classes are not asked about). A
 * registration without a known shop origin (PUBLIC_ORIGIN, else its checkout's) gets no link.
 */
export async function requestReviews(db: Database, env: Pick<ApiEnv, "EMAILS" | "PUBLIC_ORIGIN">, now: Date, limit: number) {
  const d1 = db.$client;
  const stamp = now.toISOString();
  const from = new Date(now.getTime() - (REVIEW_REQUEST_DAYS + 2) * DAY_MS).toISOString();
  const { results: candidates } = await d1
    .prepare(
      `SELECT c.id, c.name, c.date, c.duration_minutes, l.name AS location_name, coalesce(l.timezone, '') AS timezone
       FROM classes c JOIN locations l ON l.id = c.location_id
       WHERE c.date >= ?1 AND c.date < ?2 AND c.canceled = 0
         AND EXISTS (SELECT 1 FROM registrations r JOIN orders o ON o.id = r.order_id
                     WHERE r.class_id = c.id AND ${SEAT_HOLDS}
                       AND NOT EXISTS (SELECT 1 FROM review_requests q WHERE q.registration_id = r.id))
       ORDER BY c.date, c.id`,
    )
    .bind(from, stamp)
    .all<EndedClass>();
  // The day after in the class's own kitchen: its end's local date is before today's there.
  const ended = candidates.filter((cls) => {
    const end = new Date(new Date(cls.date).getTime() + cls.duration_minutes * 60_000);
    const endDay = localDate(end, cls.timezone);
    return endDay < localDate(now, cls.timezone) && endDay >= localDate(new Date(now.getTime() - REVIEW_REQUEST_DAYS * DAY_MS), cls.timezone);
  });
  if (ended.length === 0) return { items: 0, more: false };
  const classes = new Map(ended.map((cls) => [cls.id, cls]));
  const { results: rows } = await d1
    .prepare(
      `SELECT r.id AS registration_id, r.class_id,
         lower(coalesce(nullif(r.email, ''), o.email)) AS "to",
         coalesce(nullif(r.first_name, ''), o.first_name) AS first_name,
         coalesce(nullif(?2, ''), json_extract(ch.details, '$.origin')) AS origin
       FROM registrations r JOIN orders o ON o.id = r.order_id LEFT JOIN checkouts ch ON ch.id = o.checkout_id
       WHERE r.class_id IN (SELECT value FROM json_each(?1)) AND ${SEAT_HOLDS}
         AND coalesce(nullif(?2, ''), json_extract(ch.details, '$.origin'), '') <> ''
         AND NOT EXISTS (SELECT 1 FROM review_requests q WHERE q.registration_id = r.id)
       ORDER BY r.id
       LIMIT ?3`,
    )
    .bind(JSON.stringify([...classes.keys()]), env.PUBLIC_ORIGIN ?? "", limit)
    .all<RequestRow>();
  if (rows.length === 0) return { items: 0, more: false };
  const statements: D1PreparedStatement[] = [];
  for (const row of rows) {
    const cls = classes.get(row.class_id)!;
    const token = newToken();
    const hash = await hashToken(token);
    const email = reviewRequestEmail(cls, row.first_name, row.origin, token);
    statements.push(
      // The seat is checked again as the row is written; a registration has one link, ever.
      d1
        .prepare(
          `INSERT INTO review_requests (registration_id, class_id, email, origin, token_hash, created_at)
           SELECT r.id, r.class_id, ?2, ?3, ?4, ?5 FROM registrations r JOIN orders o ON o.id = r.order_id
           WHERE r.id = ?1 AND ${SEAT_HOLDS}
           ON CONFLICT (registration_id) DO NOTHING`,
        )
        .bind(row.registration_id, row.to, row.origin, hash, stamp),
      d1
        .prepare(
          `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
           SELECT ?1, ?2, ?3, ?4, 'review_request', ?5, ?6 WHERE changes() = 1`,
        )
        .bind(row.to, email.subject, email.text, email.html, `registration:${row.registration_id}`, stamp),
    );
  }
  const results = await d1.batch(statements);
  const written = results.filter((result, index) => index % 2 === 1 && (result.meta.changes ?? 0) === 1).length;
  if (written > 0) await enqueueWritten(db, env.EMAILS, now);
  return { items: written, more: rows.length === limit };
}

// ---------------------------------------------------------------------------------------------
// The link
// ---------------------------------------------------------------------------------------------

interface LinkRow {
  request_id: number;
  registration_id: number;
  created_at: string;
  seat_holds: number;
  reviewed: number;
  class_id: number;
  class_sku: string;
  class_name: string;
  class_date: string;
  class_path: string;
  class_type_id: number;
  location_name: string;
  timezone: string;
  first_name: string;
  last_name: string;
}

async function linkRow(db: Database, token: string): Promise<LinkRow | null> {
  return db.$client
    .prepare(
      `SELECT q.id AS request_id, q.registration_id, q.created_at,
         (${SEAT_HOLDS}) AS seat_holds,
         EXISTS (SELECT 1 FROM reviews v WHERE v.registration_id = q.registration_id) AS reviewed,
         c.id AS class_id, c.sku AS class_sku, c.name AS class_name, c.date AS class_date, f.path AS class_path,
         c.class_type_id, l.name AS location_name, coalesce(l.timezone, '') AS timezone,
         coalesce(nullif(r.first_name, ''), o.first_name) AS first_name,
         coalesce(nullif(r.last_name, ''), o.last_name) AS last_name
       FROM review_requests q
         JOIN registrations r ON r.id = q.registration_id
         JOIN orders o ON o.id = r.order_id
         JOIN classes c ON c.id = r.class_id
         JOIN fulfillments f ON f.id = c.fulfillment_id
         JOIN locations l ON l.id = c.location_id
       WHERE q.token_hash = ?1`,
    )
    .bind(await hashToken(token))
    .first<LinkRow>();
}

/** 404 unknown (or forged), 410 used, refunded or expired: each with the words the page shows. */
function refusal(row: LinkRow | null, now: Date): ApiError | null {
  if (!row) return new ApiError(404, "NOT_FOUND", REVIEW_LINK_UNKNOWN);
  if (row.reviewed) return new ApiError(410, "REVIEWED", REVIEW_LINK_USED);
  if (!row.seat_holds) return new ApiError(410, "REFUNDED", REVIEW_LINK_REFUNDED);
  if (new Date(row.created_at).getTime() + REVIEW_LINK_DAYS * DAY_MS < now.getTime()) return new ApiError(410, "EXPIRED", REVIEW_LINK_EXPIRED);
  return null;
}

const linkJson = (row: LinkRow) => ({
  class: {
    id: row.class_id,
    sku: row.class_sku,
    name: row.class_name,
    date: row.class_date,
    path: `${row.class_path}/${row.class_sku}`,
    location_name: row.location_name,
    timezone: row.timezone,
  },
  author_name: reviewAuthorName(row.first_name, row.last_name),
});
export type ReviewLinkJson = ReturnType<typeof linkJson>;

/** GET reviews/links/{token}: the class the link reviews and how the author will be named. */
export async function findReviewLink(db: Database, token: string, now: Date): Promise<ReviewLinkJson> {
  const row = await linkRow(db, token);
  const refused = refusal(row, now);
  if (refused) throw refused;
  return linkJson(row!);
}

/**
 * POST reviews {token, rating, comment}: the link's one review, pending until staff publish it.
 * The insert checks the seat and the one review per registration itself, so two posts of one link
 * at once write one review (the loser is told the link was used).
 */
export async function submitReview(db: Database, input: { token: string; rating: number; comment: string }, now: Date) {
  const row = await linkRow(db, input.token);
  const refused = refusal(row, now);
  if (refused) throw refused;
  const link = row!;
  const inserted = await db.$client
    .prepare(
      `INSERT INTO reviews (registration_id, class_id, class_type_id, rating, comment, author_name, status, created_at)
       SELECT r.id, r.class_id, c.class_type_id, ?2, ?3, ?4, 'pending', ?5
       FROM registrations r JOIN orders o ON o.id = r.order_id JOIN classes c ON c.id = r.class_id
       WHERE r.id = ?1 AND ${SEAT_HOLDS}
       ON CONFLICT (registration_id) DO NOTHING
       RETURNING id, rating, comment, author_name, status, created_at`,
    )
    .bind(link.registration_id, input.rating, input.comment, reviewAuthorName(link.first_name, link.last_name), now.toISOString())
    .first<{ id: number; rating: number; comment: string; author_name: string; status: ReviewStatus; created_at: string }>();
  if (!inserted) throw refusal(await linkRow(db, input.token), now) ?? new ApiError(410, "REVIEWED", REVIEW_LINK_USED);
  return { ...inserted, ...linkJson(link) };
}

// ---------------------------------------------------------------------------------------------
// Staff
// ---------------------------------------------------------------------------------------------

const STAFF_COLUMNS = `v.id, v.registration_id, v.class_id, v.class_type_id, v.rating, v.comment, v.author_name, v.status, v.reply,
  v.created_at, v.moderated_at, v.replied_at,
  c.sku AS class_sku, c.name AS class_name, c.date AS class_date, t.name AS class_type_name,
  l.name AS location_name, coalesce(l.timezone, '') AS timezone`;
const STAFF_FROM = `FROM reviews v JOIN classes c ON c.id = v.class_id JOIN class_types t ON t.id = v.class_type_id JOIN locations l ON l.id = c.location_id`;

export interface StaffReviewJson {
  id: number;
  registration_id: number | null;
  class_id: number;
  class_type_id: number;
  rating: number;
  comment: string;
  author_name: string;
  status: ReviewStatus;
  reply: string;
  created_at: string;
  moderated_at: string | null;
  replied_at: string | null;
  class_sku: string;
  class_name: string;
  class_date: string;
  class_type_name: string;
  location_name: string;
  timezone: string;
}

/** GET reviews: newest first, optionally of one status, with the count of each status (pending first in the console's eyes). */
export async function listReviews(db: Database, filter: { status?: ReviewStatus; limit: number; offset: number }) {
  const d1 = db.$client;
  const where = filter.status ? `WHERE v.status = ?3` : "";
  const [page, total, counts] = await d1.batch([
    d1.prepare(`SELECT ${STAFF_COLUMNS} ${STAFF_FROM} ${where} ORDER BY v.created_at DESC, v.id DESC LIMIT ?1 OFFSET ?2`).bind(filter.limit, filter.offset, ...(filter.status ? [filter.status] : [])),
    d1.prepare(`SELECT count(*) AS n FROM reviews v ${filter.status ? "WHERE v.status = ?1" : ""}`).bind(...(filter.status ? [filter.status] : [])),
    d1.prepare(`SELECT status, count(*) AS n FROM reviews GROUP BY status`),
  ]);
  const byStatus = Object.fromEntries(((counts?.results ?? []) as { status: string; n: number }[]).map((row) => [row.status, row.n]));
  return {
    data: (page?.results ?? []) as StaffReviewJson[],
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
    counts: { pending: byStatus.pending ?? 0, published: byStatus.published ?? 0, hidden: byStatus.hidden ?? 0 },
  };
}

async function staffReview(db: Database, id: number): Promise<StaffReviewJson> {
  const row = await db.$client.prepare(`SELECT ${STAFF_COLUMNS} ${STAFF_FROM} WHERE v.id = ?1`).bind(id).first<StaffReviewJson>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "That review was not found");
  return row;
}

/** POST reviews/{id}/status {status}: publish or hide (or back to pending), audited in the same batch. */
export async function moderateReview(db: Database, caller: Caller, id: number, status: ReviewStatus, now: Date) {
  const before = await staffReview(db, id);
  if (before.status === status) return before;
  const d1 = db.$client;
  await d1.batch([
    d1.prepare(`UPDATE reviews SET status = ?2, moderated_at = ?3 WHERE id = ?1 AND status = ?4`).bind(id, status, now.toISOString(), before.status),
    auditStatement(
      d1,
      { actor: caller, action: `reviews.${status === "published" ? "publish" : status === "hidden" ? "hide" : "unpublish"}`, resource: "reviews", resourceId: id, before: { status: before.status }, after: { status } },
      "changes() = 1",
    ),
  ]);
  return staffReview(db, id);
}

/** PUT reviews/{id}/reply {reply}: the shop's answer ("" takes it away), audited in the same batch. */
export async function replyToReview(db: Database, caller: Caller, id: number, reply: string, now: Date) {
  const before = await staffReview(db, id);
  if (before.reply === reply) return before;
  const d1 = db.$client;
  await d1.batch([
    d1.prepare(`UPDATE reviews SET reply = ?2, replied_at = ?3 WHERE id = ?1`).bind(id, reply, reply ? now.toISOString() : null),
    auditStatement(d1, { actor: caller, action: "reviews.reply", resource: "reviews", resourceId: id, before: { reply: before.reply }, after: { reply } }, "changes() = 1"),
  ]);
  return staffReview(db, id);
}

// ---------------------------------------------------------------------------------------------
// The pages
// ---------------------------------------------------------------------------------------------

export interface PublishedReviewJson {
  id: number;
  rating: number;
  comment: string;
  author_name: string;
  reply: string;
  created_at: string;
  class_date: string;
  location_name: string;
}

export interface ReviewSummaryJson {
  class_type_id: number;
  /** Mean of the published ratings; null when none. */
  average: number | null;
  count: number;
  latest: PublishedReviewJson[];
}

/** GET reviews/summaries?class_type_ids=1,2: per class type, its published reviews' average, count and latest few. */
export async function reviewSummaries(db: Database, classTypeIds: readonly number[]): Promise<ReviewSummaryJson[]> {
  const d1 = db.$client;
  const ids = JSON.stringify([...new Set(classTypeIds)]);
  const [totals, latest] = await d1.batch([
    d1
      .prepare(
        `SELECT class_type_id, avg(rating) AS average, count(*) AS count FROM reviews
         WHERE status = 'published' AND class_type_id IN (SELECT value FROM json_each(?1)) GROUP BY class_type_id`,
      )
      .bind(ids),
    d1
      .prepare(
        `SELECT * FROM (
           SELECT v.id, v.class_type_id, v.rating, v.comment, v.author_name, v.reply, v.created_at, c.date AS class_date, l.name AS location_name,
             row_number() OVER (PARTITION BY v.class_type_id ORDER BY v.created_at DESC, v.id DESC) AS n
           FROM reviews v JOIN classes c ON c.id = v.class_id JOIN locations l ON l.id = c.location_id
           WHERE v.status = 'published' AND v.class_type_id IN (SELECT value FROM json_each(?1))
         ) WHERE n <= ?2 ORDER BY class_type_id, n`,
      )
      .bind(ids, REVIEWS_SHOWN),
  ]);
  const totalRows = (totals?.results ?? []) as { class_type_id: number; average: number; count: number }[];
  const latestRows = (latest?.results ?? []) as (PublishedReviewJson & { class_type_id: number; n: number })[];
  return [...new Set(classTypeIds)].map((classTypeId) => {
    const total = totalRows.find((row) => row.class_type_id === classTypeId);
    return {
      class_type_id: classTypeId,
      average: total ? total.average : null,
      count: total?.count ?? 0,
      latest: latestRows
        .filter((row) => row.class_type_id === classTypeId)
        .map(({ id, rating, comment, author_name, reply, created_at, class_date, location_name }) => ({ id, rating, comment, author_name, reply, created_at, class_date, location_name })),
    };
  });
}
