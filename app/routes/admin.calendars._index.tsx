import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { CalendarsDocument } from "~/lib/admin/calendar-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { buttonClassName } from "~/lib/core/button-class";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/lib/core/meta";

export const meta = pageMeta("Calendars");

/** Each location's calendar (permission calendars.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.calendarsView);
  const { calendars } = await query(context, CalendarsDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.calendarsView));
  return json({ calendars, mayCreate: hasPermission(staff.permissions, PERMISSIONS.calendarsCreate) });
}

export default function AdminCalendars() {
  const { calendars, mayCreate } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Calendars"
      actions={
        mayCreate ? (
          <Link to="/admin/calendars/new" className={buttonClassName({ size: "sm" })}>
            New calendar
          </Link>
        ) : null
      }
    >
      <p>Closures, holidays and private events of each kitchen, on a month with its classes. An event over a class is flagged.</p>
      <div className="admin-table-wrap">
        <table className="data-table admin-table">
          <caption className="visually-hidden">Calendars</caption>
          <thead>
            <tr>
              <th scope="col">Calendar</th>
              <th scope="col">Location</th>
              <th scope="col">Time zone</th>
              <th scope="col" className="numeric">
                Events
              </th>
            </tr>
          </thead>
          <tbody>
            {calendars.map((calendar) => (
              <tr key={calendar.id}>
                <th scope="row">
                  <Link to={`/admin/calendars/${calendar.id}`}>{calendar.name}</Link>
                  <br />
                  <span className="muted">{calendar.id}</span>
                </th>
                <td>{calendar.location ? <Link to={`/admin/locations/${calendar.location.id}`}>{calendar.location.name}</Link> : <span className="muted">None</span>}</td>
                <td>{calendar.timezone}</td>
                <td className="numeric">{calendar.eventCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {calendars.length === 0 ? <p>No calendars yet.</p> : null}
    </AdminPage>
  );
}
