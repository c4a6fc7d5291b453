/**
 * What the graphql worker says of an answer's freshness (`extensions.cache`, decisions 036 and
 * 042): how long it, and a page built from it, may be kept; publicQuery() in graphql.server.ts
 * keeps public answers by it.
 */

/**
 * How long a page built from this answer may be kept (decision 042): an answer built from cached
 * lists is fresh as they are; one built just now from no cached list (a class page; status
 * "miss") for spec §9's 5 minutes, its seat version still checked; a list-less answer the
 * operation cache reused ("hit") as long as it says (what is left of its own 5 minutes).
 */
export function pageFreshSeconds(extensions: Record<string, unknown> | undefined): number {
  const cache = extensions?.cache as { entries?: unknown; status?: unknown } | undefined;
  // No report at all: run just now, from no cached list.
  if (!cache) return SPEC_FRESH_SECONDS;
  if (Array.isArray(cache.entries) && cache.entries.length === 0 && cache.status === "miss") return SPEC_FRESH_SECONDS;
  return freshSeconds(extensions);
}

/** Spec §9: the 5 minutes nothing cached outlives. */
const SPEC_FRESH_SECONDS = 300;

export function seatVersionOf(extensions: Record<string, unknown> | undefined): number | undefined {
  const cache = extensions?.cache as { seatVersion?: unknown } | undefined;
  return typeof cache?.seatVersion === "number" ? cache.seatVersion : undefined;
}

export function showsSeats(extensions: Record<string, unknown> | undefined): boolean {
  const cache = extensions?.cache as { seatVersion?: unknown } | undefined;
  return cache?.seatVersion !== undefined;
}

export function freshSeconds(extensions: Record<string, unknown> | undefined): number {
  const cache = extensions?.cache as { maxAgeSeconds?: unknown } | undefined;
  return typeof cache?.maxAgeSeconds === "number" && Number.isFinite(cache.maxAgeSeconds) ? cache.maxAgeSeconds : 0;
}

export function deepFreeze<Value>(value: Value): Value {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
