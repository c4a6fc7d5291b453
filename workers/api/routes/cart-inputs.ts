/** The zod schemas of the cart calls' paths and bodies (spec §7 carts; decision 011). */
import { z } from "zod";
import { MAX_GUESTS, type CartClassInput } from "../services/cart-classes";
import { CART_LIMITS } from "../services/cart-state";
import { idParam, zipcodeParam } from "../lib/params";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cart id: the uuid POST carts answered (any case; stored lower case). */
export const cartUuidParam = z
  .string()
  .regex(UUID_RE, "must be a cart id (a uuid)")
  .transform((value) => value.toLowerCase());

export const cartParams = z.object({ uuid: cartUuidParam });

/** A row id in a JSON body: a whole number from 1 (not a numeric string). */
export const idField = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be a positive id")
  .max(2_147_483_647, "is too large");

const skuField = z
  .string({ error: "must be a class sku" })
  .trim()
  .max(40, "must be a class sku")
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "must be a class sku")
  .transform((value) => value.toUpperCase());

/** Which meals of the class's menu, a quantity each (decision 041); [] is the chef's choice. */
export const mealChoiceField = z
  .array(
    z.object({
      meal_id: idField,
      quantity: z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must not be negative").max(50, "is too many"),
    }),
    { error: "must be a list of meals" },
  )
  .max(50, "may list at most 50 meals");

/**
 * A class (by `class_id` or `sku`, exactly one) with its portion variation, or — for a class
 * whose type sells seats or pairs — its number of `guests` (couples for pairs; decision 040);
 * a portions class optionally its `meals` (decision 041).
 * Which of them the class needs is checked against its type by the service.
 */
export const cartClassBody = z
  .object({
    class_id: idField.optional(),
    sku: skuField.optional(),
    portion_size_id: idField.optional(),
    portion_quantity_id: idField.optional(),
    guests: z
      .number({ error: `must be a number of guests, 1 to ${MAX_GUESTS}` })
      .int(`must be a number of guests, 1 to ${MAX_GUESTS}`)
      .min(1, `must be a number of guests, 1 to ${MAX_GUESTS}`)
      .max(MAX_GUESTS, `must be a number of guests, 1 to ${MAX_GUESTS}`)
      .optional(),
    meals: mealChoiceField.optional(),
  })
  .refine((value) => (value.class_id === undefined) !== (value.sku === undefined), {
    message: "give the class as class_id or sku (one of them)",
    path: ["class_id"],
  })
  .transform(
    ({ class_id, sku, portion_size_id, portion_quantity_id, guests, meals }): CartClassInput =>
      class_id !== undefined
        ? { class_id, portion_size_id, portion_quantity_id, guests, meals }
        : { sku: sku ?? "", portion_size_id, portion_quantity_id, guests, meals },
  );

/** PUT carts/{id}/classes/{classId}/meals (decision 041). */
export const lineMealsBody = z.object({ meals: mealChoiceField });

/** PUT carts/{id}: the cart's classes, replaced as a whole. */
export const cartReplaceBody = z.object({
  classes: z
    .array(cartClassBody, { error: "must be a list of classes" })
    .max(CART_LIMITS.classes, `may list at most ${CART_LIMITS.classes} classes`),
});

/** PUT carts/{id}/delivery-zip (decision 083): the zip a delivery goes to, asked first. */
export const deliveryZipBody = z.object({ zipcode: zipcodeParam });

/** PUT carts/{id}/charity: whole cents, $0 to $1,000 (decision 009). */
export const charityBody = z.object({
  donation_cents: z
    .number({ error: "must be a number of cents" })
    .int("must be whole cents")
    .min(0, "must not be negative")
    .max(CART_LIMITS.donationCents, `must be at most ${CART_LIMITS.donationCents} ($1,000.00)`),
  charity_window_id: idField.optional(),
});

/** A code as typed; its shape is checked by the service (core/promotions, core/input-formats). */
export const codeBody = (message: string) =>
  z.object({ code: z.string({ error: message }).max(100, message) });

export const classIdParams = z.object({ uuid: cartUuidParam, classId: idParam });
export const promotionIdParams = z.object({ uuid: cartUuidParam, promotionId: idParam });
export const giftCardIdParams = z.object({ uuid: cartUuidParam, giftCardId: idParam });
export const addressIdParams = z.object({ uuid: cartUuidParam, addressId: idParam });

/** POST carts/{id}/address with one of the owner's saved addresses instead of the fields. */
export const savedAddressBody = z.object({ address_id: idField });
