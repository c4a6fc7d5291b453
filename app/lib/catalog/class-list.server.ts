/**
 * The list pages /classes, /pickup and /delivery (spec §2, §3 class-list filter, §9 default
 * month): one GraphQL operation for the classes of a month, the kitchens offering them and the
 * class types' prices. Times and prices are formatted here, in the class's own timezone, so the
 * server and the browser render the same text.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { ClassListEntryFragment } from "../../../graphql/generated/client/graphql";
import { formatClassDate, formatClassTime, localDate, resolveTimeZone } from "../../../workers/core/dates";
import { formatUsd } from "../../../workers/core/money";
import { chosenMonth, laterChoice, monthChoices, type MonthChoice } from "./catalog-months";
import { durationText, lowestPrice, seatsText } from "./catalog-format";
import { CLASS_LIST_PAGES, type ClassListPage, type ClassListPageKey } from "./class-list-pages";
import { publicQuery } from "../core/graphql.server";

/** More than any month holds (about 100 in-person classes across all kitchens). */
const CLASSES_PER_MONTH = 500;

export interface ClassRow {
  id: string;
  href: string;
  name: string;
  fulfillmentName: string;
  /** ISO instant, for <time dateTime>. */
  startsAt: string;
  date: string;
  time: string;
  duration: string;
  locationName: string;
  seats: string;
  full: boolean;
  priceFrom: string | null;
}

export interface ClassDay {
  date: string;
  classes: ClassRow[];
}

export interface ClassListData {
  page: ClassListPage;
  month: string;
  months: MonthChoice[];
  /** The kitchen chosen with ?location=, or null for all of them. */
  locationId: string | null;
  /** The chosen month's and kitchen's names, for the heading (null: all kitchens). */
  monthName: string;
  locationName: string | null;
  locations: { id: string; name: string }[];
  /** ?location= named no kitchen offering this page's fulfillments. */
  unknownLocation: boolean;
  days: ClassDay[];
  count: number;
  /** Where an empty month leads instead: a later month, or every kitchen in this month. */
  elsewhere: { href: string; label: string; secondary: boolean }[];
}

export async function loadClassList(
  pageKey: ClassListPageKey,
  request: Request,
  context: AppLoadContext,
): Promise<ClassListData> {
  const page: ClassListPage = CLASS_LIST_PAGES[pageKey];
  const url = new URL(request.url);
  const now = new Date();
  const months = monthChoices(now);
  const month = chosenMonth(url.searchParams.get("month"), months, now);
  const locationParam = url.searchParams.get("location")?.trim() ?? "";

  const run = (locationId: string | null) => {
    const filter = (method: string) => ({
      method,
      month,
      // From today (one key all day, so the edge cache can serve it); classes that already
      // started are dropped below, as they are no longer bookable.
      afterDate: localDate(now),
      canceled: false,
      locationIds: locationId ? [locationId] : undefined,
    });
    const [method, alsoMethod] = page.fulfillmentKeys;
    return publicQuery(context, ClassListQuery, {
      filter: filter(method),
      alsoFilter: filter(alsoMethod ?? method),
      withAlso: alsoMethod !== undefined,
      first: CLASSES_PER_MONTH,
    });
  };

  const isId = /^\d{1,9}$/.test(locationParam);
  let data = await run(isId ? locationParam : null);
  const locations = data.locations.locations
    .filter((location) => location.fulfillments.some((fulfillment) => page.fulfillmentKeys.includes(fulfillment.key)))
    .map(({ id, name }) => ({ id, name }));
  const known = locations.some((location) => location.id === locationParam);
  const unknownLocation = locationParam !== "" && !known;
  // A stale link to a kitchen that no longer offers this: show every kitchen instead.
  if (unknownLocation && isId) data = await run(null);

  const lowestByClassType = new Map(
    data.classTypes.map((type) => [type.id, lowestPrice(type.prices.map((price) => price.priceCents))]),
  );
  const startedBefore = now.toISOString();
  const classes = [...data.classes, ...(data.alsoClasses ?? [])]
    .filter((shopClass) => shopClass.date > startedBefore)
    .sort((a, b) => a.date.localeCompare(b.date));
  const days: ClassDay[] = [];
  for (const shopClass of classes) {
    const row = classRow(shopClass, lowestByClassType.get(shopClass.classType.id));
    const day = days[days.length - 1];
    if (day?.date === row.date) day.classes.push(row);
    else days.push({ date: row.date, classes: [row] });
  }

  const locationId = known ? locationParam : null;
  const locationName = locations.find((location) => location.id === locationId)?.name ?? null;
  const monthName = months.find((choice) => choice.key === month)?.name ?? month;
  return {
    page,
    month,
    months,
    locationId,
    monthName,
    locationName,
    locations,
    unknownLocation,
    days,
    count: classes.length,
    elsewhere: classes.length > 0 ? [] : elsewhere(page, month, monthName, locationId, laterChoice(month, months)),
  };
}

function elsewhere(
  page: ClassListPage,
  month: string,
  monthName: string,
  locationId: string | null,
  later: MonthChoice | undefined,
): ClassListData["elsewhere"] {
  const search = (params: Record<string, string | null>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
    return `${page.path}?${query.toString()}`;
  };
  const links: ClassListData["elsewhere"] = [];
  if (later) links.push({ href: search({ location: locationId, month: later.key }), label: `See ${later.name}`, secondary: false });
  if (locationId) links.push({ href: search({ month }), label: `All locations in ${monthName}`, secondary: true });
  return links;
}

function classRow(shopClass: ClassListEntryFragment, lowestCents: number | undefined): ClassRow {
  const timeZone = resolveTimeZone(shopClass.location.timezone);
  return {
    id: shopClass.id,
    href: `${shopClass.fulfillment.path}/${encodeURIComponent(shopClass.sku)}`,
    name: shopClass.name,
    fulfillmentName: shopClass.fulfillment.name,
    startsAt: shopClass.date,
    date: formatClassDate(shopClass.date, timeZone),
    time: formatClassTime(shopClass.date, timeZone),
    duration: durationText(shopClass.durationMinutes),
    locationName: shopClass.location.name,
    seats: seatsText(shopClass.seatsLeft, shopClass.canceled),
    full: shopClass.seatsLeft <= 0,
    priceFrom: lowestCents === undefined ? null : formatUsd(lowestCents),
  };
}

export const ClassListEntryFields = graphql(`
  fragment ClassListEntry on Class {
    id
    sku
    name
    date
    durationMinutes
    seatsLeft
    canceled
    fulfillment {
      key
      name
      path
    }
    location {
      id
      name
      timezone
    }
    classType {
      id
    }
  }
`);

const ClassListQuery = graphql(`
  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {
    classes(filter: $filter, first: $first) {
      ...ClassListEntry
    }
    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {
      ...ClassListEntry
    }
    classTypes {
      id
      prices {
        priceCents
      }
    }
    locations(filter: { active: true }) {
      locations {
        id
        name
        fulfillments {
          key
        }
      }
    }
  }
`);
