/**
 * The audit log (decision 019): every staff change writes who, when, what, and the record before
 * and after, in the same D1 batch as the change, so a change without its record cannot exist.
 */
import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db";
import { schema } from "../db";
import type { Caller } from "./users";
import type { AuditedRecord } from "../../core/audited-records";

const { auditLog } = schema;

/** Who made a change: a signed-in caller, or the shop's own scheduler (no account). */
export type Actor = Pick<Caller, "id" | "user"> | typeof SCHEDULER_ACTOR;

/** The scheduler's jobs (decision 062) act as nobody: their records name this address and no account. */
export const SCHEDULER_ACTOR = { id: null, user: { email: "scheduler" } } as const;

export interface AuditEntry {
  actor: Actor;
  /** `<resource>.<verb>`, e.g. classes.publish. */
  action: string;
  resource: AuditedRecord;
  resourceId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * The record of a create whose id is not known before the batch runs: `resourceId` is an SQL
 * expression that finds the new row (by a unique column, or `last_insert_rowid()`).
 */
export interface CreateAuditEntry extends Omit<AuditEntry, "resourceId"> {
  resourceId: SQL;
}

/**
 * The insert to put in the change's batch. Never `await` it (nor return it from an async
 * function): a drizzle query is a thenable and would run on its own, outside the batch.
 */
export function auditInsert(db: Database, entry: AuditEntry | CreateAuditEntry): BatchItem<"sqlite"> {
  return db.insert(auditLog).values({
    actor_id: entry.actor.id,
    actor_email: entry.actor.user.email,
    action: entry.action,
    resource: entry.resource,
    resource_id: typeof entry.resourceId === "object" ? entry.resourceId : String(entry.resourceId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * `auditInsert` for a conditional change: written only when the statement just before it in the
 * batch changed a row (`changes() = 1`), so the loser of a race leaves no record. The same caveat:
 * never `await` it outside the batch.
 */
export function auditInsertIfChanged(db: Database, entry: AuditEntry): BatchItem<"sqlite"> {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  // INSERT … SELECT names every column of audit_log in its order (id null: the next one).
  return db.insert(auditLog).select(sql`
    SELECT NULL, ${entry.actor.id}, ${entry.actor.user.email}, ${entry.action}, ${entry.resource}, ${String(entry.resourceId)},
      ${json(entry.before)}, ${json(entry.after)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE changes() = 1`);
}

/**
 * The same record as a D1 statement, for the services that write raw conditional SQL in one
 * `d1.batch()` (refunds, fulfilment). `onlyIf` is an SQL condition (e.g. `changes() = 1` of the
 * statement before): the record is written only when the change it describes happened.
 */
export function auditStatement(d1: D1Database, entry: AuditEntry, onlyIf = "1"): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO audit_log (actor_id, actor_email, action, resource, resource_id, before, after)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${onlyIf}`,
    )
    .bind(
      entry.actor.id,
      entry.actor.user.email,
      entry.action,
      entry.resource,
      String(entry.resourceId),
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    );
}

export interface AuditFilter {
  resource?: string;
  resourceId?: string;
  /** Any of these records (an order and its registrations): one read for a record's whole history. */
  records?: readonly { resource: string; resourceId: string }[];
  actor?: string;
  action?: string;
  /** Instants (inclusive from, exclusive to). */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export type AuditRecord = typeof auditLog.$inferSelect;

/** Newest first, with the number of matching records. */
export async function listAudit(db: Database, filter: AuditFilter): Promise<{ records: AuditRecord[]; total: number }> {
  const where: SQL[] = [];
  if (filter.resource) where.push(eq(auditLog.resource, filter.resource));
  if (filter.resourceId) where.push(eq(auditLog.resource_id, filter.resourceId));
  if (filter.records?.length) {
    where.push(or(...filter.records.map((record) => and(eq(auditLog.resource, record.resource), eq(auditLog.resource_id, record.resourceId))))!);
  }
  if (filter.actor) where.push(eq(auditLog.actor_email, filter.actor.toLowerCase()));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.created_at, filter.from));
  if (filter.to) where.push(lt(auditLog.created_at, filter.to));
  const condition = where.length ? and(...where) : undefined;
  const [records, [count]] = await Promise.all([
    db.select().from(auditLog).where(condition).orderBy(desc(auditLog.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: sql<number>`count(*)` }).from(auditLog).where(condition),
  ]);
  return { records, total: count?.total ?? 0 };
}
