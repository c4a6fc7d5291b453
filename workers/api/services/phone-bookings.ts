/**
 * Phone bookings (issue 27 part 4, decision 081): staff book seats of a class for a caller. The
 * booking is the shop's own checkout of a cart made for it — the same totals (the class's own
 * price, decision 079; tax as the cart computes it), the same seat holds (one conditional
 * statement each, decision 009) and the same fulfilment — so a phone booking and a customer's
 * checkout can never both take the last seat. Paid at the counter (cash or check: fulfilled at
 * once), or by a pay link e-mailed to the caller (the seats held until the link expires, then
 * given back by the checkouts' sweep).
 */
import { seatsOf } from "../../core/class-offers";
import { ApiError } from "../lib/errors";
import { paymentGateway } from "../payments/gateway";
import { addClassToCart } from "./cart-classes";
import { createCart, findCart } from "./cart-state";
import { startCartCheckout } from "./checkout";
import type { CheckoutContext } from "./checkout-context";
import { checkoutJson, findCheckoutByKey, requireCheckout, type CheckoutRow, type PhoneBookingDetails } from "./checkout-state";
import { fulfilPaidCheckout } from "./fulfilment";
import { createPayLink, payLinkExpiry, payLinkPath, randomPayLinkToken } from "./pay-links";
import type { Caller } from "./users";

export interface PhoneBookingInput {
  idempotency_key: string;
  class_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** One per seat (a couple is two), in order. */
  guests: { first_name: string; last_name: string }[];
  payment: PhoneBookingDetails["payment"];
  note: string;
}

export interface PhoneBookingAnswer {
  checkout: ReturnType<typeof checkoutJson>;
  order_id: number | null;
  /** The pay page's path on the shop, when paid by pay link. */
  pay_link: { path: string; expires_at: string } | null;
}

interface BookedClass {
  id: number;
  sku: string;
  name: string;
  date: string;
  offer: string;
  timezone: string;
  location_name: string;
}

async function bookedClass(d1: D1Database, id: number): Promise<BookedClass> {
  const cls = await d1
    .prepare(
      `SELECT c.id, c.sku, c.name, c.date, t.offer, l.timezone, l.name AS location_name
       FROM classes c JOIN class_types t ON t.id = c.class_type_id JOIN locations l ON l.id = c.location_id WHERE c.id = ?1`,
    )
    .bind(id)
    .first<BookedClass>();
  if (!cls) throw new ApiError(404, "NOT_FOUND", "We couldn't find that class", { class_id: ["We couldn't find that class"] });
  if (cls.offer === "portions") {
    const message = "This class is sold by portions; book its meal kits through the shop";
    throw new ApiError(400, "BAD_REQUEST", message, { class_id: [message] });
  }
  return cls;
}

/** A refusal of the cart or the holds speaks of the booking form's `guests`. */
function onGuestsField(error: unknown): never {
  if (error instanceof ApiError && error.status < 500 && error.status !== 404) {
    throw new ApiError(error.status, error.code, error.message, { guests: [error.message] });
  }
  throw error;
}

/** POST phone-bookings: book, and settle by the counter or by a pay link e-mailed to the caller. */
export async function bookByPhone(ctx: CheckoutContext, staff: Caller, input: PhoneBookingInput): Promise<{ status: 200 | 201; body: PhoneBookingAnswer }> {
  const { db, now } = ctx;
  const d1 = db.$client;
  const known = await findCheckoutByKey(db, input.idempotency_key);
  if (known) return { status: 200, body: await settleKnown(ctx, known) };

  const cls = await bookedClass(d1, input.class_id);
  const perUnit = cls.offer === "pairs" ? 2 : 1;
  if (input.guests.length % perUnit !== 0) {
    const message = "A class for couples takes two guests a couple; name both of each couple";
    throw new ApiError(400, "BAD_REQUEST", message, { guests: [message] });
  }
  const units = input.guests.length / perUnit;
  // An account with the caller's e-mail owns the order at once; otherwise it is a guest order
  // that the account made later with this e-mail finds (decision 068).
  const account = await d1
    .prepare(`SELECT id FROM users WHERE lower(email) = ?1 AND deleted_at IS NULL`)
    .bind(input.email.toLowerCase())
    .first<{ id: number }>();

  const uuid = await createCart(db, null, now);
  await addClassToCart(db, await findCart(db, uuid), { sku: cls.sku, guests: units }, now).catch(onGuestsField);
  const token = input.payment === "pay_link" ? randomPayLinkToken() : null;
  const back = token ? payLinkPath(token) : "/admin/orders";
  const counter = input.payment === "pay_link" ? null : input.payment;
  const booking: PhoneBookingDetails = {
    booked_by: { id: staff.id, email: staff.user.email },
    payment: input.payment,
    note: counter ? input.note : "",
  };
  const answer = await startCartCheckout(
    { ...ctx, callerId: account?.id ?? null },
    uuid,
    {
      idempotency_key: input.idempotency_key,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
      allergies: [],
      allergy_notes: "",
      spice_tolerance: "",
      address: null,
      guests: input.guests.map((guest) => ({ class_id: cls.id, first_name: guest.first_name, last_name: guest.last_name, allergies: [] })),
      success_url: back,
      cancel_url: back,
    },
    { expiresAt: counter ? new Date(now.getTime() + 15 * 60_000) : payLinkExpiry(now, cls.date), counter, booking },
  ).catch(onGuestsField);
  const row = await requireCheckout(db, answer.body.checkout.id);
  if (token) {
    await createPayLink(ctx, staff, row, token, { ...cls, seats: seatsOf(cls.offer, units) });
  }
  return { status: 201, body: await settleKnown(ctx, row) };
}

/** The booking as it stands; a counter booking not fulfilled yet (a post that died) is fulfilled now. */
async function settleKnown(ctx: CheckoutContext, row: CheckoutRow): Promise<PhoneBookingAnswer> {
  let current = row;
  if (current.status === "pending" && (current.payment_provider === "cash" || current.payment_provider === "check")) {
    const outcome = await fulfilPaidCheckout(
      { db: ctx.db, now: ctx.now, gateway: () => paymentGateway(ctx.env), seats: ctx.env },
      {
        eventId: `counter_${current.id}`,
        eventType: `counter.${current.payment_provider}`,
        checkoutId: current.id,
        paymentReference: null,
        amountCents: current.amount_due_cents,
      },
    );
    if (outcome.outcome === "refunded") throw new ApiError(409, outcome.failure.code, outcome.failure.message, { guests: [outcome.failure.message] });
    current = await requireCheckout(ctx.db, current.id);
  }
  const link = await ctx.db.$client.prepare(`SELECT token FROM pay_links WHERE checkout_id = ?1`).bind(current.id).first<{ token: string }>();
  return {
    checkout: checkoutJson(current),
    order_id: current.order_id,
    pay_link: link ? { path: payLinkPath(link.token), expires_at: current.expires_at } : null,
  };
}
