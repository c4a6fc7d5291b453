import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { JobRunStatus } from "../../graphql/generated/client/graphql";
import { FALLBACK_TIMEZONE, formatClassDate, formatClassTime } from "../../workers/core/dates";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ReportTable } from "~/components/admin/ReportTable";
import type { ReportTable as ReportTableData } from "~/lib/admin/report-tables";
import { ScheduledJobsDocument } from "~/lib/admin/scheduler-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("Scheduled jobs");

/** The scheduler's jobs and each one's latest runs (decision 062), read with audit.view. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.auditView);
  const { scheduledJobs } = await query(context, ScheduledJobsDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.auditView));
  return json({ jobs: scheduledJobs });
}

const STATUS_WORDS: Record<JobRunStatus, string> = { RUNNING: "Running", DONE: "Done", FAILED: "Failed" };

/** An instant in the school's own time zone: "Saturday, November 28, 2026, 6:05 AM MST". */
const when = (instant: string | null | undefined) =>
  instant ? `${formatClassDate(instant, FALLBACK_TIMEZONE)}, ${formatClassTime(instant, FALLBACK_TIMEZONE)}` : "—";

type Run = ReturnType<typeof useLoaderData<typeof loader>>["jobs"][number]["runs"][number];

/** A job's runs as the console's one table: what it did, whether more was left, why it failed. */
function runsTable(runs: Run[]): ReportTableData {
  return {
    columns: ["Started", "Status", "Done", "Finished", "Error"],
    numeric: [2],
    rows: runs.map((run) => [when(run.startedAt), STATUS_WORDS[run.status], `${run.items}${run.more ? " (more left)" : ""}`, when(run.finishedAt), run.error || "—"]),
  };
}

export default function AdminJobs() {
  const { jobs } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Scheduled jobs">
      <p className="muted">The shop runs these by itself every five minutes. Each run shows what it did; a failed run says why, and the next run tries again.</p>
      {jobs.map((job) => (
        <section key={job.name} aria-labelledby={`job-${job.name}`}>
          <h2 id={`job-${job.name}`}>{job.title}</h2>
          <p className="muted">
            <code>{job.name}</code>
          </p>
          <ReportTable caption={`Runs of ${job.name}, newest first`} table={runsTable(job.runs)} empty="It has not run yet." />
        </section>
      ))}
    </AdminPage>
  );
}
