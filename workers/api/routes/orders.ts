/**
 * Spec §7 GET orders/{id}/confirmation (decision 012): the order as the confirmation page
 * shows it. Readable with `?checkout=<checkout id>` (the web keeps the id in the session of
 * the browser that paid), or by the order's owner or staff (`orders.view`) with their token.
 * Anyone else gets the same 404 as for an order that does not exist.
 */
import { Hono } from "hono";
import { z } from "zod";
import { authenticate, may } from "../auth/middleware";
import type { CallerContext } from "../lib/cart-access";
import { ApiError } from "../lib/errors";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { findOrder, orderConfirmationJson, sameSecret } from "../services/orders";

const orderNotFound = () => new ApiError(404, "NOT_FOUND", "We couldn't find that order");

export const ordersRoutes = new Hono<CallerContext>().get(
  "/:id/confirmation",
  validate("param", z.object({ id: idParam })),
  validate("query", z.object({ checkout: z.string().max(100, "must be a checkout id").optional() })),
  async (c) => {
    const db = c.var.db;
    const order = await findOrder(db, c.req.valid("param").id);
    if (!order) throw orderNotFound();
    const { checkout } = c.req.valid("query");
    if (checkout === undefined || !sameSecret(checkout, order.checkout_id)) {
      const state = await authenticate(c);
      const caller = state.match.kind === "user" ? state.match.caller : null;
      const owner = caller !== null && order.user_id !== null && caller.id === order.user_id;
      if (!caller || !(owner || may(caller, "orders.view"))) throw orderNotFound();
    }
    return c.json({ order: await orderConfirmationJson(db, order) });
  },
);
