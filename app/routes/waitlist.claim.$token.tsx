import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, dataMeta } from "~/components/core/layout-kit";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { claimAction, loadClaimPage, type ClaimPageData } from "~/lib/waitlist/waitlist.server";
import { WAITLIST_CART_HOLD_MINUTES } from "~/lib/waitlist/waitlist-form";

/** A waitlist offer's claim link (decision 037): no sign-in, the link's token is the key. */
export const meta = dataMeta<ClaimPageData>((data) => ({
  title: data.state === "open" ? `Claim your ${data.seats === 1 ? "seat" : "seats"}: ${data.className}` : data.title,
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
        <p className="link-line">
          {data.classPath ? <Link to={data.classPath}>See the class</Link> : <Link to="/classes">See all classes</Link>}
        </p>
      </div>
    );
  }
  const one = data.seats === 1;
  const theSeats = one ? "the seat" : `the ${data.seats} seats`;
  return (
    <div className="narrow waitlist-page">
      <p className="eyebrow">{data.fromCanceledClass ? "Held for you" : "From the waitlist"}</p>
      <h1>{one ? "A seat is yours to claim" : `${data.seats} seats are yours to claim`}</h1>
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
          (until {data.deadline}). After that, {theSeats} {one ? "goes" : "go"} {data.fromCanceledClass ? "back on sale" : "to the next person on the waitlist"}.
        </p>
        <Form method="post">
          <AntiForgeryField />
          <SubmitButton size="lg">{one ? "Claim my seat" : "Claim my seats"}</SubmitButton>
        </Form>
        <p className="muted">
          Claiming puts {theSeats} in your cart and holds {one ? "it" : "them"} for {WAITLIST_CART_HOLD_MINUTES} minutes while you check out.{" "}
          {data.fromCanceledClass ? "Each guest's name and allergies are asked at checkout." : "You can choose your portions in the cart."}
        </p>
      </div>
      <p>
        <Link to={data.classPath}>About this class</Link>
      </p>
    </div>
  );
}
