import { Link } from "@remix-run/react";
import type { LocationCardFragment } from "../../../graphql/generated/client/graphql";
import { PhoneLink } from "~/components/core/PhoneLink";
import { distanceText } from "~/lib/catalog/catalog-format";
import { listPagesOffering } from "~/lib/catalog/class-list-pages";
import { CardPicture } from "./CatalogPictures";


/** A kitchen on the zip page: how far, where, what it offers and where to browse it. */
export function LocationCard({ location, first = false }: { location: LocationCardFragment; first?: boolean }) {
  const headingId = `location-${location.id}`;
  const pages = listPagesOffering(location.fulfillments.map((fulfillment) => fulfillment.key));
  return (
    <article className="card location-card" aria-labelledby={headingId}>
      <CardPicture picture={location.picture} priority={first} />
      <div className="location-card__head">
        <h3 className="card__title" id={headingId}>
          {location.name}
        </h3>
        {location.distance !== null && location.distance !== undefined && (
          <p className="distance">
            <span className="visually-hidden">Distance: </span>
            {distanceText(location.distance)}
          </p>
        )}
      </div>
      <address className="location-card__address">
        {location.address.street}
        <br />
        {location.address.city}, {location.address.state} {location.address.zipcode}
      </address>
      {location.phone.trim() !== "" && (
        <p className="location-card__phone">
          <PhoneLink phone={location.phone} />
        </p>
      )}
      <p className="visually-hidden">Offers:</p>
      <ul className="tag-list">
        {location.fulfillments.map((fulfillment) => (
          <li key={fulfillment.id} className="tag">
            {fulfillment.name}
          </li>
        ))}
      </ul>
      <ul className="location-card__links">
        {pages.map((page) => (
          <li key={page.path}>
            <Link className="button button--white button--sm" to={`${page.path}?location=${location.id}`}>
              {page.linkLabel}
              <span className="visually-hidden"> at {location.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
