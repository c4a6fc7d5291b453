/**
 * Issue 31: no request may use another request's I/O. The built web worker in workerd serves
 * requests that overlap — some cut off by their client — through every cache that outlives a
 * request (the web's page cache, the graphql worker's edge and operation caches, the seat version
 * each reads) and the tracking path (queue, consumer, api): every answer is the shop's own, no
 * cross-request I/O error is logged, and each page view is recorded once.
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiEnv } from "../../../workers/api/env";
import { raiseSeatVersion } from "../../../workers/api/services/seats";

const SHOP = "https://shop.example";
const WEB_PAGE = { "sec-fetch-dest": "document", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack ?? ""}` : String(arg))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const crossRequest = () => logged.filter((line) => /different request|Cannot perform I\/O|hung/i.test(line));

async function page(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${SHOP}${path}`, { ...init, headers: { ...WEB_PAGE, ...init.headers } });
}

/** A seat change as the api announces it (decision 036): the seat version rises. */
async function seatChange(): Promise<void> {
  await raiseSeatVersion(env as unknown as ApiEnv);
}

async function classPath(): Promise<string> {
  const html = await (await page("/classes")).text();
  const path = /href="(\/classes\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
  expect(path, "a class on /classes").toBeDefined();
  return path!;
}

async function pageViews(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM tracking_events WHERE type = 'page-view'").first<{ n: number }>();
  return row?.n ?? 0;
}

/** Product views of one class page that carry its price (spec §7 events/product). */
async function productViews(path: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM tracking_events WHERE type = 'product' AND json_extract(payload, '$.url') = ?1 AND json_extract(payload, '$.price') > 0",
  )
    .bind(`${SHOP}${path}`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Waits until the page views recorded reach `expected` (the queue delivers in batches), then a moment longer. */
async function pageViewsSettled(expected: number): Promise<number> {
  const deadline = Date.now() + 20_000;
  while ((await pageViews()) < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return pageViews();
}

describe("overlapping requests through the caches (issue 31)", () => {
  it("answers every overlapping visitor from the page cache and fresh renders alike, across seat changes", async () => {
    const classPage = await classPath();
    const paths = ["/classes", classPage, "/menu", "/choose-menu"];
    for (const path of paths) expect((await page(path)).status).toBe(200);
    // Two rounds of interleaved visitors, with a seat change landing between their arrivals.
    for (let round = 0; round < 2; round++) {
      const first = paths.map((path) => page(path));
      await seatChange();
      const second = paths.map((path) => page(path));
      const answers = await Promise.all([...first, ...second]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-security-policy")).toContain("script-src");
        expect(await answer.text()).toContain("</html>");
      }
    }
    expect(crossRequest()).toEqual([]);
  });

  it("a visitor who gives up mid-answer leaves nothing behind for the next ones", async () => {
    const classPage = await classPath();
    for (let round = 0; round < 5; round++) {
      const controller = new AbortController();
      const cut = page(round % 2 ? classPage : "/classes", { signal: controller.signal }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, round));
      controller.abort();
      const next = await Promise.all([page("/classes"), page(classPage)]);
      await cut;
      for (const answer of next) expect(answer.status).toBe(200);
      await seatChange();
    }
    const after = await Promise.all([page("/classes"), page(classPage), page("/classes"), page(classPage)]);
    expect(after.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(crossRequest()).toEqual([]);
  });

  it("serves overlapping partner operations through the edge and operation caches", async () => {
    const query = JSON.stringify({ query: "{ classes(first: 5) { sku seatsLeft } locations { locations { name } } }" });
    const ask = () => SELF.fetch(`${SHOP}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: query });
    const first = [ask(), ask()];
    await seatChange();
    const answers = await Promise.all([...first, ask(), ask()]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { errors?: unknown[] };
      expect(body.errors).toBeUndefined();
    }
    expect(crossRequest()).toEqual([]);
  });

  it("records each page view of overlapping visitors once, through the tracking queue", async () => {
    const classPage = await classPath();
    const before = await pageViewsSettled(await pageViews());
    const productsBefore = await productViews(classPage);
    // A class that sells seats, not portions: its price is the seat's (issue 31's load found
    // those product views refused for want of a price).
    const seatClass = await env.DB.prepare(
      `SELECT c.sku FROM classes c JOIN class_types t ON t.id = c.class_type_id JOIN fulfillments f ON f.id = c.fulfillment_id
       WHERE t.offer = 'seats' AND c.published = 1 AND c.status = 'scheduled' AND f.key = 'in-person' AND c.date > date('now') ORDER BY c.date LIMIT 1`,
    ).first<{ sku: string }>();
    expect(seatClass, "a class that sells seats").toBeTruthy();
    const seatPage = `/classes/${seatClass!.sku}`;
    const seatBefore = await productViews(seatPage);
    const paths = ["/classes", classPage, "/menu", "/choose-menu", "/pickup", "/delivery"];
    const tracked = [...paths, seatPage].flatMap((path) => [page(path), page(path)]);
    // Visitors who said no are served and not counted.
    const declined = paths.map((path) => page(path, { headers: { cookie: "cvk_privacy=deny" } }));
    const answers = await Promise.all([...tracked, ...declined]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await pageViewsSettled(before + tracked.length)).toBe(before + tracked.length);
    // Each tracked view of the class page also recorded the class with the price it sells at.
    expect((await productViews(classPage)) - productsBefore).toBe(2);
    expect((await productViews(seatPage)) - seatBefore).toBe(2);
    expect(crossRequest()).toEqual([]);
  });
});
