import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";
import { PrivacyChoiceForm } from "~/components/core/layout-kit";

/**
 * Decision 069: when the banner goes (the choice was made with JavaScript), the focus it held
 * would fall to the body and a keyboard user would start again from the top. It goes back to
 * what was focused before the banner, or to the main landmark.
 */
function useFocusAfterBanner() {
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = banner.current;
    if (!node) return;
    let before: HTMLElement | null = null;
    let focusInside = node.contains(document.activeElement);
    const remember = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      focusInside = target !== null && node.contains(target);
      if (target && !focusInside) before = target;
    };
    document.addEventListener("focusin", remember);
    return () => {
      document.removeEventListener("focusin", remember);
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!focusInside || !lost) return;
      const target = before?.isConnected ? before : document.getElementById("main");
      target?.focus({ preventScroll: true });
    };
  }, []);
  return banner;
}

/**
 * The cookie choice (decision 034): a band in the page's flow after the page's content, above
 * the footer, drawn by the server with the page (nothing moves once it is shown), never over the
 * content or the cart's checkout bar, and never pushing a phone's first screen (the class page's
 * Add to cart) down. Shown until the visitor chooses; the footer's "Your privacy choices" changes it.
 */
export function PrivacyBanner() {
  const banner = useFocusAfterBanner();
  return (
    <section ref={banner} className="privacy-banner" aria-labelledby="privacy-banner-heading">
      <div className="privacy-banner__inner">
        <div className="privacy-banner__text">
          <h2 id="privacy-banner-heading" className="privacy-banner__heading">
            Cookie choices
          </h2>
          <p>
            We tell our advertising partners which classes you look at and order, so we can reach more cooks like you.{" "}
            <Link to={PRIVACY_CHOICES_PATH}>What we share</Link>
          </p>
        </div>
        <PrivacyChoiceForm label="Cookie choice" />
      </div>
    </section>
  );
}
