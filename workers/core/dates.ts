// Calendar and clock helpers. Every function that takes a time zone falls back to
// America/Denver when the zone is missing or not a valid IANA name (spec §9).

export const FALLBACK_TIMEZONE = "America/Denver";

const MS_PER_DAY = 86_400_000;
const MID_MONTH_DAY = 15; // §9: after the 15th the default month is the next one

const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

const MONTH_KEY_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YMD_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock reading in a time zone. `weekday` is 0 for Sunday … 6 for Saturday. */
export interface ZonedParts {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number; // 0–23
  minute: number;
  second: number;
  weekday: number;
}

const PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
};

// Formatters are costly to build; one per zone and purpose is kept for the isolate's life.
const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${key}|${timeZone}`;
  let cached = formatterCache.get(cacheKey);
  if (!cached) {
    cached = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    formatterCache.set(cacheKey, cached);
  }
  return cached;
}

/** The zone itself when the runtime knows it, otherwise America/Denver. */
export function resolveTimeZone(timeZone?: string | null): string {
  if (!timeZone) return FALLBACK_TIMEZONE;
  try {
    formatter("parts", timeZone, PARTS_OPTIONS);
    return timeZone;
  } catch {
    return FALLBACK_TIMEZONE;
  }
}

/** The wall clock in the zone at an instant. Throws RangeError for an invalid Date. */
export function zonedParts(date: Date, timeZone?: string | null): ZonedParts {
  const parts = formatter("parts", resolveTimeZone(timeZone), PARTS_OPTIONS).formatToParts(date);
  const read = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
  const year = read("year");
  const month = read("month");
  const day = read("day");
  return {
    year,
    month,
    day,
    hour: read("hour") % 24, // some engines print midnight as "24" despite h23
    minute: read("minute"),
    second: read("second"),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, "0")}-${pad2(month)}`;
}

/** The calendar month after the given one, as a month key ("2026-12" → "2027-01"). */
export function nextMonth(month: string): string {
  const [year, monthNumber] = parseMonthKey(month);
  return monthNumber === 12 ? monthKey(year + 1, 1) : monthKey(year, monthNumber + 1);
}

/** §9: the current month in the zone, or the next month once the day of month is after the 15th. */
export function defaultMonth(now: Date, timeZone?: string | null): string {
  const { year, month, day } = zonedParts(now, timeZone);
  const current = monthKey(year, month);
  return day > MID_MONTH_DAY ? nextMonth(current) : current;
}

export function isMonthKey(value: string): boolean {
  return MONTH_KEY_RE.test(value);
}

function parseMonthKey(month: string): [number, number] {
  const match = MONTH_KEY_RE.exec(month);
  if (!match) throw new RangeError(`Not a month key (YYYY-MM): ${month}`);
  return [Number(match[1]), Number(match[2])];
}

/** "2026-12" → "December 2026". Throws RangeError for anything that is not a month key. */
export function monthName(month: string): string {
  const [year, monthNumber] = parseMonthKey(month);
  return `${MONTH_NAMES[monthNumber - 1] ?? ""} ${year}`;
}

// Offset of the zone from UTC at an instant, in milliseconds (Denver in winter: -7 h).
function offsetAt(instantMs: number, timeZone: string): number {
  const p = zonedParts(new Date(instantMs), timeZone);
  const wallMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallMs - Math.floor(instantMs / 1000) * 1000; // the wall reading has no milliseconds
}

/**
 * The instant at which clocks in the zone show the given wall time.
 * Wall times that happen twice (fall back) resolve to the earlier instant; wall times that never
 * happen (spring forward, e.g. 02:30 on Denver's DST day) move forward by the gap (→ 03:30 MDT),
 * the "compatible" rule of Temporal and of most calendars. Throws RangeError for malformed input.
 */
export function localDateTimeToUtc(ymd: string, hm: string, timeZone?: string | null): Date {
  const date = YMD_RE.exec(ymd);
  const time = HM_RE.exec(hm);
  if (!date || !time) throw new RangeError(`Not a local date and time: ${ymd} ${hm}`);
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${ymd}`);
  }
  const zone = resolveTimeZone(timeZone);
  const wallMs = Date.UTC(year, month - 1, day, Number(time[1]), Number(time[2]));
  // Offsets a day either side of the wall time bracket any single DST transition.
  const offsetBefore = offsetAt(wallMs - MS_PER_DAY, zone);
  const offsetAfter = offsetAt(wallMs + MS_PER_DAY, zone);
  const candidates = [wallMs - offsetBefore, wallMs - offsetAfter]
    .filter((instant) => instant + offsetAt(instant, zone) === wallMs)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallMs - offsetBefore);
}

/** "YYYY-MM-DD" of a calendar date moved by whole days (no time zone involved). */
function shiftYmd(year: number, month: number, day: number, days: number): string {
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * MS_PER_DAY);
  return `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}

/** The calendar date (YYYY-MM-DD) of `date` in the zone. */
export function localDate(date: Date, timeZone?: string | null): string {
  const { year, month, day } = zonedParts(date, resolveTimeZone(timeZone));
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Monday 00:00 local time of the week containing `now`, as an instant (§9 default class query). */
export function startOfWeek(now: Date, timeZone: string | null = FALLBACK_TIMEZONE): Date {
  const zone = resolveTimeZone(timeZone);
  const { year, month, day, weekday } = zonedParts(now, zone);
  const daysSinceMonday = (weekday + 6) % 7;
  return localDateTimeToUtc(shiftYmd(year, month, day, -daysSinceMonday), "00:00", zone);
}

/** First moment of the month and first moment of the next month in the zone, as instants. */
export function monthRange(month: string, timeZone?: string | null): { start: Date; end: Date } {
  parseMonthKey(month);
  return {
    start: localDateTimeToUtc(`${month}-01`, "00:00", timeZone),
    end: localDateTimeToUtc(`${nextMonth(month)}-01`, "00:00", timeZone),
  };
}

const CLASS_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
};

const CLASS_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

function parseInstant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Newer ICU data puts narrow no-break spaces before AM/PM; plain spaces keep output identical
// across Node and workerd.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}

/** "Tuesday, December 1, 2026" in the class's zone; "" when the date cannot be read. */
export function formatClassDate(iso: string, timeZone?: string | null): string {
  const date = parseInstant(iso);
  if (!date) return "";
  return plainSpaces(formatter("class-date", resolveTimeZone(timeZone), CLASS_DATE_OPTIONS).format(date));
}

/** "6:30 PM MST" in the class's zone; "" when the date cannot be read. */
export function formatClassTime(iso: string, timeZone?: string | null): string {
  const date = parseInstant(iso);
  if (!date) return "";
  return plainSpaces(formatter("class-time", resolveTimeZone(timeZone), CLASS_TIME_OPTIONS).format(date));
}

const CLASS_MOMENT_OPTIONS: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };

/** "Fri, Dec 11, 6:00 PM" in the class's zone, a class's start in one short line; "" when the date cannot be read. */
export function formatClassMoment(iso: string, timeZone?: string | null): string {
  const date = parseInstant(iso);
  if (!date) return "";
  return plainSpaces(formatter("class-moment", resolveTimeZone(timeZone), CLASS_MOMENT_OPTIONS).format(date));
}

const SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };

/** "Dec 11" in the zone (a class's day in a sentence); "" when the date cannot be read. */
export function formatShortDate(iso: string, timeZone?: string | null): string {
  const date = parseInstant(iso);
  if (!date) return "";
  return plainSpaces(formatter("short-date", resolveTimeZone(timeZone), SHORT_DATE_OPTIONS).format(date));
}

const STAMP_OPTIONS: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" };

/** "Dec 11, 2026, 3:04 PM MST": when something happened, in the zone, naming the zone; "" when unreadable. */
export function formatStamp(iso: string, timeZone?: string | null): string {
  const date = parseInstant(iso);
  if (!date) return "";
  return plainSpaces(formatter("stamp", resolveTimeZone(timeZone), STAMP_OPTIONS).format(date));
}

/** A stretch of time with one UTC offset: up to `until` (exclusive, ISO; null: from then on). */
export interface OffsetSpan {
  until: string | null;
  offsetMinutes: number;
}

/**
 * The zone's UTC offsets from `from` to `to`, in order: one span per offset, the first reaching
 * back and the last reaching on without end. A week's steps find every change (zones change at
 * most a few times a year), then halving finds its minute.
 */
export function offsetSpans(from: Date, to: Date, timeZone?: string | null): OffsetSpan[] {
  const zone = resolveTimeZone(timeZone);
  const minutes = (instantMs: number) => Math.round(offsetAt(instantMs, zone) / 60_000);
  const spans: OffsetSpan[] = [];
  const step = 7 * MS_PER_DAY;
  let at = from.getTime();
  let current = minutes(at);
  while (at < to.getTime()) {
    const next = Math.min(at + step, to.getTime());
    if (minutes(next) !== current) {
      let low = at;
      let high = next;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (minutes(middle) === current) low = middle;
        else high = middle;
      }
      spans.push({ until: new Date(high).toISOString(), offsetMinutes: current });
      current = minutes(high);
      at = high;
    } else at = next;
  }
  spans.push({ until: null, offsetMinutes: current });
  return spans;
}
