/**
 * The api with Stripe configured (decision 012): the checkout opens a Stripe Checkout Session
 * with absolute return addresses, the sandbox is gone, Stripe's events are verified with
 * STRIPE_WEBHOOK_SECRET, and a late payment that can't be kept is refunded through Stripe.
 * Stripe is a fake answering on an address that does not exist (`fetch` is intercepted in this
 * isolate), so nothing leaves the worker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiEnv } from "../../../workers/api/env";
import {
  ageCheckout,
  api,
  cartWith,
  contact,
  deliver,
  expectError,
  freshClass,
  orderCount,
  runScheduledSweep,
  seatsTaken,
  sessionEvent,
  startedCheckout,
  type CheckoutAnswerBody,
} from "./checkout-fixtures";

const STRIPE_BASE = "http://stripe.fake.invalid";
const STRIPE: Partial<ApiEnv> = {
  STRIPE_SECRET_KEY: "sk_test_fake_cache_valley_kitchen",
  STRIPE_WEBHOOK_SECRET: "whsec_fake_stripe_secret",
  STRIPE_API_BASE: STRIPE_BASE,
};

interface StripeCall {
  path: string;
  idempotencyKey: string | null;
  form: Record<string, string>;
}

let calls: StripeCall[] = [];
const sessions = new Map<string, { id: string; url: string }>();

beforeEach(() => {
  calls = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(STRIPE_BASE)) return realFetch(input, init);
    const path = new URL(request.url).pathname;
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    const idempotencyKey = request.headers.get("idempotency-key");
    calls.push({ path, idempotencyKey, form });
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    if (path === "/v1/checkout/sessions") {
      const key = idempotencyKey ?? crypto.randomUUID();
      if (!sessions.has(key)) {
        const id = `cs_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
        sessions.set(key, { id, url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      return json({ object: "checkout.session", ...sessions.get(key) });
    }
    if (path === "/v1/refunds") return json({ id: `re_test_${calls.length}`, object: "refund", status: "succeeded" });
    if (path.endsWith("/expire")) return json({ id: path.split("/")[4], object: "checkout.session", status: "expired" });
    return new Response(JSON.stringify({ error: { message: "not faked" } }), { status: 404 });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const checkoutWithStripe = (uuid: string, headers: Record<string, string> = {}, env: Partial<ApiEnv> = STRIPE) =>
  api<CheckoutAnswerBody>("POST", `/carts/${uuid}/checkout`, { body: contact(), headers, env });

describe("with STRIPE_SECRET_KEY", () => {
  it("opens a Stripe Checkout Session with return addresses on the shop's origin (x-shop-origin)", async () => {
    const uuid = await cartWith([await freshClass()]);
    const answer = await checkoutWithStripe(uuid, { "x-shop-origin": "https://shop.example" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { checkout } = answer.body;
    expect(checkout.payment_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [call] = calls;
    expect(call).toMatchObject({ path: "/v1/checkout/sessions", idempotencyKey: checkout.id });
    expect(call!.form).toMatchObject({
      "line_items[0][price_data][unit_amount]": String(checkout.amount_due_cents),
      client_reference_id: checkout.id,
      "metadata[checkout_id]": checkout.id,
      success_url: `https://shop.example/checkout/success?checkout=${checkout.id}`,
      cancel_url: `https://shop.example/cart?checkout=${checkout.id}`,
    });
    const expiresIn = Number(call!.form.expires_at) * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(30 * 60_000);

    // POST stripe-checkout asks Stripe nothing new: the session is stored.
    const again = await api<{ url: string }>("POST", `/carts/${uuid}/stripe-checkout`, {
      body: { checkout_id: checkout.id },
      env: STRIPE,
    });
    expect(again.body.url).toBe(checkout.payment_url);
    expect(calls).toHaveLength(1);
  });

  it("prefers PUBLIC_ORIGIN to the header, and answers 503 without any origin", async () => {
    const configured = await checkoutWithStripe(await cartWith([await freshClass()]), { "x-shop-origin": "https://evil.example" }, {
      ...STRIPE,
      PUBLIC_ORIGIN: "https://cachevalleykitchen.com",
    });
    expect(configured.status).toBe(201);
    expect(calls[0]!.form.success_url).toMatch(/^https:\/\/cachevalleykitchen\.com\/checkout\/success\?checkout=/);

    const shopClass = await freshClass();
    const nowhere = await checkoutWithStripe(await cartWith([shopClass]));
    expectError(nowhere, 503, "PAYMENTS_UNAVAILABLE");
    expect(await seatsTaken(shopClass.id)).toBe(0);
  });

  it("verifies Stripe's events with STRIPE_WEBHOOK_SECRET, not the sandbox's", async () => {
    const answer = await checkoutWithStripe(await cartWith([await freshClass()]), { "x-shop-origin": "https://shop.example" });
    const { checkout } = answer.body;
    const event = sessionEvent("checkout.session.completed", { ...checkout, payment_url: null });
    const withSandboxSecret = await deliver(event, { env: STRIPE });
    expectError(withSandboxSecret, 400, "BAD_SIGNATURE");
    const signed = await deliver(event, { env: STRIPE, secret: STRIPE.STRIPE_WEBHOOK_SECRET });
    expect(signed.body).toMatchObject({ outcome: "fulfilled" });
    expect(await orderCount(checkout.id)).toBe(1);
    expectError(await api("GET", `/payments/sandbox/cs_sandbox_whatever1234`, { env: STRIPE }), 404, "NOT_FOUND");
  });

  it("refunds through Stripe a late payment whose seat is gone", async () => {
    const shopClass = await freshClass({ seatsLeft: 1 });
    const answer = await checkoutWithStripe(await cartWith([shopClass]), { "x-shop-origin": "https://shop.example" });
    const { checkout } = answer.body;
    await ageCheckout(checkout.id, 20);
    await runScheduledSweep();
    await startedCheckout(await cartWith([shopClass]));
    const event = sessionEvent("checkout.session.completed", { ...checkout, payment_url: null });
    const late = await deliver(event, { env: STRIPE, secret: STRIPE.STRIPE_WEBHOOK_SECRET });
    expect(late.body).toMatchObject({ outcome: "refunded", failure: { code: "CLASS_FULL" } });
    const refund = calls.find((call) => call.path === "/v1/refunds");
    expect(refund?.form).toEqual({ payment_intent: event.data.object.payment_intent, amount: String(checkout.amount_due_cents) });
    expect(await orderCount(checkout.id)).toBe(0);
  });

  it("closes the Stripe page when the customer goes back to the cart", async () => {
    const answer = await checkoutWithStripe(await cartWith([await freshClass()]), { "x-shop-origin": "https://shop.example" });
    await api("POST", `/checkouts/${answer.body.checkout.id}/cancel`, { env: STRIPE });
    expect(calls.map((call) => call.path)).toContain(`/v1/checkout/sessions/${answer.body.checkout.payment_url!.split("/").pop()}/expire`);
  });
});

describe("in production without Stripe", () => {
  it("answers 503 PAYMENTS_UNAVAILABLE before holding anything", async () => {
    const shopClass = await freshClass();
    const answer = await checkoutWithStripe(await cartWith([shopClass]), {}, { ENVIRONMENT: "production" });
    expectError(answer, 503, "PAYMENTS_UNAVAILABLE");
    expect(calls).toHaveLength(0);
  });
});
