/**
 * The concurrency load of issue 31: requests whose clients disconnect mid-answer, then visitors
 * (anonymous, with a cart, signed in; some allowing tracking, some not) loading the catalog
 * while seats keep changing. The shop must answer every page (no 5xx, no hang) and record one
 * page-view row per page served to a visitor who allows tracking.
 * Used by `npm run test:load` (tests/load/run.ts), `npm test` (short) and `npm run bench` (long).
 */
import { spawnSync } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { OFFLINE_ENV, ROOT } from "../../scripts/stack";
import { staffIdToken } from "../bench/report-year";
import { keepSetCookies } from "../support/cookie-jar";

export interface LoadOptions {
  origin: string;
  /** The stack's --persist-to directory: page-view rows are read from its api D1. */
  persistDir: string;
  /** The Auth emulator, 127.0.0.1:<port>. */
  authEmulatorHost: string;
  /** How long the steady phase lasts. */
  seconds: number;
  visitors: number;
  /** How long the bursts of disconnecting clients last. */
  burstSeconds: number;
  log?: (line: string) => void;
}

export interface LoadReport {
  catalog: { pages: number; classPages: number; mealPages: number };
  burst: { sent: number; cutBeforeAnswer: number; cutAtFirstChunk: number; statuses: Record<string, number> };
  /**
   * Seconds until the shop answered promptly again after the burst: locally, `wrangler dev`
   * still runs each request whose client left (production cancels them), so a burst leaves a
   * backlog. Waited for, up to DRAIN_LIMIT_MS, so the steady phase measures the shop.
   */
  drainSeconds: number;
  /**
   * How the burst's pages were served to one plain visit just before the burst and just after
   * its backlog cleared (`x-page-cache`: hit, stored, or none when the render was not kept):
   * a burst of pages that are not kept is a burst of whole renders.
   */
  burstPagesKept: { before: Record<string, number>; after: Record<string, number> };
  /**
   * Page-view rows of the burst's clients. Locally each cut request still runs to its end, so
   * each leaves its page view — unless it was lost to another request's I/O (issue 31: a shared
   * tracking batch of a cut request took every event in it along), or its client left before the
   * request was read (a few).
   */
  burstPageViews: number;
  /** Clients that kept disconnecting mid-answer among the visitors during the steady phase. */
  trickle: { sent: number; cutBeforeAnswer: number; cutAtFirstChunk: number; statuses: Record<string, number> };
  steady: {
    seconds: number;
    visitors: Record<VisitorKind, number> & { tracked: number; untracked: number };
    answers: number;
    statuses: Record<string, number>;
    networkErrors: number;
    slow: number;
    servedTracked: number;
    examples: string[];
  };
  seatChanges: Record<SeatChangeKind, number> & { failed: number; examples: string[] };
  /**
   * Page-view rows: all of them before and after the steady phase, and those of this run's
   * visitors (told by their ad-pixel id, `_fbp`, which the events carry).
   */
  pageViews: { before: number; after: number; recorded: number; visitors: number };
}

export type VisitorKind = "anonymous" | "cart" | "signedIn";
type TrackingChoice = "no choice" | "allow" | "deny" | "gpc";
type SeatChangeKind = "bookings" | "abandonedCheckouts" | "refunds" | "staffEdits";

/** An answer slower than this is a failure (a hang, to a visitor). */
const SLOW_MS = 15_000;
/** How many disconnecting clients at once. */
const BURST_CONCURRENCY = 20;
/**
 * The most requests of the burst (20 clients for `burstSeconds` send about as many as the
 * issue's `autocannon -c 20 -d 3 -t 0.02`). Locally each cut request still runs to its end —
 * wrangler's proxy does not cancel it, production does — so the burst leaves a backlog the shop
 * must work through and recover from (DRAIN_LIMIT_MS).
 */
const BURST_MAX_REQUESTS = 3_000;
/** Disconnecting clients among the visitors in the steady phase, each resting between cuts. */
const TRICKLE_CONCURRENCY = 2;
const TRICKLE_REST_MS = 100;
/** The share of the burst's requests that must leave their page view (a few clients leave before their request is read). */
const BURST_RECORDED_SHARE = 0.9;
/** The longest wait for the burst's backlog to clear: a shop that has not recovered by then fails. */
const DRAIN_LIMIT_MS = 240_000;
/** The class pages of the burst (warmed with the catalog). */
const BURST_CLASS_PAGES = 2;
const CATALOG_PAGES = ["/classes", "/choose-menu", "/pickup", "/delivery", "/menu"];
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";
/** What a browser sends for a page it navigates to. */
const DOCUMENT_HEADERS = {
  "user-agent": BROWSER_UA,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "same-origin",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const count = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

export async function concurrencyLoad(options: LoadOptions): Promise<LoadReport> {
  const say = options.log ?? (() => undefined);
  say("load: warming the catalog");
  const catalog = await warmCatalog(options.origin);
  say(`load: ${catalog.classPages.length} class pages and ${catalog.mealPages.length} meal pages found`);

  say(`load: ${options.visitors} visitors sign in and fill carts; the seat changer sets up`);
  const pixelPrefix = `fb.1.${Date.now()}.`;
  const visitors = await Promise.all(Array.from({ length: options.visitors }, (_, index) => makeVisitor(options, catalog.classPages, index)));
  const seats = await SeatChanger.start(options, catalog.classPages);

  say(`load: ${options.burstSeconds} s of clients that disconnect mid-answer (${BURST_CONCURRENCY} at a time)`);
  // Pages kept whole (decision 042), whose answers start within the cut times; seats change
  // meanwhile, so some are rendered and kept again while their clients leave.
  const burstPaths = [...CATALOG_PAGES, ...catalog.classPages.slice(0, BURST_CLASS_PAGES)];
  // The burst's clients carry their own ad-pixel id (`_fbp`, which page views record), so their
  // page views can be counted apart from everyone else's.
  const burstPrefix = `fb.1.${Date.now()}.burst-`;
  const keptBefore = await pageCacheStates(options.origin, burstPaths);
  const [burst] = await Promise.all([
    disconnectingBurst(options.origin, burstPaths, options.burstSeconds, burstPrefix),
    seats.run(Date.now() + options.burstSeconds * 1000),
  ]);

  say("load: waiting for the burst's backlog to clear");
  const drainSeconds = await drained(options.origin);
  say(`load: the shop answers promptly again after ${drainSeconds.toFixed(1)} s`);
  const keptAfter = await pageCacheStates(options.origin, burstPaths);

  say("load: waiting for the page-view rows to settle");
  const before = await settledPageViews(options.persistDir, say);
  const burstPageViews = await pageViewRows(options.persistDir, burstPrefix);

  say(`load: ${options.seconds} s of ${options.visitors} visitors while seats change`);
  const pages = [...CATALOG_PAGES, ...catalog.classPages, ...catalog.mealPages];
  // From now on each visitor's page views carry its ad-pixel id (the setup's pages did not).
  for (const [index, visitor] of visitors.entries()) visitor.cookies.set("_fbp", `${pixelPrefix}${index}`);
  const steady = newSteadyCounts();
  const deadline = Date.now() + options.seconds * 1000;
  const changing = seats.run(deadline);
  // Some clients keep leaving mid-answer while the visitors browse: no request of theirs may
  // take another's work (a shared read, a tracking batch) with it.
  const trickling = disconnectingClients(options.origin, burstPaths, deadline, TRICKLE_CONCURRENCY, TRICKLE_REST_MS);
  await Promise.all(visitors.map((visitor) => browse(options.origin, visitor, pages, deadline, steady)));
  const [seatChanges, trickle] = await Promise.all([changing, trickling]);

  say("load: waiting for the page-view rows to settle");
  const after = await settledPageViews(options.persistDir, say);
  const kinds = (kind: VisitorKind) => visitors.filter((visitor) => visitor.kind === kind).length;
  return {
    catalog: { pages: CATALOG_PAGES.length, classPages: catalog.classPages.length, mealPages: catalog.mealPages.length },
    burst,
    drainSeconds,
    burstPagesKept: { before: keptBefore, after: keptAfter },
    burstPageViews,
    trickle,
    steady: {
      seconds: options.seconds,
      visitors: {
        anonymous: kinds("anonymous"),
        cart: kinds("cart"),
        signedIn: kinds("signedIn"),
        tracked: visitors.filter((visitor) => allowsTracking(visitor.tracking)).length,
        untracked: visitors.filter((visitor) => !allowsTracking(visitor.tracking)).length,
      },
      ...steady,
    },
    seatChanges,
    pageViews: { before, after, recorded: after - before, visitors: await pageViewRows(options.persistDir, pixelPrefix) },
  };
}

/** What failed, in words; empty when the load passed. */
export function judgeLoad(report: LoadReport): string[] {
  const failures: string[] = [];
  const serverErrors = (statuses: Record<string, number>) =>
    Object.entries(statuses).filter(([status]) => Number(status) >= 500).reduce((sum, [, n]) => sum + n, 0);
  const burst5xx = serverErrors(report.burst.statuses) + serverErrors(report.trickle.statuses);
  if (burst5xx > 0) failures.push(`${burst5xx} answers 5xx to disconnecting clients`);
  if (report.burstPageViews < report.burst.sent * BURST_RECORDED_SHARE) {
    failures.push(`only ${report.burstPageViews} page views recorded of ${report.burst.sent} requests of the burst (at least ${BURST_RECORDED_SHARE * 100} % expected)`);
  }
  if (report.drainSeconds * 1000 >= DRAIN_LIMIT_MS) failures.push(`the shop still did not answer promptly ${DRAIN_LIMIT_MS / 1000} s after the burst`);
  const steady5xx = serverErrors(report.steady.statuses);
  if (steady5xx > 0) failures.push(`${steady5xx} of ${report.steady.answers} answers 5xx while visitors browsed`);
  if (report.steady.networkErrors > 0) failures.push(`${report.steady.networkErrors} requests failed without an answer`);
  if (report.steady.slow > 0) failures.push(`${report.steady.slow} answers took longer than ${SLOW_MS / 1000} s`);
  if (report.steady.servedTracked === 0) failures.push("no page was served to a visitor who allows tracking");
  if (report.pageViews.visitors !== report.steady.servedTracked) {
    failures.push(`${report.pageViews.visitors} page-view rows recorded for ${report.steady.servedTracked} pages served to visitors who allow tracking`);
  }
  for (const kind of ["bookings", "abandonedCheckouts", "refunds", "staffEdits"] as const) {
    if (report.seatChanges[kind] === 0) failures.push(`no seat change of kind ${kind}`);
  }
  return failures;
}

export function formatReport(report: LoadReport): string {
  const statuses = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ") || "none";
  const { steady, seatChanges, pageViews } = report;
  return [
    `catalog: ${report.catalog.pages} catalog pages, ${report.catalog.classPages} class pages, ${report.catalog.mealPages} meal pages`,
    `burst: ${report.burst.sent} requests cut (${report.burst.cutBeforeAnswer} before any answer, ${report.burst.cutAtFirstChunk} at the first chunk); statuses seen ${statuses(report.burst.statuses)}; backlog cleared after ${report.drainSeconds.toFixed(1)} s; ${report.burstPageViews} of their page views recorded`,
    `burst pages, one plain visit each (x-page-cache): before the burst ${statuses(report.burstPagesKept.before)}; after its backlog ${statuses(report.burstPagesKept.after)}`,
    `among the visitors: ${report.trickle.sent} more requests cut (${report.trickle.cutBeforeAnswer} before any answer, ${report.trickle.cutAtFirstChunk} at the first chunk); statuses seen ${statuses(report.trickle.statuses)}`,
    `steady: ${steady.seconds} s, visitors ${steady.visitors.anonymous} anonymous, ${steady.visitors.cart} with a cart, ${steady.visitors.signedIn} signed in (${steady.visitors.tracked} allow tracking, ${steady.visitors.untracked} do not)`,
    `steady: ${steady.answers} answers (${statuses(steady.statuses)}), ${steady.networkErrors} network errors, ${steady.slow} slower than ${SLOW_MS / 1000} s`,
    `seat changes: ${seatChanges.bookings} bookings paid, ${seatChanges.abandonedCheckouts} checkouts abandoned, ${seatChanges.refunds} refunds, ${seatChanges.staffEdits} staff edits (${seatChanges.failed} attempts failed)`,
    `page views: ${pageViews.visitors} rows of the visitors for ${steady.servedTracked} pages served to those who allow tracking (all rows ${pageViews.before} → ${pageViews.after}, +${pageViews.recorded})`,
    ...steady.examples.map((line) => `  visitor failure: ${line}`),
    ...seatChanges.examples.map((line) => `  seat change failure: ${line}`),
  ].join("\n");
}

// ── Phase a: the catalog ──────────────────────────────────────────────────────────────────────

/** Each catalog page a few times; the class and meal pages they link. */
async function warmCatalog(origin: string): Promise<{ classPages: string[]; mealPages: string[] }> {
  const classPages = new Set<string>();
  const mealPages = new Set<string>();
  for (let round = 0; round < 3; round++) {
    for (const path of CATALOG_PAGES) {
      const response = await fetch(`${origin}${path}`, { headers: DOCUMENT_HEADERS });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`warming ${path}: ${response.status} ${html.slice(0, 300)}`);
      for (const [, href] of html.matchAll(/href="(\/(?:classes|pickup|delivery)\/[A-Z]{3}-\d{8}-\d{4}-[A-Z]{2})"/g)) classPages.add(href!);
      for (const [, href] of html.matchAll(/href="(\/meals\/\d+)"/g)) mealPages.add(href!);
    }
  }
  if (classPages.size === 0 || mealPages.size === 0) throw new Error("the catalog pages link no class or meal page");
  const sorted = [...classPages].sort();
  for (let round = 0; round < 3; round++) {
    for (const path of sorted.slice(0, BURST_CLASS_PAGES)) await (await fetch(`${origin}${path}`, { headers: DOCUMENT_HEADERS })).arrayBuffer();
  }
  return { classPages: sorted, mealPages: [...mealPages].sort() };
}

/** One plain visit to each page: how the page cache served it (hit, stored, none). */
async function pageCacheStates(origin: string, paths: readonly string[]): Promise<Record<string, number>> {
  const states: Record<string, number> = {};
  for (const path of paths) {
    try {
      const response = await fetch(`${origin}${path}`, { headers: DOCUMENT_HEADERS, signal: AbortSignal.timeout(SLOW_MS) });
      await response.arrayBuffer();
      count(states, `${response.status} ${response.headers.get("x-page-cache") ?? "none"}`);
    } catch {
      count(states, "no answer");
    }
  }
  return states;
}

// ── Phase b: clients that disconnect mid-answer ───────────────────────────────────────────────

/**
 * Raw sockets, as a phone losing its network does: an HTTP/1.1 GET, then the connection
 * destroyed after 0–40 ms or at the first chunk of the answer (a fetch aborted by a signal is
 * not the same: undici ends the request more politely).
 */
async function disconnectingBurst(origin: string, paths: readonly string[], seconds: number, pixelPrefix: string): Promise<LoadReport["burst"]> {
  return disconnectingClients(origin, paths, Date.now() + seconds * 1000, BURST_CONCURRENCY, 0, BURST_MAX_REQUESTS, pixelPrefix);
}

/** `concurrency` clients that each ask a page and leave after 0–40 ms or at its first chunk, until `deadline`. */
async function disconnectingClients(
  origin: string,
  paths: readonly string[],
  deadline: number,
  concurrency: number,
  restMs: number,
  maxRequests = Number.POSITIVE_INFINITY,
  pixelPrefix?: string,
): Promise<LoadReport["burst"]> {
  const { hostname, port } = new URL(origin);
  const result: LoadReport["burst"] = { sent: 0, cutBeforeAnswer: 0, cutAtFirstChunk: 0, statuses: {} };
  const client = async () => {
    while (Date.now() < deadline && result.sent < maxRequests) {
      result.sent += 1;
      await new Promise<void>((done) => {
        const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
        const cut = (kind: "cutBeforeAnswer" | "cutAtFirstChunk") => {
          if (socket.destroyed) return;
          result[kind] += 1;
          socket.destroy();
          done();
        };
        // Gone after 0–40 ms, or as the answer starts if that comes first.
        const timer = setTimeout(() => cut("cutBeforeAnswer"), Math.random() * 40);
        socket.on("data", (chunk: Buffer) => {
          const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1];
          if (status) count(result.statuses, status);
          clearTimeout(timer);
          cut("cutAtFirstChunk");
        });
        socket.on("error", () => undefined);
        socket.on("close", () => {
          clearTimeout(timer);
          done();
        });
        const cookie = pixelPrefix ? `cookie: _fbp=${pixelPrefix}${result.sent}\r\n` : "";
        const headers = Object.entries(DOCUMENT_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join("") + cookie;
        socket.write(`GET ${pick(paths)} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${headers}\r\n`);
      });
      if (restMs > 0) await sleep(restMs);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return result;
}

/** Seconds until `/healthz` answers within a second again (at most DRAIN_LIMIT_MS). */
async function drained(origin: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < DRAIN_LIMIT_MS) {
    const asked = Date.now();
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(DRAIN_LIMIT_MS) });
      await response.arrayBuffer();
      if (response.ok && Date.now() - asked < 1_000) break;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  return (Date.now() - started) / 1000;
}

// ── Phases c and e: page-view rows ────────────────────────────────────────────────────────────

/**
 * The page-view rows, or only those whose ad-pixel id starts with `pixelPrefix`. A second
 * workerd opens the database file beside the shop's: a read that finds it locked is tried again.
 */
async function pageViewRows(persistDir: string, pixelPrefix?: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return readPageViewRows(persistDir, pixelPrefix);
    } catch (error) {
      if (attempt >= 10 || !/SQLITE_BUSY/.test(String(error))) throw error;
      await sleep(500);
    }
  }
}

function readPageViewRows(persistDir: string, pixelPrefix?: string): number {
  const whose = pixelPrefix ? ` AND json_extract(payload, '$.fbp') LIKE '${pixelPrefix}%'` : "";
  const result = spawnSync(
    join(ROOT, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", persistDir, "-c", "workers/api/wrangler.toml", "--json", "--command", `SELECT count(*) AS n FROM tracking_events WHERE type = 'page-view'${whose}`],
    // WRANGLER_LOG=warn (OFFLINE_ENV) would silence the JSON answer itself.
    { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV, WRANGLER_LOG: "log" }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`reading tracking_events failed: ${result.stderr}${result.stdout}`);
  const [answer] = JSON.parse(result.stdout) as Array<{ results: Array<{ n: number }> }>;
  return answer!.results[0]!.n;
}

/**
 * The count once it has stopped moving: events are written after the answers, possibly through
 * a queue that batches for a few seconds. Three equal reads over about 6 s, within 30 s.
 */
async function settledPageViews(persistDir: string, say: (line: string) => void): Promise<number> {
  const deadline = Date.now() + 30_000;
  let last = await pageViewRows(persistDir);
  let same = 0;
  while (same < 2 && Date.now() < deadline) {
    await sleep(2_000);
    const now = await pageViewRows(persistDir);
    same = now === last ? same + 1 : 0;
    last = now;
  }
  if (same < 2) say(`load: the page-view rows still moved after 30 s (${last})`);
  return last;
}

// ── Phase d: visitors ─────────────────────────────────────────────────────────────────────────

interface Visitor {
  kind: VisitorKind;
  tracking: TrackingChoice;
  cookies: Map<string, string>;
}

const allowsTracking = (choice: TrackingChoice) => choice === "no choice" || choice === "allow";

function newSteadyCounts() {
  return { answers: 0, statuses: {} as Record<string, number>, networkErrors: 0, slow: 0, servedTracked: 0, examples: [] as string[] };
}

/** The visitor's cookies, and what its browser says about tracking. */
function visitorHeaders(visitor: Visitor): Record<string, string> {
  const cookies = [...visitor.cookies].map(([name, value]) => `${name}=${value}`);
  if (visitor.tracking === "allow" || visitor.tracking === "deny") cookies.push(`cvk_privacy=${visitor.tracking}`);
  return {
    ...(cookies.length > 0 && { cookie: cookies.join("; ") }),
    ...(visitor.tracking === "gpc" && { "sec-gpc": "1" }),
  };
}

/** The privacy choice is the visitor's own (`tracking`), never taken from a response. */
const keepCookies = (visitor: Visitor, response: Response) => keepSetCookies(visitor.cookies, response, new Set(["cvk_privacy"]));

/**
 * A visitor of kind `index % 3` and tracking choice `index % 4` (so 12 visitors cover every
 * pair). One with a cart adds a class through the class page's own form; one signed in is a new
 * customer of the Auth emulator, registered, with a session made as /login/session makes it.
 */
async function makeVisitor(options: LoadOptions, classPages: readonly string[], index: number): Promise<Visitor> {
  const kinds: VisitorKind[] = ["anonymous", "cart", "signedIn"];
  const choices: TrackingChoice[] = ["no choice", "deny", "allow", "gpc"];
  const visitor: Visitor = { kind: kinds[index % 3]!, tracking: choices[index % 4]!, cookies: new Map() };
  if (visitor.kind === "cart") await addClassThroughForm(options.origin, visitor, classPages);
  if (visitor.kind === "signedIn") await signIn(options, visitor, index);
  return visitor;
}

/**
 * The request headers of a new visitor of `kind` whose browser made no tracking choice: a cart
 * made through a class page's form, or a new customer signed in (issue 29's bench,
 * tests/bench/static-comparison.ts). Document headers included.
 */
export async function visitorRequestHeaders(
  options: Pick<LoadOptions, "origin" | "authEmulatorHost">,
  classPages: readonly string[],
  kind: VisitorKind,
): Promise<Record<string, string>> {
  const visitor: Visitor = { kind, tracking: "no choice", cookies: new Map() };
  if (kind === "cart") await addClassThroughForm(options.origin, visitor, classPages);
  if (kind === "signedIn") await signIn(options, visitor, Math.floor(Math.random() * 1_000_000));
  if (kind !== "anonymous") {
    // The page after the form shows its alert once, as a browser's next page does, and the
    // session cookie without it is kept.
    const next = await fetch(`${options.origin}/cart`, { headers: { ...DOCUMENT_HEADERS, ...visitorHeaders(visitor) } });
    keepCookies(visitor, next);
    await next.arrayBuffer();
  }
  return { ...DOCUMENT_HEADERS, ...visitorHeaders(visitor) };
}

/** Posts a form as the visitor's browser does (the first post is let through on its Origin, decision 042). */
async function postForm(origin: string, visitor: Visitor, action: string, fields: Record<string, string>): Promise<Response> {
  const response = await fetch(new URL(action, origin), {
    method: "POST",
    headers: { ...DOCUMENT_HEADERS, ...visitorHeaders(visitor), origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  keepCookies(visitor, response);
  await response.arrayBuffer();
  return response;
}

/** The fields a browser would send for the page's add-to-cart form: hidden ones and the checked choice. */
function addToCartFields(html: string): Record<string, string> | null {
  const form = /<form[^>]*class="add-to-cart"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? "";
    const type = /type="([^"]*)"/.exec(input)?.[1] ?? "text";
    if (!name || ((type === "radio" || type === "checkbox") && !/\schecked/.test(input))) continue;
    fields[name] = value.replace(/&amp;/g, "&");
  }
  for (const [, name, options] of form.matchAll(/<select[^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option[^>]*selected[^>]*value="([^"]*)"/.exec(options!) ?? /<option[^>]*value="([^"]*)"/.exec(options!);
    if (chosen) fields[name!] = chosen[1]!;
  }
  return fields;
}

async function addClassThroughForm(origin: string, visitor: Visitor, classPages: readonly string[]): Promise<void> {
  for (const path of [...classPages].sort(() => Math.random() - 0.5)) {
    const response = await fetch(`${origin}${path}`, { headers: { ...DOCUMENT_HEADERS, ...visitorHeaders(visitor) } });
    const fields = addToCartFields(await response.text());
    if (!fields) continue; // full: the page offers the waitlist instead
    const posted = await postForm(origin, visitor, "/cart", fields);
    if (posted.status === 303 && posted.headers.get("location") === "/cart") return;
  }
  throw new Error("no class could be added to a cart through its page's form");
}

async function identityToolkit<T>(host: string, method: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A US number nobody registered (an account's phone is unique): about 6.4 billion to draw from. */
function uniquePhone(): string {
  const digits = (from: number, span: number) => String(from + Math.floor(Math.random() * span));
  return `(${digits(200, 800)}) ${digits(200, 800)}-${digits(0, 10_000).padStart(4, "0")}`;
}

async function signIn(options: Pick<LoadOptions, "origin" | "authEmulatorHost">, visitor: Visitor, index: number): Promise<void> {
  const email = `load-${index}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const tokens = await identityToolkit<{ idToken: string; refreshToken: string }>(options.authEmulatorHost, "signUp", {
    email,
    password: "a long load-test password",
    returnSecureToken: true,
  });
  const registered = await graphql(options.origin, `mutation ($input: RegistrationInput!) { register(input: $input) { id } }`, {
    input: { firstName: "Load", lastName: `Visitor ${index}`, email, phone: uniquePhone() },
  }, { authorization: `Bearer ${tokens.idToken}` });
  if (registered.errors) throw new Error(`register: ${JSON.stringify(registered.errors)}`);
  const session = await postForm(options.origin, visitor, "/login/session", { csrf: "", ...tokens, redirectTo: "/account" });
  if (session.status !== 303 || session.headers.get("location") !== "/account") {
    throw new Error(`signing in at /login/session answered ${session.status} to ${session.headers.get("location")}`);
  }
}

/** Closed loop until the deadline: the next page once the last one is read. */
async function browse(origin: string, visitor: Visitor, pages: readonly string[], deadline: number, counts: ReturnType<typeof newSteadyCounts>) {
  const note = (line: string) => counts.examples.length < 8 && counts.examples.push(line);
  while (Date.now() < deadline) {
    const path = pick(pages);
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${path}`, {
        headers: { ...DOCUMENT_HEADERS, ...visitorHeaders(visitor) },
        redirect: "manual",
        signal: AbortSignal.timeout(SLOW_MS),
      });
      const body = await response.text();
      keepCookies(visitor, response);
      counts.answers += 1;
      count(counts.statuses, String(response.status));
      if (response.status >= 500) note(`${visitor.kind} ${path}: ${response.status} ${body.slice(0, 160).replace(/\s+/g, " ")}`);
      if (response.status === 200 && response.headers.get("content-type")?.startsWith("text/html") && allowsTracking(visitor.tracking)) {
        counts.servedTracked += 1;
      }
    } catch (error) {
      const slow = performance.now() - started >= SLOW_MS;
      if (slow) counts.slow += 1;
      else counts.networkErrors += 1;
      note(`${visitor.kind} ${path}: ${slow ? "no answer in 15 s" : String(error)}`);
    }
  }
}

// ── Phase d: seats changing ───────────────────────────────────────────────────────────────────

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function graphql<T = Record<string, unknown>>(origin: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${origin}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(SLOW_MS),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Changes seats the ways the shop does, in turn, through the public GraphQL endpoint (which
 * records no page view): a booking paid on the sandbox, a checkout started and canceled (its
 * holds taken and given back), a staff refund of a booking, and a staff edit of a class's seats.
 * Each round is its own partner key: the partner limit (120 operations a minute per client,
 * decision 007) is for one partner, and this stands for many customers.
 */
class SeatChanger {
  private readonly counts: LoadReport["seatChanges"] = { bookings: 0, abandonedCheckouts: 0, refunds: 0, staffEdits: 0, failed: 0, examples: [] };
  private readonly paidOrders: string[] = [];
  private readonly runId = Math.random().toString(36).slice(2, 8);
  private round = 0;

  private constructor(
    private readonly origin: string,
    private readonly staffToken: string,
    private readonly classSkus: string[],
    private readonly editedClass: { id: string; input: Record<string, unknown> },
  ) {}

  static async start(options: LoadOptions, classPages: readonly string[]): Promise<SeatChanger> {
    const authPort = Number(options.authEmulatorHost.split(":").at(-1));
    const staffToken = await staffIdToken(authPort, "megan.larsen@cachevalleykitchen.com");
    const input = { name: `Load test class ${Date.now().toString(36)}`, classTypeId: "2", locationId: "1", fulfillmentId: "1", date: inDays(35), time: "18:00", durationMinutes: 120, seats: 12 };
    const headers = { authorization: `Bearer ${staffToken}`, "x-api-key": "load-setup" };
    const created = await graphql<{ createClass: { class: { id: string } } }>(options.origin, `mutation ($input: ClassInput!) { createClass(input: $input) { class { id } } }`, { input }, headers);
    const id = created.data?.createClass.class.id;
    if (!id) throw new Error(`createClass: ${JSON.stringify(created.errors)}`);
    const published = await graphql(options.origin, `mutation ($id: ID!) { publishClass(id: $id, published: true) { state } }`, { id }, headers);
    if (published.errors) throw new Error(`publishClass: ${JSON.stringify(published.errors)}`);
    // Not delivery: its checkout wants an address.
    const skus = classPages.filter((path) => !path.startsWith("/delivery/")).map((path) => path.split("/").at(-1)!);
    return new SeatChanger(options.origin, staffToken, skus, { id, input });
  }

  /** Changes seats until the deadline; the counts add up over runs. */
  async run(deadline: number): Promise<LoadReport["seatChanges"]> {
    // A refund right after the booking it refunds: a short run still makes each kind once.
    const actions = [() => this.book(), () => this.refund(), () => this.editSeats(), () => this.abandonCheckout()];
    // Past the deadline only to finish a round that has not yet made each kind once (bounded).
    const pending = () => (["bookings", "refunds", "staffEdits", "abandonedCheckouts"] as const).some((kind) => this.counts[kind] === 0);
    let extra = 0;
    while (Date.now() < deadline || (pending() && extra++ < actions.length * 2)) {
      const action = actions[this.round % actions.length]!;
      this.round += 1;
      try {
        await action();
      } catch (error) {
        this.counts.failed += 1;
        if (this.counts.examples.length < 6) this.counts.examples.push(error instanceof Error ? error.message : String(error));
      }
    }
    return this.counts;
  }

  private async call<T>(query: string, variables: Record<string, unknown>, staff = false): Promise<T> {
    const headers: Record<string, string> = { "x-api-key": `load-${this.runId}-${this.round}` };
    if (staff) headers.authorization = `Bearer ${this.staffToken}`;
    const answer = await graphql<T>(this.origin, query, variables, headers);
    if (answer.errors || !answer.data) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(answer.errors).slice(0, 300)}`);
    return answer.data;
  }

  /** A cart with one class that has seats, and its checkout started (the seats held). */
  private async checkout(): Promise<{ id: string; paymentUrl: string | null }> {
    for (let tries = 0; tries < 10; tries++) {
      const sku = pick(this.classSkus);
      const { class: shopClass } = await this.call<{
        class: { seatsLeft: number; classType: { offer: string }; prices: Array<{ portionSize: { id: string }; portionQuantity: { id: string } }> } | null;
      }>(`query ($sku: String!) { class(idOrSku: $sku) { seatsLeft classType { offer } prices { portionSize { id } portionQuantity { id } } } }`, { sku });
      const price = shopClass?.prices[0];
      // A class sold by portions (a SEATS or PAIRS class takes guests and their names instead).
      if (!shopClass || shopClass.classType.offer !== "PORTIONS" || shopClass.seatsLeft < 2 || !price) continue;
      const { createCart } = await this.call<{ createCart: { uuid: string } }>(`mutation { createCart { uuid } }`, {});
      await this.call(`mutation ($uuid: ID!, $sku: String!, $size: ID!, $quantity: ID!) { addClassToCart(uuid: $uuid, sku: $sku, portionSizeId: $size, portionQuantityId: $quantity) { uuid } }`, {
        uuid: createCart.uuid,
        sku,
        size: price.portionSize.id,
        quantity: price.portionQuantity.id,
      });
      const { startCheckout } = await this.call<{ startCheckout: { checkout: { id: string; status: string; paymentUrl: string | null; failureCode: string | null } } }>(
        `mutation ($uuid: ID!, $input: CheckoutInput!) { startCheckout(uuid: $uuid, input: $input) { checkout { id status paymentUrl failureCode } } }`,
        {
          uuid: createCart.uuid,
          input: {
            idempotencyKey: crypto.randomUUID(),
            firstName: "Load",
            lastName: "Customer",
            email: `load-buyer-${crypto.randomUUID().slice(0, 8)}@example.com`,
            phone: "(435) 555-0142",
            successUrl: "/checkout/success",
            cancelUrl: "/cart",
          },
        },
      );
      if (startCheckout.checkout.status !== "PENDING") throw new Error(`checkout ${startCheckout.checkout.status} ${startCheckout.checkout.failureCode}`);
      return startCheckout.checkout;
    }
    throw new Error("no class sold by portions with seats found in 10 tries");
  }

  private async book(): Promise<void> {
    const checkout = await this.checkout();
    const sessionId = checkout.paymentUrl?.split("/").at(-1);
    if (!sessionId) throw new Error("a checkout without a payment page");
    const { paySandboxSession } = await this.call<{ paySandboxSession: { status: string; orderId: string | null } }>(
      `mutation ($sessionId: ID!) { paySandboxSession(sessionId: $sessionId, card: { cardNumber: "4242424242424242", expMonth: 12, expYear: 40, cvc: "123", name: "Load Customer" }) { status orderId } }`,
      { sessionId },
    );
    if (paySandboxSession.status !== "PAID" || !paySandboxSession.orderId) throw new Error(`payment ${paySandboxSession.status}`);
    this.paidOrders.push(paySandboxSession.orderId);
    this.counts.bookings += 1;
  }

  private async abandonCheckout(): Promise<void> {
    const checkout = await this.checkout();
    await this.call(`mutation ($id: ID!) { cancelCheckout(id: $id) { status } }`, { id: checkout.id });
    this.counts.abandonedCheckouts += 1;
  }

  private async refund(): Promise<void> {
    const orderId = this.paidOrders.shift();
    if (!orderId) return; // no booking yet: the next round books one
    const { adminOrder } = await this.call<{ adminOrder: { order: { registrations: Array<{ id: string }> } } | null }>(
      `query ($id: ID!) { adminOrder(id: $id) { order { registrations { id } } } }`,
      { id: orderId },
      true,
    );
    const registration = adminOrder?.order.registrations[0];
    if (!registration) throw new Error(`order ${orderId} has no registration to refund`);
    await this.call(
      `mutation ($id: ID!, $key: String!) { refundRegistration(registrationId: $id, input: { reason: "requested_by_customer", idempotencyKey: $key }) { status } }`,
      { id: registration.id, key: crypto.randomUUID() },
      true,
    );
    this.counts.refunds += 1;
  }

  /** Staff change the seats of the load's own class, 12 ↔ 20. */
  private async editSeats(): Promise<void> {
    const seats = this.counts.staffEdits % 2 === 0 ? 20 : 12;
    await this.call(`mutation ($id: ID!, $input: ClassInput!) { updateClass(id: $id, input: $input) { state } }`, { id: this.editedClass.id, input: { ...this.editedClass.input, seats } }, true);
    this.counts.staffEdits += 1;
  }
}
