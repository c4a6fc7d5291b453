/**
 * The ONE price of a class (issue 27 part 2, decision 079): its own `classes.price_cents`, else
 * its class type's guest (seats) or couple (pairs) price; a portions class has none (its type's
 * portion grid prices each option). Every read of what a class costs goes through these SQL
 * expressions — the lists and their price filter, the class page, the cart line (and so the
 * checkout's totals), the waitlist's claim, a customer's move — so no caller reads the type's
 * price for a class on its own. What an order was charged is its registrations' own columns.
 *
 * Written as SQL text over the two tables' names, so Drizzle selects (the tables unaliased) and
 * the raw D1 statements (`c`, `t`) share it.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type Database, schema } from "../db";
import { groupBy } from "../lib/sql";

const { portionSizes, portionQuantities, portionPrices } = schema;

/** One guest's (couple's) price of the class `c` of type `t`; NULL for a portions class or a type without one. */
export function unitPriceSql(c = '"classes"', t = '"class_types"'): string {
  return `(CASE ${t}.offer WHEN 'portions' THEN NULL ELSE coalesce(${c}.price_cents, CASE ${t}.offer WHEN 'pairs' THEN ${t}.pair_price_cents ELSE ${t}.seat_price_cents END) END)`;
}

/**
 * What the class costs from — the lists' "from $47.99" and their price filter: its unit price,
 * or its type's cheapest portion option.
 */
export function fromPriceSql(c = '"classes"', t = '"class_types"'): string {
  return `(CASE ${t}.offer WHEN 'portions' THEN (SELECT min(pp.price_cents) FROM portion_prices pp WHERE pp.class_type_id = ${t}.id) ELSE ${unitPriceSql(
    c,
    t,
  )} END)`;
}

/**
 * What one person pays of the "from" price (issue 30 part 4, decision 084): a couple's halved and
 * rounded to the cent as `perPersonCents` (workers/core/price-words.ts) does, so the lists' price
 * filter keeps a $149 Date Night ($74.50 a person) under "$100 or less".
 */
export function personFromPriceSql(c = '"classes"', t = '"class_types"'): string {
  return `(CASE ${t}.offer WHEN 'pairs' THEN round(${fromPriceSql(c, t)} / 2.0) ELSE ${fromPriceSql(c, t)} END)`;
}

/** The two as Drizzle columns of a select that joins `classes` and `class_types`. */
export const classPriceColumns = () => ({
  unit_price_cents: sql<number | null>`${sql.raw(unitPriceSql())}`,
  from_price_cents: sql<number | null>`${sql.raw(fromPriceSql())}`,
});

/**
 * The portion grid (spec §3 portion_variation) of the given class types, or of all: each type's
 * options with their prices, half before full, fewest meals first.
 */
export async function portionPricesByClassType(db: Database, classTypeIds?: readonly number[]) {
  const rows = await db
    .select({
      class_type_id: portionPrices.class_type_id,
      portion_size: portionSizes,
      portion_quantity: portionQuantities,
      price_cents: portionPrices.price_cents,
    })
    .from(portionPrices)
    .innerJoin(portionSizes, eq(portionSizes.id, portionPrices.portion_size_id))
    .innerJoin(portionQuantities, eq(portionQuantities.id, portionPrices.portion_quantity_id))
    .where(classTypeIds === undefined ? undefined : inArray(portionPrices.class_type_id, [...classTypeIds]))
    .orderBy(asc(portionSizes.id), asc(portionQuantities.meal_count));
  return new Map(
    [...groupBy(rows, (row) => row.class_type_id)].map(([typeId, prices]) => [
      typeId,
      prices.map(({ portion_size, portion_quantity, price_cents }) => ({ portion_size, portion_quantity, price_cents })),
    ]),
  );
}
