/** The payment gateway's contract (decision 012); gateway.ts picks the implementation. */

export type PaymentProvider = "sandbox" | "stripe";

export interface PaymentSessionInput {
  checkoutId: string;
  amountCents: number;
  /** One line the customer sees on the payment page, e.g. "Cooking with Kids (Dec 5)". */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When the page stops taking payment (Stripe wants 30 minutes to 24 hours from now). */
  expiresAt: Date;
}

export interface PaymentSession {
  sessionId: string;
  /** Where the customer pays: Stripe's page, or `/pay/<session>` on the web origin (sandbox). */
  url: string;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The secret payment events are signed with (`Stripe-Signature`, decision 012). */
  readonly webhookSecret: string;
  /** Creates the hosted payment page; the same checkout id always names the same session. */
  createSession(input: PaymentSessionInput): Promise<PaymentSession>;
  /**
   * Gives back (part of) a payment (`pi_…`). The same idempotency key is the same refund: a
   * repeated call never moves money twice (Stripe's Idempotency-Key; decision 021).
   */
  refund(paymentReference: string, amountCents: number, idempotencyKey?: string): Promise<{ refundId: string }>;
  /** Closes an open payment page (the customer went back to the cart). */
  expireSession(sessionId: string): Promise<void>;
}

/** The provider failed or could not be reached: our problem, never the customer's input. */
export class PaymentGatewayError extends Error {}
