/**
 * Gift cards as data: finding one by its code, the balance look-up (spec §7 POST
 * giftcards/balance), the cards applied to a cart, and the masked code every answer shows.
 * Decisions 009 and 011.
 */
import { eq, sql } from "drizzle-orm";
import { normalizeGiftCardCode } from "../../core/input-formats";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";

const { giftCards, cartGiftCards } = schema;

export type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * SQL true while the card named `card` (a table name or alias of gift_cards) is unused: nothing
 * but its issue touched its balance and no cart holds it.
 */
export const unusedCard = (card: string) => `${card}.balance_cents = ${card}.initial_cents
  AND NOT EXISTS (SELECT 1 FROM gift_card_transactions t WHERE t.gift_card_id = ${card}.id AND t.kind <> 'issue')
  AND NOT EXISTS (SELECT 1 FROM cart_gift_cards a WHERE a.gift_card_id = ${card}.id)`;

/** Spec §5: what to tell someone whose input is not a gift card code at all. */
export const GIFT_CARD_MALFORMED = "Enter the 16-character code from your gift card";
/** Decision 009: unknown and disabled cards answer the same, so a code can't be probed. */
export const GIFT_CARD_NOT_FOUND = "We couldn't find that gift card";

/**
 * "••••-••••-••••-FFTY": a cart is shared by its uuid and a gift card code is money, so no
 * answer repeats a whole code; the last group is enough for a customer to tell cards apart.
 */
export function maskGiftCardCode(code: string): string {
  return `••••-••••-••••-${code.slice(-4)}`;
}

/** The canonical code of what was typed, or a 400 on `field`. */
export function parseGiftCardCode(input: string, field = "code"): string {
  const code = normalizeGiftCardCode(input);
  if (code === null) throw new ApiError(400, "BAD_REQUEST", GIFT_CARD_MALFORMED, { [field]: [GIFT_CARD_MALFORMED] });
  return code;
}

/** An active card by its canonical code; unknown and disabled are the same 404. */
export async function findActiveGiftCard(db: Database, code: string): Promise<GiftCardRow> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code)).limit(1);
  if (!card || card.status !== "active") throw new ApiError(404, "NOT_FOUND", GIFT_CARD_NOT_FOUND);
  return card;
}

export interface GiftCardBalanceJson {
  code: string;
  balance_cents: number;
  status: GiftCardRow["status"];
}

/** POST giftcards/balance: no sign-in; the code is shown masked. */
export async function giftCardBalance(db: Database, input: string): Promise<GiftCardBalanceJson> {
  const card = await findActiveGiftCard(db, parseGiftCardCode(input));
  return { code: maskGiftCardCode(card.code), balance_cents: card.balance_cents, status: card.status };
}

/** A card applied to a cart, with its live balance (status included: it may be disabled since). */
export interface CartGiftCardRow {
  gift_card_id: number;
  code: string;
  status: GiftCardRow["status"];
  balance_cents: number;
}

/** The cards applied to a cart, in the order they were applied (they pay in that order). */
export async function cartGiftCardRows(db: Database, cartUuid: string): Promise<CartGiftCardRow[]> {
  return db
    .select({
      gift_card_id: giftCards.id,
      code: giftCards.code,
      status: giftCards.status,
      balance_cents: giftCards.balance_cents,
    })
    .from(cartGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, cartGiftCards.gift_card_id))
    .where(eq(cartGiftCards.cart_uuid, cartUuid))
    .orderBy(sql`${cartGiftCards}.rowid`);
}
