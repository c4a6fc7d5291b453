/**
 * The web worker's page cache (decision 042): whole catalog pages for visitors without a
 * session, served while their answers are fresh and their seat version is current; never a
 * response that sets a cookie, a non-200, a personal render or another page than the catalog's.
 */
import { createSession, type AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { pageFreshSeconds } from "~/lib/core/answer-freshness.server";
import {
  keepable,
  keptResponse,
  PageCache,
  pageCandidate,
  PageRecorder,
} from "~/lib/core/page-cache.server";

const SHOP = "https://shop.example";

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SHOP}${path}`, { headers });
}

/** A rendered class page: its seats in the text, the render's nonce in its script. */
function page(seats: number, nonce: string, headers: Record<string, string> = {}): Response {
  return new Response(`<html><p>${seats} seats left</p><script nonce="${nonce}">x</script></html>`, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", ...headers },
  });
}

/** A shop whose seat version the test raises, and a page cache reading it. */
function shop() {
  const state = { version: 3, seats: 13, reads: 0, renders: 0, now: 1_000_000 };
  const readSeatVersion = async () => {
    state.reads += 1;
    return state.version;
  };
  const cache = new PageCache(1024 * 1024, () => state.now);
  /** What app/worker.ts does for one request: a kept page, else a render that may be kept. */
  async function visit(request: Request, renderHeaders: Record<string, string> = {}): Promise<{ text: string; hit: boolean }> {
    const candidate = pageCandidate(request);
    if (candidate?.document) {
      const kept = await cache.lookup(candidate.key, readSeatVersion);
      if (kept) {
        const response = keptResponse(kept, "fresh-nonce");
        return { text: await response.text(), hit: response.headers.get("x-page-cache") === "hit" };
      }
    }
    state.renders += 1;
    const recorder = new PageRecorder(state.now);
    // The class page's one operation: fresh 300 s, built under the current seat version.
    recorder.answer(300, state.version);
    let response = page(state.seats, "render-nonce", renderHeaders);
    if (candidate?.document) response = await cache.store(candidate.key, response, recorder, "render-nonce");
    return { text: await response.text(), hit: false };
  }
  return { state, cache, visit };
}

describe("which requests may get a kept page", () => {
  it("catalog pages without a session cookie, by URL and cookie banner", () => {
    expect(pageCandidate(get("/classes?month=2026-12"))?.key).toBe(`ask ${SHOP}/classes?month=2026-12`);
    expect(pageCandidate(get("/classes/ABC-123", { cookie: "cvk_privacy=allow; _fbp=fb.1" }))?.key).toBe(`no-ask ${SHOP}/classes/ABC-123`);
    expect(pageCandidate(get("/menu", { "sec-gpc": "1" }))?.key).toBe(`no-ask ${SHOP}/menu`);
    expect(pageCandidate(get("/choose-menu"))?.document).toBe(true);
    expect(pageCandidate(get("/classes?_data=root"))?.document).toBe(false);
    expect(pageCandidate(get("/newsroom"))?.key).toBe(`ask ${SHOP}/newsroom`);
    expect(pageCandidate(get("/newsroom/spring-classes-open"))?.document).toBe(true);
  });

  it("never with a session cookie, nor for other pages or methods", () => {
    expect(pageCandidate(get("/classes", { cookie: "cvk_session=abc" }))).toBeNull();
    expect(pageCandidate(get("/classes", { cookie: "cvk_privacy=deny; __Host-cvk_session=abc" }))).toBeNull();
    for (const path of ["/cart", "/checkout", "/account", "/admin/classes", "/login", "/classes/ABC-123.ics", "/signup", "/newsroom/Bad Slug", "/admin/newsroom"]) {
      expect(pageCandidate(get(path)), path).toBeNull();
    }
    expect(pageCandidate(new Request(`${SHOP}/classes`, { method: "POST" }))).toBeNull();
  });
});

describe("a kept page", () => {
  it("is served to the next anonymous visitor, with that response's own nonce", async () => {
    const { state, visit } = shop();
    const first = await visit(get("/classes/ABC-123"));
    expect(first.hit).toBe(false);
    const second = await visit(get("/classes/ABC-123"));
    expect(second.hit).toBe(true);
    expect(state.renders).toBe(1);
    expect(second.text).toContain("13 seats left");
    expect(second.text).toContain('nonce="fresh-nonce"');
    expect(second.text).not.toContain("render-nonce");
  });

  it("is not served to a visitor with a session cookie: rendered for them", async () => {
    const { state, visit } = shop();
    await visit(get("/classes/ABC-123"));
    state.seats = 4; // what their own render shows (the page cache must not answer)
    const signedIn = await visit(get("/classes/ABC-123", { cookie: "cvk_session=signed" }));
    expect(signedIn.hit).toBe(false);
    expect(signedIn.text).toContain("4 seats left");
    expect(state.renders).toBe(2);
  });

  it("is not served after a seat change: the version rose, the page is rendered anew with the new count", async () => {
    const { state, visit } = shop();
    await visit(get("/classes/ABC-123"));
    expect((await visit(get("/classes/ABC-123"))).hit).toBe(true);
    // A hold commits: the api raises the seat version (decision 036).
    state.seats = 12;
    state.version += 1;
    const after = await visit(get("/classes/ABC-123"));
    expect(after.hit).toBe(false);
    expect(after.text).toContain("12 seats left");
    // And that render is kept under the new version.
    const again = await visit(get("/classes/ABC-123"));
    expect(again.hit).toBe(true);
    expect(again.text).toContain("12 seats left");
  });

  it("is not served once its answers are no longer fresh (spec §9: 5 minutes at most)", async () => {
    const { state, visit } = shop();
    await visit(get("/classes"));
    state.now += 299_000;
    expect((await visit(get("/classes"))).hit).toBe(true);
    state.now += 2_000;
    expect((await visit(get("/classes"))).hit).toBe(false);
  });

  it("is never a response that set a cookie", async () => {
    const { cache, state, visit } = shop();
    await visit(get("/classes"), { "set-cookie": "cvk_session=new; Path=/" });
    expect(cache.size).toBe(0);
    expect((await visit(get("/classes"))).hit).toBe(false);
    expect(state.renders).toBe(2);
  });
});

describe("what may be kept", () => {
  const fresh = () => {
    const recorder = new PageRecorder();
    recorder.answer(120, 7);
    return recorder;
  };

  it("a 200 HTML page built from fresh public answers of one seat version", () => {
    expect(keepable(page(1, "n"), fresh())).toBe(true);
  });

  it("not a non-200, a non-HTML answer, a Set-Cookie or no-store", () => {
    expect(keepable(new Response("gone", { status: 404, headers: { "content-type": "text/html" } }), fresh())).toBe(false);
    expect(keepable(new Response(null, { status: 302, headers: { location: "/x" } }), fresh())).toBe(false);
    expect(keepable(new Response("{}", { headers: { "content-type": "application/json" } }), fresh())).toBe(false);
    expect(keepable(page(1, "n", { "set-cookie": "a=b" }), fresh())).toBe(false);
    expect(keepable(page(1, "n", { "cache-control": "no-store" }), fresh())).toBe(false);
  });

  it("not a render that asked with the visitor's token, mixed seat versions or an answer without freshness", () => {
    const personal = fresh();
    personal.personal();
    expect(keepable(page(1, "n"), personal)).toBe(false);
    const mixed = fresh();
    mixed.answer(120, 8);
    expect(keepable(page(1, "n"), mixed)).toBe(false);
    const stale = fresh();
    stale.answer(0, undefined);
    expect(keepable(page(1, "n"), stale)).toBe(false);
  });
});

describe("forgetting kept pages after a write (the newsroom's, decision 028)", () => {
  it("forgets the pages of the path and below, in both banner states, and nothing else", async () => {
    const cache = new PageCache();
    const keep = async (path: string, asks = "ask") => {
      const recorder = new PageRecorder();
      recorder.answer(300, undefined);
      await cache.store(`${asks} ${SHOP}${path}`, page(1, "n"), recorder, "n");
    };
    const kept = (path: string, asks = "ask") => cache.lookup(`${asks} ${SHOP}${path}`, async () => 0);
    await keep("/newsroom");
    await keep("/newsroom", "no-ask");
    await keep("/newsroom/spring-classes-open");
    await keep("/newsroom-archive");
    await keep("/classes");
    cache.forget("/newsroom");
    expect(await kept("/newsroom")).toBeUndefined();
    expect(await kept("/newsroom", "no-ask")).toBeUndefined();
    expect(await kept("/newsroom/spring-classes-open")).toBeUndefined();
    expect(await kept("/newsroom-archive")).toBeDefined();
    expect(await kept("/classes")).toBeDefined();
  });
});

describe("the seat version read", () => {
  it("is the request's own: each lookup of a page with seats reads it once, none is shared", async () => {
    const { state, visit } = shop();
    await visit(get("/classes/ABC-123"));
    const before = state.reads;
    await Promise.all([visit(get("/classes/ABC-123")), visit(get("/classes/ABC-123")), visit(get("/classes/ABC-123"))]);
    expect(state.reads - before).toBe(3);
  });

  it("a failing read answers undefined: a page with seats is then not served", async () => {
    const cache = new PageCache();
    const recorder = new PageRecorder();
    recorder.answer(300, 0);
    await cache.store("k", page(3, "n"), recorder, "n");
    expect(await cache.lookup("k", () => Promise.reject(new Error("D1 down")))).toBeUndefined();
    expect(await cache.lookup("k", async () => 0)).toBeDefined();
  });
});

describe("one render per page at a time (a burst after a seat change)", () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** app/worker.ts's order: a lookup, else a render marked as such, kept when done. */
  function shopWithSlowRenders(renderMs: number) {
    const state = { version: 3, reads: 0, renders: 0, keep: true };
    const readSeatVersion = async () => {
      state.reads += 1;
      return state.version;
    };
    const cache = new PageCache(1024 * 1024);
    async function visit(key: string): Promise<"kept" | "rendered"> {
      if (await cache.lookup(key, readSeatVersion)) return "kept";
      const done = cache.rendering(key);
      try {
        state.renders += 1;
        const recorder = new PageRecorder();
        recorder.answer(300, state.version);
        if (!state.keep) recorder.personal();
        await pause(renderMs);
        await cache.store(key, page(1, "n"), recorder, "n");
        return "rendered";
      } finally {
        done();
      }
    }
    return { state, cache, visit };
  }

  it("visitors asking while a render runs get its page instead of rendering again", async () => {
    const { state, visit } = shopWithSlowRenders(120);
    await visit("/classes");
    state.version += 1; // a seat changed: the kept page is old
    const first = visit("/classes");
    await pause(10);
    const others = await Promise.all(Array.from({ length: 8 }, () => visit("/classes")));
    expect(await first).toBe("rendered");
    expect(others).toEqual(Array(8).fill("kept"));
    expect(state.renders).toBe(2);
  });

  it("a waiter never takes a page older than the seat version it read itself", async () => {
    const { state, visit } = shopWithSlowRenders(120);
    const first = visit("/classes"); // renders under version 3
    await pause(10);
    state.version = 4; // a seat change committed before the second visitor asked
    const second = await visit("/classes");
    await first;
    expect(second).toBe("rendered");
    expect(state.renders).toBe(2);
  });

  it("a render that is not kept lets its waiters render at once, not after the longest wait", async () => {
    const { state, visit } = shopWithSlowRenders(60);
    state.keep = false;
    const started = Date.now();
    const first = visit("/classes");
    await pause(5);
    const second = await visit("/classes");
    await first;
    expect(second).toBe("rendered");
    expect(state.renders).toBe(2);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("pages of other addresses do not wait", async () => {
    const { state, visit } = shopWithSlowRenders(100);
    const first = visit("/classes");
    await pause(5);
    const readsBefore = state.reads;
    expect(await visit("/menu")).toBe("rendered");
    await first;
    expect(state.reads).toBe(readsBefore);
  });
});

describe("the first form of a visitor without a token (csrf.server.ts)", () => {
  function context(data: Record<string, string> = {}) {
    return { session: createSession(data) } as unknown as AppLoadContext;
  }
  const post = (headers: Record<string, string>, token?: string) => {
    const form = new FormData();
    if (token !== undefined) form.set("csrf", token);
    return { request: new Request(`${SHOP}/cart`, { method: "POST", headers }), form };
  };
  const status = (run: () => void) => {
    try {
      run();
      return 200;
    } catch (error) {
      return (error as Response).status;
    }
  };

  it("is accepted on the browser's same-origin word, and the token is issued with it", () => {
    const visitor = context();
    const { request, form } = post({ origin: SHOP }, "");
    expect(status(() => assertAntiForgery(request, visitor, form))).toBe(200);
    expect(visitor.session.get("csrf")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const fetchSite = context();
    const second = post({ "sec-fetch-site": "same-origin" });
    expect(status(() => assertAntiForgery(second.request, fetchSite, second.form))).toBe(200);
  });

  it("is refused without that word or from another site, and a token is issued for the next try", () => {
    const visitor = context();
    const { request, form } = post({}, "");
    expect(status(() => assertAntiForgery(request, visitor, form))).toBe(403);
    expect(visitor.session.get("csrf")).toBeTruthy();
    // Now the visitor holds a token: the same-origin word alone no longer does.
    const again = post({ origin: SHOP }, "");
    expect(status(() => assertAntiForgery(again.request, visitor, again.form))).toBe(403);
    const crossSite = post({ "sec-fetch-site": "cross-site" });
    expect(status(() => assertAntiForgery(crossSite.request, context(), crossSite.form))).toBe(403);
    const evil = post({ origin: "https://evil.example" });
    expect(status(() => assertAntiForgery(evil.request, context(), evil.form))).toBe(403);
  });

  it("a visitor who holds a token must send it", () => {
    const visitor = context({ csrf: "the-token" });
    const right = post({ origin: SHOP }, "the-token");
    expect(status(() => assertAntiForgery(right.request, visitor, right.form))).toBe(200);
    const missing = post({ origin: SHOP });
    expect(status(() => assertAntiForgery(missing.request, visitor, missing.form))).toBe(403);
  });
});

describe("how long a page built from an answer may be kept (graphql.server.ts)", () => {
  it("as long as its cached lists stay fresh; 5 minutes when built just now; a reused list-less answer as long as it says", () => {
    const entry = { key: "classes?limit=500", status: "hit", ageSeconds: 40 };
    expect(pageFreshSeconds({ cache: { status: "hit", maxAgeSeconds: 260, entries: [entry] } })).toBe(260);
    expect(pageFreshSeconds({ cache: { status: "stale", maxAgeSeconds: 0, entries: [{ ...entry, status: "stale" }] } })).toBe(0);
    expect(pageFreshSeconds({ cache: { status: "miss", maxAgeSeconds: 0, entries: [], seatVersion: 4 } })).toBe(300);
    expect(pageFreshSeconds(undefined)).toBe(300);
    // A class page's answer reused by the operation cache: what is left of its own 5 minutes.
    expect(pageFreshSeconds({ cache: { status: "hit", maxAgeSeconds: 212, entries: [], seatVersion: 4 } })).toBe(212);
    expect(pageFreshSeconds({ cache: { status: "hit", maxAgeSeconds: 0, entries: [], seatVersion: 4 } })).toBe(0);
    expect(pageFreshSeconds({ cache: { status: "hit", entries: [] } })).toBe(0);
  });
});
