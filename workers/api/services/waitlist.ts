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
import { ApiError } from "../lib/errors";
import { type Database } from "../db";
import { assertCartOpen, CART_LIMITS, type CartRow } from "./cart-state";
import { WAITLIST_CART_HOLD_MINUTES, WAITLIST_CLAIM_HOURS } from "../../core/waitlist";
import { joinEmail, offerEmail, ORIGIN } from "./waitlist-emails";

export { WAITLIST_CART_HOLD_MINUTES, WAITLIST_CLAIM_HOURS };
const CLAIM_MS = WAITLIST_CLAIM_HOURS * 60 * 60 * 1000;
const CART_HOLD_MS = WAITLIST_CART_HOLD_MINUTES * 60 * 1000;
export const WAITLIST_LINK_GONE = "This waitlist link is no longer valid: the offer was claimed, or its time ran out";

export const WAITLIST_LEAVE_GONE = "This waitlist link is no longer valid";


const SEATS = `(SELECT seats FROM reservation_sizes WHERE id = classes.reservation_size_id)`;

export function newToken(): string {
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
        `UPDATE classes SET seats_taken = max(0, seats_taken - (SELECT coalesce(sum(w.seats), 0) FROM waitlist_entries w
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
  /** The seats the offer holds: 1, or a party's whose class was canceled under its minimum (decision 065). */
  seats: number;
  /** A move offer of a canceled class's party, not a waitlist's (decision 065). */
  from_canceled_class: boolean;
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
      `SELECT w.status, w.claim_expires_at, w.seats, w.from_class_id, ${CLASS_COLUMNS} FROM waitlist_entries w ${CLASS_JOIN} WHERE w.token_hash = ?1`,
    )
    .bind(await hashToken(token))
    .first<{ status: string; claim_expires_at: string | null; seats: number; from_class_id: number | null } & ClassColumns>();
  if (!row) throw new ApiError(404, "NOT_FOUND", WAITLIST_LINK_GONE, { token: [WAITLIST_LINK_GONE] });
  return {
    status: row.status,
    claim_expires_at: row.claim_expires_at,
    seats: row.seats,
    from_canceled_class: row.from_class_id !== null,
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
           CASE t.offer WHEN 'portions' THEN 0 WHEN 'pairs' THEN max(1, w.seats / 2) ELSE w.seats END
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
        `UPDATE classes SET seats_taken = max(0, seats_taken - (SELECT seats FROM waitlist_entries WHERE ${BY_LEAVE_TOKEN} AND status IN ('offered', 'claimed')))
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
