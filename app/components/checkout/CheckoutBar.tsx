import { useEffect, useRef } from "react";
import { Button } from "~/components/core/layout-kit";

/**
 * Decision 069: the CSS gives the bar's usual height (--checkout-bar-height), which the page's
 * scroll padding keeps focused fields clear of; with JavaScript the bar's real height (a larger
 * text size, a wrapped note) replaces it while the bar is shown.
 */
function useBarHeight() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = bar.current;
    if (!node || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--checkout-bar-height", `${node.offsetHeight}px`));
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--checkout-bar-height");
    };
  }, []);
  return bar;
}

/**
 * The bar at the bottom of /cart (spec §2: the footer leaves room for it): what is due and the
 * way to checkout, or why the cart can't be checked out yet.
 */
export function CheckoutBar({ amountDue, blocked, busy }: { amountDue: string; blocked: boolean; busy: boolean }) {
  const bar = useBarHeight();
  return (
    <div className="checkout-bar" ref={bar}>
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
