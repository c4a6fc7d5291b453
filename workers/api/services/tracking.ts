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

/** Stores an event; a storage failure is logged and swallowed (spec §8). */
export async function recordTrackingEvent(
  db: Database,
  type: TrackingEventType,
  payload: Record<string, unknown>,
): Promise<void> {
  try {
    await db.insert(schema.trackingEvents).values({ type, payload });
  } catch (error) {
    console.error("api: tracking event not stored", type, error);
  }
}
