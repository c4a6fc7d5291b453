/**
 * How a query reaches a class's relations, joined once: its type (what it sells), kitchen and
 * fulfillment — for the class lists and pages, and for what a cart line and a registration share
 * (decision 040): a class, bought in one portion size and quantity.
 */
import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import { schema } from "../db";

const { classes, classTypes, locations, fulfillments, portionSizes, portionQuantities } = schema;

/** Joins the class type, location and fulfillment of `classes` (already in `query`). */
export function joinClassRelations<T extends SQLiteSelect>(query: T) {
  return query
    .innerJoin(classTypes, eq(classTypes.id, classes.class_type_id))
    .innerJoin(locations, eq(locations.id, classes.location_id))
    .innerJoin(fulfillments, eq(fulfillments.id, classes.fulfillment_id));
}

/** A line's class as the cart and the order confirmation show it (the cart adds what it checks). */
export const lineClassColumns = {
  id: classes.id,
  sku: classes.sku,
  name: classes.name,
  date: classes.date,
  duration_minutes: classes.duration_minutes,
};

/** The columns by which a cart line (`cart_classes`) or a registration names its class and portion option. */
interface ClassLine {
  class_id: SQLiteColumn;
  portion_size_id: SQLiteColumn;
  portion_quantity_id: SQLiteColumn;
}

/** Joins `line`'s class with its relations, and the line's portion size and quantity. */
export function joinLineClass<T extends SQLiteSelect>(query: T, line: ClassLine) {
  return joinClassRelations(query.innerJoin(classes, eq(classes.id, line.class_id)))
    .innerJoin(portionSizes, eq(portionSizes.id, line.portion_size_id))
    .innerJoin(portionQuantities, eq(portionQuantities.id, line.portion_quantity_id));
}
