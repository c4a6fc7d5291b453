/**
 * "The same class" and "room for the party" (decision 054), written once for the customer's own
 * move (self-service-options.ts) and staff's move of a whole class's guests (class-move.ts,
 * decision 077): another date with the same class type, the same title (a class type holds many
 * menus, and the title names the menu) and the same fulfillment, at any kitchen; public,
 * published, scheduled, not canceled, starting after `startsAfter`, with `seats` free seats.
 */

import { unitPriceSql } from "./class-price";

/** The class a party moves from, as the self-service and class-move reads name it. */
export interface SameClassSource {
  class_id: number;
  class_type_id: number;
  class_name: string;
  class_fulfillment_id: number;
}

/** A date the party may move to, with its kitchen and the seats it has left. */
export interface SameClassDate {
  id: number;
  sku: string;
  name: string;
  date: string;
  duration_minutes: number;
  location_id: number;
  location_name: string;
  location_city: string;
  timezone: string;
  tax_rate_bps: number;
  seats_left: number;
  /** The date's own price of a guest or couple, else its type's (decision 079); null for portions. */
  unit_price_cents: number | null;
}

/** At most this many dates are offered (the soonest). */
export const SAME_CLASS_DATES_MAX = 50;

/**
 * The SQL condition "class `c` is open to a move of `seats` seats starting after `startsAfter`",
 * the one the dates are read with and the move's conditional seat UPDATE re-checks (seats.ts).
 */
export const OPEN_FOR_MOVE = (c: string, startsAfter: string, seats: string) =>
  `${c}.canceled = 0 AND ${c}.published = 1 AND ${c}.class_is_public = 1 AND ${c}.status = 'scheduled' AND ${c}.date > ${startsAfter}
   AND ${c}.seats_taken + ${seats} <= (SELECT seats FROM reservation_sizes WHERE id = ${c}.reservation_size_id)`;

/** The other dates of `source`'s class with room for `seats`, soonest first; only `classId` when given. */
export async function sameClassDates(d1: D1Database, source: SameClassSource, seats: number, startsAfter: string, classId?: number): Promise<SameClassDate[]> {
  const only = classId === undefined ? "" : "AND c.id = ?7";
  const statement = d1.prepare(
    `SELECT c.id, c.sku, c.name, c.date, c.duration_minutes, l.id AS location_id, l.name AS location_name, l.city AS location_city,
       l.timezone, l.tax_rate_bps, s.seats - c.seats_taken AS seats_left, ${unitPriceSql("c", "t")} AS unit_price_cents
     FROM classes c JOIN locations l ON l.id = c.location_id JOIN reservation_sizes s ON s.id = c.reservation_size_id
       JOIN class_types t ON t.id = c.class_type_id
     WHERE c.class_type_id = ?1 AND c.name = ?2 AND c.fulfillment_id = ?3 AND c.id != ?4
       AND ${OPEN_FOR_MOVE("c", "?5", "?6")} ${only}
     ORDER BY c.date, c.id LIMIT ${SAME_CLASS_DATES_MAX}`,
  );
  const values: Array<string | number> = [source.class_type_id, source.class_name, source.class_fulfillment_id, source.class_id, startsAfter, seats];
  if (classId !== undefined) values.push(classId);
  return (await statement.bind(...values).all<SameClassDate>()).results;
}
