/**
 * Tracking events (spec §3 tracking payloads, §7 events/*): sent after the response, and never
 * allowed to break a page. Nothing is sent for a visitor who said "No thanks" or whose browser
 * sends Global Privacy Control (decision 034).
 *
 * Each request puts its own events on the tracking queue (`TRACKING`, decision 053) in its own
 * `waitUntil`; the graphql worker consumes the queue in batches and stores them through the api,
 * retrying what fails, each event once by its id. Nothing here outlives the request: no batch is
 * shared between requests (the runtime forbids one request's I/O in another).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TrackingEventType, TrackingInput } from "../../../graphql/generated/client/graphql";
import { normalizePhone } from "../../../workers/core/input-formats";
import type { TrackedEventMessage } from "../../../workers/core/tracking-events";
import { sessionUser } from "../identity/auth.server";
import { mayTrack } from "../privacy/privacy.server";
import type { ProductView } from "./page-cache.server";

/** A send to the queue that failed is tried again once after this long, then logged. */
const RETRY_AFTER_MS = 200;

/** Puts the events on the tracking queue, after the response (the visitor never waits). */
function queueEvents(context: AppLoadContext, events: TrackedEventMessage[]): void {
  if (events.length === 0) return;
  context.ctx.waitUntil(sendEvents(context.env.TRACKING, events));
}

/** One send, and once more after a short wait when the queue refused it. */
async function sendEvents(queue: Queue<TrackedEventMessage>, events: readonly TrackedEventMessage[]): Promise<void> {
  const messages = events.map((body) => ({ body, contentType: "json" as const }));
  const label = events.map((event) => event.type).join(",");
  try {
    await queue.sendBatch(messages);
  } catch (first) {
    console.warn("web: tracking queue refused the events, trying again", label, first);
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    try {
      await queue.sendBatch(messages);
    } catch (error) {
      console.error("web: tracking events lost: the queue refused them twice (spec §8)", label, error);
    }
  }
}

/** The ad pixels' click and browser ids (fbc, fbp) when the visitor's browser has them. */
function pixelIds(request: Request): Pick<TrackingInput, "fbc" | "fbp"> {
  const cookies = request.headers.get("cookie") ?? "";
  const read = (name: string) => {
    const match = new RegExp(`(?:^|;\\s*)${name}=([^;]{1,200})`).exec(cookies);
    if (!match?.[1]) return undefined;
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return undefined;
    }
  };
  return { fbc: read("_fbc"), fbp: read("_fbp") };
}

/** Who the signed-in customer is, from the session alone (no call): e-mail, names and phone. */
function sessionIdentity(context: AppLoadContext): Pick<TrackingInput, "email" | "firstName" | "lastName" | "phone"> {
  const user = context.session ? sessionUser(context) : null;
  if (!user) return {};
  const [firstName, ...rest] = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  // Only what the api's payload takes (a US phone, names of at most 100 characters): one odd
  // value of the sign-in must not make the whole event invalid.
  return {
    email: user.email ?? undefined,
    firstName: firstName?.slice(0, 100),
    lastName: rest.length > 0 ? rest.join(" ").slice(0, 100) : undefined,
    phone: user.phoneNumber && normalizePhone(user.phoneNumber) ? user.phoneNumber : undefined,
  };
}

/** Drops empty values, so what the event knows wins over the session's and "" is never sent. */
function known<Fields extends object>(fields: Fields): Partial<Fields> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== "")) as Partial<Fields>;
}

/**
 * Records the event in the background (waitUntil): the page never waits for it, and a failing or
 * slow tracking api is logged and ignored. `path` is the page the event happened on (its query is
 * left out: it may carry a checkout id or a link token). Without `eventId` a new one is made;
 * the signed-in customer's e-mail, names and phone fill what the payload leaves out.
 * Answers whether an event was sent (false when the visitor said no).
 */
export function trackEvent(
  context: AppLoadContext,
  request: Request,
  type: TrackingEventType,
  payload: TrackingInput & { path?: string },
): boolean {
  if (!mayTrack(request)) return false;
  queueEvents(context, [{ type, payload: eventBody(context, request, type, payload) }]);
  return true;
}

/** The event's payload: the session's identity and pixel ids under what the event knows. */
function eventBody(context: AppLoadContext, request: Request, type: TrackingEventType, payload: TrackingInput & { path?: string }): TrackingInput {
  const { path, ...fields } = payload;
  const url = new URL(path ?? new URL(request.url).pathname, request.url);
  return {
    ...known(sessionIdentity(context)),
    ...known(pixelIds(request)),
    ...known(fields),
    url: `${url.origin}${url.pathname}`,
    eventId: fields.eventId ?? `${type.toLowerCase().replace(/_/g, "-")}-${crypto.randomUUID()}`,
  };
}

/**
 * The events of a page served from the page cache (decision 042): its page view and the product
 * views its loaders sent when it was rendered, in one send to the queue.
 */
export function trackKeptPage(context: AppLoadContext, request: Request, response: Response, productViews: readonly ProductView[]): void {
  if (!mayTrack(request) || !pageViewWanted(request, response) || !isNewView(request)) return;
  queueEvents(context, [
    { type: "PAGE_VIEW", payload: eventBody(context, request, "PAGE_VIEW", {}) },
    ...productViews.map((view) => ({ type: "PRODUCT" as const, payload: eventBody(context, request, "PRODUCT", productPayload(view)) })),
  ]);
}

/** Remix's own query parameters of a data request. */
const REMIX_PARAMS = ["_data", "index"];

/**
 * Whether this GET shows a page to the visitor, once: a document request, or (JavaScript on) the
 * data request of a client-side navigation — told apart from the revalidation after a form on
 * the same page by the Referer, which is still the page being left. Prefetches never count.
 * (With JavaScript, going back or forward has the page itself as Referer: not counted, as a
 * browser's back-forward cache shows a page without a request when JavaScript is off.)
 */
export function isNewView(request: Request): boolean {
  if (request.method !== "GET") return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (/prefetch/i.test(purpose)) return false;
  const url = new URL(request.url);
  // A loader sees its data request without `_data` (Remix takes it off): the browser's
  // Sec-Fetch-Dest still tells a page (document) from a script's fetch (empty).
  const destination = request.headers.get("sec-fetch-dest");
  if (!url.searchParams.has("_data") && (destination === null || destination === "document")) return true;
  const referer = request.headers.get("referer");
  if (!referer) return false;
  for (const name of REMIX_PARAMS) url.searchParams.delete(name);
  const from = new URL(referer, url);
  return from.origin !== url.origin || `${from.pathname}${from.search}` !== `${url.pathname}${url.search}`;
}

/** The pages that are not the shop's customer pages: the console, development pages, sign-out. */
const NOT_CUSTOMER_PAGES = /^\/(admin|dev|logout|login\/session|healthz)(\/|$)/;

/**
 * Spec §7 events/page-view, for app/worker.ts once the response is made: a customer page shown
 * with 200 — its document, or the root data request of a client-side navigation (root.tsx
 * revalidates on every navigation, so each shown page has exactly one).
 */
export function trackPageView(context: AppLoadContext, request: Request, response: Response): boolean {
  if (!pageViewWanted(request, response) || !isNewView(request)) return false;
  return trackEvent(context, request, "PAGE_VIEW", {});
}

/** A customer page shown with 200: its document, or the root data of a client navigation. */
function pageViewWanted(request: Request, response: Response): boolean {
  if (response.status !== 200) return false;
  const url = new URL(request.url);
  if (NOT_CUSTOMER_PAGES.test(url.pathname)) return false;
  const data = url.searchParams.get("_data");
  const type = response.headers.get("content-type") ?? "";
  return data === null ? type.startsWith("text/html") : data === "root";
}

/** Spec §7 events/product: a class (or meal) page shown, with its price in cents. */
export function trackProductView(
  context: AppLoadContext,
  request: Request,
  product: { productId: string; priceCents: number | null | undefined },
): boolean {
  // A page kept whole sends its product view again each time it is served (decision 042).
  context.pageRecorder?.productViews.push(product);
  if (!isNewView(request)) return false;
  return trackEvent(context, request, "PRODUCT", productPayload(product));
}

function productPayload(product: ProductView): TrackingInput {
  return { productId: product.productId, priceCents: product.priceCents ?? undefined };
}

/**
 * Spec §7 events/order with action placed, from the confirmation page: once per order in this
 * browser (the session remembers the last one sent), and with the event id `order-<id>`, the same
 * on every try, so the api and the ad pixels count a repeat once.
 */
export function trackOrderPlaced(
  context: AppLoadContext,
  request: Request,
  order: { id: string; email?: string | null; firstName?: string | null; lastName?: string | null; phone?: string | null; zip?: string | null },
): boolean {
  if (context.session.get("trackedOrderId") === order.id) return false;
  const sent = trackEvent(context, request, "ORDER", {
    orderId: order.id,
    eventId: `order-${order.id}`,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    phone: order.phone,
    zip: order.zip,
  });
  if (sent) context.session.set("trackedOrderId", order.id);
  return sent;
}
