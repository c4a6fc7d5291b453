/**
 * The zod schemas of the checkout and payment calls (decisions 009 and 012): the contact and
 * registration details (spec §3 registration payload), the gift card purchase, and the
 * sandbox's card form. Every string has a maximum length.
 */
import { z } from "zod";
import { MAX_GUESTS } from "../../core/class-offers";
import { checkGiftCardAmount, DEFAULT_GIFT_CARD_DESIGN, GIFT_CARD_DESIGNS } from "../../core/gift-cards";
import { parseMoneyInput } from "../../core/money";
import { emailField, phoneField, SPICE_TOLERANCES } from "../lib/user-input";
import { cardExpired, CARD_MESSAGES, compactCardNumber, passesLuhn, sandboxCardOutcome } from "../payments/sandbox";
import type { CartCheckoutInput, GiftCardCheckoutInput } from "../services/checkout-context";
import { parsePromotionCode } from "../services/cart-codes";
import { CART_LIMITS } from "../services/cart-state";
import { addressBody } from "./addresses";

export const personName = z
  .string({ error: "is required" })
  .max(100, "must be at most 100 characters")
  .trim()
  .min(1, "is required");

/** One per attempt, made by the client (a uuid is ideal); repeating it answers the same checkout. */
export const idempotencyKeyField = z
  .string({ error: "must be a key of 8 to 100 characters, new for each checkout attempt" })
  .regex(/^[\x21-\x7e]{8,100}$/, "must be a key of 8 to 100 characters (no spaces), new for each checkout attempt");

/** Where the payment page sends the customer back: a path on the shop itself, never elsewhere. */
export const returnPathField = z
  .string({ error: "must be a path on this shop, like /checkout/success" })
  .max(500, "must be at most 500 characters")
  .refine(
    (path) => path.startsWith("/") && !path.startsWith("//") && !/[\\\s]/.test(path),
    "must be a path on this shop, like /checkout/success",
  );

const allergyKeys = z
  .array(z.string().max(50).regex(/^[a-z][a-z0-9-]*$/, "must name allergies by key"), {
    error: "must be a list of allergy keys",
  })
  .max(30, "may name at most 30 allergies");

export const cartCheckoutBody = z
  .object({
    idempotency_key: idempotencyKeyField,
    first_name: personName,
    last_name: personName,
    email: emailField,
    phone: phoneField,
    allergies: allergyKeys.default([]),
    allergy_notes: z.string().max(1000, "must be at most 1000 characters").trim().nullish(),
    spice_tolerance: z.enum(SPICE_TOLERANCES, { error: "must be mild, medium or hot" }).nullish(),
    address: addressBody.nullish(),
    // Decision 040: one per seat of each seats/pairs line (a couple is two guests).
    guests: z
      .array(
        z.object({
          class_id: z.number({ error: "must name the guest's class" }).int("must name the guest's class").min(1, "must name the guest's class"),
          first_name: personName,
          last_name: personName,
          allergies: allergyKeys.default([]),
        }),
        { error: "must be a list of guests" },
      )
      .max(2 * MAX_GUESTS * CART_LIMITS.classes, "lists too many guests")
      .optional(),
    success_url: returnPathField,
    cancel_url: returnPathField,
    expected_amount_due_cents: z.number().int().min(0).max(100_000_000).optional(),
  })
  .transform(
    (body): CartCheckoutInput => ({
      ...body,
      allergy_notes: body.allergy_notes ?? "",
      spice_tolerance: body.spice_tolerance ?? "",
      address: body.address ?? null,
    }),
  );

/** `amount` as typed ("$50", spec §5 money input) or `amount_cents`: exactly one, $10–$500. */
export const giftCardCheckoutBody = z
  .object({
    amount: z.string().max(20, "must be an amount like $50").optional(),
    amount_cents: z.number().int("must be whole cents").optional(),
    recipient_name: personName,
    recipient_email: emailField,
    sender_name: personName,
    message: z.string().max(500, "must be at most 500 characters").trim().default(""),
    /** The day to e-mail the card (decision 063), YYYY-MM-DD in the kitchen's zone; checked against the clock by the service. */
    send_on: z.string().trim().max(20, "must be a day like 2026-12-25").nullish(),
    /** Issue 30 part 8: the card's design; absent: the default. */
    design: z.string().trim().max(20).nullish(),
    purchaser_email: emailField,
    promotion_code: z.string().max(100).nullish(),
    idempotency_key: idempotencyKeyField,
    success_url: returnPathField,
    cancel_url: returnPathField,
  })
  .transform((body, ctx): GiftCardCheckoutInput => {
    const field = body.amount_cents === undefined ? "amount" : "amount_cents";
    if ((body.amount === undefined) === (body.amount_cents === undefined)) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "give the amount as amount or amount_cents (one of them)" });
      return z.NEVER;
    }
    const cents = body.amount_cents ?? parseMoneyInput(body.amount ?? "");
    const problem = checkGiftCardAmount(cents);
    if (problem !== null || cents === null) {
      ctx.addIssue({ code: "custom", path: [field], message: problem ?? "is required" });
      return z.NEVER;
    }
    const design = body.design || DEFAULT_GIFT_CARD_DESIGN;
    if (!GIFT_CARD_DESIGNS.some((known) => known.key === design)) {
      ctx.addIssue({ code: "custom", path: ["design"], message: `must be one of ${GIFT_CARD_DESIGNS.map((known) => known.key).join(", ")}` });
      return z.NEVER;
    }
    let code: string | null = null;
    if (body.promotion_code && body.promotion_code.trim() !== "") {
      try {
        code = parsePromotionCode(body.promotion_code);
      } catch (error) {
        ctx.addIssue({ code: "custom", path: ["promotion_code"], message: error instanceof Error ? error.message : "is not a code" });
        return z.NEVER;
      }
    }
    return {
      amount_cents: cents,
      recipient_name: body.recipient_name,
      recipient_email: body.recipient_email,
      sender_name: body.sender_name,
      message: body.message,
      send_on: body.send_on || null,
      design,
      purchaser_email: body.purchaser_email,
      promotion_code: code,
      idempotency_key: body.idempotency_key,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
    };
  });

export const stripeCheckoutBody = z.object({
  checkout_id: z.string({ error: "must be a checkout id" }).uuid("must be a checkout id"),
});

export const checkoutParams = z.object({ id: z.string().uuid("must be a checkout id") });

// ---------------------------------------------------------------------------------------------
// The sandbox's card form
// ---------------------------------------------------------------------------------------------

const wholeNumber = (message: string) =>
  z.union([z.number().int(), z.string().trim().regex(/^\d{1,4}$/).transform(Number)], { error: message });

/** Field errors (Luhn, then a test card; month, year, expiry; cvc; name), as Stripe's form shows them. */
export const sandboxCardBody = z
  .object({
    card_number: z
      .string({ error: "Enter the card number" })
      .max(30, "Enter the card number")
      .refine((number) => passesLuhn(compactCardNumber(number)), { message: "This card number is not valid", abort: true })
      .refine((number) => sandboxCardOutcome(number) !== null, CARD_MESSAGES.not_a_test_card),
    exp_month: wholeNumber("Enter the expiry month (1–12)").refine((month) => month >= 1 && month <= 12, "Enter the expiry month (1–12)"),
    exp_year: wholeNumber("Enter the expiry year").refine(
      (year) => (year >= 0 && year < 100) || (year >= 2000 && year < 2100),
      "Enter the expiry year",
    ),
    cvc: z.string({ error: "Enter the 3- or 4-digit security code" }).trim().regex(/^\d{3,4}$/, "Enter the 3- or 4-digit security code"),
    name: z.string({ error: "Enter the name on the card" }).trim().min(1, "Enter the name on the card").max(100, "must be at most 100 characters"),
  })
  .superRefine((card, ctx) => {
    if (cardExpired(card.exp_month, card.exp_year, new Date())) {
      ctx.addIssue({ code: "custom", path: ["exp_year"], message: "This card has expired" });
    }
  });

export const sandboxSessionParams = z.object({
  sessionId: z.string().regex(/^cs_sandbox_[A-Za-z0-9]{8,64}$/, "must be a sandbox payment session"),
});
