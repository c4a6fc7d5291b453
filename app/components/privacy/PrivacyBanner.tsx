import { Link } from "@remix-run/react";
import { PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";
import { PrivacyChoiceForm } from "~/components/core/LayoutForms";

/**
 * The cookie choice (decision 034): a band in the page's flow after the page's content, above
 * the footer, drawn by the server with the page (nothing moves once it is shown), never over the
 * content or the cart's checkout bar, and never pushing a phone's first screen (the class page's
 * Add to cart) down. Shown until the visitor chooses; the footer's "Your privacy choices" changes it.
 */
export function PrivacyBanner() {
  return (
    <section className="privacy-banner" aria-labelledby="privacy-banner-heading">
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
