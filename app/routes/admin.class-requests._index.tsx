import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CLASS_REQUEST_STATUS_LABELS, CLASS_REQUEST_STATUSES, type ClassRequestStatus } from "../../workers/core/class-requests";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ChoiceFilter, FilterForm, labelledChoices } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { AdminClassRequestsDocument } from "~/lib/admin/class-request-documents.server";
import { choiceParam, pageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { privateClassKitchens } from "~/lib/class-requests/request.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = pageMeta("Private class requests");

/** Private-class requests, newest first, filtered by status and kitchen in the URL (class-requests.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.classRequestsView);
  const params = new URL(request.url).searchParams;
  const status = choiceParam(params, "status", CLASS_REQUEST_STATUSES);
  const kitchen = textParam(params, "kitchen", 9);
  const locationId = kitchen && /^\d+$/.test(kitchen) ? kitchen : undefined;
  const filter = { status: status ? (status.toUpperCase() as Uppercase<ClassRequestStatus>) : undefined, locationId };
  const [{ adminClassRequests }, kitchens] = await Promise.all([
    query(context, AdminClassRequestsDocument, { filter, ...pageWindow(params) }).catch((error: unknown) => asPageError(error, PERMISSIONS.classRequestsView)),
    privateClassKitchens(context),
  ]);
  const { requests, total } = adminClassRequests;
  return json({ status: status ?? "", kitchen: locationId ?? "", kitchens, requests, info: pageInfo(params, total, requests.length) });
}

export default function AdminClassRequests() {
  const { status, kitchen, kitchens, requests, info } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Private class requests">
      <FilterForm label="Filter requests" clearTo="/admin/class-requests">
        <ChoiceFilter name="status" label="Status" value={status} choices={labelledChoices(CLASS_REQUEST_STATUSES, CLASS_REQUEST_STATUS_LABELS)} />
        <ChoiceFilter name="kitchen" label="Kitchen" value={kitchen} choices={kitchens} />
      </FilterForm>
      <AdminTable caption="Private class requests" columns={["Requested by", "Kitchen", "Dates", { label: "People", numeric: true }, "Status", { label: "Sent", numeric: true }]}>
        {requests.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`/admin/class-requests/${row.id}`}>{row.name}</Link>
              <br />
              <span className="muted">{row.occasion || row.email}</span>
            </th>
            <td>{row.kitchen.name}</td>
            <td>{row.preferredDates.join(", ")}</td>
            <td className="numeric">{row.groupSize}</td>
            <td>{CLASS_REQUEST_STATUS_LABELS[row.status.toLowerCase() as ClassRequestStatus]}</td>
            <td className="numeric">{row.createdAt.slice(0, 10)}</td>
          </tr>
        ))}
      </AdminTable>
      {requests.length === 0 ? <p>No request matches.</p> : null}
      <Pagination info={info} noun="requests" />
    </AdminPage>
  );
}
