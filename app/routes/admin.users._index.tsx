import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { AdminUsersDocument } from "~/lib/admin/documents.server";
import { pageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = pageMeta("Users");

/** Customers and staff, searched by name, e-mail or phone (permission users.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.usersView);
  const params = new URL(request.url).searchParams;
  const search = textParam(params, "q");
  const { users } = await query(context, AdminUsersDocument, { search, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.usersView),
  );
  return json({ search, users: users.users, info: pageInfo(params, users.total, users.users.length) });
}

export default function AdminUsers() {
  const { search, users, info } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Users">
      <FilterForm label="Search users" clearTo="/admin/users">
        <Field name="q" label="Name, e-mail or phone" kind="search" defaultValue={search ?? ""} />
      </FilterForm>
      <AdminTable caption="Users" columns={["Name", "E-mail", "Phone", "Roles", "Status"]}>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row">
              <Link to={`/admin/users/${user.id}`}>
                {user.firstName} {user.lastName}
              </Link>
            </th>
            <td>{user.email}</td>
            <td>{user.phone ?? "—"}</td>
            <td>{user.roles.join(", ")}</td>
            <td>{user.disabled ? <span className="badge badge--danger">Disabled</span> : "Active"}</td>
          </tr>
        ))}
      </AdminTable>
      <Pagination info={info} noun="users" />
    </AdminPage>
  );
}
