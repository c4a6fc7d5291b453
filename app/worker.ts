/**
 * The web worker's entry: static assets, the public /graphql forward, then Remix.
 * Every response leaves through withSecurityHeaders.
 */
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import "./load-context";
import { shopConfig, type ShopConfig, type WebEnv } from "./lib/core/env.server";
import { contentSecurityPolicy, createNonce, withSecurityHeaders } from "./lib/core/security.server";
import { errorPage } from "./lib/core/error-page.server";
import { withFailureResponses } from "./lib/core/failure-responses.server";
import { MEDIA_PATH, serveMedia } from "./lib/core/media.server";
import { serveAsset } from "./lib/core/assets.server";
import { MAX_PICTURE_BYTES } from "../workers/core/media";
import { sessionFingerprint, sessionStorage } from "./lib/core/session.server";
import { trackKeptPage, trackPageView } from "./lib/core/tracking.server";
import {
  anonymousRequest,
  keptResponse,
  pageCache,
  isCatalogPath,
  sharedPage,
  type PageCandidate,
  pageCandidate,
  PageRecorder,
  type ProductView,
  sharedPageKey,
} from "./lib/core/page-cache.server";
import { personalPage } from "./lib/core/personal-page.server";
import { placeRedirect, placeToRemember, withoutPlaceCookie } from "./lib/catalog/place.server";
import { personalRootData } from "./lib/core/root.server";
import { SEAT_VERSION_PATH, WEB_CLIENT_HEADER } from "../workers/core/web-client";

const handleRemixRequest = createRequestHandler(withFailureResponses(build as unknown as ServerBuild), "production");

/**
 * The GraphQL endpoint partners use; forwarded to the graphql worker without the header that
 * marks the shop's own operations, so a partner cannot claim the web app's exemption from the
 * rate limit (decision 007). The explorer page at GET /graphql brings its own strict CSP
 * (a nonce'd stylesheet, no script), which withSecurityHeaders keeps; JSON answers get API_CSP.
 */
const GRAPHQL_PATH = /^\/graphql(\/|$)/;
/**
 * Mail programs post RFC 8058's one-click unsubscribe from their own servers, to the link in the
 * newsletter's List-Unsubscribe header: the link's token is its proof, not where the post comes
 * from, so its origin is dropped before the cross-site check and Remix's own origin check.
 */
const ONE_CLICK_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** RFC 8058's post exactly: to the unsubscribe link, a body of `List-Unsubscribe=One-Click` alone. */
async function isOneClickUnsubscribe(request: Request, url: URL): Promise<boolean> {
  if (request.method !== "POST" || url.pathname !== ONE_CLICK_UNSUBSCRIBE_PATH) return false;
  const body = await request.clone().text();
  return body.trim() === "List-Unsubscribe=One-Click";
}

function withoutOrigin(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("origin");
  headers.delete("sec-fetch-site");
  return new Request(request, { headers });
}

/**
 * The providers' webhooks, by their public path, and the api path each is forwarded to: Stripe's
 * (https://<shop>/payments/webhook) and the e-mail provider's (https://<shop>/emails/webhook).
 */
const WEBHOOKS: Readonly<Record<string, string>> = {
  "/payments/webhook": "/payments/webhook",
  "/emails/webhook": "/email-events",
};
const ASSET_PATH = /^\/(build\/|favicon\.|images\/|fonts\/)/;
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

export default {
  /**
   * Every failure, wherever it happens in the request, ends in the shop's own error page with
   * its security headers and a logged cause: never the runtime's bare 500 (issue 31).
   */
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    let config = FALLBACK_CONFIG;
    try {
      config = shopConfig(env);
      return await serve(request, env, ctx, config, nonce);
    } catch (error) {
      console.error("web: unhandled error", request.method, request.url, error);
      return withSecurityHeaders(errorPage(config), contentSecurityPolicy(nonce, config), config);
    }
  },
} satisfies ExportedHandler<WebEnv>;

/** The configuration of the error page when the worker's own variables could not be read. */
const FALLBACK_CONFIG = shopConfig({} as WebEnv);

async function serve(received: Request, env: WebEnv, ctx: ExecutionContext, config: ShopConfig, nonce: string): Promise<Response> {
  const url = new URL(received.url);
  const request = (await isOneClickUnsubscribe(received, url)) ? withoutOrigin(received) : received;
  // Decision 085: a list's place is in its URL; the cookie that remembers it only leads there.
  const placed = placeRedirect(request, url);
  if (placed) return withSecurityHeaders(placed, API_CSP, config);
  const response = await serveShop(request, url, env, ctx, config, nonce);
  const remember = placeToRemember(request, url);
  if (remember) {
    response.headers.append("set-cookie", remember);
    response.headers.set("cache-control", "private, no-cache");
  }
  return response;
}

async function serveShop(received: Request, url: URL, env: WebEnv, ctx: ExecutionContext, config: ShopConfig, nonce: string): Promise<Response> {
  // A catalog page never sees the place cookie (decision 085): it is not a session either.
  const request = isCatalogPath(url.pathname) ? withoutPlaceCookie(received) : received;
  // A trivial answer of this worker: for monitors, and the baseline of `npm run bench`.
  if (url.pathname === "/healthz") {
    return withSecurityHeaders(new Response("ok", { headers: { "content-type": "text/plain" } }), API_CSP, config);
  }
  // Decision 062: `wrangler dev` fires no cron (and cannot trigger the api's scheduled handler),
  // so the local stack ticks the scheduler here; not in production, whose cron runs the jobs.
  if (url.pathname === DEV_SCHEDULER_PATH && request.method === "POST" && config.environment !== "production") {
    const answer = await env.API.fetch(new Request(`https://api.internal/scheduler/run${url.search}`, { method: "POST" }));
    return withSecurityHeaders(answer, API_CSP, config);
  }
  const webhook = WEBHOOKS[url.pathname];
  if (webhook !== undefined && request.method === "POST") {
    // The providers sign the raw body: forward it untouched; the api verifies the signature.
    const response = await env.API.fetch(new Request(`https://api.internal${webhook}`, request));
    return withSecurityHeaders(response, API_CSP, config);
  }
  if (GRAPHQL_PATH.test(url.pathname)) {
    const response = await env.GRAPHQL.fetch(asPartnerRequest(request));
    return withSecurityHeaders(response, API_CSP, config);
  }
  const mediaKey = MEDIA_PATH.exec(url.pathname)?.[1];
  if (mediaKey !== undefined) return withSecurityHeaders(await serveMedia(request, env.MEDIA, mediaKey), API_CSP, config);
  if (ASSET_PATH.test(url.pathname)) {
    const asset = await serveAsset(request, env.ASSETS);
    if (asset.status !== 404) return withSecurityHeaders(asset, API_CSP, config);
  }
  // A form posted from another site never reaches an action (spec §7 anti-forgery). Remix
  // would refuse it too, but with a bare 500; this says what happened.
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, url)) {
    return withSecurityHeaders(
      new Response("This form came from another site.", { status: 403, headers: { "content-type": "text/plain" } }),
      API_CSP,
      config,
    );
  }
  // No form needs more than a picture: a larger body is refused before anything reads it.
  if (!SAFE_METHODS.has(request.method) && Number(request.headers.get("content-length") ?? "0") > MAX_FORM_BODY_BYTES) {
    return withSecurityHeaders(
      new Response("That is too much to send at once: a picture may be at most 5 MB.", { status: 413, headers: { "content-type": "text/plain" } }),
      API_CSP,
      config,
    );
  }
  // Catalog pages of a visitor without a session: the same for all, kept whole (decision 042).
  const candidate = pageCandidate(request, url);
  const sessions = sessionStorage(env, config);
  // A cookie that is not ours to read (cut, or made by hand) starts a new session, not a 500.
  const session = await sessions.getSession(request.headers.get("cookie")).catch(() => sessions.getSession(null));
  const loadContext = { env, ctx, config, nonce, session, anonymousPage: candidate !== null, pageRecorder: undefined as PageRecorder | undefined };
  if (candidate?.document) {
    const kept = await pageCache.lookup(candidate.key, () => currentSeatVersion(env));
    if (kept) {
      const response = withSecurityHeaders(keptResponse(kept, nonce), contentSecurityPolicy(nonce, config), config);
      trackKeptPage(loadContext, request, response, kept.productViews);
      return response;
    }
    loadContext.pageRecorder = new PageRecorder();
    // Others asking this page meanwhile wait for this render (PageCache.lookup).
    return pageCache.renderOnce(candidate.key, () => renderPage(request, loadContext, sessions, candidate));
  }
  // A visitor with a session on a catalog page: the shared page made theirs (decision 076),
  // unless an alert waits to be shown once (then the page is rendered for them).
  const shared = candidate ? null : sharedPageKey(request, url);
  if (shared !== null && !session.has("alerts")) {
    const served = await servePersonal(request, shared, loadContext, sessions);
    if (served) return served;
  }
  return renderPage(request, loadContext, sessions, candidate);
}

/**
 * The kept page (or, when none is kept, one rendered now from the request without its cookies,
 * which fills the cache for everyone) with the visitor's cart count, account and token written in
 * (decision 076). Null when that cannot be done: the page is then rendered for the visitor.
 */
async function servePersonal(
  request: Request,
  key: string,
  context: AppLoadContext,
  sessions: ReturnType<typeof sessionStorage>,
): Promise<Response | null> {
  const { env, ctx, config, nonce, session } = context;
  const kept = await pageCache.lookup(key, () => currentSeatVersion(env));
  let shared: Response;
  let productViews: readonly ProductView[];
  if (kept) {
    shared = withSecurityHeaders(keptResponse(kept, nonce), contentSecurityPolicy(nonce, config), config);
    productViews = kept.productViews;
  } else {
    const recorder = new PageRecorder();
    const anonymous = { env, ctx, config, nonce, session: await sessions.getSession(null), anonymousPage: true, pageRecorder: recorder };
    shared = await pageCache.renderOnce(key, () => renderPage(anonymousRequest(request), anonymous, sessions, { key, document: true }, { track: false }));
    if (!sharedPage(shared)) return null;
    productViews = recorder.productViews;
  }
  const before = sessionFingerprint(session);
  const personal = await personalPage(shared, await personalRootData(context, { reuseCartCount: true }));
  if (!personal) return null;
  personal.headers.set("x-page-cache", kept ? "personal" : "personal-stored");
  personal.headers.set("cache-control", "private, no-cache");
  trackKeptPage(context, request, personal, productViews);
  if (sessionFingerprint(session) !== before) personal.headers.append("set-cookie", await sessions.commitSession(session));
  return personal;
}

/** Renders the route, sends its page view, writes the session and keeps a catalog page. */
async function renderPage(
  request: Request,
  loadContext: AppLoadContext,
  sessions: ReturnType<typeof sessionStorage>,
  candidate: PageCandidate | null,
  { track = true }: { track?: boolean } = {},
): Promise<Response> {
  const { config, nonce, session } = loadContext;
  const before = sessionFingerprint(session);
  let response = withSecurityHeaders(
    await handleRemixRequest(request, loadContext),
    contentSecurityPolicy(nonce, config),
    config,
  );
  // Spec §7 events/page-view, sent after the response when the visitor allows it (decision 034).
  if (track) trackPageView(loadContext, request, response);
  if (sessionFingerprint(session) !== before) {
    response.headers.append("set-cookie", await sessions.commitSession(session));
  }
  // Pages may carry the visitor's cart or account: never stored by shared caches.
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-cache");
  if (candidate && loadContext.pageRecorder) {
    response = await pageCache.store(candidate.key, response, loadContext.pageRecorder, nonce);
  }
  return response;
}

/** The current seat version (the page cache's freshness check), read for this request alone. */
async function currentSeatVersion(env: WebEnv): Promise<number | undefined> {
  const response = await env.GRAPHQL.fetch(`https://graphql.internal${SEAT_VERSION_PATH}`);
  if (!response.ok) return undefined;
  const version: unknown = await response.json();
  return typeof version === "number" ? version : undefined;
}

/** Where the local stack ticks the scheduler (decision 062). */
const DEV_SCHEDULER_PATH = "/__dev/scheduler";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The largest form post: a picture (decision 024) and the fields beside it. */
const MAX_FORM_BODY_BYTES = MAX_PICTURE_BYTES + 256 * 1024;

/** The browser says where a post came from: Origin, else Sec-Fetch-Site. */
function isCrossSite(request: Request, url: URL): boolean {
  const origin = request.headers.get("origin");
  // "null" comes from sandboxed frames and file pages: never our own forms.
  if (origin) return origin !== url.origin;
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site";
}

function asPartnerRequest(request: Request): Request {
  if (!request.headers.has(WEB_CLIENT_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(WEB_CLIENT_HEADER);
  return new Request(request, { headers });
}
