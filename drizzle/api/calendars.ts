/**
 * Calendars and their events (spec §7 calendars, decision 027): a location names its calendar by
 * `locations.calendar_id`; a calendar holds closures, holidays and private events, each on local
 * dates (and optionally times) of the location's time zone.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { requiredKey } from "./columns";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const calendars = sqliteTable("calendars", {
  /** A key like `cvk-logan`: what `locations.calendar_id` holds. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  created_at: text("created_at").notNull().default(now),
  updated_at: text("updated_at").notNull().default(now),
});

export const calendarEvents = sqliteTable(
  "calendar_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    calendar_id: requiredKey("calendar_id", () => calendars.id, "cascade"),
    kind: text("kind", { enum: ["closure", "holiday", "private_event"] }).notNull(),
    /** calendarsEventStatuses: tentative, confirmed, canceled (a canceled event flags nothing). */
    status: text("status", { enum: ["tentative", "confirmed", "canceled"] }).notNull().default("confirmed"),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    /** Local dates (YYYY-MM-DD) in the location's zone; end on or after start. */
    start_date: text("start_date").notNull(),
    end_date: text("end_date").notNull(),
    /** Local HH:MM on start_date and end_date; both null for whole days. */
    start_time: text("start_time"),
    end_time: text("end_time"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [index("calendar_events_calendar_dates_idx").on(t.calendar_id, t.start_date)],
);

export type CalendarRow = typeof calendars.$inferSelect;
export type CalendarEventRow = typeof calendarEvents.$inferSelect;
