/**
 * A local stand-in for the Resend e-mail API (https://resend.com/docs/api-reference), as the
 * Stripe sandbox stands in for Stripe: it speaks Resend's wire format (`POST /emails` with a
 * bearer key, its JSON error bodies, its Idempotency-Key rules) so the shop's e-mail sender is
 * tested offline, against the same answers it will get in production. Started by `npm start`, the
 * end-to-end stack and the worker tests' global setup; alone with `tsx scripts/resend-local.ts [port]`.
 *
 * What Resend does not have, under `/_local/`, for tests:
 * - `POST /_local/faults` `{ failRate, kinds, seed }`: a share of sends fails (500, 429, or a 200
 *   whose body is not Resend's) before anything is stored, so retries can be proven.
 * - `GET /_local/inbox?to=`, `GET /_local/stats`, `DELETE /_local/inbox` (resets everything).
 * - Fixed addresses: any address at `refused.test` is refused (422), any at `down.test` gets 500.
 *
 * Webhooks, when configured: after a message is stored its events (`email.sent`, then
 * `email.delivered`, or `email.bounced` for a `bounce…@` recipient, plus `email.complained` for a
 * `complaint…@` one) are posted, signed the Svix way Resend signs them.
 *
 * Over 400 lines on purpose: it mirrors one outside API (sends, batches, idempotency, errors,
 * webhooks) end to end, and nothing of the shop imports it but the stack that starts it.
 */
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";

export interface LocalResendOptions {
  /** 0 or undefined: any free port. Always bound to 127.0.0.1. */
  port?: number;
  /** Where to POST the webhook events it emits, and the signing secret ("whsec_" + base64 of the key bytes). */
  webhook?: { url: string; secret?: string };
  /** The API keys it accepts (default: any key starting with "re_"). */
  apiKeys?: string[];
}

export interface LocalResend {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The development signing secret: "whsec_" + base64 of the 24 bytes "cooking-school-local-dev". */
export const LOCAL_WEBHOOK_SECRET = "whsec_Y29va2luZy1zY2hvb2wtbG9jYWwtZGV2";

/** Svix's signature of one webhook delivery, as the `svix-signature` header carries it. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

// ---- Resend's answers -------------------------------------------------------------------------

type FaultKind = "server" | "rate" | "malformed";
const FAULT_KINDS: readonly FaultKind[] = ["server", "rate", "malformed"];

/** Resend's documented errors by name: status and message (https://resend.com/docs/api-reference/errors). */
const ERRORS = {
  missing_api_key: [401, "Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY"],
  invalid_api_key: [403, "API key is invalid"],
  invalid_idempotency_key: [400, "Idempotency keys, if present, must have between 1 and 256 characters."],
  invalid_idempotent_request: [409, "Same idempotency key used with a different request payload. Change your idempotency key or payload."],
  concurrent_idempotent_requests: [409, "Same idempotency key used while original request is still in progress. Try the request again later."],
  rate_limit_exceeded: [
    429,
    "Too many requests. You can only make 2 requests per second. See rate limit response headers for more information. Or contact support to increase rate limit.",
  ],
  application_error: [500, "An unexpected error occurred."],
  not_found: [404, "The requested endpoint does not exist."],
  method_not_allowed: [405, "Method is not allowed for the requested path."],
} as const satisfies Record<string, readonly [number, string]>;

type ErrorAnswer = readonly [status: number, name: string, message: string];

/** One of Resend's documented errors, as it answers it. */
function resendError(name: keyof typeof ERRORS): ErrorAnswer {
  const [status, message] = ERRORS[name];
  return [status, name, message];
}

function validationError(message: string): ErrorAnswer {
  return [422, "validation_error", message];
}

/** Resend's rate-limit headers: the client should wait a second, as a real 429 would say. */
const RATE_LIMIT_HEADERS = { "retry-after": "1", "ratelimit-limit": "2", "ratelimit-remaining": "0", "ratelimit-reset": "1" };

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, [status, name, message]: ErrorAnswer, headers: Record<string, string> = {}): void {
  sendJson(response, status, { statusCode: status, name, message }, headers);
}

// ---- The e-mail request and its validation ----------------------------------------------------

interface Tag {
  name: string;
  value: string;
}

/** A `POST /emails` body once validated, its address fields always lists. */
interface EmailRequest {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  tags: Tag[];
}

const MAX_RECIPIENTS = 50;
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
/** Resend accepts `email@example.com` or `Name <email@example.com>`. */
const NAMED_EMAIL = /^[^<>]*<([^<>]+)>$/;
const TAG_PART = /^[A-Za-z0-9_-]{1,256}$/;

/** The bare address of `email@example.com` or `Name <email@example.com>`, or null if it is neither. */
function bareAddress(address: string): string | null {
  const trimmed = address.trim();
  const candidate = NAMED_EMAIL.exec(trimmed)?.[1]?.trim() ?? trimmed;
  return EMAIL.test(candidate) ? candidate.toLowerCase() : null;
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}

function localPartOf(address: string): string {
  return address.slice(0, address.lastIndexOf("@"));
}

function invalidAddress(field: string): ErrorAnswer {
  return validationError(`Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`);
}

/** An address field (string or list) as a list, or the error Resend answers for it. */
function addressList(value: unknown, field: string): string[] | ErrorAnswer {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  for (const address of list) {
    if (typeof address !== "string" || bareAddress(address) === null) return invalidAddress(field);
  }
  return list as string[];
}

function isErrorAnswer(value: unknown): value is ErrorAnswer {
  return Array.isArray(value) && typeof value[0] === "number";
}

function optionalString(value: unknown, field: string): string | null | ErrorAnswer {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : validationError(`Invalid \`${field}\` field. It must be a string.`);
}

function headerRecord(value: unknown): Record<string, string> | ErrorAnswer {
  if (value === undefined || value === null) return {};
  const valid =
    typeof value === "object" && !Array.isArray(value) && Object.values(value).every((header) => typeof header === "string");
  return valid ? (value as Record<string, string>) : validationError("Invalid `headers` field. It must be an object of string values.");
}

function tagList(value: unknown): Tag[] | ErrorAnswer {
  if (value === undefined || value === null) return [];
  const isTag = (tag: unknown): tag is Tag =>
    typeof tag === "object" &&
    tag !== null &&
    typeof (tag as Tag).name === "string" &&
    typeof (tag as Tag).value === "string" &&
    TAG_PART.test((tag as Tag).name) &&
    TAG_PART.test((tag as Tag).value);
  if (Array.isArray(value) && value.every(isTag)) return value.map(({ name, value: tagValue }) => ({ name, value: tagValue }));
  return validationError(
    "Invalid `tags` field. Each tag needs a `name` and a `value` of only ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-).",
  );
}

/** The request of a `POST /emails` body, or the 422 Resend answers, naming the field at fault. */
function parseEmailRequest(body: unknown): EmailRequest | ErrorAnswer {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return validationError("Invalid request body. It must be a JSON object.");
  }
  const fields = body as Record<string, unknown>;
  for (const field of ["from", "to", "subject"]) {
    if (fields[field] === undefined || fields[field] === null || fields[field] === "") return validationError(`Missing \`${field}\` field.`);
  }
  if (fields.html == null && fields.text == null) return validationError("Missing `html` or `text` field.");

  const from = fields.from;
  if (typeof from !== "string" || bareAddress(from) === null) return invalidAddress("from");
  const to = addressList(fields.to, "to");
  if (isErrorAnswer(to)) return to;
  if (to.length === 0) return validationError("Missing `to` field.");
  if (to.length > MAX_RECIPIENTS) return validationError(`Invalid \`to\` field. It can hold at most ${MAX_RECIPIENTS} recipients.`);

  const parts = {
    cc: addressList(fields.cc, "cc"),
    bcc: addressList(fields.bcc, "bcc"),
    replyTo: addressList(fields.reply_to, "reply_to"),
    subject: optionalString(fields.subject, "subject"),
    html: optionalString(fields.html, "html"),
    text: optionalString(fields.text, "text"),
    headers: headerRecord(fields.headers),
    tags: tagList(fields.tags),
  };
  const failure = Object.values(parts).find(isErrorAnswer);
  if (failure) return failure;
  return { from, to, ...(parts as Omit<EmailRequest, "from" | "to">) };
}

/** The fixed addresses tests rely on, whatever the faults: refused.test refused, down.test down. */
function fixedAddressFailure(email: EmailRequest): ErrorAnswer | null {
  const recipients = [
    ...email.to.map((address) => ["to", address] as const),
    ...email.cc.map((address) => ["cc", address] as const),
    ...email.bcc.map((address) => ["bcc", address] as const),
  ];
  for (const [field, address] of recipients) {
    const bare = bareAddress(address)!;
    if (domainOf(bare) === "refused.test") {
      return validationError(`Invalid \`${field}\` field. The recipient ${bare} is refused (a refused.test address).`);
    }
    if (domainOf(bare) === "down.test") return resendError("application_error");
  }
  return null;
}

// ---- State: messages, idempotency memory, faults ----------------------------------------------

type WebhookEventType = "email.sent" | "email.delivered" | "email.bounced" | "email.complained";

interface StoredMessage extends EmailRequest {
  id: string;
  idempotencyKey: string | null;
  receivedAt: string;
  /** The webhook events the receiver accepted, in order (none when no webhook is configured). */
  events: WebhookEventType[];
}

/** Only successes are remembered: a failed request leaves its key free for the retry. */
type IdempotencyEntry = { fingerprint: string; state: "pending" } | { fingerprint: string; state: "answered"; id: string; at: number };

interface Faults {
  failRate: number;
  kinds: FaultKind[];
  seed: number | null;
  random: () => number;
}

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const NO_FAULTS: Faults = { failRate: 0, kinds: ["server", "rate"], seed: null, random: Math.random };

/** mulberry32: a small seeded PRNG, so a seeded fault run fails the same requests every time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Key order must not make the same payload look different to the idempotency check. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function fingerprintOf(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

function parseFaults(body: unknown): Faults | ErrorAnswer {
  const { failRate = 0, kinds = NO_FAULTS.kinds, seed } = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof failRate !== "number" || !(failRate >= 0 && failRate <= 1)) return validationError("`failRate` must be a number from 0 to 1.");
  const validKinds = Array.isArray(kinds) && kinds.length > 0 && kinds.every((kind) => FAULT_KINDS.includes(kind as FaultKind));
  if (!validKinds) return validationError(`\`kinds\` must be a non-empty list of ${FAULT_KINDS.join(", ")}.`);
  if (seed !== undefined && (typeof seed !== "number" || !Number.isInteger(seed))) return validationError("`seed` must be an integer.");
  return {
    failRate,
    kinds: kinds as FaultKind[],
    seed: seed ?? null,
    random: seed === undefined ? Math.random : seededRandom(seed),
  };
}

/** Bodies a broken proxy or a half-sent answer could give: 200, but no `id` to trust. */
const MALFORMED_BODIES = ['{"oops":true}', '{"id":"', "<html><body>502 Bad Gateway</body></html>"];

// ---- Webhooks ----------------------------------------------------------------------------------

const WEBHOOK_RETRIES = 3;
const WEBHOOK_TIMEOUT_MS = 5_000;
const BOUNCE = { message: "The recipient's mailbox does not exist.", type: "Permanent", subType: "General" };

/** The events a message goes through, chosen by its recipients' local parts. */
function lifecycleOf(message: StoredMessage): WebhookEventType[] {
  const localParts = message.to.map((address) => localPartOf(bareAddress(address)!));
  if (localParts.some((part) => part.startsWith("bounce"))) return ["email.sent", "email.bounced"];
  if (localParts.some((part) => part.startsWith("complaint"))) return ["email.sent", "email.delivered", "email.complained"];
  return ["email.sent", "email.delivered"];
}

function webhookPayload(type: WebhookEventType, message: StoredMessage): string {
  const data = {
    email_id: message.id,
    from: message.from,
    to: message.to,
    subject: message.subject,
    created_at: message.receivedAt,
    ...(type === "email.bounced" ? { bounce: BOUNCE } : {}),
  };
  return JSON.stringify({ type, created_at: new Date().toISOString(), data });
}

/** One event, retried like Svix retries (same svix-id, fresh timestamp); false once it gives up. */
async function deliverEvent(webhook: { url: string; secret: string }, body: string, shutdown: AbortSignal): Promise<boolean> {
  const svixId = `msg_${randomBytes(12).toString("hex")}`;
  for (let attempt = 0; attempt <= WEBHOOK_RETRIES; attempt += 1) {
    if (shutdown.aborted) return false;
    if (attempt > 0) await delay(50 * 2 ** attempt, undefined, { signal: shutdown }).catch(() => undefined);
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(webhook.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "svix-id": svixId,
          "svix-timestamp": String(timestamp),
          "svix-signature": signWebhook(webhook.secret, svixId, timestamp, body),
        },
        body,
        signal: AbortSignal.any([shutdown, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
    } catch {
      // A receiver that is down or slow is retried like one that answers an error.
    }
  }
  return false;
}

/** Posts a message's events in order; an event the receiver never accepts is skipped, not fatal. */
async function deliverLifecycle(webhook: { url: string; secret: string }, message: StoredMessage, shutdown: AbortSignal): Promise<void> {
  for (const type of lifecycleOf(message)) {
    if (await deliverEvent(webhook, webhookPayload(type, message), shutdown)) message.events.push(type);
    else if (!shutdown.aborted) console.warn(`[resend-local] ${webhook.url} did not accept ${type} for ${message.id}`);
  }
}

// ---- The server --------------------------------------------------------------------------------

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The bearer key of the Authorization header, or null when there is none. */
function apiKeyOf(request: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

function recipientsOf(message: StoredMessage): string[] {
  return [...message.to, ...message.cc, ...message.bcc].map((address) => bareAddress(address)!);
}

export async function startLocalResend(options: LocalResendOptions = {}): Promise<LocalResend> {
  const webhook = options.webhook ? { url: options.webhook.url, secret: options.webhook.secret ?? LOCAL_WEBHOOK_SECRET } : null;
  const acceptsKey = (key: string) => (options.apiKeys ? options.apiKeys.includes(key) : key.startsWith("re_"));
  const shutdown = new AbortController();
  const deliveries = new Set<Promise<void>>();

  let messages: StoredMessage[] = [];
  let idempotency = new Map<string, IdempotencyEntry>();
  let faults = NO_FAULTS;
  let stats = { accepted: 0, replayed: 0, failed: 0 };

  function reset(): void {
    messages = [];
    idempotency = new Map();
    faults = NO_FAULTS;
    stats = { accepted: 0, replayed: 0, failed: 0 };
  }

  function rememberedFor(key: string): IdempotencyEntry | undefined {
    const entry = idempotency.get(key);
    if (entry?.state === "answered" && Date.now() - entry.at > IDEMPOTENCY_WINDOW_MS) idempotency.delete(key);
    return idempotency.get(key);
  }

  /** Picks this request's injected fault, if the dice say it fails. */
  function drawFault(): FaultKind | null {
    if (faults.failRate === 0 || faults.random() >= faults.failRate) return null;
    return faults.kinds[Math.floor(faults.random() * faults.kinds.length)] ?? null;
  }

  function answerFault(response: ServerResponse, kind: FaultKind): void {
    if (kind === "server") return sendError(response, resendError("application_error"));
    if (kind === "rate") return sendError(response, resendError("rate_limit_exceeded"), RATE_LIMIT_HEADERS);
    const body = MALFORMED_BODIES[Math.floor(faults.random() * MALFORMED_BODIES.length)]!;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(body);
  }

  function store(email: EmailRequest, idempotencyKey: string | null): StoredMessage {
    const message: StoredMessage = { id: randomUUID(), idempotencyKey, ...email, receivedAt: new Date().toISOString(), events: [] };
    messages.push(message);
    if (webhook) {
      // After the 200, never before it: Resend's webhooks do not hold up the send.
      const delivery = deliverLifecycle(webhook, message, shutdown.signal).catch((error: unknown) => console.warn("[resend-local] webhook", error));
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
    }
    return message;
  }

  /** `POST /emails`: answers exactly one of accepted (stored), replayed or failed. */
  async function sendEmail(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const fail = (error: ErrorAnswer, headers?: Record<string, string>) => {
      stats.failed += 1;
      sendError(response, error, headers);
    };
    const apiKey = apiKeyOf(request);
    if (apiKey === null) return fail(resendError("missing_api_key"));
    if (!acceptsKey(apiKey)) return fail(resendError("invalid_api_key"));

    const json = parseJson(await readBody(request));
    if (!json.ok) return fail(validationError("Invalid request body. It must be valid JSON."));
    const email = parseEmailRequest(json.value);
    if (isErrorAnswer(email)) return fail(email);
    const fixedFailure = fixedAddressFailure(email);
    if (fixedFailure) return fail(fixedFailure);

    const idempotencyKey = request.headers["idempotency-key"];
    const key = typeof idempotencyKey === "string" ? idempotencyKey : null;
    if (key !== null && (key.length === 0 || key.length > 256)) return fail(resendError("invalid_idempotency_key"));
    const fingerprint = fingerprintOf(json.value);
    const remembered = key === null ? undefined : rememberedFor(key);
    if (remembered?.state === "pending") return fail(resendError("concurrent_idempotent_requests"));
    if (remembered && remembered.fingerprint !== fingerprint) return fail(resendError("invalid_idempotent_request"));
    if (remembered?.state === "answered") {
      stats.replayed += 1;
      return sendJson(response, 200, { id: remembered.id });
    }

    if (key !== null) idempotency.set(key, { fingerprint, state: "pending" });
    // Held a little, as a real send is, so two requests with one key really overlap.
    await delay(5 + Math.random() * 15);
    const fault = drawFault();
    if (fault) {
      if (key !== null) idempotency.delete(key);
      stats.failed += 1;
      return answerFault(response, fault);
    }
    const message = store(email, key);
    if (key !== null) idempotency.set(key, { fingerprint, state: "answered", id: message.id, at: Date.now() });
    stats.accepted += 1;
    sendJson(response, 200, { id: message.id });
  }

  async function setFaults(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const json = parseJson(await readBody(request));
    const parsed = json.ok ? parseFaults(json.value) : validationError("Invalid request body. It must be valid JSON.");
    if (isErrorAnswer(parsed)) return sendError(response, parsed);
    faults = parsed;
    sendJson(response, 200, { failRate: faults.failRate, kinds: faults.kinds, seed: faults.seed });
  }

  function inbox(url: URL, response: ServerResponse): void {
    const to = url.searchParams.get("to");
    const wanted = to === null ? null : (bareAddress(to) ?? to.trim().toLowerCase());
    const found = messages.filter((message) => wanted === null || recipientsOf(message).includes(wanted)).reverse();
    sendJson(response, 200, { messages: found });
  }

  function statistics(response: ServerResponse): void {
    const byIdempotencyKey: Record<string, number> = {};
    for (const { idempotencyKey } of messages) {
      if (idempotencyKey !== null) byIdempotencyKey[idempotencyKey] = (byIdempotencyKey[idempotencyKey] ?? 0) + 1;
    }
    sendJson(response, 200, { ...stats, byIdempotencyKey });
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const handlers: Record<string, Partial<Record<string, () => void | Promise<void>>>> = {
      "/emails": { POST: () => sendEmail(request, response) },
      "/_local/faults": { POST: () => setFaults(request, response) },
      "/_local/inbox": {
        GET: () => inbox(url, response),
        DELETE: () => {
          reset();
          sendJson(response, 200, { cleared: true });
        },
      },
      "/_local/stats": { GET: () => statistics(response) },
    };
    const byMethod = handlers[url.pathname];
    if (!byMethod) return sendError(response, resendError("not_found"));
    const handler = byMethod[request.method ?? "GET"];
    if (!handler) return sendError(response, resendError("method_not_allowed"));
    await handler();
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      console.error("[resend-local]", error);
      if (!response.headersSent) sendError(response, resendError("application_error"));
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      shutdown.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await Promise.allSettled([...deliveries]);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const resend = await startLocalResend({ port: Number(process.argv[2] ?? 0) });
  console.log(`Local Resend at ${resend.url} (POST /emails; inbox at ${resend.url}/_local/inbox)`);
}
