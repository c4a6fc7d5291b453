import { Button } from "../core/Button";

/**
 * The bar at the bottom of /cart (spec §2: the footer leaves room for it): what is due and the
 * way to checkout, or why the cart can't be checked out yet.
 */
export function CheckoutBar({ amountDue, blocked, busy }: { amountDue: string; blocked: boolean; busy: boolean }) {
  return (
    <div className="checkout-bar">
      <div className="checkout-bar__inner">
        <p className="checkout-bar__due" aria-live="polite" aria-busy={busy || undefined}>
          <span className="checkout-bar__label">Amount due</span> <strong>{amountDue}</strong>
        </p>
        {blocked ? (
          <p className="checkout-bar__note">Remove the classes marked above to check out.</p>
        ) : (
          <Button to="/checkout" size="lg">
            Go to checkout
          </Button>
        )}
      </div>
    </div>
  );
}
