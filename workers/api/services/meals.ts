/** Meals with their meal type and allergens; meal types and allergies (spec §7). */
import { and, asc, eq, notExists, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type Database, schema } from "../db";
import { ApiError, notFound } from "../lib/errors";
import type { IdOrKey } from "../lib/params";
import { groupBy, inList } from "../lib/sql";

const { meals, mealTypes, mealAllergies, allergies, menuMeals, media } = schema;

export type AllergyJson = typeof allergies.$inferSelect;
export type MealTypeJson = typeof mealTypes.$inferSelect;

export interface MealFilter {
  ids?: number[];
  menuId?: number;
  mealTypeKey?: string;
  /** Allergy keys: meals containing any of them are left out. */
  allergyFreeKeys?: string[];
  /** Defaults to true, except when ids are given: named meals are answered as they are. */
  active?: boolean;
  /** A page (decision 045): at most this many, after skipping `offset`; all without it. */
  limit?: number;
  offset?: number;
}

/** The most meals one page of GET meals holds (decision 045); a menu holds at most 40. */
export const MAX_MEALS_PAGE = 100;

export function listAllergies(db: Database): Promise<AllergyJson[]> {
  return db.select().from(allergies).orderBy(asc(allergies.id));
}

/** Allergy names by the keys a registration stores (an order's guests, a class's attendees). */
export async function allergyNamesByKey(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ key: allergies.key, name: allergies.name }).from(allergies);
  return new Map(rows.map((row) => [row.key, row.name]));
}

export function listMealTypes(db: Database): Promise<MealTypeJson[]> {
  return db.select().from(mealTypes).orderBy(asc(mealTypes.id));
}

const mealColumns = { meal: meals, mealType: mealTypes, picture: media };
type MediaRow = typeof media.$inferSelect;

/** Meals with their type and picture (the joins every meal read makes). */
function selectMeals<Extra extends Record<string, SQLiteColumn>>(db: Database, columns: Extra = {} as Extra) {
  return db
    .select({ ...mealColumns, ...columns })
    .from(meals)
    .innerJoin(mealTypes, eq(mealTypes.id, meals.meal_type_id))
    .leftJoin(media, eq(media.key, meals.picture_key));
}

/** Meal rows plus their allergens (one more query for all of them). */
async function withAllergens(
  db: Database,
  rows: ReadonlyArray<{ meal: typeof meals.$inferSelect; mealType: MealTypeJson; picture: MediaRow | null }>,
) {
  const ids = rows.map((row) => row.meal.id);
  const allergenRows =
    ids.length === 0
      ? []
      : await db
          .select({ meal_id: mealAllergies.meal_id, allergy: allergies })
          .from(mealAllergies)
          .innerJoin(allergies, eq(allergies.id, mealAllergies.allergy_id))
          .where(inList(mealAllergies.meal_id, ids))
          .orderBy(asc(allergies.id));
  const allergensOf = groupBy(allergenRows, (row) => row.meal_id);
  return rows.map((row) =>
    toMealJson(row.meal, row.mealType, (allergensOf.get(row.meal.id) ?? []).map((a) => a.allergy), row.picture),
  );
}

/** A meal's picture as REST answers it: the MEDIA key, its type and size, and its alt text. */
export interface PictureJson {
  key: string;
  content_type: string;
  width: number;
  height: number;
  /** The smaller widths also stored, for `srcset` (decision 031). */
  widths: number[];
  alt: string;
}

/** The REST shape of a meal: its columns, its meal type, its allergens and its picture (or null). */
export function toMealJson(
  meal: typeof meals.$inferSelect,
  mealType: MealTypeJson,
  allergens: AllergyJson[],
  picture: MediaRow | null,
) {
  const { picture_key: _key, picture_alt: alt, ...columns } = meal;
  const pictureJson: PictureJson | null = picture
    ? { key: picture.key, content_type: picture.content_type, width: picture.width, height: picture.height, widths: picture.widths, alt: alt || meal.name }
    : null;
  return { ...columns, meal_type: mealType, allergens, picture: pictureJson };
}

export type MealJson = ReturnType<typeof toMealJson>;

/** Rejects keys that name nothing, so a typo is a 400 rather than a silently wrong list. */
async function checkKeys(db: Database, filter: MealFilter): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (filter.mealTypeKey !== undefined) {
    const known = await listMealTypes(db);
    if (!known.some((type) => type.key === filter.mealTypeKey)) {
      fields.meal_type = [`must be one of ${known.map((type) => type.key).join(", ")}`];
    }
  }
  if (filter.allergyFreeKeys?.length) {
    const known = await listAllergies(db);
    const unknown = filter.allergyFreeKeys.filter((key) => !known.some((allergy) => allergy.key === key));
    if (unknown.length > 0) {
      fields.allergy_free = [`names unknown allergies (${unknown.join(", ")}); known: ${known.map((a) => a.key).join(", ")}`];
    }
  }
  if (Object.keys(fields).length > 0) {
    const summary = Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(", ")}`);
    throw new ApiError(400, "BAD_REQUEST", `Invalid query: ${summary.join("; ")}`, fields);
  }
}

export async function listMeals(db: Database, filter: MealFilter = {}): Promise<MealJson[]> {
  await checkKeys(db, filter);
  const where: SQL[] = [];
  if (filter.ids) where.push(inList(meals.id, filter.ids));
  const active = filter.active ?? (filter.ids ? undefined : true);
  if (active !== undefined) where.push(eq(meals.active, active));
  if (filter.mealTypeKey !== undefined) where.push(eq(mealTypes.key, filter.mealTypeKey));
  if (filter.allergyFreeKeys?.length) {
    where.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(mealAllergies)
          .innerJoin(allergies, eq(allergies.id, mealAllergies.allergy_id))
          .where(and(eq(mealAllergies.meal_id, meals.id), inList(allergies.key, filter.allergyFreeKeys))),
      ),
    );
  }
  const base = selectMeals(db);
  const rows =
    filter.menuId === undefined
      ? await base
          .where(and(...where))
          .orderBy(asc(meals.meal_type_id), asc(meals.name), asc(meals.id))
          .limit(filter.limit ?? -1)
          .offset(filter.offset ?? 0)
      : // A menu's meals come in the menu's order.
        await base
          .innerJoin(menuMeals, eq(menuMeals.meal_id, meals.id))
          .where(and(eq(menuMeals.menu_id, filter.menuId), ...where))
          .orderBy(asc(menuMeals.position), asc(meals.id))
          .limit(filter.limit ?? -1)
          .offset(filter.offset ?? 0);
  return withAllergens(db, rows);
}

export async function getMeal(db: Database, idOrSlug: IdOrKey): Promise<MealJson> {
  const rows = await selectMeals(db)
    .where("id" in idOrSlug ? eq(meals.id, idOrSlug.id) : eq(meals.slug, idOrSlug.key))
    .limit(1);
  const [meal] = await withAllergens(db, rows);
  if (!meal) throw notFound("Meal");
  return meal;
}

/** The meals of each menu, in menu order (all meals of a menu, active or not: it is what was served). */
export async function mealsOfMenus(db: Database, menuIds: readonly number[]): Promise<Map<number, MealJson[]>> {
  if (menuIds.length === 0) return new Map();
  const rows = await selectMeals(db, { menu_id: menuMeals.menu_id })
    .innerJoin(menuMeals, eq(menuMeals.meal_id, meals.id))
    .where(inList(menuMeals.menu_id, menuIds))
    .orderBy(asc(menuMeals.menu_id), asc(menuMeals.position));
  const mealJson = await withAllergens(db, rows);
  const byMenu = new Map<number, MealJson[]>();
  rows.forEach(({ menu_id: menuId }, index) => {
    const meal = mealJson[index];
    if (meal) byMenu.set(menuId, [...(byMenu.get(menuId) ?? []), meal]);
  });
  return byMenu;
}
