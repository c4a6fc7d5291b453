/**
 * A customer's own changes to a registration (decision 033): canceled once and moved once, each
 * recorded here. The unique (registration, kind) pair makes "once" a fact of the database, not
 * of the code: a second cancel or move of the same registration cannot be written.
 */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { registrations } from "./commerce";
import { users } from "./core";
import { requiredId } from "./columns";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const registrationChanges = sqliteTable(
  "registration_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    registration_id: requiredId("registration_id", () => registrations.id),
    kind: text("kind", { enum: ["cancel", "move"] }).notNull(),
    /**
     * The class the seat was in, and for a move the class it went to (no foreign key: a class
     * nobody holds a seat in any more may still be deleted, decision 020).
     */
    from_class_id: integer("from_class_id").notNull(),
    to_class_id: integer("to_class_id"),
    /** For a move: what the new date costs with the registration's portion, tax and discount. */
    new_total_cents: integer("new_total_cents"),
    /** Money back promised by the change (cancel: what was left; move: a cheaper date's difference). */
    refund_cents: integer("refund_cents").notNull().default(0),
    actor_id: integer("actor_id").references(() => users.id),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("registration_changes_once_idx").on(t.registration_id, t.kind)],
);
