import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { SubmitButton } from "~/components/core/Button";
import { dataMeta } from "~/lib/core/meta";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { claimAction, loadClaimPage, type ClaimPageData } from "~/lib/waitlist/waitlist.server";
import { WAITLIST_CART_HOLD_MINUTES } from "~/lib/waitlist/waitlist-form";

/** A waitlist offer's claim link (decision 037): no sign-in, the link's token is the key. */
export const meta = dataMeta<ClaimPageData>((data) => ({
  title: data.state === "open" ? `Claim your seat: ${data.className}` : data.title,
  noindex: true,
}));

export const handle: ShopRouteHandle = { hideNewsletter: true };

export const loader = ({ params, context }: LoaderFunctionArgs) => loadClaimPage(context, params.token ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => claimAction(request, context, params.token ?? "");

export default function WaitlistClaim() {
  const loaded = useLoaderData<typeof loader>() as ClaimPageData;
  const data = (useActionData<typeof action>() as ClaimPageData | undefined) ?? loaded;
  if (data.state === "gone") {
    return (
      <div className="narrow waitlist-page">
        <h1>{data.title}</h1>
        <p className="lead">{data.message}</p>
        <p>
          {data.classPath ? <Link to={data.classPath}>See the class</Link> : <Link to="/classes">See all classes</Link>}
        </p>
      </div>
    );
  }
  return (
    <div className="narrow waitlist-page">
      <p className="eyebrow">From the waitlist</p>
      <h1>A seat is yours to claim</h1>
      <div className="cta-panel waitlist-page__offer">
        <h2 className="waitlist-page__class">{data.className}</h2>
        <p>
          {data.when}
          {data.locationName && ` · ${data.locationName}`}
        </p>
        <p className="waitlist-page__time">
          <strong>
            <time dateTime={data.expiresAt}>{data.timeLeft}</time> left to claim
          </strong>{" "}
          (until {data.deadline}). After that, the seat goes to the next person on the waitlist.
        </p>
        <Form method="post">
          <AntiForgeryField />
          <SubmitButton size="lg">Claim my seat</SubmitButton>
        </Form>
        <p className="muted">
          Claiming puts the seat in your cart and holds it for {WAITLIST_CART_HOLD_MINUTES} minutes while you check out. You can
          choose your portions in the cart.
        </p>
      </div>
      <p>
        <Link to={data.classPath}>About this class</Link>
      </p>
    </div>
  );
}
