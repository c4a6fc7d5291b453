/**
 * Spec §7 GET orders/{id}/confirmation (decision 012): the order as the confirmation page
 * shows it. Readable with `?checkout=<checkout id>` (the web keeps the id in the session of
 * the browser that paid), or by the order's owner or staff (`orders.view`) with their token.
 * Anyone else gets the same 404 as for an order that does not exist.
 * POST orders/{id}/gift-card/recipient (issue 26 part 6): the buyer, proven the same way (not
 * staff), corrects the recipient's address of an unused card and it is e-mailed there again.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { emailRule } from "../../core/field-schemas";
import { authenticate, may } from "../auth/middleware";
import { callerOf, type CallerContext } from "../lib/cart-access";
import { ApiError } from "../lib/errors";
import { idParam } from "../lib/params";
import { shopOrigin } from "../lib/shop-origin";
import { validate } from "../lib/validate";
import { rescheduleGiftCard } from "../services/dated-gift-cards";
import { correctGiftCardRecipient } from "../services/gift-card-recipient";
import { findOrder, orderConfirmationJson, sameSecret, type OrderRow } from "../services/orders";
import type { Caller } from "../services/users";

const orderNotFound = () => new ApiError(404, "NOT_FOUND", "We couldn't find that order");

const checkoutCapability = z.string().max(100, "must be a checkout id").optional();

/**
 * Whoever holds the checkout id that paid, or the signed-in owner; staff too when `staff` is
 * true. Anyone else: the 404 of an order that does not exist. Answers the signed-in caller
 * when it was the sign-in that proved it (null for the checkout id).
 */
async function assertOrderAccess(
  c: Context<CallerContext>,
  order: OrderRow,
  checkout: string | undefined,
  staff: boolean,
): Promise<Caller | null> {
  if (checkout !== undefined && sameSecret(checkout, order.checkout_id)) return null;
  const state = await authenticate(c);
  const caller = state.match.kind === "user" ? state.match.caller : null;
  const owner = caller !== null && order.user_id !== null && caller.id === order.user_id;
  if (!caller || !(owner || (staff && may(caller, "orders.view")))) throw orderNotFound();
  return caller;
}

export const ordersRoutes = new Hono<CallerContext>()
  .get(
    "/:id/confirmation",
    validate("param", z.object({ id: idParam })),
    validate("query", z.object({ checkout: checkoutCapability })),
    async (c) => {
      const db = c.var.db;
      const order = await findOrder(db, c.req.valid("param").id);
      if (!order) throw orderNotFound();
      await assertOrderAccess(c, order, c.req.valid("query").checkout, true);
      return c.json({ order: await orderConfirmationJson(db, order) });
    },
  )
  .post(
    "/:id/gift-card/recipient",
    validate("param", z.object({ id: idParam })),
    validate("json", z.object({ recipient_email: emailRule(), checkout: checkoutCapability })),
    async (c) => {
      const db = c.var.db;
      const order = await findOrder(db, c.req.valid("param").id);
      if (!order) throw orderNotFound();
      const { recipient_email, checkout } = c.req.valid("json");
      // The signed-in buyer is audited even when the checkout id proved it; a guest is not a caller.
      const buyer = (await assertOrderAccess(c, order, checkout, false)) ?? (await callerOf(c));
      await correctGiftCardRecipient(db, order, recipient_email, buyer, new Date(), shopOrigin(c));
      return c.json({ order: await orderConfirmationJson(db, order) });
    },
  )
  // Decision 063: the buyer chooses another day for a card not yet sent.
  .post(
    "/:id/gift-card/send-day",
    validate("param", z.object({ id: idParam })),
    validate("json", z.object({ send_on: z.string({ error: "is required" }).trim().max(20, "must be a day like 2026-12-25"), checkout: checkoutCapability })),
    async (c) => {
      const db = c.var.db;
      const order = await findOrder(db, c.req.valid("param").id);
      if (!order) throw orderNotFound();
      const { send_on, checkout } = c.req.valid("json");
      const buyer = (await assertOrderAccess(c, order, checkout, false)) ?? (await callerOf(c));
      await rescheduleGiftCard(db, order, send_on, buyer, new Date());
      return c.json({ order: await orderConfirmationJson(db, order) });
    },
  );
