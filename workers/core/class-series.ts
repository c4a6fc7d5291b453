/**
 * A recurring schedule (issue 27, decision 067): a class every week or every other week, N times
 * or until a date, skipping the spec's holidays, at most 52 classes. Plain dates (YYYY-MM-DD),
 * no time zone: each becomes a start in the kitchen's zone where the class is made.
 */
import { isHoliday } from "./business-days";
import { isIsoDate } from "./field-rules";

export const SERIES_MAX = 52;
export const REPEAT_WEEKS = [1, 2] as const;

export interface Repeat {
  /** 1: weekly; 2: every other week. */
  every_weeks: (typeof REPEAT_WEEKS)[number];
  /** Ends after this many classes (holidays skipped do not count)… */
  count?: number;
  /** …or with the last date on or before this one. */
  until?: string;
}

export const SERIES_COUNT_MESSAGE = `Enter how many classes, from 1 to ${SERIES_MAX}`;
export const SERIES_UNTIL_MESSAGE = "Enter the last date, on or after the first class's";
export const SERIES_TOO_LONG_MESSAGE = `A series has at most ${SERIES_MAX} classes: choose an earlier last date`;

const MS_PER_DAY = 86_400_000;
const addDays = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T12:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);

/**
 * The dates of a series from its first date, and the holidays it skipped; or the refusal of the
 * field at fault (`count` or `until`). A holiday on the first date is skipped too.
 */
export function seriesDates(
  first: string,
  repeat: Repeat,
): { dates: string[]; skipped: string[] } | { field: "count" | "until"; message: string } {
  if (repeat.until === undefined && (repeat.count === undefined || !Number.isInteger(repeat.count) || repeat.count < 1 || repeat.count > SERIES_MAX)) {
    return { field: "count", message: SERIES_COUNT_MESSAGE };
  }
  if (repeat.until !== undefined && (!isIsoDate(repeat.until) || repeat.until < first)) return { field: "until", message: SERIES_UNTIL_MESSAGE };
  const dates: string[] = [];
  const skipped: string[] = [];
  for (let date = first; ; date = addDays(date, 7 * repeat.every_weeks)) {
    if (repeat.until !== undefined ? date > repeat.until : dates.length === repeat.count) break;
    if (isHoliday(date)) {
      skipped.push(date);
      continue;
    }
    if (dates.length === SERIES_MAX) return { field: "until", message: SERIES_TOO_LONG_MESSAGE };
    dates.push(date);
  }
  return { dates, skipped };
}
