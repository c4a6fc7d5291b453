/**
 * Promotion codes and gift cards on a cart (spec §7 POST/DELETE carts/{id}/promotions and
 * carts/{id}/giftCards). Whether a code applies is workers/core/promotions.ts's rule; the limits
 * (5 codes, 5 gift cards, one use of a promotion per cart) are part of each INSERT, so two
 * requests at once can't pass them. Decisions 009 and 011.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { checkPromotion, normalizePromotionCode } from "../../core/promotions";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { assertCartOpen, CART_LIMITS, touchCart, type CartRow } from "./cart-state";
import { loadCartForTotals } from "./carts";
import { findActiveGiftCard, parseGiftCardCode } from "./gift-cards";
import { findCodeRules, promotionError } from "./promotions";

const { cartPromotions, cartGiftCards, codes } = schema;

export const PROMOTION_CODE_MALFORMED = "Enter a code of 3 to 32 letters, digits, dashes or underscores";

/** The canonical code of what was typed, or a 400 on `code`. */
export function parsePromotionCode(input: string): string {
  const code = normalizePromotionCode(input);
  if (code === null) {
    throw new ApiError(400, "BAD_REQUEST", PROMOTION_CODE_MALFORMED, { code: [PROMOTION_CODE_MALFORMED] });
  }
  return code;
}

const tooManyCodes = () => new ApiError(409, "CART_LIMIT", `A cart can hold at most ${CART_LIMITS.promotions} codes`);
const tooManyGiftCards = () =>
  new ApiError(409, "CART_LIMIT", `A cart can hold at most ${CART_LIMITS.giftCards} gift cards`);

/**
 * POST carts/{id}/promotions: applies a code when checkPromotion allows it for this cart now.
 * Per-customer limits count the cart user's uses; an anonymous cart counts none until the
 * checkout knows the e-mail.
 */
export async function addPromotionCode(db: Database, cart: CartRow, input: string, now: Date): Promise<void> {
  assertCartOpen(cart);
  const code = parsePromotionCode(input);
  const loaded = await loadCartForTotals(db, cart.uuid, now);
  const found = await findCodeRules(db, code, loaded.customer_key);
  const applied = loaded.promotions.map((promotion) => promotion.promotion.id);
  const failure = checkPromotion(found?.rules ?? null, { now, lines: loaded.input.lines, applied_promotion_ids: applied });
  if (failure !== null || !found) throw promotionError(failure ?? "unknown", found?.rules ?? null);
  if (loaded.promotions.length >= CART_LIMITS.promotions) throw tooManyCodes();

  const inserted = await db.run(sql`
    insert into cart_promotions (cart_uuid, code_id)
    select ${cart.uuid}, ${found.code_id}
    where (select count(*) from cart_promotions where cart_uuid = ${cart.uuid}) < ${CART_LIMITS.promotions}
      and exists (select 1 from carts where uuid = ${cart.uuid} and status = 'open')
      and not exists (
        select 1 from cart_promotions applied join codes on codes.id = applied.code_id
        where applied.cart_uuid = ${cart.uuid} and codes.promotion_id = ${found.promotion.id})
    on conflict do nothing`);
  if (inserted.meta.changes === 0) {
    // Another request changed the cart meanwhile: say which limit it ran into.
    const current = await loadCartForTotals(db, cart.uuid, now);
    assertCartOpen(current.cart);
    if (current.promotions.length >= CART_LIMITS.promotions) throw tooManyCodes();
    throw promotionError("already_applied", found.rules);
  }
  await touchCart(db, cart.uuid, now);
}

/** DELETE carts/{id}/promotions/{promotionId}: the promotion's code comes off the cart. */
export async function removePromotion(db: Database, cart: CartRow, promotionId: number, now: Date): Promise<void> {
  assertCartOpen(cart);
  const codesOfPromotion = db.select({ id: codes.id }).from(codes).where(eq(codes.promotion_id, promotionId));
  const removed = await db
    .delete(cartPromotions)
    .where(and(eq(cartPromotions.cart_uuid, cart.uuid), inArray(cartPromotions.code_id, codesOfPromotion)))
    .run();
  if (removed.meta.changes === 0) throw new ApiError(404, "NOT_FOUND", "That promotion is not on this cart");
  await touchCart(db, cart.uuid, now);
}

/**
 * POST carts/{id}/giftCards: 400 not a code, 404 unknown or disabled (the same answer), 409
 * already on the cart, no balance left, or five cards already.
 */
export async function addGiftCard(db: Database, cart: CartRow, input: string, now: Date): Promise<void> {
  assertCartOpen(cart);
  const card = await findActiveGiftCard(db, parseGiftCardCode(input));
  const onCart = await db
    .select({ gift_card_id: cartGiftCards.gift_card_id })
    .from(cartGiftCards)
    .where(eq(cartGiftCards.cart_uuid, cart.uuid));
  if (onCart.some((row) => row.gift_card_id === card.id)) {
    throw new ApiError(409, "ALREADY_APPLIED", "This gift card is already on your cart");
  }
  if (card.balance_cents <= 0) throw new ApiError(409, "NO_BALANCE", "This gift card has no balance left");
  if (onCart.length >= CART_LIMITS.giftCards) throw tooManyGiftCards();

  const inserted = await db.run(sql`
    insert into cart_gift_cards (cart_uuid, gift_card_id)
    select ${cart.uuid}, ${card.id}
    where (select count(*) from cart_gift_cards where cart_uuid = ${cart.uuid}) < ${CART_LIMITS.giftCards}
      and exists (select 1 from carts where uuid = ${cart.uuid} and status = 'open')
    on conflict do nothing`);
  if (inserted.meta.changes === 0) {
    // Another request changed the cart meanwhile: the card is on it now, or the cart is full.
    const [cards] = await db.select({ n: count() }).from(cartGiftCards).where(eq(cartGiftCards.cart_uuid, cart.uuid));
    if ((cards?.n ?? 0) >= CART_LIMITS.giftCards) throw tooManyGiftCards();
    throw new ApiError(409, "ALREADY_APPLIED", "This gift card is already on your cart");
  }
  await touchCart(db, cart.uuid, now);
}

/** DELETE carts/{id}/giftCards/{giftCardId}. */
export async function removeGiftCard(db: Database, cart: CartRow, giftCardId: number, now: Date): Promise<void> {
  assertCartOpen(cart);
  const removed = await db
    .delete(cartGiftCards)
    .where(and(eq(cartGiftCards.cart_uuid, cart.uuid), eq(cartGiftCards.gift_card_id, giftCardId)))
    .run();
  if (removed.meta.changes === 0) throw new ApiError(404, "NOT_FOUND", "That gift card is not on this cart");
  await touchCart(db, cart.uuid, now);
}
