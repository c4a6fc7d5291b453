/**
 * Orders for staff (spec §7): GET orders (filters, paging, total), GET orders/{id} (registrations,
 * payment and refunds), PUT orders/{id} (notes and contact details), GET orderStatuses.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import { database } from "../db";
import type { ApiContext } from "../env";
import { orderEmails } from "../services/email-admin";
import { ApiError } from "../lib/errors";
import { dateParam, idParam } from "../lib/params";
import { emailField, listSearch, pageQuery, phoneField } from "../lib/user-input";
import { validate } from "../lib/validate";
import { listOrders, ORDER_STATUS_KEYS, ORDER_STATUSES, updateOrder } from "../services/order-admin";
import { findOrder, orderConfirmationJson } from "../services/orders";
import { refundsOfOrder } from "../services/refunds";
import { paymentJson } from "./payment-admin";

const idPath = z.object({ id: idParam });

const orderListQuery = pageQuery.extend({
  search: listSearch.optional(),
  status: z.enum(ORDER_STATUS_KEYS, { message: `must be one of ${ORDER_STATUS_KEYS.join(", ")}` }).optional(),
  promotion_code: z
    .string()
    .trim()
    .max(40, "must be at most 40 characters")
    .regex(/^[A-Za-z0-9_-]*$/, "may hold letters, digits, - and _ only")
    .optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
});

const contactName = z.string({ error: "must be text" }).trim().min(1, "is required").max(100, "must be at most 100 characters");

const orderUpdateBody = z
  .object({
    notes: z.string({ error: "must be text" }).trim().max(5000, "must be at most 5,000 characters").optional(),
    email: emailField.optional(),
    phone: phoneField.optional(),
    first_name: contactName.optional(),
    last_name: contactName.optional(),
  })
  .strict();

/** A bare date as the start of that UTC day; an instant as given. */
const instant = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined);

export const orderStatusesRoutes = new Hono<ApiContext>().get("/", requirePermission(PERMISSIONS.ordersView), (c) =>
  c.json({ data: ORDER_STATUSES, meta: { count: ORDER_STATUSES.length } }),
);

export const orderAdminRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.ordersView), validate("query", orderListQuery), async (c) => {
    const query = c.req.valid("query");
    const { orders, total } = await listOrders(c.env.DB, {
      search: query.search || undefined,
      status: query.status,
      promotionCode: query.promotion_code || undefined,
      from: instant(query.from),
      to: instant(query.to),
      limit: query.limit,
      offset: query.offset,
    });
    return c.json({ data: orders, meta: { count: orders.length, total } });
  })
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.ordersView), validate("param", idPath), async (c) => c.json(await adminOrderJson(c.env.DB, c.req.valid("param").id)))
  .put(
    "/:id{[0-9]+}",
    requirePermission(PERMISSIONS.ordersUpdate),
    validate("param", idPath),
    validate("json", orderUpdateBody),
    async (c) => {
      const id = c.req.valid("param").id;
      await updateOrder(c.env.DB, c.var.caller, id, c.req.valid("json"));
      return c.json(await adminOrderJson(c.env.DB, id));
    },
  );

/** The order as its confirmation shows it, with staff's notes, its payment and refunds. */
async function adminOrderJson(d1: D1Database, id: number) {
  const db = database(d1);
  const order = await findOrder(db, id);
  if (!order) throw new ApiError(404, "NOT_FOUND", "Order was not found");
  return {
    ...(await orderConfirmationJson(db, order)),
    notes: order.notes,
    refunded_cents: order.refunded_cents,
    created_at: order.created_at,
    payment: paymentJson(order, await refundsOfOrder(d1, order.id)),
    emails: await orderEmails(db, order.id),
  };
}
