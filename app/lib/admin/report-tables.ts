/**
 * The Reports area's tables as text (decision 029): the page shows these cells and the CSV route
 * writes the same cells, so a download is exactly the table on screen.
 */
import type {
  DeliveryAddressesReportQuery,
  ManagementPayrollReportQuery,
  OutstandingGiftCardBalanceReportQuery,
} from "../../../graphql/generated/client/graphql";
import { localDate } from "../../../workers/core/dates";
import { formatUsd } from "../../../workers/core/money";
import { toCsv } from "./csv";

export interface ReportTable {
  columns: string[];
  /** Columns holding figures: right-aligned. */
  numeric: number[];
  /** Columns kept on one line (dates, times, phone numbers). */
  nowrap?: number[];
  rows: string[][];
}

/** Minutes as hours with two decimals: 90 → "1.50". */
export const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** The CSV of a table: its header row, then its rows. */
export const tableCsv = (table: ReportTable) => toCsv([table.columns, ...table.rows]);

export function csvResponse(table: ReportTable, filename: string): Response {
  return new Response(tableCsv(table), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}

type Delivery = DeliveryAddressesReportQuery["deliveryAddressesReport"];

const DELIVERY_COLUMNS = ["Stop", "Time", "Name", "Address", "Phone", "Menu meals", "Portions", "Order"];

/** A phone stored as ten digits, written (435) 555-0123. */
const phone = (digits: string) => (/^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

/** A driver's run sheet per day: the stops in order; the CSV has the day as its first column. */
export function deliveryTables(report: Delivery): { days: Array<{ date: string; table: ReportTable }>; all: ReportTable } {
  const days = report.days.map((day) => {
    const classes = new Map(day.classes.map((shopClass) => [shopClass.classId, { ...shopClass, meals: shopClass.meals.join("; ") }]));
    return {
      date: day.date,
      table: {
        columns: DELIVERY_COLUMNS,
        numeric: [0],
        nowrap: [1, 4],
        rows: day.stops.map((stop, index) => [
          String(index + 1),
          classes.get(stop.classId)?.time ?? "",
          stop.address.name,
          [stop.address.street, stop.address.street2, `${stop.address.city}, ${stop.address.state} ${stop.address.zipcode}`]
            .filter((part) => part.trim() !== "")
            .join(", "),
          phone(stop.address.phone),
          classes.get(stop.classId)?.meals ?? "",
          stop.portions.join("; "),
          `${stop.orderNumber} (${classes.get(stop.classId)?.className ?? ""})`,
        ]),
      },
    };
  });
  return {
    days,
    all: { columns: ["Date", ...DELIVERY_COLUMNS], numeric: [1], rows: days.flatMap((day) => day.table.rows.map((row) => [day.date, ...row])) },
  };
}

type Balance = OutstandingGiftCardBalanceReportQuery["outstandingGiftCardBalanceReport"];

export function giftCardBalanceTable(report: Balance): ReportTable {
  return {
    columns: ["Card", "Status today", "Issued", "Initial", `Balance on ${report.asOf}`],
    numeric: [3, 4],
    nowrap: [0, 2],
    rows: report.cards.map((card) => [card.code, card.status, localDate(new Date(card.issuedAt)), formatUsd(card.initialCents), formatUsd(card.balanceCents)]),
  };
}

type Payroll = ManagementPayrollReportQuery["managementPayrollReport"];

export function payrollTable(report: Payroll): ReportTable {
  return {
    columns: ["Week of", "Host", "Classes", "Class hours", "Prep hours", "Total hours"],
    numeric: [2, 3, 4, 5],
    nowrap: [0],
    rows: report.lines.map((line) => [
      line.week,
      line.hostName,
      String(line.classes),
      hours(line.classMinutes),
      hours(line.extraMinutes),
      hours(line.totalMinutes),
    ]),
  };
}
