/** GET audit (decision 019): the audit log, newest first, filtered, each record in words (decision 074); permission audit.view. */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { AUDIT_FILTER_WORD, AUDIT_RECORDS_MAX } from "../../core/audited-records";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { dateParam } from "../lib/params";
import { pageQuery } from "../lib/user-input";
import { validate } from "../lib/validate";
import { listAudit } from "../services/audit";
import { inWordsAll } from "../services/audit-words";

const word = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(AUDIT_FILTER_WORD, "may hold letters, digits and . _ - @ + only");

/** `records`: "orders:12,registrations:40" — any of these records. */
const recordList = z
  .string()
  .max(AUDIT_RECORDS_MAX * 50, "is too long")
  .regex(/^[a-z-]{1,40}:[A-Za-z0-9._-]{1,40}(,[a-z-]{1,40}:[A-Za-z0-9._-]{1,40})*$/, "must list records as kind:id, separated by commas")
  .transform((value) => value.split(",").map((pair) => ({ resource: pair.slice(0, pair.indexOf(":")), resourceId: pair.slice(pair.indexOf(":") + 1) })))
  .refine((records) => records.length <= AUDIT_RECORDS_MAX, `may name at most ${AUDIT_RECORDS_MAX} records`);

const auditQuery = pageQuery.extend({
  resource: word(40).optional(),
  resource_id: word(40).optional(),
  records: recordList.optional(),
  actor: word(254).optional(),
  action: word(60).optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
});

/** A bare date as the start of that UTC day; an instant as given. */
const instant = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined);

export const auditRoutes = new Hono<ApiContext>().get(
  "/",
  requirePermission(PERMISSIONS.auditView),
  validate("query", auditQuery),
  async (c) => {
    const query = c.req.valid("query");
    const { records, total } = await listAudit(c.var.db, {
      resource: query.resource || undefined,
      resourceId: query.resource_id || undefined,
      records: query.records,
      actor: query.actor || undefined,
      action: query.action || undefined,
      from: instant(query.from),
      to: instant(query.to),
      limit: query.limit,
      offset: query.offset,
    });
    return c.json({ data: await inWordsAll(c.env.DB, records), meta: { count: records.length, total } });
  },
);
