/**
 * Reading classes for staff (decision 020): one class with its state, bookings and revenue, its
 * forecast, the staff list with its filters and sorts, and the class form's choices. Reads only;
 * the changes are class-admin.ts.
 */
import { and, asc, desc, eq, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { localDate, localDateTimeToUtc, zonedParts } from "../../core/dates";
import type { Database } from "../db";
import { schema } from "../db";
import { contains } from "../lib/sql";
import { getClass } from "./classes";
import { findClassRow, lifecycleOf } from "./class-admin";

const {
  classes,
  classTypes,
  locations,
  locationFulfillments,
  reservationSizes,
  users,
  menus,
  registrations,
  checkoutHolds,
  checkouts,
} = schema;

// ---------------------------------------------------------------------------
// Reading one class
// ---------------------------------------------------------------------------

/** Registrations that hold a seat (not canceled, not refunded). */
export const holdsSeat = or(eq(registrations.status, "registered"), eq(registrations.status, "attended"), eq(registrations.status, "no_show"));

/** GET classes/{id}/information: the class with its state, seats, bookings and revenue. */
export async function classInformation(db: Database, id: number, now = new Date()) {
  const detail = await getClass(db, { id }, "staff");
  const row = await findClassRow(db, id);
  const [totals] = await db
    .select({ count: sql<number>`count(*)`, revenue: sql<number>`coalesce(sum(${registrations.total_cents}), 0)` })
    .from(registrations)
    .where(and(eq(registrations.class_id, id), holdsSeat));
  return {
    ...detail,
    published: row.published,
    status: row.status,
    ...lifecycleOf(row, now),
    registrations_count: totals?.count ?? 0,
    revenue_cents: totals?.revenue ?? 0,
  };
}

/** GET classes/{id}/forecast: seats sold, held by checkouts being paid, and left; bookings by day. */
export async function classForecast(db: Database, id: number, now = new Date()) {
  const row = await findClassRow(db, id);
  const [[size], [sold], [held], byDay] = await Promise.all([
    db.select().from(reservationSizes).where(eq(reservationSizes.id, row.reservation_size_id)).limit(1),
    db
      .select({ count: sql<number>`count(*)`, revenue: sql<number>`coalesce(sum(${registrations.total_cents}), 0)` })
      .from(registrations)
      .where(and(eq(registrations.class_id, id), holdsSeat)),
    db
      .select({ count: sql<number>`count(*)` })
      .from(checkoutHolds)
      .innerJoin(checkouts, eq(checkouts.id, checkoutHolds.checkout_id))
      .where(
        and(
          eq(checkoutHolds.kind, "seat"),
          eq(checkoutHolds.ref_id, id),
          eq(checkoutHolds.released, false),
          eq(checkouts.status, "pending"),
          gte(checkouts.expires_at, now.toISOString()),
        ),
      ),
    db
      .select({
        day: sql<string>`substr(${registrations.created_at}, 1, 10)`,
        count: sql<number>`count(*)`,
        revenue: sql<number>`sum(${registrations.total_cents})`,
      })
      .from(registrations)
      .where(and(eq(registrations.class_id, id), holdsSeat))
      .groupBy(sql`substr(${registrations.created_at}, 1, 10)`)
      .orderBy(sql`1`),
  ]);
  const seats = size?.seats ?? 0;
  return {
    seats,
    sold: sold?.count ?? 0,
    held: held?.count ?? 0,
    left: Math.max(0, seats - row.seats_taken),
    revenue_cents: sold?.revenue ?? 0,
    by_day: byDay.map((day) => ({ day: day.day, registrations: day.count, revenue_cents: day.revenue })),
  };
}

// ---------------------------------------------------------------------------
// The staff list
// ---------------------------------------------------------------------------

export const STAFF_CLASS_STATUSES = ["draft", "published", "public", "private", "completed", "canceled", "archived"] as const;
export type StaffClassStatus = (typeof STAFF_CLASS_STATUSES)[number];
export const STAFF_CLASS_SORTS = ["date", "-date", "name", "seats_left"] as const;

export interface StaffClassFilter {
  locationIds?: number[];
  classTypeId?: number;
  status?: StaffClassStatus;
  search?: string;
  /** Local dates (America/Denver), inclusive from, inclusive to. */
  from?: string;
  to?: string;
  sort?: (typeof STAFF_CLASS_SORTS)[number];
  limit: number;
  offset: number;
}

function statusCondition(status: StaffClassStatus): SQL | undefined {
  switch (status) {
    case "draft":
      return and(eq(classes.published, false), eq(classes.canceled, false), eq(classes.status, "scheduled"));
    case "published":
      return and(eq(classes.published, true), eq(classes.canceled, false), eq(classes.status, "scheduled"));
    case "public":
      return eq(classes.class_is_public, true);
    case "private":
      return eq(classes.class_is_public, false);
    case "completed":
      return eq(classes.status, "completed");
    case "canceled":
      return and(eq(classes.canceled, true), ne(classes.status, "archived"));
    case "archived":
      return eq(classes.status, "archived");
  }
}

/** GET classes/staff: every class, filtered, sorted and paged, with the total. */
export async function listStaffClasses(db: Database, filter: StaffClassFilter, now = new Date()) {
  const where: SQL[] = [];
  if (filter.locationIds?.length) where.push(sql`${classes.location_id} in (${sql.join(filter.locationIds.map((id) => sql`${id}`), sql`, `)})`);
  if (filter.classTypeId !== undefined) where.push(eq(classes.class_type_id, filter.classTypeId));
  if (filter.status) where.push(statusCondition(filter.status)!);
  if (filter.search) {
    where.push(or(contains(classes.name, filter.search), contains(classes.sku, filter.search))!);
  }
  if (filter.from) where.push(gte(classes.date, localDateTimeToUtc(filter.from, "00:00").toISOString()));
  if (filter.to) {
    const next = new Date(Date.parse(`${filter.to}T12:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
    where.push(lt(classes.date, localDateTimeToUtc(next, "00:00").toISOString()));
  }
  const order =
    filter.sort === "-date"
      ? [desc(classes.date), desc(classes.id)]
      : filter.sort === "name"
        ? [asc(classes.name), asc(classes.date)]
        : filter.sort === "seats_left"
          ? [asc(sql`${reservationSizes.seats} - ${classes.seats_taken}`), asc(classes.date)]
          : [asc(classes.date), asc(classes.id)];
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ class: classes, location: { id: locations.id, name: locations.name, timezone: locations.timezone }, seats: reservationSizes.seats, class_type: classTypes.name })
      .from(classes)
      .innerJoin(locations, eq(locations.id, classes.location_id))
      .innerJoin(reservationSizes, eq(reservationSizes.id, classes.reservation_size_id))
      .innerJoin(classTypes, eq(classTypes.id, classes.class_type_id))
      .where(condition)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: sql<number>`count(*)` }).from(classes).where(condition),
  ]);
  return {
    classes: rows.map((row) => ({
      id: row.class.id,
      sku: row.class.sku,
      name: row.class.name,
      date: row.class.date,
      local_date: localDate(new Date(row.class.date), row.location.timezone),
      local_time: timeOf(row.class.date, row.location.timezone),
      location: row.location,
      class_type: row.class_type,
      class_is_public: row.class.class_is_public,
      seats: row.seats,
      seats_taken: row.class.seats_taken,
      ...lifecycleOf(row.class, now),
    })),
    total: count?.total ?? 0,
  };
}

/** HH:MM of an instant in a timezone. */
export function timeOf(iso: string, timeZone: string): string {
  const parts = zonedParts(new Date(iso), timeZone);
  return `${String(parts.hour).padStart(2, "0")}:${String(parts.minute).padStart(2, "0")}`;
}

/** GET classes/choices: what the class form offers — kitchens with their fulfillments, types, sizes, hosts, menus. */
export async function classFormChoices(db: Database) {
  const [kitchens, offered, types, sizes, hosts, menuRows] = await Promise.all([
    db.select({ id: locations.id, name: locations.name, timezone: locations.timezone, active: locations.active }).from(locations).orderBy(asc(locations.name)),
    db.select().from(locationFulfillments),
    db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes).orderBy(asc(classTypes.id)),
    db.select().from(reservationSizes).orderBy(asc(reservationSizes.seats)),
    db
      .selectDistinct({ id: users.id, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .innerJoin(schema.userRoles, eq(schema.userRoles.user_id, users.id))
      .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.role_id))
      .where(and(sql`${schema.roles.key} in ('staff', 'manager', 'kitchen')`, eq(users.disabled, false)))
      .orderBy(asc(users.first_name), asc(users.last_name)),
    db.select({ id: menus.id, name: menus.name, starts_on: menus.starts_on }).from(menus).orderBy(desc(menus.starts_on)),
  ]);
  return {
    locations: kitchens.map((kitchen) => ({
      ...kitchen,
      fulfillment_ids: offered.filter((row) => row.location_id === kitchen.id).map((row) => row.fulfillment_id),
    })),
    class_types: types,
    reservation_sizes: sizes,
    hosts,
    menus: menuRows,
  };
}
