/**
 * Issue 25 step 4 (decision 056): malformed input never ends in a 5xx. Signed in as the seeded
 * admin, the test walks the console from /admin (every page it links to, and its ids made
 * malformed), and posts each form it finds with garbage — too long strings, non-numeric ids,
 * negative money, impossible dates, no intent; then the same for the customer's forms (cart,
 * checkout, contact, account, gift cards). Every answer must be below 500.
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminCookie as cookieHolding, getPage, postForm, SHOP } from "./admin-session";

const CSRF = "fuzz-anti-forgery-token";
const adminCookie = () => cookieHolding(CSRF);

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

const get = getPage;
const post = postForm;

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

/**
 * What a refused post must leave as it was (issue 27's acceptance): seats, bookings and where they
 * sit, orders, checkouts and their holds, pay links, kitchens and their fulfillments, the audit
 * log and the outbox — one text to compare before and after.
 */
async function shopState(): Promise<string> {
  const rows = await env.DB.batch(
    [
      "SELECT count(*) AS n, coalesce(sum(seats_taken), 0) AS seats, coalesce(sum(reservation_size_id * id), 0) AS sizes FROM classes",
      "SELECT count(*) AS n, coalesce(sum(class_id * id), 0) AS placed, group_concat(DISTINCT status) AS statuses FROM registrations",
      "SELECT count(*) AS n, coalesce(sum(total_cents), 0) AS total, coalesce(sum(refunded_cents), 0) AS refunded FROM orders",
      "SELECT count(*) AS n, group_concat(DISTINCT status) AS statuses FROM checkouts",
      "SELECT count(*) AS n, coalesce(sum(released), 0) AS released FROM checkout_holds",
      "SELECT count(*) AS n FROM pay_links",
      "SELECT count(*) AS n, group_concat(name || active || coalesce(delivery_radius_miles, '-') || delivery_fee_cents, '|') AS kitchens FROM locations",
      "SELECT count(*) AS n, coalesce(sum(location_id * 10 + fulfillment_id), 0) AS offered FROM location_fulfillments",
      "SELECT count(*) AS n FROM audit_log",
      "SELECT count(*) AS n FROM outbox_emails",
    ].map((query) => env.DB.prepare(query)),
  );
  return JSON.stringify(rows.map((answer) => answer.results));
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

  it("garbles the phone booking, staff's move and a kitchen's settings (issue 27): no 5xx, and nothing changed", async () => {
    const cookie = await adminCookie();
    // A class sold by the seat with room (the phone booking's), a booked seat with other dates of its class (staff's move),
    // and a kitchen classes name (its delete is refused, so the walk's own garbage posts cannot remove it).
    const bookable = await env.DB.prepare(
      `SELECT c.id FROM classes c JOIN class_types t ON t.id = c.class_type_id JOIN reservation_sizes r ON r.id = c.reservation_size_id
       WHERE t.offer != 'portions' AND c.date > ?1 AND c.canceled = 0 AND c.published = 1 AND c.seats_taken < r.seats ORDER BY c.date LIMIT 1`,
    )
      .bind(new Date(Date.now() + 86_400_000).toISOString())
      .first<{ id: number }>();
    expect(bookable).toBeTruthy();
    // A booking of two to move: paid in cash at the counter through the console's own form.
    const booking = await post(`/admin/classes/${bookable!.id}/book`, cookie, {
      csrf: CSRF,
      idempotencyKey: crypto.randomUUID(),
      seats: "2",
      firstName: "Fuzz",
      lastName: "Caller",
      email: "fuzz.caller@example.com",
      phone: "4355550199",
      guestFirstName0: "Fuzz",
      guestLastName0: "Caller",
      guestFirstName1: "Fizz",
      guestLastName1: "Caller",
      payment: "cash",
      note: "",
    });
    expect(booking.status, await booking.text()).toBe(303);
    const booked = await env.DB.prepare(
      `SELECT r.id FROM registrations r JOIN classes c ON c.id = r.class_id
       WHERE r.status = 'registered' AND c.id = ?1 ORDER BY r.id LIMIT 1`,
    )
      .bind(bookable!.id)
      .first<{ id: number }>();
    expect(booked).toBeTruthy();
    const starts = [`/admin/classes/${bookable!.id}/book`, `/admin/registrations/${booked!.id}/move`, `/admin/registrations/${booked!.id}/move?scope=guest`, "/admin/locations/1"];
    const before = await shopState();
    const { findings, pages, posts } = await fuzz(starts, /^\/admin\/(classes\/\d+\/book|registrations\/\d+\/move|locations\/\d+)(\?|$)/, cookie, 20);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(posts).toBeGreaterThan(10);
    expect(findings, JSON.stringify(findings, null, 1)).toEqual([]);
    // Every garbled post was refused, and a refused post changes nothing.
    expect(await shopState()).toBe(before);
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
