/**
 * Gift cards on the web (decision 009 "Gift cards", decision 011): buying one (a checkout of
 * kind GIFT_CARD with its payment page), quoting a promotion for it, and a balance look-up that
 * needs no sign-in. Codes are answered masked; the whole code goes only to the recipient.
 */
import { json, redirect, type AppLoadContext, type TypedResponse } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { sendMomentText } from "../../../workers/core/gift-card-delivery";
import { flashAlert } from "../core/flash-alerts.server";
import { formValues } from "../core/form-data";
import { attempt, formFailure, mutate, query } from "../core/graphql.server";
import { SUCCESS_PATH, type StartedCheckout } from "./checkout.server";
import { parseGiftCardRecipient, parseGiftCardSendDay, type GiftCardPurchaseForm } from "./gift-card-forms.server";

export const GIFT_CARD_FORM_PATH = "/gift-cards/checkout";

export function buyGiftCard(context: AppLoadContext, form: GiftCardPurchaseForm, shopOrigin: string) {
  return attempt<StartedCheckout>(async () => {
    const { buyGiftCard: started } = await mutate(
      context,
      BuyGiftCard,
      {
        input: {
          amountCents: form.amount,
          recipientName: form.recipientName,
          recipientEmail: form.recipientEmail,
          senderName: form.senderName,
          message: form.message || null,
          sendOn: form.sendOn,
          design: form.design,
          purchaserEmail: form.purchaserEmail,
          promotionCode: form.promotionCode,
          idempotencyKey: form.idempotencyKey,
          successUrl: SUCCESS_PATH,
          cancelUrl: GIFT_CARD_FORM_PATH,
        },
      },
      { shopOrigin },
    );
    const paid = started.orderId != null || started.checkout.amountDueCents === 0;
    return {
      checkoutId: started.checkout.id,
      paymentUrl: paid ? null : (started.checkout.paymentUrl ?? null),
      amountDueCents: started.checkout.amountDueCents,
    };
  });
}

/**
 * Issue 26 part 6: the buyer (this browser's paid checkout id, or the signed-in owner) corrects
 * the recipient's address of an unused card; the card is e-mailed there again. Throws the
 * GraphQL failure (BAD_USER_INPUT on recipientEmail, NOT_FOUND, CONFLICT once used).
 * `checkoutId` null: the signed-in buyer, whose sign-in is the proof.
 */
export async function correctGiftCardRecipient(context: AppLoadContext, orderId: string, checkoutId: string | null, recipientEmail: string) {
  const { correctGiftCardRecipient: order } = await mutate(context, CorrectGiftCardRecipient, { orderId, checkoutId, recipientEmail });
  return order;
}

type BuyerOrder = { orderId: string; checkoutId: string | null };
type FlashWords = { title: string; message: string };

/**
 * A buyer's post about their order's gift card, for the confirmation (the paying browser's
 * checkout id is the proof) and the account's orders (`checkoutId` null: the signed-in buyer):
 * the field's message (400), the api's refusal with its status, or, done, a flash and a 303 back
 * to `backTo`. The answer names the order, for a page that lists several.
 */
async function buyerCardPost<Field extends string, Value>(
  context: AppLoadContext,
  form: FormData,
  order: BuyerOrder,
  backTo: string,
  post: {
    field: Field;
    parse: (values: Record<string, unknown>) => { ok: true; value: Value } | { ok: false; errors: Partial<Record<Field | "form", string[]>> };
    change: (value: Value) => Promise<FlashWords>;
  },
): Promise<TypedResponse<{ orderId: string; errors: Partial<Record<Field | "form", string[]>> }>> {
  const { orderId } = order;
  const parsed = post.parse(formValues(form));
  if (!parsed.ok) return json({ orderId, errors: parsed.errors }, { status: 400 });
  let done: FlashWords;
  try {
    done = await post.change(parsed.value);
  } catch (error) {
    const refused = formFailure(error, [post.field]);
    if (refused) return json({ orderId, errors: refused.errors as Partial<Record<Field | "form", string[]>> }, { status: refused.status });
    throw error;
  }
  flashAlert(context, { alertType: "success", ...done });
  return redirect(backTo, 303);
}

/** Issue 26 part 6: the buyer corrects the recipient's address (a card not yet sent just changes address). */
export const recipientCorrection = (context: AppLoadContext, form: FormData, order: BuyerOrder, backTo: string) =>
  buyerCardPost(context, form, order, backTo, {
    field: "recipientEmail",
    parse: parseGiftCardRecipient,
    change: async ({ recipientEmail }) => {
      const corrected = await correctGiftCardRecipient(context, order.orderId, order.checkoutId, recipientEmail);
      return corrected.giftCard?.scheduled
        ? { title: "Address changed", message: `The card will go to ${recipientEmail} on the day you chose.` }
        : { title: "Gift card sent again", message: `An e-mail with the card is on its way to ${recipientEmail}.` };
    },
  });

/** Decision 063: the buyer moves the day of a card not yet sent (409 once it has gone). */
export const giftCardReschedule = (context: AppLoadContext, form: FormData, order: BuyerOrder, backTo: string) =>
  buyerCardPost(context, form, order, backTo, {
    field: "sendOn",
    parse: parseGiftCardSendDay,
    change: async ({ sendOn }) => {
      await mutate(context, RescheduleGiftCard, { orderId: order.orderId, checkoutId: order.checkoutId, sendOn });
      return { title: "Day changed", message: `The card will be e-mailed on ${sendMomentText(sendOn)}.` };
    },
  });

export function quoteGiftCardPromotion(context: AppLoadContext, code: string, amountCents: number) {
  return attempt(async () => (await query(context, GiftCardQuote, { code, amountCents })).giftCardPromotionQuote);
}

export function giftCardBalance(context: AppLoadContext, code: string) {
  // The same answer for everyone: a balance does not depend on who asks.
  return attempt(async () => (await query(context, GiftCardBalanceQuery, { code })).giftCardBalance);
}


const BuyGiftCard = graphql(`
  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {
    buyGiftCard(input: $input) {
      orderId
      checkout {
        id
        amountDueCents
        paymentUrl
      }
    }
  }
`);

const CorrectGiftCardRecipient = graphql(`
  mutation CorrectGiftCardRecipient($orderId: ID!, $checkoutId: ID, $recipientEmail: String!) {
    correctGiftCardRecipient(orderId: $orderId, checkoutId: $checkoutId, recipientEmail: $recipientEmail) {
      id
      giftCard {
        recipientEmail
        emailState
        scheduled
      }
    }
  }
`);

const RescheduleGiftCard = graphql(`
  mutation RescheduleGiftCard($orderId: ID!, $checkoutId: ID, $sendOn: String!) {
    rescheduleGiftCard(orderId: $orderId, checkoutId: $checkoutId, sendOn: $sendOn) {
      id
    }
  }
`);

const GiftCardQuote = graphql(`
  query GiftCardPromotionQuote($code: String!, $amountCents: Int!) {
    giftCardPromotionQuote(code: $code, amountCents: $amountCents) {
      code
      amountCents
      discountCents
      amountDueCents
      promotion {
        id
        name
        description
      }
    }
  }
`);

const GiftCardBalanceQuery = graphql(`
  query GiftCardBalance($code: String!) {
    giftCardBalance(code: $code) {
      code
      balanceCents
      status
    }
  }
`);
