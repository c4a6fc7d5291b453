/**
 * Calendars and their events for staff (spec §7; decision 027): GET/POST calendars,
 * GET/PUT/DELETE calendars/{id}, GET/POST calendars/{id}/events, GET/PUT/DELETE events/{id} (a
 * numeric id: events/<name> are the tracking calls of routes/events.ts) and GET
 * calendarsEventStatuses. Each route checks its permission before it reads the body.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import {
  CALENDAR_EVENT_KINDS,
  CALENDAR_EVENT_STATUS_KEYS,
  CALENDAR_EVENT_STATUSES,
  eventTimesProblems,
  RESERVED_CALENDAR_KEYS,
} from "../../core/calendar-events";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import {
  calendarEventJson,
  calendarJson,
  createCalendar,
  createCalendarEvent,
  deleteCalendar,
  deleteCalendarEvent,
  findCalendar,
  findCalendarEvent,
  listCalendarEvents,
  listCalendars,
  MAX_CALENDARS_PAGE,
  updateCalendar,
  updateCalendarEvent,
} from "../services/calendars";

const calendarKey = z
  .string({ error: "must be lowercase letters, digits and single dashes" })
  .max(60, "must be at most 60 characters")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase letters, digits and single dashes, like cvk-logan")
  .refine((key) => !RESERVED_CALENDAR_KEYS.includes(key), "is kept for the console's own pages; choose another key");
const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, "is required");
const ymd = z
  .string({ error: "must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "is not a real date");
const hm = z
  .string({ error: "must be a time (HH:MM)" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time (HH:MM, 24-hour)")
  .nullable()
  .default(null);

const calendarBody = z
  .object({
    name: required(100),
    description: text(1000).default(""),
    location_id: z.number({ error: "must be a location id" }).int("must be a location id").positive("must be a location id").nullable().default(null),
  })
  .strict();
const newCalendarBody = calendarBody.extend({ id: calendarKey });

const eventBody = z
  .object({
    kind: z.enum(CALENDAR_EVENT_KINDS, { error: `must be one of ${CALENDAR_EVENT_KINDS.join(", ")}` }),
    status: z.enum(CALENDAR_EVENT_STATUS_KEYS, { error: `must be one of ${CALENDAR_EVENT_STATUS_KEYS.join(", ")}` }).default("confirmed"),
    title: required(120),
    notes: text(1000).default(""),
    start_date: ymd,
    end_date: ymd.optional(),
    start_time: hm,
    end_time: hm,
  })
  .strict()
  .transform((body) => ({ ...body, end_date: body.end_date ?? body.start_date }))
  .superRefine((body, ctx) => {
    for (const [field, messages] of Object.entries(eventTimesProblems(body))) {
      for (const message of messages) ctx.addIssue({ code: "custom", path: [field], message });
    }
  });

const calendarPath = z.object({ id: calendarKey });
const eventPath = z.object({ id: idParam });

/** A month grid asks for at most six weeks; a longer window is a 400. */
const windowQuery = z
  .object({ from: ymd, to: ymd })
  .refine((query) => query.to >= query.from, { path: ["to"], message: "must be on or after from" })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 62 * 86_400_000, { path: ["to"], message: "must be within 62 days of from" });

/** A page of the calendars (decision 045); without `limit` every calendar. */
const calendarPageQuery = z.object({
  limit: z.string().regex(/^\d{1,3}$/, "must be a whole number").transform(Number).refine((value) => value >= 1 && value <= MAX_CALENDARS_PAGE, `must be between 1 and ${MAX_CALENDARS_PAGE}`).optional(),
  offset: z.string().regex(/^\d{1,5}$/, "must be a whole number from 0 to 99999").transform(Number).optional(),
});

export const calendarsRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.calendarsView), validate("query", calendarPageQuery), async (c) => {
    const rows = await listCalendars(c.env.DB, c.req.valid("query"));
    return c.json({ data: rows.map(calendarJson), meta: { count: rows.length } });
  })
  .post("/", requirePermission(PERMISSIONS.calendarsCreate), validate("json", newCalendarBody), async (c) => {
    const { id, ...input } = c.req.valid("json");
    return c.json(calendarJson(await createCalendar(c.env.DB, c.var.caller, id, input)), 201);
  })
  .get("/:id{[a-z0-9-]+}", requirePermission(PERMISSIONS.calendarsView), validate("param", calendarPath), async (c) =>
    c.json(calendarJson(await findCalendar(c.env.DB, c.req.valid("param").id))),
  )
  .put("/:id{[a-z0-9-]+}", requirePermission(PERMISSIONS.calendarsUpdate), validate("param", calendarPath), validate("json", calendarBody), async (c) =>
    c.json(calendarJson(await updateCalendar(c.env.DB, c.var.caller, c.req.valid("param").id, c.req.valid("json")))),
  )
  .delete("/:id{[a-z0-9-]+}", requirePermission(PERMISSIONS.calendarsDelete), validate("param", calendarPath), async (c) => {
    await deleteCalendar(c.env.DB, c.var.caller, c.req.valid("param").id);
    return c.json({ id: c.req.valid("param").id, deleted: true });
  })
  .get(
    "/:id{[a-z0-9-]+}/events",
    requirePermission(PERMISSIONS.calendarsView),
    validate("param", calendarPath),
    validate("query", windowQuery),
    async (c) => {
      const { from, to } = c.req.valid("query");
      const { calendar, events, classes } = await listCalendarEvents(c.env.DB, c.req.valid("param").id, from, to);
      return c.json({ data: events, classes, calendar: calendarJson(calendar), meta: { count: events.length, from, to } });
    },
  )
  .post(
    "/:id{[a-z0-9-]+}/events",
    requirePermission(PERMISSIONS.calendarsUpdate),
    validate("param", calendarPath),
    validate("json", eventBody),
    async (c) => {
      const event = await createCalendarEvent(c.env.DB, c.var.caller, c.req.valid("param").id, c.req.valid("json"));
      return c.json(await calendarEventJson(c.env.DB, event), 201);
    },
  );

/** events/{id}: numeric ids only, so the tracking calls' named paths never reach these. */
export const calendarEventRoutes = new Hono<ApiContext>()
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.calendarsView), validate("param", eventPath), async (c) =>
    c.json(await calendarEventJson(c.env.DB, await findCalendarEvent(c.env.DB, c.req.valid("param").id))),
  )
  .put("/:id{[0-9]+}", requirePermission(PERMISSIONS.calendarsUpdate), validate("param", eventPath), validate("json", eventBody), async (c) => {
    const event = await updateCalendarEvent(c.env.DB, c.var.caller, c.req.valid("param").id, c.req.valid("json"));
    return c.json(await calendarEventJson(c.env.DB, event));
  })
  .delete("/:id{[0-9]+}", requirePermission(PERMISSIONS.calendarsUpdate), validate("param", eventPath), async (c) => {
    const event = await deleteCalendarEvent(c.env.DB, c.var.caller, c.req.valid("param").id);
    return c.json({ id: event.id, calendar_id: event.calendar_id, deleted: true });
  });

export const calendarEventStatusesRoutes = new Hono<ApiContext>().get("/", requirePermission(PERMISSIONS.calendarsView), (c) => {
  const data = CALENDAR_EVENT_STATUSES.map((status) => ({ ...status }));
  return c.json({ data, meta: { count: data.length } });
});

