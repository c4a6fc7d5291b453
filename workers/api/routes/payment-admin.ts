/**
 * The back office's money calls of spec §7 (decision 021): POST payments/{id}/refund (a payment
 * is its order's: one order, one payment), POST registrations/{id}/refund, GET refundReasons,
 * GET orders and orders/{id} for staff, and PUT classes/{id}/cancel, which refunds every paid
 * registration of the class once however often it runs.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { classState, refusal } from "../../core/class-lifecycle";
import { requirePermission } from "../auth/middleware";
import { database } from "../db";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { dateParam, idParam } from "../lib/params";
import { pageQuery } from "../lib/user-input";
import { validate } from "../lib/validate";
import { paymentGateway } from "../payments/gateway";
import { auditStatement } from "../services/audit";
import { findOrder, orderConfirmationJson } from "../services/orders";
import { REFUND_REASONS, refundPayment, refundsOfOrder, type RefundReason } from "../services/refunds";

const idPath = z.object({ id: idParam });
const REASON_KEYS = REFUND_REASONS.map((reason) => reason.key) as [RefundReason, ...RefundReason[]];

const refundBody = z.object({
  amount_cents: z.number({ error: "must be a whole number of cents" }).int("must be a whole number of cents").positive("must be more than 0").optional(),
  reason: z.enum(REASON_KEYS, { message: `must be one of ${REASON_KEYS.join(", ")}` }),
  note: z.string().trim().max(1000, "must be at most 1,000 characters").optional(),
  idempotency_key: z
    .string({ error: "is required: one per refund the person means" })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "must be 8–100 letters, digits, - or _"),
});

const orderListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "must be at most 100 characters").optional(),
  status: z.enum(["paid", "partially_refunded", "refunded", "canceled"], { message: "must be paid, partially_refunded, refunded or canceled" }).optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
});

export const refundReasonsRoutes = new Hono<ApiContext>().get("/", requirePermission(PERMISSIONS.paymentsView), (c) =>
  c.json({ data: REFUND_REASONS, meta: { count: REFUND_REASONS.length } }),
);

export const paymentRefundRoutes = new Hono<ApiContext>()
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.paymentsView), validate("param", idPath), async (c) => {
    const order = await findOrder(database(c.env.DB), c.req.valid("param").id);
    if (!order) throw new ApiError(404, "NOT_FOUND", "Payment was not found");
    return c.json(paymentJson(order, await refundsOfOrder(c.env.DB, order.id)));
  })
  .post(
    "/:id{[0-9]+}/refund",
    requirePermission(PERMISSIONS.paymentsRefund),
    validate("param", idPath),
    validate("json", refundBody),
    async (c) => {
      const body = c.req.valid("json");
      const refund = await refundPayment(
        { db: database(c.env.DB), gateway: () => paymentGateway(c.env), actor: c.var.caller },
        { orderId: c.req.valid("param").id, amountCents: body.amount_cents, reason: body.reason, note: body.note, idempotencyKey: body.idempotency_key },
      );
      return c.json(refund, 201);
    },
  );

export const registrationRefundRoutes = new Hono<ApiContext>().post(
  "/:id{[0-9]+}/refund",
  requirePermission(PERMISSIONS.registrationsUpdate, PERMISSIONS.paymentsRefund),
  validate("param", idPath),
  validate("json", refundBody),
  async (c) => {
    const registration = await c.env.DB.prepare("SELECT order_id FROM registrations WHERE id = ?1")
      .bind(c.req.valid("param").id)
      .first<{ order_id: number }>();
    if (!registration) throw new ApiError(404, "NOT_FOUND", "Registration was not found");
    const body = c.req.valid("json");
    const refund = await refundPayment(
      { db: database(c.env.DB), gateway: () => paymentGateway(c.env), actor: c.var.caller },
      {
        orderId: registration.order_id,
        registrationId: c.req.valid("param").id,
        amountCents: body.amount_cents,
        reason: body.reason,
        note: body.note,
        idempotencyKey: body.idempotency_key,
      },
    );
    return c.json(refund, 201);
  },
);

export const orderAdminRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.ordersView), validate("query", orderListQuery), async (c) => {
    const query = c.req.valid("query");
    const where: string[] = [];
    const values: unknown[] = [];
    /** A condition whose `?` are the next positional parameters. */
    const add = (condition: string, ...bound: unknown[]) => {
      let next = 0;
      where.push(
        condition.replace(/\?/g, () => {
          values.push(bound[next++]);
          return `?${values.length}`;
        }),
      );
    };
    if (query.search) {
      const pattern = `%${query.search.toLowerCase()}%`;
      add("(lower(email) LIKE ? OR lower(first_name || ' ' || last_name) LIKE ? OR number LIKE ?)", pattern, pattern, `%${query.search.toUpperCase()}%`);
    }
    if (query.status) add("status = ?", query.status);
    if (query.from) add("created_at >= ?", new Date(query.from).toISOString());
    if (query.to) add("created_at < ?", new Date(query.to).toISOString());
    const condition = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const [rows, count] = await Promise.all([
      c.env.DB.prepare(
        `SELECT id, number, kind, status, email, first_name, last_name, total_cents, amount_paid_cents, gift_card_cents, refunded_cents, created_at
         FROM orders ${condition} ORDER BY id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
      )
        .bind(...values)
        .all(),
      c.env.DB.prepare(`SELECT count(*) AS total FROM orders ${condition}`)
        .bind(...values)
        .first<{ total: number }>(),
    ]);
    return c.json({ data: rows.results, meta: { count: rows.results.length, total: count?.total ?? 0 } });
  })
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.ordersView), validate("param", idPath), async (c) => {
    const db = database(c.env.DB);
    const order = await findOrder(db, c.req.valid("param").id);
    if (!order) throw new ApiError(404, "NOT_FOUND", "Order was not found");
    return c.json({
      ...(await orderConfirmationJson(db, order)),
      notes: order.notes,
      created_at: order.created_at,
      payment: paymentJson(order, await refundsOfOrder(c.env.DB, order.id)),
    });
  });

function paymentJson(order: NonNullable<Awaited<ReturnType<typeof findOrder>>>, refunds: Awaited<ReturnType<typeof refundsOfOrder>>) {
  return {
    id: order.id,
    order_id: order.id,
    provider: order.payment_provider,
    reference: order.payment_reference,
    card_cents: order.amount_paid_cents,
    gift_card_cents: order.gift_card_cents,
    captured_cents: order.amount_paid_cents + order.gift_card_cents,
    refunded_cents: order.refunded_cents,
    refunds,
  };
}

/**
 * PUT classes/{id}/cancel (classes.cancel, decisions 020 and 021): the class is canceled and each
 * paid registration refunded with a key of the class and the registration, so running it again
 * finishes what a failure left and refunds nobody twice.
 */
export const classCancelRoutes = new Hono<ApiContext>().put(
  "/:id{[0-9]+}/cancel",
  requirePermission(PERMISSIONS.classesCancel, PERMISSIONS.paymentsRefund),
  validate("param", idPath),
  async (c) => {
    const id = c.req.valid("param").id;
    const d1 = c.env.DB;
    const row = await d1.prepare("SELECT * FROM classes WHERE id = ?1").bind(id).first<{
      published: number;
      canceled: number;
      status: "scheduled" | "completed" | "archived";
      date: string;
    }>();
    if (!row) throw new ApiError(404, "NOT_FOUND", "Class was not found");
    const state = classState({ ...row, published: row.published === 1, canceled: row.canceled === 1 }, new Date());
    if (state !== "canceled") {
      const why = refusal(state, "cancel");
      if (why) throw new ApiError(409, "INVALID_TRANSITION", why);
      await d1.batch([
        d1.prepare("UPDATE classes SET canceled = 1 WHERE id = ?1 AND canceled = 0").bind(id),
        auditStatement(d1, { actor: c.var.caller, action: "classes.cancel", resource: "classes", resourceId: id, before: { canceled: false }, after: { canceled: true } }, "changes() = 1"),
      ]);
    }
    const paid = (
      await d1
        .prepare(`SELECT id, order_id FROM registrations WHERE class_id = ?1 AND status IN ('registered', 'attended', 'no_show') ORDER BY id`)
        .bind(id)
        .all<{ id: number; order_id: number }>()
    ).results;
    const refunded: number[] = [];
    const failed: number[] = [];
    for (const registration of paid) {
      try {
        await refundPayment(
          { db: database(d1), gateway: () => paymentGateway(c.env), actor: c.var.caller },
          { orderId: registration.order_id, registrationId: registration.id, reason: "class_canceled", idempotencyKey: `cancel-class-${id}-registration-${registration.id}` },
        );
        refunded.push(registration.id);
      } catch (error) {
        if (error instanceof ApiError && error.code === "NOTHING_TO_REFUND") continue;
        console.error("api: refund of a canceled class's registration failed", registration.id, error);
        failed.push(registration.id);
      }
    }
    return c.json({ id, canceled: true, refunded_registrations: refunded, failed_registrations: failed }, failed.length ? 207 : 200);
  },
);
