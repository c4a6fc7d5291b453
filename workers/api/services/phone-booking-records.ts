/**
 * What a phone booking (decision 081) adds to the fulfilment batch of its checkout: the counter's
 * note on the order's payment, and the order's record of who booked it and how it was paid —
 * written in the same batch as the order, once (a repeated payment event writes nothing again).
 */
import type { CheckoutRow, PhoneBookingDetails } from "./checkout-state";

/** The audit action of a phone booking; its sentence is workers/core/audit-sentences.ts's. */
export const PHONE_BOOKING_ACTION = "orders.phone_booking";

export function phoneBookingStatements(d1: D1Database, row: CheckoutRow, booking: PhoneBookingDetails, guests: number, instant: string): D1PreparedStatement[] {
  const after = JSON.stringify({
    payment: booking.payment,
    ...(booking.note && { note: booking.note }),
    guests,
    amount_cents: row.amount_due_cents,
  });
  return [
    d1.prepare(`UPDATE orders SET payment_note = ?2 WHERE checkout_id = ?1 AND payment_note != ?2`).bind(row.id, booking.note),
    d1
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, resource, resource_id, before, after, created_at)
         SELECT ?2, ?3, ?4, 'orders', CAST(o.id AS TEXT), NULL, ?5, ?6 FROM orders o
         WHERE o.checkout_id = ?1
           AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.resource = 'orders' AND a.resource_id = CAST(o.id AS TEXT) AND a.action = ?4)`,
      )
      .bind(row.id, booking.booked_by.id, booking.booked_by.email, PHONE_BOOKING_ACTION, after, instant),
  ];
}
