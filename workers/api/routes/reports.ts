/**
 * GET reports/… (spec §7; decision 029): the console's read-only reports, permission
 * reports.view. Dates are shop calendar dates (YYYY-MM-DD, America/Denver), inclusive; a range
 * is at most 366 days, so every report is bounded.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { validate } from "../lib/validate";
import { addDays, daysBetween, deliveryAddresses, giftCardBalancesAsOf, giftCardTrend, managementPayroll, shopToday } from "../services/reports";

export const MAX_REPORT_DAYS = 366;

const day = z
  .string({ error: "must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const parsed = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && value >= "2000-01-01" && value <= "2100-12-31";
  }, "is not a real date");

/** `from` no later than `to`, at most MAX_REPORT_DAYS apart. */
function range<Shape extends z.ZodRawShape>(shape: Shape, start: string, end: string) {
  return z.object(shape).superRefine((value, context) => {
    const first = (value as Record<string, unknown>)[start];
    const last = (value as Record<string, unknown>)[end];
    if (typeof first !== "string" || typeof last !== "string") return;
    if (first > last) context.addIssue({ code: "custom", path: [start], message: `must be on or before ${end.replace("_", " ")}` });
    else if (daysBetween(first, last) >= MAX_REPORT_DAYS) {
      context.addIssue({ code: "custom", path: [start], message: `must be at most ${MAX_REPORT_DAYS} days before ${end.replace("_", " ")}` });
    }
  });
}

const periodQuery = range({ from: day.optional(), to: day.optional() }, "from", "to");
const balanceQuery = range({ from: day.optional(), as_of: day.optional() }, "from", "as_of");

/** Missing dates: `to` defaults to today (or `from` + span), `from` to `to` − span. */
function period(query: { from?: string; to?: string }, span: number) {
  const to = query.to ?? (query.from ? addDays(query.from, span) : shopToday());
  const from = query.from ?? addDays(to, -span);
  return { from, to };
}

export const reportsRoutes = new Hono<ApiContext>()
  // Default: the coming week, today first.
  .get("/classes/deliveryAddresses", requirePermission(PERMISSIONS.reportsView), validate("query", periodQuery), async (c) => {
    const query = c.req.valid("query");
    const from = query.from ?? (query.to ? addDays(query.to, -6) : shopToday());
    const to = query.to ?? addDays(from, 6);
    return c.json(await deliveryAddresses(c.var.db, from, to));
  })
  // Default: as of today, the trend over the year before.
  .get("/gift-cards/outstandingBalance", requirePermission(PERMISSIONS.reportsView), validate("query", balanceQuery), async (c) => {
    const query = c.req.valid("query");
    const { from, to: asOf } = period({ from: query.from, to: query.as_of }, 364);
    const db = c.var.db;
    const [balances, trend] = await Promise.all([giftCardBalancesAsOf(db, asOf), giftCardTrend(db, from, asOf)]);
    return c.json({ ...balances, from, trend });
  })
  // Default: the twelve weeks up to today.
  .get("/managementPayroll", requirePermission(PERMISSIONS.reportsView), validate("query", periodQuery), async (c) => {
    const { from, to } = period(c.req.valid("query"), 83);
    return c.json(await managementPayroll(c.var.db, from, to));
  });
