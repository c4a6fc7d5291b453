/** GET allergies (spec §7). */
import { Hono } from "hono";
import type { ApiContext } from "../env";
import { listAllergies } from "../services/meals";

export const allergiesRoutes = new Hono<ApiContext>().get("/", async (c) => {
  const allergies = await listAllergies(c.var.db);
  return c.json({ data: allergies, meta: { count: allergies.length } });
});
