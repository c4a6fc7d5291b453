// Calendar events (decision 027): their kinds and statuses, the window an event covers in its
// location's zone, and whether a class falls in it. Pure: the api and the console share it.
import { localDateTimeToUtc } from "./dates";

/** Keys a calendar cannot take: the console's own addresses under /admin/calendars/. */
export const RESERVED_CALENDAR_KEYS: readonly string[] = ["new", "events"];

export const CALENDAR_EVENT_KINDS = ["closure", "holiday", "private_event"] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export const CALENDAR_EVENT_KIND_LABELS: Record<CalendarEventKind, string> = {
  closure: "Closure",
  holiday: "Holiday",
  private_event: "Private event",
};

/** GET calendarsEventStatuses: what each status means; a canceled event flags no class. */
export const CALENDAR_EVENT_STATUSES = [
  { key: "tentative", name: "Tentative", flagsClasses: true },
  { key: "confirmed", name: "Confirmed", flagsClasses: true },
  { key: "canceled", name: "Canceled", flagsClasses: false },
] as const;
export type CalendarEventStatus = (typeof CALENDAR_EVENT_STATUSES)[number]["key"];
export const CALENDAR_EVENT_STATUS_KEYS = CALENDAR_EVENT_STATUSES.map((status) => status.key) as [CalendarEventStatus, ...CalendarEventStatus[]];

export interface EventTimes {
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
}

/** The next calendar date of a YYYY-MM-DD. */
export function nextDay(ymd: string): string {
  const [year, month, day] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The instants an event covers: from its start (midnight for whole days) to its end (the next midnight for whole days). */
export function eventWindow(event: EventTimes, timeZone: string): { start: Date; end: Date } {
  const start = localDateTimeToUtc(event.start_date, event.start_time ?? "00:00", timeZone);
  const end = event.end_time ? localDateTimeToUtc(event.end_date, event.end_time, timeZone) : localDateTimeToUtc(nextDay(event.end_date), "00:00", timeZone);
  return { start, end };
}

/** Whether a class (start instant, minutes long) and an event's window share any moment. */
export function overlapsClass(window: { start: Date; end: Date }, classStart: string, durationMinutes: number): boolean {
  const start = Date.parse(classStart);
  const end = start + durationMinutes * 60_000;
  return start < window.end.getTime() && end > window.start.getTime();
}

/** What is wrong with an event's dates and times, by field; empty when nothing is. */
export function eventTimesProblems(event: EventTimes): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if ((event.start_time === null) !== (event.end_time === null)) {
    problems[event.start_time === null ? "start_time" : "end_time"] = ["give both times, or neither for whole days"];
  }
  if (event.end_date < event.start_date) problems.end_date = ["must be on or after the start date"];
  else if (event.end_date === event.start_date && event.start_time && event.end_time && event.end_time <= event.start_time) {
    problems.end_time = ["must be after the start time"];
  }
  if (!problems.end_date && Date.parse(event.end_date) - Date.parse(event.start_date) > 366 * 86_400_000) problems.end_date = ["must be within a year of the start date"];
  return problems;
}
