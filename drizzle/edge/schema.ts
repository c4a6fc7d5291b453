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
    /**
     * For answers that show seats (class lists, decision 036): the seat version read before the
     * body was fetched. Such an entry is reused only while the version is still the current one.
     */
    seat_version: integer("seat_version"),
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

/**
 * Decision 036: one counter the api raises (`seatsChanged`) after every committed seat change;
 * cached answers that show seats carry the value they were built under and are reused only
 * while it is unchanged. One row, scope `seats`.
 */
export const seatVersions = sqliteTable("seat_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull(),
  /** Milliseconds since the epoch of the last change. */
  changed_at: integer("changed_at").notNull(),
});
