/**
 * Written content (decision 028): press releases and blog posts share one table, `articles`
 * (the same fields, the same Markdown body, the same cover picture in MEDIA), told apart by
 * `kind`; the newsroom's in-the-news links are `news_links`. Dates are YYYY-MM-DD; instants
 * ISO-8601 UTC text.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { media } from "./core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Draft: staff only; published: public from its date on; archived: staff only, kept. */
export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export const ARTICLE_KINDS = ["press-release", "blog"] as const;

export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ARTICLE_KINDS }).notNull(),
    title: text("title").notNull(),
    /** Unique per kind: /newsroom/{slug}, /blog/{slug}. */
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    /** Markdown, rendered safely (workers/core/markdown.ts); never raw HTML. */
    body: text("body").notNull().default(""),
    /** Blog posts name their author; press releases leave it empty. */
    author: text("author").notNull().default(""),
    image_key: text("image_key").references(() => media.key),
    image_alt: text("image_alt").notNull().default(""),
    /** The day it is (or was) published, YYYY-MM-DD; a later day keeps it off public pages. */
    published_on: text("published_on").notNull(),
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("draft"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("articles_kind_slug_idx").on(t.kind, t.slug), index("articles_kind_published_idx").on(t.kind, t.status, t.published_on)],
);

/** "In the news": what others wrote about the school, with the outlet's logo. */
export const newsLinks = sqliteTable(
  "news_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    outlet: text("outlet").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    logo_key: text("logo_key").references(() => media.key),
    logo_alt: text("logo_alt").notNull().default(""),
    published_on: text("published_on").notNull(),
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("draft"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [index("news_links_published_idx").on(t.status, t.published_on)],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewsLinkRow = typeof newsLinks.$inferSelect;
