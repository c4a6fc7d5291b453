/**
 * The city lookup of spec §3 (GET locations/city): a city with its closest zip code and, for each
 * of its zip codes, the business days each location needs to deliver or ship there.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { milesBetween } from "../../core/geo";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { groupBy } from "../lib/sql";

const { zipcodes, shippingOffsets } = schema;

/** The shop's home state comes first when a city name exists in several states (decision 006). */
export const HOME_STATE = "UT";

export type CityQuery = { zipcode: string } | { city: string; state?: string };

type ZipcodeRow = typeof zipcodes.$inferSelect;

/** Spellings of a typed city name as the zip code table writes it ("St. George" is "Saint George"). */
function citySpellings(city: string): string[] {
  const name = city.trim().replace(/\s+/g, " ").toLowerCase();
  const saint = name.replace(/^st\.?\s+/, "saint ");
  return saint === name ? [name] : [name, saint];
}

const notFound = (what: string) => new ApiError(404, "NOT_FOUND", `We could not find ${what}`);

/** The city (name and state) the query names, with one of its zip codes as the closest. */
async function findCity(db: Database, query: CityQuery): Promise<{ name: string; state: string; closest: ZipcodeRow }> {
  if ("zipcode" in query) {
    const [row] = await db.select().from(zipcodes).where(eq(zipcodes.zipcode, query.zipcode)).limit(1);
    if (!row) throw notFound(`the zip code ${query.zipcode}`);
    return { name: row.city, state: row.state, closest: row };
  }
  const rows = await db
    .select()
    .from(zipcodes)
    .where(
      and(
        inArray(sql`lower(${zipcodes.city})`, citySpellings(query.city)),
        query.state ? eq(zipcodes.state, query.state) : undefined,
      ),
    )
    .orderBy(asc(zipcodes.state), asc(zipcodes.zipcode));
  const state = rows.some((row) => row.state === HOME_STATE) ? HOME_STATE : rows[0]?.state;
  const ofCity = rows.filter((row) => row.state === state);
  const [first] = ofCity;
  if (!first) throw notFound(`the city ${query.city}${query.state ? `, ${query.state}` : ""}`);
  // The closest zip code of a city is the one nearest the middle of its zip codes.
  const middle = {
    latitude: ofCity.reduce((sum, row) => sum + row.latitude, 0) / ofCity.length,
    longitude: ofCity.reduce((sum, row) => sum + row.longitude, 0) / ofCity.length,
  };
  const closest = ofCity.reduce((best, row) => (milesBetween(middle, row) < milesBetween(middle, best) ? row : best), first);
  return { name: first.city, state: first.state, closest };
}

export async function lookupCity(db: Database, query: CityQuery) {
  const city = await findCity(db, query);
  const rows = await db
    .select({
      zipcode: zipcodes.zipcode,
      location_id: shippingOffsets.location_id,
      offset_days: shippingOffsets.offset_days,
    })
    .from(zipcodes)
    .leftJoin(shippingOffsets, eq(shippingOffsets.zipcode, zipcodes.zipcode))
    .where(and(eq(zipcodes.city, city.name), eq(zipcodes.state, city.state)))
    .orderBy(asc(zipcodes.zipcode), asc(shippingOffsets.offset_days), asc(shippingOffsets.location_id));
  const byZipcode = groupBy(rows, (row) => row.zipcode);
  return {
    name: city.name,
    state: city.state,
    closest_zipcode: {
      zipcode: city.closest.zipcode,
      latitude: city.closest.latitude,
      longitude: city.closest.longitude,
    },
    zipcodes: [...byZipcode].map(([zipcode, offsets]) => ({
      zipcode,
      shipping_offsets: offsets.flatMap((offset) =>
        offset.location_id === null || offset.offset_days === null
          ? []
          : [{ location_id: offset.location_id, offset_days: offset.offset_days }],
      ),
    })),
  };
}

export type CityLookupJson = Awaited<ReturnType<typeof lookupCity>>;
