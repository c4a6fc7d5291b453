/** Calendars and their events for staff over GraphQL (decision 027): REST with the caller's token. */
import type {
  CalendarEventInput,
  CalendarInput,
  MutationResolvers,
  QueryResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { type Answer, type ApiRpc, params } from "../datasources/api";
import { numericId, orNull, pathKey } from "./errors";
import { listPage } from "./newsroom";
import { lower, rest, upper } from "./rest";

/** What the api answers for a calendar, a calendar's window and an event. */
type CalendarJson = Answer<Awaited<ReturnType<ApiRpc["calendars"][":id{[a-z0-9-]+}"]["$get"]>>>;
type CalendarWindowJson = Answer<Awaited<ReturnType<ApiRpc["calendars"][":id{[a-z0-9-]+}"]["events"]["$get"]>>>;
type CalendarClass = CalendarWindowJson["classes"][number];
/** An event as a window lists it; one event read alone also names its calendar. */
type CalendarEventJson = CalendarWindowJson["data"][number];

const calendarOf = (row: CalendarJson) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  // The location's id and name come from one row: a location is never without its name.
  location: row.location && row.location.name !== null ? { id: String(row.location.id), name: row.location.name, timezone: row.location.timezone } : null,
  timezone: row.timezone,
  eventCount: row.events,
});

const classOf = (row: CalendarClass) => ({ id: String(row.id), sku: row.sku, name: row.name, date: row.date, durationMinutes: row.duration_minutes });

const eventOf = (row: CalendarEventJson) => ({
  id: String(row.id),
  calendarId: row.calendar_id,
  kind: upper(row.kind),
  status: upper(row.status),
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

const calendarParam = (id: string, argument = "id") => ({ param: { id: pathKey(id, argument) } });
const eventParam = (id: string) => ({ param: { id: String(numericId(id, "id")) } });

export const calendarQueries: Pick<QueryResolvers, "calendars" | "calendar" | "calendarWindow" | "calendarEvent" | "calendarEventStatuses"> = {
  // A page at the database (decision 045): at most 100 calendars, as the other console lists.
  calendars: async (_parent, { first, offset }, { api }) =>
    (await rest(api.read(api.rpc.calendars.$get({ query: params(listPage(first, offset, 100, 100)) })))).data.map(calendarOf),
  calendar: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.read(api.rpc.calendars[":id{[a-z0-9-]+}"].$get(calendarParam(id)))));
    return row ? calendarOf(row) : null;
  },
  calendarWindow: async (_parent, { calendarId, from, to }, { api }) => {
    const page = await rest(
      api.read(api.rpc.calendars[":id{[a-z0-9-]+}"].events.$get({ ...calendarParam(calendarId, "calendarId"), query: { from, to } })),
    );
    return { calendar: calendarOf(page.calendar), events: page.data.map(eventOf), classes: page.classes.map(classOf) };
  },
  calendarEvent: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.read(api.rpc.events[":id{[0-9]+}"].$get(eventParam(id)))));
    return row ? eventOf(row) : null;
  },
  calendarEventStatuses: async (_parent, _args, { api }) =>
    (await rest(api.read(api.rpc.calendarsEventStatuses.$get()))).data.map((row) => ({
      key: upper(row.key),
      name: row.name,
      flagsClasses: row.flagsClasses,
    })),
};

export const calendarMutations: Pick<
  MutationResolvers,
  "createCalendar" | "updateCalendar" | "deleteCalendar" | "createCalendarEvent" | "updateCalendarEvent" | "deleteCalendarEvent"
> = {
  createCalendar: async (_parent, { id, input }, { api }) =>
    calendarOf(await rest(api.read(api.rpc.calendars.$post({ json: { id: pathKey(id, "id"), ...calendarBody(input) } })))),
  updateCalendar: async (_parent, { id, input }, { api }) => calendarOf(await rest(api.read(api.rpc.calendars[":id{[a-z0-9-]+}"].$put({ ...calendarParam(id), json: calendarBody(input) })))),
  deleteCalendar: async (_parent, { id }, { api }) => {
    await rest(api.read(api.rpc.calendars[":id{[a-z0-9-]+}"].$delete(calendarParam(id))));
    return id;
  },
  createCalendarEvent: async (_parent, { calendarId, input }, { api }) =>
    eventOf(await rest(api.read(api.rpc.calendars[":id{[a-z0-9-]+}"].events.$post({ ...calendarParam(calendarId, "calendarId"), json: eventBody(input) })))),
  updateCalendarEvent: async (_parent, { id, input }, { api }) => eventOf(await rest(api.read(api.rpc.events[":id{[0-9]+}"].$put({ ...eventParam(id), json: eventBody(input) })))),
  deleteCalendarEvent: async (_parent, { id }, { api }) => {
    await rest(api.read(api.rpc.events[":id{[0-9]+}"].$delete(eventParam(id))));
    return id;
  },
};
