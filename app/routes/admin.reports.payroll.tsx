import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ReportPage } from "~/components/admin/ReportPage";
import { ReportTable } from "~/components/admin/ReportTable";
import { TrendChart } from "~/components/admin/TrendChart";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { ManagementPayrollReportDocument } from "~/lib/admin/report-documents.server";
import { hours, payrollTable } from "~/lib/admin/report-tables";
import { dateParams, loadReport } from "~/lib/admin/reports.server";

export const meta = pageMeta("Management payroll");

const PATH = "/admin/reports/payroll";

/** Hours per host per week from the classes they ran, and the hours by week (decision 029). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const dates = dateParams(request, ["from", "to"]);
  const answer = await loadReport(request, context, ManagementPayrollReportDocument, dates);
  if (!answer.data) return json({ dates, errors: answer.errors, report: null, table: null }, { status: 400 });
  const report = answer.data.managementPayrollReport;
  return json({ dates: { from: report.from, to: report.to }, errors: null, report, table: payrollTable(report) });
}

export default function PayrollReport() {
  const { dates, errors, report, table } = useLoaderData<typeof loader>();
  return (
    <ReportPage
      title="Management payroll"
      path={PATH}
      dates={dates}
      ready={Boolean(report && table)}
      filters={
        <>
          <Field name="from" label="From" kind="date" defaultValue={dates.from ?? ""} errors={errors?.from} />
          <Field name="to" label="To" kind="date" defaultValue={dates.to ?? ""} errors={errors?.to} hint="At most a year after From" />
        </>
      }
    >
      {report && table && (
        <>
          <dl className="admin-facts">
            <dt>Total hours</dt>
            <dd>{hours(report.totalMinutes)}</dd>
            <dt>Hosts</dt>
            <dd>{new Set(report.lines.map((line) => line.hostId)).size}</dd>
          </dl>
          <p className="muted">
            Each class a host ran (not canceled, published, already started) counts its length plus prep: {report.setupMinutes} minutes of
            set-up and {report.cleanupMinutes} of clean-up. Weeks run Monday to Sunday, shop time.
          </p>
          <h2>Hours by week</h2>
          <TrendChart
            title={`Payroll hours by week, ${report.from} to ${report.to}`}
            points={report.weeks.map((week) => ({ label: week.week, value: week.totalMinutes / 60 }))}
            format={(value) => `${Number(value.toFixed(2))} h`}
            kind="bars"
            labelHeading="Week of"
            valueHeading="Hours"
          />
          <h2>Hours per host and week</h2>
          <ReportTable caption={`Payroll hours, ${report.from} to ${report.to}`} table={table} empty="No host ran a class between these dates." />
        </>
      )}
    </ReportPage>
  );
}
