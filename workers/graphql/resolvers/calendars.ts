/** Calendars and their events for staff over GraphQL (decision 027): REST with the caller's token. */
import type { CalendarClass, CalendarEventJson, CalendarRecord } from "../../api/services/calendars";
import type {
  CalendarEventInput,
  CalendarEventKind,
  CalendarEventStatus,
  CalendarInput,
  MutationResolvers,
  QueryResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { numericId, orNull, pathKey } from "./errors";
import { listPage } from "./newsroom";
import { lower, rest, upper } from "./rest";

type CalendarJson = Omit<CalendarRecord, "location_id" | "location_name"> & { location: { id: number; name: string; timezone: string } | null };

const calendarOf = (row: CalendarJson) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  location: row.location ? { id: String(row.location.id), name: row.location.name, timezone: row.location.timezone } : null,
  timezone: row.timezone,
  eventCount: row.events,
});

const classOf = (row: CalendarClass) => ({ id: String(row.id), sku: row.sku, name: row.name, date: row.date, durationMinutes: row.duration_minutes });

const eventOf = (row: CalendarEventJson) => ({
  id: String(row.id),
  calendarId: row.calendar_id,
  kind: upper(row.kind) as CalendarEventKind,
  status: upper(row.status) as CalendarEventStatus,
  title: row.title,
  notes: row.notes,
  startDate: row.start_date,
  endDate: row.end_date,
  startTime: row.start_time,
  endTime: row.end_time,
  overlappingClasses: row.overlapping_classes.map(classOf),
});

const calendarBody = (input: CalendarInput) => ({
  name: input.name,
  description: input.description ?? undefined,
  location_id: input.locationId ? numericId(input.locationId, "locationId") : null,
});

const eventBody = (input: CalendarEventInput) => ({
  kind: lower(input.kind),
  status: input.status ? lower(input.status) : undefined,
  title: input.title,
  notes: input.notes ?? undefined,
  start_date: input.startDate,
  end_date: input.endDate ?? undefined,
  start_time: input.startTime ?? null,
  end_time: input.endTime ?? null,
});

const calendarPath = (id: string) => `calendars/${pathKey(id, "id")}`;
const eventPath = (id: string) => `events/${numericId(id, "id")}`;

export const calendarQueries: Pick<QueryResolvers, "calendars" | "calendar" | "calendarWindow" | "calendarEvent" | "calendarEventStatuses"> = {
  // A page at the database (decision 045): at most 100 calendars, as the other console lists.
  calendars: async (_parent, { first, offset }, { api }) =>
    (await rest(api.get<{ data: CalendarJson[] }>("calendars", listPage(first, offset, 100, 100)))).data.map(calendarOf),
  calendar: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.get<CalendarJson>(calendarPath(id))));
    return row ? calendarOf(row) : null;
  },
  calendarWindow: async (_parent, { calendarId, from, to }, { api }) => {
    const page = await rest(
      api.get<{ data: CalendarEventJson[]; classes: CalendarClass[]; calendar: CalendarJson }>(`calendars/${pathKey(calendarId, "calendarId")}/events`, { from, to }),
    );
    return { calendar: calendarOf(page.calendar), events: page.data.map(eventOf), classes: page.classes.map(classOf) };
  },
  calendarEvent: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.get<CalendarEventJson>(eventPath(id))));
    return row ? eventOf(row) : null;
  },
  calendarEventStatuses: async (_parent, _args, { api }) =>
    (await rest(api.get<{ data: Array<{ key: string; name: string; flagsClasses: boolean }> }>("calendarsEventStatuses"))).data.map((row) => ({
      key: upper(row.key) as CalendarEventStatus,
      name: row.name,
      flagsClasses: row.flagsClasses,
    })),
};

export const calendarMutations: Pick<
  MutationResolvers,
  "createCalendar" | "updateCalendar" | "deleteCalendar" | "createCalendarEvent" | "updateCalendarEvent" | "deleteCalendarEvent"
> = {
  createCalendar: async (_parent, { id, input }, { api }) =>
    calendarOf(await rest(api.send<CalendarJson>("POST", "calendars", { id: pathKey(id, "id"), ...calendarBody(input) }))),
  updateCalendar: async (_parent, { id, input }, { api }) => calendarOf(await rest(api.send<CalendarJson>("PUT", calendarPath(id), calendarBody(input)))),
  deleteCalendar: async (_parent, { id }, { api }) => {
    await rest(api.send("DELETE", calendarPath(id)));
    return id;
  },
  createCalendarEvent: async (_parent, { calendarId, input }, { api }) =>
    eventOf(await rest(api.send<CalendarEventJson>("POST", `calendars/${pathKey(calendarId, "calendarId")}/events`, eventBody(input)))),
  updateCalendarEvent: async (_parent, { id, input }, { api }) => eventOf(await rest(api.send<CalendarEventJson>("PUT", eventPath(id), eventBody(input)))),
  deleteCalendarEvent: async (_parent, { id }, { api }) => {
    await rest(api.send("DELETE", eventPath(id)));
    return id;
  },
};
