/**
 * The class lines of a cart (spec §7 POST carts/{id}/classes, DELETE carts/{id}/classes/{classId},
 * PUT carts/{id}): one line per class with its portion variation. A class can be added while it
 * is scheduled, in the future, not canceled and has a seat left; changing the portions of a line
 * already in the cart takes no new seat, so a class that filled up since may keep its line.
 * Decisions 009 and 011.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { MAX_GUESTS, seatsOf } from "../../core/class-offers";
import { type Database, schema } from "../db";
import { ApiError, type FieldErrors } from "../lib/errors";
import { inList } from "../lib/sql";
import { assertCartOpen, CART_LIMITS, touchCart, type CartRow } from "./cart-state";
import { hasStarted } from "./carts";
import { giveBackRemovedClaims } from "./waitlist-staff";
import { checkMealChoice, clearChoiceIfCountChanges, mealChoiceStatements, type MealChoiceInput } from "./meal-choices";

const { cartClasses, classes, classTypes, reservationSizes, portionPrices, portionSizes, portionQuantities } = schema;

/** A class named by id or by sku (a class link may carry either, spec §2). */
export type ClassRef = { class_id: number; sku?: undefined } | { sku: string; class_id?: undefined };

/**
 * A portions class takes its portion option; a seats class `guests` (guests), a pairs class
 * `guests` (couples, two seats each): decision 040. What a class needs is checked against its
 * type, not here.
 */
export type CartClassInput = ClassRef & {
  portion_size_id?: number;
  portion_quantity_id?: number;
  guests?: number;
  /** `meals`: which meals (decision 041); left out, a new line is the chef's choice. */
  meals?: MealChoiceInput[];
};

interface ResolvedLine {
  class_id: number;
  portion_size_id: number;
  portion_quantity_id: number;
  guests: number;
}

export { MAX_GUESTS };

const describeRef = (ref: ClassRef) => (ref.class_id !== undefined ? `class ${ref.class_id}` : `class ${ref.sku}`);

/**
 * The lines of `inputs` checked against the database, or the first reason one can't be in the
 * cart: 404 unknown class, 409 canceled / already taken place / full (full only for a class not
 * already in the cart), 400 a portion option the class's type doesn't price. When `listed`,
 * messages name the line (PUT carts/{id} checks a whole list).
 */
async function resolveLines(
  db: Database,
  inputs: CartClassInput[],
  inCart: ReadonlySet<number>,
  now: Date,
  listed: boolean,
): Promise<ResolvedLine[]> {
  const ids = inputs.flatMap((input) => (input.class_id !== undefined ? [input.class_id] : []));
  const skus = inputs.flatMap((input) => (input.sku !== undefined ? [input.sku] : []));
  const found = await db
    .select({
      id: classes.id,
      sku: classes.sku,
      name: classes.name,
      date: classes.date,
      status: classes.status,
      canceled: classes.canceled,
      published: classes.published,
      class_is_public: classes.class_is_public,
      class_type_id: classes.class_type_id,
      seats_taken: classes.seats_taken,
      seats: reservationSizes.seats,
      offer: classTypes.offer,
    })
    .from(classes)
    .innerJoin(reservationSizes, eq(reservationSizes.id, classes.reservation_size_id))
    .innerJoin(classTypes, eq(classTypes.id, classes.class_type_id))
    .where(or(inList(classes.id, ids), inList(classes.sku, skus)));
  const prices = found.length
    ? await db
        .select()
        .from(portionPrices)
        .where(inArray(portionPrices.class_type_id, [...new Set(found.map((cls) => cls.class_type_id))]))
    : [];

  const placeholder = await placeholderPortion(db);
  const seen = new Set<number>();
  return inputs.map((input, index) => {
    const prefix = listed ? `Line ${index + 1} (${describeRef(input)}): ` : "";
    const cls = found.find((row) => (input.class_id !== undefined ? row.id === input.class_id : row.sku === input.sku));
    // Decision 018: a private class is booked through its link (its sku), never found by id.
    const hidden = cls && !cls.class_is_public && input.class_id !== undefined && !inCart.has(cls.id);
    if (!cls || !cls.published || cls.status === "archived" || hidden) {
      throw new ApiError(404, "NOT_FOUND", `${prefix}We couldn't find that class`);
    }
    if (cls.canceled) throw new ApiError(409, "CLASS_CANCELED", `${prefix}This class was canceled`);
    if (hasStarted(cls, now)) throw new ApiError(409, "CLASS_PAST", `${prefix}This class has already taken place`);
    if (!inCart.has(cls.id) && cls.seats_taken >= cls.seats) {
      throw new ApiError(409, "CLASS_FULL", `${prefix}This class is full`);
    }
    const line =
      cls.offer === "portions" ? portionLine(input, cls, prices, prefix, listed) : guestLine(input, cls, prefix, listed, placeholder);
    if (seen.has(cls.id)) {
      const message = `${prefix}lists a class that is already in the list`;
      throw new ApiError(400, "BAD_REQUEST", message, { classes: [message] });
    }
    seen.add(cls.id);
    return line;
  });
}

type FoundClass = { id: number; class_type_id: number; offer: string; seats: number; seats_taken: number };
type PriceRow = typeof portionPrices.$inferSelect;

/** A portions line: the option must be one its type prices. */
function portionLine(input: CartClassInput, cls: FoundClass, prices: PriceRow[], prefix: string, listed: boolean): ResolvedLine {
  const priced = prices.some(
    (price) =>
      price.class_type_id === cls.class_type_id &&
      price.portion_size_id === input.portion_size_id &&
      price.portion_quantity_id === input.portion_quantity_id,
  );
  if (!priced || input.portion_size_id === undefined || input.portion_quantity_id === undefined) {
    const message = `${prefix}This class isn't offered with that portion size and number of meals`;
    const field: FieldErrors = listed
      ? { classes: [message] }
      : { portion_size_id: [message], portion_quantity_id: [message] };
    throw new ApiError(400, "BAD_REQUEST", message, field);
  }
  return { class_id: cls.id, portion_size_id: input.portion_size_id, portion_quantity_id: input.portion_quantity_id, guests: 0 };
}

/**
 * A seats or pairs line (decision 040): 1 to MAX_GUESTS guests (couples), and no more seats
 * than the class has free. The seats are taken by the checkout's hold, in one conditional
 * statement; this check only spares the customer a checkout that can't hold them.
 */
function guestLine(
  input: CartClassInput,
  cls: FoundClass,
  prefix: string,
  listed: boolean,
  placeholder: { portion_size_id: number; portion_quantity_id: number },
): ResolvedLine {
  const field = (message: string): FieldErrors => (listed ? { classes: [message] } : { guests: [message] });
  const unit = cls.offer === "pairs" ? "couples" : "guests";
  if (input.meals !== undefined && input.meals.length > 0) {
    // Decision 041's meal choice belongs to portion lines; a class of guests cooks its menu.
    const message = `${prefix}This class is booked per guest; its menu is not chosen`;
    throw new ApiError(400, "BAD_REQUEST", message, listed ? { classes: [message] } : { meals: [message] });
  }
  const guests = input.guests;
  if (guests === undefined || !Number.isInteger(guests) || guests < 1 || guests > MAX_GUESTS) {
    const message = `${prefix}Choose the number of ${unit}, 1 to ${MAX_GUESTS}`;
    throw new ApiError(400, "BAD_REQUEST", message, field(message));
  }
  const free = Math.max(0, cls.seats - cls.seats_taken);
  const wanted = seatsOf(cls.offer, guests);
  if (wanted > free) {
    const left = cls.offer === "pairs" ? Math.floor(free / 2) : free;
    const message =
      left === 0
        ? `${prefix}This class has no room for another ${cls.offer === "pairs" ? "couple" : "guest"}`
        : `${prefix}This class has room for ${left} more ${cls.offer === "pairs" ? (left === 1 ? "couple" : "couples") : left === 1 ? "guest" : "guests"}`;
    throw new ApiError(409, "NOT_ENOUGH_SEATS", message, field(message));
  }
  return { class_id: cls.id, ...placeholder, guests };
}

/** A guest line's portion ids (the columns are required): the smallest options, shown nowhere. */
async function placeholderPortion(db: Database) {
  const [size] = await db.select({ id: portionSizes.id }).from(portionSizes).orderBy(portionSizes.id).limit(1);
  const [quantity] = await db.select({ id: portionQuantities.id }).from(portionQuantities).orderBy(portionQuantities.id).limit(1);
  return { portion_size_id: size?.id ?? 1, portion_quantity_id: quantity?.id ?? 1 };
}

async function classIdsInCart(db: Database, uuid: string): Promise<Set<number>> {
  const rows = await db.select({ class_id: cartClasses.class_id }).from(cartClasses).where(eq(cartClasses.cart_uuid, uuid));
  return new Set(rows.map((row) => row.class_id));
}

const tooManyClasses = () =>
  new ApiError(409, "CART_LIMIT", `A cart can hold at most ${CART_LIMITS.classes} classes`);

/**
 * POST carts/{id}/classes: adds a class, or changes the portions of a class already in the cart.
 * The 20-class limit is part of the INSERT itself, so two adds at once can't pass it.
 */
export async function addClassToCart(db: Database, cart: CartRow, input: CartClassInput, now: Date): Promise<void> {
  assertCartOpen(cart);
  const inCart = await classIdsInCart(db, cart.uuid);
  const [line] = await resolveLines(db, [input], inCart, now, false);
  if (!line) throw new Error("resolveLines answered no line");
  // Decision 041: a choice sent is checked before anything changes.
  const choice = input.meals === undefined ? null : await checkMealChoice(db, line.class_id, line.portion_quantity_id, input.meals);

  if (inCart.has(line.class_id)) {
    await db.batch([
      // Without a new choice, an old one that no longer adds up goes (the chef's choice).
      clearChoiceIfCountChanges(db, cart.uuid, line.class_id, line.portion_quantity_id),
      db
        .update(cartClasses)
        .set({ portion_size_id: line.portion_size_id, portion_quantity_id: line.portion_quantity_id, guests: line.guests })
        .where(and(eq(cartClasses.cart_uuid, cart.uuid), eq(cartClasses.class_id, line.class_id))),
      ...(choice === null ? [] : mealChoiceStatements(db, cart.uuid, line.class_id, choice)),
      touchCart(db, cart.uuid, now),
    ]);
    return;
  }
  if (inCart.size >= CART_LIMITS.classes) throw tooManyClasses();
  const inserted = await db.run(sql`
    insert into cart_classes (cart_uuid, class_id, portion_size_id, portion_quantity_id, guests)
    select ${cart.uuid}, ${line.class_id}, ${line.portion_size_id}, ${line.portion_quantity_id}, ${line.guests}
    where (select count(*) from cart_classes where cart_uuid = ${cart.uuid}) < ${CART_LIMITS.classes}
      and exists (select 1 from carts where uuid = ${cart.uuid} and status = 'open')
    on conflict (cart_uuid, class_id) do update
      set portion_size_id = excluded.portion_size_id, portion_quantity_id = excluded.portion_quantity_id, guests = excluded.guests`);
  if (inserted.meta.changes === 0) throw tooManyClasses();
  if (choice === null) await touchCart(db, cart.uuid, now);
  else await db.batch([...mealChoiceStatements(db, cart.uuid, line.class_id, choice), touchCart(db, cart.uuid, now)]);
}

/**
 * DELETE carts/{id}/classes/{classId}. A seat a waitlist claim held for the line is given back in
 * the same batch (decision 037): answers the classes whose seats were freed, for seatsChanged.
 */
export async function removeClassFromCart(db: Database, cart: CartRow, classId: number, now: Date): Promise<number[]> {
  assertCartOpen(cart);
  const [removed, , , freed] = await db.batch([
    db.delete(cartClasses).where(and(eq(cartClasses.cart_uuid, cart.uuid), eq(cartClasses.class_id, classId))),
    // Only when the line went: a refused removal changes nothing.
    db.update(schema.carts).set({ updated_at: now.toISOString() }).where(and(eq(schema.carts.uuid, cart.uuid), sql`changes() = 1`)),
    ...giveBackRemovedClaims(db, cart.uuid, now),
  ]);
  if (removed.meta.changes === 0) throw new ApiError(404, "NOT_FOUND", "That class is not in this cart");
  return freed.map((row) => row.class_id);
}

/**
 * PUT carts/{id}: the cart's classes become exactly `inputs`, in that order (decision 011: how
 * the web saves a cart built before it had a uuid). All lines are checked first; one bad line
 * changes nothing. Codes, gift cards, donation and address stay.
 */
export async function replaceCartClasses(db: Database, cart: CartRow, inputs: CartClassInput[], now: Date): Promise<number[]> {
  assertCartOpen(cart);
  if (inputs.length > CART_LIMITS.classes) throw tooManyClasses();
  const inCart = await classIdsInCart(db, cart.uuid);
  const lines = await resolveLines(db, inputs, inCart, now, true);
  // Decision 041: a line's `meals` checked like POST's; a line without them is the chef's choice.
  const choices = await Promise.all(
    lines.map((line, index) => {
      const meals = inputs[index]?.meals;
      const prefix = `Line ${index + 1} (class ${line.class_id}): `;
      return meals === undefined ? [] : checkMealChoice(db, line.class_id, line.portion_quantity_id, meals, prefix, "classes");
    }),
  );
  const clear = db.delete(cartClasses).where(eq(cartClasses.cart_uuid, cart.uuid));
  const touch = touchCart(db, cart.uuid, now);
  // Decision 037: a claimed seat whose class is no longer in the cart is given back at once.
  const [giveBack, left] = giveBackRemovedClaims(db, cart.uuid, now);
  if (lines.length === 0) {
    const [, , freed] = await db.batch([clear, giveBack, left, touch]);
    return freed.map((row) => row.class_id);
  }
  const results = await db.batch([
    clear,
    db.insert(cartClasses).values(lines.map((line) => ({ cart_uuid: cart.uuid, ...line }))),
    ...lines.flatMap((line, index) => mealChoiceStatements(db, cart.uuid, line.class_id, choices[index] ?? []).slice(1)),
    giveBack,
    left,
    touch,
  ]);
  const freed = results[results.length - 2] as Array<{ class_id: number }>;
  return freed.map((row) => row.class_id);
}
