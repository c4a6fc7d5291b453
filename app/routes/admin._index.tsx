import { useRouteLoaderData, Link } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminLayout";
import type { loader as adminLoader } from "./admin";
import { pageMeta } from "~/lib/core/meta";

export const meta = pageMeta("Admin");

const AREA_NOTES: Record<string, string> = {
  classes: "Schedule, publish and run classes; attendee and grocery lists.",
  "meal-cooked-statuses": "What the kitchen has prepped, cooked and packed.",
  orders: "Orders, payments and refunds.",
  emails: "Every e-mail the shop wrote and where it is on its way; send again; suppressed addresses.",
  users: "Customers and staff, their roles and history.",
  reports: "Delivery run sheets, the outstanding gift-card balance and management payroll.",
  audit: "Every change made here: who, when, what.",
};

/** The console's start: the areas this person may open. */
export default function AdminOverview() {
  const layout = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const areas = layout?.areas ?? [];
  return (
    <AdminPage title="Overview">
      <ul className="admin-areas">
        {areas.map((area) => (
          <li key={area.key} className="card">
            <h2 className="card__title">
              <Link to={area.path}>{area.label}</Link>
            </h2>
            <p className="muted">{AREA_NOTES[area.key]}</p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
