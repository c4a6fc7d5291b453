/**
 * Gift cards on the web (decision 009 "Gift cards", decision 011): buying one (a checkout of
 * kind GIFT_CARD with its payment page), quoting a promotion for it, and a balance look-up that
 * needs no sign-in. Codes are answered masked; the whole code goes only to the recipient.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { attempt, mutate, query } from "../core/graphql.server";
import { SUCCESS_PATH, type StartedCheckout } from "./checkout.server";
import type { GiftCardPurchaseForm } from "./gift-card-forms.server";

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
 */
export async function correctGiftCardRecipient(context: AppLoadContext, orderId: string, checkoutId: string, recipientEmail: string) {
  const { correctGiftCardRecipient: order } = await mutate(context, CorrectGiftCardRecipient, { orderId, checkoutId, recipientEmail });
  return order;
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
      }
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
