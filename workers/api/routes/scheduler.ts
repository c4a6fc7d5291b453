/**
 * The scheduler (decision 062). GET scheduler/jobs: every job with its latest runs, for the
 * console (audit.view). POST scheduler/run: one run of every job now — only in development and
 * tests, where `wrangler dev` fires no cron and the local stack ticks the scheduler through the
 * web worker's /__dev/scheduler; production answers 404 (its cron runs the jobs).
 */
import { Hono } from "hono";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { developmentOnly } from "../lib/development-only";
import { listJobs, runJobs } from "../services/scheduler";

export const schedulerRoutes = new Hono<ApiContext>()
  .get("/jobs", requirePermission(PERMISSIONS.auditView), async (c) => c.json({ data: await listJobs(c.var.db) }))
  .post("/run", developmentOnly, async (c) => c.json({ data: await runJobs(c.var.db, c.env, new Date()) }));
