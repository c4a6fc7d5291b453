/**
 * Calendars and their events for staff (spec §7 calendars, events/{id}; decision 027). A
 * location names its calendar (`locations.calendar_id`); events are on local dates (and times)
 * of that location's zone, and each answer names the location's classes an event overlaps.
 * Every change is one D1 batch with its audit record.
 */
import {
  type CalendarEventKind,
  type CalendarEventStatus,
  eventWindow,
  nextDay,
  overlapsClass,
} from "../../core/calendar-events";
import { FALLBACK_TIMEZONE, localDateTimeToUtc } from "../../core/dates";
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import type { Caller } from "./users";

export interface CalendarRecord {
  id: string;
  name: string;
  description: string;
  location_id: number | null;
  location_name: string | null;
  timezone: string;
  events: number;
  created_at: string;
  updated_at: string;
}

const CALENDAR_COLUMNS = `SELECT c.id, c.name, c.description, c.created_at, c.updated_at,
    (SELECT l.id FROM locations l WHERE l.calendar_id = c.id ORDER BY l.id LIMIT 1) AS location_id,
    (SELECT l.name FROM locations l WHERE l.calendar_id = c.id ORDER BY l.id LIMIT 1) AS location_name,
    coalesce((SELECT l.timezone FROM locations l WHERE l.calendar_id = c.id ORDER BY l.id LIMIT 1), '${FALLBACK_TIMEZONE}') AS timezone,
    (SELECT count(*) FROM calendar_events e WHERE e.calendar_id = c.id) AS events
  FROM calendars c`;

/** The most calendars one page holds (decision 045). */
export const MAX_CALENDARS_PAGE = 100;

/** The calendars by name: a page (decision 045) of at most `limit` after `offset`, or all without it. */
export async function listCalendars(d1: D1Database, page: { limit?: number; offset?: number } = {}): Promise<CalendarRecord[]> {
  return (
    await d1
      .prepare(`${CALENDAR_COLUMNS} ORDER BY c.name, c.id LIMIT ?1 OFFSET ?2`)
      .bind(page.limit ?? -1, page.offset ?? 0)
      .all<CalendarRecord>()
  ).results;
}

export async function findCalendar(d1: D1Database, id: string): Promise<CalendarRecord> {
  const row = await d1.prepare(`${CALENDAR_COLUMNS} WHERE c.id = ?1`).bind(id).first<CalendarRecord>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Calendar was not found");
  return row;
}

export const calendarJson = (row: CalendarRecord) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  location: row.location_id === null ? null : { id: row.location_id, name: row.location_name, timezone: row.timezone },
  timezone: row.timezone,
  events: row.events,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export interface CalendarInput {
  name: string;
  description: string;
  /** The location whose calendar this is; null for none. */
  location_id: number | null;
}

/** The location must exist and not have another calendar already. */
async function checkLocation(d1: D1Database, locationId: number | null, calendarId: string) {
  if (locationId === null) return;
  const location = await d1.prepare("SELECT id, calendar_id FROM locations WHERE id = ?1").bind(locationId).first<{ id: number; calendar_id: string | null }>();
  if (!location) throw new ApiError(400, "BAD_REQUEST", "Check the location", { location_id: ["is not a location"] });
  if (location.calendar_id !== null && location.calendar_id !== calendarId) {
    throw new ApiError(409, "CONFLICT", `The location has a calendar already (${location.calendar_id})`, { location_id: ["has a calendar already"] });
  }
}

/** The location's link: only this location names the calendar afterwards. */
function linkStatements(d1: D1Database, calendarId: string, locationId: number | null): D1PreparedStatement[] {
  return [
    d1.prepare("UPDATE locations SET calendar_id = NULL WHERE calendar_id = ?1 AND id IS NOT ?2").bind(calendarId, locationId),
    ...(locationId === null ? [] : [d1.prepare("UPDATE locations SET calendar_id = ?1 WHERE id = ?2").bind(calendarId, locationId)]),
  ];
}

const calendarAudit = (row: Pick<CalendarRecord, "name" | "description" | "location_id">) => ({
  name: row.name,
  description: row.description,
  location_id: row.location_id,
});

/** POST calendars: a key not taken yet (409 if it is). */
export async function createCalendar(d1: D1Database, actor: Caller, id: string, input: CalendarInput) {
  const taken = await d1.prepare("SELECT 1 AS taken FROM calendars WHERE id = ?1").bind(id).first();
  if (taken) throw new ApiError(409, "CONFLICT", "A calendar with that id exists already", { id: ["is taken"] });
  await checkLocation(d1, input.location_id, id);
  await d1.batch([
    d1.prepare("INSERT INTO calendars (id, name, description) VALUES (?1, ?2, ?3)").bind(id, input.name, input.description),
    ...linkStatements(d1, id, input.location_id),
    auditStatement(d1, { actor, action: "calendars.create", resource: "calendars", resourceId: id, before: null, after: calendarAudit(input) }),
  ]);
  return findCalendar(d1, id);
}

export async function updateCalendar(d1: D1Database, actor: Caller, id: string, input: CalendarInput) {
  const before = await findCalendar(d1, id);
  await checkLocation(d1, input.location_id, id);
  await d1.batch([
    d1
      .prepare("UPDATE calendars SET name = ?2, description = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1")
      .bind(id, input.name, input.description),
    ...linkStatements(d1, id, input.location_id),
    auditStatement(d1, { actor, action: "calendars.update", resource: "calendars", resourceId: id, before: calendarAudit(before), after: calendarAudit(input) }),
  ]);
  return findCalendar(d1, id);
}

/** DELETE calendars/{id}: its events go with it and its location names no calendar any more. */
export async function deleteCalendar(d1: D1Database, actor: Caller, id: string) {
  const before = await findCalendar(d1, id);
  await d1.batch([
    d1.prepare("DELETE FROM calendar_events WHERE calendar_id = ?1").bind(id),
    d1.prepare("UPDATE locations SET calendar_id = NULL WHERE calendar_id = ?1").bind(id),
    d1.prepare("DELETE FROM calendars WHERE id = ?1").bind(id),
    auditStatement(d1, {
      actor,
      action: "calendars.delete",
      resource: "calendars",
      resourceId: id,
      before: { ...calendarAudit(before), events: before.events },
      after: null,
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

export interface CalendarEventRecord {
  id: number;
  calendar_id: string;
  kind: CalendarEventKind;
  status: CalendarEventStatus;
  title: string;
  notes: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  created_at: string;
  updated_at: string;
}

export interface CalendarClass {
  id: number;
  sku: string;
  name: string;
  date: string;
  duration_minutes: number;
}

export interface CalendarEventInput {
  kind: CalendarEventKind;
  status: CalendarEventStatus;
  title: string;
  notes: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
}

/** The location's classes (not canceled) that start in [from, to] (local dates), earliest first. */
async function classesBetween(d1: D1Database, calendar: CalendarRecord, from: string, to: string): Promise<CalendarClass[]> {
  if (calendar.location_id === null) return [];
  // A day before and after: a class may start the evening before an event and run into it.
  const start = localDateTimeToUtc(from, "00:00", calendar.timezone).getTime() - 86_400_000;
  const end = localDateTimeToUtc(nextDay(to), "00:00", calendar.timezone).getTime() + 86_400_000;
  return (
    await d1
      .prepare(
        `SELECT id, sku, name, date, duration_minutes FROM classes
         WHERE location_id = ?1 AND canceled = 0 AND date >= ?2 AND date < ?3 ORDER BY date, id`,
      )
      .bind(calendar.location_id, new Date(start).toISOString(), new Date(end).toISOString())
      .all<CalendarClass>()
  ).results;
}

export interface CalendarEventJson extends CalendarEventRecord {
  /** The location's classes the event overlaps; none for a canceled event. */
  overlapping_classes: CalendarClass[];
}

function withOverlaps(event: CalendarEventRecord, classes: readonly CalendarClass[], timeZone: string): CalendarEventJson {
  if (event.status === "canceled") return { ...event, overlapping_classes: [] };
  const window = eventWindow(event, timeZone);
  return { ...event, overlapping_classes: classes.filter((row) => overlapsClass(window, row.date, row.duration_minutes)) };
}

/**
 * GET calendars/{id}/events: the events touching [from, to] (local dates, inclusive), each with
 * the classes it overlaps, and the location's classes of those days (for the month grid).
 */
export async function listCalendarEvents(d1: D1Database, calendarId: string, from: string, to: string) {
  const calendar = await findCalendar(d1, calendarId);
  const [events, classes] = await Promise.all([
    d1
      .prepare(
        `SELECT * FROM calendar_events WHERE calendar_id = ?1 AND start_date <= ?3 AND end_date >= ?2 ORDER BY start_date, coalesce(start_time, ''), id`,
      )
      .bind(calendarId, from, to)
      .all<CalendarEventRecord>(),
    classesBetween(d1, calendar, from, to),
  ]);
  return { calendar, events: events.results.map((event) => withOverlaps(event, classes, calendar.timezone)), classes };
}

export async function findCalendarEvent(d1: D1Database, id: number): Promise<CalendarEventRecord> {
  const row = await d1.prepare("SELECT * FROM calendar_events WHERE id = ?1").bind(id).first<CalendarEventRecord>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Event was not found");
  return row;
}

/** GET events/{id}: the event with the classes it overlaps. */
export async function calendarEventJson(d1: D1Database, event: CalendarEventRecord): Promise<CalendarEventJson & { calendar_name: string }> {
  const calendar = await findCalendar(d1, event.calendar_id);
  const classes = await classesBetween(d1, calendar, event.start_date, event.end_date);
  return { ...withOverlaps(event, classes, calendar.timezone), calendar_name: calendar.name };
}

const eventAudit = (event: CalendarEventInput) => ({
  kind: event.kind,
  status: event.status,
  title: event.title,
  notes: event.notes,
  start_date: event.start_date,
  end_date: event.end_date,
  start_time: event.start_time,
  end_time: event.end_time,
});

/** POST calendars/{id}/events. */
export async function createCalendarEvent(d1: D1Database, actor: Caller, calendarId: string, input: CalendarEventInput) {
  await findCalendar(d1, calendarId);
  const [inserted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO calendar_events (calendar_id, kind, status, title, notes, start_date, end_date, start_time, end_time)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING id`,
      )
      .bind(calendarId, input.kind, input.status, input.title, input.notes, input.start_date, input.end_date, input.start_time, input.end_time),
    d1
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, resource, resource_id, before, after)
         VALUES (?1, ?2, 'calendar-events.create', 'calendar-events', CAST(last_insert_rowid() AS TEXT), NULL, ?3)`,
      )
      .bind(actor.id, actor.user.email, JSON.stringify({ calendar_id: calendarId, ...eventAudit(input) })),
  ]);
  const id = (inserted?.results[0] as { id: number } | undefined)?.id;
  if (id === undefined) throw new ApiError(409, "CONFLICT", "The event was not saved; try again");
  return findCalendarEvent(d1, id);
}

/** PUT events/{id}: every field as given. */
export async function updateCalendarEvent(d1: D1Database, actor: Caller, id: number, input: CalendarEventInput) {
  const before = await findCalendarEvent(d1, id);
  await d1.batch([
    d1
      .prepare(
        `UPDATE calendar_events SET kind = ?2, status = ?3, title = ?4, notes = ?5, start_date = ?6, end_date = ?7, start_time = ?8,
           end_time = ?9, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1`,
      )
      .bind(id, input.kind, input.status, input.title, input.notes, input.start_date, input.end_date, input.start_time, input.end_time),
    auditStatement(d1, { actor, action: "calendar-events.update", resource: "calendar-events", resourceId: id, before: eventAudit(before), after: eventAudit(input) }),
  ]);
  return findCalendarEvent(d1, id);
}

export async function deleteCalendarEvent(d1: D1Database, actor: Caller, id: number) {
  const before = await findCalendarEvent(d1, id);
  await d1.batch([
    d1.prepare("DELETE FROM calendar_events WHERE id = ?1").bind(id),
    auditStatement(d1, {
      actor,
      action: "calendar-events.delete",
      resource: "calendar-events",
      resourceId: id,
      before: { calendar_id: before.calendar_id, ...eventAudit(before) },
      after: null,
    }),
  ]);
  return before;
}
