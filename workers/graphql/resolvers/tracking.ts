/**
 * Mutation.trackEvent (spec §7 POST events/…, §3 tracking payload). Spec §8: tracking failures
 * are logged and ignored, so this never fails the operation it is part of — it answers false.
 */
import type { TrackingEventType as RestTrackingEventType } from "../../api/services/tracking";
import { GraphQLError } from "graphql";
import { MAX_TRACKED_EVENTS } from "../../core/tracking-events";
import { fromWebClient } from "../../core/web-client";
import type { MutationResolvers, TrackingEventType, TrackingInput } from "../../../graphql/generated/resolvers.generated";

const PATHS: Record<TrackingEventType, RestTrackingEventType> = {
  ADD_TO_CART: "add-to-cart",
  CART: "cart",
  CHECKOUT: "checkout",
  CONTACT: "contact",
  ORDER: "order",
  PRODUCT: "product",
  PAGE_VIEW: "page-view",
};

/** The REST body of an event (spec §3): snake_case, dollars for the pixels, ids as numbers when numeric. */
function restBody(type: TrackingEventType, payload: TrackingInput) {
  return {
    email: payload.email,
    first_name: payload.firstName,
    last_name: payload.lastName,
    phone: payload.phone,
    url: payload.url,
    event_id: payload.eventId,
    zip: payload.zip,
    fbc: payload.fbc,
    fbp: payload.fbp,
    // A numeric id is sent as a number, a sku as text (REST takes either).
    product_id: payload.productId && /^\d{1,9}$/.test(payload.productId) ? Number(payload.productId) : payload.productId,
    // The ad pixels take dollars (spec §3); money in the schema is cents.
    price: payload.priceCents === undefined || payload.priceCents === null ? undefined : payload.priceCents / 100,
    cart_uuid: payload.cartUuid,
    order_id: payload.orderId && /^\d{1,9}$/.test(payload.orderId) ? Number(payload.orderId) : payload.orderId,
    action: type === "ORDER" ? "placed" : undefined,
  };
}

export const trackEvent: NonNullable<MutationResolvers["trackEvent"]> = async (_parent, { type, payload }, { api }) => {
  try {
    await api.send("POST", `events/${PATHS[type]}`, restBody(type, payload));
    return true;
  } catch (error) {
    console.warn("graphql: tracking event not recorded", type, error instanceof Error ? error.message : error);
    return false;
  }
};

/**
 * Mutation.trackEvents (decision 052): one REST events/batch call for them all. Only the web
 * worker's own operations may batch (`x-shop-client: web`, which it strips from partner requests):
 * anyone else would record 50 events for each operation the rate limit counts.
 */
export const trackEvents: NonNullable<MutationResolvers["trackEvents"]> = async (_parent, { events }, { api, request }) => {
  if (!fromWebClient(request.headers)) {
    throw new GraphQLError("Only the shop itself sends tracking events in batches: send each with trackEvent.", { extensions: { code: "FORBIDDEN" } });
  }
  if (events.length > MAX_TRACKED_EVENTS) {
    throw new GraphQLError(`At most ${MAX_TRACKED_EVENTS} events at once.`, { extensions: { code: "BAD_USER_INPUT", fields: { events: [`must be at most ${MAX_TRACKED_EVENTS} events`] } } });
  }
  if (events.length === 0) return 0;
  try {
    const answer = await api.send<{ accepted: number; rejected: Array<{ index: number; fields: Record<string, string[]> }> }>("POST", "events/batch", {
      events: events.map((event) => ({ type: PATHS[event.type], payload: restBody(event.type, event.payload) })),
    });
    for (const refused of answer.rejected) {
      console.warn("graphql: tracking event not recorded", events[refused.index]?.type, JSON.stringify(refused.fields));
    }
    return answer.accepted;
  } catch (error) {
    console.warn("graphql: tracking events not recorded", events.length, error instanceof Error ? error.message : error);
    return 0;
  }
};
