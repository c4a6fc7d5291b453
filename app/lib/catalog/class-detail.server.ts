/**
 * The class page of spec §2: /classes/{sku}, /pickup/{sku}, /delivery/{sku} and the older
 * /classes/{classEventId}. One GraphQL operation (one REST call: decision 006).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { formatClassDate, formatClassTime, resolveTimeZone, zonedParts } from "../../../workers/core/dates";
import { whatToBring } from "../../../workers/core/fulfillment-guide";
import { classTypeProfile, coursesOf, PARKING_NOTE } from "../../../workers/core/class-type-profiles";
import { mapUrl } from "../../../workers/core/geo";
import { formatUsd } from "../../../workers/core/money";
import { classPriceWords } from "../../../workers/core/price-words";
import { durationText } from "../../../workers/core/counts";
import { classHref, lowestPrice, seatsText } from "./catalog-format";
import { classEventJsonLd } from "./class-event";
import { goNoGoNotice } from "./go-no-go-text";
import type { ClassListPage } from "./class-list-pages";
import { publicQuery, failureOf } from "../core/graphql.server";
import { trackProductView } from "../core/tracking.server";
import { sessionUser } from "../identity/auth.server";
import { checkoutPrefill } from "../checkout/checkout.server";
import { chooseMealsText, choiceFromSearch } from "../cart/meal-choice";

import { guestOffer } from "../cart/guest-offers";
import { AT_THE_KITCHEN } from "./class-calendar.server";

/** What a page of each fulfillment sells, in running text. */
const FULFILLMENT_NOUNS: Record<string, string> = { "in-person": "class", "pre-assembled": "pickup", delivery: "delivery", shipping: "shipment" };

const notFound = () => new Response("Not Found", { status: 404 });

export async function loadClassDetail(page: ClassListPage, idOrSku: string | undefined, request: Request, context: AppLoadContext) {
  if (!idOrSku) throw notFound();
  let answer;
  try {
    answer = await publicQuery(context, ClassDetailQuery, { idOrSku });
  } catch (error) {
    // Not a well-formed id or sku (the graphql worker checks): no such page.
    if (failureOf(error)?.inputFields) throw notFound();
    throw error;
  }
  const shopClass = answer.class;
  if (!shopClass) throw notFound();

  const canonicalPath = classHref(shopClass);
  // A class lives under its fulfillment's page (a pickup slot under /pickup).
  if (shopClass.fulfillment.path !== page.path) throw redirect(canonicalPath, 301);

  const url = new URL(request.url);
  const timeZone = resolveTimeZone(shopClass.location.timezone);
  const { year, month } = zonedParts(new Date(shopClass.date), timeZone);
  const { location } = shopClass;
  const hostName = shopClass.host ? `${shopClass.host.firstName} ${shopClass.host.lastName}` : null;
  const prices = shopClass.prices.map((price) => ({
    key: `${price.portionSize.key}-${price.portionQuantity.mealCount}`,
    portion: price.portionSize.name,
    serves: price.portionSize.serves,
    mealCount: price.portionQuantity.mealCount,
    priceCents: price.priceCents,
    price: formatUsd(price.priceCents),
  }));
  const lowest = lowestPrice(prices.map((price) => price.priceCents));
  const canonical = `${url.origin}${canonicalPath}`;
  // Decision 087: what a class of its type is — courses or meals, what to bring, included, age, wine.
  const profile = classTypeProfile(shopClass.classType.key, shopClass.classType.offer);
  const isClass = shopClass.fulfillment.key === "in-person";
  const offerOfClass = guestOffer(shopClass.classType.offer, shopClass.unitPriceCents, shopClass.seatsLeft);
  // Spec §7 events/product (decision 034), with the price the page sells at: the lowest portion
  // price, or the price of a seat (couple) for a class that sells seats — without one the api
  // refuses the event.
  trackProductView(context, request, { productId: shopClass.id, priceCents: lowest ?? offerOfClass?.unitPriceCents });

  return {
    id: shopClass.id,
    sku: shopClass.sku,
    name: shopClass.name,
    description: shopClass.description,
    classTypeName: shopClass.classType.name,
    // Its type's published reviews (decision 064), in the class's kitchen's time zone.
    reviews: shopClass.classType.reviews,
    timezone: shopClass.location.timezone,
    // Decision 040: a class sold per guest or couple has a guests buy box instead of portions.
    guestOffer: offerOfClass,
    isPublic: shopClass.classIsPublic,
    // A private class enters a cart by its sku, the link its host shared (decision 018).
    linkSku: shopClass.classIsPublic ? null : shopClass.sku,
    canonical,
    startsAt: shopClass.date,
    date: formatClassDate(shopClass.date, timeZone),
    time: formatClassTime(shopClass.date, timeZone),
    duration: durationText(shopClass.durationMinutes),
    canceled: shopClass.canceled,
    full: shopClass.seatsLeft <= 0,
    // Decision 065: how many more it needs to run and when that is decided, or that it runs.
    goNoGo: shopClass.canceled ? null : goNoGoNotice(shopClass.goNoGo, timeZone, FULFILLMENT_NOUNS[shopClass.fulfillment.key]),
    // The waitlist form's e-mail, prefilled for a signed-in customer (decision 037).
    waitlistEmail: shopClass.seatsLeft <= 0 ? (sessionUser(context)?.email ?? "") : "",
    seats:
      shopClass.fulfillment.key === "in-person"
        ? seatsText(shopClass.seatsLeft, shopClass.canceled)
        : seatsText(shopClass.seatsLeft, shopClass.canceled).replace(/seats? left/, "left"),
    seatsOf: shopClass.seats,
    fulfillment: { key: shopClass.fulfillment.key, name: shopClass.fulfillment.name, description: shopClass.fulfillment.description },
    hostName,
    location: {
      id: location.id,
      name: location.name,
      phone: location.phone,
      address: location.address,
    },
    prices,
    // The add-to-cart form's portion selects (issue 4): every option with its ids and price.
    portionOptions: shopClass.prices.map(({ portionSize, portionQuantity, priceCents }) => ({
      portionSize: { id: portionSize.id, name: portionSize.name, serves: portionSize.serves },
      portionQuantity: { id: portionQuantity.id, mealCount: portionQuantity.mealCount },
      priceCents,
    })),
    path: canonicalPath,
    mapUrl: mapUrl(location.address),
    calendarHref: `/classes/${encodeURIComponent(shopClass.sku)}.ics`,
    whatToBring: whatToBring(shopClass.fulfillment.key, {
      durationMinutes: shopClass.durationMinutes,
      month,
      classType: { key: shopClass.classType.key, offer: shopClass.classType.offer },
    }),
    // A class's own courses (a date night's three, a kids' class's dishes), never the month's freezer meals.
    courses: isClass && profile.menu === "courses" ? { intro: profile.coursesIntro, list: coursesOf(profile, shopClass.name) } : null,
    goodToKnow: isClass ? { included: profile.included, age: profile.age, wine: profile.wine, parking: PARKING_NOTE } : null,
    atTheKitchen: AT_THE_KITCHEN.has(shopClass.fulfillment.key),
    // Words fit what is bought: only a class has seats, a host and a duration (decision 038).
    isClass,
    noun: FULFILLMENT_NOUNS[shopClass.fulfillment.key] ?? "class",
    window: `${formatClassTime(shopClass.date, timeZone).replace(/ [A-Z]{3,4}$/, "")}–${formatClassTime(
      new Date(new Date(shopClass.date).getTime() + shopClass.durationMinutes * 60_000).toISOString(),
      timeZone,
    )}`,
    // Decision 084: a guest's (couple's) price, or the cheapest portion option, in the class's own terms.
    price: classPriceWords(shopClass.classType.offer, offerOfClass ? offerOfClass.unitPriceCents : lowest),
    menu: shopClass.menu ?? null,
    // Which meals (decision 041): the allergy filter and a refused choice carried back in the URL.
    mealChoice: await mealChoiceState(context, url.searchParams, shopClass.prices.map((price) => price.portionQuantity)),
    backHref: `${page.path}?location=${location.id}&month=${year}-${String(month).padStart(2, "0")}`,
    jsonLd: classEventJsonLd({
      name: shopClass.name,
      description: shopClass.description,
      url: canonical,
      startsAt: shopClass.date,
      durationMinutes: shopClass.durationMinutes,
      canceled: shopClass.canceled,
      seatsLeft: shopClass.seatsLeft,
      fulfillmentKey: shopClass.fulfillment.key,
      hostName,
      location: { name: location.name, ...location.address },
      // Decision 040: a class sold per guest or couple offers that one price, not portions.
      prices: offerOfClass
        ? [{ name: offerOfClass.offer === "PAIRS" ? "One couple" : "One guest", priceCents: offerOfClass.unitPriceCents }]
        : prices.map((price) => ({
            name: `${price.portion} portion (serves ${price.serves}), ${price.mealCount} meals`,
            priceCents: price.priceCents,
          })),
      organizer: { name: context.config.brandName, url: context.config.marketingBaseUrl },
      reviews: shopClass.classType.reviews,
    }),
  };
}

export type ClassDetailData = Awaited<ReturnType<typeof loadClassDetail>>;

const ALLERGY_KEY = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The meal chooser's state (decision 041): allergies to mark — the page's `avoid` filter, else a
 * signed-in customer's own — and, after a refused add without JavaScript, the portion and meals
 * chosen with the message of a count that does not add up.
 */
async function mealChoiceState(context: AppLoadContext, params: URLSearchParams, quantities: { id: string; mealCount: number }[]) {
  const filtered = params.has("avoid");
  const avoid = filtered
    ? params.getAll("avoid").filter((key) => ALLERGY_KEY.test(key))
    : (await checkoutPrefill(context).catch(() => ({ allergies: [] as string[] }))).allergies;
  const carried = choiceFromSearch(params);
  const quantityId = carried.portion?.split(":")[1];
  const mealCount = quantities.find((quantity) => quantity.id === quantityId)?.mealCount;
  const chosen = Object.values(carried.quantities).reduce((sum, quantity) => sum + quantity, 0);
  return {
    avoid,
    avoidFromAccount: !filtered && avoid.length > 0,
    portion: carried.portion,
    quantities: carried.quantities,
    message: mealCount !== undefined && chosen > 0 && chosen !== mealCount ? chooseMealsText(mealCount, chosen) : null,
  };
}

const ClassDetailQuery = graphql(`
  query ClassDetail($idOrSku: String!) {
    class(idOrSku: $idOrSku) {
      ...ClassEventFields
      ...ClassSeatsFields
      fulfillment {
        description
      }
      host {
        firstName
        lastName
      }
      unitPriceCents
      classType {
        key
        name
        offer
        reviews {
          ...ClassReviewSummary
        }
      }
      location {
        phone
      }
      prices {
        ...ClassPriceFields
      }
      menu {
        id
        name
        meals {
          ...MealSummary
        }
      }
    }
  }
`);
