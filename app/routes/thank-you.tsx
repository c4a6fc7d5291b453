import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Button, pageMeta } from "~/components/core/layout-kit";
import type { ShopAlert } from "~/lib/core/alerts";

export const meta = pageMeta("Thank You", "Thanks for cooking with Cache Valley Kitchen.");

/**
 * What the visitor is thanked for: `?for=order` after checkout, `?for=signup` after joining the
 * newsletter or creating an account. The key only picks from this fixed copy — alert text never
 * comes from the address bar.
 */
const REASONS = {
  order: {
    heading: "Thank you for your order!",
    text: "We’re already planning your dinners. Your confirmation has the date, time and kitchen address.",
    alerts: [
      {
        alertType: "success",
        title: "Order placed",
        message: "We’ve saved your spot and your meals.",
        duration: 6000,
      },
      {
        alertType: "success",
        title: "Your receipt",
        // This page knows no order: it says what the shop does, not that a message has left
        // (the order's confirmation page shows where its e-mail is, issue 26).
        message: "We e-mail your receipt and calendar details; your order’s page shows when it was sent.",
        details: "Nothing there in ten minutes? Look in your spam folder.",
        duration: 6000,
      },
    ],
  },
  signup: {
    heading: "Thanks for signing up!",
    text: "Watch your inbox for new menus, class dates and the occasional first dibs on holiday classes.",
    alerts: [{ alertType: "success", title: "You’re on the list", duration: 4000 }],
  },
} satisfies Record<string, { heading: string; text: string; alerts: ShopAlert[] }>;

export function loader({ request }: LoaderFunctionArgs) {
  const reason = new URL(request.url).searchParams.get("for");
  const known = reason === "order" || reason === "signup" ? REASONS[reason] : null;
  return {
    heading: known?.heading ?? "Thank you!",
    text: known?.text ?? "Thanks for cooking with us. Here are a few places to go next.",
    alerts: (known?.alerts ?? []) as ShopAlert[],
  };
}

export default function ThankYou() {
  const { heading, text } = useLoaderData<typeof loader>();
  return (
    <div className="page narrow thank-you">
      <h1>{heading}</h1>
      <p className="lead">{text}</p>
      <h2 className="section-heading">What’s next?</h2>
      <ul className="next-list">
        <li>
          <Link to="/account/orders">Your orders</Link>
          <span className="next-list__text">Reschedule a class or check a pickup time.</span>
        </li>
        <li>
          <Link to="/storage-and-cooking-tips">Storage and cooking tips</Link>
          <span className="next-list__text">Freeze, thaw and cook your kits safely.</span>
        </li>
        <li>
          <Link to="/gift-cards/checkout">Gift cards</Link>
          <span className="next-list__text">Share a night in the kitchen.</span>
        </li>
      </ul>
      <p className="actions">
        <Button to="/choose-menu">Browse classes and meals</Button>
        <Button to="/host-class-progress" color="white">
          Plan a private class
        </Button>
      </p>
    </div>
  );
}
