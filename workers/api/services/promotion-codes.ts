/**
 * A promotion's codes (decision 025): listed, found, made in batches of unique random codes or
 * one named code, switched off or on, and deleted while unused; each change audited.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { normalizePromotionCode } from "../../core/promotions";
import type { Database } from "../db";
import { schema } from "../db";
import { ApiError, fieldsRefused, notFound } from "../lib/errors";
import { contains, inList } from "../lib/sql";
import { auditInsert } from "./audit";
import type { Caller } from "./users";
import { findPromotion } from "./promotion-admin";

const { codes, cartPromotions, promotionRedemptions } = schema;


type CodeRow = typeof codes.$inferSelect;

const codeJson = (row: CodeRow) => ({
  id: row.id,
  promotion_id: row.promotion_id,
  code: row.code,
  usage_limit: row.usage_limit,
  uses: row.uses,
  active: row.active,
  created_at: row.created_at,
});

export type CodeJson = ReturnType<typeof codeJson>;

export interface CodeFilter {
  search?: string;
  limit: number;
  offset: number;
}

/** GET promotions/{id}/codes: oldest first (a batch in the order it was made). */
export async function listCodes(db: Database, promotionId: number, filter: CodeFilter, now: Date) {
  await findPromotion(db, promotionId, now);
  const where = and(eq(codes.promotion_id, promotionId), filter.search ? contains(codes.code, filter.search) : undefined);
  const [rows, [count]] = await Promise.all([
    db.select().from(codes).where(where).orderBy(asc(codes.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: sql<number>`count(*)` }).from(codes).where(where),
  ]);
  return { codes: rows.map(codeJson), total: count?.n ?? 0 };
}

/** GET codes/{id}. */
export async function findCode(db: Database, id: number): Promise<CodeJson> {
  const [row] = await db.select().from(codes).where(eq(codes.id, id)).limit(1);
  if (!row) throw notFound("Code");
  return codeJson(row);
}

/** One code typed by staff, or a batch made here. */
export type NewCodes =
  | { code: string; usage_limit: number | null }
  | { count: number; prefix: string; usage_limit: number | null };

/** Letters and digits nobody misreads on a flyer: no 0/O, 1/I/L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_RANDOM_LENGTH = 8;
/** How many codes one call makes: one statement binds them as one JSON parameter. */
export const MAX_CODE_BATCH = 1000;

/** A code of `prefix-` and random letters, from a uniform pick of CODE_ALPHABET (rejection sampling). */
export function randomCode(prefix: string): string {
  const chars: string[] = [];
  const limit = 256 - (256 % CODE_ALPHABET.length);
  while (chars.length < CODE_RANDOM_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CODE_RANDOM_LENGTH * 2))) {
      if (byte < limit && chars.length < CODE_RANDOM_LENGTH) chars.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]!);
    }
  }
  return prefix ? `${prefix}-${chars.join("")}` : chars.join("");
}

async function takenCodes(db: Database, candidates: string[]): Promise<Set<string>> {
  const rows = await db.select({ code: codes.code }).from(codes).where(inList(codes.code, candidates));
  return new Set(rows.map((row) => row.code));
}

const isUniqueFailure = (error: unknown) => {
  const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
  return /UNIQUE constraint failed: codes\.code/i.test(text);
};

/**
 * POST promotions/{id}/codes: one named code (400 when another promotion or this one has it), or
 * `count` random codes unique across every code, inserted by one statement with the audit record.
 * A random code taken between the check and the batch fails the batch (nothing stored): it is
 * made again, up to three times.
 */
export async function createCodes(db: Database, actor: Caller, promotionId: number, request: NewCodes, now: Date): Promise<CodeJson[]> {
  await findPromotion(db, promotionId, now);
  for (let attempt = 1; ; attempt += 1) {
    let wanted: string[];
    if ("code" in request) {
      const code = normalizePromotionCode(request.code);
      if (code === null) throw fieldsRefused({ code: ["must be 3 to 32 letters, digits, - or _"] });
      if ((await takenCodes(db, [code])).size > 0) throw fieldsRefused({ code: ["is already used by a promotion"] });
      wanted = [code];
    } else {
      const fresh = new Set<string>();
      while (fresh.size < request.count) {
        const candidates = Array.from({ length: request.count - fresh.size }, () => randomCode(request.prefix));
        const taken = await takenCodes(db, candidates);
        for (const code of candidates) if (!taken.has(code)) fresh.add(code);
      }
      wanted = [...fresh];
    }
    const list = JSON.stringify(wanted);
    try {
      await db.batch([
        db.insert(codes).select(sql`SELECT NULL, ${promotionId}, value, ${request.usage_limit}, 0, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                                    FROM json_each(${list}) ORDER BY key`),
        auditInsert(db, {
          actor,
          action: "codes.create",
          resource: "promotions",
          resourceId: promotionId,
          before: null,
          after: { count: wanted.length, usage_limit: request.usage_limit, codes: wanted },
        }),
      ]);
    } catch (error) {
      if (!isUniqueFailure(error)) throw error;
      if ("code" in request) throw fieldsRefused({ code: ["is already used by a promotion"] });
      if (attempt >= 3) throw new ApiError(409, "CONFLICT", "Codes could not be made unique; try again.");
      continue;
    }
    const rows = await db.select().from(codes).where(and(eq(codes.promotion_id, promotionId), inList(codes.code, wanted))).orderBy(asc(codes.id));
    return rows.map(codeJson);
  }
}

/** PUT codes/{id}: its own limit and whether it works (a promotion's limits still apply). */
export async function updateCode(db: Database, actor: Caller, id: number, patch: { usage_limit?: number | null; active?: boolean }) {
  const existing = await findCode(db, id);
  const after = { usage_limit: patch.usage_limit === undefined ? existing.usage_limit : patch.usage_limit, active: patch.active ?? existing.active };
  await db.batch([
    db.update(codes).set(after).where(eq(codes.id, id)),
    auditInsert(db, {
      actor,
      action: "codes.update",
      resource: "promotions",
      resourceId: existing.promotion_id,
      before: { code: existing.code, usage_limit: existing.usage_limit, active: existing.active },
      after: { code: existing.code, ...after },
    }),
  ]);
}

/** DELETE codes/{id}: only a code never used (else 409 IN_USE: switch it off); open carts drop it. */
export async function deleteCode(db: Database, actor: Caller, id: number) {
  const existing = await findCode(db, id);
  const [used] = await db.select({ n: sql<number>`count(*)` }).from(promotionRedemptions).where(eq(promotionRedemptions.code_id, id));
  if ((used?.n ?? 0) > 0 || existing.uses > 0) {
    throw new ApiError(409, "IN_USE", "This code has been used, so it can't be deleted. Switch it off instead.");
  }
  await db.batch([
    db.delete(cartPromotions).where(eq(cartPromotions.code_id, id)),
    db.delete(codes).where(eq(codes.id, id)),
    auditInsert(db, {
      actor,
      action: "codes.delete",
      resource: "promotions",
      resourceId: existing.promotion_id,
      before: { code: existing.code, usage_limit: existing.usage_limit, active: existing.active },
      after: null,
    }),
  ]);
}
