import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { Button, NewsletterForm, pageMeta } from "~/components/core/layout-kit";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { formValues } from "~/lib/core/form-data";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { parseNewsletterSignup, subscribe, type SignupAnswer } from "~/lib/marketing/newsletter.server";

export const meta = pageMeta(
  "Sign Up",
  "Get our monthly menus and class dates by e-mail, and create an account to manage your orders.",
);

/** This page holds the newsletter form itself, so the footer's block would only repeat it. */
export const handle: ShopRouteHandle = { hideNewsletter: true };

/** The newsletter signup of the footer and this page (decision 030). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const parsed = parseNewsletterSignup(formValues(form));
  if (!parsed.ok) return json<SignupAnswer>({ errors: parsed.errors }, { status: 400 });
  const { answer, status } = await subscribe(context, parsed.value, request);
  return json<SignupAnswer>(answer, { status });
}

export default function Signup() {
  const answer = useActionData<typeof action>();
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
          <NewsletterForm answer={answer} withName />
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
