/**
 * The newsletter (decision 030): POST marketing/subscribe with double opt-in, and the confirm
 * and unsubscribe links of its e-mails, which work without signing in.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_LINK_GONE } from "../../../workers/core/marketing";
import { call, expectError, unique } from "../support/api";

interface Subscriber {
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  token: string;
  last_mailed_at: string | null;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

const ORIGIN = "https://shop.example";
const subscribe = (body: Record<string, unknown>) =>
  call<{ email: string }>("POST", "/marketing/subscribe", { body, headers: { "x-shop-origin": ORIGIN } });
const subscriber = (email: string) =>
  env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?").bind(email).first<Subscriber>();
const mails = async (email: string) =>
  (await env.DB.prepare(`SELECT "to", subject, text, html, kind FROM outbox_emails WHERE "to" = ? ORDER BY id`).bind(email).all<Mail>())
    .results;
const address = () => `news-${unique()}@example.com`;
/** Lets the address be e-mailed again, as if the interval had passed. */
const forgetLastMail = (email: string) =>
  env.DB.prepare("UPDATE newsletter_subscribers SET last_mailed_at = '2000-01-01T00:00:00.000Z' WHERE email = ?").bind(email).run();
const linkOf = (text: string, path: string) => {
  const match = new RegExp(`${ORIGIN}${path}\\?token=([0-9a-f]{32})`).exec(text);
  expect(match, `a ${path} link in:\n${text}`).not.toBeNull();
  return match![1]!;
};

describe("POST marketing/subscribe", () => {
  it("stores the address as pending and e-mails it a confirm link with an unsubscribe link", async () => {
    const email = address();
    const answer = await subscribe({ email: `  ${email.toUpperCase()} `, first_name: "Ada", last_name: "Cook", subscribe: true });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ email });
    const row = await subscriber(email);
    expect(row).toMatchObject({ first_name: "Ada", last_name: "Cook", status: "pending" });
    const [mail, ...more] = await mails(email);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe("newsletter_confirm");
    expect(linkOf(mail!.text, "/newsletter/confirm")).toBe(row!.token);
    expect(linkOf(mail!.text, "/newsletter/unsubscribe")).toBe(row!.token);
    expect(mail!.html).toContain(`${ORIGIN}/newsletter/confirm?token=${row!.token}`);
    expect(mail!.html).toContain(`${ORIGIN}/newsletter/unsubscribe?token=${row!.token}`);
    expect(mail!.text).not.toContain("Ada");
  });

  it("refuses a bad address, no consent and overlong names, storing nothing", async () => {
    const email = address();
    expectError(await subscribe({ email: "not-an-address", subscribe: true }), 400, "BAD_REQUEST", "email");
    expectError(await subscribe({ email, subscribe: false }), 400, "BAD_REQUEST", "subscribe");
    expectError(await subscribe({ email }), 400, "BAD_REQUEST", "subscribe");
    expectError(await subscribe({ email, first_name: "x".repeat(101), subscribe: true }), 400, "BAD_REQUEST", "first_name");
    expect(await subscriber(email)).toBeNull();
    expect(await mails(email)).toEqual([]);
  });

  it("answers a repeated signup the same, e-mailing the address at most once per interval", async () => {
    const email = address();
    for (let i = 0; i < 3; i++) expect((await subscribe({ email, subscribe: true })).status).toBe(202);
    expect(await mails(email)).toHaveLength(1);
    await forgetLastMail(email);
    await subscribe({ email, subscribe: true });
    const sent = await mails(email);
    expect(sent.map((mail) => mail.kind)).toEqual(["newsletter_confirm", "newsletter_confirm"]);
    // One token per address: the first e-mail's link still works.
    expect(linkOf(sent[0]!.text, "/newsletter/confirm")).toBe(linkOf(sent[1]!.text, "/newsletter/confirm"));
  });

  it("sends one e-mail for concurrent signups of the same address", async () => {
    const email = address();
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe({ email, subscribe: true })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(202));
    expect(await mails(email)).toHaveLength(1);
  });

  it("keeps a subscriber subscribed, with its names, and tells it so instead of asking again", async () => {
    const email = address();
    await subscribe({ email, first_name: "Ada", subscribe: true });
    const { token } = (await subscriber(email))!;
    expect((await call("POST", "/marketing/confirm", { body: { token } })).status).toBe(200);
    await forgetLastMail(email);
    const answer = await subscribe({ email, first_name: "Mallory", last_name: "Other", subscribe: true });
    expect(answer.body).toEqual({ email });
    expect(await subscriber(email)).toMatchObject({ status: "subscribed", first_name: "Ada", last_name: "" });
    const last = (await mails(email)).at(-1)!;
    expect(last.kind).toBe("newsletter_already");
    expect(linkOf(last.text, "/newsletter/unsubscribe")).toBe(token);
  });
});

describe("the confirm and unsubscribe links", () => {
  it("confirm, unsubscribe, and confirm again, each repeatable, without signing in", async () => {
    const email = address();
    await subscribe({ email, subscribe: true });
    const token = linkOf((await mails(email))[0]!.text, "/newsletter/confirm");
    for (let i = 0; i < 2; i++) {
      const confirmed = await call("POST", "/marketing/confirm", { body: { token } });
      expect(confirmed).toEqual({ status: 200, body: { email, status: "subscribed" } });
    }
    const confirmedAt = (await env.DB.prepare("SELECT confirmed_at FROM newsletter_subscribers WHERE email = ?").bind(email).first<{ confirmed_at: string }>())!.confirmed_at;
    expect(confirmedAt).toMatch(/^\d{4}-/);
    for (let i = 0; i < 2; i++) {
      const left = await call("POST", "/marketing/unsubscribe", { body: { token } });
      expect(left).toEqual({ status: 200, body: { email, status: "unsubscribed" } });
    }
    // Signing up again asks for confirmation again.
    await forgetLastMail(email);
    await subscribe({ email, subscribe: true });
    expect((await subscriber(email))!.status).toBe("pending");
    expect((await mails(email)).at(-1)!.kind).toBe("newsletter_confirm");
    expect((await call("POST", "/marketing/confirm", { body: { token } })).body).toEqual({ email, status: "subscribed" });
  });

  it("refuse unknown and malformed tokens with the same sentence, changing nothing", async () => {
    const email = address();
    await subscribe({ email, subscribe: true });
    for (const path of ["/marketing/confirm", "/marketing/unsubscribe"]) {
      const unknown = expectError(await call("POST", path, { body: { token: "0".repeat(32) } }), 404, "NOT_FOUND", "token");
      expect(unknown.error.message).toBe(NEWSLETTER_LINK_GONE);
      expectError(await call("POST", path, { body: { token: "x' OR 1=1 --" } }), 400, "BAD_REQUEST", "token");
      expectError(await call("POST", path, { body: {} }), 400, "BAD_REQUEST", "token");
    }
    expect((await subscriber(email))!.status).toBe("pending");
  });
});
