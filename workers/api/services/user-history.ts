/** A user's orders with their registrations, registrations on their own, and default address. */
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { type Database, schema } from "../db";
import { groupBy, inList } from "../lib/sql";
import { classFulfillmentColumns } from "./fulfillments";
import { registrationMealChoices } from "./meal-choices";
import { boughtGiftCards } from "./orders";

const { orders, registrations, classes, locations, addresses, fulfillments } = schema;

export interface Page {
  limit: number;
  offset: number;
}

/** The class a registration is for, as much as an account page shows (spec §3 Class). */
const classColumns = {
  id: classes.id,
  sku: classes.sku,
  name: classes.name,
  date: classes.date,
  location_id: classes.location_id,
  fulfillment_id: classes.fulfillment_id,
  canceled: classes.canceled,
  status: classes.status,
};

const locationColumns = { id: locations.id, name: locations.name, city: locations.city, timezone: locations.timezone };

const registrationColumns = {
  id: registrations.id,
  order_id: registrations.order_id,
  class_id: registrations.class_id,
  first_name: registrations.first_name,
  last_name: registrations.last_name,
  status: registrations.status,
  portion_size_id: registrations.portion_size_id,
  portion_quantity_id: registrations.portion_quantity_id,
  price_cents: registrations.price_cents,
  discount_cents: registrations.discount_cents,
  tax_cents: registrations.tax_cents,
  total_cents: registrations.total_cents,
  created_at: registrations.created_at,
};

function registrationQuery(db: Database) {
  return db
    .select({ registration: registrationColumns, class: classColumns, location: locationColumns, fulfillment: classFulfillmentColumns })
    .from(registrations)
    .innerJoin(classes, eq(classes.id, registrations.class_id))
    .innerJoin(locations, eq(locations.id, classes.location_id))
    .innerJoin(fulfillments, eq(fulfillments.id, classes.fulfillment_id));
}

type RegistrationRow = Awaited<ReturnType<typeof registrationQuery>>[number];

const toRegistrationJson = (row: RegistrationRow) => ({
  ...row.registration,
  class: { ...row.class, location: row.location, fulfillment: row.fulfillment },
});

export type UserRegistrationJson = ReturnType<typeof toRegistrationJson>;

/** The user's orders, newest first, each with its registrations (spec §3 Order). */
export async function listUserOrders(db: Database, userId: number, page: Page) {
  const where = eq(orders.user_id, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        kind: orders.kind,
        status: orders.status,
        email: orders.email,
        first_name: orders.first_name,
        last_name: orders.last_name,
        phone: orders.phone,
        subtotal_cents: orders.subtotal_cents,
        discount_cents: orders.discount_cents,
        tax_cents: orders.tax_cents,
        delivery_fee_cents: orders.delivery_fee_cents,
        donation_cents: orders.donation_cents,
        gift_card_cents: orders.gift_card_cents,
        // Decision 091: a staff move's difference paid later by pay link (in the total). The outer
        // column is written out: in a one-table select Drizzle renders `${orders.id}` as a bare "id",
        // which inside the subquery is the payment's own id.
        move_difference_cents: sql<number>`(SELECT coalesce(sum(p.amount_cents), 0) FROM order_payments p WHERE p.order_id = "orders"."id")`,
        total_cents: orders.total_cents,
        amount_paid_cents: orders.amount_paid_cents,
        address: orders.address,
        created_at: orders.created_at,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(orders)
      .where(where),
  ]);
  const registrationRows =
    rows.length === 0
      ? []
      : await registrationQuery(db)
          .where(
            inList(
              registrations.order_id,
              rows.map((order) => order.id),
            ),
          )
          .orderBy(asc(classes.date), asc(registrations.id));
  const byOrder = groupBy(registrationRows, (row) => row.registration.order_id);
  // Decision 041: each registration's chosen meals (empty: the chef's choice).
  const [choices, cards] = await Promise.all([
    registrationMealChoices(db, registrationRows.map((row) => row.registration.id)),
    // Issue 26 part 6: a gift card bought for a friend, with where its e-mail is.
    boughtGiftCards(db, rows.filter((order) => order.kind === "gift_card").map((order) => order.id)),
  ]);
  return {
    orders: rows.map((order) => ({
      ...order,
      gift_card: cards.get(order.id) ?? null,
      registrations: (byOrder.get(order.id) ?? []).map((row) => ({ ...toRegistrationJson(row), meals: choices.get(row.registration.id) ?? [] })),
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * The user's registrations, by class date (latest first), with their order number; with
 * `upcoming` (decision 045, /account/my-meals) only the booked ones of classes still to come, not
 * canceled, soonest first — paged at the database, so a long past costs nothing.
 */
export async function listUserRegistrations(db: Database, userId: number, page: Page & { upcoming?: boolean }, now = new Date()) {
  const where = page.upcoming
    ? and(eq(orders.user_id, userId), eq(registrations.status, "registered"), eq(classes.canceled, false), gte(classes.date, now.toISOString()))
    : eq(orders.user_id, userId);
  const [rows, [counted]] = await Promise.all([
    registrationQuery(db)
      .innerJoin(orders, eq(orders.id, registrations.order_id))
      .where(where)
      .orderBy(...(page.upcoming ? [asc(classes.date), asc(registrations.id)] : [desc(classes.date), desc(registrations.id)]))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.order_id))
      .innerJoin(classes, eq(classes.id, registrations.class_id))
      .where(where),
  ]);
  return { registrations: rows.map(toRegistrationJson), total: counted?.total ?? 0 };
}

/** The address the user saved last (decision 010: the default is the latest), or null. */
export async function defaultAddress(db: Database, userId: number) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.user_id, userId))
    .orderBy(desc(addresses.created_at), desc(addresses.id))
    .limit(1);
  return address ?? null;
}
