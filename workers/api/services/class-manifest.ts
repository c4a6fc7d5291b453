/**
 * A class's manifest (issue 27 part 3, decision 066): every guest with the booker's e-mail and
 * phone, each guest's allergies marked against the class's menu, their attendance being their
 * registration's status (attended, no_show, registered); and
 * "message attendees", one e-mail per address through the outbox, audited in the same batch.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import { findClassRow } from "./class-admin";
import { holdsSeat } from "./class-admin-reads";
import { classMessageEmail } from "./class-message-email";
import { getClass } from "./classes";
import { registrationMealChoices } from "./meal-choices";
import { allergyNamesByKey } from "./meals";
import { queueOnceStatement } from "./outbox";
import type { Caller } from "./users";

const { registrations, orders, portionSizes, portionQuantities, menuMeals, mealAllergies, allergies } = schema;

/** The allergy keys the meals of a menu contain (empty: no menu). */
async function menuAllergyKeys(db: Database, menuId: number | null): Promise<Set<string>> {
  if (menuId === null) return new Set();
  const rows = await db
    .selectDistinct({ key: allergies.key })
    .from(menuMeals)
    .innerJoin(mealAllergies, eq(mealAllergies.meal_id, menuMeals.meal_id))
    .innerJoin(allergies, eq(allergies.id, mealAllergies.allergy_id))
    .where(eq(menuMeals.menu_id, menuId));
  return new Set(rows.map((row) => row.key));
}

/**
 * GET classes/{id}/attendees: who is coming, with what they asked for, by name; the booker's
 * e-mail and phone (the order's), and the guest's allergies the class's menu contains.
 */
export async function classAttendees(db: Database, id: number, all = false) {
  const cls = await findClassRow(db, id);
  const rowsRead = db
    .select({
      id: registrations.id,
      order_id: registrations.order_id,
      order_number: orders.number,
      booker_name: orders.first_name,
      booker_last_name: orders.last_name,
      booker_email: orders.email,
      booker_phone: orders.phone,
      first_name: registrations.first_name,
      last_name: registrations.last_name,
      email: registrations.email,
      phone: registrations.phone,
      allergies: registrations.allergies,
      allergy_notes: registrations.allergy_notes,
      spice_tolerance: registrations.spice_tolerance,
      status: registrations.status,
      portion_size: portionSizes.name,
      meal_count: portionQuantities.meal_count,
    })
    .from(registrations)
    .innerJoin(orders, eq(orders.id, registrations.order_id))
    .innerJoin(portionSizes, eq(portionSizes.id, registrations.portion_size_id))
    .innerJoin(portionQuantities, eq(portionQuantities.id, registrations.portion_quantity_id))
    .where(and(eq(registrations.class_id, id), all ? undefined : holdsSeat))
    .orderBy(asc(registrations.last_name), asc(registrations.first_name), asc(registrations.id));
  const [rows, names, onMenu] = await Promise.all([rowsRead, allergyNamesByKey(db), menuAllergyKeys(db, cls.menu_id)]);
  const choices = await registrationMealChoices(db, rows.map((row) => row.id));
  const name = (key: string) => names.get(key) ?? key;
  return rows.map(({ booker_name: bookerFirst, booker_last_name: bookerLast, ...row }) => ({
    ...row,
    booker_name: `${bookerFirst} ${bookerLast}`.trim(),
    allergies: row.allergies.map(name),
    // Decision 066: which of the guest's allergies the class's menu contains.
    allergies_on_menu: row.allergies.filter((key) => onMenu.has(key)).map(name),
    // Decision 041: the chosen meals; empty: the chef's choice.
    meals: choices.get(row.id) ?? [],
  }));
}

export interface ClassMessage {
  subject: string;
  message: string;
}

/** Hex SHA-256 of the message: the same message to the same class is queued once per address. */
async function messageKey(classId: number, message: ClassMessage): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([classId, message.subject, message.message]));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, 32);
}

/**
 * POST classes/{id}/message: staff's message to everyone holding a seat, one e-mail per address
 * (each guest's, and each booker's), lower-cased, queued once per message (a repeated post
 * queues nothing again), with its audit record, in one batch. Answers how many were queued now.
 */
export async function messageAttendees(d1: D1Database, db: Database, actor: Caller, id: number, message: ClassMessage, now = new Date()) {
  const detail = await getClass(db, { id }, "staff");
  const rows = await db
    .select({ guest: registrations.email, booker: orders.email })
    .from(registrations)
    .innerJoin(orders, eq(orders.id, registrations.order_id))
    .where(and(eq(registrations.class_id, id), holdsSeat));
  const addresses = [...new Set(rows.flatMap((row) => [row.guest, row.booker]).map((address) => address.trim().toLowerCase()).filter(Boolean))].sort();
  if (addresses.length === 0) throw new ApiError(409, "NO_ATTENDEES", "Nobody holds a seat in this class: there is no one to message");
  const ref = `class:${id}:message:${await messageKey(id, message)}`;
  const email = classMessageEmail(
    { name: detail.name, date: detail.date, timezone: detail.location.timezone ?? "America/Denver", location_name: detail.location.name },
    message,
  );
  const stamp = now.toISOString();
  const results = await d1.batch([
    ...addresses.map((to) => queueOnceStatement(d1, to, email, "class_message", ref, stamp)),
    auditStatement(d1, { actor, action: "classes.message", resource: "classes", resourceId: id, before: null, after: { subject: message.subject, recipients: addresses.length, ref } }),
  ]);
  const queued = results.slice(0, addresses.length).reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
  return { queued, recipients: addresses.length };
}
