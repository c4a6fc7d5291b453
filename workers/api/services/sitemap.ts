/**
 * What search engines are told exists (issue 29 part 4, decision 071): every public page of a
 * record — an upcoming public class, a class type, an active meal, an active kitchen's lists, a
 * published press release — in one read, ordered so that pages of it are stable (kind, id, path),
 * with the total so the web worker knows how many sitemap files to list. Paths are the web's
 * business: this says what each entry is (its kind, id, key and fulfillment list path).
 */
import { localDate } from "../../core/dates";

export const SITEMAP_KINDS = ["class", "class-type", "meal", "location", "press-release"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntryJson {
  kind: SitemapKind;
  id: number;
  /** A class's sku, a class type's key, a meal's or press release's slug, a kitchen's slug. */
  key: string;
  /** The fulfillment list a class or kitchen page is under (/classes, /pickup, /delivery); null otherwise. */
  path: string | null;
  /** ISO-8601 instant of the record's last change, where the record keeps one (press releases). */
  updated_at: string | null;
}

/**
 * The most entries one answer gives: a tenth of a sitemap file (sitemaps.org: at most 50,000 URLs),
 * small enough for the edge cache's rows (about 0.5 MB) and a GraphQL operation's cost limit.
 */
export const MAX_SITEMAP_PAGE = 5_000;

/** Every entry, in order: `?1` now (ISO), `?2` today (YYYY-MM-DD). */
const ENTRIES = `
  SELECT 1 AS ord, 'class' AS kind, c.id, c.sku AS key, f.path AS path, NULL AS updated_at
    FROM classes c JOIN fulfillments f ON f.id = c.fulfillment_id
    WHERE c.class_is_public = 1 AND c.published = 1 AND c.canceled = 0 AND c.status <> 'archived' AND c.date >= ?1
  UNION ALL
  SELECT 2, 'class-type', t.id, t.key, NULL, NULL FROM class_types t
  UNION ALL
  SELECT 3, 'meal', m.id, m.slug, NULL, NULL FROM meals m WHERE m.active = 1
  UNION ALL
  SELECT DISTINCT 4, 'location', l.id, l.slug, f.path, NULL
    FROM locations l JOIN location_fulfillments lf ON lf.location_id = l.id JOIN fulfillments f ON f.id = lf.fulfillment_id
    WHERE l.active = 1
  UNION ALL
  SELECT 5, 'press-release', a.id, a.slug, NULL, a.updated_at FROM articles a
    WHERE a.kind = 'press-release' AND a.status = 'published' AND a.published_on <= ?2`;

export async function sitemapEntries(
  d1: D1Database,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<{ entries: SitemapEntryJson[]; total: number }> {
  const bind = [now.toISOString(), localDate(now)] as const;
  const [rows, count] = await d1.batch<SitemapEntryJson | { total: number }>([
    d1
      .prepare(`SELECT kind, id, key, path, updated_at FROM (${ENTRIES}) ORDER BY ord, id, path LIMIT ?3 OFFSET ?4`)
      .bind(...bind, Math.min(page.limit, MAX_SITEMAP_PAGE), page.offset),
    d1.prepare(`SELECT COUNT(*) AS total FROM (${ENTRIES})`).bind(...bind),
  ]);
  return {
    entries: (rows?.results ?? []) as SitemapEntryJson[],
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
  };
}
