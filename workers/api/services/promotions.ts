/**
 * Promotions and codes as data: the rules of a code (workers/core/promotions.ts decides), the
 * codes applied to a cart, a customer's uses, and the discount a code gives on a gift-card
 * purchase (POST giftcards/apply-promotion). Decisions 009 and 011.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  checkPromotion,
  promotionFailureMessage,
  type PromotionFailure,
  type PromotionRules,
} from "../../core/promotions";
import { computeTotals, type TotalsPromotion } from "../../core/totals";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { groupBy } from "../lib/sql";

const { promotions, codes, promotionClassTypes, promotionRedemptions, cartPromotions, users } = schema;

export type PromotionRow = typeof promotions.$inferSelect;

/** A code with its promotion and the rules checkPromotion reads. */
export interface CodeWithRules {
  code_id: number;
  code: string;
  promotion: PromotionRow;
  rules: PromotionRules;
}

interface CodeJoinRow {
  code_id: number;
  code: string;
  code_active: boolean;
  code_usage_limit: number | null;
  code_uses: number;
  promotion: PromotionRow;
}

function selectCodes(db: Database) {
  return db
    .select({
      code_id: codes.id,
      code: codes.code,
      code_active: codes.active,
      code_usage_limit: codes.usage_limit,
      code_uses: codes.uses,
      promotion: promotions,
    })
    .from(codes)
    .innerJoin(promotions, eq(promotions.id, codes.promotion_id));
}

/** Class types of each promotion (for `applies_to = classes`). */
async function classTypesOf(db: Database, promotionIds: number[]): Promise<Map<number, number[]>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(promotionClassTypes)
    .where(inArray(promotionClassTypes.promotion_id, promotionIds))
    .orderBy(asc(promotionClassTypes.class_type_id));
  return new Map([...groupBy(rows, (row) => row.promotion_id)].map(([id, list]) => [id, list.map((row) => row.class_type_id)]));
}

/**
 * How often this customer has used each promotion: redemptions held or redeemed (a released
 * one gave its use back). Without a customer (an anonymous cart) nothing is counted: the
 * checkout counts again by the e-mail it is given, with one conditional INSERT (decision 009).
 */
async function customerUsesOf(
  db: Database,
  promotionIds: number[],
  customerKey: string | null,
): Promise<Map<number, number>> {
  if (customerKey === null || promotionIds.length === 0) return new Map();
  const rows = await db
    .select({ promotion_id: promotionRedemptions.promotion_id, uses: sql<number>`count(*)` })
    .from(promotionRedemptions)
    .where(
      and(
        inArray(promotionRedemptions.promotion_id, promotionIds),
        eq(promotionRedemptions.customer_key, customerKey),
        ne(promotionRedemptions.status, "released"),
      ),
    )
    .groupBy(promotionRedemptions.promotion_id);
  return new Map(rows.map((row) => [row.promotion_id, row.uses]));
}

async function withRules(db: Database, rows: CodeJoinRow[], customerKey: string | null): Promise<CodeWithRules[]> {
  const promotionIds = [...new Set(rows.map((row) => row.promotion.id))];
  const [types, customerUses] = await Promise.all([
    classTypesOf(db, promotionIds),
    customerUsesOf(db, promotionIds, customerKey),
  ]);
  return rows.map((row) => ({
    code_id: row.code_id,
    code: row.code,
    promotion: row.promotion,
    rules: {
      promotion_id: row.promotion.id,
      active: row.promotion.active,
      code_active: row.code_active,
      starts_at: row.promotion.starts_at,
      ends_at: row.promotion.ends_at,
      usage_limit: row.promotion.usage_limit,
      uses: row.promotion.uses,
      code_usage_limit: row.code_usage_limit,
      code_uses: row.code_uses,
      per_customer_limit: row.promotion.per_customer_limit,
      customer_uses: customerUses.get(row.promotion.id) ?? 0,
      minimum_cents: row.promotion.minimum_cents,
      applies_to: row.promotion.applies_to,
      class_type_ids: types.get(row.promotion.id) ?? [],
    },
  }));
}

/** The rules of a code (already normalised: upper case), or null when there is no such code. */
export async function findCodeRules(
  db: Database,
  code: string,
  customerKey: string | null,
): Promise<CodeWithRules | null> {
  const rows = await selectCodes(db).where(eq(codes.code, code)).limit(1);
  const [found] = await withRules(db, rows, customerKey);
  return found ?? null;
}

/** The codes applied to a cart, in the order they were applied (decision 009 applies them so). */
export async function cartCodeRules(db: Database, cartUuid: string, customerKey: string | null): Promise<CodeWithRules[]> {
  const rows = await selectCodes(db)
    .innerJoin(cartPromotions, eq(cartPromotions.code_id, codes.id))
    .where(eq(cartPromotions.cart_uuid, cartUuid))
    .orderBy(sql`${cartPromotions}.rowid`);
  return withRules(db, rows, customerKey);
}

/** The e-mail per-customer limits count by (decision 009: lower case); null when anonymous. */
export async function customerKeyOf(db: Database, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? user.email.toLowerCase() : null;
}

/** A code as computeTotals reads it. */
export function totalsPromotion(code: CodeWithRules): TotalsPromotion {
  return {
    code: code.code,
    code_id: code.code_id,
    promotion_id: code.promotion.id,
    discount_type: code.promotion.discount_type,
    discount_value: code.promotion.discount_value,
    applies_to: code.promotion.applies_to,
    class_type_ids: code.rules.class_type_ids,
    minimum_cents: code.rules.minimum_cents,
  };
}

/**
 * A failed code as an answer: `unknown` is a 400 on the `code` field (the input names
 * nothing), every other reason a 409 whose `error.code` is the reason in upper case.
 */
export function promotionError(failure: PromotionFailure, rules: PromotionRules | null): ApiError {
  const message = promotionFailureMessage(failure, rules);
  if (failure === "unknown") return new ApiError(400, "UNKNOWN", message, { code: [message] });
  return new ApiError(409, failure.toUpperCase(), message);
}

/**
 * Spec §7 POST giftcards/apply-promotion: what a code takes off a gift card of `amountCents`.
 * Only promotions marked for gift cards apply. A gift card has no class type, so it is priced
 * as one line of no class type (id 0): an `order` promotion applies to it (its minimum compared
 * with the amount), a `classes` one never does. Gift cards carry no sales tax.
 */
export async function giftCardPromotionQuote(db: Database, code: string, amountCents: number, now: Date) {
  const found = await findCodeRules(db, code, null);
  if (found && !found.promotion.gift_cards) {
    throw new ApiError(409, "NOT_FOR_GIFT_CARDS", "This code can't be used on gift cards.");
  }
  const line = { class_id: 0, class_type_id: 0, price_cents: amountCents, tax_rate_bps: 0 };
  const failure = checkPromotion(found?.rules ?? null, { now, lines: [line], applied_promotion_ids: [] });
  if (failure !== null || !found) throw promotionError(failure ?? "unknown", found?.rules ?? null);
  const totals = computeTotals({ lines: [line], promotions: [totalsPromotion(found)], donation_cents: 0, gift_cards: [] });
  return {
    code: found.code,
    amount_cents: amountCents,
    discount_cents: totals.discount_cents,
    amount_due_cents: totals.total_cents,
    promotion: { id: found.promotion.id, name: found.promotion.name, description: found.promotion.description },
  };
}

export type GiftCardPromotionQuote = Awaited<ReturnType<typeof giftCardPromotionQuote>>;
