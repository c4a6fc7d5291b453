/**
 * Locations (spec §3, §7): the list with distance and radius (§8, §9) and the zip mismatch check.
 * Distances: a bounding box in SQL narrows the rows, haversine in TypeScript decides.
 */
import { and, asc, eq, exists, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { DEFAULT_MILE_RADIUS, milesBetween, NO_SERVICE_MESSAGE, type Coordinates } from "../../core/geo";
import { type Database, schema } from "../db";
import { ApiError, notFound } from "../lib/errors";
import { groupBy, inList } from "../lib/sql";
import type { FulfillmentJson } from "./fulfillments";

const { locations, locationFulfillments, fulfillments, zipcodes, shippingOffsets, classes } = schema;

export const LOCATION_RELATIONS = ["fulfillments"] as const;
export type LocationRelation = (typeof LOCATION_RELATIONS)[number];

export type LocationRow = typeof locations.$inferSelect;

export interface LocationFilter {
  ids?: number[];
  active?: boolean;
  /** Only locations with public, not canceled classes. */
  classPublic?: boolean;
  /** Only locations with not canceled classes from now on. */
  classFuture?: boolean;
  /** The customer's position; wins over `zipcode` when both are given. */
  position?: Coordinates;
  /** Five digits: the position is the zip code's centroid. */
  zipcode?: string;
  /** Miles; only with a position (§9: the default radius is 50). */
  mileRadius?: number;
  relations?: LocationRelation[];
}

/** Latitude degrees are 68.7–69.4 miles long; the shortest keeps the box a superset. */
const MILES_PER_DEGREE_LATITUDE = 68.7;
const MILES_PER_DEGREE_LONGITUDE_AT_EQUATOR = 69.17;

/** Rows within `miles` of `center` lie inside this box (the box may hold a few more). */
function boundingBox(center: Coordinates, miles: number): SQL {
  const latitudeDelta = miles / MILES_PER_DEGREE_LATITUDE;
  const inLatitude = and(
    gte(locations.latitude, center.latitude - latitudeDelta),
    lte(locations.latitude, center.latitude + latitudeDelta),
  ) as SQL;
  // Longitude degrees shrink towards the poles: measure them at the box's most polar edge.
  const polarEdge = Math.min(89.9, Math.abs(center.latitude) + latitudeDelta);
  const longitudeDelta = miles / (MILES_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((polarEdge * Math.PI) / 180));
  const west = center.longitude - longitudeDelta;
  const east = center.longitude + longitudeDelta;
  // Near a pole or across the antimeridian the latitude band alone is a fine prefilter.
  if (longitudeDelta >= 180 || west < -180 || east > 180) return inLatitude;
  return and(inLatitude, gte(locations.longitude, west), lte(locations.longitude, east)) as SQL;
}

/** One decimal, as shown to customers. */
const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/** The centroid of a known zip code, or a 400 naming `field`. */
export async function zipcodeCentroid(db: Database, zipcode: string, field: string): Promise<Coordinates> {
  const [centroid] = await db
    .select({ latitude: zipcodes.latitude, longitude: zipcodes.longitude })
    .from(zipcodes)
    .where(eq(zipcodes.zipcode, zipcode))
    .limit(1);
  if (!centroid) {
    throw new ApiError(400, "BAD_REQUEST", `Invalid query: ${field}: ${zipcode} is not a zip code we know`, {
      [field]: [`${zipcode} is not a zip code we know`],
    });
  }
  return centroid;
}

/** Each location's fulfillments, by location id (the table is small: a few rows per location). */
async function fulfillmentsByLocation(db: Database): Promise<Map<number, FulfillmentJson[]>> {
  const rows = await db
    .select({ location_id: locationFulfillments.location_id, fulfillment: fulfillments })
    .from(locationFulfillments)
    .innerJoin(fulfillments, eq(fulfillments.id, locationFulfillments.fulfillment_id))
    .orderBy(asc(fulfillments.id));
  const grouped = groupBy(rows, (row) => row.location_id);
  return new Map([...grouped].map(([locationId, list]) => [locationId, list.map((row) => row.fulfillment)]));
}

/** The REST shape of a location: its columns, address and fulfillment ids (§3), distance, relations. */
export function toLocationJson(
  row: LocationRow,
  offered: readonly FulfillmentJson[],
  distance: number | null,
  relations: ReadonlySet<LocationRelation>,
) {
  return {
    ...row,
    address: { street: row.street, city: row.city, state: row.state, zipcode: row.zipcode },
    location_fulfillment_ids: offered.map((fulfillment) => fulfillment.id),
    /** Miles from the given position, one decimal; null without a position. */
    distance,
    ...(relations.has("fulfillments") && { fulfillments: [...offered] }),
  };
}

export type LocationJson = ReturnType<typeof toLocationJson>;

export interface LocationList {
  locations: LocationJson[];
  /** The radius applied, or null without a position. */
  mileRadius: number | null;
  /** §8: the tolerated message when a position is given and no location is in range. */
  message?: string;
}

function conditions(db: Database, filter: LocationFilter, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filter.ids) where.push(inList(locations.id, filter.ids));
  if (filter.active !== undefined) where.push(eq(locations.active, filter.active));
  if (filter.classPublic || filter.classFuture) {
    const ofClass = [eq(classes.location_id, locations.id), eq(classes.canceled, false)];
    if (filter.classPublic) ofClass.push(eq(classes.class_is_public, true), eq(classes.published, true));
    if (filter.classFuture) ofClass.push(gte(classes.date, now.toISOString()));
    where.push(exists(db.select({ one: sql`1` }).from(classes).where(and(...ofClass))));
  }
  return where;
}

export async function listLocations(db: Database, filter: LocationFilter = {}, now = new Date()): Promise<LocationList> {
  const position =
    filter.position ?? (filter.zipcode ? await zipcodeCentroid(db, filter.zipcode, "user_zipcode") : undefined);
  const mileRadius = position ? (filter.mileRadius ?? DEFAULT_MILE_RADIUS) : null;
  const where = conditions(db, filter, now);
  if (position && mileRadius !== null) where.push(boundingBox(position, mileRadius));

  const [rows, offeredBy] = await Promise.all([
    db.select().from(locations).where(and(...where)).orderBy(asc(locations.name), asc(locations.id)),
    fulfillmentsByLocation(db),
  ]);
  const relations = new Set(filter.relations ?? []);
  const json = (row: LocationRow, distance: number | null) =>
    toLocationJson(row, offeredBy.get(row.id) ?? [], distance, relations);

  if (!position || mileRadius === null) return { locations: rows.map((row) => json(row, null)), mileRadius: null };
  const inRange = rows
    .map((row) => ({ row, miles: milesBetween(position, row) }))
    .filter(({ miles }) => miles <= mileRadius)
    .sort((a, b) => a.miles - b.miles || a.row.id - b.row.id)
    .map(({ row, miles }) => json(row, roundMiles(miles)));
  return inRange.length > 0
    ? { locations: inRange, mileRadius }
    : { locations: [], mileRadius, message: NO_SERVICE_MESSAGE };
}

/** One location as the list shows it (with its fulfillments), for a class's detail. */
export async function locationJson(db: Database, row: LocationRow) {
  const offeredBy = await fulfillmentsByLocation(db);
  return toLocationJson(row, offeredBy.get(row.id) ?? [], null, new Set(LOCATION_RELATIONS));
}

/**
 * Whether a zip code is better served by another location than the one chosen (decision 006):
 * `mismatch` is true when another active location is closer to the zip's centroid. Whether the
 * chosen location delivers or ships there (a shipping offset exists) is answered beside it.
 */
export async function checkMismatchZip(db: Database, locationId: number, zipcode: string) {
  const [chosen] = await db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
  if (!chosen) throw notFound("Location");
  const centroid = await zipcodeCentroid(db, zipcode, "zipcode");
  const [candidates, offsets] = await Promise.all([
    db
      .select()
      .from(locations)
      .where(or(eq(locations.active, true), eq(locations.id, locationId))),
    db.select().from(shippingOffsets).where(eq(shippingOffsets.zipcode, zipcode)),
  ]);
  const ranked = candidates
    .map((location) => ({ location, miles: milesBetween(centroid, location) }))
    .sort((a, b) => a.miles - b.miles || a.location.id - b.location.id);
  const closest = ranked[0] ?? { location: chosen, miles: milesBetween(centroid, chosen) };
  const offset = offsets.find((row) => row.location_id === locationId);
  return {
    location_id: locationId,
    zipcode,
    mismatch: closest.location.id !== locationId,
    distance: roundMiles(milesBetween(centroid, chosen)),
    closest_location_id: closest.location.id,
    closest_distance: roundMiles(closest.miles),
    /** True when the chosen location has a shipping offset for the zip (it delivers or ships there). */
    delivers: offset !== undefined,
    offset_days: offset?.offset_days ?? null,
  };
}

export type ZipMismatchJson = Awaited<ReturnType<typeof checkMismatchZip>>;
