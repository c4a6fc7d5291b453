import { ClassPicture, HostCard, type ClassPicturesData } from "./CatalogPictures";
import { Link } from "@remix-run/react";
import type { ClassDetailData } from "~/lib/catalog/class-detail.server";
import type { ClassListPage } from "~/lib/catalog/class-list-pages";
import { useNonce } from "~/lib/core/render-context";
import { AllergenNote } from "./AllergenNote";
import { AddToCartForm } from "../cart/AddToCartForm";
import { PhoneLink } from "../core/PhoneLink";

/** The class page (spec §2): when, where, who, what is cooked and what each portion costs. */
export function ClassDetail({ page, data, pictures }: { page: ClassListPage; data: ClassDetailData; pictures?: ClassPicturesData }) {
  const nonce = useNonce();
  const { location } = data;
  return (
    <div className="page class-page">
      <p className="back-link">
        <Link to={data.backHref}>
          <span aria-hidden="true">← </span>
          {page.backLabel}
        </Link>
      </p>
      <div className="class-page__layout">
        <div className="class-page__intro">
          <p className="eyebrow">
            {data.fulfillment.name} · {data.classTypeName}
          </p>
          <h1>{data.name}</h1>
          <p className="lead">{data.description}</p>
          <ClassPicture picture={pictures?.picture ?? null} />
          {data.canceled ? (
            <div className="notice notice--error" role="note">
              <p className="notice__title">This class was canceled</p>
              <p>
                We’re sorry! <Link to={data.backHref}>Pick another date</Link> — there is always room at the table.
              </p>
            </div>
          ) : (
            data.full && (
              <div className="notice" role="note">
                <p className="notice__title">This class is full</p>
                <p>
                  <Link to={data.backHref}>See other dates at {location.name}</Link>.
                </p>
              </div>
            )
          )}

          <dl className="facts">
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={data.startsAt}>{data.date}</time>
              </dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{data.time}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{data.duration}</dd>
            </div>
            <div>
              <dt>Seats</dt>
              <dd>
                <span className={data.full || data.canceled ? "badge badge--full" : "badge"}>{data.seats}</span>
              </dd>
            </div>
            <div>
              <dt>Fulfillment</dt>
              <dd>{data.fulfillment.name}</dd>
            </div>
            {data.hostName && (
              <div>
                <dt>Host</dt>
                <dd>Chef {data.hostName}</dd>
              </div>
            )}
          </dl>
        </div>

        <aside className="cta-panel price-panel" aria-labelledby="prices-heading">
          <h2 id="prices-heading">Portions and prices</h2>
          {data.priceFrom && <p className="price-panel__from">From {data.priceFrom}</p>}
          <table className="data-table price-table">
            <caption className="visually-hidden">Price of every portion option of {data.name}</caption>
            <thead>
              <tr>
                <th scope="col">Portion</th>
                <th scope="col">Meals</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {data.prices.map((price) => (
                <tr key={price.key}>
                  <th scope="row">
                    {price.portion}
                    <span className="data-table__note">serves {price.serves}</span>
                  </th>
                  <td>{price.mealCount}</td>
                  <td className="data-table__value">{price.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!data.canceled && !data.full && (
            <AddToCartForm classId={data.id} linkSku={data.linkSku} className={data.name} options={data.portionOptions} returnTo={data.path} />
          )}
          {location.phone.trim() !== "" && (
            <p className="muted price-panel__note">
              Questions? Call the {location.name} kitchen at <PhoneLink className="phone" phone={location.phone} />.
            </p>
          )}
        </aside>

        <div className="class-page__details">
          <HostCard host={pictures?.host ?? null} />
          <section className="section class-page__section" aria-labelledby="where-heading">
            <h2 id="where-heading">Where</h2>
            <p className="place-name">{location.name} kitchen</p>
            <address>
              {location.address.street}
              <br />
              {location.address.city}, {location.address.state} {location.address.zipcode}
            </address>
            {location.phone.trim() !== "" && (
              <p>
                <PhoneLink className="inline-target phone" phone={location.phone} />
              </p>
            )}
            <p className="muted">{data.fulfillment.description}</p>
          </section>

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
        </div>

      </div>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
    </div>
  );
}
