/**
 * The cart store of spec §3, kept in the signed session: the cart's uuid and the updatedAt
 * timestamp (text) the api last answered for it. Pure: cart.server.ts reads the session into a
 * CartStore, asks these functions what the store becomes, and writes the answer back.
 *
 * Spec §3: "Setting a cart with the same uuid merges it, otherwise it replaces the cart. Reset
 * clears cart and timestamp." The cart's lines, codes and totals live only in the api (decision
 * 009), so merging is about the timestamp: the store keeps the later of the two, so an answer
 * that arrives late (two tabs, two fetchers) never moves the timestamp backwards.
 */

export interface CartStore {
  cartUuid?: string;
  cartUpdatedAt?: string;
}

/** What the api answers about a cart that the store needs. */
export interface StoredCart {
  uuid: string;
  updatedAt: string;
  /** OPEN or ORDERED; an ordered cart is the record of its order and takes no more changes. */
  status?: string;
}

/** The later of two timestamps; an unreadable one loses to a readable one. */
export function laterTimestamp(current: string | undefined, next: string): string {
  if (current === undefined) return next;
  const currentTime = Date.parse(current);
  const nextTime = Date.parse(next);
  if (Number.isNaN(nextTime)) return Number.isNaN(currentTime) ? next : current;
  if (Number.isNaN(currentTime)) return next;
  return nextTime >= currentTime ? next : current;
}

/** Spec §3 "set": the same uuid merges (the later timestamp wins), another uuid replaces. */
export function setCart(store: CartStore, cart: StoredCart): CartStore {
  if (store.cartUuid === cart.uuid) {
    return { cartUuid: cart.uuid, cartUpdatedAt: laterTimestamp(store.cartUpdatedAt, cart.updatedAt) };
  }
  return { cartUuid: cart.uuid, cartUpdatedAt: cart.updatedAt };
}

/** Spec §3 "reset": no cart and no timestamp; the next add creates a new cart. */
export function resetCart(): CartStore {
  return {};
}

/**
 * What a store does with what the api answered for its uuid: keep it, or reset because the cart
 * is gone (deleted, or never existed for this caller) or was ordered (decision 009: an ordered
 * cart is the record of its order; the next add starts a new one).
 */
export function cartFate(cart: Pick<StoredCart, "status"> | null | undefined): "keep" | "reset" {
  if (!cart) return "reset";
  return cart.status === "ORDERED" ? "reset" : "keep";
}

/** The store after reading the session's cart from the api (a reset when it is gone or ordered). */
export function afterRead(store: CartStore, cart: StoredCart | null | undefined): CartStore {
  if (cartFate(cart) === "reset" || !cart) return resetCart();
  return setCart(store, cart);
}

/** Whether two stores hold the same thing (the session is only written when it changes). */
export function sameStore(a: CartStore, b: CartStore): boolean {
  return a.cartUuid === b.cartUuid && a.cartUpdatedAt === b.cartUpdatedAt;
}
