/** GET meal-types (spec §7). */
import { Hono } from "hono";
import type { ApiContext } from "../env";
import { listMealTypes } from "../services/meals";

export const mealTypesRoutes = new Hono<ApiContext>().get("/", async (c) => {
  const mealTypes = await listMealTypes(c.var.db);
  return c.json({ data: mealTypes, meta: { count: mealTypes.length } });
});
