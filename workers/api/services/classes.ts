/** Reading classes with the class-list filter of spec §3 and the default query of §9. */
import { and, asc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  FALLBACK_TIMEZONE,
  localDateTimeToUtc,
  monthRange,
  startOfWeek,
} from "../../core/dates";
import type { Database } from "../db";
import { schema } from "../db";

export const CLASS_RELATIONS = [
  "classLocation",
  "fulfillment",
  "reservationSize",
  "host",
  "menu",
] as const;
export type ClassRelation = (typeof CLASS_RELATIONS)[number];

export interface ClassFilter {
  fulfillmentId?: number;
  locationIds?: number[];
  /** YYYY-MM, read in the shop's timezone. */
  month?: string;
  canceled?: boolean;
  publicClass?: boolean;
  beforeDate?: string;
  afterDate?: string;
  relations?: ClassRelation[];
  limit?: number;
}

const { classes, locations, fulfillments, reservationSizes, users, menus } = schema;
const host = alias(users, "host");

/** A bare date is the start of that day in the shop's timezone; an instant is kept. */
function toInstant(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? localDateTimeToUtc(value, "00:00", FALLBACK_TIMEZONE).toISOString()
    : new Date(value).toISOString();
}

function conditions(filter: ClassFilter, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filter.fulfillmentId !== undefined) where.push(eq(classes.fulfillment_id, filter.fulfillmentId));
  if (filter.locationIds?.length) where.push(inArray(classes.location_id, filter.locationIds));
  if (filter.canceled !== undefined) where.push(eq(classes.canceled, filter.canceled));
  // Spec §9: public only unless the caller asks otherwise.
  where.push(eq(classes.class_is_public, filter.publicClass ?? true));
  if (filter.month) {
    const { start, end } = monthRange(filter.month, FALLBACK_TIMEZONE);
    where.push(gte(classes.date, start.toISOString()), lt(classes.date, end.toISOString()));
  }
  // Spec §9: from the start of the current week, unless a month or a start is given.
  const after = filter.afterDate
    ? toInstant(filter.afterDate)
    : filter.month
      ? undefined
      : startOfWeek(now, FALLBACK_TIMEZONE).toISOString();
  if (after) where.push(gte(classes.date, after));
  if (filter.beforeDate) where.push(lt(classes.date, toInstant(filter.beforeDate)));
  return where;
}

export async function listClasses(db: Database, filter: ClassFilter, now = new Date()) {
  const rows = await db
    .select({
      class: classes,
      location: locations,
      fulfillment: fulfillments,
      reservationSize: reservationSizes,
      host: { id: host.id, first_name: host.first_name, last_name: host.last_name },
      menu: { id: menus.id, slug: menus.slug, name: menus.name },
    })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.location_id))
    .innerJoin(fulfillments, eq(fulfillments.id, classes.fulfillment_id))
    .innerJoin(reservationSizes, eq(reservationSizes.id, classes.reservation_size_id))
    .leftJoin(host, eq(host.id, classes.host_id))
    .leftJoin(menus, eq(menus.id, classes.menu_id))
    .where(and(...conditions(filter, now)))
    .orderBy(asc(classes.date), asc(classes.id))
    .limit(filter.limit ?? 1000);
  const relations = new Set(filter.relations ?? CLASS_RELATIONS);
  return rows.map((row) => toClassJson(row, relations));
}

interface ClassJoinRow {
  class: typeof classes.$inferSelect;
  location: typeof locations.$inferSelect;
  fulfillment: typeof fulfillments.$inferSelect;
  reservationSize: typeof reservationSizes.$inferSelect;
  host: { id: number; first_name: string; last_name: string } | null;
  menu: { id: number; slug: string; name: string } | null;
}

/** The REST shape of a class: its columns, seats, and the relations asked for. */
export function toClassJson(row: ClassJoinRow, relations: ReadonlySet<ClassRelation>) {
  const seats = row.reservationSize.seats;
  return {
    ...row.class,
    seats,
    seats_left: Math.max(0, seats - row.class.seats_taken),
    ...(relations.has("classLocation") && { location: row.location }),
    ...(relations.has("fulfillment") && { fulfillment: row.fulfillment }),
    ...(relations.has("reservationSize") && { reservation_size: row.reservationSize }),
    ...(relations.has("host") && { host: row.host }),
    ...(relations.has("menu") && { menu: row.menu }),
  };
}

export type ClassJson = ReturnType<typeof toClassJson>;
