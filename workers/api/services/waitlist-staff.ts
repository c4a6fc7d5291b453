/**
 * Waitlists as the staff's changes meet them (decision 037): a class canceled or made smaller, a
 * claimed class taken out of its cart, the staff's view of a class's list and removing an entry.
 * Joining, offering, claiming and leaving are in waitlist.ts.
 */
import { sql, type SQL } from "drizzle-orm";
import { ApiError } from "../lib/errors";
import { type Database, schema } from "../db";
import { auditStatement } from "./audit";
import type { Caller } from "./users";
import { classCanceledWaitlistEmail, offerWithdrawnEmail, ORIGIN, removedFromWaitlistEmail } from "./waitlist-emails";

// ---------------------------------------------------------------------------------------------
// Staff changes of the class: canceled, made smaller (decision 037, second session of 2026-11-26)
// ---------------------------------------------------------------------------------------------

/** The seats the entries of the class `classId` hold (an SQL expression): offers and claims, a move offer's party whole. */
export const heldByWaitlist = (classId: string) =>
  `(SELECT coalesce(sum(w.seats), 0) FROM waitlist_entries w WHERE w.class_id = ${classId} AND w.status IN ('offered', 'claimed'))`;

/**
 * A canceled class ends its waitlist: statements for the cancel's own batch, AFTER the class's
 * UPDATE (which gives back the seats `heldByWaitlist` counts) and its audit record written
 * `WHERE changes() = 1` — so they run only when this batch canceled the class. Every waiting,
 * offered or claimed entry gets one `waitlist_canceled` e-mail and becomes `canceled` (its claim
 * and leave links then answer 410). A claim a checkout already took (`checkout`) is left to the
 * checkout, which cannot pay for a canceled class; released, the sweep passes it on.
 */
export function cancelWaitlistStatements(d1: D1Database, classId: number, cls: { name: string; date: string; timezone?: string }, now: Date) {
  const email = classCanceledWaitlistEmail(cls);
  const at = now.toISOString();
  const open = `w.class_id = ?1 AND w.status IN ('waiting', 'offered', 'claimed')`;
  return [
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT w.email, ?2, replace(?3, '${ORIGIN}', w.origin), replace(?4, '${ORIGIN}', w.origin), 'waitlist_canceled', 'waitlist:' || w.id, ?5
         FROM waitlist_entries w WHERE ${open} AND changes() = 1 AND (SELECT canceled FROM classes WHERE id = ?1) = 1`,
      )
      .bind(classId, email.subject, email.text, email.html, at),
    d1
      .prepare(`UPDATE waitlist_entries AS w SET status = 'canceled', left_at = ?2 WHERE ${open} AND changes() > 0`)
      .bind(classId, at),
  ];
}

/** The open offers (not yet claimed) of a class: the seats a smaller class may take back. */
export async function openOffers(db: Database, classId: number): Promise<number> {
  const row = await db.$client
    .prepare(`SELECT count(*) AS n FROM waitlist_entries WHERE class_id = ?1 AND status = 'offered' AND from_class_id IS NULL`)
    .bind(classId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * A class made smaller than its taken seats (offers count as taken): the NEWEST open offers beyond
 * the new seat count are withdrawn — each e-mailed, back to `waiting` in its place in line (its
 * claim link answers 410). Two statements for the edit's batch, BEFORE the class's UPDATE, which
 * must give back `changes()` seats and be conditional on `seats_taken - changes() <= seats`.
 * `guard` is the class UPDATE's own condition on the class row (lifecycle unchanged), so either
 * all three happen or none. Claims (in a cart) and checkouts' seats are never withdrawn: a class
 * cannot be made smaller than them (the edit is refused, 400).
 */
export function withdrawOfferStatements(db: Database, classId: number, seats: number, guard: SQL, cls: { name: string; date: string; timezone?: string }, now: Date) {
  const email = offerWithdrawnEmail(cls);
  const fits = sql`exists (select 1 from classes where ${guard} and classes.seats_taken - (select count(*) from waitlist_entries o
    where o.class_id = ${classId} and o.status = 'offered' and o.from_class_id is null) <= ${seats})`;
  const newest = sql`select id from waitlist_entries where class_id = ${classId} and status = 'offered' and from_class_id is null
    order by offered_at desc, id desc limit max(0, (select seats_taken from classes where id = ${classId}) - ${seats})`;
  return [
    // INSERT … SELECT names every column of outbox_emails in its order (id null: the next one).
    db.insert(schema.outboxEmails).select(sql`
      select null, w.email, ${email.subject}, ${email.text}, ${email.html}, 'waitlist_withdrawn', 'waitlist:' || w.id, ${now.toISOString()}, null,
        'queued', 0, null, null, null, null
      from waitlist_entries w where w.id in (${newest}) and ${fits}`),
    db
      .update(schema.waitlistEntries)
      .set({ status: "waiting", offered_at: null, claim_expires_at: null })
      .where(sql`${schema.waitlistEntries.id} in (${newest}) and ${fits}`),
  ] as const;
}

// ---------------------------------------------------------------------------------------------
// A claimed class taken out of its cart
// ---------------------------------------------------------------------------------------------

/**
 * A claimed seat whose class is no longer in the claim's cart (the line removed, the cart
 * replaced or emptied) is given back at once, not at the end of the claim's 60 minutes: two
 * statements for the same batch, AFTER the cart lines changed. The entry becomes `left`. Only
 * `claimed` entries: a seat a checkout took over (`checkout`) stays the checkout's. The caller
 * announces the classes of the answer's second statement (seatsChanged), which offers the seat
 * to the next in line.
 */
export function giveBackRemovedClaims(db: Database, cartUuid: string, now: Date) {
  const orphan = (w: string) =>
    sql`${sql.raw(w)}.status = 'claimed' and ${sql.raw(w)}.cart_uuid = ${cartUuid}
      and not exists (select 1 from cart_classes l where l.cart_uuid = ${cartUuid} and l.class_id = ${sql.raw(w)}.class_id)`;
  const { classes, waitlistEntries } = schema;
  return [
    db
      .update(classes)
      .set({ seats_taken: sql`max(0, ${classes.seats_taken} - (select coalesce(sum(w.seats), 0) from waitlist_entries w where w.class_id = ${classes.id} and ${orphan("w")}))` })
      .where(sql`${classes.id} in (select w.class_id from waitlist_entries w where ${orphan("w")})`),
    db
      .update(waitlistEntries)
      .set({ status: "left", left_at: now.toISOString() })
      .where(orphan('"waitlist_entries"'))
      .returning({ class_id: waitlistEntries.class_id }),
  ] as const;
}

// ---------------------------------------------------------------------------------------------
// The staff's view of a class's waitlist, and removing an entry (decision 037)
// ---------------------------------------------------------------------------------------------

export interface StaffWaitlistEntry {
  id: number;
  email: string;
  /** waiting, offered, claimed or checkout: the entries still on the list. */
  status: string;
  /** 1, 2, … for the waiting entries in the order they are offered seats; null for the others. */
  position: number | null;
  created_at: string;
  offered_at: string | null;
  /** Until when an offer can be claimed, or a claim holds its seat for the cart. */
  claim_expires_at: string | null;
}

/**
 * GET classes/{id}/waitlist: the entries still on the list — those holding a seat first (in the
 * order they were offered it), then the waiting ones in the order they will be offered seats.
 * 404 for an unknown class.
 */
export async function classWaitlist(db: Database, classId: number): Promise<StaffWaitlistEntry[]> {
  const d1 = db.$client;
  const cls = await d1.prepare(`SELECT id FROM classes WHERE id = ?1`).bind(classId).first();
  if (!cls) throw new ApiError(404, "NOT_FOUND", "Class was not found");
  const { results } = await d1
    .prepare(
      `SELECT id, email, status, created_at, offered_at, claim_expires_at,
         CASE status WHEN 'waiting' THEN row_number() OVER (PARTITION BY status = 'waiting' ORDER BY id) END AS position
       FROM waitlist_entries WHERE class_id = ?1 AND status IN ('waiting', 'offered', 'claimed', 'checkout')
       ORDER BY status = 'waiting', coalesce(offered_at, created_at), id`,
    )
    .bind(classId)
    .all<StaffWaitlistEntry>();
  return results;
}

/**
 * POST classes/{id}/waitlist/{entryId}/remove (registrations.update): staff take an entry off the
 * list. One batch: the seat an offer or claim held goes back, the entry becomes `removed`, and the
 * audit record is written — each only when the one before changed its row — and the person's
 * `waitlist_removed` e-mail is queued (decision 051's session: only when the record was written,
 * so a lost race e-mails nobody). The caller then announces the seat (seatsChanged), which offers
 * it to the next in line. 404 for an entry not of this class; 409 when it is no longer on the list
 * or a checkout already took its seat.
 */
export async function removeWaitlistEntry(db: Database, actor: Caller, classId: number, entryId: number, now: Date) {
  const d1 = db.$client;
  const entry = await d1
    .prepare(
      `SELECT w.id, w.email, w.status, w.claim_expires_at, c.name, c.date,
         coalesce((SELECT l.timezone FROM locations l WHERE l.id = c.location_id), '') AS timezone
       FROM waitlist_entries w JOIN classes c ON c.id = w.class_id
       WHERE w.id = ?1 AND w.class_id = ?2`,
    )
    .bind(entryId, classId)
    .first<{ id: number; email: string; status: string; claim_expires_at: string | null; name: string; date: string; timezone: string }>();
  if (!entry) throw new ApiError(404, "NOT_FOUND", "That entry is not on this class's waitlist");
  if (entry.status === "checkout") {
    throw new ApiError(409, "CONFLICT", "This seat is being paid for in a checkout: cancel the order instead");
  }
  if (!["waiting", "offered", "claimed"].includes(entry.status)) {
    throw new ApiError(409, "CONFLICT", "This entry is no longer on the waitlist");
  }
  const holdsSeat = entry.status === "offered" || entry.status === "claimed";
  const email = removedFromWaitlistEmail(entry);
  const at = now.toISOString();
  const [, removed] = await d1.batch([
    // The seat goes back only while the entry is still the one read (status and time unchanged).
    d1
      .prepare(
        `UPDATE classes SET seats_taken = max(0, seats_taken - 1)
         WHERE id = ?1 AND ?3 = 1 AND EXISTS (SELECT 1 FROM waitlist_entries WHERE id = ?2 AND status = ?4)`,
      )
      .bind(classId, entryId, holdsSeat ? 1 : 0, entry.status),
    d1
      .prepare(`UPDATE waitlist_entries SET status = 'removed', left_at = ?3 WHERE id = ?1 AND status = ?2 AND (changes() = 1 OR ?4 = 0)`)
      .bind(entryId, entry.status, at, holdsSeat ? 1 : 0),
    auditStatement(
      d1,
      {
        actor,
        action: "waitlist.remove",
        resource: "waitlist-entries",
        resourceId: entryId,
        before: { class_id: classId, email: entry.email, status: entry.status, claim_expires_at: entry.claim_expires_at },
        after: { class_id: classId, email: entry.email, status: "removed" },
      },
      "changes() = 1",
    ),
    // The person hears of it: after the audit record, so only when this batch removed the entry.
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT w.email, ?2, replace(?3, '${ORIGIN}', w.origin), replace(?4, '${ORIGIN}', w.origin), 'waitlist_removed', 'waitlist:' || w.id, ?5
         FROM waitlist_entries w WHERE w.id = ?1 AND w.status = 'removed' AND changes() = 1`,
      )
      .bind(entryId, email.subject, email.text, email.html, at),
  ]);
  if ((removed?.meta.changes ?? 0) !== 1) throw new ApiError(409, "CONFLICT", "This entry changed meanwhile; reload and try again");
  return { id: entryId, status: "removed", seat_freed: holdsSeat };
}
