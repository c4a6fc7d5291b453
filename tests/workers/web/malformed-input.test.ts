/**
 * Issue 25 step 4 (decision 056): malformed input never ends in a 5xx. Signed in as the seeded
 * admin, the test walks the console from /admin (every page it links to, and its ids made
 * malformed), and posts each form it finds with garbage — too long strings, non-numeric ids,
 * negative money, impossible dates, no intent; then the same for the customer's forms (cart,
 * checkout, contact, account, gift cards). Every answer must be below 500.
 */
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_EMAIL, seededToken } from "../graphql/cart-fixtures";

const SHOP = "https://shop.example";
const CSRF = "fuzz-anti-forgery-token";
const PAGE_HEADERS = { "sec-fetch-dest": "document", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };

/** The web's own cookie outside production (app/lib/core/session.server.ts). */
const sessions = createCookieSessionStorage({
  cookie: { name: "cvk_session", httpOnly: true, sameSite: "lax", path: "/", secrets: ["development-only-session-secret-change-me"] },
});

async function adminCookie(): Promise<string> {
  const session = await sessions.getSession();
  session.set("idToken", seededToken(ADMIN_EMAIL));
  session.set("refreshToken", "fuzz-refresh");
  session.set("uid", `seed-${ADMIN_EMAIL}`);
  session.set("userId", "1");
  session.set("csrf", CSRF);
  // The console's second factor passed in this session (decision 078), so the walk reaches every page.
  session.set("secondFactor", { userId: "1", at: Date.now() });
  return (await sessions.commitSession(session)).split(";")[0]!;
}

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack ?? ""}` : String(arg))).join(" "));
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

interface Form {
  method: "get" | "post";
  action: string;
  fields: string[];
  hidden: Record<string, string>;
  intents: string[];
}

/** The post forms of a page, read from its HTML (no DOM in workerd; the shop's markup is regular). */
function formsOf(html: string, page: string): Form[] {
  const forms: Form[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, attributes = "", body = ""] = match;
    const method = /method="post"/i.test(attributes) ? "post" : "get";
    const action = /action="([^"]*)"/.exec(attributes)?.[1]?.replace(/&amp;/g, "&") || page;
    const fields = new Set<string>();
    const hidden: Record<string, string> = {};
    const intents = new Set<string>();
    for (const found of body.matchAll(/<(input|select|textarea|button)\b[^>]*>/g)) {
      const [tag, kind] = [found[0], found[1]];
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      if (!name) continue;
      const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
      if (kind === "button" || /type="submit"/.test(tag)) {
        if (name === "intent" || name === "_action") intents.add(value);
        else hidden[name] = value;
      } else if (/type="hidden"/.test(tag)) hidden[name] = value;
      else fields.add(name);
    }
    forms.push({ method, action, fields: [...fields], hidden, intents: [...intents] });
  }
  return forms;
}

/** Garbage for every field a person types in; hidden ids garbled too in the last rounds. */
const GARBAGE: Array<{ name: string; value: string; hiddenToo?: boolean; staleIds?: boolean }> = [
  { name: "too long", value: `${"x".repeat(5_000)}<"'\u0000` },
  { name: "negative money, not a number, an impossible date", value: "-12.345e999 2026-13-45" },
  { name: "malformed hidden ids", value: "-1.5", hiddenToo: true },
  // Stale: the record a form names was deleted meanwhile (a code, a class, an order); and nothing typed.
  { name: "records deleted meanwhile, fields left empty", value: "", staleIds: true },
];

/** An id no record has (any more): within the api's bound of 9 digits. */
const STALE_ID = "999999999";

/** Filters get what a search box lets through: LIKE wildcards, quotes, SQL and far too much. */
const FILTER_GARBAGE: Array<{ name: string; value: string }> = [
  { name: "wildcards and quotes", value: `%_\\'" OR 1=1 --` },
  { name: "a 10,000-character filter", value: "ä".repeat(10_000) },
];

/** Never posted: the sign-out ends the run's session; the dev pages are not the shop's. */
const SKIP_ACTION = /^\/(logout|dev\b)/;

async function get(path: string, cookie: string): Promise<Response> {
  return SELF.fetch(`${SHOP}${path}`, { headers: { ...PAGE_HEADERS, cookie }, redirect: "manual" });
}

async function post(path: string, cookie: string, values: Record<string, string>): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return SELF.fetch(`${SHOP}${path}`, {
    method: "POST",
    body,
    // No Origin: the anti-forgery token is the session's, and workerd's test fetch sends no Host for Remix to compare it with.
    headers: { ...PAGE_HEADERS, cookie, referer: `${SHOP}${path}` },
    redirect: "manual",
  });
}

/** Each id in a path made malformed: `/admin/classes/12/edit` → `/admin/classes/abc/edit`, `-1`, a huge one. */
function malformedPaths(path: string): string[] {
  if (!/\/\d+(\/|$|\?)/.test(path)) return [];
  return ["abc", "-1", STALE_ID].map((bad) => path.replace(/\/\d+(?=\/|$|\?)/, `/${bad}`));
}

interface Finding {
  method: string;
  path: string;
  status: number;
  detail: string;
}

/**
 * Walks pages from `starts` under `scope` (at most `limit`), and posts every form found with
 * each kind of garbage; answers every 5xx seen.
 */
async function fuzz(starts: string[], scope: RegExp, cookie: string, limit: number): Promise<{ findings: Finding[]; pages: number; posts: number }> {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const queue = [...starts];
  const postedForms = new Set<string>();
  const kinds = new Map<string, number>();
  let posts = 0;
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    // Two pages of each kind (two classes, two orders …) are enough.
    const kind = path.replace(/\/\d+(?=\/|$|\?)/g, "/:id");
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    if (kinds.get(kind)! > 2) continue;
    seen.add(path);
    console.log(`fuzz: ${path} (${seen.size} pages, ${posts} posts, ${findings.length} 5xx)`);
    const answer = await get(path, cookie);
    if (answer.status >= 500) console.log(`fuzz 5xx: GET ${path} → ${answer.status}: ${logged.slice(-2).join(" | ").slice(0, 400)}`);
    if (answer.status >= 500) findings.push({ method: "GET", path, status: answer.status, detail: logged.slice(-3).join(" | ").slice(0, 600) });
    for (const bad of malformedPaths(path)) {
      const malformed = await get(bad, cookie);
      await malformed.body?.cancel();
      if (malformed.status >= 500) console.log(`fuzz 5xx: GET ${bad} → ${malformed.status}: ${logged.slice(-2).join(" | ").slice(0, 400)}`);
      if (malformed.status >= 500) findings.push({ method: "GET", path: bad, status: malformed.status, detail: logged.slice(-3).join(" | ").slice(0, 600) });
    }
    if (!(answer.headers.get("content-type") ?? "").includes("text/html") || answer.status !== 200) {
      await answer.body?.cancel();
      continue;
    }
    const html = await answer.text();
    for (const [, href = ""] of html.matchAll(/href="([^"#]+)"/g)) {
      const next = href.replace(/&amp;/g, "&");
      // One page of each list is enough: the pager and filters would multiply the walk.
      if (scope.test(next) && !seen.has(next) && !/[?&](page|cursor|after|before)=/.test(next) && !/\.(csv|ics)(\?|$)/.test(next)) queue.push(next);
    }
    for (const form of formsOf(html, path).filter((found) => found.method === "get")) {
      // A list's filters: every field garbled at once, as a URL a person could type.
      const key = `GET ${form.action.replace(/\/\d+(?=\/|$|\?)/g, "/:id")} ${form.fields.join(",")}`;
      if (postedForms.has(key) || form.fields.length === 0) continue;
      postedForms.add(key);
      for (const garbage of [...GARBAGE, ...FILTER_GARBAGE]) {
        const query = new URLSearchParams(form.hidden);
        for (const field of form.fields) query.set(field, garbage.value);
        const filtered = `${form.action.split("?")[0]}?${query}`;
        posts++;
        const answered = await get(filtered, cookie);
        await answered.body?.cancel();
        if (answered.status >= 500) findings.push({ method: "GET", path: `${filtered.slice(0, 200)} ${garbage.name}`, status: answered.status, detail: logged.slice(-3).join(" | ").slice(0, 600) });
      }
    }
    for (const form of formsOf(html, path).filter((found) => found.method === "post")) {
      const key = `${form.action.replace(/\/\d+(?=\/|$|\?)/g, "/:id")} ${form.fields.join(",")} ${form.intents.join(",")}`;
      if (SKIP_ACTION.test(form.action) || postedForms.has(key)) continue;
      postedForms.add(key);
      const intents = [...form.intents, undefined];
      for (const garbage of GARBAGE) {
        for (const intent of intents) {
          const values: Record<string, string> = { ...form.hidden, csrf: CSRF };
          for (const field of form.fields) values[field] = garbage.value;
          if (garbage.hiddenToo) for (const field of Object.keys(form.hidden)) if (field !== "csrf") values[field] = garbage.value;
          if (garbage.staleIds) for (const [field, value] of Object.entries(form.hidden)) if (/^\d+$/.test(value)) values[field] = STALE_ID;
          if (intent !== undefined) values.intent = intent;
          else delete values.intent;
          // Only the long string and the missing intent for each intent: enough rounds without multiplying them.
          if (intent === undefined && garbage !== GARBAGE[0]) continue;
          posts++;
          const action = garbage.staleIds ? form.action.replace(/\/\d+(?=\/|$|\?)/, `/${STALE_ID}`) : form.action;
          const answered = await post(action, cookie, values);
          await answered.body?.cancel();
          if (answered.status >= 500) {
            console.log(`fuzz 5xx: POST ${action} intent=${intent ?? "(none)"} ${garbage.name} → ${answered.status}: ${logged.slice(-2).join(" | ").slice(0, 400)}`);
            findings.push({
              method: "POST",
              path: `${action} intent=${intent ?? "(none)"} ${garbage.name}`,
              status: answered.status,
              detail: logged.slice(-3).join(" | ").slice(0, 600),
            });
          }
        }
      }
    }
  }
  return { findings, pages: seen.size, posts };
}

/** A contact message and a newsletter address (decision 073), so the walk finds a message's page and the unsubscribe step. */
async function inboxRecords(): Promise<void> {
  const writes = [
    ["mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }", { input: { name: "Fuzz Writer", email: "fuzz.writer@example.com", topic: "OTHER", message: "Hello?" } }],
    ["mutation ($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { email } }", { input: { email: "fuzz.reader@example.com", subscribe: true } }],
  ] as const;
  for (const [query, variables] of writes) {
    const answer = await SELF.fetch(`${SHOP}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
    expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();
  }
}

describe("malformed input never ends in a 5xx (issue 25, decision 056)", () => {
  it("walks the console as an admin and posts every form with garbage: no 5xx", async () => {
    const cookie = await adminCookie();
    await inboxRecords();
    const { findings, pages, posts } = await fuzz(["/admin"], /^\/admin(\/|$|\?)/, cookie, 120);
    expect(pages).toBeGreaterThan(15);
    expect(posts).toBeGreaterThan(50);
    expect(findings, JSON.stringify(findings, null, 1)).toEqual([]);
  }, 600_000);

  it("posts the customer's forms (cart, checkout, contact, account, gift cards) with garbage: no 5xx", async () => {
    const cookie = await adminCookie();
    const starts = ["/classes", "/cart", "/checkout", "/contact", "/contact-us", "/account", "/account/profile", "/gift-cards", "/gift-cards/balance", "/host-class", "/zip"];
    const customer = /^\/(classes|cart|checkout|contact|account|gift-cards|host-class|zip|newsletter|waitlist)(\/|$|\?)/;
    const { findings, posts } = await fuzz(starts, customer, cookie, 80);
    expect(posts).toBeGreaterThan(10);
    expect(findings, JSON.stringify(findings, null, 1)).toEqual([]);
  }, 600_000);
});
