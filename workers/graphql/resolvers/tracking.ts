/**
 * Mutation.trackEvent (spec §7 POST events/…, §3 tracking payload). Spec §8: tracking failures
 * are logged and ignored, so this never fails the operation it is part of — it answers false.
 * The web's own events come through the tracking queue instead (tracking-queue.ts, decision 053).
 */
import type { TrackingEventType as RestTrackingEventType } from "../../api/contract";
import type { MutationResolvers, TrackingEventType, TrackingInput } from "../../../graphql/generated/resolvers.generated";

export const PATHS: Record<TrackingEventType, RestTrackingEventType> = {
  ADD_TO_CART: "add-to-cart",
  CART: "cart",
  CHECKOUT: "checkout",
  CONTACT: "contact",
  ORDER: "order",
  PRODUCT: "product",
  PAGE_VIEW: "page-view",
};

/** The REST body of an event (spec §3): snake_case, dollars for the pixels, ids as numbers when numeric. */
export function restBody(type: TrackingEventType, payload: TrackingInput) {
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
