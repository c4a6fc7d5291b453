/**
 * The sandbox's hosted payment page (decision 012): what /pay/{session} shows and the card it
 * posts. Stripe's hosted page does the same in production; this one takes Stripe's test cards.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { attempt, mutate, query } from "../core/graphql.server";
import type { CardForm } from "./payment-form.server";

/** Stripe's session ids are letters, digits and underscores. */
export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_]{8,128}$/.test(value);
}

export async function loadPaymentSession(context: AppLoadContext, sessionId: string) {
  const { sandboxPaymentSession } = await query(context, SandboxSession, { sessionId });
  return sandboxPaymentSession ?? null;
}

export function payWithCard(context: AppLoadContext, sessionId: string, card: CardForm) {
  return attempt(async () => {
    const { paySandboxSession } = await mutate(context, PaySandboxSession, {
      sessionId,
      card: {
        cardNumber: card.cardNumber,
        expMonth: card.expiry.month,
        expYear: card.expiry.year,
        cvc: card.cvc,
        name: card.name,
      },
    });
    return paySandboxSession;
  });
}

const SandboxSession = graphql(`
  query SandboxPaymentPage($sessionId: ID!) {
    sandboxPaymentSession(sessionId: $sessionId) {
      sessionId
      checkoutId
      amountCents
      currency
      description
      customerEmail
      status
      expiresAt
      successUrl
      cancelUrl
      lastError
      orderId
    }
  }
`);

const PaySandboxSession = graphql(`
  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {
    paySandboxSession(sessionId: $sessionId, card: $card) {
      status
      declineCode
      message
      checkoutId
      orderId
      redirectUrl
    }
  }
`);
