/**
 * Pay links (decision 081): an unguessable address where a customer pays by card what a pending
 * checkout holds for them. Made by staff for a phone booking (its seats held until the link
 * expires); built to carry any amount owed on an order too (`pay_links.order_id`). The customer's
 * page reads it and opens the checkout's payment page — the same sandbox or Stripe page, the same
 * webhook and fulfilment as the shop's checkout. Expired: the checkouts' sweep gave the holds back.
 */
import { formatUsd } from "../../core/money";
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import type { CheckoutContext } from "./checkout-context";
import { decodeFailure, detailsOf, encodeFailure, FAILURES, requireCheckout, type CheckoutRow, type MoveClass } from "./checkout-state";
import { ensurePaymentSession } from "./checkout-payment-page";
import { releaseCheckout } from "./holds";
import { queueOnceStatement } from "./outbox";
import { payLinkEmail } from "./pay-link-email";
import type { Caller } from "./users";

/** How long a pay link holds a phone booking's seats: a day, and never past the class's start. */
export const PAY_LINK_HOLD_HOURS = 24;

export const payLinkPath = (token: string) => `/pay-link/${token}`;

export function payLinkExpiry(now: Date, classStart: string): Date {
  const day = now.getTime() + PAY_LINK_HOLD_HOURS * 3_600_000;
  const start = Date.parse(classStart);
  return new Date(Number.isFinite(start) ? Math.min(day, start) : day);
}

/** 32 random bytes, base64url: as unguessable as a checkout's uuid, and more. */
export function randomPayLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The token's shape (randomPayLinkToken): anything else is no link, without a query. */
export const PAY_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface LinkedClass {
  id: number;
  name: string;
  date: string;
  timezone: string;
  location_name: string;
  seats: number;
}

/**
 * The link, its e-mail (through the outbox, once) and the class's record of the seats held, in
 * one batch after the checkout took its holds.
 */
export async function createPayLink(ctx: CheckoutContext, staff: Caller, row: CheckoutRow, token: string, cls: LinkedClass): Promise<void> {
  const d1 = ctx.db.$client;
  const details = detailsOf(row);
  const origin = ctx.origin ?? "";
  const email = payLinkEmail({
    first_name: details.first_name,
    class: cls,
    seats: cls.seats,
    amount_cents: row.amount_due_cents,
    href: `${origin}${payLinkPath(token)}`,
    expires_at: row.expires_at,
  });
  await d1.batch([
    d1
      .prepare(`INSERT INTO pay_links (token, checkout_id, order_id, email, created_by, created_at) VALUES (?1, ?2, NULL, ?3, ?4, ?5)`)
      .bind(token, row.id, details.email, staff.id, ctx.now.toISOString()),
    queueOnceStatement(d1, details.email, email, "pay_link", `checkout:${row.id}`, ctx.now.toISOString()),
    auditStatement(d1, {
      actor: staff,
      action: "classes.pay_link",
      resource: "classes",
      resourceId: cls.id,
      before: null,
      after: {
        customer: `${details.first_name} ${details.last_name}`.trim(),
        email: details.email,
        seats: cls.seats,
        amount_cents: row.amount_due_cents,
        expires_at: row.expires_at,
      },
    }),
  ]);
}

export type PayLinkStatus = "open" | "paid" | "expired";

async function findLink(ctx: CheckoutContext, token: string): Promise<CheckoutRow> {
  const link = PAY_LINK_TOKEN.test(token)
    ? await ctx.db.$client.prepare(`SELECT checkout_id FROM pay_links WHERE token = ?1`).bind(token).first<{ checkout_id: string }>()
    : null;
  if (!link) throw new ApiError(404, "NOT_FOUND", "We couldn't find that pay link; check the address in your e-mail");
  let row = await requireCheckout(ctx.db, link.checkout_id);
  // Its hold ran out and the sweep has not come by yet: give the seats back now.
  if (row.status === "pending" && row.expires_at <= ctx.now.toISOString()) {
    const reason = encodeFailure(FAILURES.expired);
    await releaseCheckout(ctx.db, { checkoutId: row.id, status: "expired", reason, from: ["pending"] }, ctx.now, ctx.env);
    row = await requireCheckout(ctx.db, row.id);
  }
  return row;
}

const statusOf = (row: CheckoutRow): PayLinkStatus => (row.status === "paid" ? "paid" : row.status === "pending" ? "open" : "expired");

const moveLine = (cls: MoveClass, seats: number, totalCents: number) => ({
  name: cls.name,
  date: cls.date,
  timezone: cls.timezone,
  location: cls.location_name,
  seats,
  total_cents: totalCents,
});

/** GET pay-links/{token}: what the link is for and whether it can still be paid. */
export async function readPayLink(ctx: CheckoutContext, token: string) {
  const row = await findLink(ctx, token);
  const details = detailsOf(row);
  const order =
    row.order_id === null ? null : await ctx.db.$client.prepare(`SELECT number FROM orders WHERE id = ?1`).bind(row.order_id).first<{ number: string }>();
  return {
    status: statusOf(row),
    amount_due_cents: row.amount_due_cents,
    expires_at: row.expires_at,
    first_name: details.first_name,
    description: details.description,
    lines:
      details.kind === "cart"
        ? details.lines.map((line) => ({
            name: line.name,
            date: line.date,
            timezone: line.location.timezone,
            location: line.location.name,
            seats: line.guests?.length || 1,
            total_cents: line.total_cents,
          }))
        : details.kind === "move"
          ? [moveLine(details.move.to, details.move.registration_ids.length, row.amount_due_cents)]
          : [],
    // Decision 089: a staff move's difference — the line is the new date, this the one it moves from.
    moving_from: details.kind === "move" ? moveLine(details.move.from, details.move.registration_ids.length, 0) : null,
    tax_cents: (row.totals as { tax_cents?: number }).tax_cents ?? 0,
    order_number: order?.number ?? null,
    failure_reason: row.status === "pending" || row.status === "paid" ? null : decodeFailure(row.failure_reason)?.message ?? null,
  };
}

/** POST pay-links/{token}/pay: the checkout's payment page (opened once), where the customer pays by card. */
export async function openPayLink(ctx: CheckoutContext, token: string): Promise<{ url: string }> {
  const row = await findLink(ctx, token);
  if (row.status === "paid") throw new ApiError(409, "ALREADY_PAID", "This booking is already paid; thank you");
  if (row.status !== "pending") {
    throw new ApiError(410, "PAY_LINK_EXPIRED", "This pay link has expired and its seats went back on sale; call us to book again");
  }
  if (row.amount_due_cents === 0) throw new ApiError(409, "NOTHING_DUE", "Nothing is left to pay");
  const opened = await ensurePaymentSession(ctx, row);
  if (!opened.payment_url)
    throw new ApiError(503, "PAYMENTS_UNAVAILABLE", `We couldn't open the page to pay ${formatUsd(row.amount_due_cents)}; please try again`);
  return { url: opened.payment_url };
}
