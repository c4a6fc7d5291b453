/**
 * Stripe Checkout as the payment gateway (decision 012): one hosted Checkout Session per
 * checkout, created with the checkout id as Stripe's idempotency key, and refunds of its
 * payment intent. The fetch HTTP client runs on Workers; STRIPE_API_BASE points it at a local
 * server in tests, so no test ever calls api.stripe.com.
 */
import Stripe from "stripe";
import { PaymentGatewayError, type PaymentGateway, type PaymentSessionInput } from "./types";

/** Pinned (stripe 23.1.0's own version), so an account upgrade never changes our requests. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** Stripe's limit for a product name is generous, but a description of 20 classes is long. */
const MAX_PRODUCT_NAME = 250;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. `http://127.0.0.1:4242` in tests; Stripe's own API otherwise. */
  apiBase?: string;
}

export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (protocol === "http" ? 80 : 443),
      protocol,
    }),
  });
}

function absoluteUrl(url: string, what: string): string {
  if (!/^https?:\/\//.test(url)) {
    throw new PaymentGatewayError(`Stripe needs an absolute ${what}; set PUBLIC_ORIGIN or send x-shop-origin`);
  }
  return url;
}

function gatewayError(action: string, error: unknown): PaymentGatewayError {
  const detail = error instanceof Error ? error.message : String(error);
  return new PaymentGatewayError(`Stripe could not ${action}: ${detail}`, { cause: error });
}

export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = stripeClient(options.secretKey, options.apiBase);
  return {
    provider: "stripe",
    webhookSecret: options.webhookSecret,

    async createSession(input: PaymentSessionInput) {
      const successUrl = absoluteUrl(input.successUrl, "success_url");
      const cancelUrl = absoluteUrl(input.cancelUrl, "cancel_url");
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                price_data: {
                  currency: "usd",
                  product_data: { name: input.description.slice(0, MAX_PRODUCT_NAME) },
                  unit_amount: input.amountCents,
                },
                quantity: 1,
              },
            ],
            customer_email: input.customerEmail,
            client_reference_id: input.checkoutId,
            metadata: { checkout_id: input.checkoutId },
            payment_intent_data: { metadata: { checkout_id: input.checkoutId } },
            success_url: successUrl,
            cancel_url: cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          // The same checkout always gets the same session, however often this is retried.
          { idempotencyKey: input.checkoutId },
        );
        if (!session.url) throw new Error(`session ${session.id} has no url`);
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw gatewayError("open a payment page", error);
      }
    },

    async refund(paymentReference: string, amountCents: number, idempotencyKey?: string) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentReference, amount: amountCents },
          { idempotencyKey: idempotencyKey ?? `refund-${paymentReference}-${amountCents}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw gatewayError(`refund ${paymentReference}`, error);
      }
    },

    async expireSession(sessionId: string) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
      } catch (error) {
        throw gatewayError(`close payment page ${sessionId}`, error);
      }
    },
  };
}
