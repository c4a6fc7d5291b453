/**
 * GET catalog-pictures: class types', kitchens' and hosts' pictures and hosts' bios (decision 039),
 * public like the catalog. GET meals/{id}/offerings?limit=: where and when a meal is offered next.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { catalogPictures, MAX_MEAL_OFFERINGS, mealOfferings } from "../services/catalog-pictures";

export const catalogPicturesRoutes = new Hono<ApiContext>().get("/", async (c) => c.json(await catalogPictures(c.var.db)));

const offeringsQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,2}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(1, `must be between 1 and ${MAX_MEAL_OFFERINGS}`).max(MAX_MEAL_OFFERINGS, `must be between 1 and ${MAX_MEAL_OFFERINGS}`))
    .optional(),
});

export const mealOfferingsRoutes = new Hono<ApiContext>().get(
  "/:id/offerings",
  validate("param", z.object({ id: idParam })),
  validate("query", offeringsQuery),
  async (c) => {
    const classes = await mealOfferings(c.var.db, c.req.valid("param").id, c.req.valid("query").limit ?? 6);
    return c.json({ data: classes, meta: { count: classes.length } });
  },
);
