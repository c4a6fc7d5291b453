/**
 * Hosts' public profiles (decision 039): the short bio and picture a class page shows of the
 * person who leads it. Kept apart from `users` (private account data, cleared when an account is
 * closed): a profile is what the shop publishes about a member of staff.
 */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { media, users } from "./core";

export const hostProfiles = sqliteTable("host_profiles", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** A sentence or two in plain text. */
  bio: text("bio").notNull().default(""),
  picture_key: text("picture_key").references(() => media.key),
  /** What the picture shows; empty: the host's name. */
  picture_alt: text("picture_alt").notNull().default(""),
});
