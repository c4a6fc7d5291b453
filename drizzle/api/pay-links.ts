/**
 * Pay links (issue 27 part 4, decision 081): an unguessable address e-mailed to a customer where
 * they pay by card what a checkout holds for them — a phone booking's seats, or (later) any
 * amount owed on an existing order. The checkout keeps the holds, the amount and the expiry; the
 * link only names it, who made it and for which order.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { checkouts, orders } from "./commerce";
import { users } from "./core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const payLinks = sqliteTable(
  "pay_links",
  {
    /** 32 random bytes, base64url: the capability to see and pay the checkout. */
    token: text("token").primaryKey(),
    checkout_id: text("checkout_id")
      .notNull()
      .unique()
      .references(() => checkouts.id),
    /** The order the amount is owed on; null when paying it makes a new order (a phone booking). */
    order_id: integer("order_id").references(() => orders.id),
    /** Where the link was e-mailed. */
    email: text("email").notNull(),
    created_by: integer("created_by").references(() => users.id),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("pay_links_order_idx").on(t.order_id)],
);
