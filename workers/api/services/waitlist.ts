/**
 * Waitlists of full classes (decision 037). Joining: an e-mail, once per class, only while the
 * class is full. Offering: when seats free, `seatsChanged` (decision 036) calls offerFreedSeats,
 * and each offer is ONE batch whose first statement takes a seat exactly like a checkout's seat
 * hold (`seats_taken + 1 <= seats`), then — only when it did (`changes() = 1`) — marks the next
 * waiting entry offered and queues its e-mail. An open claim therefore counts against the seats
 * like a hold, and concurrent frees and claims can never make more open claims than free seats.
 * Claiming: an offered, unexpired entry becomes claimed and the class is put in the visitor's
 * cart, in one batch; the claim KEEPS the seat for WAITLIST_CART_HOLD_MINUTES, and the cart's
 * checkout takes that held seat over as its own hold (holds.ts, kind `waitlist`) instead of taking
 * a new one, so nobody can take the seat between claim and payment. An unclaimed offer or an
 * unpaid claim passes on lazily: the checkout sweep (every checkout start and the 5-minute cron)
 * gives its seat back and offers it again. Leaving (a link in the join and offer e-mails) gives
 * back the seat an offer or claim held.
 */
import { sql, type SQL } from "drizzle-orm";
import { ApiError } from "../lib/errors";
import { type Database, schema } from "../db";
import { assertCartOpen, CART_LIMITS, type CartRow } from "./cart-state";
import { formatClassDate, formatClassTime } from "../../core/dates";
import { WAITLIST_CART_HOLD_MINUTES, WAITLIST_CLAIM_HOURS } from "../../core/waitlist";
import { escapeHtml, htmlDocument, paragraph, type EmailBody } from "./emails";
import { auditStatement } from "./audit";
import type { Caller } from "./users";

export { WAITLIST_CART_HOLD_MINUTES, WAITLIST_CLAIM_HOURS };
const CLAIM_MS = WAITLIST_CLAIM_HOURS * 60 * 60 * 1000;
const CART_HOLD_MS = WAITLIST_CART_HOLD_MINUTES * 60 * 1000;
/** Replaced by the entry's origin in the statement that queues the e-mail. */
const ORIGIN = "{{ORIGIN}}";
export const WAITLIST_LINK_GONE = "This waitlist link is no longer valid: the offer was claimed, or its time ran out";

export const WAITLIST_LEAVE_GONE = "This waitlist link is no longer valid";

export const waitlistPaths = {
  claim: (token: string) => `/waitlist/claim/${token}`,
  leave: (token: string) => `/waitlist/leave/${token}`,
};

const SEATS = `(SELECT seats FROM reservation_sizes WHERE id = classes.reservation_size_id)`;

function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface WaitlistJoin {
  class_id?: number;
  sku?: string;
  email: string;
}

interface ClassRow {
  id: number;
  sku: string;
  name: string;
  date: string;
  canceled: number;
  published: number;
  status: string;
  class_is_public: number;
  seats_taken: number;
  seats: number;
  timezone: string;
}

async function findClass(db: Database, ref: { class_id?: number; sku?: string }): Promise<ClassRow | null> {
  const byId = ref.class_id !== undefined;
  return db.$client
    .prepare(
      `SELECT c.id, c.sku, c.name, c.date, c.canceled, c.published, c.status, c.class_is_public, c.seats_taken, r.seats,
         coalesce((SELECT l.timezone FROM locations l WHERE l.id = c.location_id), '') AS timezone
       FROM classes c JOIN reservation_sizes r ON r.id = c.reservation_size_id
       WHERE ${byId ? "c.id = ?1" : "c.sku = ?1"} LIMIT 1`,
    )
    .bind(byId ? ref.class_id : ref.sku)
    .first<ClassRow>();
}

/**
 * POST waitlist: puts the e-mail on the class's waitlist. 404 unknown class, 409 canceled, past
 * or not full (buy a seat instead). The answer is the same whether the e-mail was already on it.
 */
export async function joinWaitlist(db: Database, join: WaitlistJoin, origin: string, now: Date) {
  const cls = await findClass(db, join);
  const hidden = cls && !cls.class_is_public && join.class_id !== undefined;
  if (!cls || !cls.published || cls.status === "archived" || hidden) {
    throw new ApiError(404, "NOT_FOUND", "We couldn't find that class");
  }
  if (cls.canceled) throw new ApiError(409, "CLASS_CANCELED", "This class was canceled");
  if (cls.status !== "scheduled" || cls.date <= now.toISOString()) {
    throw new ApiError(409, "CLASS_PAST", "This class has already taken place");
  }
  // The fullness check is part of the insert, so it is true of the moment the entry is written;
  // the e-mail (with the leave link) is queued only when the entry was written.
  const d1 = db.$client;
  const leaveToken = newToken();
  const email = joinEmail(cls, leaveToken);
  const at = now.toISOString();
  const [inserted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO waitlist_entries (class_id, email, origin, status, created_at, leave_token_hash)
         SELECT ?1, ?2, ?3, 'waiting', ?4, ?5
         FROM classes WHERE id = ?1 AND seats_taken >= ${SEATS}
         ON CONFLICT (class_id, email) DO NOTHING`,
      )
      .bind(cls.id, join.email, origin, at, await hashToken(leaveToken)),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT ?1, ?2, replace(?3, '${ORIGIN}', ?5), replace(?4, '${ORIGIN}', ?5), 'waitlist_join', 'waitlist:' || last_insert_rowid(), ?6
         WHERE changes() = 1`,
      )
      .bind(join.email, email.subject, email.text, email.html, origin, at),
  ]);
  const joined = (inserted?.meta.changes ?? 0) === 1;
  if (!joined) {
    const already = await d1
      .prepare(`SELECT 1 AS one FROM waitlist_entries WHERE class_id = ?1 AND email = ?2`)
      .bind(cls.id, join.email)
      .first();
    if (!already) {
      throw new ApiError(409, "CLASS_NOT_FULL", "This class has seats: add it to your cart instead", {
        email: ["This class has seats: add it to your cart instead"],
      });
    }
  }
  return { class_id: cls.id, sku: cls.sku, email: join.email, already_on_list: !joined };
}

/** "Saturday, December 12 at 10:00 AM" in the class's kitchen's time zone. */
function classWhen(cls: { date: string; timezone?: string }): string {
  return `${formatClassDate(cls.date, cls.timezone || null)} at ${formatClassTime(cls.date, cls.timezone || null)}`;
}

export function joinEmail(cls: { name: string; date: string; timezone?: string }, leaveToken: string): EmailBody {
  const leave = `${ORIGIN}${waitlistPaths.leave(leaveToken)}`;
  const intro = `You're on the waitlist for ${cls.name} on ${classWhen(cls)}.`;
  const how = `If a seat opens, we'll e-mail you a link that holds it for you for ${WAITLIST_CLAIM_HOURS} hours; if you don't claim it by then, it goes to the next person on the list. People are offered seats in the order they joined.`;
  const out = "Changed your mind? Leave the waitlist:";
  return {
    subject: `You're on the waitlist for ${cls.name}`,
    text: ["Hi,", "", intro, "", how, "", `${out} ${leave}`].join("\n"),
    html: htmlDocument(
      "You're on the waitlist",
      [
        paragraph("Hi,"),
        paragraph(intro),
        paragraph(how),
        `<p>Changed your mind? <a href="${escapeHtml(leave)}">Leave the waitlist</a></p>`,
      ].join("\n"),
    ),
  };
}

export function offerEmail(cls: { name: string; date: string; timezone?: string }, token: string): EmailBody {
  const link = `${ORIGIN}${waitlistPaths.claim(token)}`;
  const leave = `${ORIGIN}${waitlistPaths.leave(token)}`;
  const offer = `Good news: a seat opened in ${cls.name} on ${classWhen(cls)}, and we're holding it for you for the next ${WAITLIST_CLAIM_HOURS} hours.`;
  const hold = `Claiming puts the seat in your cart and holds it there for ${WAITLIST_CART_HOLD_MINUTES} minutes while you check out. If you don't claim it within ${WAITLIST_CLAIM_HOURS} hours, it goes to the next person on the waitlist.`;
  const out = "Can't make it? Let the next person have the seat:";
  return {
    subject: `A seat opened in ${cls.name}: claim it within ${WAITLIST_CLAIM_HOURS} hours`,
    text: ["Hi,", "", offer, "", `Claim your seat: ${link}`, "", hold, "", `${out} ${leave}`].join("\n"),
    html: htmlDocument(
      "A seat opened",
      [
        paragraph("Hi,"),
        paragraph(offer),
        `<p><a href="${escapeHtml(link)}">Claim my seat</a></p>`,
        paragraph(hold),
        `<p>Can't make it? <a href="${escapeHtml(leave)}">Leave the waitlist</a> and let the next person have the seat.</p>`,
      ].join("\n"),
    ),
  };
}

interface OfferClass {
  id: number;
  name: string;
  date: string;
  timezone: string;
}

/**
 * One offer: takes a seat of the class for the next waiting entry, marks it offered with a fresh
 * token and queues its e-mail — all or nothing. True when a seat was offered.
 */
async function offerOne(db: Database, cls: OfferClass, now: Date) {
  const d1 = db.$client;
  const token = newToken();
  const hash = await hashToken(token);
  const email = offerEmail(cls, token);
  const at = now.toISOString();
  const waiting = `SELECT id FROM waitlist_entries WHERE class_id = ?1 AND status = 'waiting' ORDER BY id LIMIT 1`;
  const withOrigin = (position: number) => `replace(?${position}, '${ORIGIN}', w.origin)`;
  const [seat] = await d1.batch([
    d1
      .prepare(
        `UPDATE classes SET seats_taken = seats_taken + 1
         WHERE id = ?1 AND canceled = 0 AND status = 'scheduled' AND date > ?2
           AND seats_taken + 1 <= ${SEATS} AND EXISTS (${waiting})`,
      )
      .bind(cls.id, at),
    d1
      .prepare(
        `UPDATE waitlist_entries SET status = 'offered', token_hash = ?2, offered_at = ?3, claim_expires_at = ?4
         WHERE id = (${waiting}) AND changes() = 1`,
      )
      .bind(cls.id, hash, at, new Date(now.getTime() + CLAIM_MS).toISOString()),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT w.email, ?2, ${withOrigin(3)}, ${withOrigin(4)}, 'waitlist_offer', 'waitlist:' || w.id, ?5
         FROM waitlist_entries w WHERE w.token_hash = ?1 AND changes() = 1`,
      )
      .bind(hash, email.subject, email.text, email.html, at),
  ]);
  return (seat?.meta.changes ?? 0) === 1;
}

/**
 * Offers the free seats of the classes to their waitlists, one offer per free seat, until an
 * offer takes nothing (no seat left or nobody waiting). Called by seatsChanged.
 */
export async function offerFreedSeats(db: Database, classIds: readonly number[], now: Date): Promise<number> {
  let offered = 0;
  for (const id of new Set(classIds)) {
    const cls = await db.$client
      .prepare(
        `SELECT c.id, c.name, c.date, coalesce((SELECT l.timezone FROM locations l WHERE l.id = c.location_id), '') AS timezone
         FROM classes c
         WHERE c.id = ?1 AND EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.class_id = c.id AND w.status = 'waiting')`,
      )
      .bind(id)
      .first<OfferClass>();
    if (!cls) continue;
    // Bounded: each pass either takes a seat or stops.
    for (let round = 0; round < 100 && (await offerOne(db, cls, now)); round += 1) offered += 1;
  }
  return offered;
}

/**
 * Offers past their time, and claims whose cart hold ran out before a checkout took the seat,
 * pass on: their seats are given back and the entries become `passed`, in one batch. Answers the classes whose seats were given back (the caller announces them,
 * which offers them to the next in line).
 */
export async function passExpiredOffers(db: Database, now: Date): Promise<number[]> {
  const d1 = db.$client;
  const expired = `SELECT class_id FROM waitlist_entries WHERE status IN ('offered', 'claimed') AND claim_expires_at <= ?1`;
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE classes SET seats_taken = max(0, seats_taken - (SELECT count(*) FROM waitlist_entries w
           WHERE w.class_id = classes.id AND w.status IN ('offered', 'claimed') AND w.claim_expires_at <= ?1))
         WHERE id IN (${expired})`,
      )
      .bind(now.toISOString()),
    d1
      .prepare(
        `UPDATE waitlist_entries SET status = 'passed'
         WHERE status IN ('offered', 'claimed') AND claim_expires_at <= ?1 RETURNING class_id`,
      )
      .bind(now.toISOString()),
  ]);
  const rows = (results[1]?.results ?? []) as Array<{ class_id: number }>;
  return [...new Set(rows.map((row) => row.class_id))];
}

/** A waitlist entry's class as the claim and leave pages show it. */
export interface WaitlistClassJson {
  id: number;
  sku: string;
  name: string;
  date: string;
  location: { name: string; timezone: string };
}

export interface WaitlistOfferJson {
  status: string;
  claim_expires_at: string | null;
  class: WaitlistClassJson;
}

const CLASS_COLUMNS = `c.id, c.sku, c.name, c.date, coalesce(l.name, '') AS location_name, coalesce(l.timezone, '') AS timezone`;
const CLASS_JOIN = `JOIN classes c ON c.id = w.class_id LEFT JOIN locations l ON l.id = c.location_id`;
interface ClassColumns {
  id: number;
  sku: string;
  name: string;
  date: string;
  location_name: string;
  timezone: string;
}
const classJson = (row: ClassColumns): WaitlistClassJson => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  date: row.date,
  location: { name: row.location_name, timezone: row.timezone },
});

/** GET waitlist/claims/{token}: what the claim link offers, for the claim page. 404 unknown. */
export async function findOffer(db: Database, token: string): Promise<WaitlistOfferJson> {
  const row = await db.$client
    .prepare(
      `SELECT w.status, w.claim_expires_at, ${CLASS_COLUMNS} FROM waitlist_entries w ${CLASS_JOIN} WHERE w.token_hash = ?1`,
    )
    .bind(await hashToken(token))
    .first<{ status: string; claim_expires_at: string | null } & ClassColumns>();
  if (!row) throw new ApiError(404, "NOT_FOUND", WAITLIST_LINK_GONE, { token: [WAITLIST_LINK_GONE] });
  return {
    status: row.status,
    claim_expires_at: row.claim_expires_at,
    class: classJson(row),
  };
}

/**
 * POST waitlist/claims: an offered, unexpired entry becomes claimed — its seat stays held, now
 * for the cart, until WAITLIST_CART_HOLD_MINUTES from now — and the class is put in the cart
 * (with the class type's first portion option, or one guest or couple where the type sells seats:
 * decision 040; the cart can change it without a seat): one
 * batch, each statement conditional on the one before. The cart's checkout takes the held seat
 * over (holds.ts). 410 when the link is unknown, claimed already or ran out; the cart's own
 * errors otherwise.
 */
export async function claimOffer(db: Database, token: string, cart: CartRow, now: Date) {
  assertCartOpen(cart);
  const d1 = db.$client;
  const hash = await hashToken(token);
  const at = now.toISOString();
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE waitlist_entries SET status = 'claimed', claimed_at = ?2, cart_uuid = ?3, claim_expires_at = ?5
         WHERE token_hash = ?1 AND status = 'offered' AND claim_expires_at > ?2
           AND EXISTS (SELECT 1 FROM carts WHERE uuid = ?3 AND status = 'open')
           AND (SELECT count(*) FROM cart_classes WHERE cart_uuid = ?3) < ?4
         RETURNING class_id`,
      )
      .bind(hash, at, cart.uuid, CART_LIMITS.classes, new Date(now.getTime() + CART_HOLD_MS).toISOString()),
    d1
      .prepare(
        `INSERT INTO cart_classes (cart_uuid, class_id, portion_size_id, portion_quantity_id, guests)
         SELECT ?2, c.id, coalesce(p.portion_size_id, (SELECT min(id) FROM portion_sizes)),
           coalesce(p.portion_quantity_id, (SELECT min(id) FROM portion_quantities)),
           CASE t.offer WHEN 'portions' THEN 0 ELSE 1 END
         FROM waitlist_entries w JOIN classes c ON c.id = w.class_id
           JOIN class_types t ON t.id = c.class_type_id
           LEFT JOIN portion_prices p ON p.class_type_id = c.class_type_id AND t.offer = 'portions'
         WHERE w.token_hash = ?1 AND w.status = 'claimed' AND w.cart_uuid = ?2 AND changes() = 1
         ORDER BY p.portion_size_id, p.portion_quantity_id LIMIT 1
         ON CONFLICT (cart_uuid, class_id) DO NOTHING`,
      )
      .bind(hash, cart.uuid),
    d1.prepare(`UPDATE carts SET updated_at = ?2 WHERE uuid = ?1`).bind(cart.uuid, at),
  ]);
  const claimed = (results[0]?.results ?? []) as Array<{ class_id: number }>;
  if (claimed.length === 0) {
    throw new ApiError(410, "GONE", WAITLIST_LINK_GONE, { token: [WAITLIST_LINK_GONE] });
  }
  return { class_id: claimed[0]!.class_id, cart_uuid: cart.uuid };
}

// ---------------------------------------------------------------------------------------------
// Leaving (the link in the join e-mail, or the offer's own link)
// ---------------------------------------------------------------------------------------------

export interface WaitlistEntryJson {
  status: string;
  class: WaitlistClassJson;
}

const BY_LEAVE_TOKEN = `(token_hash = ?1 OR leave_token_hash = ?1)`;

/** GET waitlist/entries/{token}: the entry a leave link names. 404 unknown. */
export async function findEntry(db: Database, token: string): Promise<WaitlistEntryJson> {
  const row = await db.$client
    .prepare(
      `SELECT w.status, ${CLASS_COLUMNS} FROM waitlist_entries w ${CLASS_JOIN}
       WHERE w.token_hash = ?1 OR w.leave_token_hash = ?1`,
    )
    .bind(await hashToken(token))
    .first<{ status: string } & ClassColumns>();
  if (!row) throw new ApiError(404, "NOT_FOUND", WAITLIST_LEAVE_GONE, { token: [WAITLIST_LEAVE_GONE] });
  return { status: row.status, class: classJson(row) };
}

/**
 * POST waitlist/leave: the entry becomes `left`; a seat its offer or claim held is given back in
 * the same batch (`freedSeatOf`: the caller announces it, and seatsChanged offers it to the next
 * in line). Leaving twice answers the same. 404 for
 * an unknown link; 409 when a checkout has already taken the claimed seat.
 */
export async function leaveWaitlist(
  db: Database,
  token: string,
  now: Date,
): Promise<{ entry: WaitlistEntryJson; freedSeatOf: number | null }> {
  const entry = await findEntry(db, token);
  if (entry.status === "checkout") {
    throw new ApiError(409, "CONFLICT", "This seat is in a checkout already: cancel the order instead", {
      token: ["This seat is in a checkout already: cancel the order instead"],
    });
  }
  const d1 = db.$client;
  const hash = await hashToken(token);
  const [seat, left] = await d1.batch([
    d1
      .prepare(
        `UPDATE classes SET seats_taken = max(0, seats_taken - 1)
         WHERE id = (SELECT class_id FROM waitlist_entries WHERE ${BY_LEAVE_TOKEN} AND status IN ('offered', 'claimed'))`,
      )
      .bind(hash),
    d1
      .prepare(
        `UPDATE waitlist_entries SET status = 'left', left_at = ?2
         WHERE ${BY_LEAVE_TOKEN} AND status IN ('waiting', 'offered', 'claimed')`,
      )
      .bind(hash, now.toISOString()),
  ]);
  const moved = (left?.meta.changes ?? 0) === 1;
  return {
    entry: { ...entry, status: moved || entry.status === "left" ? "left" : entry.status },
    // The caller announces a seat given back (seatsChanged), which offers it to the next in line.
    freedSeatOf: (seat?.meta.changes ?? 0) === 1 ? entry.class.id : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Staff changes of the class: canceled, made smaller (decision 037, second session of 2026-11-26)
// ---------------------------------------------------------------------------------------------

/** The entries that hold a seat of the class `classId` (an SQL expression): offers and claims. */
export const heldByWaitlist = (classId: string) =>
  `(SELECT count(*) FROM waitlist_entries w WHERE w.class_id = ${classId} AND w.status IN ('offered', 'claimed'))`;

export function classCanceledWaitlistEmail(cls: { name: string; date: string; timezone?: string }): EmailBody {
  const what = `We're sorry: ${cls.name} on ${classWhen(cls)} has been canceled, so its waitlist is closed. Any seat we offered you is no longer available, and nothing was charged.`;
  const more = `Other classes: ${ORIGIN}/classes`;
  return {
    subject: `${cls.name} was canceled: its waitlist is closed`,
    text: ["Hi,", "", what, "", more].join("\n"),
    html: htmlDocument(
      "The class was canceled",
      [paragraph("Hi,"), paragraph(what), `<p><a href="${escapeHtml(`${ORIGIN}/classes`)}">See other classes</a></p>`].join("\n"),
    ),
  };
}

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

export function offerWithdrawnEmail(cls: { name: string; date: string; timezone?: string }): EmailBody {
  const what = `We're sorry: the seat we offered you in ${cls.name} on ${classWhen(cls)} is no longer available, because the class was made smaller. Its claim link no longer works.`;
  const back = "You're back on the waitlist in your place: if a seat opens again, we'll e-mail you a new link. The leave link in your first e-mail still works.";
  return {
    subject: `The seat offered in ${cls.name} is no longer available`,
    text: ["Hi,", "", what, "", back].join("\n"),
    html: htmlDocument("The offered seat is no longer available", [paragraph("Hi,"), paragraph(what), paragraph(back)].join("\n")),
  };
}

/** The open offers (not yet claimed) of a class: the seats a smaller class may take back. */
export async function openOffers(db: Database, classId: number): Promise<number> {
  const row = await db.$client
    .prepare(`SELECT count(*) AS n FROM waitlist_entries WHERE class_id = ?1 AND status = 'offered'`)
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
    where o.class_id = ${classId} and o.status = 'offered') <= ${seats})`;
  const newest = sql`select id from waitlist_entries where class_id = ${classId} and status = 'offered'
    order by offered_at desc, id desc limit max(0, (select seats_taken from classes where id = ${classId}) - ${seats})`;
  return [
    // INSERT … SELECT names every column of outbox_emails in its order (id null: the next one).
    db.insert(schema.outboxEmails).select(sql`
      select null, w.email, ${email.subject}, ${email.text}, ${email.html}, 'waitlist_withdrawn', 'waitlist:' || w.id, ${now.toISOString()}, null
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
      .set({ seats_taken: sql`max(0, ${classes.seats_taken} - (select count(*) from waitlist_entries w where w.class_id = ${classes.id} and ${orphan("w")}))` })
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

/** The e-mail of a person staff took off a class's waitlist, with a link to the classes. */
export function removedFromWaitlistEmail(cls: { name: string; date: string; timezone?: string }): EmailBody {
  const what = `We've taken you off the waitlist of ${cls.name} on ${classWhen(cls)}. You won't be offered a seat in it, and nothing was charged.`;
  const more = `Other classes: ${ORIGIN}/classes`;
  return {
    subject: `You're no longer on the waitlist for ${cls.name}`,
    text: ["Hi,", "", what, "", more].join("\n"),
    html: htmlDocument(
      "You're no longer on the waitlist",
      [paragraph("Hi,"), paragraph(what), `<p><a href="${escapeHtml(`${ORIGIN}/classes`)}">See other classes</a></p>`].join("\n"),
    ),
  };
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
        resource: "waitlist_entries",
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
