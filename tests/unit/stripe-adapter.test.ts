/**
 * The Stripe gateway (decision 012) against a local server that speaks Stripe's wire format
 * (form-encoded requests, JSON answers), reached through STRIPE_API_BASE: no test calls
 * api.stripe.com. And the sandbox's signer checked by the real stripe package's verifier.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PaymentGatewayError } from "../../workers/api/payments/types";
import { sandboxCompletedEvent } from "../../workers/api/payments/sandbox";
import { stripeSignatureHeader } from "../../workers/api/payments/signature";
import { STRIPE_API_VERSION, stripeGateway } from "../../workers/api/payments/stripe";
import { verifyPaymentEvent } from "../../workers/api/payments/webhook";

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

const SECRET_KEY = "sk_test_local_cache_valley_kitchen";
let server: Server;
let base: string;
let received: Received[] = [];
/** Answers to give before the normal one (e.g. a 500 Stripe asks to retry). */
let failures: Array<{ status: number; headers?: Record<string, string>; body: unknown }> = [];
/** Like Stripe: the same idempotency key answers the same object. */
const sessionsByKey = new Map<string, unknown>();

function sessionFor(form: URLSearchParams) {
  const id = `cs_test_${Math.random().toString(36).slice(2, 14)}`;
  return {
    id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
    currency: "usd",
    client_reference_id: form.get("client_reference_id"),
    metadata: { checkout_id: form.get("metadata[checkout_id]") },
    url: `https://checkout.stripe.com/c/pay/${id}`,
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const form = new URLSearchParams(raw);
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, form });
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": "req_local", ...headers });
        response.end(JSON.stringify(body));
      };
      const failure = failures.shift();
      if (failure) return reply(failure.status, failure.body, failure.headers);
      const key = String(request.headers["idempotency-key"] ?? "");
      if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
        if (!sessionsByKey.has(key)) sessionsByKey.set(key, sessionFor(form));
        return reply(200, sessionsByKey.get(key));
      }
      if (request.method === "POST" && request.url === "/v1/refunds") {
        return reply(200, {
          id: `re_test_${key.length}`,
          object: "refund",
          amount: Number(form.get("amount")),
          payment_intent: form.get("payment_intent"),
          status: "succeeded",
        });
      }
      if (request.method === "POST" && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(request.url ?? "")) {
        return reply(200, { id: request.url?.split("/")[4], object: "checkout.session", status: "expired" });
      }
      reply(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.url})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  failures = [];
});

const gateway = () => stripeGateway({ secretKey: SECRET_KEY, webhookSecret: "whsec_test", apiBase: base });

const sessionInput = (checkoutId = crypto.randomUUID()) => ({
  checkoutId,
  amountCents: 4999,
  description: "Cache Valley Kitchen: Date Night: Tuscan Favorites (Dec 5)",
  customerEmail: "ana@example.com",
  successUrl: `https://shop.example/checkout/success?checkout=${checkoutId}`,
  cancelUrl: `https://shop.example/cart?checkout=${checkoutId}`,
  expiresAt: new Date(Date.now() + 45 * 60_000),
});

describe("the Stripe gateway", () => {
  it("creates a Checkout Session in Stripe's wire format with the checkout id as idempotency key", async () => {
    const input = sessionInput();
    const session = await gateway().createSession(input);
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request!.headers["idempotency-key"]).toBe(input.checkoutId);
    expect(request!.headers["stripe-version"]).toBe(STRIPE_API_VERSION);
    expect(request!.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    const form = request!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][product_data][name]": input.description,
      "line_items[0][price_data][unit_amount]": "4999",
      "line_items[0][quantity]": "1",
      customer_email: "ana@example.com",
      client_reference_id: input.checkoutId,
      "metadata[checkout_id]": input.checkoutId,
      "payment_intent_data[metadata][checkout_id]": input.checkoutId,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
    });
  });

  it("retries a failed call with the same idempotency key, and a repeat answers the same session", async () => {
    const input = sessionInput();
    failures = [{ status: 500, headers: { "stripe-should-retry": "true" }, body: { error: { type: "api_error", message: "Try again" } } }];
    const first = await gateway().createSession(input);
    expect(received).toHaveLength(2);
    expect(received.map((request) => request.headers["idempotency-key"])).toEqual([input.checkoutId, input.checkoutId]);

    const again = await gateway().createSession(input);
    expect(again).toEqual(first);
    expect(received).toHaveLength(3);
    expect(received[2]!.headers["idempotency-key"]).toBe(input.checkoutId);
  });

  it("refunds a payment intent, idempotently", async () => {
    const refund = await gateway().refund("pi_test_123", 4999);
    expect(refund.refundId).toMatch(/^re_test_/);
    const [request] = received;
    expect(request).toMatchObject({ method: "POST", path: "/v1/refunds" });
    expect(Object.fromEntries(request!.form)).toEqual({ payment_intent: "pi_test_123", amount: "4999" });
    expect(request!.headers["idempotency-key"]).toBe("refund-pi_test_123-4999");
  });

  it("sends a staff refund's own idempotency key, and a refusal is a PaymentGatewayError (decision 021)", async () => {
    await gateway().refund("pi_test_456", 1500, "refund-key-of-the-request");
    expect(received[0]!.headers["idempotency-key"]).toBe("refund-key-of-the-request");
    expect(Object.fromEntries(received[0]!.form)).toEqual({ payment_intent: "pi_test_456", amount: "1500" });
    failures = [{ status: 400, body: { error: { type: "invalid_request_error", message: "Charge has already been refunded." } } }];
    await expect(gateway().refund("pi_test_456", 1500, "refund-key-2")).rejects.toThrow(PaymentGatewayError);
  });

  it("closes a payment page", async () => {
    await gateway().expireSession("cs_test_abc");
    expect(received[0]).toMatchObject({ method: "POST", path: "/v1/checkout/sessions/cs_test_abc/expire" });
  });

  it("answers PaymentGatewayError when Stripe refuses, and needs absolute return addresses", async () => {
    failures = [{ status: 400, body: { error: { type: "invalid_request_error", message: "Invalid email" } } }];
    await expect(gateway().createSession(sessionInput())).rejects.toThrow(PaymentGatewayError);
    received = [];
    await expect(gateway().createSession({ ...sessionInput(), successUrl: "/checkout/success" })).rejects.toThrow(
      /absolute success_url/,
    );
    expect(received).toHaveLength(0);
  });
});

describe("payment events signed like Stripe's", () => {
  const secret = "whsec_test_signing_secret";

  async function signedSandboxEvent() {
    const event = sandboxCompletedEvent({
      sessionId: "cs_sandbox_abc123abc123",
      checkoutId: crypto.randomUUID(),
      amountCents: 4999,
      customerEmail: "ana@example.com",
      now: new Date(),
    });
    const payload = JSON.stringify(event);
    const header = await stripeSignatureHeader(payload, secret, Math.floor(Date.now() / 1000));
    return { event, payload, header };
  }

  it("the sandbox's signature passes the stripe package's constructEventAsync", async () => {
    const { event, payload, header } = await signedSandboxEvent();
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verified = await Stripe.webhooks.constructEventAsync(payload, header, secret, undefined, Stripe.createSubtleCryptoProvider());
    expect(verified.id).toBe(event.id);
    expect(verified.type).toBe("checkout.session.completed");
    // Stripe's own test signer makes the same header for the same timestamp.
    const timestamp = Number(/t=(\d+)/.exec(header)![1]);
    const theirs = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp });
    expect(header).toBe(theirs);
    await expect(verifyPaymentEvent(payload, header, secret)).resolves.toMatchObject({ id: event.id });
  });

  it("a tampered body, another secret or a stale timestamp fails", async () => {
    const { payload, header } = await signedSandboxEvent();
    const tampered = payload.replace('"amount_total":4999', '"amount_total":1');
    await expect(
      Stripe.webhooks.constructEventAsync(tampered, header, secret, undefined, Stripe.createSubtleCryptoProvider()),
    ).rejects.toThrow(/signature/i);
    await expect(verifyPaymentEvent(tampered, header, secret)).rejects.toMatchObject({ status: 400, code: "BAD_SIGNATURE" });
    await expect(verifyPaymentEvent(payload, header, "whsec_another")).rejects.toMatchObject({ code: "BAD_SIGNATURE" });
    const stale = await stripeSignatureHeader(payload, secret, Math.floor(Date.now() / 1000) - 3600);
    await expect(verifyPaymentEvent(payload, stale, secret)).rejects.toMatchObject({ code: "BAD_SIGNATURE" });
  });
});
