/**
 * The sandbox gateway (decisions 009 and 012): the default when Stripe is not configured.
 * Its payment page is `/pay/<session>` on the web origin; the page posts the card to
 * POST payments/sandbox/{session}, which accepts Stripe's test cards and sends the api a
 * `checkout.session.completed` event signed exactly as Stripe signs webhooks. No money moves.
 */
import { STRIPE_API_VERSION } from "./stripe";
import type { PaymentGateway } from "./types";

/** Stripe's test cards and what each does (https://docs.stripe.com/testing). */
export const SANDBOX_TEST_CARDS = {
  "4242424242424242": "paid",
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
} as const;

export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS];

export const CARD_MESSAGES = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  not_a_test_card: "Use a test card number, for example 4242 4242 4242 4242.",
} as const;

/** A random id part like Stripe's (letters and digits). */
export function randomToken(length = 24): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 does not divide 256; the slight bias is irrelevant for an id that only has to be unique.
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/** 24 hex digits of the key's SHA-256: a stable refund id per idempotency key. */
async function keyDigest(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)));
  return [...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function sandboxGateway(webhookSecret: string): PaymentGateway {
  return {
    provider: "sandbox",
    webhookSecret,
    async createSession() {
      const sessionId = `cs_sandbox_${randomToken()}`;
      return { sessionId, url: `/pay/${sessionId}` };
    },
    // Records the refund (the log, and its id on the refund row); like Stripe, the same
    // idempotency key answers the same refund id. No outside call, no money moves.
    async refund(paymentReference: string, amountCents: number, idempotencyKey?: string) {
      const refundId = idempotencyKey ? `re_sandbox_${await keyDigest(idempotencyKey)}` : `re_sandbox_${randomToken()}`;
      console.info(`api: sandbox refund ${refundId} of ${amountCents} cents for ${paymentReference} (no money moves)`);
      return { refundId };
    },
    async expireSession() {
      // The sandbox page reads its status from the checkout itself: nothing to close.
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The card form
// ---------------------------------------------------------------------------------------------

/** Digits only: people type card numbers with spaces or dashes. */
export const compactCardNumber = (input: string) => input.replace(/[\s-]/g, "");

/** The Luhn check every card number passes (Stripe's test cards included). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. "26" means 2026. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  const firstDayAfter = Date.UTC(fullYear, month, 1); // month is 1-based: this is the next month
  return firstDayAfter <= now.getTime();
}

/** What a test card does; null for a valid number that is not one of the test cards. */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome | null {
  const digits = compactCardNumber(cardNumber);
  return digits in SANDBOX_TEST_CARDS ? SANDBOX_TEST_CARDS[digits as keyof typeof SANDBOX_TEST_CARDS] : null;
}

// ---------------------------------------------------------------------------------------------
// The event
// ---------------------------------------------------------------------------------------------

export interface SandboxPayment {
  sessionId: string;
  checkoutId: string;
  amountCents: number;
  customerEmail: string;
  now: Date;
}

/** A `checkout.session.completed` event in Stripe's shape, as its webhook would deliver it. */
export function sandboxCompletedEvent(payment: SandboxPayment) {
  const created = Math.floor(payment.now.getTime() / 1000);
  return {
    id: `evt_sandbox_${randomToken()}`,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "checkout.session.completed",
    data: {
      object: {
        id: payment.sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: payment.amountCents,
        currency: "usd",
        customer_email: payment.customerEmail,
        client_reference_id: payment.checkoutId,
        metadata: { checkout_id: payment.checkoutId },
        payment_intent: `pi_sandbox_${randomToken()}`,
        livemode: false,
        created,
      },
    },
  };
}
