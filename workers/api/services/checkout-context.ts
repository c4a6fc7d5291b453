/** What a checkout call needs from its request, and what it is sent and answers (decision 012). */
import { type Database } from "../db";
import type { ApiEnv } from "../env";
import type { AddressInput } from "./addresses";
import { type CheckoutJson } from "./checkout-state";

/** What a checkout call needs from its request. */
export interface CheckoutContext {
  db: Database;
  env: ApiEnv;
  now: Date;
  /** The shop's public origin for absolute return addresses (Stripe), when known. */
  origin: string | null;
  /** The signed-in caller, if any: an order of an anonymous cart still belongs to them. */
  callerId: number | null;
}

export interface CheckoutAnswer {
  /** 201 for a new checkout, 200 for the same idempotency_key again. */
  status: 200 | 201;
  body: { checkout: CheckoutJson; order_id?: number };
}

export interface CheckoutAttempt {
  idempotency_key: string;
  success_url: string;
  cancel_url: string;
}

export interface CartCheckoutInput extends CheckoutAttempt {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  allergies: string[];
  allergy_notes: string;
  spice_tolerance: string;
  address: AddressInput | null;
  /** Decision 040: one entry per seat of each seats/pairs line, in the line's order. */
  guests?: GuestInput[];
  /** What the customer saw; a different amount now is a 409 TOTALS_CHANGED. */
  expected_amount_due_cents?: number;
}

export interface GuestInput {
  class_id: number;
  first_name: string;
  last_name: string;
  allergies: string[];
}

export interface GiftCardCheckoutInput extends CheckoutAttempt {
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  /** The day its e-mail goes (decision 063); null: when paid. */
  send_on: string | null;
  /** Issue 30 part 8: one of GIFT_CARD_DESIGNS' keys. */
  design: string;
  purchaser_email: string;
  promotion_code: string | null;
}
