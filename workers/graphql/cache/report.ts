/** What an operation reports in `extensions.cache` about the cached lists it used. */
import { FRESH_MS } from "./policy";

export type CacheStatus = "hit" | "stale" | "miss";

export interface CacheReportEntry {
  /** The REST path and sorted query, e.g. `classes?limit=500`. */
  key: string;
  status: CacheStatus;
  /** Age of the answer used: 0 for a miss. */
  ageSeconds: number;
}

export interface CacheExtension {
  /** The least fresh entry: stale (older than 5 minutes) before miss (fetched now) before hit. */
  status: CacheStatus;
  /**
   * For how many more seconds this answer is fresh: until its oldest list turns 5 minutes old
   * (0 when one already has). A client may reuse the answer that long.
   */
  maxAgeSeconds: number;
  entries: CacheReportEntry[];
  /**
   * Present when the answer shows seats (decision 036): the seat version it was built under. It
   * stays right only until the next seat change, so the web worker does not keep it.
   */
  seatVersion?: number;
}

const RANK: Record<CacheStatus, number> = { hit: 0, miss: 1, stale: 2 };

/** Undefined when the operation used no cached list, so `extensions.cache` is left out. */
export function cacheExtension(entries: readonly CacheReportEntry[]): CacheExtension | undefined {
  if (entries.length === 0) return undefined;
  const status = entries.reduce<CacheStatus>((worst, entry) => (RANK[entry.status] > RANK[worst] ? entry.status : worst), "hit");
  const freshSeconds = FRESH_MS / 1000;
  const maxAgeSeconds = Math.max(0, Math.min(...entries.map((entry) => (entry.status === "stale" ? 0 : freshSeconds - entry.ageSeconds))));
  return { status, maxAgeSeconds, entries: [...entries] };
}
