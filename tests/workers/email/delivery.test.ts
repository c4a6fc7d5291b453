/**
 * E-mail delivery (decision 058, issue 26) with the real queue in workerd and this run's local
 * e-mail provider (scripts/resend-local.ts, Resend's wire format): what the api writes is sent
 * exactly once, also while the provider fails, answers nonsense or the queue delivers twice; a
 * refused address ends failed, an address that never gets through ends in the dead-letter list,
 * a row nobody enqueued is sent by the sweep, and the provider's signed webhooks mark delivery,
 * bounces and complaints — unsigned or forged ones change nothing.
 */
import { env, SELF } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../../drizzle/api/schema";
import { LOCAL_WEBHOOK_SECRET, signWebhook } from "../../../scripts/resend-local";
import { enqueueWritten, sweepEmails } from "../../../workers/api/services/email-delivery";

const db = drizzle(env.DB, { schema });
const provider = env.RESEND_API_BASE ?? "";
const queue = env.EMAILS;

interface InboxMessage {
  id: string;
  idempotencyKey: string | null;
  to: string[];
  subject: string;
  headers: Record<string, string> | null;
}

async function providerCall(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${provider}${path}`, init);
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return response.json();
}

const faults = (settings: { failRate: number; kinds?: string[]; seed?: number }) =>
  providerCall("/_local/faults", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(settings) });
const stats = () => providerCall("/_local/stats") as Promise<{ accepted: number; byIdempotencyKey: Record<string, number> }>;
const inbox = async (to: string) => ((await providerCall(`/_local/inbox?to=${encodeURIComponent(to)}`)) as { messages: InboxMessage[] }).messages;

let run = 0;
/** Writes `count` outbox rows as a request would (not yet enqueued); returns their ids. */
async function write(count: number, to: (index: number) => string, kind = "order_confirmation", text = "Thank you"): Promise<number[]> {
  run += 1;
  const rows = Array.from({ length: count }, (_, index) => ({
    to: to(index),
    subject: `Run ${run} message ${index}`,
    text,
    html: `<p>${text}</p>`,
    kind,
    ref: `test:${run}:${index}`,
  }));
  const ids: number[] = [];
  // D1 binds at most 100 parameters a statement: 12 rows of 7 columns.
  for (let start = 0; start < rows.length; start += 12) {
    const inserted = await db.insert(schema.outboxEmails).values(rows.slice(start, start + 12)).returning({ id: schema.outboxEmails.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Waits until none of `ids` is still queued or retrying; returns their rows. */
async function settled(ids: number[], timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = [];
    for (let start = 0; start < ids.length; start += 90) {
      rows.push(...(await db.select().from(schema.outboxEmails).where(inArray(schema.outboxEmails.id, ids.slice(start, start + 90)))));
    }
    if (rows.every((row) => row.state !== "queued" && row.state !== "retrying")) return rows;
    if (Date.now() > deadline) throw new Error(`still pending: ${rows.filter((row) => row.state === "queued" || row.state === "retrying").length} of ${ids.length}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

async function webhook(body: string, headers: Record<string, string>) {
  return SELF.fetch("https://api.internal/email-events", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
}

async function signedWebhook(event: unknown, secret = LOCAL_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify(event);
  const id = `msg_${crypto.randomUUID()}`;
  return webhook(body, { "svix-id": id, "svix-timestamp": String(timestamp), "svix-signature": signWebhook(secret, id, timestamp, body) });
}

beforeEach(async () => {
  expect(provider, "the email project runs with this run's local provider").toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await providerCall("/_local/inbox", { method: "DELETE" });
});

describe("e-mail delivery through the queue", () => {
  it("sends 1,000 messages exactly once each while the provider fails 30 % of sends", async () => {
    await faults({ failRate: 0.3, kinds: ["server", "rate", "malformed"], seed: 26 });
    const ids = await write(1000, (index) => `guest-${run}-${index}@example.com`);
    expect(await enqueueWritten(db, queue, new Date())).toBeGreaterThanOrEqual(1000);
    const rows = await settled(ids);
    expect(rows.filter((row) => row.state !== "sent")).toEqual([]);
    const counted = (await stats()).byIdempotencyKey;
    // Every message once in the provider's inbox, none twice, none missing.
    expect(ids.map((id) => counted[`outbox-${id}`] ?? 0)).toEqual(ids.map(() => 1));
    // The faults happened and were retried: some rows needed more than one attempt.
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    expect(rows.every((row) => row.provider_id && row.sent_at)).toBe(true);
  });

  it("sends nothing twice when the queue delivers a message twice", async () => {
    await faults({ failRate: 0 });
    const [id] = await write(1, () => `twice-${run}@example.com`);
    await queue!.sendBatch([{ body: { id: id! } }, { body: { id: id! } }, { body: { id: id! } }]);
    await settled([id!]);
    await queue!.send({ id: id! });
    await new Promise((wait) => setTimeout(wait, 2_000));
    expect((await stats()).byIdempotencyKey[`outbox-${id}`]).toBe(1);
    expect(await inbox(`twice-${run}@example.com`)).toHaveLength(1);
  });

  it("gives up at once on an address the provider refuses, keeping its answer", async () => {
    await faults({ failRate: 0 });
    const ids = await write(1, () => `nobody-${run}@refused.test`);
    await enqueueWritten(db, queue, new Date());
    const [row] = await settled(ids);
    expect(row).toMatchObject({ state: "failed", attempts: 1 });
    expect(row?.last_error).toContain("422 validation_error");
  });

  it("puts an address that never gets through in the dead-letter list after 12 attempts", async () => {
    await faults({ failRate: 0 });
    const ids = await write(1, () => `always-${run}@down.test`);
    await enqueueWritten(db, queue, new Date());
    const [row] = await settled(ids);
    expect(row).toMatchObject({ state: "failed", attempts: 12 });
    expect(row?.last_error).toContain("500 application_error");
    expect(row?.last_error).toContain("gave up after 12 attempts");
  });

  it("retries an answer it cannot read, then sends", async () => {
    await faults({ failRate: 1, kinds: ["malformed"] });
    const ids = await write(1, () => `garbled-${run}@example.com`);
    await enqueueWritten(db, queue, new Date());
    await new Promise((wait) => setTimeout(wait, 1_500));
    await faults({ failRate: 0 });
    const [row] = await settled(ids);
    expect(row?.state).toBe("sent");
    expect(row?.attempts).toBeGreaterThan(1);
  });

  it("sends by the sweep what no request enqueued", async () => {
    await faults({ failRate: 0 });
    const ids = await write(2, (index) => `swept-${run}-${index}@example.com`);
    expect((await db.select().from(schema.outboxEmails).where(inArray(schema.outboxEmails.id, ids))).map((row) => row.enqueued_at)).toEqual([null, null]);
    expect(await sweepEmails(db, queue, new Date())).toBeGreaterThanOrEqual(2);
    expect((await settled(ids)).map((row) => row.state)).toEqual(["sent", "sent"]);
  });

  it("enqueues what an api write wrote, in the same request", async () => {
    await faults({ failRate: 0 });
    const email = `contact-${crypto.randomUUID()}@example.com`;
    const response = await SELF.fetch("https://api.internal/contact-us", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Pat Cook", email, topic: "classes", message: "Do you teach knife skills to teenagers?" }),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const deadline = Date.now() + 30_000;
    let received: InboxMessage[] = [];
    while (Date.now() < deadline && received.length === 0) {
      const all = ((await providerCall("/_local/inbox")) as { messages: InboxMessage[] }).messages;
      received = all.filter((message) => message.idempotencyKey?.startsWith("outbox-") && JSON.stringify(message).includes(email));
      if (received.length === 0) await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(received.length).toBeGreaterThan(0);
  });

  it("puts one-click unsubscribe headers on marketing mail only", async () => {
    await faults({ failRate: 0 });
    const link = "https://shop.example/newsletter/unsubscribe?token=0123456789abcdef";
    const [reader, buyer] = [`reader-${crypto.randomUUID()}@example.com`, `buyer-${crypto.randomUUID()}@example.com`];
    const marketing = await write(1, () => reader, "newsletter_confirm", `Confirm. Unsubscribe: ${link}`);
    const order = await write(1, () => buyer, "order_confirmation");
    await enqueueWritten(db, queue, new Date());
    await settled([...marketing, ...order]);
    const [newsletter] = await inbox(reader);
    expect(newsletter?.headers).toMatchObject({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const [confirmation] = await inbox(buyer);
    expect(confirmation).toBeDefined();
    expect(confirmation?.headers?.["List-Unsubscribe"]).toBeUndefined();
  });
});

describe("the provider's webhooks", () => {
  async function sentOne(to: string) {
    await faults({ failRate: 0 });
    const ids = await write(1, () => to);
    await enqueueWritten(db, queue, new Date());
    const [row] = await settled(ids);
    expect(row?.state).toBe("sent");
    return row!;
  }

  it("marks a message delivered", async () => {
    const row = await sentOne(`delivered-${run}@example.com`);
    const response = await signedWebhook({ type: "email.delivered", created_at: new Date().toISOString(), data: { email_id: row.provider_id, to: [row.to] } });
    expect(response.status).toBe(200);
    const [after] = await db.select().from(schema.outboxEmails).where(inArray(schema.outboxEmails.id, [row.id]));
    expect(after?.state).toBe("delivered");
  });

  it("suppresses a bounced address: the next message to it is not sent and says why", async () => {
    const address = `bounced-${crypto.randomUUID()}@example.com`;
    const row = await sentOne(address);
    const response = await signedWebhook({
      type: "email.bounced",
      created_at: new Date().toISOString(),
      data: { email_id: row.provider_id, to: [address], bounce: { type: "Permanent", message: "The recipient's mailbox does not exist." } },
    });
    expect(response.status).toBe(200);
    const next = await write(1, () => address.toUpperCase());
    await enqueueWritten(db, queue, new Date());
    const [after] = await settled(next);
    expect(after).toMatchObject({ state: "suppressed", attempts: 0 });
    expect(after?.last_error).toContain("bounced");
    expect(await inbox(address)).toHaveLength(1);
  });

  it("refuses an unsigned, forged or stale event and changes nothing", async () => {
    const row = await sentOne(`forged-${run}@example.com`);
    const event = { type: "email.bounced", created_at: new Date().toISOString(), data: { email_id: row.provider_id, to: [row.to], bounce: { type: "Permanent" } } };
    expect((await webhook(JSON.stringify(event), {})).status).toBe(401);
    expect((await signedWebhook(event, "whsec_" + btoa("somebody else's secret"))).status).toBe(401);
    expect((await signedWebhook(event, LOCAL_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)).status).toBe(401);
    const body = JSON.stringify(event);
    const tampered = await webhook(body.replace("bounced", "complained"), {
      "svix-id": "msg_1",
      "svix-timestamp": String(Math.floor(Date.now() / 1000)),
      "svix-signature": signWebhook(LOCAL_WEBHOOK_SECRET, "msg_1", Math.floor(Date.now() / 1000), body),
    });
    expect(tampered.status).toBe(401);
    const [after] = await db.select().from(schema.outboxEmails).where(inArray(schema.outboxEmails.id, [row.id]));
    expect(after?.state).toBe("sent");
    expect(await db.query.emailSuppressions.findFirst({ where: (s, { eq }) => eq(s.email, row.to) })).toBeUndefined();
  });

  it("answers a signed event that is not the provider's with 400, and one about an unknown message with 404", async () => {
    expect((await signedWebhook({ hello: "world" })).status).toBe(400);
    expect((await signedWebhook({ type: "email.delivered", data: { email_id: "not-ours" } })).status).toBe(404);
  });

  it("the development mailbox shows what the local provider received of each message", async () => {
    const row = await sentOne(`mailbox-${run}@example.com`);
    const answer = await SELF.fetch(`https://api.internal/outbox?to=${encodeURIComponent(row.to)}`);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: Array<{ id: number; provider_inbox_read: boolean; provider_received: { receivedAt: string; events: string[] } | null }> };
    const shown = data.find((email) => email.id === row.id);
    expect(shown?.provider_inbox_read).toBe(true);
    expect(shown?.provider_received?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Array.isArray(shown?.provider_received?.events)).toBe(true);
  });

  it("takes an event it does not record (opened, clicked…) with 200 and changes nothing, even for a message it never sent", async () => {
    const row = await sentOne(`opened-${run}@example.com`);
    const opened = await signedWebhook({ type: "email.opened", data: { email_id: row.provider_id } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await signedWebhook({ type: "email.clicked", data: { email_id: "not-ours" } })).status).toBe(200);
    const [after] = await db.select().from(schema.outboxEmails).where(inArray(schema.outboxEmails.id, [row.id]));
    expect(after?.state).toBe("sent");
  });
});
