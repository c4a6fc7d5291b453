/** What fulfilling a paid checkout needs, is given and answers (decision 012). */
import type { Database } from "../db";
import type { PaymentGateway } from "../payments/gateway";
import type { CheckoutFailure } from "./checkout-state";
import type { SeatEnv } from "./seats";

export interface FulfilmentContext {
  db: Database;
  now: Date;
  /** The gateway that refunds a payment that can't become an order. */
  gateway: () => PaymentGateway;
  /** Where seat changes are announced (seatsChanged, decision 036). */
  seats: SeatEnv;
}

/** A verified payment: Stripe's or the sandbox's event, or `free_<checkout>` when nothing was due. */
export interface PaidEvent {
  eventId: string;
  eventType: string;
  checkoutId: string;
  /** The payment intent (`pi_…`) a refund names; null when nothing was paid by card. */
  paymentReference: string | null;
  amountCents: number;
}

export type FulfilmentOutcome =
  | { outcome: "fulfilled"; checkoutId: string; orderId: number }
  | { outcome: "already_processed"; checkoutId: string; orderId: number | null }
  | { outcome: "refunded"; checkoutId: string; failure: CheckoutFailure }
  | { outcome: "released"; checkoutId: string }
  | { outcome: "ignored"; reason: string };
