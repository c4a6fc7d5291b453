/**
 * Checkout holds (decision 009): what a checkout takes while the customer pays (a seat per
 * class, a gift card's applied amount, a promotion's and a code's use, the customer's
 * redemption) and gives back when it is not paid. D1 has no interactive transactions, so each
 * hold is ONE conditional statement whose `meta.changes` says whether it was taken, paired in
 * one batch with the `checkout_holds` row that records it (written only when `changes()` = 1),
 * so a hold is never taken without its record. Giving back is one batch that reads the records.
 */
import { type Database } from "../db";
import { encodeFailure, FAILURES, type Hold } from "./checkout-state";
import { seatsChanged, type SeatEnv } from "./seats";
import { passExpiredOffers } from "./waitlist";

/**
 * The state the checkout must be in for a hold to be taken: pending with no reason while it
 * starts, or expired and marked RETAKING while a late payment takes its holds again (§5).
 * A checkout released meanwhile (cancelled, replaced, swept) takes nothing more.
 */
export interface HoldGuard {
  status: "pending" | "expired";
  reason: string;
}

export const STARTING: HoldGuard = { status: "pending", reason: "" };

/** Marks an expired checkout whose holds a late payment is taking again (decision 012). */
export const RETAKING_REASON = "RETAKING: A late payment is taking the holds again";
export const RETAKING: HoldGuard = { status: "expired", reason: RETAKING_REASON };

/** A RETAKING mark older than this belongs to an attempt that died; the sweep clears it. */
const STALE_RETAKE_MS = 2 * 60_000;

const GUARD = `EXISTS (SELECT 1 FROM checkouts WHERE id = ?9 AND status = ?10 AND coalesce(failure_reason, '') = ?11)`;

/** The conditional statement of a hold; ?9–?11 are the guard, ?12 the time. */
function holdStatement(d1: D1Database, hold: Hold, checkoutId: string, guard: HoldGuard, now: string) {
  // D1 binds by position up to the highest ?N a statement names: pad the gap, add ?12 if used.
  const bindGuard = (statement: D1PreparedStatement, ...values: unknown[]) => {
    const padded = [...values, ...Array<null>(8 - values.length).fill(null)];
    const usesNow = hold.kind === "redemption";
    return statement.bind(...padded, checkoutId, guard.status, guard.reason, ...(usesNow ? [now] : []));
  };
  switch (hold.kind) {
    case "seat":
      return bindGuard(
        d1.prepare(
          `UPDATE classes SET seats_taken = seats_taken + ?2
           WHERE id = ?1 AND canceled = 0 AND ?2 >= 1
             AND seats_taken + ?2 <= (SELECT seats FROM reservation_sizes WHERE id = classes.reservation_size_id)
             AND ${GUARD}`,
        ),
        hold.classId,
        hold.seats,
      );
    case "gift_card":
      return bindGuard(
        d1.prepare(
          `UPDATE gift_cards SET balance_cents = balance_cents - ?2
           WHERE id = ?1 AND status = 'active' AND balance_cents >= ?2 AND ${GUARD}`,
        ),
        hold.giftCardId,
        hold.amountCents,
      );
    case "promotion":
    case "code":
      // One use of the promotion or of the code, within its usage limit (the same columns on both).
      return bindGuard(
        d1.prepare(
          `UPDATE ${hold.kind === "promotion" ? "promotions" : "codes"} SET uses = uses + 1
           WHERE id = ?1 AND (usage_limit IS NULL OR uses < usage_limit) AND ${GUARD}`,
        ),
        refOf(hold),
      );
    case "redemption":
      // The per-customer limit: held and redeemed uses of this promotion by this e-mail.
      return bindGuard(
        d1.prepare(
          `INSERT INTO promotion_redemptions (promotion_id, code_id, customer_key, checkout_id, status, created_at)
           SELECT ?1, ?2, ?3, ?9, 'held', ?12
           WHERE ${GUARD}
             AND ((SELECT per_customer_limit FROM promotions WHERE id = ?1) IS NULL
               OR (SELECT count(*) FROM promotion_redemptions
                   WHERE promotion_id = ?1 AND customer_key = ?3 AND status != 'released')
                  < (SELECT per_customer_limit FROM promotions WHERE id = ?1))`,
        ),
        hold.promotionId,
        hold.codeId,
        hold.customerKey,
      );
  }
}

function refOf(hold: Hold): number | null {
  switch (hold.kind) {
    case "seat":
      return hold.classId;
    case "gift_card":
      return hold.giftCardId;
    case "promotion":
      return hold.promotionId;
    case "code":
      return hold.codeId;
    case "redemption":
      return null; // the row the hold statement just inserted
  }
}

/**
 * The record of a hold, written only when the statement before it changed a row: one row per
 * seat of a seat hold (decision 040: giving back counts the rows), one row for the others.
 */
function recordStatement(d1: D1Database, hold: Hold, checkoutId: string) {
  const ref = refOf(hold);
  const rows = hold.kind === "seat" ? hold.seats : 1;
  return d1
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?5)
       INSERT INTO checkout_holds (checkout_id, kind, ref_id, amount_cents, released)
       SELECT ?1, ?2, ${ref === null ? "last_insert_rowid()" : "?3"}, ?4, 0 FROM n WHERE changes() = 1`,
    )
    .bind(checkoutId, hold.kind, ref, hold.kind === "gift_card" ? hold.amountCents : 0, rows);
}

/**
 * The seats the checkout's cart holds through a waitlist claim (decision 037) — one, or a move
 * offer's party (decision 065) — are taken over, not taken again: the claim becomes `checkout`
 * and the hold is recorded as kind `waitlist` (the class's seats_taken already counts it). Held
 * seats beyond the line's (its guests lowered since) go back to the class in the same batch.
 * Given back, the hold returns to the claim (releaseStatements). Answers the seats taken over.
 */
async function takeClaimedSeats(db: Database, checkoutId: string, guard: HoldGuard, classId: number, seats: number, now: Date): Promise<number> {
  const d1 = db.$client;
  const claim = await d1
    .prepare(
      `SELECT id, seats FROM waitlist_entries WHERE class_id = ?1 AND status = 'claimed' AND claim_expires_at > ?2
         AND cart_uuid = (SELECT cart_uuid FROM checkouts WHERE id = ?3) ORDER BY id LIMIT 1`,
    )
    .bind(classId, now.toISOString(), checkoutId)
    .first<{ id: number; seats: number }>();
  if (!claim) return 0;
  const kept = Math.min(claim.seats, seats);
  const [taken] = await d1.batch([
    d1
      .prepare(
        `UPDATE waitlist_entries SET status = 'checkout', seats = ?5
         WHERE id = ?1 AND status = 'claimed' AND claim_expires_at > ?2
           AND EXISTS (SELECT 1 FROM checkouts WHERE id = ?3 AND status = ?4 AND coalesce(failure_reason, '') = ?6)`,
      )
      .bind(claim.id, now.toISOString(), checkoutId, guard.status, kept, guard.reason),
    d1.prepare(`UPDATE classes SET seats_taken = max(0, seats_taken - ?2) WHERE id = ?1 AND changes() = 1`).bind(classId, claim.seats - kept),
    d1
      .prepare(
        `INSERT INTO checkout_holds (checkout_id, kind, ref_id, amount_cents, released)
         SELECT ?1, 'waitlist', ?2, 0, 0 WHERE changes() = 1`,
      )
      .bind(checkoutId, classId),
  ]);
  return (taken?.meta.changes ?? 0) === 1 ? kept : 0;
}

/** Takes one hold; false when it could not be taken (full, spent, used up, or released). */
export async function takeHold(db: Database, checkoutId: string, guard: HoldGuard, hold: Hold, now: Date) {
  if (hold.kind === "seat") {
    const claimed = await takeClaimedSeats(db, checkoutId, guard, hold.classId, hold.seats, now);
    // A line of more guests than the claim held (decision 040) takes its other seats as an ordinary hold.
    if (claimed >= hold.seats) return true;
    hold = { ...hold, seats: hold.seats - claimed };
  }
  const d1 = db.$client;
  const [taken] = await d1.batch([
    holdStatement(d1, hold, checkoutId, guard, now.toISOString()),
    recordStatement(d1, hold, checkoutId),
  ]);
  return (taken?.meta.changes ?? 0) === 1;
}

/**
 * Takes the holds in order; the first that fails is answered (the ones taken stay recorded).
 * Seats taken are announced (seatsChanged, decision 036) once the holds are in.
 */
export async function takeHolds(
  db: Database,
  checkoutId: string,
  guard: HoldGuard,
  holds: readonly Hold[],
  now: Date,
  seats: SeatEnv,
): Promise<Hold | null> {
  const seatClasses: number[] = [];
  try {
    for (const hold of holds) {
      if (!(await takeHold(db, checkoutId, guard, hold, now))) return hold;
      if (hold.kind === "seat") seatClasses.push(hold.classId);
    }
    return null;
  } finally {
    await seatsChanged(seats, seatClasses);
  }
}

// ---------------------------------------------------------------------------------------------
// Giving holds back
// ---------------------------------------------------------------------------------------------

/** Only an unpaid checkout gives back; a paid one's holds became the order's seats and money. */
const RELEASABLE = `(SELECT status FROM checkouts WHERE id = ?1) IN ('pending', 'expired')`;
const UNRELEASED = (kind: Hold["kind"] | "waitlist") =>
  `SELECT ref_id FROM checkout_holds WHERE checkout_id = ?1 AND kind = '${kind}' AND released = 0`;
const COUNT_OF = (kind: Hold["kind"], column: string) =>
  `(SELECT count(*) FROM checkout_holds h
    WHERE h.checkout_id = ?1 AND h.kind = '${kind}' AND h.released = 0 AND h.ref_id = ${column})`;

/**
 * One batch (one transaction) that gives back every hold of the checkout not yet given back,
 * then marks them released and moves the checkout to `status` with `reason`. Running it twice,
 * or at the same time as another release, gives back nothing twice: the second sees the holds
 * released. It does nothing to a paid checkout.
 */
export function releaseStatements(db: Database, release: Release, now: Date): D1PreparedStatement[] {
  const { checkoutId, status, reason, from } = release;
  const d1 = db.$client;
  const instant = now.toISOString();
  const statement = (query: string, ...values: unknown[]) => d1.prepare(query).bind(checkoutId, ...values);
  return [
    statement(
      `UPDATE classes SET seats_taken = max(0, seats_taken - ${COUNT_OF("seat", "classes.id")})
       WHERE id IN (${UNRELEASED("seat")}) AND ${RELEASABLE}`,
    ),
    statement(
      `UPDATE gift_cards SET balance_cents = balance_cents + (SELECT coalesce(sum(h.amount_cents), 0) FROM checkout_holds h
         WHERE h.checkout_id = ?1 AND h.kind = 'gift_card' AND h.released = 0 AND h.ref_id = gift_cards.id)
       WHERE id IN (${UNRELEASED("gift_card")}) AND ${RELEASABLE}`,
    ),
    statement(
      `UPDATE promotions SET uses = max(0, uses - ${COUNT_OF("promotion", "promotions.id")})
       WHERE id IN (${UNRELEASED("promotion")}) AND ${RELEASABLE}`,
    ),
    statement(
      `UPDATE codes SET uses = max(0, uses - ${COUNT_OF("code", "codes.id")})
       WHERE id IN (${UNRELEASED("code")}) AND ${RELEASABLE}`,
    ),
    statement(
      `UPDATE promotion_redemptions SET status = 'released'
       WHERE id IN (${UNRELEASED("redemption")}) AND status = 'held' AND ${RELEASABLE}`,
    ),
    // A seat taken over from a waitlist claim goes back to the claim (still held for the cart
    // until its own time runs out; the waitlist's sweep gives it back then), not to the class.
    statement(
      `UPDATE waitlist_entries SET status = 'claimed'
       WHERE status = 'checkout' AND cart_uuid = (SELECT cart_uuid FROM checkouts WHERE id = ?1)
         AND class_id IN (${UNRELEASED("waitlist")}) AND ${RELEASABLE}`,
    ),
    statement(
      `UPDATE checkout_holds SET released = 1 WHERE checkout_id = ?1 AND released = 0 AND ${RELEASABLE}
       RETURNING kind, ref_id`,
    ),
    statement(
      `UPDATE checkouts SET status = ?2, failure_reason = ?3, updated_at = ?4
       WHERE id = ?1 AND status IN (${from.map((state) => `'${state}'`).join(", ")})`,
      status,
      reason,
      instant,
    ),
  ];
}

export interface Release {
  checkoutId: string;
  /** expired: not paid in time or let go; failed: can't be paid (holds or payment refused). */
  status: "expired" | "failed";
  reason: string;
  /** The states the checkout may be moved from. */
  from: ReadonlyArray<"pending" | "expired">;
}

/**
 * Gives back the checkout's holds; true when this call moved the checkout. The seats it gave
 * back are announced (seatsChanged, decision 036) after the batch.
 */
export async function releaseCheckout(db: Database, release: Release, now: Date, seats: SeatEnv): Promise<boolean> {
  const results = await db.$client.batch(releaseStatements(db, release, now));
  const released = (results.at(-2)?.results ?? []) as Array<{ kind: string; ref_id: number | null }>;
  await seatsChanged(
    seats,
    released.flatMap((hold) => (hold.kind === "seat" && hold.ref_id !== null ? [hold.ref_id] : [])),
  );
  return (results.at(-1)?.meta.changes ?? 0) === 1;
}

/**
 * Gives back the holds of checkouts whose 15 minutes ran out, and of late-payment retakes that
 * died part-way. Runs before every checkout starts and from the scheduled handler; each release
 * is its own batch, safe to run beside any other.
 */
export async function sweepExpiredCheckouts(db: Database, now: Date, seats: SeatEnv, limit = 50): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_RETAKE_MS).toISOString();
  const { results } = await db.$client
    .prepare(
      `SELECT id, status FROM checkouts
       WHERE (status = 'pending' AND expires_at <= ?1)
          OR (status = 'expired' AND failure_reason = ?2 AND updated_at <= ?3)
       LIMIT ?4`,
    )
    .bind(now.toISOString(), RETAKING_REASON, staleBefore, limit)
    .all<{ id: string; status: "pending" | "expired" }>();
  let released = 0;
  for (const row of results) {
    const moved = await releaseCheckout(
      db,
      { checkoutId: row.id, status: "expired", reason: encodeFailure(FAILURES.expired), from: [row.status] },
      now,
      seats,
    );
    if (moved) released += 1;
  }
  // Waitlist offers past their time pass on the same way (decision 037): seat back, next in line.
  await seatsChanged(seats, await passExpiredOffers(db, now));
  return released;
}
