import { ClassPicture, HostCard, type ClassPicturesData } from "./CatalogPictures";
import { Link } from "@remix-run/react";
import type { ClassDetailData } from "~/lib/catalog/class-detail.server";
import type { ClassListPage } from "~/lib/catalog/class-list-pages";
import { useNonce } from "~/components/core/layout-kit";
import { BOOKING_POLICY } from "../../../workers/core/booking-policy";
import { AllergenNote } from "./AllergenNote";
import { AddToCartForm } from "../cart/AddToCartForm";
import { GuestsBuyBox } from "../cart/GuestsBuyBox";
import { MealChooser, useMealChoicePortion } from "./MealChooser";
import { PhoneLink } from "../core/PhoneLink";
import { WaitlistForm } from "../waitlist/WaitlistForm";
import { ClassReviews } from "../reviews/ClassReviews";
import { ClassCourses, ClassGoodToKnow } from "./ClassTypeNotes";

/** The class page (spec §2): when, where, who, what is cooked and what each portion costs. */
export function ClassDetail({ page, data, pictures }: { page: ClassListPage; data: ClassDetailData; pictures?: ClassPicturesData }) {
  const nonce = useNonce();
  const { location } = data;
  // Which meals (decision 041): while the class can be bought and has a menu.
  const portion = useMealChoicePortion(data);
  const choosable = !data.canceled && !data.full && !data.guestOffer && data.menu !== null && data.menu.meals.length > 0 && data.portionOptions.length > 0;
  // Kits (pickup, delivery, shipping) are bought after their meals are shown (decision 087): the
  // box above picks the portion, the chooser's button adds — no chef's choice added unseen.
  const mealsFirst = choosable && !data.isClass;
  return (
    <div className="page class-page">
      <p className="back-link">
        <Link to={data.backHref}>
          <span aria-hidden="true">← </span>
          {page.backLabel}
        </Link>
      </p>
      <div className="class-page__layout">
        {/* Phones: the name, when and where, then the buy box, all in the first screen (decision 038). */}
        <div className="class-page__head">
          <p className="eyebrow">
            {data.isClass ? `${data.fulfillment.name} · ${data.classTypeName}` : data.fulfillment.name}
          </p>
          <h1>{data.name}</h1>
          <p className="class-page__when">
            <time dateTime={data.startsAt}>{data.date}</time> · {data.time} · {location.name}
          </p>
        </div>
        <aside className="cta-panel price-panel" aria-labelledby="prices-heading">
          {/* The heading and the class's one price share a line, its own terms as on the lists and in the cart (decision 084). */}
          <div className="price-panel__head">
            <h2 id="prices-heading">Book this {data.noun}</h2>
            {data.price && <p className="price-panel__from">{data.price}</p>}
          </div>
          {data.canceled ? (
            <div className="notice" role="note">
              <p className="notice__title">This {data.noun} was canceled</p>
              <p>
                We’re sorry! <Link to={data.backHref}>Pick another date</Link> — there is always room at the table.
              </p>
            </div>
          ) : (
            data.full && (
              <div className="notice" role="note">
                <p className="notice__title">This {data.noun} is full</p>
                <p>
                  <Link to={data.backHref}>See other dates at {location.name}</Link>, or join the waitlist below.
                </p>
              </div>
            )
          )}
          {!data.canceled && data.full && <WaitlistForm sku={data.sku} noun={data.noun} email={data.waitlistEmail} />}
          {!data.canceled && !data.full && data.guestOffer && (
            <GuestsBuyBox classId={data.id} linkSku={data.linkSku} className={data.name} offer={data.guestOffer} returnTo={data.path} />
          )}
          {!data.canceled && !data.full && !data.guestOffer && (
            <AddToCartForm
              classId={data.id}
              linkSku={data.linkSku}
              className={data.name}
              options={data.portionOptions}
              returnTo={data.path}
              formId={portion.formId}
              initialPortion={portion.initialPortion}
              onPortionChange={portion.onPortionChange}
              chooseMealsFirst={mealsFirst}
            />
          )}
          {location.phone.trim() !== "" && (
            <p className="muted price-panel__note">
              Questions? Call the {location.name} kitchen at <PhoneLink className="phone" phone={location.phone} />.
            </p>
          )}
        </aside>

        <div className="class-page__intro">
          <ClassPicture picture={pictures?.picture ?? null} />
          <p className="lead">{data.description}</p>
          <dl className="facts">
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={data.startsAt}>{data.date}</time>
              </dd>
            </div>
            <div>
              <dt>{data.isClass ? "Time" : "Window"}</dt>
              <dd>{data.isClass ? data.time : data.window}</dd>
            </div>
            {data.isClass && (
              <div>
                <dt>Duration</dt>
                <dd>{data.duration}</dd>
              </div>
            )}
            <div>
              <dt>{data.isClass ? "Seats" : "Availability"}</dt>
              <dd>
                <span className={data.full || data.canceled ? "badge badge--full" : "badge"}>{data.seats}</span>
                {data.goNoGo && <p className={`class-page__go class-page__go--${data.goNoGo.tone}`}>{data.goNoGo.text}</p>}
              </dd>
            </div>
            <div>
              <dt>Fulfillment</dt>
              <dd>{data.fulfillment.name}</dd>
            </div>
            {data.isClass && data.hostName && (
              <div>
                <dt>Host</dt>
                <dd>Chef {data.hostName}</dd>
              </div>
            )}
          </dl>
        </div>

        <div className="class-page__details">
          <HostCard host={pictures?.host ?? null} />
          <section className="section class-page__section" aria-labelledby="where-heading">
            <h2 id="where-heading">Where</h2>
            {data.atTheKitchen ? (
              <>
                <p className="place-name">{location.name} kitchen</p>
                <address>
                  {location.address.street}
                  <br />
                  {location.address.city}, {location.address.state} {location.address.zipcode}
                </address>
                <p>
                  <a className="inline-target" href={data.mapUrl} target="_blank" rel="noopener noreferrer">
                    Open the map<span className="visually-hidden"> of the {location.name} kitchen (opens a new tab)</span>
                  </a>
                </p>
              </>
            ) : (
              <p>
                At the address you give at checkout, during the window above. Your kits come from our {location.name} kitchen.
              </p>
            )}
            {location.phone.trim() !== "" && (
              <p>
                <PhoneLink className="inline-target phone" phone={location.phone} />
              </p>
            )}
            <p className="muted">{data.fulfillment.description}</p>
          </section>

          {data.courses ? (
            <ClassCourses courses={data.courses} phone={location.phone} />
          ) : choosable && data.menu ? (
            <MealChooser
              classId={data.id}
              formId={portion.formId}
              menuName={data.menu.name}
              meals={data.menu.meals}
              mealCount={portion.mealCount}
              mealCounts={portion.mealCounts}
              avoid={data.mealChoice.avoid}
              avoidFromAccount={data.mealChoice.avoidFromAccount}
              quantities={data.mealChoice.quantities}
              message={data.mealChoice.message}
              path={data.path}
            />
          ) : (
            <section className="section class-page__section" aria-labelledby="menu-heading">
              <h2 id="menu-heading">On the menu</h2>
              {data.menu ? (
                <>
                  <p className="muted">From our {data.menu.name}.</p>
                  <ul className="meal-list">
                    {data.menu.meals.map((meal) => (
                      <li key={meal.id} className="meal-list__item">
                        <p className="meal-list__type">{meal.mealType.name}</p>
                        <Link className="meal-list__name" to={`/meals/${meal.slug}`}>
                          {meal.name}
                        </Link>
                        <AllergenNote allergens={meal.allergens} className="meal-list__allergens" />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>The menu for this date is being finalized. Check back soon.</p>
              )}
            </section>
          )}

          {data.whatToBring.length > 0 && (
            <section className="section class-page__section" aria-labelledby="bring-heading">
              <h2 id="bring-heading">{data.atTheKitchen ? "What to bring" : "When it arrives"}</h2>
              <ul className="class-page__list">
                {data.whatToBring.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}

          {data.goodToKnow && <ClassGoodToKnow notes={data.goodToKnow} />}

          {/* Reviews are of classes: a kit's page has none of its own (decision 087). */}
          {data.isClass && <ClassReviews reviews={data.reviews} typeName={data.classTypeName} timezone={data.timezone} />}

          <section className="section class-page__section" aria-labelledby="policy-heading">
            <h2 id="policy-heading">Cancelling and moving</h2>
            <p>{BOOKING_POLICY.summary}</p>
            <p>
              <a className="inline-target" href={BOOKING_POLICY.href}>
                {BOOKING_POLICY.linkText}
              </a>
            </p>
            {data.fulfillment.key === "in-person" && (
              <p>
                Everyone who cooks with us signs our{" "}
                <a className="inline-target" href="/liability-waiver">
                  liability waiver
                </a>{" "}
                when they arrive.
              </p>
            )}
          </section>

          <section className="section class-page__section" aria-labelledby="calendar-heading">
            <h2 id="calendar-heading">Add to calendar</h2>
            <p>
              <a className="inline-target" href={data.calendarHref} download>
                Download {data.name} on {data.date} (.ics)
              </a>
            </p>
            <p className="muted">Opens in Apple Calendar, Google Calendar or Outlook, at the kitchen’s local time.</p>
          </section>
        </div>

      </div>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
    </div>
  );
}
