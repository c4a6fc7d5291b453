/**
 * Decision 089: staff move a booking to a dearer date and ask the difference by pay link. The new
 * date's seats are HELD by a checkout of kind `move` (the shop's one seat-hold statement, so the
 * date is never oversold and cannot fill while the customer pays); the link (decision 081's
 * `pay_links`, its `order_id` naming the order) is e-mailed through the outbox. Paid, the
 * registrations move into the held seats in one batch (moveByPaymentStatements, called by the
 * fulfilment); unpaid at expiry, the checkouts' sweep or the link's own page gives the held seats
 * back and the booking stays where it was.
 */
import { amountTotals } from "../../core/totals";
import { ApiError } from "../lib/errors";
import { paymentGateway } from "../payments/gateway";
import type { ApiEnv } from "../env";
import type { Database } from "../db";
import { auditStatement } from "./audit";
import { detailsOf, encodeFailure, holdFailure, holdsOf, requireCheckout, type CheckoutRow, type MoveCheckoutDetails, type MoveClass } from "./checkout-state";
import { releaseCheckout, STARTING, takeHolds } from "./holds";
import { constraintFailed } from "./fulfilment-batch";
import type { FulfilmentContext, PaidEvent } from "./fulfilment-context";
import { queueOnceStatement } from "./outbox";
import { movePayLinkEmail } from "./pay-link-email";
import { payLinkExpiry, payLinkPath, randomPayLinkToken } from "./pay-links";
import { seatsChanged } from "./seats";
import { staffMoveEmail } from "./self-service-emails";
import type { Caller } from "./users";

export interface MovePayLinkContext {
  db: Database;
  env: ApiEnv;
  origin: string | null;
  actor: Caller;
  now: Date;
}

export interface MovePayLinkRequest {
  order: { id: number; number: string; email: string; first_name: string; user_id: number | null };
  registration_ids: number[];
  shares_cents: number[];
  scope: "party" | "guest";
  from: MoveClass;
  to: MoveClass;
  reason: string | null;
  past_policy: string[];
}

/** A pending move checkout still holding seats for one of these registrations: its expiry, or null. */
async function openLinkFor(d1: D1Database, ids: readonly number[], now: Date): Promise<string | null> {
  const open = await d1
    .prepare(
      `SELECT c.expires_at FROM checkouts c, json_each(json_extract(c.details, '$.move.registration_ids')) r
       WHERE c.kind = 'move' AND c.status = 'pending' AND c.expires_at > ?1 AND r.value IN (SELECT value FROM json_each(?2)) LIMIT 1`,
    )
    .bind(now.toISOString(), JSON.stringify(ids))
    .first<{ expires_at: string }>();
  return open?.expires_at ?? null;
}

/**
 * Holds the new date's seats and e-mails the pay link: nothing moves yet. 409 when a link for the
 * booking is open already or the date has no longer room (nothing held, nothing sent).
 */
export async function askMoveByPayLink(ctx: MovePayLinkContext, request: MovePayLinkRequest) {
  const { db, now } = ctx;
  const d1 = db.$client;
  const amount = request.shares_cents.reduce((sum, share) => sum + share, 0);
  const seats = request.registration_ids.length;
  const openUntil = await openLinkFor(d1, request.registration_ids, now);
  if (openUntil) {
    const words = `has a pay link open until ${openUntil}: wait for it to be paid or to expire`;
    throw new ApiError(409, "CONFLICT", `This booking ${words}`, { settlement: [words] });
  }
  const id = crypto.randomUUID();
  const token = randomPayLinkToken();
  const instant = now.toISOString();
  // A day, never past either class's start: a link paid after the booked class began moves nothing.
  const expiresAt = new Date(Math.min(payLinkExpiry(now, request.to.date).getTime(), Date.parse(request.from.date))).toISOString();
  const details: MoveCheckoutDetails = {
    kind: "move",
    email: request.order.email,
    first_name: request.order.first_name,
    last_name: "",
    phone: "",
    user_id: request.order.user_id,
    customer_key: request.order.email.toLowerCase(),
    description: `The difference for moving order ${request.order.number} to ${request.to.name}`,
    success_url: payLinkPath(token),
    cancel_url: payLinkPath(token),
    origin: ctx.origin,
    move: {
      order_id: request.order.id,
      order_number: request.order.number,
      registration_ids: request.registration_ids,
      shares_cents: request.shares_cents,
      scope: request.scope,
      from: request.from,
      to: request.to,
      staff: { id: ctx.actor.id, email: ctx.actor.user.email },
      reason: request.reason,
      past_policy: request.past_policy,
    },
  };
  await d1
    .prepare(
      `INSERT INTO checkouts (id, kind, cart_uuid, status, totals, amount_due_cents, details, idempotency_key, payment_provider, expires_at, created_at, updated_at)
       VALUES (?1, 'move', NULL, 'pending', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)`,
    )
    .bind(id, JSON.stringify(amountTotals(amount)), amount, JSON.stringify(details), `move-${id}`, paymentGateway(ctx.env).provider, expiresAt, instant)
    .run();
  const row = await requireCheckout(db, id);
  const failed = await takeHolds(db, id, STARTING, holdsOf(row), now, ctx.env);
  if (failed) {
    const failure = holdFailure(row, failed);
    await releaseCheckout(db, { checkoutId: id, status: "failed", reason: encodeFailure(failure), from: ["pending"] }, now, ctx.env);
    throw new ApiError(409, "CLASS_FULL", "That date just filled up: choose another", { class_id: ["has no longer room for this booking"] });
  }
  const email = movePayLinkEmail({
    first_name: request.order.first_name,
    from: request.from,
    to: request.to,
    seats,
    amount_cents: amount,
    href: `${ctx.origin ?? ""}${payLinkPath(token)}`,
    expires_at: expiresAt,
  });
  try {
    await d1.batch([
      d1
        .prepare(`INSERT INTO pay_links (token, checkout_id, order_id, email, created_by, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`)
        .bind(token, id, request.order.id, request.order.email, ctx.actor.id, instant),
      queueOnceStatement(d1, request.order.email, email, "pay_link", `checkout:${id}`, instant),
      ...request.registration_ids.map((registrationId, index) =>
        auditStatement(d1, {
          actor: ctx.actor,
          action: "registrations.move_pay_link",
          resource: "registrations",
          resourceId: registrationId,
          before: { class_id: request.from.id, scope: request.scope, seats },
          after: {
            class_id: request.to.id,
            pay_link_cents: request.shares_cents[index] ?? 0,
            expires_at: expiresAt,
            ...(request.past_policy.length > 0 ? { past_policy: request.past_policy } : {}),
            ...(request.reason ? { reason: request.reason } : {}),
          },
        }),
      ),
    ]);
  } catch (error) {
    // Nothing sent: the seats go back at once rather than at the link's expiry.
    await releaseCheckout(db, { checkoutId: id, status: "failed", reason: "FAILED: the pay link was not sent", from: ["pending"] }, now, ctx.env);
    throw error;
  }
  return { pay_link_cents: amount, pay_link: { path: payLinkPath(token), expires_at: expiresAt } };
}

/** Whether the booking a move checkout would move is still booked where the link found it, and neither class has begun. */
export async function moveStillApplies(d1: D1Database, row: CheckoutRow, now: Date): Promise<boolean> {
  const details = detailsOf(row);
  if (details.kind !== "move") return true;
  const { registration_ids: ids, from, to } = details.move;
  const found = await d1
    .prepare(
      `SELECT count(*) AS n FROM registrations WHERE id IN (SELECT value FROM json_each(?1)) AND class_id = ?2 AND status = 'registered'
         AND (SELECT date FROM classes WHERE id = ?2) > ?4 AND (SELECT date FROM classes WHERE id = ?3) > ?4`,
    )
    .bind(JSON.stringify(ids), from.id, to.id, now.toISOString())
    .first<{ n: number }>();
  return found?.n === ids.length;
}

export const MOVE_NO_LONGER_APPLIES = {
  code: "BOOKING_CHANGED",
  message: "The booking changed since the pay link was sent, so nothing was moved; the payment is refunded",
};

/**
 * The fulfilment of a paid move checkout, ONE batch (decision 089): the event recorded (its primary
 * key refuses a repeat), the checkout paid and tied to the order — only while pending, with its held
 * seats in place and every registration still booked in the old class —, the registrations moved
 * into the held seats (the new class's seats_taken already counts them), the old class's seats
 * given back, an audit record per seat and one e-mail. Index 1's `changes` says whether it paid.
 */
export function moveByPaymentStatements(
  d1: D1Database,
  row: CheckoutRow,
  event: { eventId: string; eventType: string; paymentReference?: string | null },
  now: Date,
): D1PreparedStatement[] {
  const details = detailsOf(row);
  if (details.kind !== "move") throw new Error(`checkout ${row.id} is not a move`);
  const { move } = details;
  const ids = JSON.stringify(move.registration_ids);
  const seats = move.registration_ids.length;
  const instant = now.toISOString();
  const statement = (query: string, ...values: unknown[]) => d1.prepare(query).bind(row.id, event.eventId, ...values);
  // ?4 now and ?5 the registrations (JSON) in statement 0: a payment after either class began moves nothing.
  const payable = `c.status = 'pending'
    AND (SELECT count(*) FROM checkout_holds WHERE checkout_id = ?1 AND released = 0) = ${seats}
    AND (SELECT count(*) FROM registrations WHERE id IN (SELECT value FROM json_each(?5)) AND class_id = ${move.from.id} AND status = 'registered') = ${seats}
    AND (SELECT date FROM classes WHERE id = ${move.from.id}) > ?4 AND (SELECT date FROM classes WHERE id = ${move.to.id}) > ?4`;
  // Only the batch whose event paid the checkout writes the records: its event is the checkout's only one.
  const paidHere = `(SELECT status FROM checkouts WHERE id = ?1) = 'paid'
    AND (SELECT count(*) FROM payment_events WHERE checkout_id = ?1) = 1 AND EXISTS (SELECT 1 FROM payment_events WHERE id = ?2)
    AND (SELECT class_id FROM registrations WHERE id = ${move.registration_ids[0]}) = ${move.to.id}`;
  const paidHereLiteral = paidHere.replaceAll("?1", `'${row.id}'`).replaceAll("?2", `'${event.eventId.replaceAll("'", "''")}'`);
  const actor = { id: move.staff.id, user: { email: move.staff.email } } as Caller;
  const email = staffMoveEmail({
    first_name: details.first_name,
    order_number: move.order_number,
    from: { class_name: move.from.name, date: move.from.date, location_name: move.from.location_name, timezone: move.from.timezone },
    to: { class_name: move.to.name, date: move.to.date, location_name: move.to.location_name, timezone: move.to.timezone },
    seats,
    refund_cents: 0,
    collect_cents: 0,
    waived_cents: 0,
    paid_cents: row.amount_due_cents,
  });
  return [
    // 0. Once per event id; recorded when it pays (or paid) the checkout.
    statement(
      `INSERT INTO payment_events (id, type, checkout_id, created_at)
       SELECT ?2, ?3, ?1, ?4 FROM checkouts c WHERE c.id = ?1 AND (c.status = 'paid' OR (${payable}))`,
      event.eventType,
      instant,
      ids,
    ),
    // 1. Pending → paid, tied to the order the difference was owed on.
    statement(
      `UPDATE checkouts SET status = 'paid', order_id = ?3, failure_reason = NULL, updated_at = ?4
       WHERE id = ?1 AND status = 'pending' AND EXISTS (SELECT 1 FROM payment_events WHERE id = ?2 AND checkout_id = ?1)`,
      move.order_id,
      instant,
    ),
    // 2. The registrations move into the held seats.
    statement(
      `UPDATE registrations SET class_id = ?3
       WHERE id IN (SELECT value FROM json_each(?4)) AND class_id = ?5 AND status = 'registered'
         AND (SELECT status FROM checkouts WHERE id = ?1) = 'paid' AND (SELECT count(*) FROM payment_events WHERE checkout_id = ?1) = 1
         AND EXISTS (SELECT 1 FROM payment_events WHERE id = ?2)`,
      move.to.id,
      ids,
      move.from.id,
    ),
    // 3. The old class's seats back, only when all of them moved.
    statement(`UPDATE classes SET seats_taken = max(0, seats_taken - ?3) WHERE id = ?4 AND changes() = ?3 AND ?2 IS NOT NULL`, seats, move.from.id),
    ...orderMoneyStatements(d1, row, event.paymentReference ?? null, paidHereLiteral, instant),
    ...move.registration_ids.map((registrationId, index) =>
      auditStatement(
        d1,
        {
          actor,
          action: "registrations.move",
          resource: "registrations",
          resourceId: registrationId,
          before: { class_id: move.from.id, scope: move.scope, seats },
          after: {
            class_id: move.to.id,
            refund_cents: 0,
            collect_cents: 0,
            waived_cents: 0,
            pay_link_paid_cents: move.shares_cents[index] ?? 0,
            ...(move.past_policy.length > 0 ? { past_policy: move.past_policy } : {}),
            ...(move.reason ? { reason: move.reason } : {}),
          },
        },
        paidHereLiteral,
      ),
    ),
    statement(
      `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at) SELECT ?3, ?4, ?5, ?6, 'registration_moved', ?7, ?8 WHERE ${paidHere}`,
      details.email,
      email.subject,
      email.text,
      email.html,
      `registration:${move.registration_ids[0]}`,
      instant,
    ),
  ];
}

/** What a move's paid difference is called on the order (decision 091). */
export function moveDifferenceDescription(move: MoveCheckoutDetails["move"]): string {
  const seats = move.registration_ids.length;
  return `Paid by pay link to move ${seats === 1 ? "a seat" : `${seats} seats`} to ${move.to.name}`;
}

/**
 * Decision 091: the paid difference becomes the order's money, in the move's batch and only when
 * this event paid it (`paidHere`, its parameters written in): a payment row (the card that paid it, for refunds), the order's
 * total and amount paid, each moved seat's total by its share, and an audit record of the order.
 */
function orderMoneyStatements(d1: D1Database, row: CheckoutRow, paymentReference: string | null, paidHere: string, instant: string): D1PreparedStatement[] {
  const details = detailsOf(row);
  if (details.kind !== "move") return [];
  const { move } = details;
  const amount = row.amount_due_cents;
  return [
    d1
      .prepare(
        `INSERT INTO order_payments (order_id, checkout_id, kind, amount_cents, payment_provider, payment_reference, registration_ids, shares_cents, description, created_at)
         SELECT ?1, ?2, 'move_difference', ?3, ?4, ?5, ?6, ?7, ?8, ?9 WHERE ${paidHere}`,
      )
      .bind(
        move.order_id,
        row.id,
        amount,
        row.payment_provider,
        paymentReference,
        JSON.stringify(move.registration_ids),
        JSON.stringify(move.shares_cents),
        moveDifferenceDescription(move),
        instant,
      ),
    d1
      .prepare(
        `UPDATE orders SET total_cents = total_cents + ?2, amount_paid_cents = amount_paid_cents + ?2,
           status = CASE WHEN status = 'refunded' THEN 'partially_refunded' ELSE status END
         WHERE id = ?1 AND changes() = 1`,
      )
      .bind(move.order_id, amount),
    ...move.registration_ids.map((registrationId, index) =>
      d1
        .prepare(`UPDATE registrations SET total_cents = total_cents + ?2 WHERE id = ?1 AND ${paidHere}`)
        .bind(registrationId, move.shares_cents[index] ?? 0),
    ),
    d1
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, resource, resource_id, before, after)
         SELECT ?1, ?2, 'orders.move_difference', 'orders', ?3,
           json_object('total_cents', total_cents - ?4, 'amount_paid_cents', amount_paid_cents - ?4),
           json_object('total_cents', total_cents, 'amount_paid_cents', amount_paid_cents, 'amount_cents', ?4, 'class_id', ?5,
             'registration_ids', json(?6), 'checkout_id', ?7)
         FROM orders WHERE id = ?8 AND ${paidHere}`,
      )
      .bind(move.staff.id, move.staff.email, String(move.order_id), amount, move.to.id, JSON.stringify(move.registration_ids), row.id, move.order_id),
  ];
}

/** Runs the move's fulfilment batch; `created` when this event paid it (then both classes' seats are announced). */
export async function runMoveBatch(ctx: FulfilmentContext, row: CheckoutRow, event: PaidEvent): Promise<{ created: boolean } | "duplicate_event"> {
  const details = detailsOf(row);
  if (details.kind !== "move") throw new Error(`checkout ${row.id} is not a move`);
  try {
    const results = await ctx.db.$client.batch(moveByPaymentStatements(ctx.db.$client, row, event, ctx.now));
    const created = (results[1]?.meta.changes ?? 0) === 1;
    if (created) await seatsChanged(ctx.seats, [details.move.to.id, details.move.from.id]);
    return { created };
  } catch (error) {
    if (constraintFailed(error, "payment_events.id")) return "duplicate_event";
    throw error;
  }
}
