import { Link } from "@remix-run/react";
import { PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";
import { BrandLink } from "../core/Header";

/**
 * The checkout's own header and footer (decision 069), as shop checkouts do: nothing that leads
 * away from paying but the way home and back to the cart, and the policies a buyer may want to
 * read before paying. No site menu, no newsletter signup.
 */
export function CheckoutHeader({ brandName }: { brandName: string }) {
  return (
    <header className="site-header site-header--checkout">
      <div className="site-header__inner">
        <BrandLink brandName={brandName} />
        <Link to="/cart" className="checkout-header__back">
          Back to cart
        </Link>
      </div>
    </header>
  );
}

export function CheckoutFooter({ brandName, year }: { brandName: string; year: number }) {
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
            <Link to={PRIVACY_CHOICES_PATH}>Your privacy choices</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__legal">
        © {year} {brandName} · Logan, UT
      </p>
    </footer>
  );
}
