/**
 * Spec §7 POST carts/{id}/checkout and POST carts/{id}/stripe-checkout, and the checkout
 * itself: GET checkouts/{id} (the web polls it for the outcome) and POST checkouts/{id}/cancel
 * ("back to cart"). Decisions 009 and 012. A checkout id is an unguessable uuid: knowing it is
 * the capability to read or cancel it, as a cart's uuid is for the cart.
 */
import { Hono, type Context } from "hono";
import { assertCartAccess, callerOf, type CallerContext } from "../lib/cart-access";
import { validate } from "../lib/validate";
import { findCart } from "../services/cart-state";
import { startCartCheckout } from "../services/checkout";
import type { CheckoutContext } from "../services/checkout-context";
import { cancelCheckout, cartPaymentSession, readCheckout } from "../services/checkout-payment-page";
import { cartParams } from "./cart-inputs";
import { shopOrigin } from "../lib/shop-origin";
import { cartCheckoutBody, checkoutParams, stripeCheckoutBody } from "./checkout-inputs";

/** `withCaller`: a sent token must verify, and the order will belong to its user. */
export async function checkoutContext(c: Context<CallerContext>, withCaller = true): Promise<CheckoutContext> {
  const caller = withCaller ? await callerOf(c) : null;
  return { db: c.var.db, env: c.env, now: new Date(), origin: shopOrigin(c), callerId: caller?.id ?? null };
}

/** Mounted on /carts beside the cart engineer's routes. */
export const cartCheckoutRoutes = new Hono<CallerContext>()
  .post("/:uuid/checkout", validate("param", cartParams), validate("json", cartCheckoutBody), async (c) => {
    const ctx = await checkoutContext(c);
    const { uuid } = c.req.valid("param");
    await assertCartAccess(c, await findCart(ctx.db, uuid));
    const answer = await startCartCheckout(ctx, uuid, c.req.valid("json"));
    return c.json(answer.body, answer.status);
  })
  .post("/:uuid/stripe-checkout", validate("param", cartParams), validate("json", stripeCheckoutBody), async (c) => {
    const ctx = await checkoutContext(c);
    const { uuid } = c.req.valid("param");
    await assertCartAccess(c, await findCart(ctx.db, uuid));
    return c.json(await cartPaymentSession(ctx, uuid, c.req.valid("json").checkout_id));
  });

export const checkoutsRoutes = new Hono<CallerContext>()
  .get("/:id", validate("param", checkoutParams), async (c) =>
    c.json(await readCheckout(await checkoutContext(c, false), c.req.valid("param").id)),
  )
  .post("/:id/cancel", validate("param", checkoutParams), async (c) =>
    c.json(await cancelCheckout(await checkoutContext(c, false), c.req.valid("param").id)),
  );
