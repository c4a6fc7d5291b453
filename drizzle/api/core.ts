/**
 * The api database's first tables: kitchens, fulfillments, people and roles, meals and menus,
 * class types, prices and classes — the rows every other table module refers to.
 * Column names are the REST field names of spec §3 (snake_case), so rows map to responses
 * without renaming. Money is integer cents; instants are ISO-8601 UTC text.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { requiredId, requiredKey } from "./columns";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Spec §3: ids 1 class (in-person), 2 pickup (pre-assembled), 3 delivery; shipping is 4. */
export const fulfillments = sqliteTable("fulfillments", {
  id: integer("id").primaryKey(),
  key: text("key", { enum: ["in-person", "pre-assembled", "delivery", "shipping"] })
    .notNull()
    .unique(),
  name: text("name").notNull(),
  /** The customer route of the fulfillment list: /classes, /pickup, /delivery. */
  path: text("path").notNull(),
  description: text("description").notNull().default(""),
});

export const locations = sqliteTable(
  "locations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipcode: text("zipcode").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    timezone: text("timezone").notNull().default("America/Denver"),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    shipping: integer("shipping", { mode: "boolean" }).notNull().default(false),
    allow_custom_class: integer("allow_custom_class", { mode: "boolean" }).notNull().default(false),
    calendar_id: text("calendar_id"),
    /** Sales tax in basis points (725 = 7.25 %). */
    tax_rate_bps: integer("tax_rate_bps").notNull().default(0),
    /** Months (1–12) the location runs classes, as a JSON array; null means all year. */
    active_months: text("active_months", { mode: "json" }).$type<number[] | null>(),
    /** The kitchen's picture in MEDIA (decision 039) and what it shows; empty alt: its name. */
    picture_key: text("picture_key").references(() => media.key),
    picture_alt: text("picture_alt").notNull().default(""),
    /** Decision 083: where it delivers — whole miles from the kitchen, or (winning) a zip list. */
    delivery_radius_miles: integer("delivery_radius_miles"),
    delivery_zipcodes: text("delivery_zipcodes", { mode: "json" }).$type<string[] | null>(),
    /** Decision 083: the fee of a delivery, and the kitchen's classes that make it free (null: never). */
    delivery_fee_cents: integer("delivery_fee_cents").notNull().default(0),
    delivery_free_over_cents: integer("delivery_free_over_cents"),
    created_at: createdAt(),
  },
  (t) => [index("locations_active_idx").on(t.active)],
);

export const locationFulfillments = sqliteTable(
  "location_fulfillments",
  {
    location_id: requiredId("location_id", () => locations.id, "cascade"),
    fulfillment_id: requiredId("fulfillment_id", () => fulfillments.id),
  },
  (t) => [primaryKey({ columns: [t.location_id, t.fulfillment_id] })],
);

/** US zip-code centroids, loaded from the `zipcodes` npm package by the seed. */
export const zipcodes = sqliteTable(
  "zipcodes",
  {
    zipcode: text("zipcode").primaryKey(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
  },
  (t) => [index("zipcodes_city_state_idx").on(t.city, t.state)],
);

/** Business days a delivery or shipment to a zip code needs from a location (spec §3). */
export const shippingOffsets = sqliteTable(
  "shipping_offsets",
  {
    zipcode: requiredKey("zipcode", () => zipcodes.zipcode),
    location_id: requiredId("location_id", () => locations.id, "cascade"),
    offset_days: integer("offset_days").notNull(),
  },
  (t) => [primaryKey({ columns: [t.zipcode, t.location_id] })],
);

export const roles = sqliteTable("roles", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
});

/** Permission strings of spec §3/§5: parts by '.', sub-values by ',', '*' a wildcard. */
export const rolePermissions = sqliteTable(
  "role_permissions",
  {
    role_id: requiredId("role_id", () => roles.id, "cascade"),
    permission: text("permission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission] })],
);

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  firebase_uid: text("firebase_uid").unique(),
  email: text("email").notNull().unique(),
  first_name: text("first_name").notNull(),
  last_name: text("last_name").notNull(),
  /** Ten US digits, stored without punctuation. */
  phone: text("phone").unique(),
  spice_tolerance: text("spice_tolerance"),
  allergy_notes: text("allergy_notes"),
  /** Set by staff: every request with this user's token answers 401 USER_DISABLED (spec §8). */
  disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
  /**
   * When the account was closed (decision 010). The row stays for its orders; its personal
   * data, sign-in uid, roles and allergies are cleared.
   */
  deleted_at: text("deleted_at"),
  created_at: createdAt(),
});

export const userRoles = sqliteTable(
  "user_roles",
  {
    user_id: requiredId("user_id", () => users.id, "cascade"),
    role_id: requiredId("role_id", () => roles.id, "cascade"),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] })],
);

/** Links staff see on /account/employee-links (spec §2, §7 GET employee-links). */
export const employeeLinks = sqliteTable("employee_links", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  /** Order on the page, smallest first. */
  position: integer("position").notNull().default(0),
});

export const allergies = sqliteTable("allergies", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
});

export const userAllergies = sqliteTable(
  "user_allergies",
  {
    user_id: requiredId("user_id", () => users.id, "cascade"),
    allergy_id: requiredId("allergy_id", () => allergies.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.allergy_id] })],
);

export const mealTypes = sqliteTable("meal_types", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
});

/**
 * A picture in the MEDIA bucket (decision 024): the object's key, named by its bytes' hash so a
 * URL never changes meaning, with the type and pixel size read from its bytes.
 */
export const media = sqliteTable("media", {
  key: text("key").primaryKey(),
  content_type: text("content_type").notNull(),
  bytes: integer("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The smaller widths also stored (decision 031), e.g. [480, 960]. */
  widths: text("widths", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
  created_at: createdAt(),
});

export const meals = sqliteTable("meals", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** Ingredients in label order, comma separated as printed on the kit. */
  ingredients: text("ingredients").notNull(),
  instructions: text("instructions").notNull().default(""),
  meal_type_id: requiredId("meal_type_id", () => mealTypes.id),
  /** Price of one full-size kit (serves 4–6) in cents. */
  price_cents: integer("price_cents").notNull(),
  serves: integer("serves").notNull().default(4),
  calories: integer("calories"),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  picture_key: text("picture_key").references(() => media.key),
  /** What the picture shows, for people who cannot see it; empty: the meal's name. */
  picture_alt: text("picture_alt").notNull().default(""),
});

export const mealAllergies = sqliteTable(
  "meal_allergies",
  {
    meal_id: requiredId("meal_id", () => meals.id, "cascade"),
    allergy_id: requiredId("allergy_id", () => allergies.id),
  },
  (t) => [primaryKey({ columns: [t.meal_id, t.allergy_id] })],
);

export const menus = sqliteTable("menus", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** First and last day (YYYY-MM-DD) the menu is served. */
  starts_on: text("starts_on").notNull(),
  ends_on: text("ends_on").notNull(),
});

export const menuMeals = sqliteTable(
  "menu_meals",
  {
    menu_id: requiredId("menu_id", () => menus.id, "cascade"),
    meal_id: requiredId("meal_id", () => meals.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.menu_id, t.meal_id] })],
);

export const classTypes = sqliteTable("class_types", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** The type's picture in MEDIA (decision 039), shown for its classes; empty alt: its name. */
  picture_key: text("picture_key").references(() => media.key),
  picture_alt: text("picture_alt").notNull().default(""),
  /**
   * What a class of this type sells (decision 040): `portions` (portion size × number of meals,
   * priced by `portion_prices`), `seats` (guests, each `seat_price_cents`) or `pairs` (couples,
   * two seats each, each couple `pair_price_cents`).
   */
  offer: text("offer", { enum: ["portions", "seats", "pairs"] }).notNull().default("portions"),
  seat_price_cents: integer("seat_price_cents"),
  pair_price_cents: integer("pair_price_cents"),
  /** How long before one of its classes each registration is reminded (issue 28, decision 063). */
  reminder_hours: integer("reminder_hours").notNull().default(48),
  /**
   * Go or no-go (issue 28 part 3, decision 065): a class of this type needs this many paid seats
   * to run (0: no minimum), decided `decision_hours` before it starts.
   */
  min_seats: integer("min_seats").notNull().default(0),
  decision_hours: integer("decision_hours").notNull().default(72),
});

/**
 * The seat capacity of a class (the spec's `reservationSize` relation): one row per number of
 * seats, made when a class first has that many (decision 067), so a class's seats find one row.
 */
export const reservationSizes = sqliteTable(
  "reservation_sizes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    seats: integer("seats").notNull(),
  },
  (t) => [uniqueIndex("reservation_sizes_seats_idx").on(t.seats)],
);

/** Portion sizes of a registration (spec §3 portion_variation.portion_size). */
export const portionSizes = sqliteTable("portion_sizes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  serves: text("serves").notNull(),
});

/** Portion quantities: how many meal kits a registration takes home. */
export const portionQuantities = sqliteTable("portion_quantities", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  meal_count: integer("meal_count").notNull().unique(),
});

/** The price of each portion option, per class type. */
export const portionPrices = sqliteTable(
  "portion_prices",
  {
    class_type_id: requiredId("class_type_id", () => classTypes.id, "cascade"),
    portion_size_id: requiredId("portion_size_id", () => portionSizes.id),
    portion_quantity_id: requiredId("portion_quantity_id", () => portionQuantities.id),
    price_cents: integer("price_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.class_type_id, t.portion_size_id, t.portion_quantity_id] })],
);

export const classes = sqliteTable(
  "classes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Start as an ISO-8601 UTC instant; shown in the location's timezone (spec §9). */
    date: text("date").notNull(),
    duration_minutes: integer("duration_minutes").notNull().default(90),
    location_id: requiredId("location_id", () => locations.id),
    fulfillment_id: requiredId("fulfillment_id", () => fulfillments.id),
    class_type_id: requiredId("class_type_id", () => classTypes.id),
    reservation_size_id: requiredId("reservation_size_id", () => reservationSizes.id),
    /** Seats held or registered; never above the reservation size (one conditional UPDATE). */
    seats_taken: integer("seats_taken").notNull().default(0),
    host_id: integer("host_id").references(() => users.id),
    menu_id: integer("menu_id").references(() => menus.id),
    class_is_public: integer("class_is_public", { mode: "boolean" }).notNull().default(true),
    canceled: integer("canceled", { mode: "boolean" }).notNull().default(false),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    /** Lifecycle (decision 020): scheduled → completed → archived; canceled is its own flag. */
    status: text("status", { enum: ["scheduled", "completed", "archived"] })
      .notNull()
      .default("scheduled"),
    /** This class's own minimum and decision hours (decision 065); null: its class type's. */
    min_seats: integer("min_seats"),
    decision_hours: integer("decision_hours"),
    /**
     * This class's own price in cents (decision 079): of one guest when its type sells seats, of one
     * couple when it sells pairs; null: its class type's. Never set for a portions type. Read only
     * through the api's `classUnitPrice` (services/class-price.ts).
     */
    price_cents: integer("price_cents"),
    /**
     * The go/no-go decision (decision 065): `run` staff confirmed it to run whatever the count,
     * `on` it had its minimum at the decision time, `off` it did not and was canceled by itself;
     * null until decided. `go_settled_at`: when an `off` class's refunds, offers and e-mails were
     * all done (the job finishes an unsettled one on its next run).
     */
    go_decision: text("go_decision", { enum: ["run", "on", "off"] }),
    go_decided_at: text("go_decided_at"),
    go_settled_at: text("go_settled_at"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("classes_sku_idx").on(t.sku),
    index("classes_date_idx").on(t.date),
    index("classes_location_date_idx").on(t.location_id, t.date),
    // The go/no-go job's retry of an `off` class not yet settled (decision 065) reads only these
    // rows, not every class (a full scan at 10,000 classes otherwise; docs/performance.md).
    index("classes_unsettled_off_idx")
      .on(t.date)
      .where(sql`${t.go_decision} = 'off' AND ${t.go_settled_at} IS NULL`),
  ],
);

/** A charity the shop collects donations for during a window of dates. */
export const charityWindows = sqliteTable("charity_windows", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  url: text("url").notNull().default(""),
  starts_at: text("starts_at").notNull(),
  ends_at: text("ends_at").notNull(),
  /** Suggested donations in cents, as a JSON array. */
  suggested_amounts: text("suggested_amounts", { mode: "json" }).$type<number[]>().notNull(),
});

export type Location = typeof locations.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;
export type Fulfillment = typeof fulfillments.$inferSelect;
export type Meal = typeof meals.$inferSelect;
export type Menu = typeof menus.$inferSelect;
export type User = typeof users.$inferSelect;
