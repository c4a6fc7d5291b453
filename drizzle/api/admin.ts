/**
 * The back office's tables (admin console, decision 019): the audit log every staff change writes
 * in the same batch as the change, refunds, the kitchen's cooking board and the measured
 * ingredients the grocery list scales. Money is integer cents; instants are ISO-8601 UTC text.
 */
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { orders, registrations } from "./commerce";
import { classes, meals, users } from "./core";
import { requiredId } from "./columns";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Who changed what, when, with the record before and after (JSON). Never updated or deleted. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actor_id: integer("actor_id").references(() => users.id),
    /** Kept as written: the actor's account may change or close later. */
    actor_email: text("actor_email").notNull(),
    /** `<resource>.<verb>`, e.g. classes.publish, payments.refund. */
    action: text("action").notNull(),
    /** The record's kind (classes, locations, orders, …) and id. */
    resource: text("resource").notNull(),
    resource_id: text("resource_id").notNull(),
    before: text("before", { mode: "json" }).$type<unknown>(),
    after: text("after", { mode: "json" }).$type<unknown>(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [
    index("audit_log_resource_idx").on(t.resource, t.resource_id, t.id),
    index("audit_log_created_idx").on(t.created_at),
    index("audit_log_actor_idx").on(t.actor_id),
  ],
);

/**
 * Money given back for an order (or one registration of it), split between the card it was paid
 * with and the gift cards it used. The idempotency key makes a repeated request answer the same
 * refund; the order's `refunded_cents` is raised by one conditional statement, so concurrent
 * refunds never exceed what was captured.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: requiredId("order_id", () => orders.id),
    registration_id: integer("registration_id").references(() => registrations.id),
    amount_cents: integer("amount_cents").notNull(),
    card_cents: integer("card_cents").notNull(),
    gift_card_cents: integer("gift_card_cents").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    idempotency_key: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull().default("pending"),
    gateway_reference: text("gateway_reference"),
    failure_reason: text("failure_reason"),
    actor_id: integer("actor_id").references(() => users.id),
    /**
     * Decision 091: the card part given back to the order's later payments (a move's difference
     * paid by pay link), JSON [{ payment_id, cents }]; the rest of card_cents went to the order's
     * own payment.
     */
    card_parts: text("card_parts", { mode: "json" }).$type<{ payment_id: number; cents: number }[]>().notNull().default(sql`'[]'`),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("refunds_order_idx").on(t.order_id)],
);

/** The kitchen's board: one meal of one upcoming class or pickup, and how far it has come. */
export const mealCookedStatuses = sqliteTable(
  "meal_cooked_statuses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    class_id: requiredId("class_id", () => classes.id),
    meal_id: requiredId("meal_id", () => meals.id),
    status: text("status", { enum: ["not-started", "prepping", "cooked", "packed"] })
      .notNull()
      .default("not-started"),
    updated_by: integer("updated_by").references(() => users.id),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("meal_cooked_statuses_class_meal_idx").on(t.class_id, t.meal_id)],
);

/** A measured ingredient of one full-size kit (serves 4–6): what the grocery list scales. */
export const mealIngredients = sqliteTable(
  "meal_ingredients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    meal_id: requiredId("meal_id", () => meals.id, "cascade"),
    name: text("name").notNull(),
    quantity: real("quantity").notNull(),
    /** cup, tbsp, tsp, lb, oz, each, … */
    unit: text("unit").notNull(),
    /** Store aisle the shopper finds it in: produce, meat, dairy, pantry, spices, frozen, bakery. */
    aisle: text("aisle").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("meal_ingredients_meal_idx").on(t.meal_id)],
);
