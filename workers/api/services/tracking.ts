/**
 * Tracking events (spec §7 POST events/cart, /add-to-cart, /checkout, /contact, /order, /product,
 * /page-view). Spec §8: tracking failures are logged and ignored, so storing one never fails
 * the request that reported it.
 */
import { type Database, schema } from "../db";

export const TRACKING_EVENT_TYPES = [
  "add-to-cart",
  "cart",
  "checkout",
  "contact",
  "order",
  "product",
  "page-view",
] as const;

export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** The payload's own event id, when it has one (text or number). */
function eventIdOf(payload: Record<string, unknown>): string | null {
  const id = payload.event_id;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/**
 * Stores an event; a storage failure is logged and swallowed (spec §8). An event with an event
 * id is stored once: the same event again (the confirmation page reloaded, decision 034; a queue
 * delivering twice, decision 053) is not stored again, by the unique index it would break.
 */
export async function recordTrackingEvent(
  db: Database,
  type: TrackingEventType,
  payload: Record<string, unknown>,
): Promise<void> {
  await recordTrackingEvents(db, [{ type, payload }]);
}

/**
 * Stores many events (events/batch, decision 052) in one D1 batch, each at most once per event
 * id (decision 053). A storage failure is logged and rethrown when `rethrow` is set (the tracking
 * queue's consumer retries the batch), else swallowed (spec §8).
 */
export async function recordTrackingEvents(
  db: Database,
  events: ReadonlyArray<{ type: TrackingEventType; payload: Record<string, unknown> }>,
  options: { rethrow?: boolean } = {},
): Promise<void> {
  const [first, ...rest] = events.map((event) =>
    db
      .insert(schema.trackingEvents)
      .values({ ...event, event_id: eventIdOf(event.payload) })
      .onConflictDoNothing(),
  );
  if (!first) return;
  try {
    await db.batch([first, ...rest]);
  } catch (error) {
    console.error("api: tracking events not stored", events.length, error);
    if (options.rethrow) throw error;
  }
}
