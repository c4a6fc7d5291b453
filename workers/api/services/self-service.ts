/**
 * A customer's own cancel and move of a class registration (decision 033), for the signed-in
 * owner of its order only. The policy is workers/core/self-service.ts: up to 72 hours before the
 * class, cancel with all of the seat's money back (refunds.ts, card first, then gift cards, once
 * by a key derived from the registration) and move once to another date of the same class type
 * with a free seat (a cheaper date's difference refunded the same way; a dearer date refused).
 *
 * Seats (for the waitlist hook): a move takes the new class's seat and frees the old one in ONE
 * batch (`moveRegistration`); a cancel frees its seat through refunds.ts's settling batch
 * (freeSeatWhenFullyRefunded) when money comes back, or in `cancelRegistration`'s own batch when
 * nothing was paid.
 */
import { beforeCutoff, movedSeatPrice, SELF_SERVICE_CUTOFF_HOURS, selfServiceCutoff } from "../../core/self-service";
import type { Database } from "../db";
import { ApiError } from "../lib/errors";
import type { PaymentGateway } from "../payments/types";
import { auditStatement } from "./audit";
import { findRefundByKey, refundPayment } from "./refunds";
import { seatsChanged, type SeatEnv } from "./seats";
import { selfCancelEmail, selfMoveEmail, type SeatPlace } from "./self-service-emails";
import type { Caller } from "./users";

export interface SelfServiceContext {
  db: Database;
  gateway: () => PaymentGateway;
  caller: Caller;
  /** Where taken and freed seats are announced (seatsChanged, decision 036). */
  seats: SeatEnv;
  now?: Date;
}

interface OwnedRow {
  id: number;
  order_id: number;
  class_id: number;
  status: string;
  first_name: string;
  portion_size_id: number;
  portion_quantity_id: number;
  price_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  order_user_id: number | null;
  order_number: string;
  order_email: string;
  order_first_name: string;
  class_name: string;
  class_date: string;
  class_type_id: number;
  class_canceled: number;
  class_status: string;
  location_id: number;
  location_name: string;
  location_city: string;
  timezone: string;
  refunded_cents: number;
  canceled_at: string | null;
  moved_at: string | null;
  moved_from_class_id: number | null;
  move_refund_cents: number | null;
}

/** The idempotency keys of the refunds a customer's own changes make: one per registration. */
export const cancelRefundKey = (registrationId: number) => `self-cancel-registration-${registrationId}`;
export const moveRefundKey = (registrationId: number) => `self-move-registration-${registrationId}`;

const OWNED = `SELECT r.id, r.order_id, r.class_id, r.status, r.first_name, r.portion_size_id, r.portion_quantity_id,
    r.price_cents, r.discount_cents, r.tax_cents, r.total_cents,
    o.user_id AS order_user_id, o.number AS order_number, o.email AS order_email, o.first_name AS order_first_name,
    c.name AS class_name, c.date AS class_date, c.class_type_id, c.canceled AS class_canceled, c.status AS class_status,
    l.id AS location_id, l.name AS location_name, l.city AS location_city, l.timezone,
    (SELECT coalesce(sum(f.amount_cents), 0) FROM refunds f WHERE f.registration_id = r.id AND f.status != 'failed') AS refunded_cents,
    (SELECT created_at FROM registration_changes WHERE registration_id = r.id AND kind = 'cancel') AS canceled_at,
    (SELECT created_at FROM registration_changes WHERE registration_id = r.id AND kind = 'move') AS moved_at,
    (SELECT from_class_id FROM registration_changes WHERE registration_id = r.id AND kind = 'move') AS moved_from_class_id,
    (SELECT refund_cents FROM registration_changes WHERE registration_id = r.id AND kind = 'move') AS move_refund_cents
  FROM registrations r JOIN orders o ON o.id = r.order_id JOIN classes c ON c.id = r.class_id JOIN locations l ON l.id = c.location_id
  WHERE r.id = ?1`;

/** The registration, when the caller owns its order: 404 when there is none, 403 when it is another's. */
async function ownedRegistration(d1: D1Database, caller: Caller, id: number): Promise<OwnedRow> {
  const row = await d1.prepare(OWNED).bind(id).first<OwnedRow>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Registration was not found");
  if (row.order_user_id === null || row.order_user_id !== caller.id) {
    throw new ApiError(403, "FORBIDDEN", "Only the account that placed this order can change this registration");
  }
  return row;
}

const place = (row: { class_name: string; class_date: string; location_name: string; timezone: string }): SeatPlace => ({
  class_name: row.class_name,
  date: row.class_date,
  location_name: row.location_name,
  timezone: row.timezone,
});

/** Why the registration cannot be changed now at all (either change), or null. */
function commonRefusal(row: OwnedRow, now: Date): { code: string; message: string } | null {
  if (row.status === "canceled" || row.status === "refunded" || row.canceled_at) {
    return { code: "ALREADY_CANCELED", message: "This registration is canceled already" };
  }
  if (row.status !== "registered") return { code: "INVALID_TRANSITION", message: "This class has taken place; it can no longer be changed" };
  if (row.class_canceled || row.class_status !== "scheduled") {
    return { code: "INVALID_TRANSITION", message: "This class was canceled by the kitchen; its refund comes on its own" };
  }
  if (!beforeCutoff(row.class_date, now)) {
    return {
      code: "CUTOFF_PASSED",
      message: `Changes close ${SELF_SERVICE_CUTOFF_HOURS} hours before the class starts; please call us and we will see what we can do`,
    };
  }
  return null;
}

function cancelRefusal(row: OwnedRow, now: Date) {
  return commonRefusal(row, now);
}

function moveRefusal(row: OwnedRow, now: Date) {
  const common = commonRefusal(row, now);
  if (common) return common;
  if (row.moved_at) return { code: "ALREADY_MOVED", message: "This registration was moved once already; it can be canceled but not moved again" };
  return null;
}

interface TargetRow {
  id: number;
  sku: string;
  name: string;
  date: string;
  duration_minutes: number;
  location_id: number;
  location_name: string;
  location_city: string;
  timezone: string;
  tax_rate_bps: number;
  seats_left: number;
  portion_price_cents: number;
}

/**
 * Other dates of the same class type a seat may move to: public, published, scheduled, not
 * canceled, after the cutoff (so the moved seat can still be canceled), with a free seat and a
 * price for the registration's portion.
 */
async function moveTargets(d1: D1Database, row: OwnedRow, now: Date, classId?: number): Promise<TargetRow[]> {
  const after = new Date(now.getTime() + SELF_SERVICE_CUTOFF_HOURS * 3_600_000).toISOString();
  const only = classId === undefined ? "" : "AND c.id = ?6";
  const statement = d1.prepare(
    `SELECT c.id, c.sku, c.name, c.date, c.duration_minutes, l.id AS location_id, l.name AS location_name, l.city AS location_city,
       l.timezone, l.tax_rate_bps, s.seats - c.seats_taken AS seats_left, p.price_cents AS portion_price_cents
     FROM classes c JOIN locations l ON l.id = c.location_id JOIN reservation_sizes s ON s.id = c.reservation_size_id
     JOIN portion_prices p ON p.class_type_id = c.class_type_id AND p.portion_size_id = ?3 AND p.portion_quantity_id = ?4
     WHERE c.class_type_id = ?1 AND c.id != ?2 AND c.canceled = 0 AND c.published = 1 AND c.class_is_public = 1
       AND c.status = 'scheduled' AND c.date > ?5 AND c.seats_taken < s.seats ${only}
     ORDER BY c.date, c.id LIMIT 50`,
  );
  const values: Array<string | number> = [row.class_type_id, row.class_id, row.portion_size_id, row.portion_quantity_id, after];
  if (classId !== undefined) values.push(classId);
  return (await statement.bind(...values).all<TargetRow>()).results;
}

/** A date to move to, with what the seat costs there and the difference to what was paid. */
function targetJson(row: OwnedRow, target: TargetRow) {
  const price = movedSeatPrice(target.portion_price_cents, row.discount_cents, target.tax_rate_bps);
  const difference = price.total_cents - row.total_cents;
  return {
    class: {
      id: target.id,
      sku: target.sku,
      name: target.name,
      date: target.date,
      duration_minutes: target.duration_minutes,
      location: { id: target.location_id, name: target.location_name, city: target.location_city, timezone: target.timezone },
    },
    seats_left: target.seats_left,
    new_total_cents: price.total_cents,
    difference_cents: difference,
    allowed: difference <= 0,
    refusal: difference > 0 ? "This date costs more than you paid, so it cannot be moved to online" : null,
  };
}

export type MoveTargetJson = ReturnType<typeof targetJson>;

/** GET self-service/registrations/{id}: what the owner may do now, and what money would move. */
export async function selfServiceOptions(ctx: SelfServiceContext, id: number) {
  const d1 = ctx.db.$client;
  const now = ctx.now ?? new Date();
  const row = await ownedRegistration(d1, ctx.caller, id);
  const cancel = cancelRefusal(row, now);
  const move = moveRefusal(row, now);
  const targets = move ? [] : (await moveTargets(d1, row, now)).map((target) => targetJson(row, target));
  const from = row.moved_from_class_id
    ? await d1
        .prepare(
          `SELECT c.id, c.name, c.date, l.id AS location_id, l.name AS location_name, l.city AS location_city, l.timezone
           FROM classes c JOIN locations l ON l.id = c.location_id WHERE c.id = ?1`,
        )
        .bind(row.moved_from_class_id)
        .first<{ id: number; name: string; date: string; location_id: number; location_name: string; location_city: string; timezone: string }>()
    : null;
  const movedFrom = from && {
    id: from.id,
    name: from.name,
    date: from.date,
    location: { id: from.location_id, name: from.location_name, city: from.location_city, timezone: from.timezone },
  };
  return {
    registration: {
      id: row.id,
      order_id: row.order_id,
      order_number: row.order_number,
      status: row.status,
      first_name: row.first_name,
      total_cents: row.total_cents,
      refunded_cents: row.refunded_cents,
      class: {
        id: row.class_id,
        name: row.class_name,
        date: row.class_date,
        location: { id: row.location_id, name: row.location_name, city: row.location_city, timezone: row.timezone },
      },
    },
    cutoff: selfServiceCutoff(row.class_date).toISOString(),
    cancel: { allowed: cancel === null, refusal: cancel?.message ?? null, refund_cents: Math.max(0, row.total_cents - row.refunded_cents) },
    move: { allowed: move === null, refusal: move?.message ?? null, targets },
    canceled_at: row.canceled_at,
    moved_at: row.moved_at,
    moved_from: movedFrom,
  };
}

export type SelfServiceJson = Awaited<ReturnType<typeof selfServiceOptions>>;

/**
 * POST self-service/registrations/{id}/cancel. The seat's money comes back by one refund whose key
 * is derived from the registration (two clicks, two tabs: one refund, one gateway call); refunds.ts
 * frees the seat when it settles. A seat that cost nothing is canceled and freed here. Then one
 * batch records the cancel (once: unique per registration), its audit record and the e-mail, all
 * only when the record was new.
 */
export async function cancelRegistration(ctx: SelfServiceContext, id: number): Promise<SelfServiceJson> {
  const d1 = ctx.db.$client;
  const now = ctx.now ?? new Date();
  const row = await ownedRegistration(d1, ctx.caller, id);
  // A cancel whose refund settled but whose record is missing (cut short) is finished, not refused.
  const earlier = row.canceled_at ? null : await findRefundByKey(d1, cancelRefundKey(id));
  const unfinished = earlier?.status === "succeeded" && row.status === "refunded";
  const refusal = unfinished ? null : cancelRefusal(row, now);
  if (refusal) throw new ApiError(409, refusal.code, refusal.message);

  const left = Math.max(0, row.total_cents - row.refunded_cents);
  let refund = earlier;
  if (!unfinished && left > 0) {
    refund = await refundPayment(
      { db: ctx.db, gateway: ctx.gateway, actor: ctx.caller, seats: ctx.seats, now },
      {
        orderId: row.order_id,
        registrationId: id,
        reason: "requested_by_customer",
        note: "Canceled by the customer (decision 033)",
        idempotencyKey: cancelRefundKey(id),
        notify: false,
      },
    );
  }
  const cardCents = refund?.card_cents ?? 0;
  const giftCardCents = refund?.gift_card_cents ?? 0;
  const email = selfCancelEmail({
    first_name: row.order_first_name,
    order_number: row.order_number,
    seat: place(row),
    card_cents: cardCents,
    gift_card_cents: giftCardCents,
  });
  const stamp = now.toISOString();
  const freeSeat =
    refund === null
      ? [
          // Nothing to refund: canceled here, and the seat freed once (only when the status changed).
          d1.prepare("UPDATE registrations SET status = 'canceled' WHERE id = ?1 AND status = 'registered'").bind(id),
          d1.prepare("UPDATE classes SET seats_taken = max(0, seats_taken - 1) WHERE id = ?1 AND changes() = 1").bind(row.class_id),
        ]
      : [];
  const results = await d1.batch([
    ...freeSeat,
    d1
      .prepare(
        `INSERT INTO registration_changes (registration_id, kind, from_class_id, refund_cents, actor_id, created_at)
         SELECT ?1, 'cancel', ?2, ?3, ?4, ?5
         WHERE NOT EXISTS (SELECT 1 FROM registration_changes WHERE registration_id = ?1 AND kind = 'cancel')
           AND (SELECT status FROM registrations WHERE id = ?1) IN ('canceled', 'refunded')`,
      )
      .bind(id, row.class_id, cardCents + giftCardCents, ctx.caller.id, stamp),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT ?1, ?2, ?3, ?4, 'registration_self_cancel', ?5, ?6 WHERE changes() = 1`,
      )
      .bind(row.order_email, email.subject, email.text, email.html, `registration:${id}`, stamp),
    auditStatement(
      d1,
      {
        actor: ctx.caller,
        action: "registrations.self_cancel",
        resource: "registrations",
        resourceId: id,
        before: { status: row.status, class_id: row.class_id },
        after: { status: refund ? "refunded" : "canceled", refund_id: refund?.id ?? null, card_cents: cardCents, gift_card_cents: giftCardCents },
      },
      "changes() = 1",
    ),
  ]);
  if (refund === null && results[0]?.meta.changes !== 1) {
    const again = await ownedRegistration(d1, ctx.caller, id);
    if (!again.canceled_at) throw new ApiError(409, "CONFLICT", "The registration changed meanwhile; reload the page and try again");
  }
  // A refunded seat was announced by the refund; a seat that cost nothing is announced here.
  if (refund === null && results[1]?.meta.changes === 1) await seatsChanged(ctx.seats, [row.class_id]);
  return selfServiceOptions(ctx, id);
}

/**
 * POST self-service/registrations/{id}/move with { class_id }. One batch, each statement
 * conditional on the one before (`changes() = 1`): the new class's seat is taken only while it
 * has one free and the registration is still in its class, unmoved and seat-holding; the
 * registration then moves; the old class's seat is freed; the move is recorded (unique per
 * registration), audited and e-mailed. Nothing of it happens when the first statement did not.
 * A cheaper date's difference is then refunded with the move's own key (once).
 */
export async function moveRegistration(ctx: SelfServiceContext, id: number, classId: number): Promise<SelfServiceJson> {
  const d1 = ctx.db.$client;
  const now = ctx.now ?? new Date();
  const row = await ownedRegistration(d1, ctx.caller, id);
  const refusal = moveRefusal(row, now);
  if (refusal) throw new ApiError(409, refusal.code, refusal.message);
  if (classId === row.class_id) {
    throw new ApiError(400, "BAD_REQUEST", "Choose another date", { class_id: ["must be another date than the one you have"] });
  }
  const [target] = await moveTargets(d1, row, now, classId);
  if (!target) {
    throw new ApiError(409, "CLASS_NOT_AVAILABLE", "That date is not open for this class any more (full, too soon or not the same class); choose another", {
      class_id: ["must be another date of the same class with a free seat"],
    });
  }
  const offer = targetJson(row, target);
  if (!offer.allowed) throw new ApiError(409, "PRICE_HIGHER", `${offer.refusal}: cancel and book the new date, or call us`);
  const refundCents = Math.min(-offer.difference_cents, Math.max(0, row.total_cents - row.refunded_cents));
  const email = selfMoveEmail({
    first_name: row.order_first_name,
    order_number: row.order_number,
    from: place(row),
    to: { class_name: target.name, date: target.date, location_name: target.location_name, timezone: target.timezone },
    difference_cents: -refundCents,
  });
  const stamp = now.toISOString();
  const cutoffNow = new Date(now.getTime() + SELF_SERVICE_CUTOFF_HOURS * 3_600_000).toISOString();
  const results = await d1.batch([
    // 1. The new seat: free, open, and only while the registration is still as read.
    d1
      .prepare(
        `UPDATE classes SET seats_taken = seats_taken + 1
         WHERE id = ?1 AND canceled = 0 AND published = 1 AND status = 'scheduled' AND date > ?4
           AND seats_taken + 1 <= (SELECT seats FROM reservation_sizes WHERE id = classes.reservation_size_id)
           AND (SELECT status = 'registered' AND class_id = ?3 FROM registrations WHERE id = ?2)
           AND NOT EXISTS (SELECT 1 FROM registration_changes WHERE registration_id = ?2)`,
      )
      .bind(classId, id, row.class_id, cutoffNow),
    d1.prepare("UPDATE registrations SET class_id = ?2 WHERE id = ?1 AND class_id = ?3 AND status = 'registered' AND changes() = 1").bind(id, classId, row.class_id),
    d1.prepare("UPDATE classes SET seats_taken = max(0, seats_taken - 1) WHERE id = ?1 AND changes() = 1").bind(row.class_id),
    d1
      .prepare(
        `INSERT INTO registration_changes (registration_id, kind, from_class_id, to_class_id, new_total_cents, refund_cents, actor_id, created_at)
         SELECT ?1, 'move', ?2, ?3, ?4, ?5, ?6, ?7 WHERE changes() = 1`,
      )
      .bind(id, row.class_id, classId, offer.new_total_cents, refundCents, ctx.caller.id, stamp),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT ?1, ?2, ?3, ?4, 'registration_self_move', ?5, ?6 WHERE changes() = 1`,
      )
      .bind(row.order_email, email.subject, email.text, email.html, `registration:${id}`, stamp),
    auditStatement(
      d1,
      {
        actor: ctx.caller,
        action: "registrations.self_move",
        resource: "registrations",
        resourceId: id,
        before: { class_id: row.class_id, total_cents: row.total_cents },
        after: { class_id: classId, new_total_cents: offer.new_total_cents, refund_cents: refundCents },
      },
      "changes() = 1",
    ),
  ]);
  if (results[0]?.meta.changes !== 1) {
    // Lost a race: tell which one.
    const again = await ownedRegistration(d1, ctx.caller, id);
    const why = moveRefusal(again, now);
    if (why) throw new ApiError(409, why.code, why.message);
    throw new ApiError(409, "CLASS_FULL", "That date just filled up; choose another");
  }
  await seatsChanged(ctx.seats, [classId, row.class_id]);
  await settleMoveRefund(ctx, id);
  return selfServiceOptions(ctx, id);
}

/**
 * The refund a move promised (its record's refund_cents), made once by the move's key. Called
 * right after the move, and again whenever the customer opens the registration's page, so a
 * gateway failure is retried by the same key and never paid twice.
 */
async function settleMoveRefund(ctx: SelfServiceContext, id: number): Promise<void> {
  const d1 = ctx.db.$client;
  const move = await d1
    .prepare("SELECT refund_cents FROM registration_changes WHERE registration_id = ?1 AND kind = 'move'")
    .bind(id)
    .first<{ refund_cents: number }>();
  if (!move || move.refund_cents <= 0) return;
  const known = await findRefundByKey(d1, moveRefundKey(id));
  if (known?.status === "succeeded") return;
  const registration = await d1.prepare("SELECT order_id FROM registrations WHERE id = ?1").bind(id).first<{ order_id: number }>();
  if (!registration) return;
  await refundPayment(
    { db: ctx.db, gateway: ctx.gateway, actor: ctx.caller, seats: ctx.seats, now: ctx.now },
    {
      orderId: registration.order_id,
      registrationId: id,
      amountCents: move.refund_cents,
      reason: "rescheduled",
      note: "Moved by the customer to a cheaper date (decision 033)",
      idempotencyKey: moveRefundKey(id),
      notify: false,
    },
  );
}

/** GET self-service/registrations/{id}, finishing a move's refund a failure left first. */
export async function selfServiceState(ctx: SelfServiceContext, id: number): Promise<SelfServiceJson> {
  await ownedRegistration(ctx.db.$client, ctx.caller, id);
  try {
    await settleMoveRefund(ctx, id);
  } catch (error) {
    console.error("api: a move's refund is still owed", id, error);
  }
  return selfServiceOptions(ctx, id);
}
