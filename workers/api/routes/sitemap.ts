/**
 * GET sitemap?limit=&offset=: a page of the public pages' records (decision 071), public like the
 * catalog, with the total in `meta`.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiContext } from "../env";
import { validate } from "../lib/validate";
import { MAX_SITEMAP_PAGE, sitemapEntries } from "../services/sitemap";

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max.toLocaleString("en-US")}`));

const sitemapQuery = z.object({
  limit: wholeNumber(MAX_SITEMAP_PAGE).pipe(z.number().min(1, "must be at least 1")),
  offset: wholeNumber(100_000_000).optional(),
});

export const sitemapRoutes = new Hono<ApiContext>().get("/", validate("query", sitemapQuery), async (c) => {
  const { limit, offset } = c.req.valid("query");
  const { entries, total } = await sitemapEntries(c.env.DB, { limit, offset: offset ?? 0 });
  return c.json({ data: entries, meta: { total, count: entries.length } });
});
