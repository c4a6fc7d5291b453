/**
 * The edge cache in `EDGE_CACHE` (D1 through Drizzle): stale-while-revalidate for the lists of
 * policy.ts. Fresh for 5 minutes (spec §9); after that the stored answer is served at once while
 * `ctx.waitUntil` refreshes it; when the api is down a stored answer is served however old. The
 * cache is safe to lose: a failing EDGE_CACHE only costs REST calls.
 */
import { eq, lt, sql } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { GraphQLError } from "graphql";
import { cacheEntries, seatVersions, type CacheEntry } from "../../../drizzle/edge/schema";
import type { GraphQLEnv } from "../env";
import { requestClock, type Clock } from "./clock";
import { bypassRequested, FRESH_MS, KEEP_MS, MAX_BODY_BYTES, showsSeats } from "./policy";
import { forgetOperations } from "./operation-memory";
import type { CacheStatus } from "./report";

export interface CachedAnswer {
  /** The REST answer body as JSON text. */
  body: string;
  status: CacheStatus;
  ageSeconds: number;
}

/** Fetches the REST answer body; `refresh` is true when nobody waits for it (waitUntil). */
export type FetchBody = (refresh: boolean) => Promise<string>;

/**
 * Keys this isolate is refreshing right now, with when each refresh started: a burst of requests
 * for one stale list starts one refresh per isolate, not one per request. Plain data only: the
 * refresh itself belongs to the request that started it, and should that request be cut off, its
 * mark is ignored after REFRESH_GIVEN_UP_MS so another request refreshes. Safe to lose.
 */
const refreshing = new Map<string, number>();
const REFRESH_GIVEN_UP_MS = 30_000;

/** The row of `seat_versions` the api raises after every seat change (api services/seats.ts). */
const SEAT_SCOPE = "seats";

/** The current seat version (one primary-key row), or undefined when it cannot be read. */
export async function readSeatVersion(db: DrizzleD1Database): Promise<number | undefined> {
  try {
    const row = await db.select({ version: seatVersions.version }).from(seatVersions).where(eq(seatVersions.scope, SEAT_SCOPE)).get();
    return row?.version ?? 0;
  } catch (error) {
    console.error("graphql: seat version read failed", error);
    return undefined;
  }
}

export class EdgeCache {
  private readonly db;
  /** This request's reading of the seat version: read once, before any answer is built. */
  private seatVersionRead: Promise<number | undefined> | undefined;
  /** What that read found, once it answered. */
  private seatVersionFound: number | undefined;

  constructor(
    d1: D1Database,
    private readonly ctx: Pick<ExecutionContext, "waitUntil">,
    readonly now: Clock,
    /** Skip the read (`cache-control: no-cache` or `x-cache-bypass: 1`); answers are still stored. */
    readonly bypass = false,
  ) {
    this.db = drizzle(d1);
  }

  /**
   * The current seat version (decision 036), read once per request: one primary-key row, read by
   * this request itself after it arrived (decision 053: no read is shared between requests, whose
   * I/O the runtime keeps apart). An answer that shows seats is reused only when it was built
   * under this version. Undefined when it cannot be read: nothing that shows seats is then
   * reused or kept.
   */
  seatVersion(): Promise<number | undefined> {
    this.seatVersionRead ??= readSeatVersion(this.db).then((version) => (this.seatVersionFound = version));
    return this.seatVersionRead;
  }

  /** The seat version this request read, if it read one (reported in `extensions.cache`). */
  get seatVersionUsed(): number | undefined {
    return this.seatVersionFound;
  }

  async get(key: string, fetchBody: FetchBody): Promise<CachedAnswer> {
    // Read before fetching: a seat change committed after this read makes the stored copy old.
    const seatBound = showsSeats(key);
    const [found, seatVersion] = await Promise.all([
      this.bypass ? undefined : this.find(key),
      seatBound ? this.seatVersion() : undefined,
    ]);
    const current = found && (!seatBound || (seatVersion !== undefined && found.seat_version === seatVersion));
    if (found && current) {
      const answer = this.fromEntry(found);
      if (answer.status === "stale") this.refreshInBackground(key, fetchBody, seatVersion);
      return answer;
    }
    try {
      const body = await fetchBody(false);
      this.ctx.waitUntil(this.store(key, body, this.now(), seatVersion));
      return { body, status: "miss", ageSeconds: 0 };
    } catch (error) {
      // The api is down: a stored answer, however old, beats an error (decision 007).
      const fallback = isApiUnavailable(error) ? (found ?? (this.bypass ? await this.find(key) : undefined)) : undefined;
      if (!fallback) throw error;
      const answer = this.fromEntry(fallback);
      // Built before the last seat change: older than its age says.
      return seatBound && fallback.seat_version !== seatVersion ? { ...answer, status: "stale" } : answer;
    }
  }

  /** A stored body as it is, however old (the operation cache judges freshness itself). */
  async peek(key: string): Promise<CacheEntry | undefined> {
    return this.find(key);
  }

  /** Stores a body fetched now (with the seat version it was built under, if it shows seats). */
  put(key: string, body: string, seatVersion?: number): Promise<void> {
    return this.store(key, body, this.now(), seatVersion);
  }

  /**
   * Forgets the lists under `prefix` and every stored operation answer built from one of them,
   * here and in this isolate's memory (decision 028: a newsroom write shows at once). Other
   * isolates may keep their copy until it is 5 minutes old.
   */
  async forget(prefix: string): Promise<void> {
    forgetOperations(prefix);
    try {
      await this.db
        .delete(cacheEntries)
        .where(
          sql`substr(${cacheEntries.key}, 1, ${prefix.length}) = ${prefix}
            OR (substr(${cacheEntries.key}, 1, 3) = 'op:' AND instr(${cacheEntries.body}, ${`"key":"${prefix}`}) > 0)`,
        );
    } catch (error) {
      console.error("graphql: edge cache forget failed", prefix, error);
    }
  }

  private fromEntry(entry: CacheEntry): CachedAnswer {
    const age = Math.max(0, this.now() - entry.fetched_at);
    return { body: entry.body, status: age < FRESH_MS ? "hit" : "stale", ageSeconds: Math.floor(age / 1000) };
  }

  private async find(key: string): Promise<CacheEntry | undefined> {
    try {
      return await this.db.select().from(cacheEntries).where(eq(cacheEntries.key, key)).get();
    } catch (error) {
      console.error("graphql: edge cache read failed", key, error);
      return undefined;
    }
  }

  private refreshInBackground(key: string, fetchBody: FetchBody, seatVersion: number | undefined): void {
    const started = refreshing.get(key);
    if (started !== undefined && Date.now() - started < REFRESH_GIVEN_UP_MS) return;
    refreshing.set(key, Date.now());
    this.ctx.waitUntil(
      fetchBody(true)
        .then((body) => this.store(key, body, this.now(), seatVersion))
        .catch((error: unknown) => console.warn("graphql: edge cache refresh failed, serving stale", key, String(error)))
        .finally(() => refreshing.delete(key)),
    );
  }

  /** One batch: the UPSERT (never over a newer answer) and the pruning of day-old entries. */
  private async store(key: string, body: string, fetchedAt: number, seatVersion?: number): Promise<void> {
    if (new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES) {
      console.warn("graphql: edge cache skips an answer over", MAX_BODY_BYTES, "bytes", key);
      return;
    }
    try {
      await this.db.batch([
        this.db
          .insert(cacheEntries)
          .values({ key, body, fetched_at: fetchedAt, seat_version: seatVersion ?? null })
          .onConflictDoUpdate({
            target: cacheEntries.key,
            set: { body: sql`excluded.body`, fetched_at: sql`excluded.fetched_at`, seat_version: sql`excluded.seat_version` },
            setWhere: sql`excluded.fetched_at >= ${cacheEntries.fetched_at}`,
          }),
        this.db.delete(cacheEntries).where(lt(cacheEntries.fetched_at, fetchedAt - KEEP_MS)),
      ]);
    } catch (error) {
      console.error("graphql: edge cache write failed", key, error);
    }
  }
}

function isApiUnavailable(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === "API_UNAVAILABLE";
}

/** The cache as one request sees it: its clock, its bypass header, its waitUntil. */
export function edgeCacheFor(initial: {
  request: Request;
  env: Pick<GraphQLEnv, "EDGE_CACHE" | "ENVIRONMENT">;
  ctx: Pick<ExecutionContext, "waitUntil">;
}): EdgeCache {
  const { request, env, ctx } = initial;
  return new EdgeCache(env.EDGE_CACHE, ctx, requestClock(request, env), bypassRequested(request.headers));
}
