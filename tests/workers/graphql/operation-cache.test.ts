/**
 * The operation cache (plugins/operation-cache.ts): a public query's whole answer reused while it
 * and its lists are fresh, so a warm partner schedule runs no resolver and no REST call.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { operation } from "./partner-request";
import { restCalls } from "./test-worker";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let day = 0;
let base = 0;

beforeEach(() => {
  restCalls.length = 0;
  day += 2;
  base = Date.UTC(2033, 0, 1) + day * DAY;
});

const at = (offsetMs: number, headers: Record<string, string> = {}) => ({ "x-test-now": String(base + offsetMs), ...headers });

async function operationRows(): Promise<number> {
  const row = await env.EDGE_CACHE!.prepare("SELECT count(*) AS n FROM cache_entries WHERE key LIKE 'op:%'").first<{ n: number }>();
  return row?.n ?? 0;
}

interface ScheduleData {
  classSchedule: Array<{ sku: string; location: { name: string } }>;
}

const schedule = (from: string, to: string) =>
  `{ classSchedule(from: "${from}", to: "${to}") { sku location { name } } }`;

describe("the operation cache", () => {
  it("reuses a warm schedule answer without executing it, reporting its lists as hits", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const query = schedule(today, later);
    const before = await operationRows();
    const first = await operation<ScheduleData>(query, { headers: at(0) });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.extensions?.restCalls).toBe(1);
    expect(await operationRows()).toBe(before + 1);

    // Without its lists the answer can only come from the operation cache.
    await env.EDGE_CACHE!.prepare("DELETE FROM cache_entries WHERE key LIKE 'classes?%'").run();
    restCalls.length = 0;
    const second = await operation<ScheduleData>(query, { headers: at(2 * MINUTE) });
    expect(restCalls).toEqual([]);
    expect(second.body.data).toEqual(first.body.data);
    expect(second.body.extensions?.restCalls).toBe(0);
    expect(second.body.extensions?.cache?.status).toBe("hit");
    expect(second.body.extensions?.cache?.entries).toEqual([
      { key: expect.stringMatching(/^classes\?/), status: "hit", ageSeconds: 120 },
    ]);
  });

  it("keeps a warm answer in the isolate too: it survives losing its D1 row, never its 5 minutes", async () => {
    const query = "{ classes(first: 13) { sku } }";
    await operation(query, { headers: at(0) });
    await env.EDGE_CACHE!.prepare("DELETE FROM cache_entries").run();
    restCalls.length = 0;
    const warm = await operation(query, { headers: at(4 * MINUTE) });
    expect(restCalls).toEqual([]);
    expect(warm.body.extensions?.cache).toEqual({
      status: "hit",
      maxAgeSeconds: 60,
      entries: [{ key: "classes?limit=13", status: "hit", ageSeconds: 240 }],
      seatVersion: expect.any(Number),
    });

    // Past 5 minutes the remembered copy is not used: with its list gone too, the api is asked.
    const later = await operation(query, { headers: at(5 * MINUTE) });
    expect(later.body.extensions?.cache?.status).toBe("miss");
    expect(restCalls).toEqual(["GET /classes?limit=13"]);
  });

  it("runs the operation again once its lists are older than 5 minutes (then the list is stale)", async () => {
    const query = "{ classes(first: 11) { sku } }";
    await operation(query, { headers: at(0) });
    restCalls.length = 0;
    const later = await operation(query, { headers: at(5 * MINUTE + 1000) });
    expect(later.body.extensions?.cache?.status).toBe("stale");
    expect(later.body.extensions?.cache?.entries[0]?.key).toBe("classes?limit=11");
  });

  it("keys answers by their variables", async () => {
    const query = "query ($n: Int) { classes(first: $n) { sku } }";
    const three = await operation<{ classes: unknown[] }>(query, { headers: at(0), variables: { n: 3 } });
    const four = await operation<{ classes: unknown[] }>(query, { headers: at(1000), variables: { n: 4 } });
    expect(three.body.data?.classes).toHaveLength(3);
    expect(four.body.data?.classes).toHaveLength(4);
  });

  it("is skipped by cache-control: no-cache, by a signed-in caller, and for a customer's position", async () => {
    const query = "{ classes(first: 12) { sku } }";
    await operation(query, { headers: at(0) });
    restCalls.length = 0;
    const bypass = await operation(query, { headers: at(1000, { "cache-control": "no-cache" }) });
    expect(bypass.body.extensions?.restCalls).toBe(1);

    restCalls.length = 0;
    const signedIn = await operation(query, { headers: at(2000, { authorization: "Bearer not-a-token" }) });
    expect(restCalls.length).toBeGreaterThan(0);
    expect(signedIn.body.extensions?.cache).toBeUndefined();

    const before = await operationRows();
    await operation("{ locations(filter: { latitude: 41.73, longitude: -111.83 }) { locations { id } } }", { headers: at(3000) });
    expect(await operationRows()).toBe(before);
  });

  it("says how long a reused answer built from no cached list stays fresh: what is left of its own 5 minutes", async () => {
    // A class by its sku is one REST call, no cached list: the web's page cache keeps a class
    // page as long as this says (decision 042); it said 0 and the page was never kept.
    const { sku } = (await env.DB.prepare("SELECT sku FROM classes WHERE class_is_public = 1 AND published = 1 AND canceled = 0 ORDER BY id LIMIT 1").first<{ sku: string }>())!;
    const query = `{ class(idOrSku: "${sku}") { sku seatsLeft } }`;
    const built = await operation(query, { headers: at(0) });
    expect(built.body.extensions?.cache).toMatchObject({ status: "miss", entries: [] });
    const reused = await operation(query, { headers: at(100_500) });
    expect(reused.body.extensions?.restCalls).toBe(0);
    expect(reused.body.extensions?.cache).toEqual({ status: "hit", maxAgeSeconds: 199, entries: [], seatVersion: expect.any(Number) });
    // Past its 5 minutes it is built again, not reused with an age of 0.
    const rebuilt = await operation(query, { headers: at(5 * MINUTE) });
    expect(rebuilt.body.extensions?.cache?.status).toBe("miss");
  });

  it("never keeps a failed operation's answer", async () => {
    const before = await operationRows();
    const failed = await operation('{ classes(filter: { month: "2026-13" }) { sku } }', { headers: at(0) });
    expect(failed.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await operationRows()).toBe(before);
  });
});
