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

/**
 * The post that corrects a gift card's recipient (issue 26 part 6), for the confirmation (the
 * paying browser's checkout id is the proof) and the account's orders (`checkoutId` null: the
 * signed-in buyer): the field's message (400), the api's refusal with its status, or, done, a
 * flash and a 303 back to `backTo`. The answer names the order, for a page that lists several.
 */
export async function recipientCorrection(
  context: AppLoadContext,
  form: FormData,
  order: { orderId: string; checkoutId: string | null },
  backTo: string,
): Promise<TypedResponse<{ orderId: string; errors: Partial<Record<"recipientEmail" | "form", string[]>> }>> {
  const { orderId } = order;
  const parsed = parseGiftCardRecipient(formValues(form));
  if (!parsed.ok) return json({ orderId, errors: parsed.errors }, { status: 400 });
  let corrected: Awaited<ReturnType<typeof correctGiftCardRecipient>>;
  try {
    corrected = await correctGiftCardRecipient(context, orderId, order.checkoutId, parsed.value.recipientEmail);
  } catch (error) {
    const refused = formFailure(error, ["recipientEmail"]);
    if (refused) return json({ orderId, errors: refused.errors }, { status: refused.status });
    throw error;
  }
  flashAlert(context, {
    alertType: "success",
    title: corrected.giftCard?.scheduled ? "Address changed" : "Gift card sent again",
    message: corrected.giftCard?.scheduled
      ? `The card will go to ${parsed.value.recipientEmail} on the day you chose.`
      : `An e-mail with the card is on its way to ${parsed.value.recipientEmail}.`,
  });
  return redirect(backTo, 303);
}

/**
 * Decision 063: the post that moves the day of a card not yet sent, for the same two pages and
 * buyers as recipientCorrection: the field's message (400), the api's refusal with its status
 * (409 once it has gone), or, done, a flash and a 303 back to `backTo`.
 */
export async function giftCardReschedule(
  context: AppLoadContext,
  form: FormData,
  order: { orderId: string; checkoutId: string | null },
  backTo: string,
): Promise<TypedResponse<{ orderId: string; errors: Partial<Record<"sendOn" | "form", string[]>> }>> {
  const { orderId } = order;
  const parsed = parseGiftCardSendDay(formValues(form));
  if (!parsed.ok) return json({ orderId, errors: parsed.errors }, { status: 400 });
  try {
    await mutate(context, RescheduleGiftCard, { orderId, checkoutId: order.checkoutId, sendOn: parsed.value.sendOn });
  } catch (error) {
    const refused = formFailure(error, ["sendOn"]);
    if (refused) return json({ orderId, errors: refused.errors }, { status: refused.status });
    throw error;
  }
  flashAlert(context, { alertType: "success", title: "Day changed", message: `The card will be e-mailed on ${sendMomentText(parsed.value.sendOn)}.` });
  return redirect(backTo, 303);
}

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
