/**
 * Tracking events (spec §7 POST events/cart, /add-to-cart, /checkout, /contact, /order, /product,
 * /page-view). Spec §8: tracking failures are logged and ignored, so storing one never fails
 * the request that reported it.
 */
import { sql } from "drizzle-orm";
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

/**
 * Stores an event; a storage failure is logged and swallowed (spec §8). An order placed is
 * counted once: a second event with the same event_id (the confirmation page reloaded, decision
 * 034) is not stored again, in the same statement that would insert it.
 */
export async function recordTrackingEvent(
  db: Database,
  type: TrackingEventType,
  payload: Record<string, unknown>,
): Promise<void> {
  try {
    const eventId = payload.event_id;
    if (type === "order" && typeof eventId === "string") {
      await db.run(sql`
        insert into ${schema.trackingEvents} (type, payload)
        select ${type}, ${JSON.stringify(payload)}
        where not exists (
          select 1 from ${schema.trackingEvents}
          where type = 'order' and json_extract(payload, '$.event_id') = ${eventId}
        )
      `);
      return;
    }
    await db.insert(schema.trackingEvents).values({ type, payload });
  } catch (error) {
    console.error("api: tracking event not stored", type, error);
  }
}

/**
 * Stores many events (events/batch, decision 052): the others in one D1 batch, an order placed
 * as recordTrackingEvent does (once per event_id). A failure is logged and swallowed.
 */
export async function recordTrackingEvents(
  db: Database,
  events: ReadonlyArray<{ type: TrackingEventType; payload: Record<string, unknown> }>,
): Promise<void> {
  const orders = events.filter((event) => event.type === "order");
  const [first, ...rest] = events.filter((event) => event.type !== "order").map((event) => db.insert(schema.trackingEvents).values(event));
  try {
    if (first) await db.batch([first, ...rest]);
  } catch (error) {
    console.error("api: tracking events not stored", events.length - orders.length, error);
  }
  for (const order of orders) await recordTrackingEvent(db, order.type, order.payload);
}
