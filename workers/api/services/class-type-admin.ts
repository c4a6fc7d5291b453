/**
 * The console's class types (decision 047): name, description, what a class of the type sells
 * (decision 040: portions, seats or pairs with its per-guest or per-couple price) and its picture
 * (decision 039); and the pictures of kitchens, uploaded the same way. Each change is one D1
 * batch with its audit record (decision 019).
 *
 * The offer of a type never changes while a class of it that has not started holds a seat (a
 * registration or a checkout's hold): those guests paid for seats or portions, and the seats they
 * took must keep their meaning. The update is conditional on that, in its batch, so a seat taken
 * between the check and the write still wins.
 */
import { asc, eq, sql } from "drizzle-orm";
import { type Database, schema } from "../db";
import { ApiError, notFound, type FieldErrors } from "../lib/errors";
import { auditInsert, auditInsertIfChanged } from "./audit";
import { listClassTypes, type ClassTypeJson } from "./classes";
import { forgetPicture, recordPicture, storePicture } from "./media";
import type { PictureJson } from "./meals";
import type { Caller } from "./users";

const { classTypes, locations, media, portionPrices } = schema;

export type ClassOffer = "portions" | "seats" | "pairs";

/** What staff give for a class type (routes/class-type-admin.ts validates the shape). */
export interface ClassTypeInput {
  name: string;
  description: string;
  offer: ClassOffer;
  seat_price_cents: number | null;
  pair_price_cents: number | null;
  /** Hours before each class its registrations are reminded (decision 063). */
  reminder_hours: number;
  /** Paid seats a class needs to run (0: no minimum), decided `decision_hours` before it (decision 065). */
  min_seats: number;
  decision_hours: number;
}

const badRequest = (fields: FieldErrors) => new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", fields);

/**
 * SQL: the classes of type `typeId` that have not started, are not canceled and hold a seat (a
 * registration not canceled or refunded, or a checkout's or waitlist claim's hold: both count in
 * `seats_taken`).
 */
function bookedUpcoming(typeId: number | ReturnType<typeof sql>, now: Date) {
  return sql`SELECT 1 FROM classes c WHERE c.class_type_id = ${typeId} AND c.canceled = 0 AND c.date > ${now.toISOString()}
    AND (c.seats_taken > 0 OR EXISTS (SELECT 1 FROM registrations r WHERE r.class_id = c.id AND r.status NOT IN ('canceled', 'refunded')))`;
}

export type StaffClassTypeJson = ClassTypeJson & {
  picture: PictureJson | null;
  upcoming_classes: number;
  booked_classes: number;
};

/** GET class-types: every class type (or the ones named) with its portion prices, picture and upcoming classes counted. */
export async function listStaffClassTypes(db: Database, ids?: number[], now = new Date()): Promise<StaffClassTypeJson[]> {
  const [types, pictures, counts] = await Promise.all([
    listClassTypes(db),
    db.select({ id: classTypes.id, picture: media }).from(classTypes).innerJoin(media, eq(media.key, classTypes.picture_key)),
    db.all<{ id: number; upcoming: number; booked: number }>(sql`
      SELECT t.id,
        (SELECT count(*) FROM classes c WHERE c.class_type_id = t.id AND c.canceled = 0 AND c.date > ${now.toISOString()}) AS upcoming,
        (SELECT count(*) FROM (${bookedUpcoming(sql`t.id`, now)})) AS booked
      FROM class_types t`),
  ]);
  const pictureOf = new Map(pictures.map((row) => [row.id, row.picture]));
  const countsOf = new Map(counts.map((row) => [row.id, row]));
  return types
    .filter((type) => ids === undefined || ids.includes(type.id))
    .map((type) => {
      const picture = pictureOf.get(type.id);
      return {
        ...type,
        picture: picture
          ? { key: picture.key, content_type: picture.content_type, width: picture.width, height: picture.height, widths: picture.widths, alt: type.picture_alt || type.name }
          : null,
        upcoming_classes: countsOf.get(type.id)?.upcoming ?? 0,
        booked_classes: countsOf.get(type.id)?.booked ?? 0,
      };
    });
}

/**
 * The columns an input sets: the price its offer uses, the other one cleared. A seats offer
 * needs its seat price, a pairs offer its couple price, a portions offer the portion prices the
 * type already has (they are not edited here).
 */
function columnsOf(input: ClassTypeInput, portionPrices: number) {
  const fields: FieldErrors = {};
  if (input.offer === "seats" && input.seat_price_cents === null) fields.seat_price_cents = ["is needed when the class sells seats"];
  if (input.offer === "pairs" && input.pair_price_cents === null) fields.pair_price_cents = ["is needed when the class sells seats for couples"];
  if (input.offer === "portions" && portionPrices === 0) {
    fields.offer = ["cannot be portions: this class type has no portion prices (sell seats or couples instead)"];
  }
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return {
    name: input.name,
    description: input.description,
    offer: input.offer,
    seat_price_cents: input.offer === "seats" ? input.seat_price_cents : null,
    pair_price_cents: input.offer === "pairs" ? input.pair_price_cents : null,
    reminder_hours: input.reminder_hours,
    min_seats: input.min_seats,
    decision_hours: input.decision_hours,
  };
}

const snapshot = (row: Pick<typeof classTypes.$inferSelect, "name" | "description" | "offer" | "seat_price_cents" | "pair_price_cents" | "reminder_hours" | "min_seats" | "decision_hours">) => ({
  name: row.name,
  description: row.description,
  offer: row.offer,
  seat_price_cents: row.seat_price_cents,
  pair_price_cents: row.pair_price_cents,
  reminder_hours: row.reminder_hours,
  min_seats: row.min_seats,
  decision_hours: row.decision_hours,
});

/** A class type's key, from its name: lowercase words joined by dashes ("Knife Skills!" → knife-skills). */
export function keyOfName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "class-type";
}

const sameName = (name: string) => sql`lower(trim(${classTypes.name})) = lower(${name.trim()})`;

export const NAME_TAKEN = "is taken by another class type: choose another name, or edit that type";

const nameTaken = () => new ApiError(409, "CLASS_TYPE_EXISTS", "A class type of that name exists already", { name: [NAME_TAKEN] });

const isKeyTaken = (error: unknown) => {
  const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
  return /UNIQUE constraint failed: class_types\.key/i.test(text);
};

/**
 * The type whose portion prices a new portions type starts with: the first type (by id) selling
 * portions that has them — the school's standard, Meal Assembly, in the seed — else any with them.
 */
async function portionTemplate(db: Database): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: classTypes.id, name: classTypes.name })
    .from(classTypes)
    .where(sql`EXISTS (SELECT 1 FROM portion_prices p WHERE p.class_type_id = ${classTypes.id})`)
    .orderBy(sql`${classTypes.offer} <> 'portions'`, asc(classTypes.id))
    .limit(1);
  return row;
}

/** A key no type has: the name's, or it with -2, -3 … ("Kids" when the seed's kids-in-the-kitchen type is `kids`). */
async function freeKey(db: Database, name: string): Promise<string> {
  const base = keyOfName(name);
  const rows = await db
    .select({ key: classTypes.key })
    .from(classTypes)
    .where(sql`${classTypes.key} = ${base} OR ${classTypes.key} LIKE ${`${base}-%`}`);
  const taken = new Set(rows.map((row) => row.key));
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  return key;
}

/**
 * POST class-types: a new type with its offer and price. Its name must be no other type's (case
 * and spaces aside: 409 CLASS_TYPE_EXISTS on `name`); its key is made from the name. A portions
 * type starts with the portion prices of the standard portions type (`portionTemplate`); with no
 * type to copy from, portions are refused (400 on `offer`). The insert, its portion prices and the
 * audit record are one batch. Answers the new type's id.
 */
export async function createClassType(db: Database, actor: Caller, input: ClassTypeInput): Promise<number> {
  const [template, [named]] = await Promise.all([
    input.offer === "portions" ? portionTemplate(db) : Promise.resolve(undefined),
    db.select({ id: classTypes.id }).from(classTypes).where(sameName(input.name)).limit(1),
  ]);
  let columns: ReturnType<typeof columnsOf>;
  try {
    columns = columnsOf(input, template ? 1 : 0);
  } catch (error) {
    // Every message at once: a taken name is named beside a missing price (then a 400).
    if (named && error instanceof ApiError && error.fields) error.fields.name = [NAME_TAKEN];
    throw error;
  }
  if (named) throw nameTaken();
  const key = await freeKey(db, input.name);
  const newId = sql`(SELECT id FROM class_types WHERE key = ${key})`;
  const copied = template
    ? [
        db
          .insert(portionPrices)
          .select(
            sql`SELECT ${newId}, portion_size_id, portion_quantity_id, price_cents FROM portion_prices WHERE class_type_id = ${template.id}`,
          ),
      ]
    : [];
  try {
    const [created] = await db.batch([
      db.insert(classTypes).values({ key, ...columns }).returning({ id: classTypes.id }),
      ...copied,
      auditInsert(db, {
        actor,
        action: "class-types.create",
        resource: "class-types",
        resourceId: sql`(SELECT cast(id AS text) FROM class_types WHERE key = ${key})`,
        before: null,
        after: { key, ...snapshot(columns), portion_prices_from: template ? { id: template.id, name: template.name } : null },
      }),
    ]);
    const id = created[0]?.id;
    if (id === undefined) throw new Error("The class type was not created");
    return id;
  } catch (error) {
    // Another request made the same name's key between the reads and the batch: nothing was written.
    if (isKeyTaken(error)) throw nameTaken();
    throw error;
  }
}

export const OFFER_LOCKED = "cannot change while a class of this type that has not started has registrations or held seats: their guests keep what they paid for";

/**
 * PUT class-types/{id}: name, description, offer and its price. A changed offer is refused (409
 * CLASS_TYPE_BOOKED, on `offer`) while an upcoming class of the type holds a seat; nothing changes.
 * A new price is what the class page, the cart and the checkout charge from now on; paid
 * registrations keep theirs.
 */
export async function updateClassType(db: Database, actor: Caller, id: number, input: ClassTypeInput, now = new Date()) {
  const [existing] = await listStaffClassTypes(db, [id], now);
  if (!existing) throw notFound("Class type");
  const columns = columnsOf(input, existing.prices.length);
  const offerChanges = columns.offer !== existing.offer;
  if (offerChanges && existing.booked_classes > 0) throw offerLocked(existing.booked_classes);
  const guard = offerChanges ? sql`NOT EXISTS (${bookedUpcoming(id, now)})` : sql`1`;
  const [updated] = await db.batch([
    db
      .update(classTypes)
      .set(columns)
      .where(sql`${classTypes.id} = ${id} AND ${guard}`)
      .returning({ id: classTypes.id }),
    auditInsertIfChanged(db, { actor, action: "class-types.update", resource: "class-types", resourceId: id, before: snapshot(existing), after: snapshot(columns) }),
  ]);
  // A seat taken between the read and the batch: the guard held, nothing was written.
  if (updated.length === 0) throw offerLocked(1);
}

function offerLocked(classes: number) {
  return new ApiError(
    409,
    "CLASS_TYPE_BOOKED",
    `The offer ${OFFER_LOCKED} (${classes} upcoming class${classes === 1 ? "" : "es"}). Change the price instead, or make a new class type.`,
    { offer: [OFFER_LOCKED] },
  );
}

/** The tables whose rows carry a picture the console uploads here (decision 039). */
const PICTURED = {
  "class-types": { table: classTypes, what: "Class type" },
  locations: { table: locations, what: "Location" },
} as const;

export type PicturedResource = keyof typeof PICTURED;

async function pictureOf(db: Database, resource: PicturedResource, id: number) {
  const { table, what } = PICTURED[resource];
  const [row] = await db
    .select({ name: table.name, key: table.picture_key, alt: table.picture_alt, width: media.width, height: media.height })
    .from(table)
    .leftJoin(media, eq(media.key, table.picture_key))
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw notFound(what);
  return row;
}

type PictureRecord = { key: string; alt: string; width: number | null; height: number | null } | null;

/**
 * PUT class-types/{id}/picture, PUT locations/{id}/picture: stores the upload in MEDIA (refused
 * by its bytes, nothing stored) and makes it the record's picture with its alt text (required:
 * routes check it), in one batch with the audit record; the picture before is deleted when
 * nothing else shows it.
 */
export async function setRecordPicture(db: Database, bucket: R2Bucket, actor: Caller, resource: PicturedResource, id: number, upload: unknown, alt: string) {
  const before = await pictureOf(db, resource, id);
  const stored = await storePicture(bucket, `${resource}/${id}`, upload);
  const { table } = PICTURED[resource];
  const record = (row: typeof before): PictureRecord => (row.key ? { key: row.key, alt: row.alt, width: row.width, height: row.height } : null);
  await db.batch([
    recordPicture(db, stored),
    db.update(table).set({ picture_key: stored.key, picture_alt: alt }).where(eq(table.id, id)),
    auditInsert(db, {
      actor,
      action: `${resource}.picture`,
      resource,
      resourceId: id,
      before: { picture: record(before) },
      after: { picture: { key: stored.key, alt, width: stored.width, height: stored.height } },
    }),
  ]);
  if (before.key && before.key !== stored.key) await forgetPicture(db, bucket, before.key);
}

/** DELETE class-types/{id}/picture, DELETE locations/{id}/picture: the shop shows none; audited. */
export async function removeRecordPicture(db: Database, bucket: R2Bucket, actor: Caller, resource: PicturedResource, id: number) {
  const before = await pictureOf(db, resource, id);
  if (!before.key) return;
  const { table } = PICTURED[resource];
  await db.batch([
    db.update(table).set({ picture_key: null, picture_alt: "" }).where(eq(table.id, id)),
    auditInsert(db, {
      actor,
      action: `${resource}.picture`,
      resource,
      resourceId: id,
      before: { picture: { key: before.key, alt: before.alt, width: before.width, height: before.height } },
      after: { picture: null },
    }),
  ]);
  await forgetPicture(db, bucket, before.key);
}
