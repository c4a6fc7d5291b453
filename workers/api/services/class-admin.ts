/**
 * The Classes area of the back office (issue 8): creating and editing classes, their lifecycle
 * (decision 020), and what staff read about one class — its summary and seat forecast (its
 * manifest: class-manifest.ts; its grocery list: class-grocery.ts). Every change writes its
 * audit record in the same batch (decision 019).
 */
import { and, eq, like, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { classSku, privateSku } from "../../core/class-skus";
import { PORTIONS_PRICE_MESSAGE } from "../../core/class-price";
import { classState, columnsAfter, refusal, allowedActions, type ClassAction, type ClassState } from "../../core/class-lifecycle";
import { localDateTimeToUtc, resolveTimeZone } from "../../core/dates";
import type { Database } from "../db";
import { schema } from "../db";
import { ApiError, fieldsRefused, notFound, type FieldErrors } from "../lib/errors";
import { reservationSizeId } from "./class-capacity";
import { clashesWith, clashRefusal, type Sitting } from "./class-clashes";
import { auditInsert, auditInsertIfChanged } from "./audit";
import { privateClassEmail } from "./registration-emails";
import { openOffers, withdrawOfferStatements } from "./waitlist-staff";
import type { Caller } from "./users";

const {
  classes,
  classTypes,
  locations,
  locationFulfillments,
  reservationSizes,
  users,
  menus,
  registrations,
  carts,
  cartClasses,
} = schema;

export type ClassRow = typeof classes.$inferSelect;

/** What staff give for a class; date and time are local to the class's kitchen. */
export interface ClassInput {
  name: string;
  description: string;
  class_type_id: number;
  location_id: number;
  fulfillment_id: number;
  /** YYYY-MM-DD and HH:MM in the location's timezone. */
  date: string;
  time: string;
  duration_minutes: number;
  /** The reservation size, or any number of seats (1–200, decision 067) when no id is given. */
  reservation_size_id?: number;
  seats?: number;
  host_id: number | null;
  menu_id: number | null;
  class_is_public: boolean;
  /** The class's own minimum and decision hours (decision 065); null: its class type's. */
  min_seats: number | null;
  decision_hours: number | null;
  /**
   * Its own price of one guest (couple) in cents, or null for its class type's (decision 079);
   * left out: null. Refused for a class sold by portions.
   */
  price_cents?: number | null;
  /** Saved even when the kitchen has another class then ("Schedule it anyway", decision 067). */
  allow_clash?: boolean;
}

export async function findClassRow(db: Database, id: number): Promise<ClassRow> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  if (!row) throw notFound("Class");
  return row;
}

/**
 * The referenced rows exist and fit together; else 400 naming each wrong field. The seats are the
 * reservation size's when its id is given, else the input's (its size is found or made on saving).
 */
export async function checkReferences(db: Database, input: ClassInput) {
  const [[location], [classType], [size], offered, host, menu] = await Promise.all([
    db.select().from(locations).where(eq(locations.id, input.location_id)).limit(1),
    db.select().from(classTypes).where(eq(classTypes.id, input.class_type_id)).limit(1),
    input.reservation_size_id === undefined ? [] : db.select().from(reservationSizes).where(eq(reservationSizes.id, input.reservation_size_id)).limit(1),
    db.select().from(locationFulfillments).where(eq(locationFulfillments.location_id, input.location_id)),
    input.host_id === null ? [] : db.select({ id: users.id }).from(users).where(eq(users.id, input.host_id)).limit(1),
    input.menu_id === null ? [] : db.select({ id: menus.id }).from(menus).where(eq(menus.id, input.menu_id)).limit(1),
  ]);
  const fields: FieldErrors = {};
  if (!location) fields.location_id = ["is not a kitchen of ours"];
  if (!classType) fields.class_type_id = ["is not a class type"];
  if (!size && input.reservation_size_id !== undefined) fields.reservation_size_id = ["is not a reservation size"];
  if (location && !offered.some((row) => row.fulfillment_id === input.fulfillment_id)) {
    fields.fulfillment_id = [`is not offered at ${location.name}`];
  }
  if (input.host_id !== null && host.length === 0) fields.host_id = ["is not a user"];
  if (input.menu_id !== null && menu.length === 0) fields.menu_id = ["is not a menu"];
  if (classType?.offer === "portions" && input.price_cents != null) fields.price_cents = [PORTIONS_PRICE_MESSAGE];
  if (Object.keys(fields).length > 0) throw fieldsRefused(fields);
  return { location: location!, seats: size?.seats ?? input.seats ?? 0 };
}

/** A sku nobody has: the readable one, then -2, -3 …; a private class's ends in its link key. */
export async function freeSku(db: Database, base: string, isPrivate: boolean): Promise<string> {
  const taken = new Set(
    (await db.select({ sku: classes.sku }).from(classes).where(like(classes.sku, `${base}%`))).map((row) => row.sku),
  );
  let sku = base;
  for (let suffix = 2; taken.has(sku); suffix += 1) sku = `${base}-${suffix}`;
  return isPrivate ? privateSku(sku) : sku;
}

/** 409 naming the kitchen's other classes then, unless staff chose to schedule it anyway. */
export async function refuseClashes(db: Database, input: ClassInput, location: typeof locations.$inferSelect, sittings: Sitting[], exceptClassId?: number) {
  if (input.allow_clash) return;
  const clashes = await clashesWith(db, { ...location, timezone: resolveTimeZone(location.timezone) }, sittings, exceptClassId);
  if (clashes.length > 0) throw clashRefusal(clashes);
}

/** The stored columns of an input: the local date and time become a UTC instant. */
export function columnsOf(input: ClassInput, timeZone: string, reservationSizeId: number) {
  return {
    name: input.name,
    description: input.description,
    class_type_id: input.class_type_id,
    location_id: input.location_id,
    fulfillment_id: input.fulfillment_id,
    date: localDateTimeToUtc(input.date, input.time, timeZone).toISOString(),
    duration_minutes: input.duration_minutes,
    reservation_size_id: reservationSizeId,
    host_id: input.host_id,
    menu_id: input.menu_id,
    class_is_public: input.class_is_public,
    min_seats: input.min_seats,
    decision_hours: input.decision_hours,
    price_cents: input.price_cents ?? null,
  };
}

/** POST classes: a new class starts as a draft (unpublished). */
export async function createClass(db: Database, actor: Caller, input: ClassInput, now = new Date()): Promise<number> {
  return insertClass(db, actor, input, now, { published: false, action: "classes.create" });
}

/** What POST classes/custom adds to a class's fields (decision 022). */
export interface CustomClassInput extends Omit<ClassInput, "class_is_public"> {
  contact_name: string;
  contact_email: string;
  note: string;
}

/**
 * POST classes/custom: a private class for a group, published at once so its link books it,
 * at a kitchen that hosts private classes; its organiser is e-mailed the link (outbox) in the
 * same batch as the class and its audit record. `origin` is the shop's, for the link.
 */
export async function createCustomClass(db: Database, actor: Caller, input: CustomClassInput, origin: string, now = new Date()): Promise<number> {
  const { contact_name, contact_email, note, ...fields } = input;
  return insertClass(db, actor, { ...fields, class_is_public: false }, now, {
    published: true,
    action: "classes.create_custom",
    note: { contact_name, contact_email, note },
    also: async ({ sku, date, location, seats }) => {
      const [fulfillment] = await db.select({ path: schema.fulfillments.path }).from(schema.fulfillments).where(eq(schema.fulfillments.id, input.fulfillment_id)).limit(1);
      const email = privateClassEmail({
        contact_name,
        class_name: input.name,
        date,
        timezone: resolveTimeZone(location.timezone),
        location_name: location.name,
        location_city: location.city,
        seats,
        link: `${origin}${fulfillment?.path ?? "/classes"}/${encodeURIComponent(sku)}`,
      });
      const row = { to: contact_email, ...email, kind: "private_class", ref: `class:${sku}`, created_at: now.toISOString() };
      // Wrapped: a query builder is thenable, and an async function would run it here.
      return { statement: db.insert(schema.outboxEmails).values(row) };
    },
  });
}

type References = Awaited<ReturnType<typeof checkReferences>>;

interface InsertOptions {
  published: boolean;
  action: string;
  /** More for the audit record's `after` that is not a column (a custom class's organiser). */
  note?: Record<string, unknown>;
  /** One more statement for the same batch, given the new class's sku and what it refers to. */
  also?: (made: { sku: string; date: string } & References) => Promise<{ statement: BatchItem<"sqlite"> }>;
}

async function insertClass(db: Database, actor: Caller, input: ClassInput, now: Date, options: InsertOptions): Promise<number> {
  const { location, seats } = await checkReferences(db, input);
  if (options.action === "classes.create_custom" && !location.allow_custom_class) {
    throw new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", {
      location_id: [`does not host private classes (allow them in ${location.name}'s settings first)`],
    });
  }
  const start = localDateTimeToUtc(input.date, input.time, resolveTimeZone(location.timezone)).toISOString();
  if (Date.parse(start) <= now.getTime()) {
    throw new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", { date: ["must be in the future"] });
  }
  await refuseClashes(db, input, location, [{ date: start, duration_minutes: input.duration_minutes }]);
  const columns = columnsOf(input, resolveTimeZone(location.timezone), await reservationSizeId(db, seats));
  const sku = await freeSku(db, classSku(location.slug, input.date, input.time, input.fulfillment_id), !input.class_is_public);
  const state = { sku, published: options.published, status: "scheduled" as const };
  const extra = options.also ? [(await options.also({ sku, date: columns.date, location, seats })).statement] : [];
  const [created] = await db.batch([
    db.insert(classes).values({ ...columns, ...state }).returning({ id: classes.id }),
    // The new id is not known before the batch runs: the record finds it by the unique sku.
    auditInsert(db, {
      actor,
      action: options.action,
      resource: "classes",
      resourceId: sql`(select cast(${classes.id} as text) from ${classes} where ${classes.sku} = ${sku})`,
      before: null,
      after: { ...columns, ...state, ...options.note },
    }),
    ...extra,
  ]);
  const id = created[0]?.id;
  if (id === undefined) throw new Error("The class was not created");
  return id;
}

/** The fields of a class as staff see them before and after a change. */
function snapshot(row: ClassRow) {
  const { created_at: _created, ...rest } = row;
  return rest;
}

/** PUT classes/{id}: every field; a class that has started keeps its date, place and kind. */
export async function updateClass(db: Database, actor: Caller, id: number, input: ClassInput, now = new Date()) {
  const before = await findClassRow(db, id);
  const state = classState(before, now);
  if (state === "archived") throw new ApiError(409, "INVALID_TRANSITION", "An archived class cannot be changed");
  const { location, seats } = await checkReferences(db, input);
  const start = localDateTimeToUtc(input.date, input.time, resolveTimeZone(location.timezone)).toISOString();
  const fields: FieldErrors = {};
  // Decision 037: open waitlist offers beyond the new seats are withdrawn (below); the rest is taken.
  const taken = before.seats_taken - (seats < before.seats_taken ? await openOffers(db, id) : 0);
  if (seats < taken) {
    fields[input.reservation_size_id === undefined ? "seats" : "reservation_size_id"] = [`has ${seats} seats; ${taken} are taken`];
  }
  if (start !== before.date && Date.parse(start) <= now.getTime()) fields.date = ["must be in the future"];
  if (Object.keys(fields).length > 0) throw fieldsRefused(fields);
  // Only a class moved in time or place is checked again: a clash allowed once stays allowed.
  if (start !== before.date || location.id !== before.location_id || input.duration_minutes !== before.duration_minutes) {
    await refuseClashes(db, input, location, [{ date: start, duration_minutes: input.duration_minutes }], id);
  }
  const columns = columnsOf(input, resolveTimeZone(location.timezone), await reservationSizeId(db, seats));
  // A private class is reached only by its link key (decision 018); made public, it keeps its sku.
  const sku = input.class_is_public ? before.sku : privateSku(before.sku);
  const after = { ...before, ...columns, sku };
  // Conditional on the state read and on the seats still fitting the ones taken (a booking may
  // land meanwhile), so an edit never leaves a class overbooked.
  // The newest offers beyond the seats go back to waiting first; the class then gives back as many
  // seats as were withdrawn (`changes()` of the statement before), all in this batch.
  const timezone = (await db.select({ timezone: schema.locations.timezone }).from(schema.locations).where(eq(schema.locations.id, before.location_id)))[0]?.timezone ?? "";
  const withdraw = withdrawOfferStatements(db, id, seats, unchangedLifecycle(before), { ...before, timezone }, now);
  const [, , updated] = await db.batch([
    ...withdraw,
    db
      .update(classes)
      .set({ ...columns, sku, seats_taken: sql`${classes.seats_taken} - changes()` })
      .where(and(unchangedLifecycle(before), sql`${classes.seats_taken} - changes() <= ${seats}`)),
    auditInsertIfChanged(db, { actor, action: "classes.update", resource: "classes", resourceId: id, before: snapshot(before), after: snapshot(after) }),
  ]);
  // D1 counts the rows the search index's triggers write too (decision 072): the statement names
  // one class by id, so any change is that class written.
  if (updated.meta.changes === 0) throw changedMeanwhile();
}

/** The class still has the lifecycle columns it was read with. */
function unchangedLifecycle(before: ClassRow): SQL {
  return and(
    eq(classes.id, before.id),
    eq(classes.published, before.published),
    eq(classes.canceled, before.canceled),
    eq(classes.status, before.status),
    eq(classes.class_is_public, before.class_is_public),
  )!;
}

const changedMeanwhile = () => new ApiError(409, "CONFLICT", "The class changed meanwhile; reload and try again");

/** DELETE classes/{id}: only a class nobody booked; a booked one is canceled or archived instead. */
export async function deleteClass(db: Database, actor: Caller, id: number, now = new Date()) {
  const before = await findClassRow(db, id);
  const inUse = () => new ApiError(409, "CLASS_IN_USE", "This class has bookings: cancel it (which refunds them) or archive it instead");
  const [booked] = await db.select({ n: sql<number>`count(*)` }).from(registrations).where(eq(registrations.class_id, id));
  if (before.seats_taken > 0 || (booked?.n ?? 0) > 0) throw inUse();
  // Each statement re-checks that nobody booked meanwhile (a seat held or a registration made).
  const unbooked = and(
    sql`(select seats_taken from ${classes} where ${classes.id} = ${id}) = 0`,
    sql`not exists (select 1 from ${registrations} where ${registrations.class_id} = ${id})`,
  );
  // An open cart may still hold it (published once, then unpublished): the line goes, the cart moves on.
  const inCarts = sql`${carts.uuid} in (select ${cartClasses.cart_uuid} from ${cartClasses} where ${cartClasses.class_id} = ${id})`;
  const [, , , deleted] = await db.batch([
    db.update(carts).set({ updated_at: now.toISOString() }).where(and(inCarts, unbooked)),
    db.delete(cartClasses).where(and(eq(cartClasses.class_id, id), unbooked)),
    db.delete(schema.mealCookedStatuses).where(and(eq(schema.mealCookedStatuses.class_id, id), unbooked)),
    db.delete(classes).where(and(eq(classes.id, id), unbooked)),
    auditInsertIfChanged(db, { actor, action: "classes.delete", resource: "classes", resourceId: id, before: snapshot(before), after: null }),
  ]);
  if (deleted.meta.changes === 0) throw inUse();
}

/**
 * PUT classes/{id}/complete, /archive, /publish, /public (decision 020): refused with the reason
 * when the state does not allow it; the update is conditional on the columns read, so two staff
 * acting at once cannot both win.
 */
export async function applyClassAction(db: Database, actor: Caller, id: number, action: ClassAction, now = new Date()) {
  const before = await findClassRow(db, id);
  const why = refusal(classState(before, now), action);
  if (why) throw new ApiError(409, "INVALID_TRANSITION", why);
  // Made private, a class gets a link key (decision 018), else its readable sku would still open it.
  const changes = action === "make-private" ? { ...columnsAfter(action), sku: privateSku(before.sku) } : columnsAfter(action);
  const after = { ...before, ...changes };
  const [updated] = await db.batch([
    db.update(classes).set(changes).where(unchangedLifecycle(before)),
    auditInsertIfChanged(db, { actor, action: `classes.${action}`, resource: "classes", resourceId: id, before: snapshot(before), after: snapshot(after) }),
  ]);
  if (updated.meta.changes === 0) throw changedMeanwhile();
}

/** The state and the allowed actions of a class (what the console's buttons offer). */
export function lifecycleOf(row: ClassRow, now = new Date()): { state: ClassState; actions: ClassAction[] } {
  const state = classState(row, now);
  return { state, actions: allowedActions(state) };
}
