/**
 * Spec §7 POST giftcards/checkout (decisions 009 and 012): buying a gift card is a checkout of
 * kind `gift_card`. Mounted on /giftcards/checkout beside the cart engineer's giftcards routes.
 */
import { Hono } from "hono";
import type { CallerContext } from "../lib/cart-access";
import { validate } from "../lib/validate";
import { startGiftCardCheckout } from "../services/checkout";
import { checkoutContext } from "./checkout";
import { giftCardCheckoutBody } from "./checkout-inputs";

export const giftCardCheckoutRoutes = new Hono<CallerContext>().post("/", validate("json", giftCardCheckoutBody), async (c) => {
  const answer = await startGiftCardCheckout(await checkoutContext(c), c.req.valid("json"));
  return c.json(answer.body, answer.status);
});
