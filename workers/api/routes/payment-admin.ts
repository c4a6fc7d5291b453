/**
 * Payments for staff (spec §7, decision 021): GET payments/{id} and POST payments/{id}/refund —
 * a payment is named by its order's id (checkout makes one payment per order) — and the lists
 * GET refundReasons, paymentServices, paymentTypes.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { paymentGateway, sandboxEnabled } from "../payments/gateway";
import { findOrder, type OrderRow } from "../services/orders";
import { REFUND_REASONS, type RefundRow } from "../services/refund-records";
import { refundPayment, refundsOfOrder } from "../services/refunds";
import { refundBody, refundRequest } from "./refund-inputs";

const idPath = z.object({ id: idParam });

/** The ways a payment is taken (decision 012): the provider behind the card, and gift cards. */
export const PAYMENT_TYPES = [
  { key: "card", name: "Card" },
  { key: "gift_card", name: "Gift card" },
] as const;

export const refundReasonsRoutes = new Hono<ApiContext>().get("/", requirePermission(PERMISSIONS.paymentsView), (c) =>
  c.json({ data: REFUND_REASONS, meta: { count: REFUND_REASONS.length } }),
);

export const paymentServicesRoutes = new Hono<ApiContext>().get("/", requirePermission(PERMISSIONS.paymentsView), (c) => {
  const active = c.env.STRIPE_SECRET_KEY ? "stripe" : sandboxEnabled(c.env) ? "sandbox" : null;
  const data = [
    { key: "stripe", name: "Stripe", active: active === "stripe" },
    { key: "sandbox", name: "Sandbox (test cards, no money moves)", active: active === "sandbox" },
  ];
  return c.json({ data, meta: { count: data.length } });
});

export const paymentTypesRoutes = new Hono<ApiContext>().get("/", requirePermission(PERMISSIONS.paymentsView), (c) =>
  c.json({ data: PAYMENT_TYPES, meta: { count: PAYMENT_TYPES.length } }),
);

export const paymentAdminRoutes = new Hono<ApiContext>()
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.paymentsView), validate("param", idPath), async (c) => {
    const order = await findOrder(c.var.db, c.req.valid("param").id);
    if (!order) throw new ApiError(404, "NOT_FOUND", "Payment was not found");
    return c.json(paymentJson(order, await refundsOfOrder(c.env.DB, order.id)));
  })
  .post(
    "/:id{[0-9]+}/refund",
    requirePermission(PERMISSIONS.paymentsRefund),
    validate("param", idPath),
    validate("json", refundBody),
    async (c) => {
      const refund = await refundPayment(
        { db: c.var.db, gateway: () => paymentGateway(c.env), actor: c.var.caller, seats: c.env },
        { ...refundRequest(c.req.valid("json")), orderId: c.req.valid("param").id },
      );
      return c.json(refund, 201);
    },
  );

/** GET payments/{id}: the order's payment, what was refunded, and each refund. */
export type PaymentJson = ReturnType<typeof paymentJson>;

export function paymentJson(order: OrderRow, refunds: RefundRow[]) {
  return {
    id: order.id,
    order_id: order.id,
    order_number: order.number,
    provider: order.payment_provider,
    reference: order.payment_reference,
    card_cents: order.amount_paid_cents,
    gift_card_cents: order.gift_card_cents,
    captured_cents: order.amount_paid_cents + order.gift_card_cents,
    refunded_cents: order.refunded_cents,
    refundable_cents: Math.max(0, order.amount_paid_cents + order.gift_card_cents - order.refunded_cents),
    created_at: order.created_at,
    refunds,
  };
}
