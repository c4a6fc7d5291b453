/**
 * The session's cart (spec §3 cart store, decisions 009 and 011): the session keeps its uuid and
 * updatedAt (cart-store.ts decides what they become); the cart itself is read and changed only
 * through GraphQL. A cart is created on the first add; a cart that is gone or was ordered is
 * forgotten, and the next add starts a new one.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { afterRead, cartFate, resetCart, sameStore, setCart, type CartStore, type StoredCart } from "./cart-store";
import type { CartData } from "./cart-format";
import { attempt, failureOf, GraphQLFailure, mutate, query } from "../core/graphql.server";

export function readCartStore(context: AppLoadContext): CartStore {
  const { session } = context;
  return { cartUuid: session.get("cartUuid"), cartUpdatedAt: session.get("cartUpdatedAt") };
}

/** Writes the store back; untouched when it did not change, so a read leaves no new cookie. */
export function writeCartStore(context: AppLoadContext, store: CartStore): void {
  if (sameStore(readCartStore(context), store)) return;
  const { session } = context;
  if (store.cartUuid) session.set("cartUuid", store.cartUuid);
  else session.unset("cartUuid");
  if (store.cartUpdatedAt) session.set("cartUpdatedAt", store.cartUpdatedAt);
  else session.unset("cartUpdatedAt");
}

/** After a change: the answer's uuid and time, and the header's count is asked again. */
function remember(context: AppLoadContext, cart: StoredCart): void {
  writeCartStore(context, setCart(readCartStore(context), cart));
  context.session.unset("cartCount");
}

export function forgetCart(context: AppLoadContext): void {
  writeCartStore(context, resetCart());
}

/** A cart as the pages show it, by its uuid (after a change that answers something else); null when there is none. */
export const readCart = (context: AppLoadContext, uuid: string) => query(context, CartQuery, { uuid }).then((answer) => answer.cart);

/** The session's cart as the pages show it; null when there is none (and the store is reset). */
export async function loadSessionCart(context: AppLoadContext): Promise<CartData | null> {
  const store = readCartStore(context);
  if (!store.cartUuid) return null;
  const cart = await readCart(context, store.cartUuid).catch((error: unknown) => {
    // Someone else's cart (signed out since): as good as gone (decision 011).
    const failure = failureOf(error);
    if (failure && (failure.code === "UNAUTHENTICATED" || failure.code === "FORBIDDEN")) return null;
    throw error;
  });
  writeCartStore(context, afterRead(store, cart));
  return cartFate(cart) === "keep" ? (cart ?? null) : null;
}

/**
 * How long a catalog page served from the shared copy shows the count the api last gave (decision
 * 076). A page rendered for the visitor always asks (the cart, checkout and confirmation among
 * them) and a change of the cart here forgets it, so this bounds only a change made elsewhere.
 */
export const CART_COUNT_FRESH_MS = 30_000;

/**
 * Spec §1: the header's count of classes in the cart; 0 when there is none or on any failure.
 * `reuse`: the count the api gave for this cart within CART_COUNT_FRESH_MS will do.
 */
export async function sessionCartCount(context: AppLoadContext, { reuse = false, now = Date.now() } = {}): Promise<number> {
  const { cartUuid: uuid, cartUpdatedAt: updatedAt } = readCartStore(context);
  if (!uuid) return 0;
  const known = context.session.get("cartCount");
  const fresh = known && known.uuid === uuid && known.updatedAt === updatedAt && now - known.at >= 0 && now - known.at < CART_COUNT_FRESH_MS;
  if (reuse && known && fresh) return known.count;
  try {
    const { cart } = await query(context, CartCountQuery, { uuid }, { silent: true });
    const count = cart && cartFate(cart) === "keep" ? cart.classCount : 0;
    // Written only when it changed or is about to turn stale: a rendered page leaves no new cookie.
    if (!fresh || known.count !== count || now - known.at > CART_COUNT_FRESH_MS / 2) {
      context.session.set("cartCount", { uuid, ...(updatedAt !== undefined && { updatedAt }), count, at: now });
    }
    return count;
  } catch (error) {
    console.error("web: cart count unavailable (shown as 0)", error);
    return 0;
  }
}

/** After an order: forgets the session's cart once the api says it is ordered (or gone). */
export async function forgetOrderedCart(context: AppLoadContext): Promise<void> {
  const uuid = context.session.get("cartUuid");
  if (!uuid) return;
  const { cart } = await query(context, CartCountQuery, { uuid }, { silent: true }).catch(() => ({ cart: undefined }));
  if (cart === null || cart?.status === "ORDERED") forgetCart(context);
}

/** Whether a failed change failed because the cart itself is gone, ordered or not ours. */
async function cartIsGone(context: AppLoadContext, uuid: string, failure: GraphQLFailure): Promise<boolean> {
  if (failure.reason === "CART_ORDERED" || failure.code === "UNAUTHENTICATED" || failure.code === "FORBIDDEN") return true;
  // NOT_FOUND names a missing cart, class, code or gift card alike: ask whether the cart exists.
  if (failure.code !== "NOT_FOUND") return false;
  const { cart } = await query(context, CartCountQuery, { uuid }).catch(() => ({ cart: undefined }));
  return cart === null || cart?.status === "ORDERED";
}

export const CART_GONE_MESSAGE = "Your cart expired or was already ordered. Please add your classes again.";

export type CartChange = { cart: CartData; failure?: undefined } | { cart?: undefined; failure: GraphQLFailure };

/**
 * Changes the session's cart with `change` and remembers the answer. With `create`, a missing,
 * gone or ordered cart is replaced by a new one first (the add of spec §3's lifecycle);
 * without it, a change to no cart fails with CART_GONE_MESSAGE.
 */
export async function changeSessionCart(
  context: AppLoadContext,
  change: (uuid: string) => Promise<CartData>,
  { create = false } = {},
): Promise<CartChange> {
  let uuid = readCartStore(context).cartUuid;
  let created = false;
  const gone = (): CartChange => {
    forgetCart(context);
    return { failure: new GraphQLFailure("NOT_FOUND", CART_GONE_MESSAGE, "CART_GONE") };
  };
  const newCart = async () => {
    const { createCart } = await mutate(context, CreateCart, {});
    writeCartStore(context, setCart(resetCart(), createCart));
    created = true;
    return createCart.uuid;
  };

  if (!uuid) {
    if (!create) return gone();
    uuid = await newCart();
  }
  const first = await attempt(() => change(uuid!));
  if (first.value) {
    remember(context, first.value);
    return { cart: first.value };
  }
  if (!(await cartIsGone(context, uuid, first.failure))) return { failure: first.failure };
  if (!create || created) return gone();

  uuid = await newCart();
  const second = await attempt(() => change(uuid!));
  if (second.value) {
    remember(context, second.value);
    return { cart: second.value };
  }
  return { failure: second.failure };
}

/** Deletes a cart this request made for nothing (a promo path that was not a code). */
export async function deleteCart(context: AppLoadContext, uuid: string): Promise<void> {
  await mutate(context, DeleteCart, { uuid }).catch((error: unknown) =>
    console.error("web: could not delete an unused cart", error),
  );
  if (readCartStore(context).cartUuid === uuid) forgetCart(context);
}

// --- The cart's operations -------------------------------------------------------------------

/** Adds (or re-portions) a class: by id, or by sku for a private class (decision 018). */
export const addClass = (
  context: AppLoadContext,
  uuid: string,
  classId: string,
  portionSizeId: string,
  portionQuantityId: string,
  sku?: string,
  meals?: { mealId: string; quantity: number }[],
) =>
  mutate(
    context,
    AddClassToCart,
    sku ? { uuid, sku, portionSizeId, portionQuantityId, meals } : { uuid, classId, portionSizeId, portionQuantityId, meals },
  ).then((answer) => answer.addClassToCart);

/** Adds a seats or pairs class with its number of guests (couples), or changes it (decision 040). */
export const addGuests = (context: AppLoadContext, uuid: string, classId: string, guests: number, sku?: string) =>
  mutate(context, AddGuestsToCart, sku ? { uuid, sku, guests } : { uuid, classId, guests }).then((answer) => answer.addGuestsToCart);

export const removeClass = (context: AppLoadContext, uuid: string, classId: string) =>
  mutate(context, RemoveClassFromCart, { uuid, classId }).then((answer) => answer.removeClassFromCart);

export const applyPromotion = (context: AppLoadContext, uuid: string, code: string) =>
  mutate(context, ApplyPromotion, { uuid, code }).then((answer) => answer.applyPromotion);

export const removePromotion = (context: AppLoadContext, uuid: string, promotionId: string) =>
  mutate(context, RemovePromotion, { uuid, promotionId }).then((answer) => answer.removePromotion);

export const applyGiftCard = (context: AppLoadContext, uuid: string, code: string) =>
  mutate(context, ApplyGiftCard, { uuid, code }).then((answer) => answer.applyGiftCard);

export const removeGiftCard = (context: AppLoadContext, uuid: string, giftCardId: string) =>
  mutate(context, RemoveGiftCard, { uuid, giftCardId }).then((answer) => answer.removeGiftCard);

/** Decision 083: the zip the cart's deliveries go to (refused outside the kitchen's area). */
export const setDeliveryZip = (context: AppLoadContext, uuid: string, zipcode: string) =>
  mutate(context, SetDeliveryZip, { uuid, zipcode }).then((answer) => answer.setDeliveryZip);

export const setDonation = (context: AppLoadContext, uuid: string, donationCents: number, charityWindowId?: string) =>
  mutate(context, SetDonation, { uuid, donationCents, charityWindowId }).then((answer) => answer.setDonation);

const CartQuery = graphql(`
  query SessionCart($uuid: ID!) {
    cart(uuid: $uuid) {
      ...CartFields
    }
  }
`);

const CartCountQuery = graphql(`
  query SessionCartCount($uuid: ID!) {
    cart(uuid: $uuid) {
      uuid
      status
      updatedAt
      classCount
    }
  }
`);

const CreateCart = graphql(`
  mutation CreateCart {
    createCart {
      uuid
      status
      updatedAt
    }
  }
`);

const DeleteCart = graphql(`
  mutation DeleteUnusedCart($uuid: ID!) {
    deleteCart(uuid: $uuid)
  }
`);

const AddGuestsToCart = graphql(`
  mutation AddGuestsToCart($uuid: ID!, $classId: ID, $sku: String, $guests: Int!) {
    addGuestsToCart(uuid: $uuid, classId: $classId, sku: $sku, guests: $guests) {
      ...CartFields
    }
  }
`);

const AddClassToCart = graphql(`
  mutation AddClassToCart(
    $uuid: ID!
    $classId: ID
    $sku: String
    $portionSizeId: ID!
    $portionQuantityId: ID!
    $meals: [MealChoiceInput!]
  ) {
    addClassToCart(
      uuid: $uuid
      classId: $classId
      sku: $sku
      portionSizeId: $portionSizeId
      portionQuantityId: $portionQuantityId
      meals: $meals
    ) {
      ...CartFields
    }
  }
`);

const RemoveClassFromCart = graphql(`
  mutation RemoveClassFromCart($uuid: ID!, $classId: ID!) {
    removeClassFromCart(uuid: $uuid, classId: $classId) {
      ...CartFields
    }
  }
`);

const ApplyPromotion = graphql(`
  mutation ApplyPromotion($uuid: ID!, $code: String!) {
    applyPromotion(uuid: $uuid, code: $code) {
      ...CartFields
    }
  }
`);

const RemovePromotion = graphql(`
  mutation RemovePromotion($uuid: ID!, $promotionId: ID!) {
    removePromotion(uuid: $uuid, promotionId: $promotionId) {
      ...CartFields
    }
  }
`);

const ApplyGiftCard = graphql(`
  mutation ApplyGiftCard($uuid: ID!, $code: String!) {
    applyGiftCard(uuid: $uuid, code: $code) {
      ...CartFields
    }
  }
`);

const RemoveGiftCard = graphql(`
  mutation RemoveGiftCard($uuid: ID!, $giftCardId: ID!) {
    removeGiftCard(uuid: $uuid, giftCardId: $giftCardId) {
      ...CartFields
    }
  }
`);

const SetDeliveryZip = graphql(`
  mutation SetDeliveryZip($uuid: ID!, $zipcode: String!) {
    setDeliveryZip(uuid: $uuid, zipcode: $zipcode) {
      ...CartFields
    }
  }
`);

const SetDonation = graphql(`
  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {
    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {
      ...CartFields
    }
  }
`);
