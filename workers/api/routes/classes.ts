/**
 * GET classes (spec §7) with the class-list filter of §3, GET classes/types, GET classes/{id or sku}.
 * Private and unpublished classes are staff's (permission classes.view, decision 018).
 */
import { Hono } from "hono";
import { identify, may, type Caller } from "../auth/middleware";
import { z } from "zod";
import { isMonthKey } from "../../core/dates";
import type { ApiContext } from "../env";
import { booleanParam, dateParam, idListParam, idOrKeyParam, listParam } from "../lib/params";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { cutSearch, SEARCH_CUT_NOTICE } from "../../core/catalog-search";
import { isWeekdayList, MAX_PARTY } from "../../core/class-days";
import { CLASS_RELATIONS, getClass, listClasses, listClassTypes, type ClassRelation } from "../services/classes";

const FULFILLMENT_METHODS: Record<string, number> = {
  "in-person": 1,
  class: 1,
  "pre-assembled": 2,
  pickup: 2,
  delivery: 3,
  shipping: 4,
  "1": 1,
  "2": 2,
  "3": 3,
  "4": 4,
};

export const classListQuery = z.object({
  method: z
    .string()
    .max(20, "is too long")
    .refine((value) => value in FULFILLMENT_METHODS, {
      message: `must be one of ${Object.keys(FULFILLMENT_METHODS).join(", ")}`,
    })
    .transform((value) => FULFILLMENT_METHODS[value] as number)
    .optional(),
  location: idListParam.optional(),
  month: z.string().refine(isMonthKey, "must be a month as YYYY-MM").optional(),
  canceled: booleanParam.optional(),
  public_class: booleanParam.optional(),
  /** Staff only: false lists unpublished and archived classes too. */
  published_only: booleanParam.optional(),
  before_date: dateParam.optional(),
  after_date: dateParam.optional(),
  // Finding a class (decision 038).
  class_type: idListParam.optional(),
  max_price: z
    .string()
    .regex(/^\d{1,7}$/, "must be a whole number of cents")
    .transform(Number)
    .optional(),
  seats_available: booleanParam.optional(),
  // Issue 30 part 6 (decision 085): days of the week (0 Sunday … 6 Saturday, in the shop's
  // timezone, as `month`) and a party's free seats.
  weekday: listParam
    .pipe(z.array(z.string().regex(/^[0-6]$/, "must be a list of weekdays 0 to 6").transform(Number)))
    .refine(isWeekdayList, "must name each weekday 0 to 6 at most once")
    .optional(),
  min_seats: z
    .string()
    .regex(/^\d{1,2}$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_PARTY, `must be between 1 and ${MAX_PARTY}`)
    .optional(),
  // Any text is a search (decision 072): cut to its first 100 characters, which the answer says.
  search: z.string().transform(cutSearch).optional(),
  relations: listParam
    .pipe(
      z.array(
        z.enum(CLASS_RELATIONS, {
          message: `must be a list of ${CLASS_RELATIONS.join(", ")}`,
        }),
      ),
    )
    .optional(),
  // At most 1,000 a page, and 1,001: the partner schedule asks one class more than it answers to
  // tell a whole span from one it would cut (decision 045).
  limit: z
    .string()
    .regex(/^\d{1,4}$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value >= 1 && value <= 1001, "must be between 1 and 1001")
    .optional(),
});

/** Whether the caller is staff for classes: sees private, unpublished and archived ones. */
const seesEveryClass = (caller: Caller | null): boolean => caller !== null && may(caller, "classes.view");

export const classesRoutes = new Hono<ApiContext>()
  .use(identify)
  // The console's list of every class is GET classes/staff (routes/class-admin.ts, mounted first).
  .get("/", validate("query", classListQuery), async (c) => {
    const query = c.req.valid("query");
    const staff = seesEveryClass(c.var.caller);
    if (!staff && (query.public_class === false || query.published_only === false)) {
      // Decision 018: the list of private or unpublished classes is staff's; a private class's
      // host reaches it by its own link.
      throw new ApiError(403, "FORBIDDEN", "Only staff may list private or unpublished classes");
    }
    const classes = await listClasses(c.var.db, {
      fulfillmentId: query.method,
      locationIds: query.location,
      month: query.month,
      canceled: query.canceled,
      publicClass: query.public_class,
      includeUnpublished: staff && query.published_only === false,
      offeredOnly: !staff,
      beforeDate: query.before_date,
      afterDate: query.after_date,
      classTypeIds: query.class_type,
      maxPriceCents: query.max_price,
      seatsAvailable: query.seats_available,
      weekdays: query.weekday,
      minSeatsLeft: query.min_seats,
      search: query.search?.text,
      relations: query.relations as ClassRelation[] | undefined,
      limit: query.limit,
    });
    return c.json({ data: classes, meta: { count: classes.length, ...(query.search?.cut && { notice: SEARCH_CUT_NOTICE }) } });
  })
  .get("/types", async (c) => {
    const classTypes = await listClassTypes(c.var.db);
    return c.json({ data: classTypes, meta: { count: classTypes.length } });
  })
  // After /types: a class is named by its numeric id or its sku.
  .get("/:id", validate("param", z.object({ id: idOrKeyParam })), async (c) =>
    c.json(
      await getClass(c.var.db, c.req.valid("param").id, seesEveryClass(c.var.caller) ? "staff" : "customer"),
    ),
  );
