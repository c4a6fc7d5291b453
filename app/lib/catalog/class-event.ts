/**
 * schema.org Event markup of a class page (https://schema.org/Event), so search engines can show
 * the date, place, price and availability. Serialized safely for an inline <script> element.
 */
import { formatUsd } from "../../../workers/core/money";

export interface ClassEventInput {
  name: string;
  description: string;
  url: string;
  startsAt: string;
  durationMinutes: number;
  canceled: boolean;
  seatsLeft: number;
  /** The fulfillment's key: in-person and pickup happen at the kitchen. */
  fulfillmentKey: string;
  hostName: string | null;
  location: { name: string; street: string; city: string; state: string; zipcode: string };
  prices: { name: string; priceCents: number }[];
  organizer: { name: string; url: string };
  /** The class type's published reviews (decision 064): AggregateRating and Review when there are any. */
  reviews?: { average?: number | null; count: number; latest: ReadonlyArray<{ rating: number; comment: string; authorName: string; createdAt: string }> };
}

const AT_THE_KITCHEN = new Set(["in-person", "pre-assembled"]);

/** "47.99": schema.org prices are decimal numbers as text, without a currency sign. */
function decimalPrice(cents: number): string {
  return formatUsd(cents).replace(/[$,]/g, "");
}

/** schema.org AggregateRating and Review of the class's type, on a 1–5 scale; nothing without a review. */
function reviewMarkup(reviews: ClassEventInput["reviews"]) {
  if (!reviews || reviews.count === 0 || reviews.average === null || reviews.average === undefined) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: (Math.round(reviews.average * 10) / 10).toFixed(1),
      bestRating: "5",
      worstRating: "1",
      ratingCount: reviews.count,
      reviewCount: reviews.count,
    },
    review: reviews.latest.map((review) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: String(review.rating), bestRating: "5", worstRating: "1" },
      author: { "@type": "Person", name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      ...(review.comment && { reviewBody: review.comment }),
    })),
  };
}

export function classEventJsonLd(input: ClassEventInput): string {
  const start = new Date(input.startsAt);
  const end = new Date(start.getTime() + input.durationMinutes * 60_000);
  const availability = input.seatsLeft > 0 && !input.canceled ? "InStock" : "SoldOut";
  const event = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: input.name,
    description: input.description,
    url: input.url,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    eventStatus: `https://schema.org/${input.canceled ? "EventCancelled" : "EventScheduled"}`,
    ...(AT_THE_KITCHEN.has(input.fulfillmentKey) && {
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    }),
    location: {
      "@type": "Place",
      name: input.location.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: input.location.street,
        addressLocality: input.location.city,
        addressRegion: input.location.state,
        postalCode: input.location.zipcode,
        addressCountry: "US",
      },
    },
    offers: input.prices.map((price) => ({
      "@type": "Offer",
      name: price.name,
      price: decimalPrice(price.priceCents),
      priceCurrency: "USD",
      availability: `https://schema.org/${availability}`,
      url: input.url,
    })),
    organizer: { "@type": "Organization", name: input.organizer.name, url: input.organizer.url },
    ...(input.hostName && { performer: { "@type": "Person", name: input.hostName } }),
    ...reviewMarkup(input.reviews),
  };
  // "<" never appears raw, so no text can close the script element early.
  return JSON.stringify(event).replace(/</g, "\\u003c");
}
