/**
 * Finding a class (decision 038): the GET parameters of /classes, /pickup and /delivery — all
 * shareable links, read the same way without JavaScript — and the links that change one of them.
 * Pure, so the unit tests and both renderers share it.
 */
import { cutSearch } from "../../../workers/core/catalog-search";
import { isRecordId } from "../../../workers/core/field-rules";
import { DAY_CHOICES, MAX_PARTY, partySize, weekdaysOf } from "../../../workers/core/class-days";

/** Rows a list shows at first, and how many more each "Show more" adds. */
export const CLASS_PAGE_SIZE = 30;
/** The most rows a list ever asks for (the api's bound is 1000). */
export const CLASS_LIST_MAX = 480;

export const MAX_PRICE_CHOICES = [50, 75, 100, 150, 200] as const;

export interface FinderParams {
  location: string;
  month: string;
  /** A class type's id, or "" for every type. */
  type: string;
  /** Whole dollars, or null for any price. */
  maxPrice: number | null;
  hideFull: boolean;
  /** A day-of-week choice ("weekends", "sat"; decision 085), or "" for any day. */
  day: string;
  /** A party's size: only classes with that many free seats (decision 085); null for any. */
  guests: number | null;
  /** The customer's place, a 5-digit zip code (decision 085): nearest kitchens first; "" for none. */
  near: string;
  /** The words searched for, trimmed, at most 100 characters (decision 072). */
  search: string;
  /** The typed words were longer and were cut (the page says so). */
  searchCut: boolean;
  /** YYYY-MM-DD or "": a date range replaces the month. */
  from: string;
  to: string;
  view: "list" | "calendar";
  /** How many rows are shown ("Show more" adds CLASS_PAGE_SIZE). */
  shown: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string {
  if (!value || !ISO_DATE.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : "";
}

/** The finder's parameters from a list page's URL; what is malformed is left out quietly. */
export function readFinder(params: URLSearchParams): FinderParams {
  const text = (name: string) => params.get(name)?.trim() ?? "";
  const price = text("max");
  const shown = Number(text("shown"));
  let from = validDate(text("from"));
  let to = validDate(text("to"));
  if (from && to && to < from) [from, to] = [to, from];
  const search = cutSearch(text("q"));
  return {
    location: text("location"),
    month: text("month"),
    type: isRecordId(text("type")) ? text("type") : "",
    maxPrice: /^\d{1,5}$/.test(price) && Number(price) > 0 ? Number(price) : null,
    hideFull: text("open") === "1",
    day: weekdaysOf(text("day")) ? text("day") : "",
    guests: partySize(text("guests")),
    near: placeZip(text("near")),
    search: search.text,
    searchCut: search.cut,
    from,
    to,
    view: text("view") === "calendar" ? "calendar" : "list",
    shown: Number.isInteger(shown) && shown > CLASS_PAGE_SIZE ? Math.min(shown, CLASS_LIST_MAX) : CLASS_PAGE_SIZE,
  };
}

/** A place as the lists take it (decision 085): five digits, else "" (no place). */
export function placeZip(value: string | null | undefined): string {
  const zip = value?.trim() ?? "";
  return /^\d{5}$/.test(zip) ? zip : "";
}

/** Whether any finding filter (beyond kitchen and month) is on: the page then says how to clear them. */
export function filtersOn(finder: FinderParams): boolean {
  return Boolean(finder.type || finder.maxPrice || finder.hideFull || finder.day || finder.guests || finder.search || finder.from || finder.to);
}

/** The list page's link with the finder's parameters, changed by `changes` (empty ones left out). */
export function finderHref(path: string, finder: FinderParams, changes: Partial<FinderParams> = {}): string {
  const next = { ...finder, ...changes };
  const query = new URLSearchParams();
  const set = (name: string, value: string | number | null | boolean) => {
    if (value !== null && value !== "" && value !== false) query.set(name, String(value));
  };
  set("location", next.location);
  if (!next.from && !next.to) set("month", next.month);
  set("type", next.type);
  set("max", next.maxPrice);
  if (next.hideFull) query.set("open", "1");
  set("day", next.day);
  set("guests", next.guests);
  set("q", next.search);
  set("from", next.from);
  set("to", next.to);
  if (next.view === "calendar") query.set("view", "calendar");
  if (next.shown > CLASS_PAGE_SIZE) set("shown", next.shown);
  set("near", next.near);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The day after a YYYY-MM-DD date: a range's end is inclusive, the api's before_date is not. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export interface CalendarDay {
  /** YYYY-MM-DD, or null for the blank cells before the 1st and after the last day. */
  date: string | null;
  day: number | null;
}

/** A month as weeks of seven days (Sunday first), blanks around it: the calendar view's grid. */
export function monthGrid(month: string): CalendarDay[][] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: CalendarDay[] = Array.from({ length: first.getUTCDay() }, () => ({ date: null, day: null }));
  for (let day = 1; day <= days; day++) cells.push({ date: `${month}-${String(day).padStart(2, "0")}`, day });
  while (cells.length % 7 !== 0) cells.push({ date: null, day: null });
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** A choice of one of the finder's selects. */
export interface FinderOption {
  value: string;
  label: string;
}

/** The finder's selects: kitchen, month, class type (only /classes draws it), price, day and party size. */
export interface FinderOptions {
  location: FinderOption[];
  month: FinderOption[];
  type: FinderOption[];
  price: FinderOption[];
  day: FinderOption[];
  guests: FinderOption[];
}

/** The selects' choices; a kitchen with `miles` (decision 085) says how far it is from the customer's place. */
export function finderOptions(
  locations: { id: string; name: string; miles?: number }[],
  months: { key: string; name: string }[],
  classTypes: { id: string; name: string }[],
): FinderOptions {
  return {
    location: [
      { value: "", label: "All locations" },
      ...locations.map(({ id, name, miles }) => ({ value: id, label: miles === undefined ? name : `${name} · ${Math.round(miles)} mi` })),
    ],
    month: months.map(({ key, name }) => ({ value: key, label: name })),
    type: [{ value: "", label: "Every type" }, ...classTypes.map(({ id, name }) => ({ value: id, label: name }))],
    price: [{ value: "", label: "Any price" }, ...MAX_PRICE_CHOICES.map((dollars) => ({ value: String(dollars), label: `$${dollars} or less a person` }))],
    day: [{ value: "", label: "Any day" }, ...DAY_CHOICES.map(({ value, label }) => ({ value, label }))],
    guests: [
      { value: "", label: "Any party" },
      ...Array.from({ length: MAX_PARTY }, (_, index) => ({ value: String(index + 1), label: index === 0 ? "1 guest" : `${index + 1} guests` })),
    ],
  };
}

/** "December 3 – December 10" of a date range (either end may be open). */
export function rangeName({ from, to }: Pick<FinderParams, "from" | "to">): string {
  const name = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  if (from && to) return `${name(from)} – ${name(to)}`;
  return from ? `From ${name(from)}` : `Until ${name(to)}`;
}
