import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { AdminLocationsDocument } from "~/lib/admin/location-documents.server";
import { openPageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Locations");

/**
 * The locations, inactive ones too, searched by name or city in the URL (permission
 * locations.view): a page of 25 with the admin Pagination, searched and paged at the database
 * (decision 045).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.locationsView);
  const params = new URL(request.url).searchParams;
  const search = textParam(params, "q");
  // A page of 25, and one more to know whether there is a next page (decision 044).
  const { limit, offset } = pageWindow(params);
  const { adminLocations } = await query(context, AdminLocationsDocument, { search, first: limit + 1, offset }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.locationsView),
  );
  const rows = adminLocations.slice(0, limit);
  return json({
    search,
    rows,
    info: openPageInfo(params, rows.length, adminLocations.length > limit),
    mayCreate: hasPermission(staff.permissions, PERMISSIONS.locationsCreate),
  });
}

export default function AdminLocations() {
  const { search, rows, info, mayCreate } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Locations"
      actions={mayCreate && <PageActionLink to="/admin/locations/new">New location</PageActionLink>}
    >
      <FilterForm label="Search locations" clearTo="/admin/locations">
        <Field name="q" label="Name or city" kind="search" defaultValue={search ?? ""} />
      </FilterForm>
      {rows.length === 0 ? (
        <p className="muted">{search ? `No location matches “${search}”.` : "No locations yet."}</p>
      ) : (
        <AdminTable caption="Locations" columns={["Name", "City", "Timezone", "Active", { label: "Upcoming classes", numeric: true }, "Fulfillments"]}>
          {rows.map(({ location, upcomingClasses }) => (
            <tr key={location.id}>
              <th scope="row">
                <Link to={`/admin/locations/${location.id}`}>{location.name}</Link>
              </th>
              <td>
                {location.city}, {location.state}
              </td>
              <td>{location.timezone}</td>
              <td>{location.active ? "Yes" : <span className="badge badge--muted">No</span>}</td>
              <td className="numeric">{upcomingClasses}</td>
              <td>{location.fulfillments.map((fulfillment) => fulfillment.name).join(", ") || "—"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination info={info} noun="locations" />
    </AdminPage>
  );
}
