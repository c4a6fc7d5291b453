/**
 * `npm run audit`: Lighthouse on the customer pages and the admin console's screens, mobile and
 * desktop, checked against issue 12's targets.
 *
 * Starts the shop on free ports with a fresh, seeded database (scripts/stack.ts), launches
 * Debian's Chromium headless and runs Lighthouse (performance, accessibility, best-practices,
 * SEO) on each page in the default mobile configuration and in the desktop preset. Each customer
 * page is audited AUDIT_RUNS times (default 3) on mobile (AUDIT_DESKTOP_RUNS, default 1, on
 * desktop) and the run with the median performance score is kept (Lighthouse's simulated throttling still moves a few points between
 * runs on a shared machine); admin screens once. Prints a table per page and form factor
 * (performance of each run, LCP, CLS, TBT, accessibility, best practices, SEO of the median run),
 * then, for every score under 100, the audits that cost points (id, title, displayValue and a few
 * offending items), so that a developer can fix them. docs/performance.md records a run.
 *
 * Targets (issue 12; checked on customer pages): on mobile, performance 100 and LCP ≤ 1.5 s (the
 * median run), CLS 0; on both form factors, accessibility, best practices and SEO 100 (not
 * best practices and SEO on /not-found, which answers 404 by design) and CLS 0. It exits non-zero
 * when a target is missed, or when it could not produce the figures (the shop did not start,
 * Chromium or Lighthouse crashed, a page could not be audited at all). The admin console's
 * screens are reported, not checked.
 *
 * Offline: Chromium resolves no host but localhost (--host-resolver-rules), so neither it nor
 * a page can reach outside hosts; any attempt shows up under "outside requests". HTML reports
 * and JSON go to test-results/lighthouse/.
 *
 * Environment: AUDIT_PAGES=/a,/b audits only those paths (/admin ones signed in); AUDIT_FORM_FACTORS=mobile
 * (or desktop) only that form factor; AUDIT_RUNS runs per customer page (default 3); AUDIT_BASE_URL
 * audits a shop that is already running instead of starting one (admin pages then need
 * AUTH_EMULATOR_HOST=127.0.0.1:<port>); CHROMIUM_PATH overrides /usr/bin/chromium;
 * AUDIT_RUN_TIMEOUT_MS bounds one Lighthouse run (default 120 s).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from "lighthouse";
import {
  build,
  freePort,
  log,
  migrate,
  ROOT,
  seed,
  startAuthEmulator,
  startWorkers,
  stopAll,
  stopOnSignals,
} from "../../scripts/stack";
import { CUSTOMER_PAGES as PAGES } from "./audit-pages";
import { codeAt } from "../../workers/core/second-factor";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUN_TIMEOUT_MS = Number(process.env.AUDIT_RUN_TIMEOUT_MS ?? 120_000);
const REPORT_DIR = join(ROOT, "test-results", "lighthouse");
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
/** Desktop is not a performance target: one run unless asked. */
const DESKTOP_RUNS = Math.max(1, Number(process.env.AUDIT_DESKTOP_RUNS ?? 1));

/** Issue 12's targets for customer pages. */
const TARGET = { mobilePerformance: 100, lcpMs: 1500, cls: 0, otherCategories: 100 };

/**
 * The admin console's screens (issue 8), audited signed in as the seeded administrator. They
 * carry `noindex` on purpose (a back office is not for search engines), so SEO is scored
 * without Lighthouse's is-crawlable audit; everything else counts as on the customer pages.
 * `{class}` is the first class of the console's list.
 */
const ADMIN_PAGES = [
  "/admin",
  "/admin/classes",
  "/admin/classes/new",
  "/admin/classes/custom",
  "/admin/classes/{class}",
  "/admin/classes/{class}/attendees",
  "/admin/classes/{class}/grocery",
  "/admin/kitchen",
  "/admin/orders",
  "/admin/registrations",
  "/admin/locations",
  "/admin/meals",
  "/admin/newsroom",
  "/admin/blogs",
  "/admin/users",
  "/admin/audit",
];
const ADMIN_EMAIL = "megan.larsen@cachevalleykitchen.com";
const PROJECT_ID = "demo-cache-valley-kitchen";

/** Pages that answer with an error status on purpose (audited anyway; see ignoreStatusCode). */
const EXPECTED_STATUS: Record<string, number> = { "/not-found": 404 };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];
const CATEGORY_LABEL: Record<CategoryId, string> = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Offline: every host but the shop's fails to resolve at once instead of being tried.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

interface FormFactor {
  name: "mobile" | "desktop";
  /** undefined: Lighthouse's default (mobile, Moto G Power emulation, simulated slow 4G). */
  config: Config | undefined;
}
const FORM_FACTORS: FormFactor[] = [
  { name: "mobile", config: undefined },
  // formFactor "desktop", screenEmulation desktop, throttling desktopDense4G, desktop UA.
  { name: "desktop", config: desktopConfig },
];

interface Failure {
  id: string;
  title: string;
  displayValue: string;
  score: number;
  weight: number;
  items: string[];
}

/** The metrics the targets name, of one run. */
interface Metrics {
  fcpMs?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  siMs?: number;
}

interface Row {
  path: string;
  formFactor: FormFactor["name"];
  scores: Partial<Record<CategoryId, number | null>>;
  metrics: Metrics;
  /** The performance score of every run of this page and form factor (the row is the median one). */
  runs: (number | null)[];
  failures: Partial<Record<CategoryId, Failure[]>>;
  warnings: string[];
  outside: string[];
  /** Lighthouse's measure of this machine's CPU speed (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex?: number;
  error?: string;
}

/** A short, human description of one item of an audit's details table. */
function describeItem(item: Record<string, unknown>): string {
  const parts: string[] = [];
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node?.selector) parts.push(node.selector);
  if (node?.snippet && node.snippet.length <= 160) parts.push(node.snippet);
  if (node?.explanation) parts.push(node.explanation.split("\n").slice(0, 2).join(" ").replace(/\s+/g, " "));
  for (const key of ["source", "url", "description", "directive", "issueType", "subItems"]) {
    const value = item[key];
    if (typeof value === "string" && value) parts.push(`${key}: ${value}`);
    else if (value && typeof value === "object" && "url" in value && typeof value.url === "string") {
      parts.push(`${key}: ${value.url}`);
    }
  }
  for (const key of ["wastedBytes", "wastedMs", "totalBytes"]) {
    const value = item[key];
    if (typeof value === "number" && value > 0) parts.push(`${key} ${Math.round(value)}`);
  }
  const text = parts.join(" — ").replace(/\s+/g, " ").trim();
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/**
 * The rows of an audit's details: a table's or opportunity's items, the tables inside a list
 * (insights), the failing entries of a checklist. Anything else (text, trees) gives none.
 */
function detailItems(details: unknown): Record<string, unknown>[] {
  if (!details || typeof details !== "object") return [];
  const { type, items } = details as { type?: string; items?: unknown };
  if (type === "list" && Array.isArray(items)) return items.flatMap(detailItems);
  if (type === "checklist" && items && typeof items === "object") {
    return Object.values(items as Record<string, { label?: string; value?: boolean }>)
      .filter((entry) => entry.value === false)
      .map((entry) => ({ description: entry.label ?? "" }));
  }
  if ((type === "table" || type === "opportunity") && Array.isArray(items)) {
    return items.filter((item): item is Record<string, unknown> => !!item && typeof item === "object");
  }
  return [];
}

/** The audits of one category that cost it points, worst first. */
function failingAudits(lhr: Result, category: CategoryId): Failure[] {
  const failures: Failure[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
    // Weighted audits (metrics, a11y/bp/seo checks) cost points below 1. Unweighted
    // performance diagnostics and insights are listed when Lighthouse would flag them (< 0.9).
    if (ref.weight > 0 ? audit.score >= 1 : audit.score >= 0.9) continue;
    const items = detailItems(audit.details).slice(0, 5).map(describeItem).filter(Boolean);
    // A diagnostic with neither a figure nor an offending item (e.g. the request tree) says nothing to fix.
    if (ref.weight === 0 && !audit.displayValue && items.length === 0) continue;
    failures.push({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? "",
      score: audit.score,
      weight: ref.weight,
      items,
    });
  }
  // Lighthouse 12 runs legacy audits beside the insights that replace them (render-blocking-resources
  // and render-blocking-insight...): list a diagnostic once, as the insight, when both name the same items.
  const seen = new Set<string>();
  return failures
    .sort((a, b) => b.weight - a.weight || Number(b.id.endsWith("-insight")) - Number(a.id.endsWith("-insight")) || a.score - b.score)
    .filter((failure) => {
      if (failure.weight > 0 || failure.items.length === 0) return true;
      const key = failure.items.join("\n");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Requests the page made to anything but the shop (Chromium resolves none of them; see CHROME_FLAGS). */
function outsideRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits["network-requests"]?.details as { items?: { url?: string }[] } | undefined;
  const outside = new Set<string>();
  for (const { url } of details?.items ?? []) {
    if (!url || /^(data|blob|chrome|chrome-extension|about):/.test(url)) continue;
    const host = URL.canParse(url) ? new URL(url).hostname : "";
    if (url.startsWith(origin) || host === "localhost" || host === "127.0.0.1") continue;
    outside.add(url);
  }
  return [...outside];
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
    handleSIGINT: false,
  });
}

async function audit(
  chrome: chromeLauncher.LaunchedChrome,
  origin: string,
  path: string,
  formFactor: FormFactor,
  cookie?: string,
  run = 0,
): Promise<Row> {
  const row: Row = { path, formFactor: formFactor.name, scores: {}, metrics: {}, runs: [], failures: {}, warnings: [], outside: [] };
  const flags: Flags = {
    port: chrome.port,
    output: ["html", "json"],
    logLevel: "error",
    locale: "en-US",
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: 45_000,
    disableFullPageScreenshot: true,
    // /not-found answers 404 by design; without this Lighthouse refuses to audit it.
    ignoreStatusCode: path in EXPECTED_STATUS,
    ...(cookie ? { extraHeaders: { Cookie: cookie }, skipAudits: ["is-crawlable"] } : {}),
  };
  const result = await withTimeout(
    lighthouse(`${origin}${path}`, flags, formFactor.config),
    RUN_TIMEOUT_MS,
    `Lighthouse on ${path} (${formFactor.name})`,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path} (${formFactor.name})`);
  const { lhr } = result;
  if (lhr.runtimeError) row.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  row.warnings = lhr.runWarnings.map(String);
  row.outside = outsideRequests(lhr, origin);
  row.benchmarkIndex = lhr.environment.benchmarkIndex;
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  row.metrics = {
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
    siMs: metric("speed-index"),
  };
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score ?? null;
    row.scores[category] = score === null ? null : Math.round(score * 100);
    if (score !== null && score < 1) row.failures[category] = failingAudits(lhr, category);
  }
  const name = `${path.replace(/^\//, "").replace(/\//g, "_") || "index"}.${formFactor.name}${run ? `.${run + 1}` : ""}`;
  const [html, json] = Array.isArray(result.report) ? result.report : [result.report];
  if (html) writeFileSync(join(REPORT_DIR, `${name}.html`), html);
  if (json) writeFileSync(join(REPORT_DIR, `${name}.json`), json);
  return row;
}

const pad = (text: string, width: number) => text.padEnd(width);
const score = (value: number | null | undefined) => (value === null || value === undefined ? "—" : String(value));

const seconds = (ms: number | undefined) => (ms === undefined ? "—" : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms: number | undefined) => (ms === undefined ? "—" : `${Math.round(ms)} ms`);
const shift = (cls: number | undefined) => (cls === undefined ? "—" : cls === 0 ? "0" : cls.toFixed(3));

function printTable(rows: Row[]): string {
  const width = Math.max(...rows.map((row) => row.path.length), 4) + 2;
  const lines = [
    "| page | form factor | performance (runs) | LCP | CLS | TBT | accessibility | best-practices | seo |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => {
      const cell = (category: CategoryId) =>
        row.error && row.scores[category] === undefined ? "error" : score(row.scores[category]);
      const runs = row.runs.length > 1 ? ` (${row.runs.map(score).join(", ")})` : "";
      return `| ${pad(row.path, width - 2)} | ${pad(row.formFactor, 7)} | ${cell("performance")}${runs} | ${seconds(row.metrics.lcpMs)} | ${shift(row.metrics.cls)} | ${millis(row.metrics.tbtMs)} | ${cell("accessibility")} | ${cell("best-practices")} | ${cell("seo")} |`;
    }),
  ];
  return lines.join("\n");
}

/** Issue 12's targets missed by the customer pages' rows (admin screens are reported, not checked). */
function missedTargets(rows: Row[]): string[] {
  const missed: string[] = [];
  for (const row of rows) {
    if (row.path.startsWith("/admin") || (row.error && row.scores.performance == null)) continue;
    const at = `${row.path} (${row.formFactor})`;
    if (row.formFactor === "mobile") {
      const performance = row.scores.performance;
      if (performance == null || performance < TARGET.mobilePerformance) {
        missed.push(`${at}: performance ${score(performance)} < ${TARGET.mobilePerformance}`);
      }
      if (row.metrics.lcpMs === undefined || row.metrics.lcpMs > TARGET.lcpMs) {
        missed.push(`${at}: LCP ${seconds(row.metrics.lcpMs)} > ${seconds(TARGET.lcpMs)}`);
      }
    }
    if (row.metrics.cls === undefined || row.metrics.cls > TARGET.cls) missed.push(`${at}: CLS ${shift(row.metrics.cls)} > 0`);
    // A 404 page costs best practices (its own 404 in the console) and SEO (status code) by design.
    const checked = row.path in EXPECTED_STATUS ? (["accessibility"] as const) : (["accessibility", "best-practices", "seo"] as const);
    for (const category of checked) {
      const value = row.scores[category];
      if (value == null || value < TARGET.otherCategories) missed.push(`${at}: ${category} ${score(value)} < ${TARGET.otherCategories}`);
    }
  }
  return missed;
}

function printFailures(rows: Row[]): void {
  for (const row of rows) {
    const heading = `${row.path} (${row.formFactor})`;
    const notes: string[] = [];
    if (row.error) notes.push(`  ! ${row.error}`);
    for (const warning of row.warnings) notes.push(`  ! warning: ${warning.replace(/\s+/g, " ")}`);
    if (row.outside.length) notes.push(`  ! outside requests: ${row.outside.join(", ")}`);
    for (const category of CATEGORIES) {
      const failures = row.failures[category];
      if (!failures) continue;
      notes.push(`  ${category} ${score(row.scores[category])}:`);
      if (failures.length === 0) notes.push("    (no single audit below its threshold; rounding of weighted metrics)");
      for (const failure of failures) {
        const value = failure.displayValue ? ` — ${failure.displayValue}` : "";
        const kind = failure.weight > 0 ? `score ${failure.score.toFixed(2)}, weight ${failure.weight}` : "diagnostic";
        notes.push(`    - ${failure.id}: ${failure.title}${value} (${kind})`);
        for (const item of failure.items) notes.push(`        · ${item}`);
      }
    }
    if (notes.length) console.log(`\n${heading}\n${notes.join("\n")}`);
  }
}

/** `name=value` pairs of a response's Set-Cookie headers, merged over `jar`. */
function withCookies(jar: Map<string, string>, response: Response): Map<string, string> {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const at = pair!.indexOf("=");
    if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * A signed-in session for a seeded account, as a Cookie header: an e-mail link through the Auth
 * emulator's REST API, then the shop's POST /login/session (the route the web SDK uses).
 */
async function signedInCookie(origin: string, authPort: number, email: string): Promise<string> {
  const identity = async (method: string, body: Record<string, unknown>) => {
    const response = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Auth emulator ${method}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  await identity("sendOobCode", { requestType: "EMAIL_SIGNIN", email, continueUrl: `${origin}/login/link`, canHandleCodeInApp: true });
  const codes = (await (await fetch(`http://127.0.0.1:${authPort}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; oobCode: string }[];
  };
  const code = codes.oobCodes.filter((entry) => entry.email === email).at(-1);
  if (!code) throw new Error(`the Auth emulator sent no sign-in link to ${email}`);
  const tokens = await identity("signInWithEmailLink", { email, oobCode: code.oobCode });

  const jar = new Map<string, string>();
  const form = await fetch(`${origin}/login?screen=email`, { redirect: "manual" });
  withCookies(jar, form);
  const csrf = /name="csrf"[^>]*value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error("/login has no anti-forgery field");
  const session = await fetch(`${origin}/login/session`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrf, idToken: tokens.idToken!, refreshToken: tokens.refreshToken!, redirectTo: "/admin" }),
  });
  if (session.status !== 303) throw new Error(`/login/session answered ${session.status}: ${await session.text()}`);
  withCookies(jar, session);
  // The console's second factor (decision 078): the seeded admin sets it up with a code computed here.
  const setUp = await fetch(`${origin}/admin/security`, { redirect: "manual", headers: { cookie: cookieHeader(jar) } });
  withCookies(jar, setUp);
  const page = await setUp.text();
  const input = /<input[^>]*name="secret"[^>]*>/.exec(page)?.[0];
  const secret = input && /value="([^"]+)"/.exec(input)?.[1]?.replace(/\s/g, "");
  if (secret) {
    const csrf = /name="csrf"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? "";
    const confirmed = await fetch(`${origin}/admin/security`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
      body: new URLSearchParams({ csrf, code: codeAt(secret, new Date()), redirectTo: "/admin" }),
    });
    if (confirmed.status !== 200) throw new Error(`/admin/security answered ${confirmed.status}`);
    withCookies(jar, confirmed);
  } else if (/Your second factor is set up/.test(page)) {
    throw new Error(`${email} has a second factor already: audit a fresh shop, or reset it on their console page`);
  }
  return cookieHeader(jar);
}

/** The customer paths with `{class}` and `{meal}` replaced by the first class of /classes and the first meal of /menu. */
async function customerPaths(origin: string, paths: string[]): Promise<string[]> {
  const first = async (page: string, pattern: RegExp, what: string) => {
    if (!paths.some((path) => path.includes(what))) return "";
    const html = await (await fetch(`${origin}${page}`)).text();
    const found = pattern.exec(html)?.[1];
    if (!found) throw new Error(`${page} links to no ${what}`);
    return found;
  };
  const classPath = await first("/classes", /href="(\/classes\/[^"/?#.]+)"/, "{class}");
  const mealPath = await first("/menu", /href="(\/meals\/[^"/?#.]+)"/, "{meal}");
  return paths.map((path) => path.replace("/classes/{class}", classPath).replace("/meals/{meal}", mealPath));
}

/** The console's paths with `{class}` replaced by the first class of its list. */
async function adminPaths(origin: string, cookie: string, paths: string[]): Promise<string[]> {
  if (!paths.some((path) => path.includes("{class}"))) return paths;
  const list = await (await fetch(`${origin}/admin/classes`, { headers: { cookie } })).text();
  const classPath = /href="(\/admin\/classes\/\d+)"/.exec(list)?.[1];
  if (!classPath) throw new Error("/admin/classes lists no class");
  return paths.map((path) => path.replace("/admin/classes/{class}", classPath));
}

async function pagesToAudit(origin: string, paths: string[], cookie?: string): Promise<string[]> {
  const pages: string[] = [];
  for (const path of paths) {
    // The first request of a route also warms the worker, so it is not what Lighthouse measures.
    const response = await fetch(`${origin}${path}`, {
      redirect: "manual",
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    const expected = EXPECTED_STATUS[path] ?? 200;
    if (response.status !== expected) throw new Error(`${path} answered ${response.status}, expected ${expected}`);
    pages.push(path);
  }
  return pages;
}

/**
 * The run with the median performance score of `runs`, with every run's score. Among runs of equal
 * score the order is by LCP (slower first), so when every run scores 100 the row is the run of the
 * median LCP, not whichever came second.
 */
function medianRun(runs: Row[]): Row {
  const audited = runs.filter((row) => row.scores.performance != null);
  if (audited.length === 0) return runs[0]!;
  const sorted = [...audited].sort(
    (a, b) => a.scores.performance! - b.scores.performance! || (b.metrics.lcpMs ?? 0) - (a.metrics.lcpMs ?? 0),
  );
  return { ...sorted[(sorted.length - 1) >> 1]!, runs: runs.map((row) => row.scores.performance ?? null) };
}

async function main(): Promise<void> {
  stopOnSignals();
  process.env.STACK_QUIET = "1";
  const started = Date.now();
  const running = process.env.AUDIT_BASE_URL?.replace(/\/$/, "");
  const persistDir = join(ROOT, ".wrangler", `audit-state-${process.pid}`);
  if (!running) rmSync(persistDir, { recursive: true, force: true });
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const stopChrome = () => {
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
    chrome = undefined;
  };
  process.on("exit", stopChrome);
  const wantedFactors = process.env.AUDIT_FORM_FACTORS?.split(",").map((name) => name.trim());
  const formFactors = FORM_FACTORS.filter((factor) => !wantedFactors || wantedFactors.includes(factor.name));
  const rows: Row[] = [];
  try {
    let origin: string;
    let authPort: number | undefined;
    if (running) {
      origin = running;
      const host = process.env.AUTH_EMULATOR_HOST;
      authPort = host ? Number(host.split(":").at(-1)) : undefined;
    } else {
      build();
      migrate(persistDir);
      seed(persistDir);
      authPort = await freePort();
      await startAuthEmulator(authPort);
      origin = await startWorkers({ port: await freePort(), persistDir, authEmulatorPort: authPort });
    }
    const only = process.env.AUDIT_PAGES?.split(",").map((page) => page.trim()).filter(Boolean);
    const customerPages = await pagesToAudit(origin, await customerPaths(origin, only?.filter((path) => !path.startsWith("/admin")) ?? PAGES));
    const adminWanted = only?.filter((path) => path.startsWith("/admin")) ?? (authPort ? ADMIN_PAGES : []);
    if (adminWanted.length && !authPort) throw new Error("admin pages of a running shop need AUTH_EMULATOR_HOST");
    const cookie = adminWanted.length ? await signedInCookie(origin, authPort!, ADMIN_EMAIL) : undefined;
    const adminPages = cookie ? await pagesToAudit(origin, await adminPaths(origin, cookie, adminWanted), cookie) : [];
    const pages = [...customerPages, ...adminPages];

    chrome = await launchChromium();
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
    log(
      `Lighthouse 12 on ${version.Browser ?? "Chromium"}: ${pages.length} pages × ${formFactors.length} form factors, ` +
        `${RUNS} mobile and ${DESKTOP_RUNS} desktop run(s) per customer page`,
    );

    for (const path of pages) {
      const admin = path.startsWith("/admin");
      for (const formFactor of formFactors) {
        const runs: Row[] = [];
        const count = admin ? 1 : formFactor.name === "mobile" ? RUNS : DESKTOP_RUNS;
        for (let run = 0; run < count; run++) {
          const t0 = Date.now();
          try {
            // A fresh browser per run: every customer page is measured as a first visit (no session
            // cookie left by an earlier page, so the page cache of decision 042 serves it as it would a
            // newcomer), and an admin page's Cookie header is not overridden by such a cookie.
            chrome ??= await launchChromium();
            const row = await audit(chrome, origin, path, formFactor, admin ? cookie : undefined, run);
            stopChrome();
            runs.push(row);
            const scores = CATEGORIES.map((c) => `${CATEGORY_LABEL[c]} ${score(row.scores[c])}`).join("  ");
            const metrics = `LCP ${seconds(row.metrics.lcpMs)}  CLS ${shift(row.metrics.cls)}  TBT ${millis(row.metrics.tbtMs)}`;
            log(`${path} ${formFactor.name} #${run + 1}: ${scores}  ${metrics}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
          } catch (error) {
            // One page that cannot be audited does not stop the others; the exit code reports it.
            const message = error instanceof Error ? error.message : String(error);
            runs.push({ path, formFactor: formFactor.name, scores: {}, metrics: {}, runs: [], failures: {}, warnings: [], outside: [], error: message });
            log(`${path} ${formFactor.name} #${run + 1}: failed: ${message}`);
            stopChrome();
          }
        }
        rows.push(medianRun(runs));
      }
    }
  } finally {
    stopChrome();
    if (!running) {
      stopAll();
      rmSync(persistDir, { recursive: true, force: true });
    }
  }

  console.log(`\nLighthouse (0–100; performance: the median of each page's runs), ${new Date().toISOString()}\n`);
  console.log(printTable(rows));
  console.log("\nAudits costing points in the median run (score < 1 for weighted audits; performance diagnostics below 0.9):");
  printFailures(rows);
  const benchmarks = rows.flatMap((row) => (row.benchmarkIndex ? [row.benchmarkIndex] : [])).sort((a, b) => a - b);
  if (benchmarks.length) {
    console.log(`\nLighthouse benchmarkIndex of this machine: median ${Math.round(benchmarks[benchmarks.length >> 1]!)} (${Math.round(benchmarks[0]!)}–${Math.round(benchmarks.at(-1)!)})`);
  }
  console.log(`HTML and JSON reports: ${REPORT_DIR}`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const crashed = rows.filter((row) => row.error && CATEGORIES.every((c) => row.scores[c] == null));
  if (crashed.length) {
    console.error(`\n✖ ${crashed.length} page(s) could not be audited`);
    process.exitCode = 1;
  }
  const missed = missedTargets(rows);
  if (missed.length) {
    console.error(`\n✖ ${missed.length} target(s) missed (issue 12):\n${missed.map((line) => `  - ${line}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\n✔ Every customer page meets the targets (mobile performance 100, LCP ≤ 1.5 s, CLS 0; a11y, best practices, SEO 100)");
  }
}

try {
  await main();
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
