import { Link } from "@remix-run/react";
import { FOOTER_MARKETING_LINKS, FOOTER_SHOP_LINKS, hrefOf, SOCIAL_LINKS } from "~/lib/navigation";

interface FooterProps {
  brandName: string;
  marketingBaseUrl: string;
  year: number;
}

/** Footer of spec §2: marketing links, shop links, social links, Logan, UT and the year. */
export function Footer({ brandName, marketingBaseUrl, year }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="About us" className="footer-column">
          <h2 className="footer-heading">About</h2>
          <ul>
            {FOOTER_MARKETING_LINKS.map((link) => (
              <li key={link.label}>
                <a href={hrefOf(link, marketingBaseUrl)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Shop" className="footer-column">
          <h2 className="footer-heading">Shop</h2>
          <ul>
            {FOOTER_SHOP_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Follow us" className="footer-column">
          <h2 className="footer-heading">Follow us</h2>
          <ul>
            {SOCIAL_LINKS.map((link) => (
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
        © {year} {brandName} · Logan, UT
      </p>
    </footer>
  );
}
