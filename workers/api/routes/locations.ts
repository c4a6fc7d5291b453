/** GET locations, GET locations/city and GET locations/{id}/checkMismatchZip (spec §7). */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiContext } from "../env";
import { booleanParam, idListParam, idParam, listParam, numberParam, zipcodeParam } from "../lib/params";
import { validate } from "../lib/validate";
import { lookupCity } from "../services/city-lookup";
import { checkMismatchZip, listLocations, LOCATION_RELATIONS } from "../services/locations";

/** The largest radius a lookup may ask for, in miles (decision 006). */
export const MAX_MILE_RADIUS = 3000;

const locationListQuery = z
  .object({
    ids: idListParam.optional(),
    active: booleanParam.optional(),
    class_public: booleanParam.optional(),
    class_future: booleanParam.optional(),
    user_latitude: numberParam(-90, 90).optional(),
    user_longitude: numberParam(-180, 180).optional(),
    user_zipcode: zipcodeParam.optional(),
    mile_radius: z
      .string()
      .regex(/^\d{1,5}(\.\d{1,6})?$/, "must be a positive number of miles")
      .transform(Number)
      .refine((miles) => miles > 0 && miles <= MAX_MILE_RADIUS, `must be more than 0 and at most ${MAX_MILE_RADIUS}`)
      .optional(),
    relations: listParam
      .pipe(z.array(z.enum(LOCATION_RELATIONS, { message: `must be a list of ${LOCATION_RELATIONS.join(", ")}` })))
      .optional(),
  })
  .superRefine((query, ctx) => {
    const hasLatitude = query.user_latitude !== undefined;
    if (hasLatitude !== (query.user_longitude !== undefined)) {
      const missing = hasLatitude ? "user_longitude" : "user_latitude";
      ctx.addIssue({ code: "custom", path: [missing], message: "is needed with the other coordinate" });
    }
    if (query.mile_radius !== undefined && !hasLatitude && query.user_zipcode === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["mile_radius"],
        message: "needs a position: user_latitude and user_longitude, or user_zipcode",
      });
    }
  });

/** A city name as people type it: letters, spaces, periods, apostrophes and dashes. */
const cityParam = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[\p{L}][\p{L} .'’-]*$/u, "may hold only letters, spaces, periods, apostrophes and dashes");

const cityQuery = z
  .object({
    zipcode: zipcodeParam.optional(),
    city: cityParam.optional(),
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .transform((state) => state.toUpperCase())
      .optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.zipcode === undefined) === (query.city === undefined)) {
      ctx.addIssue({ code: "custom", path: ["city"], message: "give either a zipcode or a city" });
    }
  });

export const locationsRoutes = new Hono<ApiContext>()
  .get("/", validate("query", locationListQuery), async (c) => {
    const query = c.req.valid("query");
    const { user_latitude: latitude, user_longitude: longitude } = query;
    const list = await listLocations(c.var.db, {
      ids: query.ids,
      active: query.active,
      classPublic: query.class_public,
      classFuture: query.class_future,
      position: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined,
      zipcode: query.user_zipcode,
      mileRadius: query.mile_radius,
      relations: query.relations,
    });
    return c.json({
      data: list.locations,
      meta: {
        count: list.locations.length,
        mile_radius: list.mileRadius,
        ...(list.message !== undefined && { message: list.message }),
      },
    });
  })
  .get("/city", validate("query", cityQuery), async (c) => {
    const query = c.req.valid("query");
    const city = await lookupCity(
      c.var.db,
      query.zipcode !== undefined ? { zipcode: query.zipcode } : { city: query.city ?? "", state: query.state },
    );
    return c.json(city);
  })
  .get(
    "/:id/checkMismatchZip",
    validate("param", z.object({ id: idParam })),
    validate("query", z.object({ zipcode: zipcodeParam })),
    async (c) => {
      const answer = await checkMismatchZip(c.var.db, c.req.valid("param").id, c.req.valid("query").zipcode);
      return c.json(answer);
    },
  );
