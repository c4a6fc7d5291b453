/**
 * The forms of /cart (STYLE: Hydrogen's cart, one action switching on `intent`). Every form on
 * the cart page, and the add-to-cart form of the class pages, posts here first.
 */
import { z } from "zod";
import { normalizeGiftCardCode } from "../../workers/core/input-formats";
import { formatUsd, parseMoneyInput } from "../../workers/core/money";
import { normalizePromotionCode } from "../../workers/core/promotions";
import type { ShopAlert } from "./alerts";
import { idField, parseWith, type FieldErrors, type FormResult } from "./form-data";

export const CART_INTENTS = [
  "add",
  "update-portion",
  "remove",
  "apply-promotion",
  "remove-promotion",
  "apply-gift-card",
  "remove-gift-card",
  "set-donation",
] as const;

export type CartIntent = (typeof CART_INTENTS)[number];

/** Decision 009: a donation is at most $1,000. */
export const MAX_DONATION_CENTS = 100_000;

export const PROMOTION_CODE_MESSAGE = "Enter a code of 3 to 32 letters, digits, dashes or underscores";
export const GIFT_CARD_CODE_MESSAGE = "Enter the 16-character code from your gift card";

/** Spec §5 money input: "$50", "50.00", "1,000" — dollar signs and commas are stripped. */
export function parseDonation(input: string): { cents: number } | { error: string } {
  const cents = parseMoneyInput(input);
  if (cents === null) return { error: "Enter an amount like $10 or 12.50" };
  if (cents > MAX_DONATION_CENTS) return { error: `A donation can be at most ${formatUsd(MAX_DONATION_CENTS)}` };
  return { cents };
}

const portions = {
  classId: idField,
  portionSizeId: idField,
  portionQuantityId: idField,
};

const promotionCode = z.string({ error: PROMOTION_CODE_MESSAGE }).transform((input, context) => {
  const code = normalizePromotionCode(input);
  if (code === null) {
    context.addIssue({ code: "custom", message: PROMOTION_CODE_MESSAGE });
    return z.NEVER;
  }
  return code;
});

const giftCardCode = z.string({ error: GIFT_CARD_CODE_MESSAGE }).transform((input, context) => {
  const code = normalizeGiftCardCode(input);
  if (code === null) {
    context.addIssue({ code: "custom", message: GIFT_CARD_CODE_MESSAGE });
    return z.NEVER;
  }
  return code;
});

const donation = z.string({ error: "Enter an amount like $10 or 12.50" }).transform((input, context) => {
  const parsed = parseDonation(input);
  if ("error" in parsed) {
    context.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return parsed.cents;
});

export const cartFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...portions }),
  z.object({ intent: z.literal("update-portion"), ...portions }),
  z.object({ intent: z.literal("remove"), classId: idField }),
  z.object({ intent: z.literal("apply-promotion"), code: promotionCode }),
  z.object({ intent: z.literal("remove-promotion"), promotionId: idField }),
  z.object({ intent: z.literal("apply-gift-card"), code: giftCardCode }),
  z.object({ intent: z.literal("remove-gift-card"), giftCardId: idField }),
  z.object({ intent: z.literal("set-donation"), donation }),
]);

export type CartForm = z.infer<typeof cartFormSchema>;

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === "string" && (CART_INTENTS as readonly string[]).includes(value);
}

/** The posted cart form, or the messages for its fields (an unknown intent is a `form` error). */
export function parseCartForm(values: Record<string, unknown>): FormResult<CartForm> {
  if (!isCartIntent(values.intent)) return { ok: false, errors: { form: ["That is not something the cart can do."] } };
  return parseWith(cartFormSchema, values);
}

/** What the action answers a fetcher (and renders the page with, without JavaScript). */
export interface CartActionData {
  intent: CartIntent | null;
  /** The line, code or card the form was about, so only that form shows the message. */
  target: string | null;
  ok: boolean;
  errors: FieldErrors;
  /** The success alert, also flashed for the next page. */
  alert: ShopAlert | null;
}

