/**
 * Verifies a payment event (POST payments/webhook and the sandbox's own events) with the
 * Stripe package's `constructEventAsync`: the signature, and a timestamp within 5 minutes.
 * Verification needs no API key, so the sandbox uses it too (decision 012).
 */
import Stripe from "stripe";
import { ApiError } from "../lib/errors";
import { paymentsUnavailable } from "./gateway";

export type PaymentEvent = Stripe.Event;

export async function verifyPaymentEvent(
  rawBody: string,
  signature: string | undefined,
  webhookSecret: string,
): Promise<PaymentEvent> {
  if (!webhookSecret) {
    console.error("api: STRIPE_WEBHOOK_SECRET is not set; payment events cannot be verified");
    throw paymentsUnavailable("Payment events cannot be verified right now");
  }
  if (!signature) throw new ApiError(400, "BAD_SIGNATURE", "The Stripe-Signature header is missing");
  try {
    return await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      webhookSecret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (error) {
    console.warn("api: payment event refused:", error instanceof Error ? error.message : error);
    throw new ApiError(400, "BAD_SIGNATURE", "The payment event's signature does not verify");
  }
}
