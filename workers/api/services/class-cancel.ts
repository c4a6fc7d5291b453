/**
 * Canceling a class (spec §7; decisions 020, 021), by staff (PUT classes/{id}/cancel) or by the
 * go/no-go job when it is under its minimum (decision 065): the class is canceled, its waitlist
 * ended and its held seats given back in one batch; then each paid registration is refunded with a
 * key of the class and the registration, so running it again finishes what a failure left and
 * refunds nobody twice. Each customer gets one e-mail for the class, not one per seat.
 */
import { classState, refusal } from "../../core/class-lifecycle";
import type { Database } from "../db";
import { ApiError } from "../lib/errors";
import type { PaymentGateway } from "../payments/types";
import { auditStatement, type Actor } from "./audit";
import { classCancelPlan, REFUNDED_ON_CANCEL, refuseStale } from "./class-cancel-plan";
import { classCanceledEmail, type ClassCanceledEmailInput } from "./registration-emails";
import { queueOnceStatement } from "./outbox";
import { findRefundByKey, refundPayment } from "./refunds";
import { seatsChanged, type SeatEnv } from "./seats";
import { cancelWaitlistStatements, heldByWaitlist } from "./waitlist-staff";

export interface ClassCancelContext {
  db: Database;
  gateway: () => PaymentGateway;
  actor: Actor;
  seats: SeatEnv;
  now: Date;
}

export interface CanceledClassRow {
  id: number;
  name: string;
  published: number;
  canceled: number;
  status: "scheduled" | "completed" | "archived";
  date: string;
  timezone: string;
}

/** The class as a cancel reads it; 404 when there is none. */
export async function classToCancel(d1: D1Database, id: number): Promise<CanceledClassRow> {
  const row = await d1
    .prepare(
      "SELECT c.id, c.name, c.published, c.canceled, c.status, c.date, l.timezone FROM classes c JOIN locations l ON l.id = c.location_id WHERE c.id = ?1",
    )
    .bind(id)
    .first<CanceledClassRow>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Class was not found");
  return row;
}

/** The refund key of a canceled class's registration: one refund per seat, whoever cancels and however often. */
const cancelKey = (classId: number, registrationId: number) => `cancel-class-${classId}-registration-${registrationId}`;

/**
 * The class canceled (once, and only when `onlyIf` holds: an SQL condition), its audit record, its
 * waitlist ended, in statements for the caller's batch. Decision 037: the seats the waitlist's
 * offers and claims held go back with the cancel, and every open entry ends with one e-mail.
 */
export function classCancelStatements(ctx: Pick<ClassCancelContext, "db" | "actor" | "now">, row: CanceledClassRow, after: Record<string, unknown>, onlyIf = "1") {
  const d1 = ctx.db.$client;
  return [
    d1
      .prepare(
        `UPDATE classes SET canceled = 1, seats_taken = max(0, seats_taken - ${heldByWaitlist("classes.id")}) WHERE id = ?1 AND canceled = 0 AND ${onlyIf}`,
      )
      .bind(row.id),
    auditStatement(
      d1,
      {
        actor: ctx.actor,
        action: "classes.cancel",
        resource: "classes",
        resourceId: row.id,
        before: { canceled: false },
        after: { canceled: true, ...after },
      },
      "changes() = 1",
    ),
    ...cancelWaitlistStatements(d1, row.id, row, ctx.now),
  ];
}

/**
 * Marks the class canceled (once) with its audit record, ends its waitlist and gives back the
 * seats its offers held, in one batch; answers whether this call canceled it. Refused (409) from a
 * state a cancel is not allowed from; a class canceled already answers false.
 */
export async function markClassCanceled(ctx: ClassCancelContext, row: CanceledClassRow, after: Record<string, unknown> = {}): Promise<boolean> {
  const d1 = ctx.db.$client;
  const state = classState({ ...row, published: row.published === 1, canceled: row.canceled === 1 }, ctx.now);
  if (state === "canceled") return false;
  const why = refusal(state, "cancel");
  if (why) throw new ApiError(409, "INVALID_TRANSITION", why);
  const [marked] = await d1.batch(classCancelStatements(ctx, row, after));
  await seatsChanged(ctx.seats, [row.id]);
  return (marked?.meta.changes ?? 0) === 1;
}

/**
 * Refunds every paid seat of a canceled class — and seats staff canceled without a refund: their
 * money comes back too — each by its own key. Answers the registrations refunded now or before,
 * and those whose refund failed (run again to retry them).
 */
export async function refundCanceledClass(ctx: ClassCancelContext, classId: number): Promise<{ refunded: number[]; failed: number[] }> {
  const d1 = ctx.db.$client;
  const paid = (
    await d1
      .prepare(`SELECT id, order_id FROM registrations WHERE class_id = ?1 AND status IN (SELECT value FROM json_each(?2)) ORDER BY id`)
      .bind(classId, JSON.stringify(REFUNDED_ON_CANCEL))
      .all<{ id: number; order_id: number }>()
  ).results;
  const refunded: number[] = [];
  const failed: number[] = [];
  for (const registration of paid) {
    try {
      await refundPayment(
        {
          db: ctx.db,
          gateway: ctx.gateway,
          actor: ctx.actor,
          seats: ctx.seats,
          now: ctx.now,
        },
        {
          orderId: registration.order_id,
          registrationId: registration.id,
          reason: "class_canceled",
          idempotencyKey: cancelKey(classId, registration.id),
          notify: false,
        },
      );
      refunded.push(registration.id);
    } catch (error) {
      if (error instanceof ApiError && error.code === "NOTHING_TO_REFUND") continue;
      // A call beside this one (staff's cancel, an overlapping run) made this seat's refund by the same key meanwhile.
      const made = await findRefundByKey(d1, cancelKey(classId, registration.id));
      if (made && made.status !== "failed") {
        refunded.push(registration.id);
        continue;
      }
      console.error("api: refund of a canceled class's registration failed", registration.id, error);
      failed.push(registration.id);
    }
  }
  return { refunded, failed };
}

/** A customer of a canceled class: their seats and what came back, summed over the class's cancel refunds. */
export interface CanceledCustomer {
  email: string;
  first_name: string;
  seats: number;
  refunded_cents: number;
}

/** Each customer the class's cancel refunded, once per e-mail address. */
export async function canceledCustomers(d1: D1Database, classId: number): Promise<CanceledCustomer[]> {
  return (
    await d1
      .prepare(
        `SELECT o.email, min(o.first_name) AS first_name, count(*) AS seats, sum(f.amount_cents) AS refunded_cents
         FROM refunds f JOIN orders o ON o.id = f.order_id
         WHERE f.idempotency_key LIKE ?1 AND f.status = 'succeeded'
         GROUP BY o.email ORDER BY o.email`,
      )
      .bind(`cancel-class-${classId}-registration-%`)
      .all<CanceledCustomer>()
  ).results;
}

const canceledEmailInput = (row: CanceledClassRow, customer: CanceledCustomer, message?: string): ClassCanceledEmailInput => ({
  first_name: customer.first_name,
  class_name: row.name,
  date: row.date,
  timezone: row.timezone,
  seats: customer.seats,
  refunded_cents: customer.refunded_cents,
  message,
});

/** What staff may add to a cancel (decision 077): words for the customers, and the guest list they saw. */
export interface CancelRequest {
  message?: string;
  guests_version?: string;
}

/**
 * Staff's cancel: the class canceled, every paid seat refunded, one e-mail per customer (with
 * staff's message when there is one). Running it again on a canceled class finishes the refunds
 * a failure left (the keys make it safe). A post naming a guest list that is no longer the
 * class's is refused (409 STALE) before anything changes.
 */
export async function cancelClass(ctx: ClassCancelContext, id: number, request: CancelRequest = {}) {
  const d1 = ctx.db.$client;
  const row = await classToCancel(d1, id);
  if (request.guests_version !== undefined && row.canceled === 0) refuseStale(await classCancelPlan(d1, id, ctx.now), request.guests_version);
  await markClassCanceled(ctx, row, request.message ? { message: request.message } : {});
  const { refunded, failed } = await refundCanceledClass(ctx, id);
  const customers = refunded.length ? await canceledCustomers(d1, id) : [];
  if (customers.length) {
    await d1.batch(
      customers.map((customer) =>
        queueOnceStatement(d1, customer.email, classCanceledEmail(canceledEmailInput(row, customer, request.message)), "class_canceled", `class:${id}`, ctx.now.toISOString()),
      ),
    );
  }
  return {
    id,
    canceled: true,
    refunded_registrations: refunded,
    failed_registrations: failed,
  };
}
