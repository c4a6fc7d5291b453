import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, pageMeta } from "~/components/core/layout-kit";
import { ClassIcon, DeliveryIcon, PickupIcon } from "~/components/catalog/MethodIcons";

/** Spec §2: the home page; its title is the brand tagline. */
export const meta = pageMeta(
  ({ tagline }) => tagline,
  "Cook with us in Logan and across northern Utah: hands-on classes, pre-assembled meal kits to pick up, or dinner delivered.",
);

interface Method {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const METHODS: Method[] = [
  {
    to: "/classes",
    title: "Attend a class",
    text: "Cook side by side with a chef in one of our kitchens, then take your dinners home.",
    icon: <ClassIcon />,
  },
  {
    to: "/pickup",
    title: "Pre-assembled pickup",
    text: "We shop, chop and pack your freezer-ready meal kits. You pick them up in a two-hour window.",
    icon: <PickupIcon />,
  },
  {
    to: "/delivery",
    title: "Delivery",
    text: "The same kits, delivered cold to your door — or shipped frozen anywhere in Utah.",
    icon: <DeliveryIcon />,
  },
];

export default function ChooseMethod() {
  return (
    <div className="page">
      <section className="hero" aria-labelledby="choose-method-heading">
        <p className="eyebrow">Cache Valley Kitchen · Logan, UT</p>
        <h1 id="choose-method-heading">How would you like to cook with us?</h1>
        <p className="lead">
          Every month brings a new menu of family dinners made from scratch. Pick the way that fits your week.
        </p>
        <ul className="method-list">
          {METHODS.map((method) => (
            <li key={method.to}>
              <Link className="method" to={method.to} prefetch="intent">
                <span className="method__icon">{method.icon}</span>
                <span className="method__title">{method.title}</span>
                <span className="method__text">{method.text}</span>
                <span className="method__cta" aria-hidden="true">
                  Choose →
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="method-zip">
          <Button to="/zip" color="white">
            Not sure? Enter your zip code
          </Button>
          <span className="muted">We’ll show what our nearest kitchen offers.</span>
        </p>
      </section>

      <section className="section" aria-labelledby="how-heading">
        <h2 id="how-heading">Dinner, sorted for the month</h2>
        <ol className="steps">
          <li>
            <strong>Pick a menu.</strong> Six entrées plus a side, soup, breakfast and dessert each month —
            from Honey-Lime Chicken Enchiladas to Utah Funeral Potatoes.
          </li>
          <li>
            <strong>Choose how it gets to you.</strong> Assemble it with us, pick it up ready, or have it
            brought to your door.
          </li>
          <li>
            <strong>Freeze, thaw, cook.</strong> Every kit comes with a recipe card; our{" "}
            <Link to="/storage-and-cooking-tips">storage and cooking tips</Link> cover the rest.
          </li>
        </ol>
        <p>
          <Link to="/fulfillment">Compare the ways to order</Link> ·{" "}
          <Link to="/host-class-progress">Plan a private class</Link>
        </p>
      </section>
    </div>
  );
}
