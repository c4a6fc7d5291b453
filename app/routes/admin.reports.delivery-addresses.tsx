import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ReportPage } from "~/components/admin/ReportPage";
import { ReportTable } from "~/components/admin/ReportTable";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { DeliveryAddressesReportDocument } from "~/lib/admin/report-documents.server";
import { deliveryTables } from "~/lib/admin/report-tables";
import { dateParams, loadReport } from "~/lib/admin/reports.server";

export const meta = pageMeta("Delivery addresses");

const PATH = "/admin/reports/delivery-addresses";

/** "Tuesday, September 14, 2027" of a calendar date. */
const longDate = (ymd: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${ymd}T12:00:00Z`));

/** Per delivery date, the addresses with meals and portions: the driver's run sheet (decision 029). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const dates = dateParams(request, ["from", "to"]);
  const answer = await loadReport(request, context, DeliveryAddressesReportDocument, dates);
  if (!answer.data) return json({ dates, errors: answer.errors, report: null, days: null }, { status: 400 });
  const report = answer.data.deliveryAddressesReport;
  return json({ dates: { from: report.from, to: report.to }, errors: null, report, days: deliveryTables(report).days });
}

export default function DeliveryAddressesReport() {
  const { dates, errors, report, days } = useLoaderData<typeof loader>();
  return (
    <ReportPage
      title="Delivery addresses"
      path={PATH}
      dates={dates}
      ready={Boolean(report && days)}
      printable
      filters={
        <>
          <Field name="from" label="From" kind="date" defaultValue={dates.from ?? ""} errors={errors?.from} />
          <Field name="to" label="To" kind="date" defaultValue={dates.to ?? ""} errors={errors?.to} />
        </>
      }
    >
      {report && days && days.length === 0 && (
        <p className="muted">
          Nothing to deliver from {report.from} to {report.to}.
        </p>
      )}
      {report && days && days.length > 0 && (
        <>
          <p className="muted no-print">
            {days.reduce((sum, day) => sum + day.table.rows.length, 0)} stops on {days.length} {days.length === 1 ? "day" : "days"}, from paid orders
            of delivery classes; stops in order of time, then zip code and street. Printing puts each day on its own page.
          </p>
          {days.map((day) => (
            <section key={day.date} className="report-run-sheet" aria-labelledby={`day-${day.date}`}>
              <h2 id={`day-${day.date}`}>{longDate(day.date)}</h2>
              <ReportTable caption={`Deliveries on ${day.date}`} table={day.table} empty="" />
            </section>
          ))}
        </>
      )}
    </ReportPage>
  );
}
