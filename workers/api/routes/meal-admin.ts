/**
 * The staff's meals and menus calls (decision 019; spec §7 lists only the reads): GET
 * meals/staff (every meal, inactive too, with its measured ingredients), POST meals, PUT
 * meals/{id}, PUT menus/{id}/meals and POST menus/{id}/meals (one meal added, decision 051).
 * Mounted before the customer reads; each route checks its permission before it reads the body.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { booleanParam, idListParam, idParam } from "../lib/params";
import { listSearch } from "../lib/user-input";
import { validate } from "../lib/validate";
import { addMenuMeal, AISLES, createMeal, listStaffMeals, MAX_STAFF_MEALS_PAGE, removeMealPicture, setMealPicture, setMenuMeals, updateMeal } from "../services/meal-admin";
import { refuseOversizedBody } from "../services/media";

const text = (max: number) =>
  z.string({ error: "must be text" }).trim().max(max, `must be at most ${max.toLocaleString("en-US")} characters`);
const required = (max: number) => text(max).min(1, "is required");
const whole = (what: string, min: number, max: number) =>
  z.number({ error: `must be ${what}` }).int(`must be ${what}`).min(min, `must be at least ${min}`).max(max, `must be at most ${max.toLocaleString("en-US")}`);

const keyField = z.string().max(50).regex(/^[a-z][a-z0-9-]*$/, "must be allergy keys, like peanuts");

export const mealBody = z.object({
  name: required(120),
  slug: z
    .string({ error: "must be lowercase letters, digits and single dashes" })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase letters, digits and single dashes")
    .max(60, "must be at most 60 characters")
    .optional(),
  description: text(2000).default(""),
  ingredients: required(2000).optional(),
  instructions: text(8000).default(""),
  meal_type_id: whole("a meal type", 1, 1_000_000_000),
  price_cents: whole("whole cents", 0, 100_000),
  serves: whole("a number of people", 1, 20).default(4),
  calories: whole("whole calories", 0, 10_000).nullable().default(null),
  active: z.boolean({ error: "must be true or false" }).default(true),
  allergens: z
    .array(keyField, { error: "must be a list of allergy keys" })
    .max(20, "may name at most 20 allergies")
    .refine((keys) => new Set(keys).size === keys.length, "may name each allergy once")
    .default([]),
  measured_ingredients: z
    .array(
      z.object({
        name: required(100),
        quantity: z.number({ error: "must be a quantity" }).positive("must be more than 0").max(10_000, "must be at most 10,000"),
        unit: required(20).regex(/^[A-Za-z. ]+$/, "must be a unit, like cup, tbsp, lb, each"),
        // Any text in, an aisle out: a caller's free text is judged here, with the other fields.
        aisle: z.string({ error: `must be one of ${AISLES.join(", ")}` }).pipe(z.enum(AISLES, { message: `must be one of ${AISLES.join(", ")}` })),
      }),
      { error: "must be a list of { name, quantity, unit, aisle }" },
    )
    .max(60, "may list at most 60 ingredients")
    .default([]),
});

const validateMeal = validate("json", mealBody);
const pictureAlt = text(200);

const mealPath = z.object({ id: idParam });
const menuPath = z.object({ id: idParam });
const menuMealsBody = z.object({
  meal_ids: z
    .array(z.number({ error: "must be meal ids" }).int("must be meal ids").positive("must be meal ids"), { error: "must be a list of meal ids" })
    .max(40, "may name at most 40 meals")
    .refine((ids) => new Set(ids).size === ids.length, "may name each meal once"),
});

const staffQuery = z.object({
  ids: idListParam.optional(),
  // The console list's filters and page (decision 045): words in the name or slug, a meal type,
  // active or not; without `limit` every meal, as the menu editor and a meal's page read them.
  search: listSearch.optional(),
  meal_type_id: idParam.optional(),
  active: booleanParam.optional(),
  // The menu editor's search (decision 051): only meals not on this menu yet.
  not_on_menu: idParam.optional(),
  limit: z.string().regex(/^\d{1,3}$/, "must be a whole number").transform(Number).refine((value) => value >= 1 && value <= MAX_STAFF_MEALS_PAGE, `must be between 1 and ${MAX_STAFF_MEALS_PAGE}`).optional(),
  offset: z.string().regex(/^\d{1,5}$/, "must be a whole number from 0 to 99999").transform(Number).optional(),
});

export const mealAdminRoutes = new Hono<ApiContext>()
  // The console's list (inactive meals too) at its own path (issue 25); mounted before
  // routes/meals.ts, whose GET meals/:id would read "staff" as a slug.
  .get("/staff", requirePermission(PERMISSIONS.mealsView), validate("query", staffQuery), async (c) => {
    const { ids, search, meal_type_id: mealTypeId, active, not_on_menu: notOnMenu, limit, offset } = c.req.valid("query");
    const meals = await listStaffMeals(c.var.db, ids, { search: search || undefined, mealTypeId, active, notOnMenu, limit, offset });
    return c.json({ data: meals, meta: { count: meals.length } });
  })
  .post("/", requirePermission(PERMISSIONS.mealsCreate), validateMeal, async (c) => {
    const db = c.var.db;
    const id = await createMeal(db, c.var.caller, c.req.valid("json"));
    const [created] = await listStaffMeals(db, [id]);
    return c.json(created, 201);
  })
  .put("/:id{[0-9]+}", requirePermission(PERMISSIONS.mealsUpdate), validate("param", mealPath), validateMeal, async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await updateMeal(db, c.var.caller, id, c.req.valid("json"));
    const [updated] = await listStaffMeals(db, [id]);
    return c.json(updated);
  })
  // Multipart: `picture` (a JPEG, PNG or WebP of at most 5 MB) and `alt` (what it shows).
  .put("/:id{[0-9]+}/picture", requirePermission(PERMISSIONS.mealsUpdate), validate("param", mealPath), async (c) => {
    refuseOversizedBody(c.req.header("content-length"));
    const form = await c.req.formData().catch(() => {
      throw new ApiError(400, "BAD_REQUEST", "Send the picture as multipart/form-data", { picture: ["Choose a picture to upload."] });
    });
    const alt = pictureAlt.safeParse(form.get("alt") ?? "");
    if (!alt.success) throw new ApiError(400, "BAD_REQUEST", "Invalid picture", { alt: alt.error.issues.map((issue) => issue.message) });
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await setMealPicture(db, c.env.MEDIA, c.var.caller, id, form.get("picture"), alt.data);
    const [updated] = await listStaffMeals(db, [id]);
    return c.json(updated);
  })
  .delete("/:id{[0-9]+}/picture", requirePermission(PERMISSIONS.mealsUpdate), validate("param", mealPath), async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await removeMealPicture(db, c.env.MEDIA, c.var.caller, id);
    const [updated] = await listStaffMeals(db, [id]);
    return c.json(updated);
  });

const menuMealBody = z.object({
  meal_id: z.number({ error: "must be a meal id" }).int("must be a meal id").positive("must be a meal id"),
});

export const menuAdminRoutes = new Hono<ApiContext>()
  .put("/:id{[0-9]+}/meals", requirePermission(PERMISSIONS.menusUpdate), validate("param", menuPath), validate("json", menuMealsBody), async (c) => {
    const { id } = c.req.valid("param");
    await setMenuMeals(c.var.db, c.var.caller, id, c.req.valid("json").meal_ids);
    return c.json({ id, meal_ids: c.req.valid("json").meal_ids });
  })
  // One meal added at the end (decision 051): 201 when added, 200 when it was on the menu already.
  .post("/:id{[0-9]+}/meals", requirePermission(PERMISSIONS.menusUpdate), validate("param", menuPath), validate("json", menuMealBody), async (c) => {
    const { id } = c.req.valid("param");
    const { mealIds, added } = await addMenuMeal(c.var.db, c.var.caller, id, c.req.valid("json").meal_id);
    return c.json({ id, meal_ids: mealIds, added }, added ? 201 : 200);
  });
