/**
 * E-mails for staff (issue 26 part 5, decision 058): GET emails/staff (filtered by state, address
 * and kind, newest first, without bodies, with counts per state), GET emails/staff/{id} (with the
 * bodies), POST emails/{id}/resend, GET/POST emails/suppressions, DELETE
 * emails/suppressions/{email}. 401 signed out, 403 to a customer and the kitchen (and to staff
 * for changes), 400 by field, 404 for what is not there; each change audited.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface EmailJson {
  id: number;
  to: string;
  subject: string;
  kind: string;
  state: string;
  attempts: number;
  last_error: string | null;
  provider_id: string | null;
  text?: string;
  html?: string;
}
interface EmailPage {
  data: EmailJson[];
  meta: { count: number; total: number; states: Record<string, number> };
}
interface SuppressionJson {
  email: string;
  reason: string;
  detail: string;
}

/** An outbox row as the sender left it. */
async function outboxRow(fields: { to: string; state?: string; kind?: string; attempts?: number; last_error?: string | null; provider_id?: string | null }) {
  const row = await env.DB.prepare(
    `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at, state, attempts, last_error, provider_id, enqueued_at)
     VALUES (?1, 'Your order', 'Thanks for your order', '<p>Thanks for your <b>order</b></p>', ?2, 'order:1', ?3, ?4, ?5, ?6, ?7, ?3) RETURNING id`,
  )
    .bind(fields.to, fields.kind ?? "order_confirmation", new Date().toISOString(), fields.state ?? "sent", fields.attempts ?? 1, fields.last_error ?? null, fields.provider_id ?? null)
    .first<{ id: number }>();
  return row!.id;
}

const audits = async (resource: string, resourceId: string | number) =>
  (
    await env.DB.prepare("SELECT action, actor_email, before, after FROM audit_log WHERE resource = ?1 AND resource_id = ?2 ORDER BY id")
      .bind(resource, String(resourceId))
      .all<{ action: string; actor_email: string; before: string | null; after: string | null }>()
  ).results;

const address = () => `mail-${unique()}@example.com`;

describe("who may", () => {
  it("answers 401 signed out and 403 to a customer and the kitchen; staff read but change nothing", async () => {
    const customer = (await registerCustomer()).token;
    const id = await outboxRow({ to: address() });
    const routes: Array<[string, string, unknown?]> = [
      ["GET", "/emails/staff"],
      ["GET", `/emails/staff/${id}`],
      ["POST", `/emails/${id}/resend`],
      ["GET", "/emails/suppressions"],
      ["POST", "/emails/suppressions", { email: address() }],
      ["DELETE", `/emails/suppressions/${encodeURIComponent(address())}`],
    ];
    for (const [method, path, body] of routes) {
      expectError(await call(method, path, { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { body, token: customer }), 403, "FORBIDDEN");
      expectError(await call(method, path, { body, token: KITCHEN }), 403, "FORBIDDEN");
    }
    expect((await call("GET", "/emails/staff", { token: STAFF })).status).toBe(200);
    expect((await call("GET", "/emails/suppressions", { token: STAFF })).status).toBe(200);
    expectError(await call("POST", `/emails/${id}/resend`, { token: STAFF }), 403, "FORBIDDEN");
    expectError(await call("POST", "/emails/suppressions", { token: STAFF, body: { email: address() } }), 403, "FORBIDDEN");
    expect(await audits("emails", id)).toEqual([]);
  });
});

describe("the list", () => {
  it("filters by state, address and kind, newest first, without bodies, with counts per state", async () => {
    const to = address();
    const sent = await outboxRow({ to, state: "sent", provider_id: "re_123" });
    const failed = await outboxRow({ to, state: "failed", attempts: 12, last_error: "500 from the provider (gave up after 12 attempts)" });
    const receipt = await outboxRow({ to, state: "failed", kind: "gift_card_receipt" });

    const all = await call<EmailPage>("GET", `/emails/staff?to=${encodeURIComponent(to.toUpperCase())}`, { token: STAFF });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.map((email) => email.id)).toEqual([receipt, failed, sent]);
    expect(all.body.meta.total).toBe(3);
    expect(all.body.meta.states).toMatchObject({ sent: 1, failed: 2, queued: 0 });
    expect(all.body.data[0]).not.toHaveProperty("html");
    expect(all.body.data[0]).not.toHaveProperty("text");
    expect(all.body.data[2]).toMatchObject({ provider_id: "re_123", state: "sent", attempts: 1 });

    const dead = await call<EmailPage>("GET", `/emails/staff?state=failed&kind=order_confirmation&to=${encodeURIComponent(to)}`, { token: STAFF });
    expect(dead.body.data).toEqual([expect.objectContaining({ id: failed, attempts: 12, last_error: "500 from the provider (gave up after 12 attempts)" })]);
    expect(dead.body.meta.total).toBe(1);

    const paged = await call<EmailPage>("GET", `/emails/staff?to=${encodeURIComponent(to)}&limit=1&offset=1`, { token: STAFF });
    expect(paged.body.data.map((email) => email.id)).toEqual([failed]);
    expect(paged.body.meta).toMatchObject({ count: 1, total: 3 });
  });

  it("answers one message with its bodies, and 404 for no such message", async () => {
    const id = await outboxRow({ to: address() });
    const one = await call<EmailJson>("GET", `/emails/staff/${id}`, { token: STAFF });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, subject: "Your order", text: "Thanks for your order", html: "<p>Thanks for your <b>order</b></p>" });
    expectError(await call("GET", "/emails/staff/999999999", { token: STAFF }), 404, "NOT_FOUND");
  });

  it("refuses a bad filter with a 400 naming the field", async () => {
    expectError(await call("GET", "/emails/staff?state=lost", { token: STAFF }), 400, "BAD_REQUEST", "state");
    expectError(await call("GET", "/emails/staff?kind=DROP%20TABLE", { token: STAFF }), 400, "BAD_REQUEST", "kind");
    expectError(await call("GET", `/emails/staff?to=${"x".repeat(300)}`, { token: STAFF }), 400, "BAD_REQUEST", "to");
    expectError(await call("GET", "/emails/staff?limit=1000", { token: STAFF }), 400, "BAD_REQUEST", "limit");
  });
});

describe("send again", () => {
  it("queues a copy of the message and audits it on the original", async () => {
    const to = address();
    const id = await outboxRow({ to, state: "failed", attempts: 12, last_error: "gave up" });
    const answer = await call<EmailJson>("POST", `/emails/${id}/resend`, { token: MANAGER });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ to, subject: "Your order", state: "queued", attempts: 0, last_error: null });
    expect(answer.body.id).toBeGreaterThan(id);
    const copy = await env.DB.prepare("SELECT text, html, kind, ref FROM outbox_emails WHERE id = ?1").bind(answer.body.id).first();
    expect(copy).toEqual({ text: "Thanks for your order", html: "<p>Thanks for your <b>order</b></p>", kind: "order_confirmation", ref: "order:1" });
    const records = await audits("emails", id);
    expect(records).toEqual([expect.objectContaining({ action: "emails.resend", actor_email: "daniel.olsen@cachevalleykitchen.com" })]);
    expect(JSON.parse(records[0]!.after!)).toEqual({ copy_id: answer.body.id });
  });

  it("answers 404 for a message that does not exist, and 400 for an id that is none", async () => {
    expectError(await call("POST", "/emails/999999999/resend", { token: MANAGER }), 404, "NOT_FOUND");
    expect(await audits("emails", 999999999)).toEqual([]);
    expectError(await call("POST", "/emails/abc/resend", { token: MANAGER }), 404, "NOT_FOUND");
  });
});

describe("suppressed addresses", () => {
  it("staff suppress an address, see it listed, and let mail go to it again; both audited", async () => {
    const email = address();
    const added = await call<SuppressionJson>("POST", "/emails/suppressions", { token: MANAGER, body: { email: `  ${email.toUpperCase()} `, detail: "Asked us by phone" } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ email, reason: "staff", detail: "Asked us by phone" });

    const list = await call<{ data: SuppressionJson[] }>("GET", "/emails/suppressions", { token: STAFF });
    expect(list.body.data).toContainEqual(expect.objectContaining({ email, reason: "staff" }));

    const removed = await call("DELETE", `/emails/suppressions/${encodeURIComponent(email)}`, { token: MANAGER });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await env.DB.prepare("SELECT 1 FROM email_suppressions WHERE email = ?1").bind(email).first()).toBeNull();

    const records = await audits("email-suppressions", email);
    expect(records.map((record) => record.action)).toEqual(["email-suppressions.create", "email-suppressions.delete"]);
    expect(JSON.parse(records[0]!.after!)).toMatchObject({ email, reason: "staff" });
    expect(JSON.parse(records[1]!.before!)).toMatchObject({ email, reason: "staff" });
    expect(records[1]!.after).toBeNull();
  });

  it("answers 404 when un-suppressing an address that is not suppressed, writing no record", async () => {
    const email = address();
    expectError(await call("DELETE", `/emails/suppressions/${encodeURIComponent(email)}`, { token: MANAGER }), 404, "NOT_FOUND");
    expect(await audits("email-suppressions", email)).toEqual([]);
  });

  it("refuses a malformed address or detail with a 400 naming the field, suppressing nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM email_suppressions").first<{ n: number }>();
    const bad = expectError(await call("POST", "/emails/suppressions", { token: MANAGER, body: { email: "not-an-address" } }), 400, "BAD_REQUEST", "email");
    expect(bad.error.fields?.email).toEqual(["Enter an e-mail address like name@example.com"]);
    expectError(await call("POST", "/emails/suppressions", { token: MANAGER, body: {} }), 400, "BAD_REQUEST", "email");
    expectError(await call("POST", "/emails/suppressions", { token: MANAGER, body: { email: address(), detail: "x".repeat(501) } }), 400, "BAD_REQUEST", "detail");
    expectError(await call("POST", "/emails/suppressions", { token: MANAGER, body: { email: address(), reason: "bounce" } }), 400, "BAD_REQUEST");
    expectError(await call("DELETE", "/emails/suppressions/nobody", { token: MANAGER }), 400, "BAD_REQUEST", "email");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM email_suppressions").first<{ n: number }>()).toEqual(before);
  });
});
