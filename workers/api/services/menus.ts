/** Monthly menus and, when asked, their meals (spec §7 GET menus). */
import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import { type Database, schema } from "../db";
import { notFound } from "../lib/errors";
import type { IdOrKey } from "../lib/params";
import { inList } from "../lib/sql";
import { mealsOfMenus, type MealJson } from "./meals";

const { menus } = schema;

export const MENU_RELATIONS = ["meals"] as const;
export type MenuRelation = (typeof MENU_RELATIONS)[number];

export interface MenuFilter {
  ids?: number[];
  /** YYYY-MM: menus served on any day of that month. */
  month?: string;
  relations?: MenuRelation[];
}

export type MenuRow = typeof menus.$inferSelect;
/** The REST shape of a menu: its columns and, with relation `meals`, its meals in menu order. */
export type MenuJson = MenuRow & { meals?: MealJson[] };

async function withMeals(db: Database, rows: MenuRow[], relations: readonly MenuRelation[] = []): Promise<MenuJson[]> {
  if (!relations.includes("meals")) return rows;
  const mealsOf = await mealsOfMenus(
    db,
    rows.map((menu) => menu.id),
  );
  return rows.map((menu) => ({ ...menu, meals: mealsOf.get(menu.id) ?? [] }));
}

export async function listMenus(db: Database, filter: MenuFilter = {}): Promise<MenuJson[]> {
  const where: SQL[] = [];
  if (filter.ids) where.push(inList(menus.id, filter.ids));
  if (filter.month) {
    // starts_on and ends_on are YYYY-MM-DD text, so day "31" is after every day of any month.
    where.push(lte(menus.starts_on, `${filter.month}-31`), gte(menus.ends_on, `${filter.month}-01`));
  }
  const rows = await db
    .select()
    .from(menus)
    .where(and(...where))
    .orderBy(asc(menus.starts_on), asc(menus.id));
  return withMeals(db, rows, filter.relations);
}

/** One menu by id or slug (YYYY-MM in the seed), with its meals. */
export async function getMenu(db: Database, idOrSlug: IdOrKey): Promise<MenuJson> {
  const [menu] = await db
    .select()
    .from(menus)
    .where("id" in idOrSlug ? eq(menus.id, idOrSlug.id) : eq(menus.slug, idOrSlug.key))
    .limit(1);
  if (!menu) throw notFound("Menu");
  const [withRelations] = await withMeals(db, [menu], ["meals"]);
  return withRelations ?? menu;
}
