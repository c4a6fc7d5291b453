/**
 * Seeds the api database. D1 has no interactive transactions, so rows are written with
 * `db.batch` (each batch is atomic) in dependency order, with explicit ids so relations
 * can be wired without reading ids back.
 */
import { getTableColumns } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../api/schema";
import {
  ALLERGIES,
  buildCharityWindow,
  buildClasses,
  buildMenus,
  buildPromotions,
  buildShippingOffsets,
  CLASS_TYPES,
  CODES,
  EMPLOYEE_LINKS,
  FULFILLMENTS,
  giftCardRows,
  giftCardTransactionRows,
  LOCATIONS,
  locationFulfillmentRows,
  locationRow,
  MEAL_TYPES,
  mealAllergyRows,
  mealIngredientRows,
  mealRows,
  menuMealRows,
  menuRow,
  PORTION_QUANTITIES,
  PORTION_SIZES,
  portionPriceRows,
  PROMOTION_CLASS_TYPES,
  PROMOTION_REDEMPTIONS,
  RESERVATION_SIZES,
  rolePermissionRows,
  ROLES,
  seedIds,
  userAllergyRows,
  userRoleRows,
  userRow,
  USERS,
  type ZipcodeInput,
} from "./data";
import { calendarEventRows, calendarRows } from "./calendars";
import { hostProfileRows } from "./hosts";
import { reviewRows } from "./reviews";
import { contactMessageRows, subscriberRows } from "./inbox";

export type ApiDb = DrizzleD1Database<typeof schema>;

export interface SeedOptions {
  now: Date;
  zipcodes: ZipcodeInput[];
}

export type SeedTable =
  | "fulfillments"
  | "locations"
  | "location_fulfillments"
  | "zipcodes"
  | "shipping_offsets"
  | "roles"
  | "role_permissions"
  | "users"
  | "user_roles"
  | "host_profiles"
  | "allergies"
  | "user_allergies"
  | "meal_types"
  | "meals"
  | "meal_allergies"
  | "meal_ingredients"
  | "menus"
  | "menu_meals"
  | "class_types"
  | "reservation_sizes"
  | "portion_sizes"
  | "portion_quantities"
  | "portion_prices"
  | "classes"
  | "charity_windows"
  | "employee_links"
  | "promotions"
  | "promotion_class_types"
  | "codes"
  | "promotion_redemptions"
  | "gift_cards"
  | "gift_card_transactions"
  | "calendars"
  | "calendar_events"
  | "reviews"
  | "contact_messages"
  | "newsletter_subscribers";

/** Rows inserted per table. */
export type SeedSummary = Record<SeedTable, number>;

/** D1 binds at most 100 parameters per statement. */
export const MAX_BOUND_PARAMETERS = 100;
/**
 * Statements per `db.batch` call. Large enough that everything but the zip codes fits one
 * (atomic) batch, small enough to keep each request well inside D1's limits.
 */
export const MAX_BATCH_STATEMENTS = 300;

type Statement = BatchItem<"sqlite">;

/**
 * Rows per INSERT so that a statement never binds more than 100 parameters. Drizzle binds a
 * parameter for every column of every row (defaults included), so count all columns.
 */
export function rowsPerStatement(table: SQLiteTable): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns));
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Chunked multi-row INSERT statements of one table. */
function inserts<T extends SQLiteTable>(
  db: ApiDb,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: { ignoreConflicts?: boolean } = {},
): Statement[] {
  return chunk(rows, rowsPerStatement(table)).map((part) => {
    const statement = db.insert(table).values(part);
    return options.ignoreConflicts ? statement.onConflictDoNothing() : statement;
  });
}

async function runBatches(db: ApiDb, statements: readonly Statement[]): Promise<void> {
  for (const part of chunk(statements, MAX_BATCH_STATEMENTS)) {
    const [first, ...rest] = part;
    if (first) await db.batch([first, ...rest]);
  }
}

/** US zip codes, deduplicated by zip (first wins). */
function uniqueZipcodes(list: readonly ZipcodeInput[]): ZipcodeInput[] {
  const seen = new Map<string, ZipcodeInput>();
  for (const z of list) {
    if (!seen.has(z.zipcode)) {
      seen.set(z.zipcode, {
        zipcode: z.zipcode,
        city: z.city,
        state: z.state,
        latitude: z.latitude,
        longitude: z.longitude,
      });
    }
  }
  return [...seen.values()];
}

/** True when the api database already holds seed data (fulfillments are always seeded). */
export async function isSeeded(db: ApiDb): Promise<boolean> {
  const rows = await db.select({ id: schema.fulfillments.id }).from(schema.fulfillments).limit(1);
  return rows.length > 0;
}

/** All rows of the seed for `now`, by table (pure; exported for inspection and tests). */
export function seedRows(options: SeedOptions) {
  const { now } = options;
  const zipcodes = uniqueZipcodes(options.zipcodes);
  const menus = buildMenus(now);
  const classes = buildClasses(now, seedIds(now));
  return {
    fulfillments: FULFILLMENTS.map((f) => ({ ...f })),
    locations: LOCATIONS.map(locationRow),
    location_fulfillments: locationFulfillmentRows(),
    zipcodes,
    shipping_offsets: buildShippingOffsets(zipcodes),
    roles: ROLES.map((r) => ({ ...r })),
    role_permissions: rolePermissionRows(),
    users: USERS.map(userRow),
    user_roles: userRoleRows(),
    host_profiles: hostProfileRows(),
    allergies: ALLERGIES.map((a) => ({ ...a })),
    user_allergies: userAllergyRows(),
    meal_types: MEAL_TYPES.map((t) => ({ ...t })),
    meals: mealRows(),
    meal_allergies: mealAllergyRows(),
    meal_ingredients: mealIngredientRows(),
    menus: menus.map(menuRow),
    menu_meals: menuMealRows(menus),
    class_types: CLASS_TYPES.map((t) => ({ ...t })),
    reservation_sizes: RESERVATION_SIZES.map((s) => ({ ...s })),
    portion_sizes: PORTION_SIZES.map((s) => ({ ...s })),
    portion_quantities: PORTION_QUANTITIES.map((q) => ({ ...q })),
    portion_prices: portionPriceRows(),
    classes,
    charity_windows: [buildCharityWindow(now)],
    employee_links: EMPLOYEE_LINKS.map((link) => ({ ...link })),
    promotions: buildPromotions(now),
    promotion_class_types: PROMOTION_CLASS_TYPES.map((row) => ({ ...row })),
    codes: CODES.map((code) => ({ ...code })),
    promotion_redemptions: PROMOTION_REDEMPTIONS.map((row) => ({ ...row })),
    gift_cards: giftCardRows(),
    gift_card_transactions: giftCardTransactionRows(),
    calendars: calendarRows(),
    calendar_events: calendarEventRows(now),
    reviews: reviewRows(now, classes),
    contact_messages: contactMessageRows(now),
    newsletter_subscribers: subscriberRows(now),
  } satisfies Record<SeedTable, readonly unknown[]>;
}

/**
 * The INSERT statements of the seed, in dependency order: the zip codes (ON CONFLICT DO
 * NOTHING, so a load that failed part-way can simply be repeated) and then everything else.
 */
export function seedStatements(
  db: ApiDb,
  rows: ReturnType<typeof seedRows>,
): { zipcodes: Statement[]; core: Statement[] } {
  return {
    zipcodes: inserts(db, schema.zipcodes, rows.zipcodes, { ignoreConflicts: true }),
    core: [
      ...inserts(db, schema.fulfillments, rows.fulfillments),
      ...inserts(db, schema.locations, rows.locations),
      ...inserts(db, schema.locationFulfillments, rows.location_fulfillments),
      ...inserts(db, schema.shippingOffsets, rows.shipping_offsets),
      ...inserts(db, schema.roles, rows.roles),
      ...inserts(db, schema.rolePermissions, rows.role_permissions),
      ...inserts(db, schema.users, rows.users),
      ...inserts(db, schema.userRoles, rows.user_roles),
      ...inserts(db, schema.hostProfiles, rows.host_profiles),
      ...inserts(db, schema.allergies, rows.allergies),
      ...inserts(db, schema.userAllergies, rows.user_allergies),
      ...inserts(db, schema.mealTypes, rows.meal_types),
      ...inserts(db, schema.meals, rows.meals),
      ...inserts(db, schema.mealAllergies, rows.meal_allergies),
      ...inserts(db, schema.mealIngredients, rows.meal_ingredients),
      ...inserts(db, schema.menus, rows.menus),
      ...inserts(db, schema.menuMeals, rows.menu_meals),
      ...inserts(db, schema.classTypes, rows.class_types),
      ...inserts(db, schema.reservationSizes, rows.reservation_sizes),
      ...inserts(db, schema.portionSizes, rows.portion_sizes),
      ...inserts(db, schema.portionQuantities, rows.portion_quantities),
      ...inserts(db, schema.portionPrices, rows.portion_prices),
      ...inserts(db, schema.classes, rows.classes),
      ...inserts(db, schema.charityWindows, rows.charity_windows),
      ...inserts(db, schema.employeeLinks, rows.employee_links),
      ...inserts(db, schema.promotions, rows.promotions),
      ...inserts(db, schema.promotionClassTypes, rows.promotion_class_types),
      ...inserts(db, schema.codes, rows.codes),
      ...inserts(db, schema.promotionRedemptions, rows.promotion_redemptions),
      ...inserts(db, schema.giftCards, rows.gift_cards),
      ...inserts(db, schema.giftCardTransactions, rows.gift_card_transactions),
      ...inserts(db, schema.calendars, rows.calendars),
      ...inserts(db, schema.calendarEvents, rows.calendar_events),
      ...inserts(db, schema.reviews, rows.reviews),
      ...inserts(db, schema.contactMessages, rows.contact_messages),
      ...inserts(db, schema.newsletterSubscribers, rows.newsletter_subscribers),
    ],
  };
}

/**
 * Inserts the whole seed and returns the rows written per table. Everything but the zip
 * codes fits one atomic batch, so `isSeeded` being true means the seed is complete.
 * Throws if the database is already seeded (check `isSeeded` first).
 */
export async function seed(db: ApiDb, options: SeedOptions): Promise<SeedSummary> {
  if (await isSeeded(db)) throw new Error("The api database is already seeded");
  const rows = seedRows(options);
  const statements = seedStatements(db, rows);
  await runBatches(db, statements.zipcodes);
  await runBatches(db, statements.core);

  const summary = {} as SeedSummary;
  for (const [table, list] of Object.entries(rows) as Array<[SeedTable, readonly unknown[]]>) {
    summary[table] = list.length;
  }
  return summary;
}
