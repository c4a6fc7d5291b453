/**
 * The Promotions and codes area of the back office (decision 025): staff create and edit the
 * rules the cart already applies (workers/core/promotions.ts), generate batches of codes, and see
 * the orders that used a promotion with the discount each was given. Each change is one D1 batch
 * with its audit record. Orders keep what they were given: the order row and its checkout's
 * totals are written at payment and nothing here touches them.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db";
import { schema } from "../db";
import { ApiError, fieldsRefused, notFound, type FieldErrors } from "../lib/errors";
import { contains, groupBy, inList } from "../lib/sql";
import { auditInsert } from "./audit";
import type { Caller } from "./users";

const { promotions, promotionClassTypes, codes, classTypes, cartPromotions, promotionRedemptions } = schema;

export const PROMOTION_STATUSES = ["active", "scheduled", "ended", "retired"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What staff give for a promotion (routes/promotion-admin.ts validates the shape). */
export interface PromotionInput {
  name: string;
  description: string;
  discount_type: "percent" | "fixed";
  /** percent: basis points (1500 = 15 %); fixed: cents. */
  discount_value: number;
  applies_to: "order" | "classes";
  class_type_ids: number[];
  gift_cards: boolean;
  minimum_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  active: boolean;
}

export type PromotionRow = typeof promotions.$inferSelect;


/**
 * Where a promotion stands at `now`: retired (switched off), scheduled (not started), ended (past
 * its end or every use taken), else active. The same rule as `statusCondition` below.
 */
export function promotionStatus(row: Pick<PromotionRow, "active" | "starts_at" | "ends_at" | "usage_limit" | "uses">, now: Date): PromotionStatus {
  if (!row.active) return "retired";
  const time = now.getTime();
  if (row.starts_at !== null && time < Date.parse(row.starts_at)) return "scheduled";
  if (row.ends_at !== null && time >= Date.parse(row.ends_at)) return "ended";
  if (row.usage_limit !== null && row.uses >= row.usage_limit) return "ended";
  return "active";
}

function statusCondition(status: PromotionStatus, now: string): SQL {
  const started = sql`(${promotions.starts_at} IS NULL OR julianday(${promotions.starts_at}) <= julianday(${now}))`;
  const over = sql`((${promotions.ends_at} IS NOT NULL AND julianday(${promotions.ends_at}) <= julianday(${now}))
    OR (${promotions.usage_limit} IS NOT NULL AND ${promotions.uses} >= ${promotions.usage_limit}))`;
  switch (status) {
    case "retired":
      return sql`${promotions.active} = 0`;
    case "scheduled":
      return sql`${promotions.active} = 1 AND NOT ${started}`;
    case "ended":
      return sql`${promotions.active} = 1 AND ${started} AND ${over}`;
    case "active":
      return sql`${promotions.active} = 1 AND ${started} AND NOT ${over}`;
  }
}

async function classTypesOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, Array<{ id: number; name: string }>>();
  const rows = await db
    .select({ promotion_id: promotionClassTypes.promotion_id, id: classTypes.id, name: classTypes.name })
    .from(promotionClassTypes)
    .innerJoin(classTypes, eq(classTypes.id, promotionClassTypes.class_type_id))
    .where(inList(promotionClassTypes.promotion_id, ids))
    .orderBy(asc(classTypes.name));
  return new Map([...groupBy(rows, (row) => row.promotion_id)].map(([id, list]) => [id, list.map(({ id: typeId, name }) => ({ id: typeId, name }))]));
}

async function codeCountsOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ promotion_id: codes.promotion_id, n: sql<number>`count(*)` })
    .from(codes)
    .where(inList(codes.promotion_id, ids))
    .groupBy(codes.promotion_id);
  return new Map(rows.map((row) => [row.promotion_id, row.n]));
}

/** Promotions as the console reads them. */
async function promotionsJson(db: Database, rows: PromotionRow[], now: Date) {
  const ids = rows.map((row) => row.id);
  const [types, counts] = await Promise.all([classTypesOf(db, ids), codeCountsOf(db, ids)]);
  return rows.map((row) => ({
    ...row,
    status: promotionStatus(row, now),
    class_types: types.get(row.id) ?? [],
    class_type_ids: (types.get(row.id) ?? []).map((type) => type.id).sort((a, b) => a - b),
    code_count: counts.get(row.id) ?? 0,
  }));
}

export type PromotionJson = Awaited<ReturnType<typeof promotionsJson>>[number];

export interface PromotionFilter {
  /** In the name or in one of its codes. */
  search?: string;
  status?: PromotionStatus;
  limit: number;
  offset: number;
}

/** GET promotions: newest first, with the total that matches. */
export async function listPromotions(db: Database, filter: PromotionFilter, now: Date) {
  const conditions: SQL[] = [];
  if (filter.search) {
    conditions.push(
      sql`(${contains(promotions.name, filter.search)} OR ${promotions.id} IN (SELECT promotion_id FROM codes WHERE ${contains(codes.code, filter.search)}))`,
    );
  }
  if (filter.status) conditions.push(statusCondition(filter.status, now.toISOString()));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(promotions).where(where).orderBy(desc(promotions.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: sql<number>`count(*)` }).from(promotions).where(where),
  ]);
  return { promotions: await promotionsJson(db, rows, now), total: count?.n ?? 0 };
}

/** GET promotions/{id}. */
export async function findPromotion(db: Database, id: number, now: Date): Promise<PromotionJson> {
  const rows = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  const [found] = await promotionsJson(db, rows, now);
  if (!found) throw notFound("Promotion");
  return found;
}

/** Rules that need more than one field, and the class types that must exist; else 400 per field. */
async function checkPromotion(db: Database, input: PromotionInput) {
  const fields: FieldErrors = {};
  const add = (field: string, message: string) => (fields[field] = [...(fields[field] ?? []), message]);
  if (input.discount_type === "percent" && input.discount_value > 10_000) add("discount_value", "must be at most 100%");
  if (input.applies_to === "classes" && input.class_type_ids.length === 0) add("class_type_ids", "choose at least one class type");
  if (input.applies_to === "classes" && input.gift_cards) add("gift_cards", "a promotion for some class types can't apply to gift cards");
  if (input.starts_at !== null && input.ends_at !== null && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) {
    add("ends_at", "must be after the start");
  }
  if (input.class_type_ids.length > 0) {
    const known = await db.select({ id: classTypes.id }).from(classTypes).where(inList(classTypes.id, input.class_type_ids));
    const unknown = input.class_type_ids.filter((id) => !known.some((row) => row.id === id));
    if (unknown.length > 0) add("class_type_ids", `names class types we do not have (${unknown.join(", ")})`);
  }
  if (Object.keys(fields).length > 0) throw fieldsRefused(fields);
}

/** Instants stored as toISOString() writes them, so they compare as text too. */
const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** PromotionInput's fields, each once, in the order the audit record keeps them. */
const PROMOTION_FIELDS = [
  "name",
  "description",
  "discount_type",
  "discount_value",
  "applies_to",
  "gift_cards",
  "minimum_cents",
  "starts_at",
  "ends_at",
  "usage_limit",
  "per_customer_limit",
  "active",
  "class_type_ids",
] as const satisfies ReadonlyArray<keyof PromotionInput>;
/** Fails to compile when PromotionInput gains a field the list above does not name. */
const _everyFieldListed: Record<Exclude<keyof PromotionInput, (typeof PROMOTION_FIELDS)[number]>, never> = {};

/** The promotion as staff write it, from an input or a promotion read back: what the audit record keeps. */
function snapshotOf(promotion: PromotionInput): PromotionInput {
  return Object.fromEntries(PROMOTION_FIELDS.map((field) => [field, promotion[field]])) as unknown as PromotionInput;
}

/** Its row's columns: the class types are rows of their own (a promotion for every class keeps none). */
function columnsOf(input: PromotionInput) {
  const { class_type_ids: _classTypeIds, ...columns } = snapshotOf(input);
  return { ...columns, starts_at: instant(input.starts_at), ends_at: instant(input.ends_at) };
}

const classTypeIdsOf = (input: PromotionInput) => (input.applies_to === "classes" ? [...new Set(input.class_type_ids)].sort((a, b) => a - b) : []);

function classTypeStatements(db: Database, promotionId: SQL, ids: number[]): Array<BatchItem<"sqlite">> {
  return [
    db.delete(promotionClassTypes).where(sql`${promotionClassTypes.promotion_id} = ${promotionId}`),
    ...(ids.length === 0
      ? []
      : [db.insert(promotionClassTypes).select(sql`SELECT ${promotionId}, value FROM json_each(${JSON.stringify(ids)})`)]),
  ];
}

/** POST promotions: answers the new promotion's id. */
export async function createPromotion(db: Database, actor: Caller, input: PromotionInput): Promise<number> {
  await checkPromotion(db, input);
  const columns = columnsOf(input);
  const typeIds = classTypeIdsOf(input);
  // The new row is the newest one: the statements after the insert find it by last_insert_rowid()
  // of the insert, read before anything else inserts (class types, then the audit record).
  const [created] = await db.batch([
    db.insert(promotions).values(columns).returning({ id: promotions.id }),
    ...(typeIds.length === 0
      ? []
      : [db.insert(promotionClassTypes).select(sql`SELECT (SELECT max(id) FROM promotions), value FROM json_each(${JSON.stringify(typeIds)})`)]),
    auditInsert(db, {
      actor,
      action: "promotions.create",
      resource: "promotions",
      resourceId: sql`(SELECT cast(max(id) AS text) FROM promotions)`,
      before: null,
      after: { ...columns, class_type_ids: typeIds },
    }),
  ]);
  const id = created[0]?.id;
  if (id === undefined) throw new Error("The promotion was not created");
  return id;
}

/** The fields a PUT may leave out keep their value. */
export type PromotionPatch = Partial<PromotionInput>;

/**
 * PUT promotions/{id}: the fields given (the others kept). Orders already paid keep their
 * discount: they never read the promotion again. Retire with `active: false`.
 */
export async function updatePromotion(db: Database, actor: Caller, id: number, patch: PromotionPatch, now: Date) {
  const existing = await findPromotion(db, id, now);
  const before = snapshotOf(existing);
  const input: PromotionInput = { ...before, ...patch };
  await checkPromotion(db, input);
  const columns = columnsOf(input);
  const typeIds = classTypeIdsOf(input);
  const action = patch.active === false && existing.active ? "promotions.retire" : "promotions.update";
  await db.batch([
    db.update(promotions).set(columns).where(eq(promotions.id, id)),
    ...classTypeStatements(db, sql`${id}`, typeIds),
    auditInsert(db, { actor, action, resource: "promotions", resourceId: id, before, after: { ...columns, class_type_ids: typeIds } }),
  ]);
}

/**
 * DELETE promotions/{id}: only a promotion nobody used (no redemption held, redeemed or released,
 * no use counted); a used one is retired instead (409 IN_USE). Its codes go too, and out of the
 * open carts that held them.
 */
export async function deletePromotion(db: Database, actor: Caller, id: number, now: Date) {
  const existing = await findPromotion(db, id, now);
  const [used] = await db.select({ n: sql<number>`count(*)` }).from(promotionRedemptions).where(eq(promotionRedemptions.promotion_id, id));
  if ((used?.n ?? 0) > 0 || existing.uses > 0) {
    throw new ApiError(409, "IN_USE", "This promotion has been used, so it can't be deleted. Retire it instead.");
  }
  const codesOf = sql`(SELECT id FROM codes WHERE promotion_id = ${id})`;
  await db.batch([
    db.delete(cartPromotions).where(sql`${cartPromotions.code_id} IN ${codesOf}`),
    db.delete(codes).where(eq(codes.promotion_id, id)),
    db.delete(promotionClassTypes).where(eq(promotionClassTypes.promotion_id, id)),
    db.delete(promotions).where(eq(promotions.id, id)),
    auditInsert(db, { actor, action: "promotions.delete", resource: "promotions", resourceId: id, before: snapshotOf(existing), after: null }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Orders that used a promotion
// ---------------------------------------------------------------------------------------------

export interface PromotionOrderJson {
  order_id: number;
  number: string;
  kind: "cart" | "gift_card";
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  code: string;
  /** What this promotion took off, from the checkout's totals as they were paid. */
  discount_cents: number;
  total_cents: number;
  created_at: string;
}

/** GET promotions/{id}/orders: paid orders that redeemed the promotion, newest first. */
export async function promotionOrders(d1: D1Database, db: Database, promotionId: number, page: { limit: number; offset: number }, now: Date) {
  await findPromotion(db, promotionId, now);
  const from = `FROM promotion_redemptions r JOIN orders o ON o.id = r.order_id JOIN codes k ON k.id = r.code_id
                WHERE r.promotion_id = ?1 AND r.status = 'redeemed'`;
  const [rows, count] = await Promise.all([
    d1
      .prepare(
        `SELECT o.id AS order_id, o.number, o.kind, o.email, o.first_name, o.last_name, o.status, k.code, o.total_cents, o.created_at,
           coalesce((SELECT sum(json_extract(p.value, '$.discount_cents')) FROM checkouts c, json_each(c.totals, '$.promotions') p
                     WHERE c.id = o.checkout_id AND json_extract(p.value, '$.promotion_id') = r.promotion_id), 0) AS discount_cents
         ${from} ORDER BY o.id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(promotionId, page.limit, page.offset)
      .all<PromotionOrderJson>(),
    d1.prepare(`SELECT count(*) AS n ${from}`).bind(promotionId).first<{ n: number }>(),
  ]);
  return { orders: rows.results, total: count?.n ?? 0 };
}
