/**
 * The customer's place (issue 30 part 6, decision 085): a zip code remembered in a cookie and
 * carried by every list's URL as `?near=84321`, so a kept page (decisions 042, 076) is one per
 * place and never holds a visitor's own. The cookie is read here alone, at the edge, before the
 * page cache: it turns a list's address without `near` into the one with it, and it is taken off
 * the request of a catalog page, so no render can see it.
 */
import { placeZip } from "./class-finder";

/** The zip code of the visitor's last look-up (decision 023), now for every path (decision 085). */
export const PLACE_COOKIE = "cvk_zip";
const PLACE_MAX_AGE = 60 * 60 * 24 * 90;

/** The lists that know where the customer is: nearest kitchens first, classes near them first. */
const PLACE_PATH = /^\/(classes|pickup|delivery|choose-menu)$/;

export function isPlacePath(pathname: string): boolean {
  return PLACE_PATH.test(pathname);
}

/** The remembered zip code, or "" (none, or not five digits). */
export function rememberedPlace(request: Request): string {
  const cookies = request.headers.get("cookie") ?? "";
  return placeZip(new RegExp(`(?:^|;\\s*)${PLACE_COOKIE}=([^;]*)`).exec(cookies)?.[1]);
}

/** The cookie remembering `zip` ("" forgets it), for the whole shop. */
export function placeCookie(zip: string, url: URL): string {
  const secure = url.protocol === "https:" ? "; Secure" : "";
  return zip
    ? `${PLACE_COOKIE}=${zip}; Path=/; Max-Age=${PLACE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`
    : `${PLACE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure}`;
}

/**
 * A list asked without `near` by a visitor who has a place: the same list with it. A document
 * gets a 302; a Remix data request (client-side navigation) Remix's own redirect answer. Never
 * stored by a shared cache. `near=` (empty) asks for no place and is not redirected.
 */
export function placeRedirect(request: Request, url: URL): Response | null {
  if (request.method !== "GET" || !isPlacePath(url.pathname) || url.searchParams.has("near")) return null;
  const zip = rememberedPlace(request);
  if (!zip) return null;
  const target = new URL(url);
  target.searchParams.delete("_data");
  target.searchParams.set("near", zip);
  const location = `${target.pathname}${target.search}`;
  const headers = { "cache-control": "private, no-store", vary: "cookie" };
  if (url.searchParams.has("_data")) {
    return new Response(null, { status: 204, headers: { ...headers, "x-remix-redirect": location, "x-remix-status": "302" } });
  }
  return new Response(null, { status: 302, headers: { ...headers, location } });
}

/** The request of a catalog page without the place cookie: its place is in its URL alone. */
export function withoutPlaceCookie(request: Request): Request {
  const cookies = request.headers.get("cookie");
  if (!cookies?.includes(`${PLACE_COOKIE}=`)) return request;
  const kept = cookies
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && part.split("=")[0] !== PLACE_COOKIE);
  const headers = new Headers(request.headers);
  if (kept.length > 0) headers.set("cookie", kept.join("; "));
  else headers.delete("cookie");
  return new Request(request, { headers });
}

/**
 * The list's `near`, when it is not yet the remembered place: the cookie that remembers it. A
 * data request too: with JavaScript the finder's form navigates without a document.
 */
export function placeToRemember(request: Request, url: URL): string | null {
  if (request.method !== "GET" || !isPlacePath(url.pathname)) return null;
  const zip = placeZip(url.searchParams.get("near"));
  return zip && zip !== rememberedPlace(request) ? placeCookie(zip, url) : null;
}
