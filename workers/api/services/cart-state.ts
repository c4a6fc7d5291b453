/**
 * A cart's row: finding it, its limits, whether it may change, and `updated_at`. Shared by the
 * cart services (carts, cart-classes, cart-codes, addresses). Decisions 009 and 011.
 */
import { eq } from "drizzle-orm";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";

const { carts } = schema;

/** Decision 009: at most 20 classes, 5 codes, 5 gift cards and a $1,000 donation per cart. */
export const CART_LIMITS = { classes: 20, promotions: 5, giftCards: 5, donationCents: 100_000 } as const;

export type CartRow = typeof carts.$inferSelect;

export const cartNotFound = () => new ApiError(404, "NOT_FOUND", "We couldn't find that cart");

export async function findCart(db: Database, uuid: string): Promise<CartRow> {
  const [cart] = await db.select().from(carts).where(eq(carts.uuid, uuid)).limit(1);
  if (!cart) throw cartNotFound();
  return cart;
}

/** Only an open cart changes; an ordered one is the record of its order. */
export function assertCartOpen(cart: CartRow): void {
  if (cart.status !== "open") {
    throw new ApiError(409, "CART_ORDERED", "This cart has already been ordered; start a new cart to keep shopping");
  }
}

/** Every change of a cart moves its `updated_at` (the web store compares it, spec §3). */
export function touchCart(db: Database, uuid: string, now: Date) {
  return db.update(carts).set({ updated_at: now.toISOString() }).where(eq(carts.uuid, uuid));
}

/** POST carts: a new, empty cart with an unguessable uuid (v4), the caller's when signed in. */
export async function createCart(db: Database, userId: number | null, now: Date): Promise<string> {
  const uuid = crypto.randomUUID();
  const instant = now.toISOString();
  await db.insert(carts).values({ uuid, user_id: userId, created_at: instant, updated_at: instant });
  return uuid;
}
