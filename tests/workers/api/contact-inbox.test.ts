/**
 * The console's inbox and subscribers (issue 27 part 6, decision 073): contact messages listed,
 * filtered and searched, read (once, audited), replied to by e-mail through the outbox and
 * recorded with who replied, done and open again; newsletter subscribers searched, filtered and
 * unsubscribed by hand (audited); each only with its permission, a missing record 404.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consoleHome } from "../../../workers/api/services/console-home";
import type { ContactMessageDetailJson, StaffContactMessageJson } from "../../../workers/api/services/contact-inbox";
import type { NewsletterSubscriberJson } from "../../../workers/api/services/newsletter-admin";
import { database } from "../../../workers/api/db";
import { findUserByEmail } from "../../../workers/api/services/users";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";

const ADMIN = seededToken("megan.larsen@cachevalleykitchen.com");
const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const EMPLOYEE = seededToken("sam.nguyen@cachevalleykitchen.com");

type Page<Row> = { data: Row[]; meta: { total: number; counts: Record<string, number> } };

async function sendMessage(words: string, location_id: number | null = 1) {
  const email = `writer-${unique()}@example.com`;
  const answer = await call<{ id: number }>("POST", "/contact-us", { body: { name: "Ada Cook", email, topic: "classes", location_id, message: words } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.id, email };
}

const list = async (query: string, token = STAFF) => {
  const answer = await call<Page<StaffContactMessageJson>>("GET", `/contact-us${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const audits = (resource: string, id: string | number) =>
  env.DB.prepare("SELECT action, actor_email, before, after FROM audit_log WHERE resource = ?1 AND resource_id = ?2 ORDER BY id")
    .bind(resource, String(id))
    .all<{ action: string; actor_email: string; before: string | null; after: string | null }>()
    .then((result) => result.results);

describe("contact messages in the console", () => {
  it("lists the newest first, searched by any word of the writer or the message, filtered open, unanswered or done", async () => {
    const word = `apron${unique()}`;
    const first = await sendMessage(`Can I bring my own ${word}?`);
    const second = await sendMessage(`Another question about the ${word}`, null);
    const found = await list(`?search=${word}`);
    expect(found.data.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(found.meta.total).toBe(2);
    expect(found.data[0]).toMatchObject({ status: "open", location_name: null, read_at: null, replied_at: null, done_at: null });
    expect(found.data[1]).toMatchObject({ location_id: 1, location_name: expect.any(String) });
    expect((await list(`?search=${encodeURIComponent(first.email.toUpperCase())}`)).data.map((row) => row.id)).toEqual([first.id]);
    expect((await list(`?search=${word}&status=unanswered`)).meta.total).toBe(2);
    expect((await list(`?search=${word}&status=done`)).meta.total).toBe(0);
    expect((await list(`?search=${encodeURIComponent(`%_ ${word}`)}`)).meta.total).toBe(0);
    const counts = (await list("")).meta.counts;
    expect(counts.open).toBeGreaterThanOrEqual(2);
    expect(counts.unanswered).toBeLessThanOrEqual(counts.open!);
  });

  it("marks a message read the first time it is opened, once, with who read it, audited", async () => {
    const { id } = await sendMessage(`Read me ${unique()}`);
    const before = await call<ContactMessageDetailJson>("GET", `/contact-us/${id}`, { token: STAFF });
    expect(before.body).toMatchObject({ id, read_at: null, replies: [] });
    const read = await call<ContactMessageDetailJson>("POST", `/contact-us/${id}/read`, { token: STAFF });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ read_by: "ana.morales@cachevalleykitchen.com" });
    const again = await call<ContactMessageDetailJson>("POST", `/contact-us/${id}/read`, { token: MANAGER });
    expect(again.body).toMatchObject({ read_at: read.body.read_at, read_by: "ana.morales@cachevalleykitchen.com" });
    expect((await audits("contact-messages", id)).map((row) => row.action)).toEqual(["contact-messages.read"]);
  });

  it("e-mails a reply to the writer through the outbox, records it with who replied, and sends a double post once", async () => {
    const { id, email } = await sendMessage(`When is the next pasta class? ${unique()}`);
    const body = { message: "Hi! The next one is on Friday.\n\nSee you there." };
    const replied = await call<ContactMessageDetailJson>("POST", `/contact-us/${id}/reply`, { token: STAFF, body });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body).toMatchObject({ status: "open", replied_by: "ana.morales@cachevalleykitchen.com", read_by: "ana.morales@cachevalleykitchen.com" });
    expect(replied.body.replies).toEqual([
      expect.objectContaining({ subject: "Re: Classes and bookings", message: body.message, replied_by: "ana.morales@cachevalleykitchen.com" }),
    ]);
    const again = await call<ContactMessageDetailJson>("POST", `/contact-us/${id}/reply`, { token: STAFF, body });
    expect(again.body.replies).toHaveLength(1);
    const { results: mail } = await env.DB.prepare(`SELECT subject, text, html, kind FROM outbox_emails WHERE "to" = ?1`)
      .bind(email)
      .all<{ subject: string; text: string; html: string; kind: string }>();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Re: Classes and bookings", kind: "contact_reply" });
    expect(mail[0]!.text).toContain("Hi Ada Cook,");
    expect(mail[0]!.text).toContain("See you there.");
    expect(mail[0]!.text).toContain("When is the next pasta class?");

    const other = await call<ContactMessageDetailJson>("POST", `/contact-us/${id}/reply`, {
      token: MANAGER,
      body: { subject: "Also", message: "Bring an apron." },
    });
    expect(other.body.replies.map((reply) => reply.subject)).toEqual(["Re: Classes and bookings", "Also"]);
    expect(other.body.replied_by).toBe("daniel.olsen@cachevalleykitchen.com");
    expect((await audits("contact-messages", id)).map((row) => row.action)).toEqual(["contact-messages.reply", "contact-messages.reply"]);
    expect((await list(`?search=${email}&status=unanswered`)).meta.total).toBe(0);
  });

  it("marks a message done and open again, audited once each; a repeat changes nothing", async () => {
    const { id, email } = await sendMessage(`Done with this ${unique()}`);
    const done = await call<ContactMessageDetailJson>("POST", `/contact-us/${id}/status`, { token: STAFF, body: { status: "done" } });
    expect(done.body).toMatchObject({ status: "done", done_by: "ana.morales@cachevalleykitchen.com" });
    await call("POST", `/contact-us/${id}/status`, { token: STAFF, body: { status: "done" } });
    expect((await list(`?search=${email}&status=done`)).data.map((row) => row.id)).toEqual([id]);
    expect((await list(`?search=${email}&status=open`)).meta.total).toBe(0);
    const reopened = await call<ContactMessageDetailJson>("POST", `/contact-us/${id}/status`, { token: STAFF, body: { status: "open" } });
    expect(reopened.body).toMatchObject({ status: "open", done_at: null, done_by: null });
    const records = await audits("contact-messages", id);
    expect(records.map((row) => row.action)).toEqual(["contact-messages.done", "contact-messages.reopen"]);
    expect(JSON.parse(records[0]!.after!)).toEqual({ status: "done" });
  });

  it("refuses bad input with field messages, a missing message with 404, and writes nothing", async () => {
    const { id, email } = await sendMessage(`Refusals ${unique()}`);
    expectError(await call("GET", "/contact-us?status=closed", { token: STAFF }), 400, "BAD_REQUEST", "status");
    expectError(await call("GET", `/contact-us?search=${"x".repeat(101)}`, { token: STAFF }), 400, "BAD_REQUEST", "search");
    expectError(await call("POST", `/contact-us/${id}/reply`, { token: STAFF, body: { message: "   " } }), 400, "BAD_REQUEST", "message");
    expectError(await call("POST", `/contact-us/${id}/reply`, { token: STAFF, body: { message: "x".repeat(5001) } }), 400, "BAD_REQUEST", "message");
    expectError(
      await call("POST", `/contact-us/${id}/reply`, { token: STAFF, body: { subject: "s".repeat(151), message: "Hi" } }),
      400,
      "BAD_REQUEST",
      "subject",
    );
    expectError(await call("POST", `/contact-us/${id}/status`, { token: STAFF, body: { status: "closed" } }), 400, "BAD_REQUEST", "status");
    expectError(await call("GET", "/contact-us/999999999", { token: STAFF }), 404, "NOT_FOUND");
    expectError(await call("POST", "/contact-us/999999999/read", { token: STAFF }), 404, "NOT_FOUND");
    expectError(await call("POST", "/contact-us/999999999/reply", { token: STAFF, body: { message: "Hi" } }), 404, "NOT_FOUND");
    expectError(await call("POST", "/contact-us/999999999/status", { token: STAFF, body: { status: "done" } }), 404, "NOT_FOUND");
    const { results } = await env.DB.prepare(`SELECT id FROM outbox_emails WHERE "to" = ?1`).bind(email).all();
    expect(results).toHaveLength(0);
    expect(await audits("contact-messages", id)).toEqual([]);
  });

  it("needs messages.view to read and messages.reply to answer: 401 signed out, 403 to a customer and an employee", async () => {
    const { id } = await sendMessage(`Private ${unique()}`);
    expectError(await call("GET", "/contact-us"), 401, "UNAUTHENTICATED");
    const customer = (await registerCustomer()).token;
    for (const token of [customer, EMPLOYEE]) {
      expectError(await call("GET", "/contact-us", { token }), 403, "FORBIDDEN");
      expectError(await call("GET", `/contact-us/${id}`, { token }), 403, "FORBIDDEN");
      expectError(await call("POST", `/contact-us/${id}/reply`, { token, body: { message: "Hi" } }), 403, "FORBIDDEN");
      expectError(await call("POST", `/contact-us/${id}/status`, { token, body: { status: "done" } }), 403, "FORBIDDEN");
    }
    expect((await call("GET", `/contact-us/${id}`, { token: ADMIN })).status).toBe(200);
  });

  it("counts open messages nobody replied to on the console home, for readers with messages.view only", async () => {
    const staff = (await findUserByEmail(database(env.DB), "ana.morales@cachevalleykitchen.com"))!;
    const before = await consoleHome(env.DB, { id: staff.id, user: staff, roles: ["staff"], permissions: ["messages.view"] });
    const { id } = await sendMessage(`Home ${unique()}`);
    const after = await consoleHome(env.DB, { id: staff.id, user: staff, roles: ["staff"], permissions: ["messages.view"] });
    expect(after.attention.unanswered_messages).toBe(before.attention.unanswered_messages! + 1);
    await call("POST", `/contact-us/${id}/reply`, { token: STAFF, body: { message: "Answered." } });
    const answered = await consoleHome(env.DB, { id: staff.id, user: staff, roles: ["staff"], permissions: ["messages.view"] });
    expect(answered.attention.unanswered_messages).toBe(before.attention.unanswered_messages);
    const without = await consoleHome(env.DB, { id: staff.id, user: staff, roles: ["staff"], permissions: ["classes.view"] });
    expect(without.attention.unanswered_messages).toBeNull();
  });
});

async function signUp(first_name: string) {
  const email = `reader-${unique()}@example.com`;
  const answer = await call("POST", "/marketing/subscribe", { body: { email, first_name, last_name: "Reader", subscribe: true } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return email;
}

const subscribers = async (query: string, token = MANAGER) => {
  const answer = await call<Page<NewsletterSubscriberJson>>("GET", `/marketing/subscribers${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe("newsletter subscribers in the console", () => {
  it("lists subscribers searched by address or name and filtered by status, with each status's count", async () => {
    const name = `Quill${unique()}`;
    const pending = await signUp(name);
    const confirmed = await signUp(name);
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'subscribed', confirmed_at = ?2 WHERE email = ?1")
      .bind(confirmed, new Date().toISOString())
      .run();
    const found = await subscribers(`?search=${name.toLowerCase()}`);
    expect(found.data.map((row) => row.email).sort()).toEqual([pending, confirmed].sort());
    expect((await subscribers(`?search=${name}&status=subscribed`)).data.map((row) => row.email)).toEqual([confirmed]);
    expect((await subscribers(`?search=${encodeURIComponent(pending)}`)).data).toEqual([
      expect.objectContaining({ email: pending, status: "pending", first_name: name }),
    ]);
    expect((await subscribers("")).meta.counts.pending).toBeGreaterThanOrEqual(1);
    expect((await subscribers("?limit=1")).data).toHaveLength(1);
  });

  it("unsubscribes an address by hand, audited once; again changes nothing; an unknown address is 404", async () => {
    const email = await signUp("Una");
    const answer = await call<NewsletterSubscriberJson>("POST", "/marketing/subscribers/unsubscribe", { token: MANAGER, body: { email: email.toUpperCase() } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ email, status: "unsubscribed", unsubscribed_at: expect.any(String) });
    await call("POST", "/marketing/subscribers/unsubscribe", { token: MANAGER, body: { email } });
    const records = await audits("newsletter-subscribers", email);
    expect(records).toEqual([
      {
        action: "newsletter-subscribers.unsubscribe",
        actor_email: "daniel.olsen@cachevalleykitchen.com",
        before: JSON.stringify({ status: "pending" }),
        after: JSON.stringify({ status: "unsubscribed" }),
      },
    ]);
    expectError(
      await call("POST", "/marketing/subscribers/unsubscribe", { token: MANAGER, body: { email: `nobody-${unique()}@example.com` } }),
      404,
      "NOT_FOUND",
    );
    expectError(await call("POST", "/marketing/subscribers/unsubscribe", { token: MANAGER, body: { email: "not an address" } }), 400, "BAD_REQUEST", "email");
    expectError(await call("GET", "/marketing/subscribers?status=gone", { token: MANAGER }), 400, "BAD_REQUEST", "status");
  });

  it("needs subscribers.view to list and subscribers.manage to unsubscribe: staff and customers are refused", async () => {
    const email = await signUp("Sid");
    expectError(await call("GET", "/marketing/subscribers"), 401, "UNAUTHENTICATED");
    for (const token of [STAFF, (await registerCustomer()).token]) {
      expectError(await call("GET", "/marketing/subscribers", { token }), 403, "FORBIDDEN");
      expectError(await call("POST", "/marketing/subscribers/unsubscribe", { token, body: { email } }), 403, "FORBIDDEN");
    }
    expect((await subscribers(`?search=${email}`, ADMIN)).data[0]!.status).toBe("pending");
  });
});
