/** Reading classes with the class-list filter of spec §3 and the default query of §9. */
import { and, asc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  FALLBACK_TIMEZONE,
  localDateTimeToUtc,
  monthRange,
  offsetSpans,
  startOfWeek,
} from "../../core/dates";
import type { Database } from "../db";
import { schema } from "../db";
import { notFound } from "../lib/errors";
import type { IdOrKey } from "../lib/params";
import { ftsQuery } from "../../core/catalog-search";
import { goNoGoOf } from "./go-no-go-state";
import { locationJson } from "./locations";
import { mealsOfMenus } from "./meals";
import { classPriceColumns, personFromPriceSql, portionPricesByClassType } from "./class-price";
import { joinClassRelations } from "./class-joins";

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
  /** Staff only (the route checks): unpublished classes too. Customers see published ones. */
  includeUnpublished?: boolean;
  /**
   * Decision 089: only classes whose kitchen offers the class's fulfillment now (the customer's
   * lists follow a kitchen's settings); staff's lists show every class.
   */
  offeredOnly?: boolean;
  beforeDate?: string;
  afterDate?: string;
  /** Finding a class (decision 038): of these class types only. */
  classTypeIds?: number[];
  /** Whose "from" price (its own, else its type's: decision 079) is at most this many cents. */
  maxPriceCents?: number;
  /** true: only classes with a seat left ("hide full"). */
  seatsAvailable?: boolean;
  /** Decision 085: starting on one of these weekdays (0 Sunday … 6 Saturday) in the shop's timezone. */
  weekdays?: number[];
  /** Decision 085: with at least this many free seats (a party of this size fits). */
  minSeatsLeft?: number;
  /**
   * Words that must all be found (decision 072): in the name, description, class type, menu's meals
   * or kitchen; the last one also as the start of a word. The best matches come first.
   */
  search?: string;
  relations?: ClassRelation[];
  limit?: number;
}

const {
  classes,
  locations,
  fulfillments,
  reservationSizes,
  users,
  menus,
  classTypes,
} = schema;
const host = alias(users, "host");

/** A bare date is the start of that day in the shop's timezone; an instant is kept. */
function toInstant(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? localDateTimeToUtc(value, "00:00", FALLBACK_TIMEZONE).toISOString()
    : new Date(value).toISOString();
}


/** The instants the filter's classes start within (ISO strings; either end may be open). */
function dateWindow(filter: ClassFilter, now: Date): { after?: string; before?: string } {
  const lower: string[] = [];
  const upper: string[] = [];
  if (filter.month) {
    const { start, end } = monthRange(filter.month, FALLBACK_TIMEZONE);
    lower.push(start.toISOString());
    upper.push(end.toISOString());
  }
  // Spec §9: from the start of the current week, unless a month or a start is given.
  if (filter.afterDate) lower.push(toInstant(filter.afterDate));
  else if (!filter.month) lower.push(startOfWeek(now, FALLBACK_TIMEZONE).toISOString());
  if (filter.beforeDate) upper.push(toInstant(filter.beforeDate));
  // ISO instants compare as strings: the later start and the earlier end.
  return { after: lower.sort().at(-1), before: upper.sort()[0] };
}

function conditions(filter: ClassFilter, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filter.fulfillmentId !== undefined) where.push(eq(classes.fulfillment_id, filter.fulfillmentId));
  if (filter.locationIds?.length) where.push(inArray(classes.location_id, filter.locationIds));
  if (filter.canceled !== undefined) where.push(eq(classes.canceled, filter.canceled));
  // Spec §9: public only unless the caller asks otherwise (private ones: staff only, decision 018).
  where.push(eq(classes.class_is_public, filter.publicClass ?? true));
  if (!filter.includeUnpublished) where.push(eq(classes.published, true), ne(classes.status, "archived"));
  if (filter.offeredOnly) {
    where.push(
      sql`EXISTS (SELECT 1 FROM location_fulfillments lf WHERE lf.location_id = ${classes.location_id} AND lf.fulfillment_id = ${classes.fulfillment_id})`,
    );
  }
  const { after, before } = dateWindow(filter, now);
  if (after) where.push(gte(classes.date, after));
  if (before) where.push(lt(classes.date, before));
  if (filter.classTypeIds?.length) where.push(inArray(classes.class_type_id, filter.classTypeIds));
  if (filter.maxPriceCents !== undefined) {
    // The price a list shows (the class's own or its type's: decision 079), per person (decision 084).
    where.push(sql`${sql.raw(personFromPriceSql())} <= ${filter.maxPriceCents}`);
  }
  if (filter.seatsAvailable) where.push(lt(classes.seats_taken, reservationSizes.seats));
  if (filter.minSeatsLeft !== undefined) where.push(sql`${reservationSizes.seats} - ${classes.seats_taken} >= ${filter.minSeatsLeft}`);
  if (filter.weekdays?.length && filter.weekdays.length < 7) where.push(weekdayCondition(filter.weekdays, { after, before }, now));
  return where;
}

/** Without an end, how far past the window's start the zone's offsets are read exactly (later: the last one). */
const WEEKDAY_YEARS = 3;

/**
 * A class's day of the week in the shop's timezone (decision 085; `month` reads the same zone).
 * SQLite knows no zones: the class's UTC start is shifted by the zone's offset at that instant,
 * one CASE branch per offset the window crosses (two a year in Denver), then read by strftime.
 */
function weekdayCondition(weekdays: number[], window: { after?: string; before?: string }, now: Date): SQL {
  const from = window.after ? new Date(window.after) : now;
  const to = window.before ? new Date(window.before) : new Date(from.getTime() + WEEKDAY_YEARS * 366 * 86_400_000);
  const spans = offsetSpans(from, to, FALLBACK_TIMEZONE);
  const shift = (minutes: number) => `${minutes >= 0 ? "+" : ""}${minutes} minutes`;
  const last = spans[spans.length - 1]!;
  const branches = spans.slice(0, -1).map((span) => sql`when ${classes.date} < ${span.until} then ${shift(span.offsetMinutes)}`);
  const modifier = branches.length ? sql`case ${sql.join(branches, sql` `)} else ${shift(last.offsetMinutes)} end` : sql`${shift(last.offsetMinutes)}`;
  return sql`cast(strftime('%w', ${classes.date}, ${modifier}) as integer) in (${sql.join(
    weekdays.map((day) => sql`${day}`),
    sql`, `,
  )})`;
}

/** Classes joined with every relation; the relations are then kept or dropped per request. */
export function selectClassRows(db: Database) {
  const rows = db
    .select({
      class: classes,
      location: locations,
      fulfillment: fulfillments,
      reservationSize: reservationSizes,
      host: { id: host.id, first_name: host.first_name, last_name: host.last_name },
      menu: { id: menus.id, slug: menus.slug, name: menus.name },
      ...classPriceColumns(),
    })
    .from(classes)
    .$dynamic();
  return joinClassRelations(rows)
    .innerJoin(reservationSizes, eq(reservationSizes.id, classes.reservation_size_id))
    .leftJoin(host, eq(host.id, classes.host_id))
    .leftJoin(menus, eq(menus.id, classes.menu_id));
}

/**
 * bm25 of a class's search row (decision 072), its columns weighed as they tell what the class is:
 * name, description, class type, meals, kitchen. Lower is better.
 */
const SEARCH_RANK = sql`bm25(class_search, 0.0, 10.0, 2.0, 5.0, 3.0, 2.0)`;

/**
 * The MATCH, and the rows of the date window only: a row's rowid is its class's start in Unix
 * seconds × 10,000,000 + its id (migration 0025), so FTS5 reads and ranks the window's matches
 * and never the shop's past years (decision 072). The window's ends are widened to whole seconds;
 * the class's own date conditions stay exact.
 */
function searchConditions(searched: string, window: { after?: string; before?: string }): SQL[] {
  const where = [sql`class_search match ${searched}`];
  if (window.after) where.push(sql`class_search.rowid >= cast(strftime('%s', ${window.after}) as integer) * 10000000`);
  if (window.before) where.push(sql`class_search.rowid < (cast(strftime('%s', ${window.before}) as integer) + 1) * 10000000`);
  return where;
}

export async function listClasses(db: Database, filter: ClassFilter, now = new Date()) {
  const searched = filter.search?.trim() ? ftsQuery(filter.search) : undefined;
  // Words were typed but none is a word (only emoji or punctuation): nothing can match.
  if (searched === null) return [];
  let query = selectClassRows(db).$dynamic();
  // The class's row of the FTS5 index (migration 0025), found by the MATCH and ranked by bm25.
  if (searched) query = query.innerJoin(sql`class_search`, sql`class_search.class_id = ${classes.id}`);
  const rows = await query
    .where(and(...conditions(filter, now), ...(searched ? searchConditions(searched, dateWindow(filter, now)) : [])))
    .orderBy(...(searched ? [SEARCH_RANK] : []), asc(classes.date), asc(classes.id))
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
  /** classPriceColumns (decision 079). */
  unit_price_cents: number | null;
  from_price_cents: number | null;
}

/** The REST shape of a class: its columns, seats, and the relations asked for. */
export function toClassJson(row: ClassJoinRow, relations: ReadonlySet<ClassRelation>) {
  const seats = row.reservationSize.seats;
  return {
    ...row.class,
    seats,
    seats_left: Math.max(0, seats - row.class.seats_taken),
    // Decision 079: what one guest (couple) pays and what it costs from; `price_cents` is its own.
    unit_price_cents: row.unit_price_cents,
    from_price_cents: row.from_price_cents,
    ...(relations.has("classLocation") && { location: row.location }),
    ...(relations.has("fulfillment") && { fulfillment: row.fulfillment }),
    ...(relations.has("reservationSize") && { reservation_size: row.reservationSize }),
    ...(relations.has("host") && { host: row.host }),
    ...(relations.has("menu") && { menu: row.menu }),
  };
}

export type ClassJson = ReturnType<typeof toClassJson>;

export type ClassPriceJson = { portion_size: typeof schema.portionSizes.$inferSelect; portion_quantity: typeof schema.portionQuantities.$inferSelect; price_cents: number };
export type ClassTypeJson = typeof classTypes.$inferSelect & { prices: ClassPriceJson[] };

/** GET classes/types: every class type with its price matrix. */
export async function listClassTypes(db: Database): Promise<ClassTypeJson[]> {
  const [types, prices] = await Promise.all([
    db.select().from(classTypes).orderBy(asc(classTypes.id)),
    portionPricesByClassType(db),
  ]);
  return types.map((type) => ({ ...type, prices: prices.get(type.id) ?? [] }));
}

/** Who asks for one class: staff see every class; customers and partners what decision 018 allows. */
export type ClassAccess = "staff" | "customer";

/**
 * Decision 018: a customer sees a published, not archived class; a private one only by its sku,
 * the unguessable link its host was given, never by its numeric id.
 */
export function visibleTo(
  row: Pick<typeof classes.$inferSelect, "published" | "status" | "class_is_public">,
  namedBy: "id" | "sku",
  access: ClassAccess,
): boolean {
  if (access === "staff") return true;
  if (!row.published || row.status === "archived") return false;
  return row.class_is_public || namedBy === "sku";
}

/**
 * GET classes/{id}: a class by id or sku with every relation, its location as the location list
 * shows it, its class type, prices and menu with meals. Canceled classes are answered too, and a
 * private one by its sku: a customer may hold a link to one (decisions 006 and 018).
 */
export async function getClass(db: Database, idOrSku: IdOrKey, access: ClassAccess = "staff") {
  const [row] = await selectClassRows(db)
    .where("id" in idOrSku ? eq(classes.id, idOrSku.id) : eq(classes.sku, idOrSku.key))
    .limit(1);
  if (!row || !visibleTo(row.class, "id" in idOrSku ? "id" : "sku", access)) throw notFound("Class");
  const menuId = row.class.menu_id;
  const [location, [classType], prices, mealsOf, [menu], goNoGo] = await Promise.all([
    locationJson(db, row.location),
    db.select().from(classTypes).where(eq(classTypes.id, row.class.class_type_id)).limit(1),
    portionPricesByClassType(db, [row.class.class_type_id]),
    mealsOfMenus(db, menuId === null ? [] : [menuId]),
    menuId === null ? [] : db.select().from(menus).where(eq(menus.id, menuId)).limit(1),
    goNoGoOf(db.$client, row.class.id),
  ]);
  if (!classType) throw new Error(`Class ${row.class.id} has no class type`);
  return {
    ...toClassJson(row, new Set(CLASS_RELATIONS)),
    go_no_go: goNoGo,
    location,
    menu: menu ? { ...menu, meals: mealsOf.get(menu.id) ?? [] } : null,
    class_type: classType,
    prices: prices.get(classType.id) ?? [],
  };
}

export type ClassDetailJson = Awaited<ReturnType<typeof getClass>>;
