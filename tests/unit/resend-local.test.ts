/**
 * The local Resend (scripts/resend-local.ts) over real HTTP: Resend's answers and error bodies,
 * its idempotency rules, the test faults and fixed addresses, and webhooks signed the Svix way,
 * checked by recomputing the signature here.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_WEBHOOK_SECRET, type LocalResend, signWebhook, startLocalResend } from "../../scripts/resend-local";

const KEY = "re_local_cooking_school";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface InboxMessage {
  id: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  tags: Array<{ name: string; value: string }>;
  receivedAt: string;
  events: string[];
}

interface Stats {
  accepted: number;
  replayed: number;
  failed: number;
  byIdempotencyKey: Record<string, number>;
}

function confirmation(to: string | string[] = "ana@example.com") {
  return {
    from: "Cooking School <classes@school.example>",
    to,
    subject: "Your registration for Knife Skills",
    html: "<p>See you Saturday.</p>",
    text: "See you Saturday.",
    headers: { "X-Registration": "r_1" },
    tags: [{ name: "kind", value: "registration" }],
  };
}

let resend: LocalResend;

async function send(body: unknown, { key = KEY as string | null, idempotencyKey = undefined as string | undefined } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (idempotencyKey !== undefined) headers["idempotency-key"] = idempotencyKey;
  const response = await fetch(`${resend.url}/emails`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function inbox(server: LocalResend = resend, to?: string): Promise<InboxMessage[]> {
  const query = to === undefined ? "" : `?to=${encodeURIComponent(to)}`;
  const { messages } = (await (await fetch(`${server.url}/_local/inbox${query}`)).json()) as { messages: InboxMessage[] };
  return messages;
}

async function stats(): Promise<Stats> {
  return (await (await fetch(`${resend.url}/_local/stats`)).json()) as Stats;
}

async function setFaults(faults: unknown) {
  return fetch(`${resend.url}/_local/faults`, { method: "POST", body: JSON.stringify(faults) });
}

beforeAll(async () => {
  resend = await startLocalResend();
});
afterAll(() => resend.close());
afterEach(async () => {
  await fetch(`${resend.url}/_local/inbox`, { method: "DELETE" });
});

describe("POST /emails", () => {
  it("answers 200 with a uuid and keeps the message in the inbox, newest first", async () => {
    const first = await send(confirmation(["ana@example.com", "Bo <bo@example.com>"]));
    const second = await send({ ...confirmation(), subject: "Reminder", html: undefined });
    expect(first.status).toBe(200);
    const { id } = JSON.parse(first.text) as { id: string };
    expect(id).toMatch(UUID);
    expect(JSON.parse(second.text)).not.toEqual({ id });

    const messages = await inbox();
    expect(messages.map((message) => message.subject)).toEqual(["Reminder", "Your registration for Knife Skills"]);
    expect(messages[1]).toMatchObject({
      id,
      idempotencyKey: null,
      from: "Cooking School <classes@school.example>",
      to: ["ana@example.com", "Bo <bo@example.com>"],
      html: "<p>See you Saturday.</p>",
      text: "See you Saturday.",
      headers: { "X-Registration": "r_1" },
      tags: [{ name: "kind", value: "registration" }],
      events: [],
    });
    expect(messages[0]!.html).toBeNull();
    expect(Number.isNaN(Date.parse(messages[1]!.receivedAt))).toBe(false);
    expect((await inbox(resend, "bo@example.com")).map((message) => message.id)).toEqual([id]);
    expect(await inbox(resend, "nobody@example.com")).toEqual([]);
    expect(await stats()).toMatchObject({ accepted: 2, failed: 0 });
  });

  it("answers 401 without an Authorization header and 403 for a key that is not re_…", async () => {
    const missing = await send(confirmation(), { key: null });
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.text)).toEqual({
      statusCode: 401,
      name: "missing_api_key",
      message:
        "Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY",
    });
    const invalid = await send(confirmation(), { key: "sk_live_nope" });
    expect(invalid.status).toBe(403);
    expect(JSON.parse(invalid.text)).toEqual({ statusCode: 403, name: "invalid_api_key", message: "API key is invalid" });
    expect(await inbox()).toEqual([]);
  });

  it("accepts only the listed keys when apiKeys is given", async () => {
    const strict = await startLocalResend({ apiKeys: ["re_only_this_one"] });
    try {
      const post = (key: string) =>
        fetch(`${strict.url}/emails`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: JSON.stringify(confirmation()) });
      expect((await post("re_another")).status).toBe(403);
      expect((await post("re_only_this_one")).status).toBe(200);
      expect(await inbox(strict)).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it.each([
    ["a body that is not JSON", "{not json", /JSON/],
    ["a missing `from`", { ...confirmation(), from: undefined }, /Missing `from` field/],
    ["a missing `to`", { ...confirmation(), to: undefined }, /Missing `to` field/],
    ["a missing `subject`", { ...confirmation(), subject: undefined }, /Missing `subject` field/],
    ["neither html nor text", { ...confirmation(), html: undefined, text: undefined }, /Missing `html` or `text` field/],
    ["more than 50 recipients", confirmation(Array.from({ length: 51 }, (_, n) => `guest${n}@example.com`)), /`to`.*50/],
    ["a malformed `from`", { ...confirmation(), from: "classes at school" }, /Invalid `from` field/],
  ])("answers 422 validation_error for %s", async (_, body, message) => {
    const answer = await send(body);
    expect(answer.status).toBe(422);
    const error = JSON.parse(answer.text) as { statusCode: number; name: string; message: string };
    expect(error).toMatchObject({ statusCode: 422, name: "validation_error" });
    expect(error.message).toMatch(message);
    expect(await inbox()).toEqual([]);
  });

  it("answers Resend's exact 422 for a `to` that is not an e-mail address", async () => {
    const answer = await send(confirmation(["ana@example.com", "not-an-address"]));
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text)).toEqual({
      statusCode: 422,
      name: "validation_error",
      message: "Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
    });
  });

  it("answers 404 not_found for an unknown path", async () => {
    const response = await fetch(`${resend.url}/domains`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, name: "not_found" });
  });
});

describe("idempotency", () => {
  it("replays the first answer for the same key and body, storing one message", async () => {
    const first = await send(confirmation(), { idempotencyKey: "registration/r_1" });
    const again = await send(confirmation(), { idempotencyKey: "registration/r_1" });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(await inbox()).toHaveLength(1);
    expect(await stats()).toMatchObject({ accepted: 1, replayed: 1, byIdempotencyKey: { "registration/r_1": 1 } });
  });

  it("treats the same payload with its keys in another order as the same request", async () => {
    const body = confirmation();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await send(body, { idempotencyKey: "k-order" });
    const again = await send(reordered, { idempotencyKey: "k-order" });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
  });

  it("answers 409 invalid_idempotent_request for the same key with another body", async () => {
    await send(confirmation(), { idempotencyKey: "registration/r_2" });
    const other = await send({ ...confirmation(), subject: "Changed" }, { idempotencyKey: "registration/r_2" });
    expect(other.status).toBe(409);
    expect(JSON.parse(other.text)).toEqual({
      statusCode: 409,
      name: "invalid_idempotent_request",
      message: "Same idempotency key used with a different request payload. Change your idempotency key or payload.",
    });
    expect(await inbox()).toHaveLength(1);
  });

  it("answers 409 concurrent_idempotent_requests while the first request with the key is in progress", async () => {
    // A burst can still arrive one by one (a cold connection pool): then all are replays, and
    // another burst is tried. Every burst must store one message and answer only 200 or 409.
    let concurrent = 0;
    for (let burst = 0; burst < 10 && concurrent === 0; burst += 1) {
      const key = `together-${burst}`;
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(confirmation(), { idempotencyKey: key })));
      const ok = answers.filter((answer) => answer.status === 200);
      expect(new Set(ok.map((answer) => answer.text)).size).toBe(1);
      for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
        expect(answer.status).toBe(409);
        expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 409, name: "concurrent_idempotent_requests" });
        concurrent += 1;
      }
      expect((await stats()).byIdempotencyKey[key]).toBe(1);
    }
    expect(concurrent).toBeGreaterThanOrEqual(1);
  });

  it("answers 400 invalid_idempotency_key for a key longer than 256 characters", async () => {
    const answer = await send(confirmation(), { idempotencyKey: "k".repeat(257) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ name: "invalid_idempotency_key" });
  });
});

describe("faults", () => {
  it("fails every send with a 500 application_error at failRate 1, kind server, storing nothing", async () => {
    expect((await setFaults({ failRate: 1, kinds: ["server"] })).status).toBe(200);
    const answer = await send(confirmation());
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toEqual({ statusCode: 500, name: "application_error", message: "An unexpected error occurred." });
    expect(await inbox()).toEqual([]);
    expect(await stats()).toMatchObject({ accepted: 0, failed: 1 });
  });

  it("answers 429 rate_limit_exceeded with retry-after: 1 for kind rate", async () => {
    await setFaults({ failRate: 1, kinds: ["rate"] });
    const answer = await send(confirmation());
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("1");
    const error = JSON.parse(answer.text) as { name: string; message: string; statusCode: number };
    expect(error).toMatchObject({ statusCode: 429, name: "rate_limit_exceeded" });
    expect(error.message).toMatch(/^Too many requests\. You can only make 2 requests per second\./);
  });

  it("answers 200 with a body that is not {id} for kind malformed", async () => {
    await setFaults({ failRate: 1, kinds: ["malformed"] });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await send(confirmation());
      expect(answer.status).toBe(200);
      const json = (() => {
        try {
          return JSON.parse(answer.text) as unknown;
        } catch {
          return null;
        }
      })();
      expect(typeof (json as { id?: unknown } | null)?.id).not.toBe("string");
    }
    expect(await inbox()).toEqual([]);
  });

  it("leaves a failed request's idempotency key free for the retry", async () => {
    await setFaults({ failRate: 1, kinds: ["server", "rate", "malformed"] });
    expect((await send(confirmation(), { idempotencyKey: "retry-me" })).status).not.toBe(409);
    await setFaults({ failRate: 0 });
    const retry = await send(confirmation(), { idempotencyKey: "retry-me" });
    expect(retry.status).toBe(200);
    expect(JSON.parse(retry.text)).toMatchObject({ id: expect.stringMatching(UUID) });
    expect((await stats()).byIdempotencyKey).toEqual({ "retry-me": 1 });
  });

  it("fails the same requests again with the same seed", async () => {
    const run = async () => {
      await setFaults({ failRate: 0.5, seed: 42 });
      const statuses: number[] = [];
      for (let n = 0; n < 12; n += 1) statuses.push((await send(confirmation())).status);
      return statuses;
    };
    const first = await run();
    const second = await run();
    expect(second).toEqual(first);
    expect(first.some((status) => status === 200)).toBe(true);
    expect(first.some((status) => status !== 200)).toBe(true);
  });

  it("refuses bad fault settings", async () => {
    expect((await setFaults({ failRate: 2 })).status).toBe(422);
    expect((await setFaults({ failRate: 1, kinds: ["flood"] })).status).toBe(422);
    expect((await send(confirmation())).status).toBe(200);
  });

  it("always refuses refused.test with 422 and answers down.test with 500, faults off", async () => {
    const refused = await send(confirmation("someone@refused.test"));
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text)).toMatchObject({ statusCode: 422, name: "validation_error" });
    const cc = await send({ ...confirmation(), cc: "Staff <staff@refused.test>" });
    expect(cc.status).toBe(422);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const down = await send(confirmation("someone@down.test"), { idempotencyKey: "down" });
      expect(down.status).toBe(500);
      expect(JSON.parse(down.text)).toMatchObject({ name: "application_error" });
    }
    expect(await inbox()).toEqual([]);
    expect(await stats()).toMatchObject({ accepted: 0, failed: 5 });
  });
});

describe("DELETE /_local/inbox", () => {
  it("clears messages, stats, idempotency memory and faults", async () => {
    await send(confirmation(), { idempotencyKey: "before-reset" });
    await setFaults({ failRate: 1 });
    const deleted = await fetch(`${resend.url}/_local/inbox`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await inbox()).toEqual([]);
    expect(await stats()).toEqual({ accepted: 0, replayed: 0, failed: 0, byIdempotencyKey: {} });
    const reused = await send({ ...confirmation(), subject: "Another body" }, { idempotencyKey: "before-reset" });
    expect(reused.status).toBe(200);
    expect(await inbox()).toHaveLength(1);
  });
});

describe("signWebhook", () => {
  it("matches Svix's published example signature", () => {
    expect(signWebhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("has a development secret of 24 key bytes", () => {
    expect(LOCAL_WEBHOOK_SECRET).toMatch(/^whsec_/);
    expect(Buffer.from(LOCAL_WEBHOOK_SECRET.slice("whsec_".length), "base64")).toHaveLength(24);
  });
});

describe("webhooks", () => {
  interface Delivery {
    headers: IncomingHttpHeaders;
    body: string;
    accepted: boolean;
  }
  const SECRET = "whsec_" + Buffer.from("a-test-only-webhook-key!").toString("base64");
  let receiver: Server;
  let deliveries: Delivery[] = [];
  /** How many of the next deliveries the receiver answers 503, to prove the retries. */
  let failNext = 0;
  let withWebhook: LocalResend;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const accepted = failNext === 0;
        if (!accepted) failNext -= 1;
        deliveries.push({ headers: request.headers, body, accepted });
        response.writeHead(accepted ? 200 : 503).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.address() as AddressInfo;
    withWebhook = await startLocalResend({ webhook: { url: `http://127.0.0.1:${port}/webhooks/resend`, secret: SECRET } });
  });
  afterAll(async () => {
    await withWebhook.close();
    await new Promise((resolve) => receiver.close(resolve));
  });
  afterEach(() => {
    deliveries = [];
    failNext = 0;
  });

  async function sendTo(to: string): Promise<string> {
    const response = await fetch(`${withWebhook.url}/emails`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}` },
      body: JSON.stringify(confirmation(to)),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }

  /** The message's events once the inbox records `count` of them. */
  async function eventsOf(id: string, count: number): Promise<string[]> {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const message = (await inbox(withWebhook)).find((candidate) => candidate.id === id);
      if (message && message.events.length >= count) return message.events;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`message ${id} did not reach ${count} events`);
  }

  function payloads(id: string) {
    return deliveries
      .filter((delivery) => delivery.accepted)
      .map((delivery) => JSON.parse(delivery.body) as { type: string; created_at: string; data: Record<string, unknown> })
      .filter((payload) => payload.data.email_id === id);
  }

  it("posts email.sent then email.delivered, each signed so the signature recomputes", async () => {
    const id = await sendTo("ana@example.com");
    expect(await eventsOf(id, 2)).toEqual(["email.sent", "email.delivered"]);
    expect(payloads(id).map((payload) => payload.type)).toEqual(["email.sent", "email.delivered"]);
    expect(payloads(id)[1]).toMatchObject({
      type: "email.delivered",
      data: { email_id: id, from: "Cooking School <classes@school.example>", to: ["ana@example.com"], subject: "Your registration for Knife Skills" },
    });

    const key = Buffer.from(SECRET.slice("whsec_".length), "base64");
    for (const { headers, body } of deliveries) {
      const svixId = String(headers["svix-id"]);
      const timestamp = String(headers["svix-timestamp"]);
      expect(svixId).toMatch(/^msg_/);
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      const expected = createHmac("sha256", key).update(`${svixId}.${timestamp}.${body}`).digest("base64");
      expect(headers["svix-signature"]).toBe(`v1,${expected}`);
    }
  });

  it("posts email.bounced with the bounce for a bounce… recipient", async () => {
    const id = await sendTo("bounce-ana@example.com");
    expect(await eventsOf(id, 2)).toEqual(["email.sent", "email.bounced"]);
    expect(payloads(id)[1]!.data.bounce).toEqual({ message: "The recipient's mailbox does not exist.", type: "Permanent", subType: "General" });
  });

  it("posts email.complained after email.delivered for a complaint… recipient", async () => {
    const id = await sendTo("complaint@example.com");
    expect(await eventsOf(id, 3)).toEqual(["email.sent", "email.delivered", "email.complained"]);
  });

  it("retries an event the receiver refused, keeping its svix-id", async () => {
    failNext = 2;
    const id = await sendTo("ana@example.com");
    expect(await eventsOf(id, 2)).toEqual(["email.sent", "email.delivered"]);
    expect(payloads(id).map((payload) => payload.type)).toEqual(["email.sent", "email.delivered"]);
    const sentAttempts = deliveries.filter((delivery) => (JSON.parse(delivery.body) as { type: string }).type === "email.sent");
    expect(sentAttempts.map((delivery) => delivery.accepted)).toEqual([false, false, true]);
    expect(new Set(sentAttempts.map((delivery) => delivery.headers["svix-id"])).size).toBe(1);
  });

  it("keeps answering when the receiver is gone", async () => {
    const orphan = await startLocalResend({ webhook: { url: "http://127.0.0.1:1/nowhere", secret: SECRET } });
    try {
      const post = () =>
        fetch(`${orphan.url}/emails`, { method: "POST", headers: { authorization: `Bearer ${KEY}` }, body: JSON.stringify(confirmation()) });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      expect(await inbox(orphan)).toHaveLength(2);
    } finally {
      await orphan.close();
    }
  });
});
