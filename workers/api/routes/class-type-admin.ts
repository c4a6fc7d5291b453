/**
 * The console's class types (decision 047): GET class-types (staff: every type with its prices,
 * picture and upcoming classes counted), POST class-types (a new type, decision 050), PUT
 * class-types/{id} (name, description, offer and its price) and PUT / DELETE class-types/{id}/picture; and PUT / DELETE locations/{id}/picture
 * (`locationPictureRoutes`, mounted beside the locations' staff calls). Read with classes.view;
 * changed with classes.create, the permission of what a class sells (a manager's, like meal
 * prices): staff's classes.update edits one class, not the prices of all of them.
 */
import { REMINDER_HOURS } from "../../core/booking-policy";
import { DECISION_HOURS, MIN_SEATS } from "../../core/go-no-go";
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import { type Database } from "../db";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { idListParam, idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { createClassType, listStaffClassTypes, removeRecordPicture, setRecordPicture, updateClassType, type PicturedResource } from "../services/class-type-admin";
import { refuseOversizedBody } from "../services/media";
import { raiseSeatVersion } from "../services/seats";
import type { Caller } from "../services/users";

const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max.toLocaleString("en-US")} characters`);
const price = z
  .number({ error: "must be whole cents" })
  .int("must be whole cents")
  .min(100, "must be at least $1.00")
  .max(100_000, "must be at most $1,000.00")
  .nullable()
  .default(null);

/** A class's minimum of paid seats to run (decision 065): the class type's, or a class's own. */
export const minSeats = z
  .number({ error: "must be a whole number of seats" })
  .int("must be a whole number of seats")
  .min(0, "must be 0 (no minimum) or more")
  .max(MIN_SEATS.max, `must be at most ${MIN_SEATS.max} seats`);
/** How long before a class its go or no-go is decided (decision 065). */
export const decisionHours = z
  .number({ error: "must be whole hours" })
  .int("must be whole hours")
  .min(DECISION_HOURS.min, `must be at least ${DECISION_HOURS.min} hours`)
  .max(DECISION_HOURS.max, `must be at most ${DECISION_HOURS.max} hours (two weeks)`);

export const classTypeBody = z.object({
  name: text(80).min(1, "is required"),
  description: text(2000).default(""),
  offer: z.enum(["portions", "seats", "pairs"], { message: "must be portions, seats or pairs" }),
  seat_price_cents: price,
  pair_price_cents: price,
  reminder_hours: z
    .number({ error: "must be whole hours" })
    .int("must be whole hours")
    .min(1, "must be at least 1 hour")
    .max(REMINDER_HOURS.max, `must be at most ${REMINDER_HOURS.max} hours (two weeks)`)
    .default(REMINDER_HOURS.default),
  min_seats: minSeats.default(MIN_SEATS.default),
  decision_hours: decisionHours.default(DECISION_HOURS.default),
});

const path = z.object({ id: idParam });
const listQuery = z.object({ ids: idListParam.optional() });
const altText = text(200).min(1, "is required: say what the picture shows, for people who cannot see it");

/** Multipart `picture` (a JPEG, PNG or WebP of at most 5 MB) and `alt` (required). */
async function putPicture(request: Request, db: Database, bucket: R2Bucket, caller: Caller, resource: PicturedResource, id: number) {
  refuseOversizedBody(request.headers.get("content-length") ?? undefined);
  const form = await request.formData().catch(() => {
    throw new ApiError(400, "BAD_REQUEST", "Send the picture as multipart/form-data", { picture: ["Choose a picture to upload."] });
  });
  const alt = altText.safeParse(form.get("alt") ?? "");
  if (!alt.success) throw new ApiError(400, "BAD_REQUEST", "Invalid picture", { alt: alt.error.issues.map((issue) => issue.message) });
  await setRecordPicture(db, bucket, caller, resource, id, form.get("picture"), alt.data);
}

export const classTypeAdminRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.classesView), validate("query", listQuery), async (c) => {
    const types = await listStaffClassTypes(c.var.db, c.req.valid("query").ids);
    return c.json({ data: types, meta: { count: types.length } });
  })
  .post("/", requirePermission(PERMISSIONS.classesCreate), validate("json", classTypeBody), async (c) => {
    const db = c.var.db;
    const id = await createClassType(db, c.var.caller, c.req.valid("json"));
    // Cached class lists and pages name the types: built again from now on.
    await raiseSeatVersion(c.env);
    const [created] = await listStaffClassTypes(db, [id]);
    return c.json(created, 201);
  })
  .put("/:id{[0-9]+}", requirePermission(PERMISSIONS.classesCreate), validate("param", path), validate("json", classTypeBody), async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await updateClassType(db, c.var.caller, id, c.req.valid("json"));
    // Cached class pages and lists show the type's price: built again from now on.
    await raiseSeatVersion(c.env);
    const [updated] = await listStaffClassTypes(db, [id]);
    return c.json(updated);
  })
  .put("/:id{[0-9]+}/picture", requirePermission(PERMISSIONS.classesCreate), validate("param", path), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.db;
    await putPicture(c.req.raw, db, c.env.MEDIA, c.var.caller, "class-types", id);
    await raiseSeatVersion(c.env);
    const [updated] = await listStaffClassTypes(db, [id]);
    return c.json(updated);
  })
  .delete("/:id{[0-9]+}/picture", requirePermission(PERMISSIONS.classesCreate), validate("param", path), async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await removeRecordPicture(db, c.env.MEDIA, c.var.caller, "class-types", id);
    await raiseSeatVersion(c.env);
    const [updated] = await listStaffClassTypes(db, [id]);
    return c.json(updated);
  });

/** A kitchen's picture (decision 039), shown on /zip and the class page: locations.update. */
export const locationPictureRoutes = new Hono<ApiContext>()
  .put("/:id{[0-9]+}/picture", requirePermission(PERMISSIONS.locationsUpdate), validate("param", path), async (c) => {
    const { id } = c.req.valid("param");
    await putPicture(c.req.raw, c.var.db, c.env.MEDIA, c.var.caller, "locations", id);
    await raiseSeatVersion(c.env);
    return c.json({ id });
  })
  .delete("/:id{[0-9]+}/picture", requirePermission(PERMISSIONS.locationsUpdate), validate("param", path), async (c) => {
    const { id } = c.req.valid("param");
    await removeRecordPicture(c.var.db, c.env.MEDIA, c.var.caller, "locations", id);
    await raiseSeatVersion(c.env);
    return c.json({ id });
  });
