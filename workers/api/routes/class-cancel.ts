/**
 * PUT classes/{id}/cancel (spec §7; classes.cancel and payments.refund; decisions 020, 021): the
 * class is canceled and each paid registration refunded with a key of the class and the
 * registration, so running it again finishes what a failure left and refunds nobody twice. Each
 * customer gets one e-mail for the class, not one per seat.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { classState, refusal } from "../../core/class-lifecycle";
import { requirePermission } from "../auth/middleware";
import { database } from "../db";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { paymentGateway } from "../payments/gateway";
import { auditStatement } from "../services/audit";
import { classCanceledEmail } from "../services/registration-emails";
import { refundPayment } from "../services/refunds";
import { seatsChanged } from "../services/seats";
import { cancelWaitlistStatements, heldByWaitlist } from "../services/waitlist-staff";

const idPath = z.object({ id: idParam });

interface ClassRow {
  name: string;
  published: number;
  canceled: number;
  status: "scheduled" | "completed" | "archived";
  date: string;
  timezone: string;
}

export const classCancelRoutes = new Hono<ApiContext>().put(
  "/:id{[0-9]+}/cancel",
  requirePermission(PERMISSIONS.classesCancel, PERMISSIONS.paymentsRefund),
  validate("param", idPath),
  async (c) => {
    const id = c.req.valid("param").id;
    const d1 = c.env.DB;
    const row = await d1
      .prepare("SELECT c.*, l.timezone FROM classes c JOIN locations l ON l.id = c.location_id WHERE c.id = ?1")
      .bind(id)
      .first<ClassRow>();
    if (!row) throw new ApiError(404, "NOT_FOUND", "Class was not found");
    const state = classState({ ...row, published: row.published === 1, canceled: row.canceled === 1 }, new Date());
    // Already canceled: run again to finish refunds a failure left (the keys make it safe).
    if (state !== "canceled") {
      const why = refusal(state, "cancel");
      if (why) throw new ApiError(409, "INVALID_TRANSITION", why);
      // Decision 037: the seats the waitlist's offers and claims held go back with the cancel,
      // and every open entry ends with one e-mail, in the same batch.
      await d1.batch([
        d1
          .prepare(`UPDATE classes SET canceled = 1, seats_taken = max(0, seats_taken - ${heldByWaitlist("classes.id")}) WHERE id = ?1 AND canceled = 0`)
          .bind(id),
        auditStatement(d1, { actor: c.var.caller, action: "classes.cancel", resource: "classes", resourceId: id, before: { canceled: false }, after: { canceled: true } }, "changes() = 1"),
        ...cancelWaitlistStatements(d1, id, row, new Date()),
      ]);
      await seatsChanged(c.env, [id]);
    }
    const paid = (
      await d1
        // Paid seats, and seats staff canceled without a refund: their money comes back too.
        .prepare(`SELECT id, order_id FROM registrations WHERE class_id = ?1 AND status IN ('registered', 'attended', 'no_show', 'canceled') ORDER BY id`)
        .bind(id)
        .all<{ id: number; order_id: number }>()
    ).results;
    const refunded: number[] = [];
    const failed: number[] = [];
    for (const registration of paid) {
      try {
        await refundPayment(
          { db: database(d1), gateway: () => paymentGateway(c.env), actor: c.var.caller, seats: c.env },
          {
            orderId: registration.order_id,
            registrationId: registration.id,
            reason: "class_canceled",
            idempotencyKey: cancelKey(id, registration.id),
            notify: false,
          },
        );
        refunded.push(registration.id);
      } catch (error) {
        if (error instanceof ApiError && error.code === "NOTHING_TO_REFUND") continue;
        console.error("api: refund of a canceled class's registration failed", registration.id, error);
        failed.push(registration.id);
      }
    }
    if (refunded.length) await emailEachCustomerOnce(d1, id, row);
    return c.json({ id, canceled: true, refunded_registrations: refunded, failed_registrations: failed }, failed.length ? 207 : 200);
  },
);

const cancelKey = (classId: number, registrationId: number) => `cancel-class-${classId}-registration-${registrationId}`;

/** One e-mail per order's address for this class, whatever number of seats or runs. */
async function emailEachCustomerOnce(d1: D1Database, classId: number, shopClass: ClassRow) {
  const customers = (
    await d1
      .prepare(
        `SELECT o.email, min(o.first_name) AS first_name, count(*) AS seats, sum(f.amount_cents) AS refunded_cents
         FROM refunds f JOIN orders o ON o.id = f.order_id
         WHERE f.idempotency_key LIKE ?1 AND f.status = 'succeeded'
         GROUP BY o.email`,
      )
      .bind(`cancel-class-${classId}-registration-%`)
      .all<{ email: string; first_name: string; seats: number; refunded_cents: number }>()
  ).results;
  const ref = `class:${classId}`;
  const now = new Date().toISOString();
  if (!customers.length) return;
  await d1.batch(
    customers.map((customer) => {
      const email = classCanceledEmail({
        first_name: customer.first_name,
        class_name: shopClass.name,
        date: shopClass.date,
        timezone: shopClass.timezone,
        seats: customer.seats,
        refunded_cents: customer.refunded_cents,
      });
      return d1
        .prepare(
          `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
           SELECT ?1, ?2, ?3, ?4, 'class_canceled', ?5, ?6
           WHERE NOT EXISTS (SELECT 1 FROM outbox_emails WHERE kind = 'class_canceled' AND ref = ?5 AND "to" = ?1)`,
        )
        .bind(customer.email, email.subject, email.text, email.html, ref, now);
    }),
  );
}
