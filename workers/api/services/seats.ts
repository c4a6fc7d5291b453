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
 * changed (a class type's price, offer or picture, a kitchen's picture: decision 047), so no
 * cached page or answer keeps the old one. Never throws.
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
