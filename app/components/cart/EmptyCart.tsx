import { Link } from "@remix-run/react";
import type { PromotionView } from "~/lib/cart/cart-format";
import { Button } from "~/components/core/layout-kit";

/** The cart with no classes: where to find some, and any code already waiting for them. */
export function EmptyCart({ promotions }: { promotions: PromotionView[] }) {
  return (
    <div className="empty-state cart-empty">
      <p className="empty-state__title">Your cart is empty</p>
      <p>Pick a class, a pickup time or a delivery date and it will wait for you here.</p>
      {promotions.length > 0 && (
        <p>
          {promotions.length === 1 ? "Code " : "Codes "}
          {promotions.map((promotion) => promotion.code).join(", ")} will be ready at checkout.
        </p>
      )}
      <p className="actions">
        <Button to="/classes">Browse classes</Button>
        <Link to="/choose-menu">See pickup and delivery</Link>
      </p>
    </div>
  );
}
