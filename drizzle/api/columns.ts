/** Column shapes the api's tables repeat. */
import { integer, text, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

type OnDelete = "cascade" | "set null" | "restrict" | "no action";

/** A required integer reference to another table's row (a foreign key that is never null). */
export const requiredId = <TName extends string>(name: TName, target: () => AnySQLiteColumn, onDelete?: OnDelete) =>
  integer(name)
    .notNull()
    .references(target, onDelete && { onDelete });

/** A required text reference to another table's key (a cart's uuid, a calendar's id). */
export const requiredKey = <TName extends string>(name: TName, target: () => AnySQLiteColumn, onDelete?: OnDelete) =>
  text(name)
    .notNull()
    .references(target, onDelete && { onDelete });
