/**
 * The seeded calendars (decision 027): one per location that names a calendar, with the shop's
 * holidays of the seed's year and the next (Thanksgiving, the Christmas closure, New Year's Day).
 */
import type { calendarEvents, calendars } from "../api/schema";
import { LOCATIONS } from "./data";

export type CalendarInsert = typeof calendars.$inferInsert;
export type CalendarEventInsert = typeof calendarEvents.$inferInsert;

export function calendarRows(): CalendarInsert[] {
  return LOCATIONS.filter((location) => location.calendar_id).map((location) => ({
    id: location.calendar_id!,
    name: `${location.name} kitchen`,
    description: `Closures, holidays and private events of the ${location.name} kitchen.`,
  }));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The fourth Thursday of November. */
function thanksgiving(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return `${year}-11-${pad(firstThursday + 21)}`;
}

export function calendarEventRows(now: Date): CalendarEventInsert[] {
  const year = now.getUTCFullYear();
  const rows: CalendarEventInsert[] = [];
  for (const calendar of calendarRows()) {
    for (const y of [year, year + 1]) {
      rows.push(
        { calendar_id: calendar.id, kind: "holiday", title: "Thanksgiving", start_date: thanksgiving(y), end_date: thanksgiving(y) },
        { calendar_id: calendar.id, kind: "closure", title: "Closed for Christmas", start_date: `${y}-12-24`, end_date: `${y}-12-26` },
        { calendar_id: calendar.id, kind: "holiday", title: "New Year's Day", start_date: `${y + 1}-01-01`, end_date: `${y + 1}-01-01` },
      );
    }
  }
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}
