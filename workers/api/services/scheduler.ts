/**
 * The scheduler (issue 28 part 1, decision 062): the api's cron runs every job in turn. Each run
 * of a job is claimed by inserting its `running` row in one statement that checks no other run
 * of that job is still going, so two overlapping cron invocations never run a job twice at once;
 * each job is bounded per run (a run over a large shop leaves `more` and the next run goes on)
 * and idempotent by its own statements, so a run repeated after a crash does nothing twice. A
 * job that throws is recorded failed with its error, and the other jobs still run.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { type Database, schema } from "../db";
import type { ApiEnv } from "../env";
import { sendClassReminders } from "./class-reminders";
import { sendDatedGiftCards } from "./dated-gift-cards";
import { sweepEmails } from "./email-delivery";
import { decideClasses } from "./go-no-go";
import { sweepExpiredCheckouts } from "./holds";
import { requestReviews } from "./reviews";

const { jobRuns } = schema;

/** What one run of a job did. */
export interface JobResult {
  items: number;
  /** The run stopped at its bound with work left. */
  more: boolean;
}

export interface Job {
  /** Its name in the record, e.g. "release-expired-checkouts". */
  name: string;
  /** What it does, in the console's words. */
  title: string;
  run(db: Database, env: ApiEnv, now: Date): Promise<JobResult>;
}

/** A run still `running` after this long died with its Worker: it is closed as failed and the job may run again. */
export const RUN_LEASE_MS = 10 * 60_000;
/** Runs are kept this long for the console, then deleted (a few at a time, by each run). */
const KEEP_RUNS_MS = 30 * 24 * 60 * 60_000;
const PRUNE_PER_RUN = 200;

/** Checkouts released per run (each is a few statements). */
const CHECKOUTS_PER_RUN = 50;
/**
 * Registrations reminded, and dated gift cards sent, per run: each is two statements of the
 * run's one batch, and a cron invocation may make 1,000 D1 queries in all (decision 063).
 */
const REMINDERS_PER_RUN = 100;
const GIFT_CARDS_PER_RUN = 100;
/** Unsent e-mails put back on the queue per run. */
const EMAILS_PER_RUN = 500;
/**
 * Classes decided per run (decision 065): an `off` one refunds each of its paid seats through the
 * gateway (a few queries and one call each), so few a run keep it inside a cron's subrequests.
 */
const DECISIONS_PER_RUN = 5;
/** Review requests written per run (each is two statements of one batch). */
const REVIEW_REQUESTS_PER_RUN = 100;

const bounded = (items: number, limit: number): JobResult => ({ items, more: items >= limit });

/** The shop's jobs, in the order a cron run takes them. */
export const JOBS: readonly Job[] = [
  {
    name: "release-expired-checkouts",
    title: "Give back the seats, gift cards and codes of checkouts not paid within 15 minutes, and pass on waitlist offers not claimed in time",
    run: async (db, env, now) => bounded(await sweepExpiredCheckouts(db, now, env, CHECKOUTS_PER_RUN), CHECKOUTS_PER_RUN),
  },
  {
    name: "decide-classes",
    title: "Decide each class with a minimum at its decision time: under it, cancel, refund and hold seats on the next date; at it, tell everyone it's on",
    run: (db, env, now) => decideClasses(db, env, now, DECISIONS_PER_RUN),
  },
  {
    name: "send-class-reminders",
    title: "Remind each registration of its class, its class type's reminder hours before it (48 by default)",
    run: (db, env, now) => sendClassReminders(db, env, now, REMINDERS_PER_RUN),
  },
  {
    name: "send-dated-gift-cards",
    title: "E-mail each gift card bought for a chosen day at 8 am that day, kitchen time",
    run: (db, env, now) => sendDatedGiftCards(db, env, now, GIFT_CARDS_PER_RUN),
  },
  {
    name: "resend-unsent-emails",
    title: "Put e-mails whose sending was lost back on the queue",
    run: async (db, env, now) => bounded(await sweepEmails(db, env.EMAILS, now, EMAILS_PER_RUN), EMAILS_PER_RUN),
  },
  {
    name: "request-reviews",
    title: "Ask each paid attendee to rate their class, from the kitchen's day after it (decision 064)",
    run: (db, env, now) => requestReviews(db, env, now, REVIEW_REQUESTS_PER_RUN),
  },
];

/** Claims a run of `job`: its new row's id, or null while another run of it is going. */
async function claimRun(db: Database, job: string, now: Date): Promise<number | null> {
  const stamp = now.toISOString();
  const leaseStart = new Date(now.getTime() - RUN_LEASE_MS).toISOString();
  // A run past its lease died with its Worker: closed, so it no longer blocks the job.
  await db
    .update(jobRuns)
    .set({ status: "failed", finished_at: stamp, error: "The run did not finish (its Worker stopped)." })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.status, "running"), lt(jobRuns.started_at, leaseStart)));
  const { results } = await db.$client
    .prepare(
      `INSERT INTO job_runs (job, started_at, status)
       SELECT ?1, ?2, 'running'
       WHERE NOT EXISTS (SELECT 1 FROM job_runs WHERE job = ?1 AND status = 'running')
       RETURNING id`,
    )
    .bind(job, stamp)
    .all<{ id: number }>();
  return results[0]?.id ?? null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * One cron run: every job in turn, each claimed, run and recorded. Answers what each did
 * ("skipped" while another run of it was going).
 */
export async function runJobs(
  db: Database,
  env: ApiEnv,
  now: Date,
  jobs: readonly Job[] = JOBS,
): Promise<Record<string, JobResult | "skipped" | { error: string }>> {
  const outcome: Record<string, JobResult | "skipped" | { error: string }> = {};
  for (const job of jobs) {
    const runId = await claimRun(db, job.name, now);
    if (runId === null) {
      outcome[job.name] = "skipped";
      continue;
    }
    try {
      const result = await job.run(db, env, now);
      await db
        .update(jobRuns)
        .set({ status: "done", finished_at: new Date().toISOString(), items: result.items, more: result.more })
        .where(eq(jobRuns.id, runId));
      if (result.items > 0) console.info(`api: job ${job.name} did ${result.items}${result.more ? " (more left)" : ""}`);
      outcome[job.name] = result;
    } catch (error) {
      console.error(`api: job ${job.name} failed`, error);
      const message = errorText(error);
      await db.update(jobRuns).set({ status: "failed", finished_at: new Date().toISOString(), error: message }).where(eq(jobRuns.id, runId));
      outcome[job.name] = { error: message };
    }
  }
  await pruneRuns(db, now);
  return outcome;
}

/** Deletes a few runs older than KEEP_RUNS_MS. */
async function pruneRuns(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_RUNS_MS).toISOString();
  await db.run(
    sql`DELETE FROM ${jobRuns} WHERE ${jobRuns.id} IN (SELECT ${jobRuns.id} FROM ${jobRuns} WHERE ${jobRuns.started_at} < ${before} AND ${jobRuns.status} <> 'running' LIMIT ${PRUNE_PER_RUN})`,
  );
}

/** How many of a job's latest runs the console shows. */
const RUNS_SHOWN = 20;

/** Every job with its latest runs, newest first (the console's list, decision 062). */
export async function listJobs(db: Database) {
  const runs = await db.$client
    .prepare(
      `SELECT id, job, started_at, finished_at, status, items, more, error FROM (
         SELECT r.*, row_number() OVER (PARTITION BY job ORDER BY started_at DESC, id DESC) AS n FROM job_runs r
       ) WHERE n <= ?1 ORDER BY started_at DESC, id DESC`,
    )
    .bind(RUNS_SHOWN)
    .all<Omit<typeof jobRuns.$inferSelect, "more"> & { more: number }>();
  return JOBS.map((job) => ({
    name: job.name,
    title: job.title,
    runs: runs.results.filter((row) => row.job === job.name).map((row) => ({ ...row, more: row.more === 1 })),
  }));
}
