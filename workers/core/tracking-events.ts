/**
 * Tracking events between the web worker and the graphql worker (decision 053): the web puts
 * each request's spec §7 events on the `shop-tracking` queue; the graphql worker consumes them in
 * batches of at most MAX_TRACKED_EVENTS and stores them through the api's events/batch.
 */
import type { TrackingEventType, TrackingInput } from "../../graphql/generated/client/graphql";

/** The most tracking events one batch carries: the api's events/batch and the queue's batches. */
export const MAX_TRACKED_EVENTS = 50;

/** One message of the tracking queue: an event in the schema's terms (camelCase, cents). */
export interface TrackedEventMessage {
  type: TrackingEventType;
  payload: TrackingInput;
}
