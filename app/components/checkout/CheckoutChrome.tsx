import { Link } from "@remix-run/react";
import type { LayoutChrome } from "~/lib/core/route-handle";
import type { ReactNode } from "react";

/**
 * The checkout's own header and footer (decision 069), as shop checkouts do: nothing that leads
 * away from paying but the way home and back to the cart, and the policies a buyer may want to
 * read before paying. No site menu, no newsletter signup.
 */
export function CheckoutHeader({ brandLink }: { brandLink: ReactNode }) {
  return (
    <header className="site-header site-header--checkout">
      <div className="site-header__inner">
        {brandLink}
        <Link to="/cart" className="checkout-header__back">
          Back to cart
        </Link>
      </div>
    </header>
  );
}

export function CheckoutFooter({ brandName, year, privacyChoicesPath }: { brandName: string; year: number; privacyChoicesPath: string }) {
  return (
    <footer className="site-footer site-footer--checkout">
      <nav aria-label="Policies" className="checkout-footer__links">
        <ul>
          <li>
            <Link to="/policies">Our policies</Link>
          </li>
          <li>
            <a href="/terms-and-conditions">Terms and conditions</a>
          </li>
          <li>
            <a href="/privacy-policy">Privacy policy</a>
          </li>
          <li>
            <Link to={privacyChoicesPath}>Your privacy choices</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__legal">
        © {year} {brandName} · Logan, UT
      </p>
    </footer>
  );
}

/** What a checkout or payment route puts in its handle (`chrome`): this pair instead of the shop's. */
export const CHECKOUT_CHROME: LayoutChrome = { Header: CheckoutHeader, Footer: CheckoutFooter };
