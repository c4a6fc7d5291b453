/**
 * The scheduler (issue 28 part 1, decision 062), driven through the api's scheduled() with a
 * controlled clock: each run of each job is recorded with what it did; two overlapping cron runs
 * run a job once; a job that throws is recorded failed and the others still run; a run that died
 * past its lease no longer blocks its job.
 */
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../../drizzle/api/schema";
import type { ApiEnv } from "../../../workers/api/env";
import { JOBS, RUN_LEASE_MS, runJobs, type Job } from "../../../workers/api/services/scheduler";
import { call, expectError, seededToken } from "../support/api";
import { ageCheckout, all, cartWith, first, freshClass, run, runScheduledSweep, seatsTaken, startedCheckout } from "./checkout-fixtures";

interface RunRow {
  job: string;
  status: string;
  items: number;
  more: number;
  error: string;
  finished_at: string | null;
}

const runsOf = (job: string, since: string) =>
  all<RunRow>(`SELECT job, status, items, more, error, finished_at FROM job_runs WHERE job = ?1 AND started_at >= ?2 ORDER BY id`, job, since);

const db = () => drizzle(env.DB, { schema });

/** A clock of its own per test, so runs of other tests never count. */
let minutes = 0;
const clock = () => new Date(Date.UTC(2027, 0, 1, 0, (minutes += 10)));

describe("the scheduler", () => {
  it("runs every job on the cron and records what each did", async () => {
    const shopClass = await freshClass();
    const checkout = await startedCheckout(await cartWith([shopClass]));
    await ageCheckout(checkout.id, 20);
    const at = clock();
    // The cron fires later than the checkout's own clock: the expired checkout is released.
    await runScheduledSweep(new Date(Math.max(at.getTime(), Date.now())));
    const since = new Date(Math.max(at.getTime(), Date.now()) - 1000).toISOString();
    const released = await runsOf("release-expired-checkouts", since);
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({ status: "done", items: 1, more: 0, error: "" });
    expect(released[0]!.finished_at).not.toBeNull();
    expect(await seatsTaken(shopClass.id)).toBe(0);
    expect(await first(`SELECT status FROM checkouts WHERE id = ?1`, checkout.id)).toEqual({ status: "expired" });
    const emails = await runsOf("resend-unsent-emails", since);
    expect(emails.map((row) => row.status)).toEqual(["done"]);
    // Every job of the scheduler has its run.
    const names = await all<{ job: string }>(`SELECT DISTINCT job FROM job_runs WHERE started_at >= ?1 ORDER BY job`, since);
    expect(names.map((row) => row.job)).toEqual(JOBS.map((job) => job.name).sort());
  });

  it("runs a job once when two cron runs overlap, and the next run after it runs it again", async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: Job = {
      name: "test-slow",
      title: "A job that waits",
      run: async () => {
        calls += 1;
        await gate;
        return { items: 3, more: false };
      },
    };
    const at = clock();
    const first = runJobs(db(), env as unknown as ApiEnv, at, [slow]);
    // Let the first run claim the job before the second starts.
    while (calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await runJobs(db(), env as unknown as ApiEnv, at, [slow]);
    expect(second).toEqual({ "test-slow": "skipped" });
    release();
    expect(await first).toEqual({ "test-slow": { items: 3, more: false } });
    expect(calls).toBe(1);
    expect((await runsOf("test-slow", at.toISOString())).map((row) => row.status)).toEqual(["done"]);

    const later = await runJobs(db(), env as unknown as ApiEnv, clock(), [slow]);
    expect(later).toEqual({ "test-slow": { items: 3, more: false } });
    expect(calls).toBe(2);
  });

  it("records a job that throws as failed with its error, and still runs the others", async () => {
    const failing: Job = { name: "test-failing", title: "Fails", run: () => Promise.reject(new Error("The kitchen's oven is off")) };
    const fine: Job = { name: "test-fine", title: "Works", run: () => Promise.resolve({ items: 500, more: true }) };
    const at = clock();
    const outcome = await runJobs(db(), env as unknown as ApiEnv, at, [failing, fine]);
    expect(outcome).toEqual({ "test-failing": { error: "The kitchen's oven is off" }, "test-fine": { items: 500, more: true } });
    expect(await runsOf("test-failing", at.toISOString())).toEqual([
      expect.objectContaining({ status: "failed", items: 0, error: "The kitchen's oven is off" }),
    ]);
    expect(await runsOf("test-fine", at.toISOString())).toEqual([expect.objectContaining({ status: "done", items: 500, more: 1 })]);
    // A failed run does not block the job: the next run runs it.
    const next = clock();
    expect((await runJobs(db(), env as unknown as ApiEnv, next, [failing]))["test-failing"]).toEqual({ error: "The kitchen's oven is off" });
  });

  it("closes a run that died past its lease, so the job runs again", async () => {
    const at = clock();
    const died = new Date(at.getTime() - RUN_LEASE_MS - 60_000).toISOString();
    await run(`INSERT INTO job_runs (job, started_at, status) VALUES ('test-died', ?1, 'running')`, died);
    const job: Job = { name: "test-died", title: "Dies once", run: () => Promise.resolve({ items: 1, more: false }) };
    expect(await runJobs(db(), env as unknown as ApiEnv, at, [job])).toEqual({ "test-died": { items: 1, more: false } });
    const runs = await runsOf("test-died", died);
    expect(runs.map((row) => row.status)).toEqual(["failed", "done"]);
    expect(runs[0]!.error).toMatch(/did not finish/);

    // Still inside its lease, a running run blocks the job.
    const now = clock();
    await run(`INSERT INTO job_runs (job, started_at, status) VALUES ('test-died', ?1, 'running')`, new Date(now.getTime() - 60_000).toISOString());
    expect(await runJobs(db(), env as unknown as ApiEnv, now, [job])).toEqual({ "test-died": "skipped" });
  });

  it("lists every job with its latest runs to staff with audit.view, and runs the jobs on request only outside production", async () => {
    const ADMIN = seededToken("megan.larsen@cachevalleykitchen.com");
    const CUSTOMER = seededToken("ana.morales@cachevalleykitchen.com");
    const ran = await call<{ data: Record<string, unknown> }>("POST", "/scheduler/run");
    expect(ran.status).toBe(200);
    expect(Object.keys(ran.body.data).sort()).toEqual(JOBS.map((job) => job.name).sort());
    const listed = await call<{ data: Array<{ name: string; title: string; runs: Array<{ status: string; more: boolean }> }> }>("GET", "/scheduler/jobs", { token: ADMIN });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((job) => job.name)).toEqual(JOBS.map((job) => job.name));
    for (const job of listed.body.data) {
      expect(job.title.length).toBeGreaterThan(0);
      expect(job.runs[0]).toMatchObject({ status: "done", more: false });
    }
    expectError(await call("GET", "/scheduler/jobs"), 401, "UNAUTHENTICATED");
    expect((await call("GET", "/scheduler/jobs", { token: CUSTOMER })).status).toBe(403);
    expectError(await call("POST", "/scheduler/run", { env: { ENVIRONMENT: "production" } }), 404, "NOT_FOUND");
  });
});
