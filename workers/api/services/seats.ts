/**
 * Seat freshness (decision 036). Every committed change of a class's free seats — a checkout's
 * hold taken or given back (expired, replaced, canceled, failed), a late payment retaking its
 * holds, a refund, a staff cancel or restore, a class canceled, restored or resized — ends with
 * ONE call of `seatsChanged(env, classIds)`, after its batch committed. It raises the seat
 * version in the graphql worker's `EDGE_CACHE` (the same D1 database, bound to both workers);
 * every cached answer that shows seats (class lists, class pages, schedules) carries the version
 * it was built under and is reused only while the version is unchanged, so the next read after
 * the change is built from D1 again.
 *
 * Never throws: a failing EDGE_CACHE costs at most the 5 minutes of spec §9, never the change.
 */
import { database } from "../db";
import type { ApiEnv } from "../env";
import { OPEN_FOR_MOVE } from "./same-class-dates";
import { offerFreedSeats } from "./waitlist";

/** What seatsChanged needs: the api's database and the graphql worker's edge cache. */
export type SeatEnv = Pick<ApiEnv, "DB" | "EDGE_CACHE">;

/** The one row of `seat_versions` (drizzle/edge/schema.ts) every seat-showing answer checks. */
export const SEAT_SCOPE = "seats";

export async function seatsChanged(env: SeatEnv, classIds: readonly number[]): Promise<void> {
  if (classIds.length === 0) return;
  // Decision 037: free seats go to the classes' waitlists first (each offer takes its seat), so
  // the version raised below covers the offers' seats too.
  try {
    await offerFreedSeats(database(env.DB), classIds, new Date());
  } catch (error) {
    console.error("api: offering freed seats to the waitlist failed", classIds, error);
  }
  if (!env.EDGE_CACHE) {
    console.error("api: no EDGE_CACHE binding: cached seat counts stay until they are 5 minutes old");
    return;
  }
  await raiseSeatVersion(env);
}

/**
 * Raises the seat version without a seat having moved: what a class page shows beside its seats
 * changed (a class type's price, offer or picture, a kitchen's picture: decision 047; a kitchen's
 * fulfillments, area or being active: decision 089), so no cached page or answer keeps the old
 * one. Never throws.
 */
export async function raiseSeatVersion(env: SeatEnv): Promise<void> {
  try {
    await env.EDGE_CACHE?.prepare(
      `INSERT INTO seat_versions (scope, version, changed_at) VALUES (?1, 1, ?2)
       ON CONFLICT (scope) DO UPDATE SET version = version + 1, changed_at = excluded.changed_at`,
    )
      .bind(SEAT_SCOPE, Date.now())
      .run();
  } catch (error) {
    console.error("api: raising the seat version failed", error);
  }
}

/** What a move of booked seats from one class to another names (decisions 054, 077). */
export interface SeatMove {
  /** The registrations that move, all still `registered` in `fromClassId`. */
  registrationIds: readonly number[];
  fromClassId: number;
  toClassId: number;
  /** The new class must start after this instant (ISO). */
  startsAfter: string;
  /**
   * A further SQL condition of the taking statement: ?1 the new class, ?2 the registration ids
   * (JSON), ?3 the old class, ?4 startsAfter, ?5 the number of seats.
   */
  onlyIf?: string;
}

/**
 * Booked seats moved to another class, the one way it is done (the customer's move, staff's
 * move of a whole class): three statements for the caller's batch, each conditional on the one
 * before. The new class's seats are taken — all or none — only while it is open for the move
 * with room for all of them and every registration is still booked in the old class; then the
 * registrations move; then the old class's seats are given back. The batch after them may check
 * `changes() = 1` (the old class's seats were given back). The caller calls `seatsChanged` with
 * both classes once the batch committed.
 */
export function moveSeatsStatements(d1: D1Database, move: SeatMove): D1PreparedStatement[] {
  const ids = JSON.stringify(move.registrationIds);
  const seats = move.registrationIds.length;
  return [
    d1
      .prepare(
        `UPDATE classes SET seats_taken = seats_taken + ?5
         WHERE id = ?1 AND ${OPEN_FOR_MOVE("classes", "?4", "?5")}
           AND (SELECT count(*) FROM registrations WHERE id IN (SELECT value FROM json_each(?2)) AND status = 'registered' AND class_id = ?3) = ?5
           AND ${move.onlyIf ?? "1"}`,
      )
      .bind(move.toClassId, ids, move.fromClassId, move.startsAfter, seats),
    d1
      .prepare(
        `UPDATE registrations SET class_id = ?2
         WHERE id IN (SELECT value FROM json_each(?1)) AND class_id = ?3 AND status = 'registered' AND changes() = 1`,
      )
      .bind(ids, move.toClassId, move.fromClassId),
    d1.prepare("UPDATE classes SET seats_taken = max(0, seats_taken - ?2) WHERE id = ?1 AND changes() = ?2").bind(move.fromClassId, seats),
  ];
}
