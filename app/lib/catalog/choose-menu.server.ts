/**
 * /choose-menu's loader (spec §2): the next classes as cards, their date, time, place, seats
 * and price worded here in each class's own timezone, so the browser bundle carries no date or
 * money code and the server and the browser render the same text. One server module for the
 * route, so the browser bundle carries one empty stand-in instead of two.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ClassCardFragment } from "../../../graphql/generated/client/graphql";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { classPriceWords } from "../../../workers/core/price-words";
import { publicQuery } from "../core/graphql.server";
import { ChooseMenuClassesQuery } from "../core/route-documents.server";
import type { MealPictureData } from "~/components/catalog/MealPicture";
import { classHref, seatsText } from "./catalog-format";
import { placeZip } from "./class-finder";
import { kitchenDistances, kitchensWithin } from "./place-order.server";
import { INITIAL_LOCATION_RADIUS } from "../../../workers/core/geo";

/** The navigation's ?fulfillment= values (spec §2) and the fulfillment keys they list. */
const FULFILLMENT_CHOICES = {
  delivery: { method: "delivery", heading: "Meals delivered to your door" },
  "in-person": { method: "in-person", heading: "Cooking classes near you" },
} as const;

/** A class card (ClassCard): what, when (in the location's timezone), where, seats and price. */
export interface ClassCardData {
  id: string;
  href: string;
  name: string;
  fulfillmentName: string;
  /** ISO instant, for <time dateTime>. */
  startsAt: string;
  /** "Tue, Dec 1 · 6:30 PM MST". */
  when: string;
  where: string;
  seats: string;
  full: boolean;
  /** "$69 per guest", "$149 per couple · $74.50 a person", "From $47.99" (decision 084); null without a price. */
  price: string | null;
  picture: MealPictureData | null;
}

export function classCard(shopClass: ClassCardFragment): ClassCardData {
  const { timezone } = shopClass.location;
  return {
    id: shopClass.id,
    href: classHref(shopClass),
    name: shopClass.name,
    fulfillmentName: shopClass.fulfillment.name,
    startsAt: shopClass.date,
    when: `${formatClassDate(shopClass.date, timezone)} · ${formatClassTime(shopClass.date, timezone)}`,
    where:
      shopClass.location.name === shopClass.location.city
        ? `${shopClass.location.name}, ${shopClass.location.state}`
        : `${shopClass.location.name} · ${shopClass.location.city}`,
    seats: seatsText(shopClass.seatsLeft, shopClass.canceled),
    full: shopClass.seatsLeft === 0,
    // Decisions 040, 079 and 084: the class's own guest (couple) price, else its type's, or a portion's, in its own terms.
    price: classPriceWords(shopClass.classType.offer, shopClass.fromPriceCents),
    picture: shopClass.classType.picture ?? null,
  };
}

export async function chooseMenuData(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const fulfillment = url.searchParams.get("fulfillment");
  // Decision 085: the customer's place (?near=, led there from the cookie): the kitchens within
  // 100 miles of it, nearest first; every kitchen when none is that close.
  const near = placeZip(url.searchParams.get("near"));
  const distances = await kitchenDistances(context, near);
  const nearby = distances ? kitchensWithin(distances, INITIAL_LOCATION_RADIUS) : [];
  const choice =
    fulfillment === "delivery" || fulfillment === "in-person"
      ? FULFILLMENT_CHOICES[fulfillment]
      : undefined;
  const now = new Date();
  // From the start of this hour (one cache key an hour); classes that already started are dropped
  // here. From the start of the day, a Saturday evening's 24 were mostly the day's started
  // pickups, and the page showed 4 classes of its 6.
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();
  const data = await publicQuery(context, ChooseMenuClassesQuery, {
    filter: { method: choice?.method, canceled: false, afterDate: hour, locationIds: nearby.length > 0 ? nearby : undefined },
    first: 24,
  });
  const upcoming = data.classes.filter((shopClass) => shopClass.date > now.toISOString()).slice(0, 6);
  // "See all": the list page of what is shown (decision 038).
  const placed = near ? `?near=${near}` : "";
  const seeAll =
    fulfillment === "delivery" ? { href: `/delivery${placed}`, label: "See all delivery dates" } : { href: `/classes${placed}`, label: "See all classes" };
  const place = near ? { zip: near, near: nearby.length > 0 } : null;
  return { classes: upcoming.map(classCard), choice: fulfillment, heading: choice?.heading, seeAll, place };
}
