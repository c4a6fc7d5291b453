/**
 * Addresses (spec §7 POST addresses, GET/PUT addresses/{id}, POST/DELETE carts/{id}/address).
 * Who may see one (decision 011): its user, when it belongs to one; otherwise only whoever
 * holds a cart it is on. Nobody can list or guess their way through other people's addresses:
 * an address the caller may not see answers the same 404 as one that does not exist.
 */
import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import type { PostalAddress } from "../../core/input-formats";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { assertCartOpen, type CartRow } from "./cart-state";

const { addresses, carts } = schema;

export type AddressRow = typeof addresses.$inferSelect;

/** A validated address as the forms send it (routes/addresses.ts parses it). */
export type AddressInput = PostalAddress;

export const addressNotFound = () => new ApiError(404, "NOT_FOUND", "We couldn't find that address");

export async function findAddress(db: Database, id: number): Promise<AddressRow | null> {
  const [address] = await db.select().from(addresses).where(eq(addresses.id, id)).limit(1);
  return address ?? null;
}

export async function createAddress(db: Database, input: AddressInput, userId: number | null): Promise<AddressRow> {
  const [address] = await db
    .insert(addresses)
    .values({ ...input, user_id: userId })
    .returning();
  if (!address) throw new Error("Inserting an address returned no row");
  return address;
}

export async function updateAddress(db: Database, id: number, input: AddressInput): Promise<AddressRow> {
  const [address] = await db.update(addresses).set(input).where(eq(addresses.id, id)).returning();
  if (!address) throw addressNotFound();
  return address;
}

/**
 * Deletes an address nobody owns once no cart holds it any more: an anonymous cart's address
 * is personal data with no other use (orders keep their own copy).
 */
export function deleteIfOrphaned(db: Database, id: number) {
  return db
    .delete(addresses)
    .where(
      and(
        eq(addresses.id, id),
        isNull(addresses.user_id),
        notExists(db.select({ one: sql`1` }).from(carts).where(eq(carts.address_id, id))),
      ),
    );
}

/** Points an open cart at an address (and lets go of the one it held). */
async function pointCartAt(db: Database, cart: CartRow, addressId: number | null, now: Date): Promise<void> {
  const previous = cart.address_id;
  const point = db
    .update(carts)
    .set({ address_id: addressId, updated_at: now.toISOString() })
    .where(and(eq(carts.uuid, cart.uuid), eq(carts.status, "open")));
  if (previous === null || previous === addressId) {
    await point.run();
    return;
  }
  await db.batch([point, deleteIfOrphaned(db, previous)]);
}

/** POST carts/{id}/address with the address's fields: a new address row, owned like the cart. */
export async function setCartAddress(db: Database, cart: CartRow, input: AddressInput, now: Date): Promise<AddressRow> {
  assertCartOpen(cart);
  const address = await createAddress(db, input, cart.user_id);
  await pointCartAt(db, cart, address.id, now);
  return address;
}

/** POST carts/{id}/address with `address_id`: one of the cart owner's saved addresses. */
export async function useSavedAddress(db: Database, cart: CartRow, addressId: number, now: Date): Promise<void> {
  assertCartOpen(cart);
  const address = await findAddress(db, addressId);
  if (!address || address.user_id === null || address.user_id !== cart.user_id) throw addressNotFound();
  await pointCartAt(db, cart, address.id, now);
}

/** DELETE carts/{id}/address/{addressId}. */
export async function removeCartAddress(db: Database, cart: CartRow, addressId: number, now: Date): Promise<void> {
  assertCartOpen(cart);
  if (cart.address_id !== addressId) {
    throw new ApiError(404, "NOT_FOUND", "That address is not on this cart");
  }
  await pointCartAt(db, cart, null, now);
}
