import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { FilterForm } from "~/components/admin/FilterForm";
import { Field } from "~/components/core/Field";
import { buttonClassName } from "~/lib/core/button-class";
import { AdminLocationsDocument } from "~/lib/admin/location-documents.server";
import { textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/lib/core/meta";

export const meta = pageMeta("Locations");

/** Every location, inactive ones too, searched by name or city in the URL (permission locations.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.locationsView);
  const search = textParam(new URL(request.url).searchParams, "q");
  const { adminLocations } = await query(context, AdminLocationsDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.locationsView));
  const needle = search?.toLowerCase();
  const rows = adminLocations.filter(
    ({ location }) => !needle || location.name.toLowerCase().includes(needle) || location.city.toLowerCase().includes(needle),
  );
  return json({ search, rows, total: adminLocations.length, mayCreate: hasPermission(staff.permissions, PERMISSIONS.locationsCreate) });
}

export default function AdminLocations() {
  const { search, rows, total, mayCreate } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Locations"
      actions={
        mayCreate ? (
          <Link to="/admin/locations/new" className={buttonClassName({ size: "sm" })}>
            New location
          </Link>
        ) : null
      }
    >
      <FilterForm label="Search locations" clearTo="/admin/locations">
        <Field name="q" label="Name or city" kind="search" defaultValue={search ?? ""} />
      </FilterForm>
      {rows.length === 0 ? (
        <p className="muted">{search ? `No location matches “${search}”.` : "No locations yet."}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="data-table admin-table">
            <caption className="visually-hidden">Locations</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">City</th>
                <th scope="col">Timezone</th>
                <th scope="col">Active</th>
                <th scope="col" className="numeric">
                  Upcoming classes
                </th>
                <th scope="col">Fulfillments</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ location, upcomingClasses }) => (
                <tr key={location.id}>
                  <th scope="row">
                    <Link to={`/admin/locations/${location.id}`}>{location.name}</Link>
                  </th>
                  <td>
                    {location.city}, {location.state}
                  </td>
                  <td>{location.timezone}</td>
                  <td>{location.active ? "Yes" : <span className="admin-badge admin-badge--muted">No</span>}</td>
                  <td className="numeric">{upcomingClasses}</td>
                  <td>{location.fulfillments.map((fulfillment) => fulfillment.name).join(", ") || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">
        {rows.length === total ? `${total} locations` : `${rows.length} of ${total} locations`}
      </p>
    </AdminPage>
  );
}
