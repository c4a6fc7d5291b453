/**
 * The e-mail provider (decision 058): Resend's documented HTTP API (POST /emails), with its
 * answers checked by zod. Our outbox id goes as Resend's `Idempotency-Key`, so a message sent
 * twice (a queue delivering twice, a crash between the provider's answer and our write) reaches
 * the customer once. The outcome says whether to try again: rate limits, server errors, a
 * timeout or an answer we cannot read are retried; a refused message (a bad address) is not.
 */
import { z } from "zod";

/** Resend's production address; development and tests point RESEND_API_BASE at the local stand-in. */
export const RESEND_API_BASE = "https://api.resend.com";

export interface ResendConfig {
  apiKey: string;
  baseUrl: string;
}

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Name/value pairs the provider keeps with the message and returns in its webhooks. */
  tags?: { name: string; value: string }[];
}

export type SendOutcome =
  | { kind: "sent"; providerId: string }
  | { kind: "retry"; error: string; retryAfterSeconds?: number }
  | { kind: "refused"; error: string };

const accepted = z.object({ id: z.string().min(1) });
const problem = z.object({ statusCode: z.number().optional(), name: z.string(), message: z.string() });

/** A send is given this long before it counts as failed (and is retried under the same key). */
const SEND_TIMEOUT_MS = 10_000;

export async function sendWithResend(config: ResendConfig, email: OutgoingEmail, idempotencyKey: string): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/emails`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        "content-type": "application/json",
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify({
        from: email.from,
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.tags ? { tags: email.tags } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: "retry", error: `the provider did not answer: ${error instanceof Error ? error.message : String(error)}` };
  }
  const body = parseJson(await response.text().catch(() => ""));
  if (response.ok) {
    const sent = accepted.safeParse(body);
    return sent.success ? { kind: "sent", providerId: sent.data.id } : { kind: "retry", error: `the provider answered ${response.status} with a body that is not a sent message` };
  }
  const said = problem.safeParse(body);
  const error = said.success ? `${response.status} ${said.data.name}: ${said.data.message}` : `the provider answered ${response.status}`;
  if (isTransient(response.status, said.success ? said.data.name : "")) {
    return { kind: "retry", error, retryAfterSeconds: retryAfter(response.headers.get("retry-after")) };
  }
  return { kind: "refused", error };
}

/**
 * Worth another try: rate limits, the provider's own failures, the same key still in flight,
 * and our own key or configuration refused (401/403: staff can mend it; the customer's message
 * must not be dropped meanwhile). A message the provider judged invalid (400/422) is not.
 */
function isTransient(status: number, name: string): boolean {
  return status === 429 || status >= 500 || status === 401 || status === 403 || (status === 409 && name === "concurrent_idempotent_requests");
}

function retryAfter(header: string | null): number | undefined {
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
