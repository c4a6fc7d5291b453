import { Link, useLocation } from "@remix-run/react";
import type { LayoutLinks } from "~/lib/core/navigation.server";
import { useRouteHandleFlag } from "~/lib/core/route-handle";
import { NewsletterForm } from "~/components/core/layout-kit";
import { PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";

interface FooterProps {
  brandName: string;
  /** The footer's links (app/lib/core/navigation.server.ts), from the root loader. */
  links: Omit<LayoutLinks, "header">;
  year: number;
}

/**
 * The newsletter block of spec §2: our own signup form with double opt-in instead of an e-mail
 * provider's embedded one (decision 030). Routes hide it with `handle = { hideNewsletter: true }`.
 */
function NewsletterBlock() {
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <div className="newsletter__inner">
        <div>
          <h2 id="newsletter-heading" className="newsletter__heading">
            Get new menus and class dates by e-mail
          </h2>
          <p className="newsletter__text">
            One friendly note a month. No spam, and you can unsubscribe anytime.
          </p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}

/** Footer of spec §2: newsletter, marketing links, shop links, social links, Logan, UT and the year. */
export function Footer({ brandName, links, year }: FooterProps) {
  const hideNewsletter = useRouteHandleFlag("hideNewsletter");
  // Spec §2: on /cart the footer leaves room at the bottom (for the cart's checkout bar).
  const onCart = useLocation().pathname === "/cart";
  return (
    <footer className={onCart ? "site-footer site-footer--cart" : "site-footer"}>
      {!hideNewsletter && <NewsletterBlock />}
      <div className="site-footer__inner">
        <nav aria-label="About us" className="footer-column">
          <h2 className="footer-heading">About</h2>
          <ul>
            {links.about.map((link) => (
              <li key={link.label}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Shop" className="footer-column">
          <h2 className="footer-heading">Shop</h2>
          <ul>
            {links.shop.map((link) => (
              <li key={link.label}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Follow us" className="footer-column">
          <h2 className="footer-heading">Follow us</h2>
          <ul>
            {links.social.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">
        © {year} {brandName} · Logan, UT · <Link to={PRIVACY_CHOICES_PATH}>Your privacy choices</Link>
      </p>
    </footer>
  );
}
