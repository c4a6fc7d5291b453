import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { hasPermission } from "../../workers/core/permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AdminClassTypesDocument } from "~/lib/admin/class-type-documents.server";
import { offerPrice } from "~/lib/admin/class-type-format";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Class types");

/** Every class type: what its classes sell and for how much, its picture, its upcoming classes (classes.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.classesView);
  const { adminClassTypes } = await query(context, AdminClassTypesDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.classesView));
  return json({ rows: adminClassTypes, mayCreate: hasPermission(staff.permissions, PERMISSIONS.classesCreate) });
}

export default function AdminClassTypes() {
  const { rows, mayCreate } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Class types"
      actions={mayCreate && <PageActionLink to="/admin/class-types/new">New class type</PageActionLink>}
    >
      {rows.length === 0 ? (
        <p className="muted">No class types yet.</p>
      ) : (
        <AdminTable caption="Class types" columns={["Name", "Sells", "Price", "Picture", { label: "Upcoming classes", numeric: true }]}>
          {rows.map(({ classType, upcomingClasses }) => (
            <tr key={classType.id}>
              <th scope="row">
                <Link to={`/admin/class-types/${classType.id}`}>{classType.name}</Link>
              </th>
              <td>{offerPrice(classType).offer}</td>
              <td>{offerPrice(classType).price}</td>
              <td>{classType.picture ? "Yes" : <span className="badge badge--muted">None</span>}</td>
              <td className="numeric">{upcomingClasses}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <p className="muted">{rows.length} class types</p>
    </AdminPage>
  );
}
