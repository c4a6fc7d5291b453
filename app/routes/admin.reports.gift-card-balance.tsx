import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { ReportPage } from "~/components/admin/ReportPage";
import { ReportTable } from "~/components/admin/ReportTable";
import { TrendChart } from "~/components/admin/TrendChart";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { OutstandingGiftCardBalanceReportDocument } from "~/lib/admin/report-documents.server";
import { giftCardBalanceTable } from "~/lib/admin/report-tables";
import { dateParams, loadReport } from "~/lib/admin/reports.server";

export const meta = pageMeta("Outstanding gift-card balance");

const PATH = "/admin/reports/gift-card-balance";

/** What gift cards still owe as of a date, card by card, and the total's trend (decision 029). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const dates = dateParams(request, ["asOf", "from"]);
  const answer = await loadReport(request, context, OutstandingGiftCardBalanceReportDocument, dates);
  if (!answer.data) return json({ dates, errors: answer.errors, report: null, table: null }, { status: 400 });
  const report = answer.data.outstandingGiftCardBalanceReport;
  return json({ dates: { asOf: report.asOf, from: report.from }, errors: null, report, table: giftCardBalanceTable(report) });
}

export default function GiftCardBalanceReport() {
  const { dates, errors, report, table } = useLoaderData<typeof loader>();
  return (
    <ReportPage
      title="Outstanding gift-card balance"
      path={PATH}
      dates={dates}
      ready={Boolean(report && table)}
      filters={
        <>
          <Field name="asOf" label="As of" kind="date" defaultValue={dates.asOf ?? ""} errors={errors?.asOf} />
          <Field name="from" label="Trend from" kind="date" defaultValue={dates.from ?? ""} errors={errors?.from} hint="At most a year before" />
        </>
      }
    >
      {report && table && (
        <>
          <dl className="admin-facts">
            <dt>Outstanding at the end of {report.asOf}</dt>
            <dd>{formatUsd(report.totalCents)}</dd>
            <dt>Of which on disabled cards</dt>
            <dd>{formatUsd(report.disabledCents)}</dd>
            <dt>Cards with a balance</dt>
            <dd>{report.cards.length}</dd>
          </dl>
          <p className="muted">
            From each card&apos;s ledger (issued, spent, refunded back, adjusted) up to the end of the day, shop time. A checkout still waiting
            for payment is not counted until it is paid.
          </p>
          <h2>Outstanding total by week</h2>
          <TrendChart
            title={`Outstanding gift-card balance, ${report.from} to ${report.asOf}`}
            points={report.trend.map((point) => ({ label: point.date, value: point.totalCents }))}
            format={formatUsd}
            labelHeading="End of"
            valueHeading="Outstanding"
          />
          <h2>Cards</h2>
          <ReportTable caption={`Gift-card balances on ${report.asOf}`} table={table} empty="No card had a balance at the end of that day." />
        </>
      )}
    </ReportPage>
  );
}
