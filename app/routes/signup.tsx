import { Link } from "@remix-run/react";
import { Button } from "~/components/core/Button";
import { pageMeta } from "~/lib/core/meta";
import type { ShopRouteHandle } from "~/lib/core/route-handle";

export const meta = pageMeta(
  "Sign Up",
  "Get our monthly menus and class dates by e-mail, and create an account to manage your orders.",
);

/** This page is where the footer's newsletter block leads, so the block would only repeat it. */
export const handle: ShopRouteHandle = { hideNewsletter: true };

export default function Signup() {
  return (
    <div className="page">
      <section className="hero prose-page" aria-labelledby="signup-heading">
        <h1 id="signup-heading">Stay in the loop</h1>
        <p className="lead">
          Two ways to keep up with Cache Valley Kitchen: our e-mail newsletter, and an account for your
          orders.
        </p>
      </section>

      <div className="split">
        <section className="card benefit" aria-labelledby="newsletter-benefits">
          <h2 id="newsletter-benefits">The newsletter</h2>
          <ul className="bullets">
            <li>Next month’s menu before anyone else sees it.</li>
            <li>New class dates at your kitchen, including kids’ classes and holiday specials.</li>
            <li>A seasonal recipe or cooking tip from our chefs.</li>
          </ul>
          <p className="muted">
            About one e-mail a month. We never share your address, and you can unsubscribe anytime.
          </p>
          <p className="muted">The newsletter sign-up form is coming to this page soon.</p>
        </section>

        <section className="card benefit" aria-labelledby="account-benefits">
          <h2 id="account-benefits">An account</h2>
          <ul className="bullets">
            <li>See your orders and upcoming classes in one place.</li>
            <li>Reschedule or cancel a class registration yourself.</li>
            <li>Save allergies once, so your station is set up safely every time.</li>
            <li>Check out faster with your details filled in.</li>
          </ul>
          <p>
            <Button to="/login">Sign in or create an account</Button>
          </p>
          <p className="muted">
            Just browsing? You don’t need an account to{" "}
            <Link to="/choose-menu">look at classes and meals</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}
