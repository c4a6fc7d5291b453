/**
 * The Locations area of the back office (spec §7 POST locations, PUT and DELETE locations/{id};
 * decision 019): a kitchen's details, the fulfillments it offers and, when given, its shipping
 * offsets. Each change is one D1 batch with its audit record; a location with classes is never
 * deleted (deactivating it keeps its classes' orders readable).
 */
import { and, asc, eq, gte, ne, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db";
import { schema } from "../db";
import { ApiError, notFound, type FieldErrors } from "../lib/errors";
import { slugTaken } from "../lib/unique-slug";
import { contains, inList } from "../lib/sql";
import { auditInsert } from "./audit";
import { listLocations, type LocationJson, type LocationRow } from "./locations";
import type { Caller } from "./users";

const { locations, locationFulfillments, fulfillments, shippingOffsets, zipcodes, classes } = schema;

/** What staff give for a location (routes/location-admin.ts validates the shape). */
export interface LocationInput {
  name: string;
  slug: string;
  address: { street: string; city: string; state: string; zipcode: string };
  /** Both or neither; neither means the zip code's centroid. */
  latitude?: number;
  longitude?: number;
  timezone: string;
  phone: string;
  email: string;
  active: boolean;
  shipping: boolean;
  allow_custom_class: boolean;
  calendar_id: string | null;
  tax_rate_bps: number;
  /** Months 1–12, sorted; null means all year. */
  active_months: number[] | null;
  fulfillment_ids: number[];
  /** When given, replaces every shipping offset of the location; left out, they stay. */
  shipping_offsets?: Array<{ zipcode: string; offset_days: number }>;
  /** Decision 083: the delivery area and fee rule. */
  delivery_radius_miles: number | null;
  delivery_zipcodes: string[] | null;
  delivery_fee_cents: number;
  delivery_free_over_cents: number | null;
}

const badRequest = (fields: FieldErrors) => new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", fields);

async function findLocation(db: Database, id: number): Promise<LocationRow> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id)).limit(1);
  if (!row) throw notFound("Location");
  return row;
}

/** The slug is free, the fulfillments and zip codes exist; the position, geocoded when not given. */
async function checkInput(db: Database, input: LocationInput, id?: number) {
  const offsetZips = [...new Set([...(input.shipping_offsets ?? []).map((offset) => offset.zipcode), ...(input.delivery_zipcodes ?? [])])];
  const [sameSlug, known, [centroid], knownZips] = await Promise.all([
    db
      .select({ id: locations.id })
      .from(locations)
      .where(id === undefined ? eq(locations.slug, input.slug) : and(eq(locations.slug, input.slug), ne(locations.id, id)))
      .limit(1),
    db.select({ id: fulfillments.id }).from(fulfillments),
    db
      .select({ latitude: zipcodes.latitude, longitude: zipcodes.longitude })
      .from(zipcodes)
      .where(eq(zipcodes.zipcode, input.address.zipcode))
      .limit(1),
    offsetZips.length === 0
      ? Promise.resolve([] as Array<{ zipcode: string }>)
      : db.all<{ zipcode: string }>(sql`SELECT zipcode FROM zipcodes WHERE zipcode IN (SELECT value FROM json_each(${JSON.stringify(offsetZips)}))`),
  ]);
  const fields: FieldErrors = {};
  if (sameSlug.length > 0) fields.slug = ["is already used by another location"];
  const unknown = input.fulfillment_ids.filter((fulfillmentId) => !known.some((row) => row.id === fulfillmentId));
  if (unknown.length > 0) fields.fulfillment_ids = [`names unknown fulfillments (${unknown.join(", ")})`];
  const hasPosition = input.latitude !== undefined && input.longitude !== undefined;
  if (!hasPosition && !centroid) {
    fields["address.zipcode"] = [`${input.address.zipcode} is not a zip code we know: give latitude and longitude`];
  }
  const unknownOf = (list: readonly string[]) => list.filter((zipcode) => !knownZips.some((row) => row.zipcode === zipcode));
  const namesUnknown = (missing: string[]) => `name zip codes we do not know (${missing.slice(0, 10).join(", ")}${missing.length > 10 ? ", …" : ""})`;
  const missingZips = unknownOf((input.shipping_offsets ?? []).map((offset) => offset.zipcode));
  if (missingZips.length > 0) fields.shipping_offsets = [namesUnknown(missingZips)];
  const missingDeliveryZips = unknownOf(input.delivery_zipcodes ?? []);
  if (missingDeliveryZips.length > 0) fields.delivery_zipcodes = [namesUnknown(missingDeliveryZips)];
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return hasPosition ? { latitude: input.latitude!, longitude: input.longitude! } : centroid!;
}

/** The stored columns of an input. */
function columnsOf(input: LocationInput, position: { latitude: number; longitude: number }) {
  return {
    name: input.name,
    slug: input.slug,
    street: input.address.street,
    city: input.address.city,
    state: input.address.state,
    zipcode: input.address.zipcode,
    latitude: position.latitude,
    longitude: position.longitude,
    timezone: input.timezone,
    phone: input.phone,
    email: input.email,
    active: input.active,
    shipping: input.shipping,
    allow_custom_class: input.allow_custom_class,
    calendar_id: input.calendar_id,
    tax_rate_bps: input.tax_rate_bps,
    active_months: input.active_months,
    delivery_radius_miles: input.delivery_radius_miles,
    delivery_zipcodes: input.delivery_zipcodes,
    delivery_fee_cents: input.delivery_fee_cents,
    delivery_free_over_cents: input.delivery_free_over_cents,
  };
}

/** The location as the audit record keeps it: columns and what it offers. */
function snapshot(row: Omit<LocationRow, "id" | "created_at" | "picture_key" | "picture_alt">, fulfillmentIds: number[], offsets: number | Array<[string, number]>) {
  return { ...row, fulfillment_ids: fulfillmentIds, shipping_offsets: offsets };
}

/**
 * The statements that replace a location's fulfillments and (when given) shipping offsets. The
 * location is named by an SQL expression, so a new one's id (unknown before the batch) works too.
 * The lists travel as one JSON parameter each: D1 allows 100 bound parameters per statement.
 */
function childStatements(db: Database, locationId: ReturnType<typeof sql>, input: LocationInput) {
  const statements: Array<BatchItem<"sqlite">> = [
    db.delete(locationFulfillments).where(sql`${locationFulfillments.location_id} = ${locationId}`),
    db.insert(locationFulfillments).select(sql`SELECT ${locationId}, value FROM json_each(${JSON.stringify(input.fulfillment_ids)})`),
  ];
  if (input.shipping_offsets) {
    statements.push(
      db.delete(shippingOffsets).where(sql`${shippingOffsets.location_id} = ${locationId}`),
      db
        .insert(shippingOffsets)
        .select(
          sql`SELECT json_extract(value, '$.zipcode'), ${locationId}, json_extract(value, '$.offset_days') FROM json_each(${JSON.stringify(input.shipping_offsets)})`,
        ),
    );
  }
  return statements;
}

const offsetPairs = (input: LocationInput): Array<[string, number]> | undefined =>
  input.shipping_offsets?.map((offset) => [offset.zipcode, offset.offset_days]);

/** POST locations: answers the new location's id. */
export async function createLocation(db: Database, actor: Caller, input: LocationInput): Promise<number> {
  const columns = columnsOf(input, await checkInput(db, input));
  const newId = sql`(SELECT id FROM locations WHERE slug = ${input.slug})`;
  const [created] = await slugTaken("locations", "location", db.batch([
    db.insert(locations).values(columns).returning({ id: locations.id }),
    ...childStatements(db, newId, input),
    auditInsert(db, {
      actor,
      action: "locations.create",
      resource: "locations",
      resourceId: sql`(SELECT cast(id AS text) FROM locations WHERE slug = ${input.slug})`,
      before: null,
      after: snapshot(columns, input.fulfillment_ids, offsetPairs(input) ?? []),
    }),
  ]));
  const id = created[0]?.id;
  if (id === undefined) throw new Error("The location was not created");
  return id;
}

async function offered(db: Database, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: locationFulfillments.fulfillment_id })
    .from(locationFulfillments)
    .where(eq(locationFulfillments.location_id, id))
    .orderBy(asc(locationFulfillments.fulfillment_id));
  return rows.map((row) => row.id);
}

async function offsetCount(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(shippingOffsets).where(eq(shippingOffsets.location_id, id));
  return row?.n ?? 0;
}

/** PUT locations/{id}: every field; shipping offsets only when given. */
export async function updateLocation(db: Database, actor: Caller, id: number, input: LocationInput) {
  const { id: _id, created_at: _created, ...before } = await findLocation(db, id);
  const [position, fulfillmentsBefore, offsetsBefore] = await Promise.all([checkInput(db, input, id), offered(db, id), offsetCount(db, id)]);
  // A changed zip code without a position given moves the pin to the new centroid; an unchanged
  // one keeps the stored (maybe hand-placed) position.
  const keep = input.latitude === undefined && input.address.zipcode === before.zipcode;
  const columns = columnsOf(input, keep ? { latitude: before.latitude, longitude: before.longitude } : position);
  await slugTaken("locations", "location", db.batch([
    db.update(locations).set(columns).where(eq(locations.id, id)),
    ...childStatements(db, sql`${id}`, input),
    auditInsert(db, {
      actor,
      action: "locations.update",
      resource: "locations",
      resourceId: id,
      before: snapshot(before, fulfillmentsBefore, offsetsBefore),
      after: snapshot(columns, input.fulfillment_ids, offsetPairs(input) ?? offsetsBefore),
    }),
  ]));
}

/**
 * DELETE locations/{id}: refused while the location has upcoming classes (not canceled), and
 * while any class, past or canceled, still names it (their orders and history need it): deactivate
 * it instead. The delete is conditional on there being no class, so one scheduled meanwhile wins.
 */
export async function deleteLocation(db: Database, actor: Caller, id: number, now = new Date()) {
  const { id: _id, created_at: _created, ...before } = await findLocation(db, id);
  const [[upcoming], [any], fulfillmentsBefore, offsetsBefore] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)` })
      .from(classes)
      .where(and(eq(classes.location_id, id), eq(classes.canceled, false), gte(classes.date, now.toISOString()))),
    db.select({ n: sql<number>`count(*)` }).from(classes).where(eq(classes.location_id, id)),
    offered(db, id),
    offsetCount(db, id),
  ]);
  if ((upcoming?.n ?? 0) > 0) {
    const n = upcoming!.n;
    throw new ApiError(409, "LOCATION_IN_USE", `${before.name} has ${n} upcoming class${n === 1 ? "" : "es"}: cancel or move them, or deactivate the location instead`);
  }
  if ((any?.n ?? 0) > 0) {
    throw new ApiError(409, "LOCATION_IN_USE", `${before.name} has past or canceled classes whose orders need it: deactivate the location instead`);
  }
  // D1 enforces the classes' foreign key: a class scheduled here meanwhile fails the whole batch.
  try {
    await db.batch([
      db.delete(locations).where(eq(locations.id, id)),
      auditInsert(db, {
        actor,
        action: "locations.delete",
        resource: "locations",
        resourceId: id,
        before: snapshot(before, fulfillmentsBefore, offsetsBefore),
        after: null,
      }),
    ]);
  } catch (error) {
    if (/FOREIGN KEY/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause)}` : error))) {
      throw new ApiError(409, "LOCATION_IN_USE", "A class was scheduled here meanwhile: deactivate the location instead");
    }
    throw error;
  }
}

/** GET locations/staff: every location (inactive too) with what the console shows beside it. */
/** The most locations one page of the console list holds (decision 045). */
export const MAX_STAFF_LOCATIONS_PAGE = 100;

export interface StaffLocationFilter {
  /** Words in the name or the city. */
  search?: string;
  /** A page (decision 045): at most this many, by name, after `offset`; all without it. */
  limit?: number;
  offset?: number;
}

/** The locations named, or a filtered page of them by name (decision 045), each with its counts. */
export async function listStaffLocations(db: Database, ids?: number[], now = new Date(), filter: StaffLocationFilter = {}) {
  if (filter.search !== undefined || filter.limit !== undefined || filter.offset !== undefined) {
    const where: SQL[] = [];
    if (ids) where.push(inList(locations.id, ids));
    if (filter.search) {
      where.push(or(contains(locations.name, filter.search), contains(locations.city, filter.search))!);
    }
    const page = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(...where))
      .orderBy(asc(locations.name), asc(locations.id))
      .limit(filter.limit ?? -1)
      .offset(filter.offset ?? 0);
    if (page.length === 0) return [];
    ids = page.map((row) => row.id);
  }
  const [list, counts] = await Promise.all([
    listLocations(db, { ids, relations: ["fulfillments"] }, now),
    db.all<{ id: number; upcoming_classes: number; shipping_offsets: number }>(sql`
      SELECT l.id,
        (SELECT count(*) FROM classes c WHERE c.location_id = l.id AND c.canceled = 0 AND c.date >= ${now.toISOString()}) AS upcoming_classes,
        (SELECT count(*) FROM shipping_offsets s WHERE s.location_id = l.id) AS shipping_offsets
      FROM locations l ${ids ? sql`WHERE ${inList(sql`l.id`, ids)}` : sql``}`),
  ]);
  const countsOf = new Map(counts.map((row) => [row.id, row]));
  return list.locations.map((location: LocationJson) => ({
    ...location,
    upcoming_classes: countsOf.get(location.id)?.upcoming_classes ?? 0,
    shipping_offsets_count: countsOf.get(location.id)?.shipping_offsets ?? 0,
  }));
}

export type StaffLocationJson = Awaited<ReturnType<typeof listStaffLocations>>[number];
