/**
 * Minimum headcount, go or no-go (issue 28 part 3, decision 065). A class whose minimum (its own,
 * else its class type's) is above 0 is decided at its decision time (its hours, else its type's,
 * before it starts) by the scheduler's `decide-classes` job:
 * - at or over its minimum of paid seats it is `on`: each customer gets one "it's on" e-mail and
 *   the kitchen is told, in the batch that records the decision;
 * - under it, it is `off`: the decision is recorded, then the class canceled like staff's cancel
 *   (class-cancel.ts: every paid seat refunded by its own key), each customer's party offered the
 *   same seats on the next date of its class type (a waitlist entry that holds them for
 *   MOVE_OFFER_HOURS and is claimed like a waitlist offer), each customer e-mailed once and the
 *   kitchen told; the class is then marked settled. A run cut short leaves an `off` class
 *   unsettled and the next run finishes it: the cancel, refunds, offers and e-mails are each
 *   written once whatever the number of runs.
 * Staff may confirm a class to run anyway (`run`) before its decision time (go-no-go-state.ts).
 */
import { DECISION_HOURS, MOVE_OFFER_HOURS, type GoDecision } from "../../core/go-no-go";
import type { Database } from "../db";
import type { ApiEnv } from "../env";
import { ApiError } from "../lib/errors";
import { paymentGateway } from "../payments/gateway";
import { auditStatement, SCHEDULER_ACTOR } from "./audit";
import { canceledCustomers, classToCancel, markClassCanceled, refundCanceledClass, type ClassCancelContext } from "./class-cancel";
import { enqueueWritten } from "./email-delivery";
import { classOnEmail, goNoGoStaffEmail, underMinimumEmail, type DecidedClass } from "./go-no-go-emails";
import { BOOKED, TYPE_MIN } from "./go-no-go-state";
import { SHOP_CONTACT_EMAIL } from "./contact";
import { queueOnceStatement as outboxInsert } from "./outbox";
import { raiseSeatVersion, seatsChanged } from "./seats";
import { hashToken, newToken } from "./waitlist";
import { waitlistPaths } from "./waitlist-emails";

const HOUR_MS = 3_600_000;

/** The rule of a class and its class type, as SQL columns. */
const RULE = `coalesce(c.min_seats, ${TYPE_MIN}) AS min_seats, coalesce(c.decision_hours, t.decision_hours) AS decision_hours`;

interface DueRow extends DecidedClass {
  location_city: string;
  location_email: string;
  class_type_id: number;
  fulfillment_id: number;
  go_decision: GoDecision | null;
  published: number;
  canceled: number;
  status: "scheduled" | "completed" | "archived";
}

const DUE_COLUMNS = `SELECT c.id, c.name, c.date, c.class_type_id, c.fulfillment_id, c.go_decision, c.published, c.canceled, c.status,
    l.timezone, l.name AS location_name, l.city AS location_city, l.email AS location_email, ${RULE}, ${BOOKED} AS booked
  FROM classes c JOIN class_types t ON t.id = c.class_type_id JOIN locations l ON l.id = c.location_id`;

/**
 * The classes to decide now — undecided, with a minimum, past their decision time and not
 * started (only classes within the longest decision window are read) — and `off` ones a run left
 * unsettled, soonest first.
 */
async function dueClasses(d1: D1Database, now: Date, limit: number): Promise<DueRow[]> {
  const stamp = now.toISOString();
  const horizon = new Date(now.getTime() + DECISION_HOURS.max * HOUR_MS).toISOString();
  const { results } = await d1
    .prepare(
      `SELECT * FROM (
         ${DUE_COLUMNS}
         WHERE c.date > ?1 AND c.date <= ?2 AND c.go_decision IS NULL AND c.canceled = 0 AND c.published = 1 AND c.status = 'scheduled'
           AND coalesce(c.min_seats, ${TYPE_MIN}) > 0
           AND julianday(c.date) - julianday(?1) <= coalesce(c.decision_hours, t.decision_hours) / 24.0
         UNION ALL
         ${DUE_COLUMNS} WHERE c.go_decision = 'off' AND c.go_settled_at IS NULL
       ) ORDER BY date, id LIMIT ?3`,
    )
    .bind(stamp, horizon, limit)
    .all<DueRow>();
  return results;
}

/** The customers of a class still booked in it, once per address, with their seats. */
async function bookedCustomers(d1: D1Database, classId: number) {
  return (
    await d1
      .prepare(
        `SELECT lower(o.email) AS email, min(o.first_name) AS first_name, count(*) AS seats
         FROM registrations r JOIN orders o ON o.id = r.order_id
         WHERE r.class_id = ?1 AND r.status = 'registered' GROUP BY lower(o.email) ORDER BY lower(o.email)`,
      )
      .bind(classId)
      .all<{ email: string; first_name: string; seats: number }>()
  ).results;
}

/** The shop's origin for links: configured, else the one the class's orders were placed from. */
async function originOf(d1: D1Database, env: Pick<ApiEnv, "PUBLIC_ORIGIN">, classId: number): Promise<string | null> {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  const row = await d1
    .prepare(
      `SELECT json_extract(ch.details, '$.origin') AS origin FROM registrations r JOIN orders o ON o.id = r.order_id
       JOIN checkouts ch ON ch.id = o.checkout_id WHERE r.class_id = ?1 AND json_extract(ch.details, '$.origin') IS NOT NULL LIMIT 1`,
    )
    .bind(classId)
    .first<{ origin: string }>();
  return row?.origin ?? null;
}

/** At or over its minimum: `on`, with each customer's and the kitchen's e-mail, in one batch. */
async function decideOn(db: Database, row: DueRow, now: Date, origin: string | null): Promise<boolean> {
  const d1 = db.$client;
  const stamp = now.toISOString();
  const customers = await bookedCustomers(d1, row.id);
  const ref = `class:${row.id}`;
  const decidedHere = `(SELECT go_decided_at FROM classes WHERE id = ?8 AND go_decision = 'on') = ?7`;
  const staff = goNoGoStaffEmail(row, { decision: "on", customers: customers.length }, origin ? `${origin}/admin/classes/${row.id}` : undefined);
  const [decided] = await d1.batch([
    d1.prepare(`UPDATE classes SET go_decision = 'on', go_decided_at = ?2 WHERE id = ?1 AND go_decision IS NULL AND canceled = 0`).bind(row.id, stamp),
    auditStatement(
      d1,
      {
        actor: SCHEDULER_ACTOR,
        action: "classes.go",
        resource: "classes",
        resourceId: row.id,
        before: { go_decision: null },
        after: {
          go_decision: "on",
          booked: row.booked,
          min_seats: row.min_seats,
        },
      },
      "changes() = 1",
    ),
    ...customers.map((customer) => outboxInsert(d1, customer.email, classOnEmail(row, customer), "class_on", ref, stamp, decidedHere, row.id)),
    outboxInsert(d1, row.location_email || SHOP_CONTACT_EMAIL, staff, "class_go_staff", ref, stamp, decidedHere, row.id),
  ]);
  return (decided?.meta.changes ?? 0) === 1;
}

/**
 * Under its minimum: recorded `off` (once), then canceled and refunded (class-cancel.ts, by keys),
 * then — while every refund went through — each customer's offer, e-mail and the kitchen's
 * e-mail with the class marked settled, in one batch. A failed refund leaves it unsettled for
 * the next run.
 */
async function decideOff(db: Database, env: ApiEnv, row: DueRow, now: Date, origin: string | null): Promise<void> {
  const d1 = db.$client;
  const stamp = now.toISOString();
  if (row.go_decision === null) {
    await d1.batch([
      d1.prepare(`UPDATE classes SET go_decision = 'off', go_decided_at = ?2 WHERE id = ?1 AND go_decision IS NULL AND canceled = 0`).bind(row.id, stamp),
      auditStatement(
        d1,
        {
          actor: SCHEDULER_ACTOR,
          action: "classes.no_go",
          resource: "classes",
          resourceId: row.id,
          before: { go_decision: null },
          after: {
            go_decision: "off",
            booked: row.booked,
            min_seats: row.min_seats,
          },
        },
        "changes() = 1",
      ),
    ]);
    // Staff ran it anyway (or canceled it) between the read and the mark: not ours to cancel.
    const marked = await d1.prepare(`SELECT go_decision FROM classes WHERE id = ?1`).bind(row.id).first<{ go_decision: GoDecision | null }>();
    if (marked?.go_decision !== "off") return;
  }
  const ctx: ClassCancelContext = {
    db,
    gateway: () => paymentGateway(env),
    actor: SCHEDULER_ACTOR,
    seats: env,
    now,
  };
  // The seats still booked, read before the refunds free them: each party's offer is for as many.
  const parties = new Map((await bookedCustomers(d1, row.id)).map((customer) => [customer.email, customer.seats]));
  await markClassCanceled(ctx, await classToCancel(d1, row.id), {
    reason: "under_minimum",
  }).catch((error: unknown) => {
    // Canceled meanwhile by staff (or another state a cancel is refused from): the refunds below still settle it.
    if (!(error instanceof ApiError)) throw error;
  });
  const { failed } = await refundCanceledClass(ctx, row.id);
  if (failed.length > 0) {
    console.error(`api: go/no-go of class ${row.id}: ${failed.length} refunds failed; the next run retries them`);
    return;
  }
  const customers = await canceledCustomers(d1, row.id);
  const ref = `class:${row.id}`;
  const statements: D1PreparedStatement[] = [];
  const offered: number[] = [];
  const planned = new Map<number, number>();
  for (const customer of customers) {
    const seats = parties.get(customer.email.toLowerCase()) ?? customer.seats;
    const target = origin ? await nextDate(d1, row, seats, now, planned) : null;
    const token = newToken();
    const hash = await hashToken(token);
    const expires = new Date(now.getTime() + MOVE_OFFER_HOURS * HOUR_MS).toISOString();
    const base = {
      first_name: customer.first_name,
      seats: customer.seats,
      refunded_cents: customer.refunded_cents,
      classes_href: origin ? `${origin}/classes` : undefined,
    };
    if (target) {
      offered.push(target.id);
      statements.push(
        ...offerStatements(d1, {
          classId: target.id,
          email: customer.email,
          origin: origin!,
          hash,
          seats,
          fromClassId: row.id,
          expires,
          stamp,
        }),
      );
      const withOffer = underMinimumEmail(row, {
        ...base,
        seats,
        offer: {
          date: target.date,
          timezone: target.timezone,
          expires_at: expires,
          claim_href: `${origin}${waitlistPaths.claim(token)}`,
        },
      });
      statements.push(
        outboxInsert(d1, customer.email, withOffer, "class_canceled", ref, stamp, `EXISTS (SELECT 1 FROM waitlist_entries WHERE token_hash = ?8)`, hash),
      );
    }
    // No next date with room (or the offer's seats were just taken): the refund and the class list.
    statements.push(outboxInsert(d1, customer.email, underMinimumEmail(row, base), "class_canceled", ref, stamp, "1"));
  }
  const refunded = customers.reduce((sum, customer) => sum + customer.refunded_cents, 0);
  const staff = goNoGoStaffEmail(
    row,
    {
      decision: "off",
      customers: customers.length,
      refunded_cents: refunded,
      offers: offered.length,
    },
    origin ? `${origin}/admin/classes/${row.id}` : undefined,
  );
  statements.push(
    outboxInsert(d1, row.location_email || SHOP_CONTACT_EMAIL, staff, "class_no_go_staff", ref, stamp, "1"),
    d1.prepare(`UPDATE classes SET go_settled_at = ?2 WHERE id = ?1 AND go_decision = 'off' AND go_settled_at IS NULL`).bind(row.id, stamp),
  );
  await d1.batch(statements);
  await seatsChanged(env, offered);
}

/**
 * The next date of the same class type a party of `seats` fits in: same fulfillment, public and
 * open, another day or hour than the canceled one, starting after the offer's hold ends, undecided or going ahead; the same menu first.
 */
async function nextDate(d1: D1Database, row: DueRow, seats: number, now: Date, planned: Map<number, number>) {
  const after = new Date(now.getTime() + MOVE_OFFER_HOURS * HOUR_MS).toISOString();
  const { results } = await d1
    .prepare(
      `SELECT c.id, c.date, l.timezone, s.seats - c.seats_taken AS seats_left FROM classes c JOIN locations l ON l.id = c.location_id JOIN reservation_sizes s ON s.id = c.reservation_size_id
       WHERE c.class_type_id = ?1 AND c.fulfillment_id = ?2 AND c.id != ?3 AND c.date > ?4 AND c.date != ?7 AND c.canceled = 0 AND c.published = 1
         AND c.class_is_public = 1 AND c.status = 'scheduled' AND coalesce(c.go_decision, 'on') != 'off' AND c.seats_taken + ?5 <= s.seats
       ORDER BY c.name = ?6 DESC, c.date, c.id LIMIT 20`,
    )
    .bind(row.class_type_id, row.fulfillment_id, row.id, after, seats, row.name, row.date)
    .all<{ id: number; date: string; timezone: string; seats_left: number }>();
  // The parties offered before this one in the run's batch take their seats first.
  const target = results.find((candidate) => candidate.seats_left - (planned.get(candidate.id) ?? 0) >= seats);
  if (target) planned.set(target.id, (planned.get(target.id) ?? 0) + seats);
  return target ?? null;
}

/**
 * A party's move offer: its seats taken on the target (only while they fit and the party has no
 * offer from this class yet), then the offered entry that holds them — claimed like a waitlist
 * offer (waitlist.ts) — written only when the seats were.
 */
function offerStatements(
  d1: D1Database,
  offer: {
    classId: number;
    email: string;
    origin: string;
    hash: string;
    seats: number;
    fromClassId: number;
    expires: string;
    stamp: string;
  },
) {
  return [
    d1
      .prepare(
        `UPDATE classes SET seats_taken = seats_taken + ?3
         WHERE id = ?1 AND canceled = 0 AND seats_taken + ?3 <= (SELECT seats FROM reservation_sizes WHERE id = classes.reservation_size_id)
           AND NOT EXISTS (SELECT 1 FROM waitlist_entries WHERE from_class_id = ?4 AND email = ?2)
           AND NOT EXISTS (SELECT 1 FROM waitlist_entries WHERE class_id = ?1 AND email = ?2)`,
      )
      .bind(offer.classId, offer.email, offer.seats, offer.fromClassId),
    d1
      .prepare(
        `INSERT INTO waitlist_entries (class_id, email, origin, token_hash, status, created_at, offered_at, claim_expires_at, seats, from_class_id)
         SELECT ?1, ?2, ?3, ?4, 'offered', ?5, ?5, ?6, ?7, ?8 WHERE changes() = 1`,
      )
      .bind(offer.classId, offer.email, offer.origin, offer.hash, offer.stamp, offer.expires, offer.seats, offer.fromClassId),
  ];
}

/** The job: the classes due decided, at most `limit` a run. */
export async function decideClasses(db: Database, env: ApiEnv, now: Date, limit: number): Promise<{ items: number; more: boolean }> {
  const d1 = db.$client;
  const due = await dueClasses(d1, now, limit);
  for (const row of due) {
    const origin = await originOf(d1, env, row.id);
    if (row.go_decision === null && row.booked >= row.min_seats) {
      if (await decideOn(db, row, now, origin)) await raiseSeatVersion(env);
    } else {
      await decideOff(db, env, row, now, origin);
    }
  }
  if (due.length > 0) await enqueueWritten(db, env.EMAILS, now);
  return { items: due.length, more: due.length >= limit };
}
