/**
 * Which meals a portion line takes home (decision 041): a cart line's choice and, once paid, its
 * registration's copy. A meal may be chosen more than once (a quantity per meal); the quantities
 * add up to the line's number of meals. No rows: the chef's choice from the class's menu.
 */
import { foreignKey, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { cartClasses, registrations } from "./commerce";
import { meals } from "./core";
import { requiredId } from "./columns";

/** A cart line's chosen meals; they go with the line (ON DELETE CASCADE on the line). */
export const cartClassMeals = sqliteTable(
  "cart_class_meals",
  {
    cart_uuid: text("cart_uuid").notNull(),
    class_id: integer("class_id").notNull(),
    meal_id: requiredId("meal_id", () => meals.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cart_uuid, t.class_id, t.meal_id] }),
    foreignKey({ columns: [t.cart_uuid, t.class_id], foreignColumns: [cartClasses.cart_uuid, cartClasses.class_id] }).onDelete(
      "cascade",
    ),
  ],
);

/** A registration's meals, copied from its cart line in the order's batch. */
export const registrationMeals = sqliteTable(
  "registration_meals",
  {
    registration_id: requiredId("registration_id", () => registrations.id, "cascade"),
    meal_id: requiredId("meal_id", () => meals.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.registration_id, t.meal_id] })],
);
