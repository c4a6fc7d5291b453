import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { accountLinkClass, accountLinkLabel, cartLinkLabel } from "~/lib/core/header-words";
import type { LayoutLink, LayoutLinks } from "~/lib/core/navigation.server";

interface HeaderProps {
  brandName: string;
  /** The navigation groups (app/lib/core/navigation.server.ts), from the root loader. */
  navigation: LayoutLinks["header"];
  cartCount: number;
  /** The signed-in person (null when signed out). */
  account?: { label: string; staff?: boolean } | null;
}

/** A link of the navigation; current when the path and query both match the page's. */
function NavigationAnchor({ link }: { link: LayoutLink }) {
  const location = useLocation();
  if (link.external) return <a href={link.href}>{link.label}</a>;
  const current = `${location.pathname}${location.search}` === link.href;
  return (
    <Link to={link.href} prefetch="intent" aria-current={current ? "page" : undefined}>
      {link.label}
    </Link>
  );
}

/**
 * Header of spec §2: logo, navigation groups, account and cart icons. The mobile menu is a
 * <details> element, so it opens and closes without JavaScript; with it, a route change closes it.
 */
export function Header({ brandName, navigation, cartCount, account = null }: HeaderProps) {
  const location = useLocation();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (mobileMenu.current) mobileMenu.current.open = false;
  }, [location.pathname, location.search]);

  const cartLabel = cartLinkLabel(cartCount);
  const groups = navigation.map((group) => (
    <li key={group.label}>
      <NavigationAnchor link={group} />
      {group.links.length > 0 && (
        <ul className="nav-sub">
          {group.links.map((link) => (
            <li key={link.label}>
              <NavigationAnchor link={link} />
            </li>
          ))}
        </ul>
      )}
    </li>
  ));

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink brandName={brandName} />
        <nav className="nav-desktop" aria-label="Main">
          <ul>{groups}</ul>
        </nav>
        <div className="header-icons">
          {account?.staff ? (
            <Link to="/admin" className="console-link" prefetch="intent">
              Console
            </Link>
          ) : null}
          <Link
            to="/account"
            className={accountLinkClass(account !== null)}
            aria-label={accountLinkLabel(account)}
          >
            <span className="icon icon--account" aria-hidden="true" />
            {account && <span className="account-link__badge" aria-hidden="true" />}
          </Link>
          <Link to="/cart" className="icon-button cart-link" aria-label={cartLabel}>
            <span className="icon icon--cart" aria-hidden="true" />
            <span className="cart-count" aria-hidden="true">
              {cartCount}
            </span>
          </Link>
          <details className="nav-mobile" ref={mobileMenu}>
            <summary className="icon-button" aria-label="Menu">
              <span className="icon icon--menu" aria-hidden="true" />
            </summary>
            <nav aria-label="Mobile">
              <ul>
                {groups}
                {account?.staff ? (
                  <li>
                    <Link to="/admin">Console</Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/** The shop's logo and name, the way home (the site's header and the checkout's). */
export function BrandLink({ brandName }: { brandName: string }) {
  return (
    <Link to="/" className="brand" aria-label={`${brandName} home`}>
      <span className="icon icon--logo" aria-hidden="true" />
      <span className="brand__name">{brandName}</span>
    </Link>
  );
}
