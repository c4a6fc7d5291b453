/**
 * The Meals & menus area of the back office (decision 019): staff create and edit meals — their
 * allergens and the measured ingredients the grocery list scales (meal_ingredients) — and set the
 * meals of a month's menu. Each change is one D1 batch with its audit record. The lists travel as
 * one JSON parameter each (json_each): D1 allows 100 bound parameters per statement.
 */
import { asc, eq, ne, and, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db";
import { schema } from "../db";
import { ApiError, notFound, type FieldErrors } from "../lib/errors";
import { slugTaken } from "../lib/unique-slug";
import { contains, groupBy, inList } from "../lib/sql";
import { auditInsert, auditInsertIfChanged } from "./audit";
import { forgetPicture, recordPicture, storePicture } from "./media";
import { listMeals, type PictureJson } from "./meals";
import type { Caller } from "./users";
import type { Aisle } from "../../core/aisles";

const { meals, mealTypes, mealAllergies, allergies, mealIngredients, menus, menuMeals } = schema;

export { AISLES } from "../../core/aisles";

export interface MeasuredIngredient {
  name: string;
  quantity: number;
  unit: string;
  aisle: Aisle;
}

/** What staff give for a meal (routes/meal-admin.ts validates the shape). */
export interface MealInput {
  name: string;
  /** Left out: made from the name (new meal) or kept (existing one). */
  slug?: string;
  description: string;
  /** The label's ingredient line; left out: the measured ingredients' names. */
  ingredients?: string;
  instructions: string;
  meal_type_id: number;
  price_cents: number;
  serves: number;
  calories: number | null;
  active: boolean;
  /** Allergy keys. */
  allergens: string[];
  /** Replaces every measured ingredient of the meal, in this order. */
  measured_ingredients: MeasuredIngredient[];
}

const badRequest = (fields: FieldErrors) => new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", fields);

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "meal";

/** A slug nobody else has: the one asked for must be free; a made one gets -2, -3 … */
async function freeSlug(db: Database, input: MealInput, id?: number): Promise<string> {
  const notSelf = (condition: SQL) => (id === undefined ? condition : and(condition, ne(meals.id, id)));
  if (input.slug !== undefined) {
    const [taken] = await db.select({ id: meals.id }).from(meals).where(notSelf(eq(meals.slug, input.slug))).limit(1);
    if (taken) throw badRequest({ slug: ["is already used by another meal"] });
    return input.slug;
  }
  const base = slugOf(input.name);
  const taken = new Set(
    (await db.select({ slug: meals.slug }).from(meals).where(notSelf(sql`${meals.slug} LIKE ${`${base}%`}`))).map((row) => row.slug),
  );
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

/** The meal type and allergens exist; else 400 naming each wrong field. */
async function checkReferences(db: Database, input: MealInput) {
  const [[mealType], known] = await Promise.all([
    db.select({ id: mealTypes.id }).from(mealTypes).where(eq(mealTypes.id, input.meal_type_id)).limit(1),
    db.select({ key: allergies.key }).from(allergies).orderBy(asc(allergies.id)),
  ]);
  const fields: FieldErrors = {};
  if (!mealType) fields.meal_type_id = ["is not a meal type"];
  const unknown = input.allergens.filter((key) => !known.some((allergy) => allergy.key === key));
  if (unknown.length > 0) fields.allergens = [`names unknown allergies (${unknown.join(", ")}); known: ${known.map((a) => a.key).join(", ")}`];
  if (Object.keys(fields).length > 0) throw badRequest(fields);
}

function columnsOf(input: MealInput, slug: string) {
  return {
    slug,
    name: input.name,
    description: input.description,
    ingredients: input.ingredients ?? input.measured_ingredients.map((ingredient) => ingredient.name).join(", "),
    instructions: input.instructions,
    meal_type_id: input.meal_type_id,
    price_cents: input.price_cents,
    serves: input.serves,
    calories: input.calories,
    active: input.active,
  };
}

/** The statements that replace a meal's allergens and measured ingredients (the meal named by SQL). */
function childStatements(db: Database, mealId: SQL, input: MealInput): Array<BatchItem<"sqlite">> {
  return [
    db.delete(mealAllergies).where(sql`${mealAllergies.meal_id} = ${mealId}`),
    db
      .insert(mealAllergies)
      .select(sql`SELECT ${mealId}, id FROM allergies WHERE key IN (SELECT value FROM json_each(${JSON.stringify(input.allergens)}))`),
    db.delete(mealIngredients).where(sql`${mealIngredients.meal_id} = ${mealId}`),
    db
      .insert(mealIngredients)
      .select(
        sql`SELECT NULL, ${mealId}, json_extract(value, '$.name'), json_extract(value, '$.quantity'), json_extract(value, '$.unit'),
                   json_extract(value, '$.aisle'), key
            FROM json_each(${JSON.stringify(input.measured_ingredients)})`,
      ),
  ];
}

/** The meal as the audit record keeps it. */
function snapshot(columns: ReturnType<typeof columnsOf>, allergens: string[], measured: MeasuredIngredient[]) {
  return { ...columns, allergens, measured_ingredients: measured };
}

/** Each meal's measured ingredients, in order. */
export async function measuredIngredients(db: Database, mealIds?: number[]): Promise<Map<number, MeasuredIngredient[]>> {
  const rows = await db
    .select()
    .from(mealIngredients)
    .where(mealIds ? sql`${mealIngredients.meal_id} IN (SELECT value FROM json_each(${JSON.stringify(mealIds)}))` : undefined)
    .orderBy(asc(mealIngredients.meal_id), asc(mealIngredients.position), asc(mealIngredients.id));
  const grouped = groupBy(rows, (row) => row.meal_id);
  return new Map(
    [...grouped].map(([mealId, list]) => [
      mealId,
      list.map((row) => ({ name: row.name, quantity: row.quantity, unit: row.unit, aisle: row.aisle as MeasuredIngredient["aisle"] })),
    ]),
  );
}

/** GET meals/staff: every meal (inactive too), or the ones named, with measured ingredients. */
/** The most meals one page of the console list holds (decision 045). */
export const MAX_STAFF_MEALS_PAGE = 100;

export interface StaffMealFilter {
  /** Words in the name or the slug. */
  search?: string;
  mealTypeId?: number;
  active?: boolean;
  /** Leave out the meals already on this menu (the menu editor's search, decision 051). */
  notOnMenu?: number;
  /** A page (decision 045): at most this many, in the list's order (type, then name), after `offset`; all without it. */
  limit?: number;
  offset?: number;
}

/** Every meal (inactive too), the ones named, or a filtered page, each with its measured ingredients. */
export async function listStaffMeals(db: Database, ids?: number[], filter: StaffMealFilter = {}) {
  const where: SQL[] = [];
  if (ids) where.push(inList(meals.id, ids));
  if (filter.search) {
    where.push(or(contains(meals.name, filter.search), contains(meals.slug, filter.search))!);
  }
  if (filter.mealTypeId !== undefined) where.push(eq(meals.meal_type_id, filter.mealTypeId));
  if (filter.active !== undefined) where.push(eq(meals.active, filter.active));
  if (filter.notOnMenu !== undefined) {
    where.push(sql`${meals.id} NOT IN (SELECT ${menuMeals.meal_id} FROM ${menuMeals} WHERE ${menuMeals.menu_id} = ${filter.notOnMenu})`);
  }
  // The ids in the order listMeals answers them (type, then name), so a page is a slice of that order.
  const mealIds = (
    await db
      .select({ id: meals.id })
      .from(meals)
      .where(and(...where))
      .orderBy(asc(meals.meal_type_id), asc(meals.name), asc(meals.id))
      .limit(filter.limit ?? -1)
      .offset(filter.offset ?? 0)
  ).map((row) => row.id);
  if (mealIds.length === 0) return [];
  const [list, measured] = await Promise.all([listMeals(db, { ids: mealIds }), measuredIngredients(db, mealIds)]);
  return list.map((meal) => ({ ...meal, measured_ingredients: measured.get(meal.id) ?? [] }));
}

export type StaffMealJson = Awaited<ReturnType<typeof listStaffMeals>>[number];

/** POST meals: answers the new meal's id. */
export async function createMeal(db: Database, actor: Caller, input: MealInput): Promise<number> {
  await checkReferences(db, input);
  const columns = columnsOf(input, await freeSlug(db, input));
  const newId = sql`(SELECT id FROM meals WHERE slug = ${columns.slug})`;
  const [created] = await slugTaken("meals", "meal", db.batch([
    db.insert(meals).values(columns).returning({ id: meals.id }),
    ...childStatements(db, newId, input),
    auditInsert(db, {
      actor,
      action: "meals.create",
      resource: "meals",
      resourceId: sql`(SELECT cast(id AS text) FROM meals WHERE slug = ${columns.slug})`,
      before: null,
      after: snapshot(columns, input.allergens, input.measured_ingredients),
    }),
  ]));
  const id = created[0]?.id;
  if (id === undefined) throw new Error("The meal was not created");
  return id;
}

/** PUT meals/{id}: every field; allergens and measured ingredients replaced. */
export async function updateMeal(db: Database, actor: Caller, id: number, input: MealInput) {
  const [existing] = await listStaffMeals(db, [id]);
  if (!existing) throw notFound("Meal");
  await checkReferences(db, input);
  const columns = columnsOf(input, input.slug === undefined ? existing.slug : await freeSlug(db, input, id));
  const { id: _id, meal_type: _type, allergens, measured_ingredients: measured, picture: _picture, ...before } = existing;
  await slugTaken("meals", "meal", db.batch([
    db.update(meals).set(columns).where(eq(meals.id, id)),
    ...childStatements(db, sql`${id}`, input),
    auditInsert(db, {
      actor,
      action: "meals.update",
      resource: "meals",
      resourceId: id,
      before: snapshot(before, allergens.map((allergy) => allergy.key), measured),
      after: snapshot(columns, input.allergens, input.measured_ingredients),
    }),
  ]));
}

/**
 * PUT menus/{id}/meals: the menu's meals, in this order (a meal may sit on several menus). Classes
 * of the menu show the new list at once, on the kitchen board too.
 */
export async function setMenuMeals(db: Database, actor: Caller, menuId: number, mealIds: number[]) {
  const [[menu], before, known] = await Promise.all([
    db.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId)).limit(1),
    db.select({ id: menuMeals.meal_id }).from(menuMeals).where(eq(menuMeals.menu_id, menuId)).orderBy(asc(menuMeals.position)),
    mealIds.length === 0
      ? Promise.resolve([] as Array<{ id: number }>)
      : db.select({ id: meals.id }).from(meals).where(sql`${meals.id} IN (SELECT value FROM json_each(${JSON.stringify(mealIds)}))`),
  ]);
  if (!menu) throw notFound("Menu");
  const unknown = mealIds.filter((mealId) => !known.some((row) => row.id === mealId));
  if (unknown.length > 0) throw badRequest({ meal_ids: [`names meals we do not have (${unknown.join(", ")})`] });
  await db.batch([
    db.delete(menuMeals).where(eq(menuMeals.menu_id, menuId)),
    ...(mealIds.length === 0
      ? []
      : [db.insert(menuMeals).select(sql`SELECT ${menuId}, value, key FROM json_each(${JSON.stringify(mealIds)})`)]),
    auditInsert(db, {
      actor,
      action: "menus.update",
      resource: "menus",
      resourceId: menuId,
      before: { meal_ids: before.map((row) => row.id) },
      after: { meal_ids: mealIds },
    }),
  ]);
}

/** The most meals a menu holds (PUT menus/{id}/meals refuses more). */
export const MAX_MENU_MEALS = 40;

/**
 * POST menus/{id}/meals: one active meal added at the end of the menu (decision 051), the others
 * untouched, so an add never drops or reorders a meal someone else set meanwhile. One batch: the
 * insert is conditional (the meal active, not on the menu yet, fewer than 40 meals) and the audit
 * record is written only when it added the row. A meal already on the menu is no change
 * (`added: false`); a full menu or an inactive meal is a 409.
 */
export async function addMenuMeal(db: Database, actor: Caller, menuId: number, mealId: number): Promise<{ mealIds: number[]; added: boolean }> {
  const onMenu = () =>
    db.select({ id: menuMeals.meal_id }).from(menuMeals).where(eq(menuMeals.menu_id, menuId)).orderBy(asc(menuMeals.position), asc(menuMeals.meal_id));
  const [[menu], [meal], before] = await Promise.all([
    db.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId)).limit(1),
    db.select({ id: meals.id, active: meals.active }).from(meals).where(eq(meals.id, mealId)).limit(1),
    onMenu(),
  ]);
  if (!menu) throw notFound("Menu");
  if (!meal) throw badRequest({ meal_id: ["names a meal we do not have"] });
  const beforeIds = before.map((row) => row.id);
  if (beforeIds.includes(mealId)) return { mealIds: beforeIds, added: false };
  if (!meal.active) throw new ApiError(409, "CONFLICT", "The meal is not active: make it active before adding it to a menu", { meal_id: ["is not active"] });
  const full = () => new ApiError(409, "CONFLICT", `A menu holds at most ${MAX_MENU_MEALS} meals`, { meal_id: [`the menu has ${MAX_MENU_MEALS} meals already`] });
  if (beforeIds.length >= MAX_MENU_MEALS) throw full();
  const [inserted] = await db.batch([
    db.insert(menuMeals).select(sql`
      SELECT ${menuId}, ${mealId}, next FROM (
        SELECT coalesce(max(position), -1) + 1 AS next, count(*) AS n FROM menu_meals WHERE menu_id = ${menuId}
      )
      WHERE n < ${MAX_MENU_MEALS}
        AND NOT EXISTS (SELECT 1 FROM menu_meals WHERE menu_id = ${menuId} AND meal_id = ${mealId})
        AND EXISTS (SELECT 1 FROM meals WHERE id = ${mealId} AND active = 1)`),
    auditInsertIfChanged(db, {
      actor,
      action: "menus.update",
      resource: "menus",
      resourceId: menuId,
      before: { meal_ids: beforeIds },
      after: { meal_ids: [...beforeIds, mealId] },
    }),
  ]);
  const after = (await onMenu()).map((row) => row.id);
  const added = (inserted as { meta?: { changes?: number } }).meta?.changes === 1;
  if (added || after.includes(mealId)) return { mealIds: after, added };
  // Lost a race: the menu filled up or the meal was made inactive between the read and the batch.
  if (after.length >= MAX_MENU_MEALS) throw full();
  throw new ApiError(409, "CONFLICT", "The meal is not active: make it active before adding it to a menu", { meal_id: ["is not active"] });
}

type PictureRecord = Pick<PictureJson, "key" | "alt" | "width" | "height">;

/** The audit record of a picture change: the picture before and after (null: none). */
function pictureAudit(db: Database, actor: Caller, id: number, before: PictureJson | null, after: PictureRecord | null) {
  const record = (picture: PictureRecord | null) => picture && { key: picture.key, alt: picture.alt, width: picture.width, height: picture.height };
  return auditInsert(db, { actor, action: "meals.picture", resource: "meals", resourceId: id, before: { picture: record(before) }, after: { picture: record(after) } });
}

/**
 * PUT meals/{id}/picture: stores the upload in MEDIA (refused by its bytes, nothing stored) and
 * makes it the meal's picture, with its alt text, in one batch with the audit record; the picture
 * it replaces is deleted.
 */
export async function setMealPicture(db: Database, bucket: R2Bucket, actor: Caller, id: number, upload: unknown, alt: string) {
  const [existing] = await listMeals(db, { ids: [id] });
  if (!existing) throw notFound("Meal");
  const stored = await storePicture(bucket, `meals/${id}`, upload);
  await db.batch([
    recordPicture(db, stored),
    db.update(meals).set({ picture_key: stored.key, picture_alt: alt }).where(eq(meals.id, id)),
    pictureAudit(db, actor, id, existing.picture, { key: stored.key, alt: alt || existing.name, width: stored.width, height: stored.height }),
  ]);
  if (existing.picture && existing.picture.key !== stored.key) await forgetPicture(db, bucket, existing.picture.key);
}

/** DELETE meals/{id}/picture: the meal shows no picture; the object is deleted; audited. */
export async function removeMealPicture(db: Database, bucket: R2Bucket, actor: Caller, id: number) {
  const [existing] = await listMeals(db, { ids: [id] });
  if (!existing) throw notFound("Meal");
  if (!existing.picture) return;
  await db.batch([
    db.update(meals).set({ picture_key: null, picture_alt: "" }).where(eq(meals.id, id)),
    pictureAudit(db, actor, id, existing.picture, null),
  ]);
  await forgetPicture(db, bucket, existing.picture.key);
}
