import { Link } from "@remix-run/react";
import type { CartView } from "~/lib/cart/cart-format";
import { CartTotals } from "../cart/CartTotals";

/** What is being bought: each class with when, where and portions, then the totals. */
export function CheckoutSummary({ cart }: { cart: CartView }) {
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-classes-heading">
      <section className="cart-panel">
        <h2 id="checkout-classes-heading" className="cart-panel__heading">
          {cart.classCount === 1 ? "Your class" : `Your ${cart.classCount} classes`}
        </h2>
        <ul className="summary-lines">
          {cart.lines.map((line) => (
            <li key={line.classId} className="summary-line">
              <p className="summary-line__name">{line.name}</p>
              <p className="muted">
                <time dateTime={line.startsAt}>
                  {line.date} · {line.time}
                </time>
                <br />
                {line.place} · {line.fulfillmentName}
                <br />
                {line.portionText}
              </p>
              {line.mealsText && <p className="chosen-meals">{line.mealsText}</p>}
              <p className="summary-line__total">{line.total}</p>
            </li>
          ))}
        </ul>
        {cart.promotions.length > 0 && (
          <p className="muted summary-note">
            Codes: {cart.promotions.map((promotion) => `${promotion.code} (${promotion.summary})`).join(", ")}
          </p>
        )}
        {cart.giftCards.length > 0 && (
          <p className="muted summary-note">Gift cards: {cart.giftCards.map((card) => card.code).join(", ")}</p>
        )}
        <p>
          <Link to="/cart">Edit your cart</Link>
        </p>
      </section>
      <CartTotals rows={cart.totals} />
    </aside>
  );
}
