/**
 * Pictures of classes and hosts and where a meal is offered (decision 039): small components the
 * catalog pages place, so their own markup barely changes.
 */
import { Link } from "@remix-run/react";
import { MealPicture, type MealPictureData } from "./MealPicture";

export interface HostCardData {
  name: string;
  bio: string;
  picture: MealPictureData | null;
}

/** What the class page adds (decision 039): its picture and its host's card. */
export interface ClassPicturesData {
  picture: MealPictureData | null;
  host: HostCardData | null;
}

export interface MealOffering {
  sku: string;
  /** The class's own page (classHref). */
  href: string;
  name: string;
  date: string;
  time: string;
  kitchen: string;
  kind: string;
  full: boolean;
}

/** The class page's main picture: its largest content, so it loads first and eagerly. */
export function ClassPicture({ picture }: { picture: MealPictureData | null }) {
  if (!picture) return null;
  return <MealPicture picture={picture} className="class-picture" priority sizes="(min-width: 75rem) 48rem, 100vw" />;
}

/**
 * The picture across the top of a card (a class on the home page, a kitchen on /zip): decorative
 * beside its title, lazy — but the first kitchen's on /zip is in a phone's first screen, its
 * largest content, so it loads eagerly and first (`priority`).
 */
export function CardPicture({ picture, priority = false }: { picture: MealPictureData | undefined | null; priority?: boolean }) {
  if (!picture) return null;
  return (
    <MealPicture
      picture={{ ...picture, alt: "" }}
      className="card__picture"
      priority={priority}
      sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
    />
  );
}

/** Who leads the class: name, picture (decorative beside the name) and a short bio. */
export function HostCard({ host }: { host: HostCardData | null }) {
  if (!host) return null;
  return (
    <section className="host-card" aria-labelledby="host-card-heading">
      {host.picture ? <MealPicture picture={{ ...host.picture, alt: "" }} className="host-card__picture" sizes="6rem" /> : null}
      <div>
        <h2 id="host-card-heading" className="host-card__heading">
          Your host: {host.name}
        </h2>
        {host.bio ? <p className="host-card__bio">{host.bio}</p> : null}
      </div>
    </section>
  );
}

/** A meal page's "Where and when": the next offerings whose menu has it, each a link to book. */
export function MealOfferings({ offerings, mealName }: { offerings: MealOffering[]; mealName: string }) {
  return (
    <section className="section meal-offerings" aria-labelledby="offerings-heading">
      <h2 id="offerings-heading">Where and when</h2>
      {offerings.length === 0 ? (
        <p>
          {mealName} is not on an upcoming menu yet. <Link to="/classes">See all classes</Link>
        </p>
      ) : (
        <>
          <p>{mealName} is on the menu of these, and its price is part of theirs:</p>
          <ul className="meal-offerings__list">
            {offerings.map((offering) => (
              <li key={offering.sku}>
                <Link to={offering.href}>
                  {offering.kind === "In-Person" || offering.kind === "Class" ? offering.name : `${offering.kind}: ${offering.name}`}
                </Link>
                <span className="muted">
                  {" "}
                  {offering.date}, {offering.time} · {offering.kitchen}
                  {offering.full ? " · Full" : ""}
                </span>
              </li>
            ))}
          </ul>
          <p className="link-line">
            <Link to="/classes">See all classes</Link>
          </p>
        </>
      )}
    </section>
  );
}
