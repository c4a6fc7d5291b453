import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { Pagination } from "~/components/admin/Pagination";
import { CalendarsDocument } from "~/lib/admin/calendar-documents.server";
import { openPageInfo, pageWindow } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Calendars");

/** Each location's calendar (permission calendars.view): a page of 25 by name with the admin Pagination (decision 045). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.calendarsView);
  const params = new URL(request.url).searchParams;
  // A page of 25, and one more to know whether there is a next page (decision 044).
  const { limit, offset } = pageWindow(params);
  const data = await query(context, CalendarsDocument, { first: limit + 1, offset }).catch((error: unknown) => asPageError(error, PERMISSIONS.calendarsView));
  const calendars = data.calendars.slice(0, limit);
  return json({
    calendars,
    info: openPageInfo(params, calendars.length, data.calendars.length > limit),
    mayCreate: hasPermission(staff.permissions, PERMISSIONS.calendarsCreate),
  });
}

export default function AdminCalendars() {
  const { calendars, info, mayCreate } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Calendars"
      actions={mayCreate && <PageActionLink to="/admin/calendars/new">New calendar</PageActionLink>}
    >
      <p>Closures, holidays and private events of each kitchen, on a month with its classes. An event over a class is flagged.</p>
      <AdminTable caption="Calendars" columns={["Calendar", "Location", "Time zone", { label: "Events", numeric: true }]}>
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
      </AdminTable>
      {calendars.length === 0 ? <p>No calendars yet.</p> : null}
      <Pagination info={info} noun="calendars" />
    </AdminPage>
  );
}
