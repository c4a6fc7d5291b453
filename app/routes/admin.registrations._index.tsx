import { isRecordId } from "../../workers/core/field-rules";
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatClassDate, formatClassTime } from "../../workers/core/dates";
import { formatUsd } from "../../workers/core/money";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AdminTable } from "~/components/admin/AdminTable";
import { FilterForm, labelledChoices, SearchFilters } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { pageMeta } from "~/components/core/layout-kit";
import { pageInfo, pageWindow, searchFilter } from "~/lib/admin/list-params";
import { AdminRegistrationsDocument } from "~/lib/admin/registration-documents.server";
import { REGISTRATION_STATUS_KEYS, REGISTRATION_STATUS_LABELS } from "~/lib/admin/registration-status";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";

export const meta = pageMeta("Registrations");

/** Registrations, the latest class first, searched by guest or order (permission registrations.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.registrationsView);
  const params = new URL(request.url).searchParams;
  const classParam = params.get("class");
  const classId = isRecordId(classParam) ? classParam : undefined;
  const filter = { ...searchFilter(params, REGISTRATION_STATUS_KEYS), classId };
  const { adminRegistrations } = await query(context, AdminRegistrationsDocument, { filter, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.registrationsView),
  );
  const { registrations, total } = adminRegistrations;
  return json({ filter, registrations, info: pageInfo(params, total, registrations.length) });
}

export default function AdminRegistrations() {
  const { filter, registrations, info } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Registrations">
      <FilterForm label="Filter registrations" clearTo="/admin/registrations">
        <SearchFilters
          filter={filter}
          searchLabel="Guest, e-mail or order"
          statuses={labelledChoices(REGISTRATION_STATUS_KEYS, REGISTRATION_STATUS_LABELS)}
          dateLabels={["Class from", "Class before"]}
        />
        {filter.classId ? <input type="hidden" name="class" value={filter.classId} /> : null}
      </FilterForm>
      <AdminTable caption="Registrations" columns={["Guest", "Class", "Order", "Status", { label: "Total", numeric: true }]}>
        {registrations.map((registration) => (
          <tr key={registration.id}>
            <th scope="row">
              <Link to={`/admin/registrations/${registration.id}`}>
                {registration.firstName} {registration.lastName}
              </Link>
              <br />
              <span className="muted">{registration.email}</span>
            </th>
            <td>
              {registration.class.name}
              <br />
              <span className="muted">
                {formatClassDate(registration.class.date, registration.class.timezone)} {formatClassTime(registration.class.date, registration.class.timezone)},{" "}
                {registration.class.locationName}
              </span>
            </td>
            <td>
              <Link to={`/admin/orders/${registration.orderId}`}>{registration.orderNumber}</Link>
            </td>
            <td>{REGISTRATION_STATUS_LABELS[registration.status]}</td>
            <td className="numeric">{formatUsd(registration.totals.totalCents)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pagination info={info} noun="registrations" />
    </AdminPage>
  );
}
