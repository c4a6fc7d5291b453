/** GET meals with the menu filters, GET meals/{id or slug} (spec §7). */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiContext } from "../env";
import { booleanParam, idListParam, idOrKeyParam, idParam, listParam } from "../lib/params";
import { validate } from "../lib/validate";
import { getMeal, listMeals, MAX_MEALS_PAGE } from "../services/meals";

const keyParam = z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a key of lowercase letters, digits and dashes");

const mealListQuery = z.object({
  ids: idListParam.optional(),
  menu: idParam.optional(),
  meal_type: keyParam.optional(),
  allergy_free: listParam.pipe(z.array(keyParam).max(20, "may name at most 20 allergies")).optional(),
  active: booleanParam.optional(),
  // A page (decision 045): without them every meal that matches.
  limit: z.string().regex(/^\d{1,3}$/, "must be a whole number").transform(Number).refine((value) => value >= 1 && value <= MAX_MEALS_PAGE, `must be between 1 and ${MAX_MEALS_PAGE}`).optional(),
  offset: z.string().regex(/^\d{1,5}$/, "must be a whole number from 0 to 99999").transform(Number).optional(),
});

export const mealsRoutes = new Hono<ApiContext>()
  .get("/", validate("query", mealListQuery), async (c) => {
    const query = c.req.valid("query");
    const meals = await listMeals(c.var.db, {
      ids: query.ids,
      menuId: query.menu,
      mealTypeKey: query.meal_type,
      allergyFreeKeys: query.allergy_free,
      active: query.active,
      limit: query.limit,
      offset: query.offset,
    });
    return c.json({ data: meals, meta: { count: meals.length } });
  })
  .get("/:id", validate("param", z.object({ id: idOrKeyParam })), async (c) =>
    c.json(await getMeal(c.var.db, c.req.valid("param").id)),
  );
