import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ClassCard } from "~/components/catalog/ClassCard";
import { chooseMenuData } from "~/lib/catalog/choose-menu.server";
import { pageMeta } from "~/lib/core/meta";

export const meta = pageMeta(
  "Choose Menu",
  "Cooking classes, pre-assembled pickup kits and meal delivery from our Utah kitchens.",
);

export const loader = ({ request, context }: LoaderFunctionArgs) => chooseMenuData(request, context);

export default function ChooseMenu() {
  const { classes, choice, heading, seeAll, place } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <section className="hero">
        <h1>Choose your menu</h1>
        <p className="lead">
          Cook with us in one of our Utah kitchens, pick up kits we assembled for you, or have
          dinner delivered.
        </p>
        <ul className="choice-list">
          <li>
            <Link
              className="choice"
              to="/choose-menu?fulfillment=in-person"
              aria-current={choice === "in-person" ? "page" : undefined}
            >
              <span className="choice__title">Attend a class</span>
              <span className="choice__text">Hands-on, chef-led, around a big table.</span>
            </Link>
          </li>
          <li>
            <Link
              className="choice"
              to="/choose-menu?fulfillment=delivery"
              aria-current={choice === "delivery" ? "page" : undefined}
            >
              <span className="choice__title">Order delivery</span>
              <span className="choice__text">Freezer-ready meals at your door.</span>
            </Link>
          </li>
          <li>
            <Link className="choice" to="/menu">
              <span className="choice__title">See our meals</span>
              <span className="choice__text">This month’s menu, allergens and all.</span>
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="upcoming-heading" className="section">
        <h2 id="upcoming-heading">{heading ?? "Upcoming classes"}</h2>
        <p className="place-line">
          {place?.near ? (
            <>
              Near <strong>{place.zip}</strong>, nearest kitchens first. <Link to="/zip">Change your place</Link>
            </>
          ) : place ? (
            <>
              None of our kitchens is within 100 miles of {place.zip}: here is everywhere we cook. <Link to="/zip">Change your place</Link>
            </>
          ) : (
            <>
              Where are you? <Link to="/zip">Find the kitchens near you</Link>
            </>
          )}
        </p>
        {classes.length === 0 ? (
          <p>No classes are scheduled yet. Please check back soon.</p>
        ) : (
          <ul className="card-grid">
            {classes.map((shopClass) => (
              <li key={shopClass.id}>
                <ClassCard shopClass={shopClass} />
              </li>
            ))}
          </ul>
        )}
        <p className="list-more">
          <Link className="button button--white" to={seeAll.href}>
            {seeAll.label}
          </Link>
        </p>
      </section>
    </div>
  );
}
