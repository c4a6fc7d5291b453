/**
 * Orders for staff (spec §7 GET orders, GET/PUT orders/{id}, GET orderStatuses): the list with
 * filters and paging, and changes to the order's contact details and notes, audited in the
 * change's batch (decision 019).
 */
import { ApiError } from "../lib/errors";
import { containsRaw } from "../lib/sql";
import { auditStatement } from "./audit";
import type { Caller } from "./users";

export const ORDER_STATUSES = [
  { key: "paid", name: "Paid" },
  { key: "partially_refunded", name: "Partially refunded" },
  { key: "refunded", name: "Refunded" },
  { key: "canceled", name: "Canceled" },
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number]["key"];
export const ORDER_STATUS_KEYS = ORDER_STATUSES.map((status) => status.key) as [OrderStatus, ...OrderStatus[]];

export interface OrderListFilter {
  /** E-mail, name or order number, in part. */
  search?: string;
  status?: OrderStatus;
  /** A promotion code the order redeemed (exact, any case). */
  promotionCode?: string;
  /** Instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export interface OrderListRow {
  id: number;
  number: string;
  kind: string;
  status: OrderStatus;
  email: string;
  first_name: string;
  last_name: string;
  total_cents: number;
  amount_paid_cents: number;
  gift_card_cents: number;
  refunded_cents: number;
  created_at: string;
}

export async function listOrders(d1: D1Database, filter: OrderListFilter): Promise<{ orders: OrderListRow[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  /** A condition whose `?` are the next positional parameters. */
  const add = (condition: string, ...bound: unknown[]) => {
    let next = 0;
    where.push(
      condition.replace(/\?/g, () => {
        values.push(bound[next++]);
        return `?${values.length}`;
      }),
    );
  };
  if (filter.search) {
    const needle = filter.search.trim().toLowerCase();
    add(`(${containsRaw("email", "?")} OR ${containsRaw("first_name || ' ' || last_name", "?")} OR ${containsRaw("number", "?")})`, needle, needle, needle);
  }
  if (filter.status) add("status = ?", filter.status);
  if (filter.promotionCode) {
    add(
      `id IN (SELECT p.order_id FROM promotion_redemptions p JOIN codes k ON k.id = p.code_id WHERE k.code = ? AND p.status = 'redeemed')`,
      filter.promotionCode.toUpperCase(),
    );
  }
  if (filter.from) add("created_at >= ?", filter.from);
  if (filter.to) add("created_at < ?", filter.to);
  const condition = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const [rows, count] = await Promise.all([
    d1
      .prepare(
        `SELECT id, number, kind, status, email, first_name, last_name, total_cents, amount_paid_cents, gift_card_cents, refunded_cents, created_at
         FROM orders ${condition} ORDER BY id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      )
      .bind(...values)
      .all<OrderListRow>(),
    d1.prepare(`SELECT count(*) AS total FROM orders ${condition}`).bind(...values).first<{ total: number }>(),
  ]);
  return { orders: rows.results, total: count?.total ?? 0 };
}

export interface OrderChanges {
  notes?: string;
  email?: string;
  phone?: string;
  first_name?: string;
  last_name?: string;
}

/** PUT orders/{id}: the fields sent change, in one batch with the audit record. */
export async function updateOrder(d1: D1Database, actor: Caller, id: number, changes: OrderChanges): Promise<void> {
  const before = await d1
    .prepare("SELECT notes, email, phone, first_name, last_name FROM orders WHERE id = ?1")
    .bind(id)
    .first<Required<OrderChanges>>();
  if (!before) throw new ApiError(404, "NOT_FOUND", "Order was not found");
  const after: Required<OrderChanges> = { ...before, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
  await d1.batch([
    d1
      .prepare("UPDATE orders SET notes = ?2, email = ?3, phone = ?4, first_name = ?5, last_name = ?6 WHERE id = ?1")
      .bind(id, after.notes, after.email, after.phone, after.first_name, after.last_name),
    auditStatement(d1, { actor, action: "orders.update", resource: "orders", resourceId: id, before, after }),
  ]);
}
