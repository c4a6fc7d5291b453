/**
 * The staff's locations calls of spec §7 (decision 019): GET locations/staff (every location,
 * inactive too, with its upcoming classes and shipping offsets counted), POST locations, PUT and
 * DELETE locations/{id}. Mounted before the customer reads (routes/locations.ts); each route
 * checks its permission before it reads the body.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { MAX_DELIVERY_FEE_CENTS, MAX_DELIVERY_RADIUS_MILES, MAX_DELIVERY_ZIPCODES, MAX_FREE_DELIVERY_OVER_CENTS } from "../../core/delivery-area";
import { emailRule, phoneRule } from "../../core/field-schemas";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { idListParam, idParam, zipcodeParam } from "../lib/params";
import { listSearch } from "../lib/user-input";
import { fieldErrors, validate } from "../lib/validate";
import { createLocation, deleteLocation, listStaffLocations, MAX_STAFF_LOCATIONS_PAGE, updateLocation } from "../services/location-admin";
import { raiseSeatVersion } from "../services/seats";

const text = (max: number, required = true) => {
  const base = z.string({ error: required ? "is required" : "must be text" }).trim().max(max, `must be at most ${max} characters`);
  return required ? base.min(1, "is required") : base;
};

/** An IANA zone the runtime knows (Intl throws a RangeError for any other). */
const timezoneField = z
  .string({ error: "must be an IANA timezone, like America/Denver" })
  .max(64, "must be an IANA timezone, like America/Denver")
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return zone.includes("/") || zone === "UTC";
    } catch {
      return false;
    }
  }, "must be an IANA timezone, like America/Denver");

const coordinate = (limit: number) =>
  z.number({ error: "must be a number" }).min(-limit, `must be between -${limit} and ${limit}`).max(limit, `must be between -${limit} and ${limit}`);

export const locationBody = z
  .object({
    name: text(100),
    slug: z
      .string({ error: "is required" })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase letters, digits and single dashes")
      .max(60, "must be at most 60 characters"),
    address: z.object(
      {
        street: text(200),
        city: text(100),
        state: z
          .string({ error: "must be a two-letter state code" })
          .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
          .transform((state) => state.toUpperCase()),
        zipcode: zipcodeParam,
      },
      { error: "must give street, city, state and zipcode" },
    ),
    latitude: coordinate(90).optional(),
    longitude: coordinate(180).optional(),
    timezone: timezoneField,
    // Stored as its ten digits (the shop links it as tel:+1…), or "" for a kitchen without one.
    phone: phoneRule({ optional: true }),
    email: emailRule({ optional: true }),
    active: z.boolean({ error: "must be true or false" }).default(true),
    shipping: z.boolean({ error: "must be true or false" }).default(false),
    allow_custom_class: z.boolean({ error: "must be true or false" }).default(false),
    calendar_id: text(200, false)
      .nullable()
      .default(null)
      .transform((value) => (value === "" ? null : value)),
    tax_rate_bps: z.number({ error: "must be basis points" }).int("must be whole basis points").min(0, "must be at least 0").max(2500, "must be at most 2500 (25 %)").default(0),
    active_months: z
      .array(z.number({ error: "must be months 1 to 12" }).int("must be months 1 to 12").min(1, "must be months 1 to 12").max(12, "must be months 1 to 12"), {
        error: "must be a list of months 1 to 12, or null for all year",
      })
      .min(1, "must name at least one month, or be null for all year")
      .max(12, "may name each month once")
      .refine((months) => new Set(months).size === months.length, "may name each month once")
      .transform((months) => (months.length === 12 ? null : [...months].sort((a, b) => a - b)))
      .nullable()
      .default(null),
    fulfillment_ids: z
      .array(z.number({ error: "must be fulfillment ids" }).int("must be fulfillment ids").positive("must be fulfillment ids"), { error: "must be a list of fulfillment ids" })
      .max(10, "may name at most 10 fulfillments")
      .refine((ids) => new Set(ids).size === ids.length, "may name each fulfillment once"),
    shipping_offsets: z
      .array(
        z.object({
          zipcode: zipcodeParam,
          offset_days: z.number({ error: "must be business days" }).int("must be whole days").min(0, "must be at least 0 days").max(60, "must be at most 60 days"),
        }),
        { error: "must be a list of { zipcode, offset_days }" },
      )
      .max(1000, "may list at most 1,000 zip codes")
      .refine((offsets) => new Set(offsets.map((offset) => offset.zipcode)).size === offsets.length, "may name each zip code once")
      .optional(),
    // Decision 083: the delivery area (a zip list wins over a radius) and its fee rule.
    delivery_radius_miles: z
      .number({ error: "must be whole miles" })
      .int("must be whole miles")
      .min(1, "must be at least 1 mile")
      .max(MAX_DELIVERY_RADIUS_MILES, `must be at most ${MAX_DELIVERY_RADIUS_MILES} miles`)
      .nullable()
      .default(null),
    delivery_zipcodes: z
      .array(zipcodeParam, { error: "must be a list of zip codes" })
      .max(MAX_DELIVERY_ZIPCODES, `may list at most ${MAX_DELIVERY_ZIPCODES} zip codes`)
      .transform((list) => (list.length === 0 ? null : [...new Set(list)].sort()))
      .nullable()
      .default(null),
    delivery_fee_cents: z
      .number({ error: "must be cents" })
      .int("must be whole cents")
      .min(0, "must be at least $0")
      .max(MAX_DELIVERY_FEE_CENTS, `must be at most $${MAX_DELIVERY_FEE_CENTS / 100}`)
      .default(0),
    delivery_free_over_cents: z
      .number({ error: "must be cents" })
      .int("must be whole cents")
      .min(1, "must be more than $0")
      .max(MAX_FREE_DELIVERY_OVER_CENTS, `must be at most $${(MAX_FREE_DELIVERY_OVER_CENTS / 100).toLocaleString("en-US")}`)
      .nullable()
      .default(null),
  })
  .superRefine((body, ctx) => {
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      ctx.addIssue({ code: "custom", path: [body.latitude === undefined ? "latitude" : "longitude"], message: "is needed with the other coordinate" });
    }
  });

/** Like validate("json"), but a wrong address part is named `address.zipcode`, not `address`. */
const validateLocation = zValidator("json", locationBody, (result) => {
  if (!result.success) {
    const fields = fieldErrors({
      issues: result.error.issues.map((issue) => ({
        ...issue,
        path: issue.path[0] === "address" && issue.path.length > 1 ? [issue.path.slice(0, 2).join(".")] : issue.path,
      })),
    });
    throw new ApiError(400, "BAD_REQUEST", `Invalid json: ${Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(", ")}`).join("; ")}`, fields);
  }
});

const locationPath = z.object({ id: idParam });
const staffQuery = z.object({
  ids: idListParam.optional(),
  // The console list's search and page (decision 045); without them every location.
  search: listSearch.optional(),
  limit: z.string().regex(/^\d{1,3}$/, "must be a whole number").transform(Number).refine((value) => value >= 1 && value <= MAX_STAFF_LOCATIONS_PAGE, `must be between 1 and ${MAX_STAFF_LOCATIONS_PAGE}`).optional(),
  offset: z.string().regex(/^\d{1,5}$/, "must be a whole number from 0 to 99999").transform(Number).optional(),
});

export const locationAdminRoutes = new Hono<ApiContext>()
  // The console's list (inactive locations too) at its own path (issue 25); mounted before
  // routes/locations.ts, whose GET locations is the customer list.
  .get("/staff", requirePermission(PERMISSIONS.locationsView), validate("query", staffQuery), async (c) => {
    const { ids, search, limit, offset } = c.req.valid("query");
    const locations = await listStaffLocations(c.var.db, ids, new Date(), { search: search || undefined, limit, offset });
    return c.json({ data: locations, meta: { count: locations.length } });
  })
  .post("/", requirePermission(PERMISSIONS.locationsCreate), validateLocation, async (c) => {
    const db = c.var.db;
    const id = await createLocation(db, c.var.caller, c.req.valid("json"));
    await raiseSeatVersion(c.env);
    const [created] = await listStaffLocations(db, [id]);
    return c.json(created, 201);
  })
  .put("/:id{[0-9]+}", requirePermission(PERMISSIONS.locationsUpdate), validate("param", locationPath), validateLocation, async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await updateLocation(db, c.var.caller, id, c.req.valid("json"));
    // Decision 089: the shop follows a kitchen's fulfilments, area and hours at once: every cached
    // list and kept page that shows kitchens is checked against this version (decisions 036, 042).
    await raiseSeatVersion(c.env);
    const [updated] = await listStaffLocations(db, [id]);
    return c.json(updated);
  })
  .delete("/:id{[0-9]+}", requirePermission(PERMISSIONS.locationsDelete), validate("param", locationPath), async (c) => {
    const { id } = c.req.valid("param");
    await deleteLocation(c.var.db, c.var.caller, id);
    await raiseSeatVersion(c.env);
    return c.json({ id });
  });
