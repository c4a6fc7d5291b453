/**
 * The staff's classes calls of spec §7 (decisions 019, 020, 022): POST classes, POST
 * classes/custom, PUT and DELETE
 * classes/{id}, PUT classes/{id}/complete, /archive, /publish, /public, and GET
 * classes/{id}/information, /attendees, /forecast, /grocery. Mounted beside the customer reads
 * (routes/classes.ts); each route checks its permission before it reads the body.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import type { ClassAction } from "../../core/class-lifecycle";
import { classSeatsRule, emailRule } from "../../core/field-schemas";
import { CLASS_PRICE, CLASS_PRICE_CENTS_MESSAGE } from "../../core/class-price";
import { decisionHours, minSeats } from "./class-type-admin";
import { requirePermission } from "../auth/middleware";
import { database } from "../db";
import { seatsChanged } from "../services/seats";
import type { ApiContext, ApiEnv } from "../env";
import { booleanParam, dateParam, idListParam, idParam } from "../lib/params";
import { listSearch, pageQuery } from "../lib/user-input";
import { shopOrigin } from "../lib/shop-origin";
import { validate } from "../lib/validate";
import { applyClassAction, createClass, createCustomClass, deleteClass, updateClass } from "../services/class-admin";
import { classFormChoices, classForecast, classInformation, listStaffClasses, STAFF_CLASS_SORTS, STAFF_CLASS_STATUSES } from "../services/class-admin-reads";
import { createClassSeries } from "../services/class-series";
import { SERIES_COUNT_MESSAGE, SERIES_UNTIL_MESSAGE } from "../../core/class-series";
import { classGrocery } from "../services/class-grocery";
import { classAttendees } from "../services/class-manifest";

const classPath = z.object({ id: idParam });

const positiveId = (what: string) => z.number({ error: `must be ${what}` }).int(`must be ${what}`).positive(`must be ${what}`);

const classFields = z.object({
  name: z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters"),
  description: z.string().trim().max(4000, "must be at most 4,000 characters").default(""),
  class_type_id: positiveId("a class type"),
  location_id: positiveId("a kitchen"),
  fulfillment_id: z.number({ error: "must be 1, 2, 3 or 4" }).int().min(1, "must be 1, 2, 3 or 4").max(4, "must be 1, 2, 3 or 4"),
  date: z
    .string({ error: "must be a date as YYYY-MM-DD" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value), "is not a real date"),
  time: z.string({ error: "must be a time as HH:MM" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time as HH:MM (24-hour)"),
  duration_minutes: z.number({ error: "must be minutes" }).int("must be whole minutes").min(15, "must be at least 15 minutes").max(720, "must be at most 12 hours"),
  /** The size by id, or by its number of seats (one of them is needed). */
  reservation_size_id: positiveId("a reservation size").optional(),
  /** Any number of seats 1–200 (decision 067), one rule with the console's form. */
  seats: classSeatsRule().optional(),
  host_id: positiveId("a user").nullable().default(null),
  menu_id: positiveId("a menu").nullable().default(null),
  class_is_public: z.boolean({ error: "must be true or false" }).default(true),
  /** This class's own go/no-go (decision 065); null: its class type's. */
  min_seats: minSeats.nullable().default(null),
  decision_hours: decisionHours.nullable().default(null),
  /** Its own price of one guest (couple), 0 to $10,000; null: its class type's (decision 079). */
  price_cents: z
    .number({ error: CLASS_PRICE_CENTS_MESSAGE })
    .int(CLASS_PRICE_CENTS_MESSAGE)
    .min(CLASS_PRICE.minCents, CLASS_PRICE_CENTS_MESSAGE)
    .max(CLASS_PRICE.maxCents, CLASS_PRICE_CENTS_MESSAGE)
    .nullable()
    .default(null),
  /** "Schedule it anyway": saved though the kitchen has another class then (decision 067). */
  allow_clash: z.boolean({ error: "must be true or false" }).default(false),
});

const sizeGiven = {
  check: (body: { reservation_size_id?: number; seats?: number }) => body.reservation_size_id !== undefined || body.seats !== undefined,
  refusal: { message: "give a reservation size or a number of seats", path: ["reservation_size_id"] },
};

export const classBody = classFields.refine(sizeGiven.check, sizeGiven.refusal);

/**
 * POST classes/custom: a private class for a group (decision 022): the class's fields (always
 * private) and the person who asked for it, who is e-mailed its booking link.
 */
export const customClassBody = classFields
  .omit({ class_is_public: true })
  .extend({
    contact_name: z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters"),
    contact_email: emailRule().transform((value) => value.toLowerCase()),
    note: z.string().trim().max(2000, "must be at most 2,000 characters").default(""),
  })
  .refine(sizeGiven.check, sizeGiven.refusal);

/**
 * POST classes/series (decision 067): a class's fields from its first date, and how it repeats;
 * the repeat's bounds (1–52 classes, a last date after the first) are checked by workers/core.
 */
const seriesBody = classFields
  .extend({
    repeat_every_weeks: z.union([z.literal(1), z.literal(2)], { error: "must be 1 (weekly) or 2 (every other week)" }),
    repeat_count: z.number({ error: SERIES_COUNT_MESSAGE }).optional(),
    repeat_until: z.string({ error: SERIES_UNTIL_MESSAGE }).optional(),
  })
  .refine(sizeGiven.check, sizeGiven.refusal);

const publishBody = z.object({ published: z.boolean({ error: "must be true or false" }) });
const publicBody = z.object({ public: z.boolean({ error: "must be true or false" }) });
const attendeesQuery = z.object({ all: booleanParam.optional() });

const ok = (id: number) => ({ id });

/** GET classes/staff: the console's list (every state), filtered, sorted and paged. */
const staffListQuery = pageQuery.extend({
  location: idListParam.optional(),
  class_type: idParam.optional(),
  status: z.enum(STAFF_CLASS_STATUSES, { message: `must be one of ${STAFF_CLASS_STATUSES.join(", ")}` }).optional(),
  search: listSearch.optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  sort: z.enum(STAFF_CLASS_SORTS, { message: `must be one of ${STAFF_CLASS_SORTS.join(", ")}` }).optional(),
});

export const classAdminRoutes = new Hono<ApiContext>()
  .get("/choices", requirePermission(PERMISSIONS.classesView), async (c) => c.json(await classFormChoices(c.var.db)))
  // Its own path (issue 25): `/classes/:id` of routes/classes.ts is mounted after this one.
  .get("/staff", requirePermission(PERMISSIONS.classesView), validate("query", staffListQuery), async (c) => {
    const filter = c.req.valid("query");
    const { classes, total } = await listStaffClasses(c.var.db, {
      locationIds: filter.location,
      classTypeId: filter.class_type,
      status: filter.status,
      search: filter.search || undefined,
      from: filter.from?.slice(0, 10),
      to: filter.to?.slice(0, 10),
      sort: filter.sort,
      limit: filter.limit,
      offset: filter.offset,
    });
    return c.json({ data: classes, meta: { count: classes.length, total } });
  })
  .post("/", requirePermission(PERMISSIONS.classesCreate), validate("json", classBody), async (c) => {
    const id = await createClass(c.var.db, c.var.caller, c.req.valid("json"));
    return c.json(await classInformation(c.var.db, id), 201);
  })
  .post("/series", requirePermission(PERMISSIONS.classesCreate), validate("json", seriesBody), async (c) => {
    const { repeat_every_weeks, repeat_count, repeat_until, ...input } = c.req.valid("json");
    const series = await createClassSeries(c.var.db, c.var.caller, input, { every_weeks: repeat_every_weeks, count: repeat_count, until: repeat_until });
    return c.json(series, 201);
  })
  .post("/custom", requirePermission(PERMISSIONS.classesCreate), validate("json", customClassBody), async (c) => {
    const id = await createCustomClass(c.var.db, c.var.caller, c.req.valid("json"), shopOrigin(c) ?? "");
    return c.json(await classInformation(c.var.db, id), 201);
  })
  .put(
    "/:id{[0-9]+}",
    requirePermission(PERMISSIONS.classesUpdate),
    validate("param", classPath),
    validate("json", classBody),
    async (c) => {
      const { id } = c.req.valid("param");
      await updateClass(c.var.db, c.var.caller, id, c.req.valid("json"));
      // A new reservation size, a new date or visibility: what the lists show of its seats.
      await seatsChanged(c.env, [id]);
      return c.json(await classInformation(c.var.db, id));
    },
  )
  .delete("/:id{[0-9]+}", requirePermission(PERMISSIONS.classesDelete), validate("param", classPath), async (c) => {
    const { id } = c.req.valid("param");
    await deleteClass(c.var.db, c.var.caller, id);
    return c.json(ok(id));
  })
  .put("/:id{[0-9]+}/complete", requirePermission(PERMISSIONS.classesUpdate), validate("param", classPath), async (c) =>
    c.json(await act(c.env, c.var.caller, c.req.valid("param").id, "complete")),
  )
  .put("/:id{[0-9]+}/archive", requirePermission(PERMISSIONS.classesUpdate), validate("param", classPath), async (c) =>
    c.json(await act(c.env, c.var.caller, c.req.valid("param").id, "archive")),
  )
  .put(
    "/:id{[0-9]+}/publish",
    requirePermission(PERMISSIONS.classesUpdate),
    validate("param", classPath),
    validate("json", publishBody),
    async (c) =>
      c.json(await act(c.env, c.var.caller, c.req.valid("param").id, c.req.valid("json").published ? "publish" : "unpublish")),
  )
  .put(
    "/:id{[0-9]+}/public",
    requirePermission(PERMISSIONS.classesUpdate),
    validate("param", classPath),
    validate("json", publicBody),
    async (c) =>
      c.json(await act(c.env, c.var.caller, c.req.valid("param").id, c.req.valid("json").public ? "make-public" : "make-private")),
  )
  .get("/:id{[0-9]+}/information", requirePermission(PERMISSIONS.classesView), validate("param", classPath), async (c) =>
    c.json(await classInformation(c.var.db, c.req.valid("param").id)),
  )
  .get(
    "/:id{[0-9]+}/attendees",
    requirePermission(PERMISSIONS.classesView),
    validate("param", classPath),
    validate("query", attendeesQuery),
    async (c) => {
      const attendees = await classAttendees(c.var.db, c.req.valid("param").id, c.req.valid("query").all ?? false);
      return c.json({ data: attendees, meta: { count: attendees.length } });
    },
  )
  .get("/:id{[0-9]+}/forecast", requirePermission(PERMISSIONS.classesView), validate("param", classPath), async (c) =>
    c.json(await classForecast(c.var.db, c.req.valid("param").id)),
  )
  .get("/:id{[0-9]+}/grocery", requirePermission(PERMISSIONS.classesView), validate("param", classPath), async (c) =>
    c.json(await classGrocery(c.var.db, c.req.valid("param").id)),
  );

async function act(env: ApiEnv, caller: Parameters<typeof applyClassAction>[1], id: number, action: ClassAction) {
  await applyClassAction(database(env.DB), caller, id, action);
  // Published, restored, completed: whether and how the class shows with its seats.
  await seatsChanged(env, [id]);
  return classInformation(database(env.DB), id);
}
