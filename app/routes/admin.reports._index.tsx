import { type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { requireStaff } from "~/lib/admin/staff.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("Reports");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.reportsView);
  return null;
}

const REPORTS = [
  {
    path: "/admin/reports/delivery-addresses",
    title: "Delivery addresses",
    note: "Per delivery date, the addresses with their meals and portions: a driver's run sheet to print.",
  },
  {
    path: "/admin/reports/gift-card-balance",
    title: "Outstanding gift-card balance",
    note: "What gift cards still owe as of a date, card by card, and how the total moved week by week.",
  },
  {
    path: "/admin/reports/payroll",
    title: "Management payroll",
    note: "Hours per host and week from the classes they ran, with set-up and clean-up.",
  },
];

/** The reports (decision 029): each has date filters in its URL, a table and a CSV of that table. */
export default function Reports() {
  return (
    <AdminPage title="Reports">
      <ul className="admin-areas">
        {REPORTS.map((report) => (
          <li key={report.path} className="card">
            <h2 className="card__title">
              <Link to={report.path}>{report.title}</Link>
            </h2>
            <p className="muted">{report.note}</p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
