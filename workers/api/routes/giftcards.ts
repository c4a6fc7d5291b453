/**
 * Spec §7 giftcards, the customer half: POST giftcards/balance (no sign-in) and POST
 * giftcards/apply-promotion. (POST giftcards/checkout belongs to the checkout; GET giftcards
 * and PUT giftcards/{id}/status to staff.) Decisions 009 and 011.
 */
import { Hono } from "hono";
import { z } from "zod";
import { checkGiftCardAmount } from "../../core/gift-cards";
import type { ApiContext } from "../env";
import { validate } from "../lib/validate";
import { parsePromotionCode, PROMOTION_CODE_MALFORMED } from "../services/cart-codes";
import { GIFT_CARD_MALFORMED, giftCardBalance } from "../services/gift-cards";
import { giftCardPromotionQuote } from "../services/promotions";

/** Whole cents within the gift card range (core/gift-cards.ts says what to tell the buyer). */
const giftCardAmount = z.number({ error: checkGiftCardAmount(null) ?? "" }).superRefine((value, ctx) => {
  const problem = checkGiftCardAmount(value);
  if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
});

export const giftCardsRoutes = new Hono<ApiContext>()
  .post(
    "/balance",
    validate("json", z.object({ code: z.string({ error: GIFT_CARD_MALFORMED }).max(100, GIFT_CARD_MALFORMED) })),
    async (c) => c.json(await giftCardBalance(c.var.db, c.req.valid("json").code)),
  )
  .post(
    "/apply-promotion",
    validate(
      "json",
      z.object({
        code: z.string({ error: PROMOTION_CODE_MALFORMED }).max(100, PROMOTION_CODE_MALFORMED),
        amount_cents: giftCardAmount,
      }),
    ),
    async (c) => {
      const { code, amount_cents } = c.req.valid("json");
      return c.json(await giftCardPromotionQuote(c.var.db, parsePromotionCode(code), amount_cents, new Date()));
    },
  );
