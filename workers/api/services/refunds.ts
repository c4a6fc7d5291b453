/**
 * Refunds (decision 021): money back for an order, or for one registration of it, through the
 * payment gateway and back onto the gift cards that paid. Safe under concurrent clicks:
 *
 * 1. Reserve: one batch raises `orders.refunded_cents` by the amount only while the total stays
 *    within what was captured (card + gift cards) — and within the registration's own price —
 *    and inserts the refund row (pending) only when that update happened (`changes() = 1`). The
 *    idempotency key is unique: the same request twice is the same refund, answered again.
 * 2. Pay back: the card part through the gateway with the refund's idempotency key, so a retry
 *    never moves money twice. A gateway failure marks the refund failed and gives the reserved
 *    amount back; nothing else changed. The same key asked again tries a failed refund again
 *    (reserving anew), so a class cancel run again finishes what a failure left.
 * 3. Settle: one batch marks the refund succeeded, returns gift-card amounts to their cards,
 *    frees the seat of a registration refunded in full, sets the order's status, queues the
 *    customer's e-mail and writes the audit record.
 *
 * Decision 091: an order may have been paid more than once (a staff move's difference paid by pay
 * link, `order_payments`). The card part is split by workers/core/refund-parts.ts; each later
 * payment's part (`refunds.card_parts`) goes back to the card that paid it, reserved in step 1
 * only while that payment has it left, and through the gateway with its own idempotency key.
 */
import { seatsChanged, type SeatEnv } from "./seats";
import type { Database } from "../db";
import { ApiError } from "../lib/errors";
import type { PaymentGateway } from "../payments/types";
import { auditStatement, type Actor } from "./audit";
import { refundEmail } from "./emails";
import { refundParts, type RefundPart } from "../../core/refund-parts";
import { laterPaymentsOf, partsRefunded } from "./order-payments";
import { REFUND_REASONS, refundAudit, type OrderRow, type RefundReason, type RefundRequest, type RefundRow, type RegistrationRow } from "./refund-records";

export interface RefundContext {
  db: Database;
  gateway: () => PaymentGateway;
  actor: Actor;
  now?: Date;
  /** Where freed seats are announced (seatsChanged, decision 036). */
  seats: SeatEnv;
}

/** Registrations that still hold their seat: refunding one in full frees it. */
const SEAT_HOLDING = "('registered', 'attended', 'no_show')";

export const findRefundByKey = (d1: D1Database, key: string) =>
  d1.prepare("SELECT * FROM refunds WHERE idempotency_key = ?1").bind(key).first<RefundRow>();

/** How a phone booking was paid at the counter (decision 081), or null for a card or gateway payment. */
function counterPayment(order: OrderRow): "cash" | "check" | null {
  return order.payment_provider === "cash" || order.payment_provider === "check" ? order.payment_provider : null;
}

export const refundsOfOrder = async (d1: D1Database, orderId: number) =>
  (await d1.prepare("SELECT * FROM refunds WHERE order_id = ?1 ORDER BY id").bind(orderId).all<RefundRow>()).results;

/** Step 1's condition that each later payment still has its part left (`including`: the refund's own row counts already). */
function partsFit(parts: readonly RefundPart[], including = false): string {
  return parts
    .map(
      (part) =>
        `AND ${partsRefunded(String(Number(part.payment_id)))} + ${including ? 0 : Number(part.cents)} <= (SELECT amount_cents FROM order_payments WHERE id = ${Number(part.payment_id)} AND order_id = ?1)`,
    )
    .join(" ");
}

export const partsOf = (refund: Pick<RefundRow, "card_parts">): RefundPart[] => JSON.parse(refund.card_parts || "[]") as RefundPart[];

/** Given back already (pending or succeeded), in cents: card, gift cards, and for one registration. */
async function alreadyRefunded(d1: D1Database, orderId: number, registrationId?: number) {
  const row = await d1
    .prepare(
      `SELECT coalesce(sum(card_cents), 0) AS card,
              coalesce(sum(CASE WHEN registration_id = ?2 THEN amount_cents ELSE 0 END), 0) AS registration
       FROM refunds WHERE order_id = ?1 AND status != 'failed'`,
    )
    .bind(orderId, registrationId ?? -1)
    .first<{ card: number; registration: number }>();
  return { card: row?.card ?? 0, registration: row?.registration ?? 0 };
}

/** Refunds money: see the module comment. Answers the refund (an existing one for a repeated key). */
export async function refundPayment(ctx: RefundContext, request: RefundRequest): Promise<RefundRow> {
  const d1 = ctx.db.$client;
  const now = (ctx.now ?? new Date()).toISOString();
  const known = await findRefundByKey(d1, request.idempotencyKey);
  // The same key again answers its refund; a failed one is tried again (below), same key.
  if (known && sameRequestOrConflict(known, request).status !== "failed") return known;

  const order = await d1.prepare("SELECT * FROM orders WHERE id = ?1").bind(request.orderId).first<OrderRow>();
  if (!order) throw new ApiError(404, "NOT_FOUND", "Order was not found");
  let registration: RegistrationRow | null = null;
  if (request.registrationId !== undefined) {
    registration = await d1
      .prepare(
        `SELECT r.id, r.order_id, r.class_id, r.total_cents, r.status, c.name AS class_name
         FROM registrations r JOIN classes c ON c.id = r.class_id WHERE r.id = ?1`,
      )
      .bind(request.registrationId)
      .first<RegistrationRow>();
    if (!registration || registration.order_id !== order.id) throw new ApiError(404, "NOT_FOUND", "Registration was not found");
  }

  const reservation = known ? await retryFailed(d1, known, registration) : await reserve(d1, ctx, request, order, registration, now);
  if (reservation === "taken") return (await findRefundByKey(d1, request.idempotencyKey))!;
  const { refund } = reservation;
  const amount = refund.amount_cents;
  const cardCents = refund.card_cents;
  const giftCardCents = refund.gift_card_cents;

  // 2. The card part through the gateway, once per idempotency key. An order paid at the counter
  // (decision 081) has no card: staff give that part back the way it came, recorded as such.
  // Decision 091: a later payment's part goes back to the card that paid it, each with its own key.
  const counter = counterPayment(order);
  const parts = partsOf(refund);
  const ownCents = cardCents - parts.reduce((sum, part) => sum + part.cents, 0);
  let gatewayReference: string | null = counter && ownCents > 0 ? `counter-${counter}` : null;
  if (cardCents > 0) {
    try {
      const references: string[] = [];
      if (parts.length > 0) {
        const payments = await laterPaymentsOf(d1, order.id);
        for (const part of parts) {
          const payment = payments.find((candidate) => candidate.id === part.payment_id);
          if (!payment?.payment_reference) throw new Error(`The order's payment ${part.payment_id} has no payment reference`);
          references.push((await ctx.gateway().refund(payment.payment_reference, part.cents, `refund-${request.idempotencyKey}-payment-${part.payment_id}`)).refundId);
        }
      }
      if (ownCents > 0 && !counter) {
        if (!order.payment_reference) throw new Error("The order has no payment reference");
        references.push((await ctx.gateway().refund(order.payment_reference, ownCents, `refund-${request.idempotencyKey}`)).refundId);
      }
      if (references.length > 0) gatewayReference = [...(gatewayReference ? [gatewayReference] : []), ...references].join(" ");
    } catch (error) {
      console.error("api: refund failed at the gateway", order.id, error);
      await d1.batch([
        d1.prepare("UPDATE refunds SET status = 'failed', failure_reason = ?2 WHERE id = ?1 AND status = 'pending'").bind(refund.id, String(error)),
        d1.prepare("UPDATE orders SET refunded_cents = refunded_cents - ?2 WHERE id = ?1 AND changes() = 1").bind(order.id, amount),
      ]);
      throw new ApiError(502, "REFUND_FAILED", "The card refund did not go through; nothing was refunded. Please try again.");
    }
  }

  // 3. Settle everything else in one batch.
  const givenBack = registration ? (await alreadyRefunded(d1, order.id, registration.id)).registration : 0;
  const settled = await d1.batch([
    d1.prepare("UPDATE refunds SET status = 'succeeded', gateway_reference = ?2, failure_reason = NULL WHERE id = ?1 AND status = 'pending'").bind(refund.id, gatewayReference),
    ...giftCardReturns(d1, order.id, refund.id, giftCardCents, now),
    ...(registration ? freeSeatWhenFullyRefunded(d1, registration) : []),
    ...freeSeatsWhenOrderFullyRefunded(d1, order.id),
    d1
      .prepare(
        `UPDATE orders SET status = CASE WHEN refunded_cents >= amount_paid_cents + gift_card_cents THEN 'refunded' ELSE 'partially_refunded' END
         WHERE id = ?1 AND status != 'canceled'`,
      )
      .bind(order.id),
    ...(request.notify === false ? [] : [refundEmailStatement(d1, order, registration, refund.id, cardCents, giftCardCents, request.reason, now)]),
    auditStatement(d1, { actor: ctx.actor, ...refundAudit(order, registration, givenBack, refund, request.reason) }),
  ]);
  if (settled[0]?.meta.changes !== 1) console.error("api: refund settled twice?", refund.id);
  // A refund in full frees its seat (or the order's seats): announced for the order's classes.
  const { results: classRows } = await d1
    .prepare("SELECT DISTINCT class_id FROM registrations WHERE order_id = ?1 AND status IN ('refunded', 'canceled')")
    .bind(order.id)
    .all<{ class_id: number }>();
  await seatsChanged(ctx.seats, classRows.map((row) => row.class_id));
  return (await findRefundByKey(d1, request.idempotencyKey))!;
}

/**
 * 1. Reserve, within what was captured (and the registration's price), or refuse: the order's
 * refunded_cents rises and the pending refund row is inserted in one batch, or neither.
 * "taken": the same key raced us and the other request's refund is the answer.
 */
async function reserve(
  d1: D1Database,
  ctx: RefundContext,
  request: RefundRequest,
  order: OrderRow,
  registration: RegistrationRow | null,
  now: string,
): Promise<{ refund: RefundRow } | "taken"> {
  const captured = order.amount_paid_cents + order.gift_card_cents;
  const before = await alreadyRefunded(d1, order.id, registration?.id);
  const left = registration ? Math.min(registration.total_cents - before.registration, captured - order.refunded_cents) : captured - order.refunded_cents;
  const amount = request.amountCents ?? left;
  if (left <= 0) throw new ApiError(409, "NOTHING_TO_REFUND", "Everything paid for this has been refunded already");
  if (!Number.isInteger(amount) || amount < 1 || amount > left) {
    throw new ApiError(400, "BAD_REQUEST", "Check the amount", { amount_cents: [`must be between 1 and ${left} cents (what is left to refund)`] });
  }
  const cardCents = Math.max(0, Math.min(amount, order.amount_paid_cents - before.card));
  const giftCardCents = amount - cardCents;
  // Decision 091: which card each part of it goes back to.
  const later = await laterPaymentsOf(d1, order.id);
  const laterPaid = later.reduce((sum, payment) => sum + payment.amount_cents, 0);
  const laterRefunded = later.reduce((sum, payment) => sum + payment.refunded_cents, 0);
  const { parts } = refundParts(
    cardCents,
    order.amount_paid_cents - laterPaid - (before.card - laterRefunded),
    later.map((payment) => ({ id: payment.id, left_cents: payment.amount_cents - payment.refunded_cents, registration_ids: JSON.parse(payment.registration_ids) as number[] })),
    registration?.id,
  );

  const registrationLimit = registration
    ? `AND (SELECT coalesce(sum(amount_cents), 0) FROM refunds WHERE registration_id = ${registration.id} AND status != 'failed') + ?2 <= ${registration.total_cents}`
    : "";
  let reserved: D1Result[];
  try {
    reserved = await d1.batch([
      d1
        .prepare(
          `UPDATE orders SET refunded_cents = refunded_cents + ?2
           WHERE id = ?1 AND refunded_cents + ?2 <= amount_paid_cents + gift_card_cents ${registrationLimit} ${partsFit(parts)}`,
        )
        .bind(order.id, amount),
      d1
        .prepare(
          `INSERT INTO refunds (order_id, registration_id, amount_cents, card_cents, gift_card_cents, reason, note, idempotency_key, status, actor_id, created_at, card_parts)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'pending', ?9, ?10, ?11 WHERE changes() = 1`,
        )
        .bind(
          order.id,
          registration?.id ?? null,
          amount,
          cardCents,
          giftCardCents,
          request.reason,
          request.note ?? "",
          request.idempotencyKey,
          ctx.actor.id,
          now,
          JSON.stringify(parts),
        ),
    ]);
  } catch (error) {
    // The same key raced us: the other request's refund is the answer.
    const raced = await findRefundByKey(d1, request.idempotencyKey);
    if (raced) {
      sameRequestOrConflict(raced, request);
      return "taken";
    }
    throw error;
  }
  if (reserved[0]?.meta.changes !== 1) {
    throw new ApiError(409, "REFUND_EXCEEDS_PAYMENT", "That is more than is left to refund; another refund was made meanwhile");
  }
  return { refund: (await findRefundByKey(d1, request.idempotencyKey))! };
}

/**
 * A failed refund asked for again (the same key: a retried click, or a class cancel run again):
 * one batch claims the row back to pending with a token, reserves its amount again within the
 * capture (the row itself now counts toward the registration's price), and marks it failed again
 * when the reservation did not fit. The gateway is asked with the same key as before, so a first
 * attempt that did reach it is answered, never repeated. "taken": another request claimed it.
 */
async function retryFailed(d1: D1Database, known: RefundRow, registration: RegistrationRow | null): Promise<{ refund: RefundRow } | "taken"> {
  const claim = `retry:${crypto.randomUUID()}`;
  const registrationLimit = registration
    ? `AND (SELECT coalesce(sum(amount_cents), 0) FROM refunds WHERE registration_id = ${registration.id} AND status != 'failed') <= ${registration.total_cents}`
    : "";
  await d1.batch([
    d1.prepare("UPDATE refunds SET status = 'pending', failure_reason = ?2 WHERE id = ?1 AND status = 'failed'").bind(known.id, claim),
    d1
      .prepare(
        `UPDATE orders SET refunded_cents = refunded_cents + ?2
         WHERE id = ?1 AND changes() = 1 AND refunded_cents + ?2 <= amount_paid_cents + gift_card_cents ${registrationLimit} ${partsFit(partsOf(known), true)}`,
      )
      .bind(known.order_id, known.amount_cents),
    d1
      .prepare("UPDATE refunds SET status = 'failed', failure_reason = 'More than is left to refund' WHERE id = ?1 AND failure_reason = ?2 AND changes() = 0")
      .bind(known.id, claim),
  ]);
  const row = (await findRefundByKey(d1, known.idempotency_key))!;
  if (row.status === "pending" && row.failure_reason === claim) return { refund: row };
  if (row.status === "failed") throw new ApiError(409, "REFUND_EXCEEDS_PAYMENT", "That is more than is left to refund; another refund was made meanwhile");
  return "taken";
}

/** A repeated key answers the same refund; the key used for a different request is a conflict. */
function sameRequestOrConflict(known: RefundRow, request: RefundRequest): RefundRow {
  const same =
    known.order_id === request.orderId &&
    (known.registration_id ?? undefined) === request.registrationId &&
    (request.amountCents === undefined || request.amountCents === known.amount_cents);
  if (!same) throw new ApiError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another refund");
  return known;
}

/**
 * Gift-card amounts back onto the cards that paid the order, newest capture first, never more to
 * a card than it paid: one conditional statement per card, in one batch.
 */
function giftCardReturns(d1: D1Database, orderId: number, refundId: number, cents: number, now: string): D1PreparedStatement[] {
  if (cents <= 0) return [];
  // Each card gets min(what is still to return, what it paid minus what it got back already).
  const paidBack = `(SELECT -t.amount_cents - coalesce((SELECT sum(r.amount_cents) FROM gift_card_transactions r
                       WHERE r.order_id = t.order_id AND r.gift_card_id = t.gift_card_id AND r.kind = 'refund'), 0))`;
  return [
    d1
      .prepare(
        `INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, checkout_id, order_id, created_at)
         SELECT gift_card_id, amount, 'refund', ?4, ?1, ?3 FROM (
           SELECT t.gift_card_id,
                  min(${paidBack}, ?2 - coalesce(sum(${paidBack}) OVER (ORDER BY t.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)) AS amount
           FROM gift_card_transactions t WHERE t.order_id = ?1 AND t.kind = 'capture'
         ) WHERE amount > 0`,
      )
      .bind(orderId, cents, now, `refund:${refundId}`),
    // The ledger rows of this refund (checkout_id "refund:<id>") raise their cards' balances.
    d1
      .prepare(
        `UPDATE gift_cards SET balance_cents = balance_cents + (
           SELECT amount_cents FROM gift_card_transactions WHERE checkout_id = ?1 AND gift_card_id = gift_cards.id)
         WHERE id IN (SELECT gift_card_id FROM gift_card_transactions WHERE checkout_id = ?1)`,
      )
      .bind(`refund:${refundId}`),
  ];
}

/** A registration refunded in full is refunded, and its seat is free again (once). */
function freeSeatWhenFullyRefunded(d1: D1Database, registration: RegistrationRow): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `UPDATE registrations SET status = 'refunded'
         WHERE id = ?1 AND status IN ${SEAT_HOLDING}
           AND (SELECT coalesce(sum(amount_cents), 0) FROM refunds WHERE registration_id = ?1 AND status = 'succeeded') >= total_cents`,
      )
      .bind(registration.id),
    d1.prepare("UPDATE classes SET seats_taken = max(0, seats_taken - 1) WHERE id = ?1 AND changes() = 1").bind(registration.class_id),
    // A seat canceled by staff was freed then; its money back in full makes it refunded too.
    d1
      .prepare(
        `UPDATE registrations SET status = 'refunded' WHERE id = ?1 AND status = 'canceled'
           AND (SELECT coalesce(sum(amount_cents), 0) FROM refunds WHERE registration_id = ?1 AND status = 'succeeded') >= total_cents`,
      )
      .bind(registration.id),
  ];
}

/**
 * An order refunded in full (succeeded refunds cover the capture): every registration still
 * holding a seat is refunded and its seat freed, counted per class, in the settling batch.
 */
function freeSeatsWhenOrderFullyRefunded(d1: D1Database, orderId: number): D1PreparedStatement[] {
  const fullyRefunded = `(SELECT coalesce(sum(amount_cents), 0) FROM refunds WHERE order_id = ?1 AND status = 'succeeded')
    >= (SELECT amount_paid_cents + gift_card_cents FROM orders WHERE id = ?1)`;
  return [
    d1
      .prepare(
        `UPDATE classes SET seats_taken = max(0, seats_taken - (SELECT count(*) FROM registrations r
           WHERE r.class_id = classes.id AND r.order_id = ?1 AND r.status IN ${SEAT_HOLDING}))
         WHERE id IN (SELECT class_id FROM registrations WHERE order_id = ?1 AND status IN ${SEAT_HOLDING}) AND ${fullyRefunded}`,
      )
      .bind(orderId),
    d1.prepare(`UPDATE registrations SET status = 'refunded' WHERE order_id = ?1 AND status IN ${SEAT_HOLDING.replace(")", ", 'canceled')")} AND ${fullyRefunded}`).bind(orderId),
  ];
}

function refundEmailStatement(
  d1: D1Database,
  order: OrderRow,
  registration: RegistrationRow | null,
  refundId: number,
  cardCents: number,
  giftCardCents: number,
  reason: RefundReason,
  now: string,
): D1PreparedStatement {
  const email = refundEmail({
    first_name: order.first_name,
    order_number: order.number,
    class_name: registration?.class_name ?? null,
    card_cents: cardCents,
    gift_card_cents: giftCardCents,
    counter: counterPayment(order),
    reason: REFUND_REASONS.find((candidate) => candidate.key === reason)?.name ?? reason,
  });
  return d1
    .prepare(
      `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
       SELECT ?1, ?2, ?3, ?4, 'refund', ?5, ?6
       WHERE NOT EXISTS (SELECT 1 FROM outbox_emails WHERE ref = ?5 AND kind = 'refund')`,
    )
    .bind(order.email, email.subject, email.text, email.html, `refund:${refundId}`, now);
}
