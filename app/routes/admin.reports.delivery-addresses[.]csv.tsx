import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DeliveryAddressesReportDocument } from "~/lib/admin/report-documents.server";
import { csvResponse, deliveryTables } from "~/lib/admin/report-tables";
import { dateParams, loadReport } from "~/lib/admin/reports.server";

/** The run sheet's tables as one CSV, the day first in every row (a resource route). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await loadReport(request, context, DeliveryAddressesReportDocument, dateParams(request, ["from", "to"]));
  if (!answer.data) return new Response("These dates cannot be reported.\n", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const report = answer.data.deliveryAddressesReport;
  return csvResponse(deliveryTables(report).all, `delivery-addresses-${report.from}-to-${report.to}.csv`);
}
