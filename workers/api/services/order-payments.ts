/**
 * An order's later payments (decision 091): the difference of a staff move to a dearer date, paid
 * by pay link (services/move-pay-links.ts writes them). Refunds give each back to the card that
 * paid it (refunds.ts, `refunds.card_parts`); the order's pages list them.
 */

/** A later payment of the order (decision 091), with what refunds not failed took from it. */
export interface LaterPaymentRow {
  id: number;
  order_id: number;
  checkout_id: string;
  kind: string;
  amount_cents: number;
  payment_provider: string;
  payment_reference: string | null;
  registration_ids: string;
  shares_cents: string;
  description: string;
  created_at: string;
  refunded_cents: number;
}

/** What refunds not failed gave back to later payment `paymentSql` (an SQL value) of order ?1. */
export const partsRefunded = (paymentSql: string) =>
  `(SELECT coalesce(sum(json_extract(x.value, '$.cents')), 0) FROM refunds r, json_each(r.card_parts) x
    WHERE r.order_id = ?1 AND r.status != 'failed' AND json_extract(x.value, '$.payment_id') = ${paymentSql})`;

/** The order's later payments, newest first (decision 091). */
export const laterPaymentsOf = async (d1: D1Database, orderId: number) =>
  (
    await d1
      .prepare(`SELECT p.*, ${partsRefunded("p.id")} AS refunded_cents FROM order_payments p WHERE p.order_id = ?1 ORDER BY p.id DESC`)
      .bind(orderId)
      .all<LaterPaymentRow>()
  ).results;

/** The later payments as an order's page shows them, and their sum for its totals. */
export async function laterPaymentsJson(d1: D1Database, orderId: number) {
  const payments = (await laterPaymentsOf(d1, orderId)).reverse();
  return {
    move_difference_cents: payments.reduce((sum, payment) => sum + payment.amount_cents, 0),
    later_payments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      description: payment.description,
      amount_cents: payment.amount_cents,
      refunded_cents: payment.refunded_cents,
      provider: payment.payment_provider,
      created_at: payment.created_at,
    })),
  };
}
