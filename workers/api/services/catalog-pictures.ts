/**
 * The catalog's pictures beyond meals (decision 039): class types', kitchens' and hosts' (with
 * hosts' bios), answered in one small read the GraphQL worker makes at most once per request; and
 * where a meal is offered next: the upcoming public classes, pickups and deliveries whose menu
 * has it.
 */
import { and, asc, eq, gte, inArray, isNotNull, ne } from "drizzle-orm";
import { type Database, schema } from "../db";
import { selectClassRows, toClassJson, type ClassJson } from "./classes";
import type { PictureJson } from "./meals";

const { classTypes, locations, hostProfiles, media, classes, menuMeals, users } = schema;

export interface HostProfileJson {
  bio: string;
  picture: PictureJson | null;
}

export interface CatalogPicturesJson {
  /** By class type id. */
  class_types: Record<string, PictureJson>;
  /** By location id. */
  locations: Record<string, PictureJson>;
  /** By user id: every host with a profile. */
  hosts: Record<string, HostProfileJson>;
}

type MediaRow = typeof media.$inferSelect;

function pictureJson(row: MediaRow, alt: string, fallback: string): PictureJson {
  return { key: row.key, content_type: row.content_type, width: row.width, height: row.height, widths: row.widths, alt: alt || fallback };
}

export async function catalogPictures(db: Database): Promise<CatalogPicturesJson> {
  const [typeRows, locationRows, hostRows] = await Promise.all([
    db.select({ id: classTypes.id, name: classTypes.name, alt: classTypes.picture_alt, picture: media }).from(classTypes).innerJoin(media, eq(media.key, classTypes.picture_key)),
    db.select({ id: locations.id, name: locations.name, alt: locations.picture_alt, picture: media }).from(locations).innerJoin(media, eq(media.key, locations.picture_key)),
    db
      .select({ id: hostProfiles.user_id, bio: hostProfiles.bio, alt: hostProfiles.picture_alt, first: users.first_name, last: users.last_name, picture: media })
      .from(hostProfiles)
      .innerJoin(users, eq(users.id, hostProfiles.user_id))
      .leftJoin(media, eq(media.key, hostProfiles.picture_key)),
  ]);
  return {
    class_types: Object.fromEntries(typeRows.map((row) => [row.id, pictureJson(row.picture, row.alt, row.name)])),
    locations: Object.fromEntries(locationRows.map((row) => [row.id, pictureJson(row.picture, row.alt, row.name)])),
    hosts: Object.fromEntries(
      hostRows.map((row) => [row.id, { bio: row.bio, picture: row.picture ? pictureJson(row.picture, row.alt, `${row.first} ${row.last}`) : null }]),
    ),
  };
}

/** Most offerings a meal page lists. */
export const MAX_MEAL_OFFERINGS = 12;

/** The next public, bookable-looking classes (not canceled, published, from now on) whose menu has the meal, earliest first. */
export async function mealOfferings(db: Database, mealId: number, limit: number, now = new Date()): Promise<ClassJson[]> {
  const rows = await selectClassRows(db)
    .where(
      and(
        isNotNull(classes.menu_id),
        inArray(classes.menu_id, db.select({ id: menuMeals.menu_id }).from(menuMeals).where(eq(menuMeals.meal_id, mealId))),
        gte(classes.date, now.toISOString()),
        eq(classes.class_is_public, true),
        eq(classes.published, true),
        eq(classes.canceled, false),
        ne(classes.status, "archived"),
      ),
    )
    .orderBy(asc(classes.date), asc(classes.id))
    .limit(Math.min(limit, MAX_MEAL_OFFERINGS));
  const relations = new Set(["classLocation", "fulfillment", "reservationSize", "host", "menu"] as const);
  return rows.map((row) => toClassJson(row, relations));
}
