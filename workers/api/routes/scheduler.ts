/**
 * The scheduler (decision 062). GET scheduler/jobs: every job with its latest runs, for the
 * console (audit.view). POST scheduler/run: one run of every job now — only in development and
 * tests, where `wrangler dev` fires no cron and the local stack ticks the scheduler through the
 * web worker's /__dev/scheduler (which passes on `?job=&at=`: one job as of a given time, for the
 * end-to-end tests); production answers 404 (its cron runs the jobs).
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { developmentOnly } from "../lib/development-only";
import { validate } from "../lib/validate";
import { JOBS, listJobs, runJobs } from "../services/scheduler";

export const schedulerRoutes = new Hono<ApiContext>()
  .get("/jobs", requirePermission(PERMISSIONS.auditView), async (c) => c.json({ data: await listJobs(c.var.db) }))
  // `?job=<name>&at=<instant>` (tests): that one job as of that time, e.g. the day after a class.
  .post(
    "/run",
    developmentOnly,
    validate(
      "query",
      z.object({
        job: z.enum(JOBS.map((job) => job.name) as [string, ...string[]], { error: "is not a job" }).optional(),
        at: z.iso.datetime({ error: "must be an ISO-8601 UTC instant" }).optional(),
      }),
    ),
    async (c) => {
      const { job, at } = c.req.valid("query");
      const jobs = job ? JOBS.filter((candidate) => candidate.name === job) : JOBS;
      return c.json({ data: await runJobs(c.var.db, c.env, at ? new Date(at) : new Date(), jobs) });
    },
  );
