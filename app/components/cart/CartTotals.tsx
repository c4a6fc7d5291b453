import type { TotalsRow } from "~/lib/cart/cart-format";

/**
 * The totals of decision 009 in its order (subtotal, discounts, tax, donation, total, gift
 * cards, amount due), every amount as the server computed it.
 */
export function CartTotals({ rows, busy, heading = "Order summary" }: { rows: TotalsRow[]; busy?: boolean; heading?: string }) {
  return (
    <section className="cart-panel cart-totals" aria-labelledby="cart-totals-heading" aria-busy={busy || undefined}>
      <h2 id="cart-totals-heading" className="cart-panel__heading">
        {heading}
      </h2>
      <dl className="totals">
        {rows.map((row) => (
          <div key={row.key} className={`totals__row totals__row--${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
