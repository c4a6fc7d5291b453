/**
 * The scheduler's record (issue 28 part 1, decision 062): one row per run of a job — when it
 * started and finished, how many items it did, whether more were left for the next run, and the
 * error that stopped it. The jobs themselves are code (workers/api/services/scheduler.ts); a run
 * of a job is claimed by inserting its `running` row, so two runs of one job never overlap.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const jobRuns = sqliteTable(
  "job_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The job's name, e.g. "release-expired-checkouts". */
    job: text("job").notNull(),
    started_at: text("started_at").notNull(),
    finished_at: text("finished_at"),
    status: text("status", { enum: ["running", "done", "failed"] })
      .notNull()
      .default("running"),
    /** What the run did: checkouts released, e-mails put back on the queue, … */
    items: integer("items").notNull().default(0),
    /** The run stopped at its bound with work left: the next run goes on with it. */
    more: integer("more", { mode: "boolean" }).notNull().default(false),
    /** Why the run failed; "" when it did not. */
    error: text("error").notNull().default(""),
  },
  (table) => [index("job_runs_job_started").on(table.job, table.started_at)],
);
