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

/**
 * Decision 091: a payment an order took after it was made — the difference of a staff move to a
 * dearer date, paid by pay link. Its amount is in the order's total and amount paid; refunds give
 * it back to the card that paid it (refunds.card_parts names this row).
 */
export const orderPayments = sqliteTable(
  "order_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The paid checkout (kind move): one payment per checkout. */
    checkout_id: text("checkout_id")
      .notNull()
      .unique()
      .references(() => checkouts.id),
    kind: text("kind", { enum: ["move_difference"] }).notNull(),
    amount_cents: integer("amount_cents").notNull(),
    payment_provider: text("payment_provider").notNull(),
    /** The payment intent a refund names (`pi_…`). */
    payment_reference: text("payment_reference"),
    /** The registrations it paid for (JSON ids), each one's share in the same order. */
    registration_ids: text("registration_ids", { mode: "json" }).$type<number[]>().notNull(),
    shares_cents: text("shares_cents", { mode: "json" }).$type<number[]>().notNull(),
    /** What the customer and staff read, e.g. "Moved to Pasta Lab, Dec 11". */
    description: text("description").notNull(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("order_payments_order_idx").on(t.order_id)],
);
