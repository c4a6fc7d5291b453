import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ManagementPayrollReportDocument } from "~/lib/admin/report-documents.server";
import { csvResponse, payrollTable } from "~/lib/admin/report-tables";
import { dateParams, loadReport } from "~/lib/admin/reports.server";

/** The payroll table as CSV, row for row (a resource route). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await loadReport(request, context, ManagementPayrollReportDocument, dateParams(request, ["from", "to"]));
  if (!answer.data) return new Response("These dates cannot be reported.\n", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const report = answer.data.managementPayrollReport;
  return csvResponse(payrollTable(report), `payroll-${report.from}-to-${report.to}.csv`);
}
