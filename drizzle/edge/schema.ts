/**
 * The graphql worker's edge cache (`EDGE_CACHE`): REST answers for locations and class lists,
 * fresh for five minutes (spec §9), then served stale while a refresh runs.
 */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const cacheEntries = sqliteTable("cache_entries", {
  /** The REST path with its sorted query string, e.g. `classes?location=1&month=2026-12`. */
  key: text("key").primaryKey(),
  /** The REST answer body as JSON text. */
  body: text("body").notNull(),
  /** Milliseconds since the epoch when the body was fetched from the api. */
  fetched_at: integer("fetched_at").notNull(),
});

export type CacheEntry = typeof cacheEntries.$inferSelect;
