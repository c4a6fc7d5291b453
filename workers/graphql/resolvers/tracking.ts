/**
 * Mutation.trackEvent (spec §7 POST events/…, §3 tracking payload). Spec §8: tracking failures
 * are logged and ignored, so this never fails the operation it is part of — it answers false.
 * The web's own events come through the tracking queue instead (tracking-queue.ts, decision 053).
 */
import type { TrackingEventType as RestTrackingEventType } from "../../api/contract";
import type { ApiClient } from "../datasources/api";
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

/**
 * The spec §7 call of one event. An event without what its type requires (a product's id and
 * price, a cart's uuid, an order's id, a page view's address) is refused here as the api would
 * refuse it (400), without a call.
 */
function post({ rpc, read }: ApiClient, type: TrackingEventType, body: ReturnType<typeof restBody>) {
  const { product_id, price, cart_uuid, order_id, url, action: _action, ...contact } = body;
  const page = { ...contact, url };
  switch (type) {
    case "ADD_TO_CART":
    case "PRODUCT": {
      if (product_id == null || price === undefined) return undefined;
      const json = { ...page, product_id, price };
      return read(type === "PRODUCT" ? rpc.events.product.$post({ json }) : rpc.events["add-to-cart"].$post({ json }));
    }
    case "CART":
    case "CHECKOUT": {
      if (cart_uuid == null) return undefined;
      const json = { ...page, cart_uuid };
      return read(type === "CART" ? rpc.events.cart.$post({ json }) : rpc.events.checkout.$post({ json }));
    }
    case "ORDER":
      if (order_id == null) return undefined;
      return read(rpc.events.order.$post({ json: { ...page, order_id, action: "placed" } }));
    case "CONTACT":
      return read(rpc.events.contact.$post({ json: page }));
    case "PAGE_VIEW":
      if (url == null) return undefined;
      return read(rpc.events["page-view"].$post({ json: { ...page, url } }));
  }
}

export const trackEvent: NonNullable<MutationResolvers["trackEvent"]> = async (_parent, { type, payload }, { api }) => {
  try {
    const answer = await post(api, type, restBody(type, payload));
    if (answer === undefined) console.warn("graphql: tracking event not recorded", type, "a required field is missing");
    return answer !== undefined;
  } catch (error) {
    console.warn("graphql: tracking event not recorded", type, error instanceof Error ? error.message : error);
    return false;
  }
};
