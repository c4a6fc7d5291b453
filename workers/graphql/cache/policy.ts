/**
 * Which REST answers the edge cache keeps (decision 007): the public lists of locations and
 * classes, keyed by path and sorted query. Singles (`classes/{id}`), anything asked with a
 * signed-in user's bearer token, and lookups by a precise position are never cached.
 */

/**
 * The newsroom's public lists (decision 028), cached like the catalog's; a newsroom write forgets
 * them (EdgeCache.forget) so staff see their change on /newsroom at once.
 */
export const NEWSROOM_LISTS = ["newsroom/press-releases", "newsroom/in-the-news"] as const;

/** Spec §9: the class list is valid for 5 minutes. Locations follow the same window. */
export const FRESH_MS = 5 * 60 * 1000;

/** Entries nobody asked for in a day are pruned whenever the api answers a refresh. */
export const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * A D1 row holds at most 2,000,000 bytes; a larger answer is served but not kept. (A 1000-class
 * list with its relations is about 1.2 MB.)
 */
export const MAX_BODY_BYTES = 1_800_000;

/** The sitemap's records (decision 071): public, and fresh enough for 5 minutes like the lists. */
const CACHED_LISTS = new Set(["classes", "locations", "sitemap", ...NEWSROOM_LISTS]);

/** A latitude and longitude locate one customer: not worth a shared entry, and not ours to keep. */
const PERSONAL_PARAMS = ["user_latitude", "user_longitude"];

/**
 * REST lists whose answers show seats (decision 036) — or a kitchen's picture, which staff may
 * replace (decision 047: the api raises the version then too, and the old file is gone at once):
 * their entries carry the seat version they were fetched under and are reused only while it is
 * current.
 */
export function showsSeats(key: string): boolean {
  return key === "classes" || key.startsWith("classes?") || key === "locations" || key.startsWith("locations?");
}

/** Request headers that skip the cache read (the answer is still stored). */
export function bypassRequested(headers: Headers): boolean {
  const cacheControl = headers.get("cache-control") ?? "";
  return /(^|,)\s*no-cache\s*(,|$)/i.test(cacheControl) || headers.get("x-cache-bypass") === "1";
}

/**
 * The cache key of a REST GET, or undefined when the answer must not be cached. `search` is
 * already sorted by key (ApiClient.route), so equal queries give equal keys.
 */
export function cacheKey(path: string, search: URLSearchParams, signedIn: boolean): string | undefined {
  if (signedIn || !CACHED_LISTS.has(path)) return undefined;
  if (PERSONAL_PARAMS.some((name) => search.has(name))) return undefined;
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
