/**
 * The edge cache (decision 007): class and location lists from REST kept in EDGE_CACHE, fresh for
 * 5 minutes (spec §9), then served stale while waitUntil refreshes them, and served however old
 * while the api is down. Time is pinned per request with `x-test-now` (ENVIRONMENT=test only).
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { requestClock } from "../../../workers/graphql/cache/clock";
import { operation } from "./partner-request";
import { restCalls } from "./test-worker";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Each test runs on its own day, so pruning (entries a day old) never reaches a neighbour's list. */
let day = 0;
let base = 0;

beforeEach(() => {
  restCalls.length = 0;
  day += 2;
  base = Date.UTC(2031, 0, 1) + day * DAY;
});

const at = (offsetMs: number, headers: Record<string, string> = {}) => ({ "x-test-now": String(base + offsetMs), ...headers });

interface ClassesData {
  classes: Array<{ sku: string; name: string }>;
}

async function storedAt(key: string): Promise<number | undefined> {
  const row = await env.EDGE_CACHE!.prepare("SELECT fetched_at FROM cache_entries WHERE key = ?").bind(key).first<{ fetched_at: number }>();
  return row?.fetched_at;
}

describe("edge cache of class lists", () => {
  it("answers a second identical query within 5 minutes from the cache, with no REST call, reporting hit", async () => {
    const query = "{ classes(first: 7) { sku name } }";
    const first = await operation<ClassesData>(query, { headers: at(0) });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.extensions?.cache).toEqual({ status: "miss", maxAgeSeconds: 300, entries: [{ key: "classes?limit=7", status: "miss", ageSeconds: 0 }], seatVersion: expect.any(Number) });
    expect(restCalls).toEqual(["GET /classes?limit=7"]);
    expect(await storedAt("classes?limit=7")).toBe(base);

    restCalls.length = 0;
    const second = await operation<ClassesData>(query, { headers: at(5 * MINUTE - 1000) });
    expect(restCalls).toEqual([]);
    expect(second.body.extensions?.restCalls).toBe(0);
    expect(second.body.extensions?.cache).toEqual({ status: "hit", maxAgeSeconds: 1, entries: [{ key: "classes?limit=7", status: "hit", ageSeconds: 299 }], seatVersion: expect.any(Number) });
    expect(second.body.data).toEqual(first.body.data);
  });

  it("serves a list older than 5 minutes stale at once and refreshes it in the background", async () => {
    const query = "{ classes(first: 8) { sku name } }";
    const first = await operation<ClassesData>(query, { headers: at(0) });
    restCalls.length = 0;

    const stale = await operation<ClassesData>(query, { headers: at(6 * MINUTE) });
    expect(stale.body.errors).toBeUndefined();
    expect(stale.body.data).toEqual(first.body.data);
    expect(stale.body.extensions?.cache).toEqual({ status: "stale", maxAgeSeconds: 0, entries: [{ key: "classes?limit=8", status: "stale", ageSeconds: 360 }], seatVersion: expect.any(Number) });
    // The answer waited for no REST call; exactly one ran in waitUntil and stored a fresh copy.
    expect(stale.body.extensions?.restCalls).toBe(0);
    expect(restCalls).toEqual(["GET /classes?limit=8"]);
    expect(await storedAt("classes?limit=8")).toBe(base + 6 * MINUTE);

    restCalls.length = 0;
    const next = await operation<ClassesData>(query, { headers: at(7 * MINUTE) });
    expect(restCalls).toEqual([]);
    expect(next.body.extensions?.cache?.status).toBe("hit");
    expect(next.body.extensions?.cache?.entries[0]?.ageSeconds).toBe(60);
  });

  it("still answers from the cache, however old, while the api fails", async () => {
    const query = "{ classes(first: 9) { sku name } }";
    const first = await operation<ClassesData>(query, { headers: at(0) });
    restCalls.length = 0;

    const down = await operation<ClassesData>(query, { headers: at(3 * DAY, { "x-test-api-down": "1" }) });
    expect(down.status).toBe(200);
    expect(down.body.errors).toBeUndefined();
    expect(down.body.data).toEqual(first.body.data);
    expect(down.body.extensions?.cache?.entries).toEqual([{ key: "classes?limit=9", status: "stale", ageSeconds: 3 * 24 * 60 * 60 }]);
    // The background refresh met the 503 and kept the old copy.
    expect(restCalls).toEqual(["GET /classes?limit=9"]);
    expect(await storedAt("classes?limit=9")).toBe(base);

    // Bypassing the cache does not turn an outage into an error either.
    const bypassed = await operation<ClassesData>(query, { headers: at(3 * DAY, { "x-test-api-down": "1", "cache-control": "no-cache" }) });
    expect(bypassed.body.errors).toBeUndefined();
    expect(bypassed.body.data).toEqual(first.body.data);
    expect(bypassed.body.extensions?.cache?.status).toBe("stale");
  });

  it("answers API_UNAVAILABLE for a list it does not hold while the api is down", async () => {
    const { status, body } = await operation<ClassesData>("{ classes(first: 10) { sku } }", { headers: at(0, { "x-test-api-down": "1" }) });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe("API_UNAVAILABLE");
    expect(await storedAt("classes?limit=10")).toBeUndefined();
  });

  it("skips the cache read for cache-control: no-cache and x-cache-bypass: 1, and still stores the answer", async () => {
    const query = "{ classes(first: 11) { sku } }";
    await operation(query, { headers: at(0) });
    for (const [offset, bypass] of [
      [MINUTE, { "cache-control": "no-cache" }],
      [2 * MINUTE, { "x-cache-bypass": "1" }],
    ] as const) {
      restCalls.length = 0;
      const { body } = await operation(query, { headers: at(offset, bypass) });
      expect(restCalls).toEqual(["GET /classes?limit=11"]);
      expect(body.extensions?.cache?.status).toBe("miss");
      expect(await storedAt("classes?limit=11")).toBe(base + offset);
    }
  });

  it("looks a list up once per operation, however many fields ask for it", async () => {
    const { body } = await operation("{ a: classes(first: 12) { sku } b: classes(first: 12) { name } }", { headers: at(0) });
    expect(body.errors).toBeUndefined();
    expect(restCalls).toEqual(["GET /classes?limit=12"]);
    expect(body.extensions?.cache?.entries).toHaveLength(1);
  });

  it("never caches what a signed-in caller asks for", async () => {
    const query = "{ classes(first: 13) { sku } }";
    for (const offset of [0, MINUTE]) {
      const { body } = await operation(query, { headers: at(offset, { authorization: "Bearer some-customer" }) });
      expect(body.extensions?.cache).toBeUndefined();
    }
    expect(restCalls).toEqual(["GET /classes?limit=13", "GET /classes?limit=13"]);
    expect(await storedAt("classes?limit=13")).toBeUndefined();
  });

  it("prunes entries nobody asked for in a day when it stores a new answer", async () => {
    await operation("{ classes(first: 14) { sku } }", { headers: at(0) });
    await operation("{ classes(first: 15) { sku } }", { headers: at(DAY + MINUTE) });
    expect(await storedAt("classes?limit=14")).toBeUndefined();
    expect(await storedAt("classes?limit=15")).toBe(base + DAY + MINUTE);
  });
});

describe("edge cache of locations", () => {
  const query = "query ($filter: LocationFilter) { locations(filter: $filter) { locations { id name } } }";

  it("caches the location list like the class lists", async () => {
    const first = await operation(query, { headers: at(0) });
    expect(first.body.errors).toBeUndefined();
    const key = first.body.extensions?.cache?.entries[0]?.key;
    expect(key).toMatch(/^locations(\?|$)/);
    restCalls.length = 0;
    const second = await operation(query, { headers: at(MINUTE) });
    expect(restCalls).toEqual([]);
    expect(second.body.extensions?.cache?.status).toBe("hit");
    expect(second.body.data).toEqual(first.body.data);
  });

  it("keys a lookup by zip code but never keeps a customer's precise position", async () => {
    const byZip = await operation(query, { variables: { filter: { zipcode: "84321" } }, headers: at(0) });
    expect(byZip.body.extensions?.cache?.entries.map((entry) => entry.key)).toContainEqual(expect.stringContaining("user_zipcode=84321"));

    const byPosition = await operation(query, { variables: { filter: { latitude: 41.7355, longitude: -111.8344 } }, headers: at(0) });
    expect(byPosition.body.errors).toBeUndefined();
    const keys = byPosition.body.extensions?.cache?.entries.map((entry) => entry.key) ?? [];
    expect(keys.some((key) => key.includes("user_latitude"))).toBe(false);
    const stored = await env.EDGE_CACHE!.prepare("SELECT count(*) AS n FROM cache_entries WHERE key LIKE '%user_latitude%'").first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});

describe("the request clock", () => {
  it("honours x-test-now only when ENVIRONMENT is test", () => {
    const request = new Request("https://graphql.internal/graphql", { headers: { "x-test-now": "1000" } });
    expect(requestClock(request, { ENVIRONMENT: "test" })()).toBe(1000);
    expect(requestClock(request, { ENVIRONMENT: "production" })()).toBeGreaterThan(1000);
  });
});
