import type { ClassCardFragment } from "../../../graphql/generated/client/graphql";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { lowestPrice, seatsText } from "~/lib/catalog/catalog-format";
import { formatUsd } from "../../../workers/core/money";
import { CardPicture } from "./CatalogPictures";


/** A class in a list: what, when (in the location's timezone), where, and seats left. */
export function ClassCard({ shopClass }: { shopClass: ClassCardFragment }) {
  const { timezone } = shopClass.location;
  const from = lowestPrice(shopClass.prices.map((price) => price.priceCents));
  return (
    <article className="card class-card">
      <CardPicture picture={shopClass.classType.picture} />
      <p className="eyebrow">{shopClass.fulfillment.name}</p>
      <h3 className="card__title">
        <a href={`${shopClass.fulfillment.path}/${encodeURIComponent(shopClass.sku)}`}>
          {shopClass.name}
        </a>
      </h3>
      <p>
        <time dateTime={shopClass.date}>
          {formatClassDate(shopClass.date, timezone)} · {formatClassTime(shopClass.date, timezone)}
        </time>
      </p>
      <p className="muted">
        {shopClass.location.name === shopClass.location.city
          ? `${shopClass.location.name}, ${shopClass.location.state}`
          : `${shopClass.location.name} · ${shopClass.location.city}`}
      </p>
      <p className={shopClass.seatsLeft === 0 ? "badge badge--full" : "badge"}>
        {seatsText(shopClass.seatsLeft, shopClass.canceled)}
      </p>
      {from !== undefined && <p className="class-card__price">From {formatUsd(from)}</p>}
    </article>
  );
}
