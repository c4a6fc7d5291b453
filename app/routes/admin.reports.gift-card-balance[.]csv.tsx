import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { OutstandingGiftCardBalanceReportDocument } from "~/lib/admin/report-documents.server";
import { csvResponse, giftCardBalanceTable } from "~/lib/admin/report-tables";
import { dateParams, loadReport } from "~/lib/admin/reports.server";

/** The outstanding-balance table as CSV, row for row (a resource route). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await loadReport(request, context, OutstandingGiftCardBalanceReportDocument, dateParams(request, ["asOf", "from"]));
  if (!answer.data) return new Response("These dates cannot be reported.\n", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const report = answer.data.outstandingGiftCardBalanceReport;
  return csvResponse(giftCardBalanceTable(report), `gift-card-balance-${report.asOf}.csv`);
}
