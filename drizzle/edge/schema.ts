/**
 * The graphql worker's own database (`EDGE_CACHE`): REST answers for locations and class lists,
 * fresh for five minutes (spec §9), then served stale while a refresh runs; and the partner
 * rate-limit counters (decision 007).
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const cacheEntries = sqliteTable(
  "cache_entries",
  {
    /** The REST path with its sorted query string, e.g. `classes?location=1&month=2026-12`. */
    key: text("key").primaryKey(),
    /** The REST answer body as JSON text. */
    body: text("body").notNull(),
    /** Milliseconds since the epoch when the body was fetched from the api. */
    fetched_at: integer("fetched_at").notNull(),
  },
  // Pruning deletes by age on every write.
  (table) => [index("cache_entries_fetched_at_idx").on(table.fetched_at)],
);

export type CacheEntry = typeof cacheEntries.$inferSelect;

/** One fixed-window counter per partner client; the row is reused when a new window starts. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    /** `key:<hash>` (x-api-key), `ip:<hash>` (cf-connecting-ip) or `anonymous`. */
    client: text("client").primaryKey(),
    /** Start of the current window, milliseconds since the epoch. */
    window_start: integer("window_start").notNull(),
    /** Operations counted in that window. */
    count: integer("count").notNull(),
  },
  // Clients idle for a day are pruned by window_start.
  (table) => [index("rate_limits_window_start_idx").on(table.window_start)],
);

export type RateLimit = typeof rateLimits.$inferSelect;
