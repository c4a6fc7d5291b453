/**
 * Staff's second factor (issue 27 part 9, decision 078): one row per person who began enrolling,
 * holding their TOTP secret encrypted (AES-GCM, the api's SECOND_FACTOR_KEY), and their recovery
 * codes as SHA-256 hashes only. The code checks' state (last step taken, wrong codes in a row,
 * lock) is here, not in memory, so every worker instance sees the same lock.
 */
import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./core";
import { requiredId } from "./columns";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const staffSecondFactors = sqliteTable("staff_second_factors", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** base64 of the 12-byte IV followed by the AES-GCM ciphertext of the base32 secret. */
  secret_encrypted: text("secret_encrypted").notNull(),
  /** null while enrolment waits for its first code; then the instant it was confirmed. */
  confirmed_at: text("confirmed_at"),
  /** The time step of the last code accepted (none of it or before is taken again). */
  last_step: integer("last_step"),
  /** Wrong codes in a row since the last right one. */
  failures: integer("failures").notNull().default(0),
  locked_until: text("locked_until"),
  created_at: text("created_at").notNull().default(now),
});

export const staffRecoveryCodes = sqliteTable(
  "staff_recovery_codes",
  {
    user_id: requiredId("user_id", () => users.id, "cascade"),
    /** SHA-256 (hex) of the user id and the code as cleaned (lower case, no dash). */
    code_hash: text("code_hash").notNull(),
    used_at: text("used_at"),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.code_hash] })],
);
