import { NavLink, Outlet } from "@remix-run/react";

/** Spec §2: /gift-cards is the parent of the purchase and balance pages. */
export default function GiftCards() {
  return (
    <div className="page gift-cards-page">
      <nav className="tabs" aria-label="Gift cards">
        <NavLink to="/gift-cards/checkout" className="tabs__tab" prefetch="intent">
          Buy a gift card
        </NavLink>
        <NavLink to="/gift-cards/balance" className="tabs__tab" prefetch="intent">
          Check a balance
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
