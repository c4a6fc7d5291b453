/**
 * The list pages /classes, /pickup and /delivery (spec §2, §3 class-list filter, §9 default
 * month): one GraphQL operation for the classes of a month, the kitchens offering them and the
 * class types' prices. Times and prices are formatted here, in the class's own timezone, so the
 * server and the browser render the same text.
 */
import { isRecordId } from "../../../workers/core/field-rules";
import { SEARCH_CUT_NOTICE } from "../../../workers/core/catalog-search";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { ClassListEntryFragment } from "../../../graphql/generated/client/graphql";
import { formatClassDate, formatClassTime, localDate, resolveTimeZone } from "../../../workers/core/dates";
import { classPriceWords } from "../../../workers/core/price-words";
import { chosenMonth, laterChoice, monthChoices, type MonthChoice } from "./catalog-months";
import { durationText } from "../../../workers/core/counts";
import { seatsText } from "./catalog-format";
import { CLASS_LIST_PAGES, type ClassListPage, type ClassListPageKey } from "./class-list-pages";
import {
  CLASS_LIST_MAX,
  CLASS_PAGE_SIZE,
  dayAfter,
  filtersOn,
  finderHref,
  finderOptions,
  monthGrid,
  rangeName,
  readFinder,
  type FinderOptions,
  type FinderParams,
} from "./class-finder";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { weekdaysOf } from "../../../workers/core/class-days";
import { kitchenDistances, milesTo, nearestFirst, type Place } from "./place-order.server";
import { failureOf, publicQuery } from "../core/graphql.server";
import type { MealPictureData } from "~/components/catalog/MealPicture";


export interface ClassRow {
  id: string;
  href: string;
  name: string;
  fulfillmentName: string;
  /** ISO instant, for <time dateTime>. */
  startsAt: string;
  /** YYYY-MM-DD in the class's kitchen's zone: its day in the calendar view. */
  day: string;
  date: string;
  time: string;
  duration: string;
  locationName: string;
  locationId: string;
  /** The class type's name ("Kids in the Kitchen"). */
  typeName: string;
  seats: string;
  full: boolean;
  /** The class's price in its own terms ("$149 per couple · $74.50 a person", decision 084). */
  price: string | null;
  /** The class type's picture (decision 039), from the list's own class types: no call per row. */
  picture: MealPictureData | null;
}

export interface ClassDay {
  date: string;
  classes: ClassRow[];
}

/** A day of the month calendar (decision 038); blank before the 1st and after the last day. */
export interface CalendarCell {
  key: string;
  day: number | null;
  /** The day's name as the list writes it ("Tue, Dec 1"): the phone's agenda heading (decision 085). */
  label: string | null;
  /** The day's first classes by time (at most CALENDAR_PER_DAY), their time without the zone. */
  classes: { id: string; href: string; name: string; time: string; full: boolean }[];
  /** How many more the day has, and the link to its list. */
  more: { count: number; href: string; date: string } | null;
}

const CALENDAR_PER_DAY = 3;

/**
 * The list pages' data, everything the page draws made here (the finder's options, the heading,
 * the calendar's grid and links), so the browser bundle carries no finder code.
 */
export interface ClassListData {
  page: ClassListPage;
  month: string;
  /** The kitchen chosen with ?location=, or null for all of them. */
  locationId: string | null;
  /** The chosen month's and kitchen's names, for the heading (null: all kitchens). */
  monthName: string;
  locationName: string | null;
  options: FinderOptions;
  /** The customer's place from ?near= (decision 085): kitchens nearest it first; null without one. */
  place: Place | null;
  /** The results' heading: the month's name, or the date range's ("December 3 – December 10"). */
  heading: string;
  /** ?location= named no kitchen offering this page's fulfillments. */
  unknownLocation: boolean;
  /** The classes or kitchens could not be loaded (spec §8): logged, and said in the list's place. */
  unavailable: boolean;
  /** The list view's rows by day (empty in the calendar view). */
  days: ClassDay[];
  /** The calendar view's weeks, Sunday first (null in the list view). */
  calendar: CalendarCell[][] | null;
  count: number;
  /** Where an empty month leads instead: a later month, or every kitchen in this month. */
  elsewhere: { href: string; label: string; secondary: boolean }[];
  /** Finding a class (decision 038): the filters as the URL gave them. */
  finder: FinderParams;
  /** Said under the search box when the typed words were cut (decision 072); null otherwise. */
  searchNotice: string | null;
  filtersOn: boolean;
  /** "Show more": the same list with CLASS_PAGE_SIZE more rows, or null when all are shown. */
  moreHref: string | null;
  /** After the 15th the default is next month; this month's bookable classes are still linked. */
  thisMonth: { name: string; href: string } | null;
  /** Links of the two views and the clear-filters link, keeping every other parameter. */
  listHref: string;
  calendarHref: string;
  clearHref: string;
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
  const finder = readFinder(url.searchParams);
  const month = chosenMonth(url.searchParams.get("month"), months, now);
  const locationParam = finder.location;
  const today = localDate(now);
  // A date range replaces the month (not in the calendar view, which draws a month).
  const ranged = finder.view === "list" && Boolean(finder.from || finder.to);
  const limit = finder.view === "calendar" ? CLASS_LIST_MAX : finder.shown;
  // After the 15th the default month is next month (§9): is there still something this month?
  const currentMonth = months[0]!.key;
  const checkCurrent = !url.searchParams.get("month") && !ranged && month !== currentMonth;

  const run = (locationId: string | null) => {
    const filter = (method: string, scope: { month?: string }) => ({
      method,
      ...scope,
      // From today (one key all day, so the edge cache can serve it); classes that already
      // started are dropped below, as they are no longer bookable.
      afterDate: ranged && finder.from > today ? finder.from : today,
      beforeDate: ranged && finder.to ? dayAfter(finder.to) : undefined,
      canceled: false,
      locationIds: locationId ? [locationId] : undefined,
      classTypeIds: finder.type ? [finder.type] : undefined,
      maxPriceCents: finder.maxPrice === null ? undefined : finder.maxPrice * 100,
      seatsAvailable: finder.hideFull || undefined,
      weekdays: weekdaysOf(finder.day) ?? undefined,
      minSeatsLeft: finder.guests ?? undefined,
      search: finder.search || undefined,
    });
    const scope = ranged ? {} : { month };
    const [method, alsoMethod] = page.fulfillmentKeys;
    return publicQuery(context, ClassListQuery, {
      filter: filter(method, scope),
      alsoFilter: filter(alsoMethod ?? method, scope),
      withAlso: alsoMethod !== undefined,
      // One more than shown: whether there is more to show.
      first: limit + 1,
      currentFilter: { ...filter(method, { month: currentMonth }), seatsAvailable: true },
      checkCurrent,
    });
  };

  const isId = isRecordId(locationParam);
  // Spec §8: a class or kitchen list that fails to load is logged and said in the page, which
  // keeps its finder and is never kept whole.
  let unavailable = false;
  const loaded = async (locationId: string | null): Promise<ClassListAnswer> => {
    try {
      return await run(locationId);
    } catch (error) {
      if (!failureOf(error)) throw error;
      console.error("web: class list unavailable", page.path, error);
      context.pageRecorder?.personal();
      unavailable = true;
      return NO_CLASSES;
    }
  };
  const [first, distances] = await Promise.all([loaded(isId ? locationParam : null), kitchenDistances(context, finder.near)]);
  let data = first;
  const place = finder.near ? { zip: finder.near, known: distances !== null } : null;
  const miles = milesTo(distances);
  const locations = nearestFirst(
    data.locations.locations
      .filter((location) => location.fulfillments.some((fulfillment) => page.fulfillmentKeys.includes(fulfillment.key)))
      .map(({ id, name }) => ({ id, name, miles: distances?.has(id) ? miles(id) : undefined })),
    distances,
  );
  const known = locations.some((location) => location.id === locationParam);
  const unknownLocation = locationParam !== "" && !known;
  // A stale link to a kitchen that no longer offers this: show every kitchen instead.
  if (unknownLocation && isId && !unavailable) data = await loaded(null);

  const typeNames = new Map(data.classTypes.map((type) => [type.id, type.name]));
  const typePictures = new Map(data.classTypes.map((type) => [type.id, type.picture ?? null]));
  const startedBefore = now.toISOString();
  const found = [...data.classes, ...(data.alsoClasses ?? [])]
    .filter((shopClass) => shopClass.date > startedBefore)
    .sort((a, b) => a.date.localeCompare(b.date));
  const classes = found.slice(0, limit);
  const days: ClassDay[] = [];
  for (const shopClass of classes) {
    const typeId = shopClass.classType.id;
    const row = classRow(shopClass, typeNames.get(typeId) ?? "", typePictures.get(typeId) ?? null);
    const day = days[days.length - 1];
    if (day?.date === row.date) day.classes.push(row);
    else days.push({ date: row.date, classes: [row] });
  }
  // Decision 085: within a day, the classes of the kitchens nearest the customer's place first.
  if (distances) for (const day of days) day.classes.sort((a, b) => miles(a.locationId) - miles(b.locationId) || a.startsAt.localeCompare(b.startsAt));

  const locationId = known ? locationParam : null;
  const shownFinder: FinderParams = { ...finder, location: locationId ?? "", month };
  const locationName = locations.find((location) => location.id === locationId)?.name ?? null;
  const monthName = months.find((choice) => choice.key === month)?.name ?? month;
  const hasMore = finder.view === "list" && found.length > limit && limit < CLASS_LIST_MAX;
  const currentLeft = (data.currentClasses ?? []).some((shopClass) => shopClass.date > startedBefore);
  return {
    page,
    month,
    locationId,
    monthName,
    locationName,
    options: finderOptions(locations, months, data.classTypes),
    place,
    heading: ranged ? rangeName(finder) : monthName,
    unknownLocation: unknownLocation && !unavailable,
    unavailable,
    days: finder.view === "calendar" ? [] : days,
    calendar: finder.view === "calendar" ? calendarWeeks(page.path, shownFinder, month, days) : null,
    count: classes.length,
    elsewhere:
      unavailable || classes.length > 0 || ranged || filtersOn(finder) ? [] : elsewhere(page, month, monthName, locationId, laterChoice(month, months)),
    finder: shownFinder,
    searchNotice: finder.searchCut ? SEARCH_CUT_NOTICE : null,
    filtersOn: filtersOn(finder),
    moreHref: hasMore ? finderHref(page.path, shownFinder, { shown: limit + CLASS_PAGE_SIZE }) : null,
    thisMonth:
      checkCurrent && currentLeft
        ? { name: months[0]!.name, href: finderHref(page.path, shownFinder, { month: currentMonth, from: "", to: "", shown: 0 }) }
        : null,
    listHref: finderHref(page.path, shownFinder, { view: "list" }),
    calendarHref: finderHref(page.path, shownFinder, { view: "calendar", from: "", to: "", shown: 0 }),
    clearHref: finderHref(page.path, { ...shownFinder, type: "", maxPrice: null, hideFull: false, day: "", guests: null, search: "", from: "", to: "", shown: 0 }),
  };
}

type ClassListAnswer = ResultOf<typeof ClassListQuery>;

/** What a list that failed to load shows: no kitchens, no classes. */
const NO_CLASSES: ClassListAnswer = { locations: { locations: [] }, classTypes: [], classes: [], alsoClasses: [], currentClasses: [] };

/** The month as a grid (decision 038): each day's classes by time, a day with more links to its list. */
function calendarWeeks(path: string, finder: FinderParams, month: string, days: ClassDay[]): CalendarCell[][] {
  const byDay = new Map<string, ClassRow[]>();
  for (const row of days.flatMap((day) => day.classes)) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  return monthGrid(month).map((week) =>
    week.map((cell, column) => {
      const rows = cell.date ? (byDay.get(cell.date) ?? []) : [];
      return {
        key: cell.date ?? `blank-${column}`,
        day: cell.day,
        label: rows[0]?.date ?? null,
        classes: rows.slice(0, CALENDAR_PER_DAY).map(({ id, href, name, time, full }) => ({ id, href, name, full, time: time.replace(/ [A-Z]{3,4}$/, "") })),
        more:
          rows.length > CALENDAR_PER_DAY
            ? {
                count: rows.length - CALENDAR_PER_DAY,
                href: finderHref(path, finder, { view: "list", from: cell.date!, to: cell.date!, shown: 0 }),
                date: rows[0]!.date,
              }
            : null,
      };
    }),
  );
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

function classRow(
  shopClass: ClassListEntryFragment,
  typeName: string,
  picture: MealPictureData | null,
): ClassRow {
  const timeZone = resolveTimeZone(shopClass.location.timezone);
  return {
    id: shopClass.id,
    href: `${shopClass.fulfillment.path}/${encodeURIComponent(shopClass.sku)}`,
    name: shopClass.name,
    fulfillmentName: shopClass.fulfillment.name,
    startsAt: shopClass.date,
    day: localDate(new Date(shopClass.date), timeZone),
    date: formatClassDate(shopClass.date, timeZone),
    time: formatClassTime(shopClass.date, timeZone),
    duration: durationText(shopClass.durationMinutes),
    locationName: shopClass.location.name,
    locationId: shopClass.location.id,
    typeName,
    seats: seatsText(shopClass.seatsLeft, shopClass.canceled),
    full: shopClass.seatsLeft <= 0,
    // Decisions 079 and 084: the class's own "from" price (its own, else its type's) in its own terms.
    price: classPriceWords(shopClass.classType.offer, shopClass.fromPriceCents),
    picture,
  };
}

export const ClassListEntryFields = graphql(`
  fragment ClassListEntry on Class {
    id
    ...ClassWhereFields
    name
    date
    durationMinutes
    seatsLeft
    canceled
    fromPriceCents
    classType {
      id
      offer
    }
  }
`);

const ClassListQuery = graphql(`
  query ClassList(
    $filter: ClassFilter!
    $alsoFilter: ClassFilter!
    $withAlso: Boolean!
    $first: Int!
    $currentFilter: ClassFilter!
    $checkCurrent: Boolean!
  ) {
    classes(filter: $filter, first: $first) {
      ...ClassListEntry
    }
    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {
      ...ClassListEntry
    }
    currentClasses: classes(filter: $currentFilter, first: 5) @include(if: $checkCurrent) {
      id
      date
    }
    classTypes {
      id
      name
      picture {
        ...PictureFields
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
