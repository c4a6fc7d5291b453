/**
 * A cart's checkout lines (decision 012): refused when it cannot be bought as it stands, each line
 * with its picture (decision 061) and guests (decision 040), and the address delivery needs.
 */
import { eq, inArray } from "drizzle-orm";
import { emailPicture } from "../../core/media";
import { promotionFailureMessage } from "../../core/promotions";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import type { AddressInput } from "./addresses";
import { type CartLine, type CartWithTotals } from "./carts";
import { classLabel, failureError, FAILURES, shortClassDate, type CheckoutLine } from "./checkout-state";
import type { GuestInput } from "./checkout-context";

const { allergies, classTypes, media } = schema;

const SHOP = "Cache Valley Kitchen";

const LINE_PROBLEMS: Record<NonNullable<CartLine["problem"]>, { code: string; says: string }> = {
  full: { code: "CLASS_FULL", says: "just filled up" },
  canceled: { code: "CLASS_CANCELED", says: "was canceled; please remove it from your cart" },
  past: { code: "CLASS_STARTED", says: "has already started; please remove it from your cart" },
  unpriced: { code: "CLASS_UNAVAILABLE", says: "no longer offers the portions you chose; please choose again" },
};

/** A cart that can't be bought as it stands says why, in words the customer can act on. */
export function assertCheckoutable(cart: CartWithTotals): void {
  if (cart.lines.length === 0) throw new ApiError(409, "CART_EMPTY", "Your cart is empty");
  for (const line of cart.lines) {
    if (line.problem === null) continue;
    const problem = LINE_PROBLEMS[line.problem];
    throw new ApiError(409, problem.code, `${classLabel(line.class)} ${problem.says}`);
  }
  for (const code of cart.promotions) {
    if (code.failure !== null) {
      throw new ApiError(409, `PROMOTION_${code.failure.toUpperCase()}`, promotionFailureMessage(code.failure, code.rules));
    }
  }
  // A card that has nothing left (spent elsewhere, or switched off) while something is due.
  if (cart.totals.amount_due_cents > 0 && cart.gift_cards.some((card) => card.status !== "active" || card.balance_cents === 0)) {
    throw failureError(FAILURES.giftCardBalance);
  }
}

/** The allergy keys with their names; an unknown key is a 400 on `allergies`. */
export async function allergyNames(db: Database, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(allergies).where(inArray(allergies.key, unique));
  const names = new Map(rows.map((row) => [row.key, row.name]));
  const unknown = unique.filter((key) => !names.has(key));
  if (unknown.length > 0) {
    const message = `We don't know the allergy ${unknown.map((key) => `"${key}"`).join(", ")}`;
    throw new ApiError(400, "BAD_REQUEST", message, { allergies: [message] });
  }
  return unique.map((key) => names.get(key) ?? key);
}

export function checkoutLines(cart: CartWithTotals): CheckoutLine[] {
  const totals = new Map(cart.totals.lines.map((line) => [line.class_id, line]));
  return cart.lines.map((line) => {
    const lineTotals = totals.get(line.class.id);
    if (!lineTotals) throw new Error(`No totals for class ${line.class.id}`);
    return {
      class_id: line.class.id,
      sku: line.class.sku,
      name: line.class.name,
      date: line.class.date,
      duration_minutes: line.class.duration_minutes,
      fulfillment: line.class.fulfillment.key,
      location: {
        id: line.class.location.id,
        name: line.class.location.name,
        city: line.class.location.city,
        timezone: line.class.location.timezone,
      },
      portion_size: { id: line.portion_size.id, name: line.portion_size.name, serves: line.portion_size.serves },
      portion_quantity: { id: line.portion_quantity.id, meal_count: line.portion_quantity.meal_count },
      price_cents: lineTotals.price_cents,
      discount_cents: lineTotals.discount_cents,
      tax_cents: lineTotals.tax_cents,
      total_cents: lineTotals.total_cents,
      offer: line.offer,
      meals: line.meals,
      page_path: `${line.class.fulfillment.path}/${encodeURIComponent(line.class.sku)}`,
    };
  });
}

/** Decision 061: each line with its class type's picture, as the confirmation e-mail shows it. */
export async function withPictures(db: Database, lines: CheckoutLine[], cart: CartWithTotals): Promise<CheckoutLine[]> {
  const typeOf = new Map(cart.lines.map((line) => [line.class.id, line.class.class_type_id]));
  const typeIds = [...new Set(typeOf.values())];
  if (typeIds.length === 0) return lines;
  const rows = await db
    .select({ id: classTypes.id, name: classTypes.name, alt: classTypes.picture_alt, picture: media })
    .from(classTypes)
    .innerJoin(media, eq(media.key, classTypes.picture_key))
    .where(inArray(classTypes.id, typeIds));
  const pictures = new Map(rows.map((row) => [row.id, emailPicture({ ...row.picture, alt: row.alt || row.name })]));
  return lines.map((line) => {
    const picture = pictures.get(typeOf.get(line.class_id) ?? 0);
    return picture ? { ...line, picture } : line;
  });
}

/**
 * Decision 040: each seats/pairs line's guests, one per seat (a couple is two), with their names
 * and allergies; a missing or extra guest, or one without a name, is a 400 on `guests`.
 */
export async function withGuests(db: Database, lines: CheckoutLine[], cart: CartWithTotals, sent: GuestInput[]): Promise<CheckoutLine[]> {
  const known = new Set(cart.lines.filter((line) => line.offer !== "portions").map((line) => line.class.id));
  const stray = sent.find((guest) => !known.has(guest.class_id));
  if (stray) {
    const message = `Guests were given for class ${stray.class_id}, which sells no seats in this cart`;
    throw new ApiError(400, "BAD_REQUEST", message, { guests: [message] });
  }
  const names = new Map<string, string>();
  const keys = [...new Set(sent.flatMap((guest) => guest.allergies))];
  (await allergyNames(db, keys).catch(onGuestsField)).forEach((name, index) => names.set(keys[index]!, name));
  return lines.map((line) => {
    const cartLine = cart.lines.find((candidate) => candidate.class.id === line.class_id);
    if (!cartLine || cartLine.offer === "portions") return line;
    const guests = sent.filter((guest) => guest.class_id === line.class_id);
    if (guests.length !== cartLine.seats) {
      const unit = cartLine.offer === "pairs" ? `${cartLine.seats} guests (${cartLine.guests} × 2)` : `${cartLine.seats} guests`;
      const message = `${classLabel(line)} needs the names of its ${unit}; ${guests.length} were given`;
      throw new ApiError(400, "BAD_REQUEST", message, { guests: [message] });
    }
    return {
      ...line,
      guests: guests.map((guest) => ({
        first_name: guest.first_name,
        last_name: guest.last_name,
        allergies: [...new Set(guest.allergies)],
        allergy_names: [...new Set(guest.allergies)].map((key) => names.get(key) ?? key),
      })),
    };
  });
}

/** An unknown allergy of a guest is a message on `guests`. */
function onGuestsField(error: unknown): never {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    throw new ApiError(400, error.code, error.message, { guests: Object.values(error.fields).flat() });
  }
  throw error;
}

export function cartDescription(lines: CheckoutLine[]): string {
  const [first] = lines;
  if (!first) return SHOP;
  const named = `${first.name} (${shortClassDate(first.date, first.location.timezone)})`;
  const more = lines.length - 1;
  return `${SHOP}: ${named}${more > 0 ? ` and ${more} more ${more === 1 ? "class" : "classes"}` : ""}`;
}

/** Delivery and shipping need an address: the one sent, or the cart's. */
export function deliveryAddress(cart: CartWithTotals, sent: AddressInput | null): Record<string, string> | null {
  const needed = cart.lines.some((line) => line.class.fulfillment.key === "delivery" || line.class.fulfillment.key === "shipping");
  const address = sent ?? cart.address;
  if (!address) {
    if (!needed) return null;
    const message = "Enter the address we should deliver to";
    throw new ApiError(400, "BAD_REQUEST", message, { address: [message] });
  }
  const { name, street, street2, city, state, zipcode, phone } = address;
  return { name, street, street2, city, state, zipcode, phone };
}
