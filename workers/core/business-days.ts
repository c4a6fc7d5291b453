// Business days (spec §9) on "YYYY-MM-DD" calendar dates. Dates here are plain calendar days:
// no time zone is involved, so arithmetic is done on UTC midnights.

/** Days the kitchen is closed besides weekends (§9). Add new holidays here, in any order. */
export const HOLIDAYS: readonly string[] = Object.freeze(["2024-12-25", "2025-01-01"]);

const HOLIDAY_SET: ReadonlySet<string> = new Set(HOLIDAYS);
/** Their month and day ("12-25", "01-01"): Christmas and New Year's Day come back every year. */
const HOLIDAY_DAYS: ReadonlySet<string> = new Set(HOLIDAYS.map((ymd) => ymd.slice(5)));

/**
 * A day the kitchen schedules no class (decision 067): the spec's holidays (§9, Christmas and New
 * Year's Day) in any year, since a recurring schedule runs into years the list does not name.
 */
export function isHoliday(ymd: string): boolean {
  return HOLIDAY_SET.has(ymd) || HOLIDAY_DAYS.has(ymd.slice(5));
}
const YMD_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const SUNDAY = 0;
const SATURDAY = 6;

/** §8: the helper answers with this text rather than throwing. */
export const BUSINESS_DAY_ERROR = "Error";

function parseYmd(ymd: string): Date | null {
  const match = YMD_RE.exec(ymd);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDate ? date : null;
}

function toYmd(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function isBusinessDate(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday !== SATURDAY && weekday !== SUNDAY && !HOLIDAY_SET.has(toYmd(date));
}

/** Weekday and not a holiday. A string that is not a real YYYY-MM-DD date is not a business day. */
export function isBusinessDay(ymd: string): boolean {
  const date = parseYmd(ymd);
  return date !== null && isBusinessDate(date);
}

/**
 * The date `days` business days after `date`.
 * - Counting starts the day after `date`; each business day reached counts one, so
 *   Friday + 1 → Monday and Saturday + 1 → Monday (as spreadsheet WORKDAY does).
 * - 0 days: `date` itself when it is a business day, otherwise the next business day.
 * - Answers "Error" (§8) when the date or the day count is missing, and also when the date is not
 *   a real YYYY-MM-DD date or the count is not a whole number of zero or more. Negative counts are
 *   rejected rather than counted backwards: nothing in the shop needs them yet, and "0" rolling
 *   forward would make a backwards count asymmetric.
 */
export function addBusinessDays(date: string | undefined | null, days: number | undefined | null): string {
  if (date === undefined || date === null || days === undefined || days === null) return BUSINESS_DAY_ERROR;
  const start = parseYmd(date);
  if (start === null || !Number.isSafeInteger(days) || days < 0) return BUSINESS_DAY_ERROR;

  let current = start.getTime();
  if (days === 0) {
    while (!isBusinessDate(new Date(current))) current += MS_PER_DAY;
    return toYmd(new Date(current));
  }
  let remaining = days;
  while (remaining > 0) {
    current += MS_PER_DAY;
    if (isBusinessDate(new Date(current))) remaining -= 1;
  }
  return toYmd(new Date(current));
}
