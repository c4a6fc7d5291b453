import type { ClassCardData } from "~/lib/catalog/choose-menu.server";
import { CardPicture } from "./CatalogPictures";

/** A class in a list: what, when (in the location's timezone), where, and seats left; worded by the loader (choose-menu.server.ts). */
export function ClassCard({ shopClass }: { shopClass: ClassCardData }) {
  return (
    <article className="card class-card">
      <CardPicture picture={shopClass.picture} />
      <p className="eyebrow">{shopClass.fulfillmentName}</p>
      <h3 className="card__title">
        <a href={shopClass.href}>{shopClass.name}</a>
      </h3>
      <p>
        <time dateTime={shopClass.startsAt}>{shopClass.when}</time>
      </p>
      <p className="muted">{shopClass.where}</p>
      <p className={shopClass.full ? "badge badge--full" : "badge"}>{shopClass.seats}</p>
      {shopClass.price !== null && <p className="class-card__price">{shopClass.price}</p>}
    </article>
  );
}
