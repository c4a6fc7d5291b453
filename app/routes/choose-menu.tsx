import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ClassCard } from "~/components/catalog/ClassCard";
import { chooseMenuData } from "~/lib/catalog/choose-menu.server";
import { pageMeta } from "~/components/core/layout-kit";
import { DEFAULT_CARD_PICTURE } from "~/lib/seo/social-card";
import { GIFT_CARD_DESIGN_HEIGHT, GIFT_CARD_DESIGN_WIDTH, giftCardDesign, giftCardDesignPath } from "../../workers/core/gift-cards";

export const meta = pageMeta(
  "Choose Menu",
  "Cooking classes, pre-assembled pickup kits and meal delivery from our Utah kitchens.",
);

export const loader = ({ request, context }: LoaderFunctionArgs) => chooseMenuData(request, context);

/** Issue 30 part 8: how it works, in three steps. */
function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="section">
      <h2 id="how-heading">How it works</h2>
      <ol className="how-steps">
        <li>
          <span className="how-steps__title">Pick a class or your meals</span>
          <span>A chef-led class in a kitchen near you, a kit to pick up, or meals to your door.</span>
        </li>
        <li>
          <span className="how-steps__title">Book your seats or your day</span>
          <span>Pay online, tell us about allergies once, and get your confirmation by e-mail.</span>
        </li>
        <li>
          <span className="how-steps__title">Cook, eat, take dinners home</span>
          <span>Aprons and ingredients are ready; you leave with meals for your freezer.</span>
        </li>
      </ol>
    </section>
  );
}

/** Issue 30 part 8: gift cards on the home page, with a design's picture. */
function GiftCardsPromo() {
  const design = giftCardDesign("celebration");
  return (
    <section aria-labelledby="gift-heading" className="section home-gift">
      <img src={giftCardDesignPath(design.key)} alt="" width={GIFT_CARD_DESIGN_WIDTH} height={GIFT_CARD_DESIGN_HEIGHT} loading="lazy" decoding="async" />
      <div>
        <h2 id="gift-heading">Give an evening in the kitchen</h2>
        <p>Gift cards from $10 to $500 in four designs, e-mailed now or on the day you pick.</p>
        <Link className="button" to="/gift-cards/checkout">
          Buy a gift card
        </Link>
      </div>
    </section>
  );
}

export default function ChooseMenu() {
  const { classes, choice, heading, seeAll, place } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <section className="hero">
        <div className="hero__intro">
          <div>
            <h1>Choose your menu</h1>
            {/* Issue 30 part 8: one line of promise, then the ways in. */}
            <p className="hero__promise">Real dinners, made with a chef beside you or ready for your oven.</p>
            <p className="lead">
              Cook with us in one of our Utah kitchens, pick up kits we assembled for you, or have
              dinner delivered.
            </p>
          </div>
          <img
            className="hero__picture"
            src={DEFAULT_CARD_PICTURE.url}
            alt={DEFAULT_CARD_PICTURE.alt}
            width={DEFAULT_CARD_PICTURE.width}
            height={DEFAULT_CARD_PICTURE.height}
            // React 18 passes the lower-case attribute through (as MealPicture does).
            {...{ fetchpriority: "high" }}
          />
        </div>
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
      <HowItWorks />
      <GiftCardsPromo />
    </div>
  );
}
