/**
 * Fixtures of the checkout and payment tests (decisions 009 and 012): classes, carts, gift
 * cards and codes written straight to D1 (so these tests depend only on the checkout), the
 * calls of the checkout, and payment events signed like Stripe's. Nothing here reaches a host
 * outside the worker.
 */
import { env, exports } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { expect } from "vitest";
import * as schema from "../../../drizzle/api/schema";
import { app } from "../../../workers/api/app";
import type { ApiEnv } from "../../../workers/api/env";
import worker from "../../../workers/api/index";
import { SANDBOX_WEBHOOK_SECRET } from "../../../workers/api/payments/gateway";
import { stripeSignatureHeader } from "../../../workers/api/payments/signature";
import { generateGiftCardCode } from "../../../workers/core/gift-cards";

export const db = () => drizzle(env.DB, { schema });

export interface Answer<Body = unknown> {
  status: number;
  body: Body;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Another configuration of the worker (e.g. production) instead of the test one. */
  env?: Partial<ApiEnv>;
}

export async function api<Body = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<Body>> {
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const request = new Request(`https://api.internal${path}`, { method, headers, body });
  const response = options.env ? await app.fetch(request, { ...env, ...options.env }) : await exports.default.fetch(request);
  expect(response.headers.get("content-type") ?? "", `${method} ${path} answers JSON`).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Body };
}

export function expectError(answer: Answer, status: number, code: string, field?: string): ErrorBody {
  const body = answer.body as ErrorBody;
  expect(answer.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code, JSON.stringify(body)).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  if (field !== undefined) expect(body.error.fields?.[field]?.length, JSON.stringify(body)).toBeGreaterThan(0);
  return body;
}

export const first = async <Row>(query: string, ...values: unknown[]) =>
  (await env.DB.prepare(query).bind(...values).first<Row>()) as Row;

export const all = async <Row>(query: string, ...values: unknown[]) =>
  (await env.DB.prepare(query).bind(...values).all<Row>()).results;

export const run = (query: string, ...values: unknown[]) => env.DB.prepare(query).bind(...values).run();

// ---------------------------------------------------------------------------------------------
// Classes, carts, gift cards, codes
// ---------------------------------------------------------------------------------------------

export interface TestClass {
  id: number;
  name: string;
  seats: number;
  portion: { portion_size_id: number; portion_quantity_id: number };
  price_cents: number;
  /** Decision 040: what its type sells; a seats/pairs line's guests (couples) in cartWith. */
  offer: "portions" | "seats" | "pairs";
  guests?: number;
}

let classesMade = 0;

/**
 * A class of its own for a test, copied from a future seeded one, with `seatsLeft` seats left.
 * Its portion is the class type's dearest option (so one line costs more than $50).
 */
export async function freshClass(
  options: { seatsLeft?: number; fulfillmentId?: number; name?: string; offer?: TestClass["offer"] } = {},
): Promise<TestClass> {
  // A portions class unless asked for another offer (decision 040: cooking and kids' classes sell seats).
  const template = await first<schema.ClassRow & { seats: number }>(
    `SELECT c.*, r.seats FROM classes c JOIN reservation_sizes r ON r.id = c.reservation_size_id
       JOIN class_types t ON t.id = c.class_type_id AND t.offer = ?3
     WHERE c.date > ?1 AND c.canceled = 0 AND c.status = 'scheduled' AND c.fulfillment_id = ?2
     ORDER BY c.date, c.id LIMIT 1`,
    new Date(Date.now() + 3 * 86_400_000).toISOString(),
    options.fulfillmentId ?? 1,
    options.offer ?? "portions",
  );
  expect(template).toBeTruthy();
  classesMade += 1;
  const seatsLeft = options.seatsLeft ?? template.seats;
  const name = options.name ?? `${template.name} #${classesMade}`;
  const inserted = await first<{ id: number }>(
    `INSERT INTO classes (sku, name, description, date, duration_minutes, location_id, fulfillment_id, class_type_id,
       reservation_size_id, seats_taken, host_id, menu_id, class_is_public, canceled, published, status)
     SELECT ?2, ?3, description, date, duration_minutes, location_id, fulfillment_id, class_type_id, reservation_size_id,
       ?4, host_id, menu_id, 1, 0, 1, 'scheduled' FROM classes WHERE id = ?1 RETURNING id`,
    template.id,
    `CHK-${classesMade}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
    name,
    template.seats - seatsLeft,
  );
  if (options.offer && options.offer !== "portions") {
    const type = await first<{ seat_price_cents: number | null; pair_price_cents: number | null }>(
      `SELECT seat_price_cents, pair_price_cents FROM class_types WHERE id = ?1`,
      template.class_type_id,
    );
    const unit = (options.offer === "pairs" ? type.pair_price_cents : type.seat_price_cents) ?? 0;
    return { id: inserted.id, name, seats: template.seats, portion: { portion_size_id: 1, portion_quantity_id: 1 }, price_cents: unit, offer: options.offer };
  }
  const portion = await first<{ portion_size_id: number; portion_quantity_id: number; price_cents: number }>(
    `SELECT portion_size_id, portion_quantity_id, price_cents FROM portion_prices WHERE class_type_id = ?1
     ORDER BY price_cents DESC LIMIT 1`,
    template.class_type_id,
  );
  return {
    id: inserted.id,
    name,
    seats: template.seats,
    portion: { portion_size_id: portion.portion_size_id, portion_quantity_id: portion.portion_quantity_id },
    price_cents: portion.price_cents,
    offer: "portions",
  };
}

export async function seatsTaken(classId: number): Promise<number> {
  return (await first<{ seats_taken: number }>(`SELECT seats_taken FROM classes WHERE id = ?1`, classId)).seats_taken;
}

export interface CartOptions {
  giftCardIds?: number[];
  codeIds?: number[];
  userId?: number | null;
  donationCents?: number;
}

/** An open cart holding the classes (one line each), then the codes and gift cards, in order. */
export async function cartWith(classes: TestClass[], options: CartOptions = {}): Promise<string> {
  const uuid = crypto.randomUUID();
  const window = options.donationCents ? await first<{ id: number }>(`SELECT id FROM charity_windows LIMIT 1`) : null;
  const statements = [
    env.DB.prepare(`INSERT INTO carts (uuid, user_id, donation_cents, charity_window_id) VALUES (?1, ?2, ?3, ?4)`).bind(
      uuid,
      options.userId ?? null,
      options.donationCents ?? 0,
      window?.id ?? null,
    ),
    ...classes.map((line) =>
      env.DB.prepare(
        `INSERT INTO cart_classes (cart_uuid, class_id, portion_size_id, portion_quantity_id, guests) VALUES (?1, ?2, ?3, ?4, ?5)`,
      ).bind(uuid, line.id, line.portion.portion_size_id, line.portion.portion_quantity_id, line.guests ?? 0),
    ),
    ...(options.codeIds ?? []).map((codeId) =>
      env.DB.prepare(`INSERT INTO cart_promotions (cart_uuid, code_id) VALUES (?1, ?2)`).bind(uuid, codeId),
    ),
    ...(options.giftCardIds ?? []).map((cardId) =>
      env.DB.prepare(`INSERT INTO cart_gift_cards (cart_uuid, gift_card_id) VALUES (?1, ?2)`).bind(uuid, cardId),
    ),
  ];
  await env.DB.batch(statements);
  return uuid;
}

export async function giftCard(balanceCents: number): Promise<{ id: number; code: string }> {
  const code = generateGiftCardCode();
  const row = await first<{ id: number }>(
    `INSERT INTO gift_cards (code, initial_cents, balance_cents) VALUES (?1, ?2, ?2) RETURNING id`,
    code,
    balanceCents,
  );
  return { id: row.id, code };
}

export async function giftCardBalance(id: number): Promise<number> {
  return (await first<{ balance_cents: number }>(`SELECT balance_cents FROM gift_cards WHERE id = ?1`, id)).balance_cents;
}

export interface TestPromotion {
  promotionId: number;
  codeId: number;
  code: string;
}

/** A promotion of `percent` off the whole order (gift cards too), with one code. */
export async function promotion(
  options: { percent?: number; usageLimit?: number | null; perCustomerLimit?: number | null; codeUsageLimit?: number | null } = {},
): Promise<TestPromotion> {
  const code = `TEST${crypto.randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;
  const promo = await first<{ id: number }>(
    `INSERT INTO promotions (name, discount_type, discount_value, applies_to, gift_cards, usage_limit, per_customer_limit)
     VALUES (?1, 'percent', ?2, 'order', 1, ?3, ?4) RETURNING id`,
    `Test ${code}`,
    (options.percent ?? 10) * 100,
    options.usageLimit ?? null,
    options.perCustomerLimit ?? null,
  );
  const codeRow = await first<{ id: number }>(
    `INSERT INTO codes (promotion_id, code, usage_limit) VALUES (?1, ?2, ?3) RETURNING id`,
    promo.id,
    code,
    options.codeUsageLimit ?? null,
  );
  return { promotionId: promo.id, codeId: codeRow.id, code };
}

export async function promotionUses(promo: TestPromotion) {
  return {
    promotion: (await first<{ uses: number }>(`SELECT uses FROM promotions WHERE id = ?1`, promo.promotionId)).uses,
    code: (await first<{ uses: number }>(`SELECT uses FROM codes WHERE id = ?1`, promo.codeId)).uses,
    redemptions: await all<{ status: string }>(
      `SELECT status FROM promotion_redemptions WHERE promotion_id = ?1 ORDER BY id`,
      promo.promotionId,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The checkout calls
// ---------------------------------------------------------------------------------------------

export interface CheckoutJson {
  id: string;
  kind: "cart" | "gift_card";
  status: "pending" | "paid" | "failed" | "expired";
  amount_due_cents: number;
  expires_at: string;
  payment_url: string | null;
  failure_code: string | null;
  failure_reason: string | null;
  order_id: number | null;
  /** Decision 069: what was submitted, while unpaid. */
  form?: Record<string, unknown> | null;
  totals: {
    subtotal_cents: number;
    discount_cents: number;
    tax_cents: number;
    donation_cents: number;
    total_cents: number;
    gift_card_cents: number;
    amount_due_cents: number;
    lines: Array<{ class_id: number; price_cents: number; discount_cents: number; tax_cents: number; total_cents: number }>;
    gift_cards: Array<{ gift_card_id: number; code: string; applied_cents: number }>;
  };
}

export interface CheckoutAnswerBody {
  checkout: CheckoutJson;
  order_id?: number;
}

export const newKey = () => `test-${crypto.randomUUID()}`;

export function contact(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: newKey(),
    first_name: "Ana",
    last_name: "Morales",
    email: `ana-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: "(435) 555-0142",
    allergies: ["peanuts"],
    allergy_notes: "Severe: no shared fryer oil",
    spice_tolerance: "mild",
    success_url: "/checkout/success",
    cancel_url: "/cart",
    ...overrides,
  };
}

export const startCheckout = (uuid: string, body: Record<string, unknown> = contact()) =>
  api<CheckoutAnswerBody>("POST", `/carts/${uuid}/checkout`, { body });

/** A started checkout that must have worked (201). */
export async function startedCheckout(uuid: string, body: Record<string, unknown> = contact()): Promise<CheckoutJson> {
  const answer = await startCheckout(uuid, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.checkout;
}

export const sessionOf = (checkout: { payment_url: string | null }) => {
  expect(checkout.payment_url).toMatch(/^\/pay\/cs_sandbox_[A-Za-z0-9]+$/);
  return checkout.payment_url!.slice("/pay/".length);
};

export const TEST_CARDS = {
  paid: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
};

export function card(overrides: Record<string, unknown> = {}) {
  return { card_number: TEST_CARDS.paid, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123", name: "Ana Morales", ...overrides };
}

export interface SandboxPaidBody {
  status: "paid";
  checkout_id: string;
  order_id: number | null;
  redirect_url: string;
}

export const payCheckout = (checkout: { payment_url: string | null }, overrides: Record<string, unknown> = {}) =>
  api<SandboxPaidBody>("POST", `/payments/sandbox/${sessionOf(checkout)}`, { body: card(overrides) });

export async function paidOrderId(checkout: { payment_url: string | null }): Promise<number> {
  const answer = await payCheckout(checkout);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.order_id).toEqual(expect.any(Number));
  return answer.body.order_id!;
}

export async function checkoutRow(id: string) {
  return first<{ status: string; failure_reason: string | null; order_id: number | null; expires_at: string; totals: string }>(
    `SELECT status, failure_reason, order_id, expires_at, totals FROM checkouts WHERE id = ?1`,
    id,
  );
}

/** Moves a checkout's 15 minutes (and its session's start) into the past. */
export async function ageCheckout(id: string, minutes: number): Promise<void> {
  const past = (offset: number) => new Date(Date.now() - offset * 60_000).toISOString();
  await run(`UPDATE checkouts SET expires_at = ?2, created_at = ?3 WHERE id = ?1`, id, past(minutes - 15), past(minutes));
}

/** The api's cron handler, as Cloudflare would run it, fired at `at` (now unless given). */
export async function runScheduledSweep(at = new Date()): Promise<void> {
  const controller = createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env as unknown as ApiEnv, ctx);
  await waitOnExecutionContext(ctx);
}

// ---------------------------------------------------------------------------------------------
// Payment events signed like Stripe's
// ---------------------------------------------------------------------------------------------

export function sessionEvent(
  type: string,
  checkout: { id: string; amount_due_cents: number; payment_url?: string | null },
  overrides: { id?: string; payment_status?: string; amount_total?: number } = {},
) {
  return {
    id: overrides.id ?? `evt_test_${crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: checkout.payment_url ? sessionOf({ payment_url: checkout.payment_url }) : "cs_test_unknown",
        object: "checkout.session",
        payment_status: overrides.payment_status ?? "paid",
        amount_total: overrides.amount_total ?? checkout.amount_due_cents,
        currency: "usd",
        client_reference_id: checkout.id,
        metadata: { checkout_id: checkout.id },
        payment_intent: `pi_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`,
      },
    },
  };
}

/** POST payments/webhook with the event signed by `secret` at `timestamp`. */
export async function deliver(
  event: unknown,
  options: { secret?: string; timestamp?: number; tamper?: (payload: string) => string; env?: Partial<ApiEnv> } = {},
) {
  const payload = JSON.stringify(event);
  const signature = await stripeSignatureHeader(
    payload,
    options.secret ?? SANDBOX_WEBHOOK_SECRET,
    options.timestamp ?? Math.floor(Date.now() / 1000),
  );
  const body = options.tamper ? options.tamper(payload) : payload;
  return api<{ received: boolean; outcome: string; order_id: number | null; failure: { code: string } | null }>(
    "POST",
    "/payments/webhook",
    { body, headers: { "stripe-signature": signature }, env: options.env },
  );
}

export async function orderCount(checkoutId: string): Promise<number> {
  return (await first<{ n: number }>(`SELECT count(*) AS n FROM orders WHERE checkout_id = ?1`, checkoutId)).n;
}

export async function outboxTo(email: string) {
  const answer = await api<{ data: Array<{ to: string; subject: string; text: string; html: string; kind: string; ref: string }> }>(
    "GET",
    `/outbox?to=${encodeURIComponent(email)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}
