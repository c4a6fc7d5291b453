/**
 * The payment provider behind a checkout (decisions 009 and 012): a hosted payment page that
 * takes the card, and signed payment events that come back to POST payments/webhook.
 * Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise the built-in sandbox, which takes
 * Stripe's test cards on our own page and signs its events exactly as Stripe does.
 */
import type { ApiEnv } from "../env";
import { ApiError } from "../lib/errors";
import { sandboxGateway } from "./sandbox";
import { stripeGateway } from "./stripe";
import type { PaymentGateway } from "./types";

export * from "./types";

/**
 * The sandbox's signing secret when STRIPE_WEBHOOK_SECRET is not set. It guards nothing of
 * value (the sandbox moves no money) and is never used with Stripe.
 */
export const SANDBOX_WEBHOOK_SECRET = "whsec_cache_valley_kitchen_sandbox_development_only";

/** The sandbox pays with fake cards: never where real customers shop, never beside Stripe. */
export function sandboxEnabled(env: ApiEnv): boolean {
  return !env.STRIPE_SECRET_KEY && env.ENVIRONMENT !== "production";
}

export const paymentsUnavailable = (message = "Card payments are not available right now; please try again later") =>
  new ApiError(503, "PAYMENTS_UNAVAILABLE", message);

/** The gateway for this environment (decision 012); production without Stripe is a 503. */
export function paymentGateway(env: ApiEnv): PaymentGateway {
  if (env.STRIPE_SECRET_KEY) {
    return stripeGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
      apiBase: env.STRIPE_API_BASE,
    });
  }
  if (!sandboxEnabled(env)) {
    console.error("api: no payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    throw paymentsUnavailable();
  }
  return sandboxGateway(env.STRIPE_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET);
}
