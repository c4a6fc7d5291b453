/**
 * The gift card forms: buying one (decision 009 "Gift cards": $10–$500 by the money input rules
 * of spec §5, recipient, sender, message, an optional promotion code) and checking a balance.
 */
import { z } from "zod";
import { sendDayProblem } from "../../../workers/core/gift-card-delivery";
import { checkGiftCardAmount, chosenGiftCardAmount, DEFAULT_GIFT_CARD_DESIGN, GIFT_CARD_DESIGNS } from "../../../workers/core/gift-cards";
import { normalizeGiftCardCode } from "../../../workers/core/input-formats";
import { parseMoneyInput } from "../../../workers/core/money";
import { normalizePromotionCode } from "../../../workers/core/promotions";
import { GIFT_CARD_CODE_MESSAGE, PROMOTION_CODE_MESSAGE } from "../cart/cart-forms";
import type { FormResult } from "../core/form-data";
import { emailField, optionalText, parseWith, requiredText } from "../core/form-schema.server";
import { IDEMPOTENCY_KEY_RE } from "./idempotency";

/** "$50", "50.00", "1,00" → cents, or the message for the amount field. */
export function parseGiftCardAmount(input: string): { cents: number } | { error: string } {
  const cents = parseMoneyInput(input);
  const problem = checkGiftCardAmount(cents);
  return problem === null && cents !== null ? { cents } : { error: problem ?? "Enter an amount" };
}

const amountField = z.string({ error: "Enter an amount" }).transform((input, context) => {
  const parsed = parseGiftCardAmount(input);
  if ("error" in parsed) {
    context.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return parsed.cents;
});

const optionalPromotionCode = z
  .string()
  .optional()
  .transform((input, context) => {
    if (!input || input.trim() === "") return null;
    const code = normalizePromotionCode(input);
    if (code === null) {
      context.addIssue({ code: "custom", message: PROMOTION_CODE_MESSAGE });
      return z.NEVER;
    }
    return code;
  });

/** Decision 063: the day to e-mail the card, from today to a year ahead (kitchen time); blank: when paid. */
const sendDayField = (optional: boolean) =>
  z
    .string()
    .optional()
    .transform((input = "", context) => {
      const day = input.trim();
      if (day === "" && optional) return null;
      const problem = day === "" ? "Choose the day to send it" : sendDayProblem(day, new Date());
      if (problem) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return day;
    });

export const giftCardPurchaseSchema = z.object({
  idempotencyKey: z
    .string({ error: "This form is out of date. Please submit it again." })
    .regex(IDEMPOTENCY_KEY_RE, "This form is out of date. Please submit it again."),
  amount: amountField,
  recipientName: requiredText("the recipient’s name"),
  recipientEmail: emailField("the recipient’s e-mail address"),
  senderName: requiredText("your name"),
  message: optionalText("the message", 500),
  sendOn: sendDayField(true),
  // Issue 30 part 8: one of the designs; nothing chosen is the default design.
  design: z
    .string()
    .optional()
    .transform((key = "", context) => {
      if (key === "") return DEFAULT_GIFT_CARD_DESIGN;
      if (!GIFT_CARD_DESIGNS.some((design) => design.key === key)) {
        context.addIssue({ code: "custom", message: "Choose one of the designs" });
        return z.NEVER;
      }
      return key;
    }),
  purchaserEmail: emailField("your e-mail address for the receipt"),
  promotionCode: optionalPromotionCode,
});

export type GiftCardPurchaseForm = z.infer<typeof giftCardPurchaseSchema>;

/** Issue 26 part 6: the buyer corrects the recipient's address of a card bought for a friend. */
export const giftCardRecipientSchema = z.object({ recipientEmail: emailField("the recipient’s e-mail address") });

/** Decision 063: the buyer moves the day of a card not yet sent. */
export const giftCardSendDaySchema = z.object({ sendOn: sendDayField(false).transform((day) => day ?? "") });

export function parseGiftCardSendDay(values: Record<string, unknown>): FormResult<z.infer<typeof giftCardSendDaySchema>> {
  return parseWith(giftCardSendDaySchema, values);
}

export function parseGiftCardRecipient(values: Record<string, unknown>): FormResult<z.infer<typeof giftCardRecipientSchema>> {
  return parseWith(giftCardRecipientSchema, values);
}

/** A preset amount (issue 30 part 8) or the typed one: the preset wins unless "Other" is chosen. */
function withChosenAmount(values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, amount: chosenGiftCardAmount(values.amountChoice, values.amount) };
}

export function parseGiftCardPurchase(values: Record<string, unknown>): FormResult<GiftCardPurchaseForm> {
  return parseWith(giftCardPurchaseSchema, withChosenAmount(values));
}

/** Just the amount and the code, to quote a promotion before buying. */
export const giftCardQuoteSchema = z.object({
  amount: amountField,
  promotionCode: optionalPromotionCode.refine((code) => code !== null, "Enter a promotion code to check"),
});

export function parseGiftCardQuote(values: Record<string, unknown>): FormResult<{ amount: number; promotionCode: string }> {
  const parsed = parseWith(giftCardQuoteSchema, withChosenAmount(values));
  if (!parsed.ok) return parsed;
  return { ok: true, value: { amount: parsed.value.amount, promotionCode: parsed.value.promotionCode ?? "" } };
}

/** Spec §5 giftcard input: 16 letters or digits in four groups, case and dashes forgiven. */
export function parseGiftCardCode(values: Record<string, unknown>): FormResult<{ code: string }> {
  const code = typeof values.code === "string" ? normalizeGiftCardCode(values.code) : null;
  return code === null ? { ok: false, errors: { code: [GIFT_CARD_CODE_MESSAGE] } } : { ok: true, value: { code } };
}
