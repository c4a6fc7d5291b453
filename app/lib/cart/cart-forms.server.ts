/** The schema of the /cart forms (cart-forms.ts): one zod object per intent. */
import { z } from "zod";
import { normalizeGiftCardCode } from "../../../workers/core/input-formats";
import { normalizePromotionCode } from "../../../workers/core/promotions";
import { DELIVERY_ZIP_MESSAGE, GIFT_CARD_CODE_MESSAGE, isCartIntent, parseDonation, PROMOTION_CODE_MESSAGE } from "./cart-forms";
import { parseZipcode } from "../../../workers/core/input-formats";
import type { FormResult } from "../core/form-data";
import { mealChoiceFromValues, type MealChoiceEntry } from "./meal-choice";
import { idField, parseWith } from "../core/form-schema.server";
import { MAX_GUESTS } from "../../../workers/core/class-offers";

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

const deliveryZip = z
  .string({ error: DELIVERY_ZIP_MESSAGE })
  .trim()
  .max(10, DELIVERY_ZIP_MESSAGE)
  .transform((input, context) => {
    const zipcode = parseZipcode(input);
    if (zipcode === null) {
      context.addIssue({ code: "custom", message: DELIVERY_ZIP_MESSAGE });
      return z.NEVER;
    }
    return zipcode;
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
  z.object({
    intent: z.literal("add"),
    ...portions,
    // A private class's sku (decision 018); public classes are added by id.
    sku: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, "Choose a class").optional(),
  }),
  z.object({ intent: z.literal("update-portion"), ...portions }),
  z.object({ intent: z.literal("remove"), classId: idField }),
  z.object({ intent: z.literal("apply-promotion"), code: promotionCode }),
  z.object({ intent: z.literal("remove-promotion"), promotionId: idField }),
  z.object({ intent: z.literal("apply-gift-card"), code: giftCardCode }),
  z.object({ intent: z.literal("remove-gift-card"), giftCardId: idField }),
  z.object({ intent: z.literal("set-donation"), donation }),
  z.object({ intent: z.literal("set-delivery-zip"), zipcode: deliveryZip }),
  z.object({
    intent: z.literal("add-guests"),
    classId: idField,
    guests: z.coerce.number({ error: "Choose the number of guests" }).int("Choose the number of guests").min(1, "Choose the number of guests").max(MAX_GUESTS, `At most ${MAX_GUESTS} at a time`),
    sku: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, "Choose a class").optional(),
  }),
]);

/** An add carries the class page's meal choice (decision 041); none is the chef's choice. */
export type CartForm = z.infer<typeof cartFormSchema> & { meals?: MealChoiceEntry[] };

/** The posted cart form, or the messages for its fields (an unknown intent is a `form` error). */
export function parseCartForm(values: Record<string, unknown>): FormResult<CartForm> {
  if (!isCartIntent(values.intent)) return { ok: false, errors: { form: ["That is not something the cart can do."] } };
  const parsed = parseWith(cartFormSchema, withPortionPair(values));
  if (!parsed.ok || parsed.value.intent !== "add") return parsed;
  const choice = mealChoiceFromValues(values);
  if (choice.error) return { ok: false, errors: { meals: [choice.error] } };
  return choice.meals ? { ok: true, value: { ...parsed.value, meals: choice.meals } } : parsed;
}

/**
 * The class page's buy box posts one radio, `portion` = "sizeId:quantityId" (decision 038): the
 * pair becomes the two ids the schema checks. A malformed pair fails those checks.
 */
function withPortionPair(values: Record<string, unknown>): Record<string, unknown> {
  if (typeof values.portion !== "string") return values;
  const [portionSizeId = "", portionQuantityId = ""] = values.portion.split(":");
  return { ...values, portionSizeId, portionQuantityId };
}
