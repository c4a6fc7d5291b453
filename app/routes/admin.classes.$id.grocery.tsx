import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { PrintButton } from "~/components/admin/PrintButton";
import { ClassGroceryDocument } from "~/lib/admin/class-documents.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/components/core/layout-kit";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = dataMeta<{ name: string }>(({ name }) => ({ title: `Grocery list — ${name}`, noindex: true }));

/**
 * The class's own menu scaled to the kits sold, or for a class sold per guest to its guests
 * (decision 066), by aisle, in eighths (spec §9): a printable page, and the same rows as CSV at
 * ./grocery.csv.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.classesView);
  const id = recordId(params.id);
  const data = await query(context, ClassGroceryDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.classesView));
  if (!data.classInformation) throw new Response("Not found", { status: 404 });
  const { classGrocery: grocery, classInformation: info } = data;
  return json({ id, name: info.class.name, when: `${info.localDate} ${info.localTime}`, kitchen: info.class.location.name, menu: info.class.menu?.name ?? null, grocery });
}

export default function Grocery() {
  const { id, name, when, kitchen, menu, grocery } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title={`Grocery list — ${name}`}
      crumbs={[{ label: "Classes", to: "/admin/classes" }, { label: name, to: `/admin/classes/${id}` }]}
      actions={
        <>
          <PrintButton />
          <Link to={`/admin/classes/${id}/grocery.csv`} reloadDocument download>
            Download CSV
          </Link>
        </>
      }
    >
      <p>
        {kitchen} · {when} · {menu ?? "no menu"} ·{" "}
        {grocery.perGuest
          ? `every dish of the menu cooked for each of ${grocery.guests} ${grocery.guests === 1 ? "guest" : "guests"} (${grocery.menuMeals} dishes)`
          : `${grocery.kits} full-size kits for ${grocery.registrations} registrations across ${grocery.menuMeals} meals`}
      </p>
      {grocery.aisles.length === 0 ? (
        <p className="muted">Nothing to buy yet: nobody has booked, or the class has no menu.</p>
      ) : (
        grocery.aisles.map((aisle) => (
          <section key={aisle.aisle} className="admin-aisle">
            <h2>{aisle.aisle}</h2>
            <AdminTable caption={aisle.aisle} columns={["Ingredient", { label: "Quantity", numeric: true }, "Unit", "For"]}>
              {aisle.items.map((item) => (
                <tr key={`${item.name}-${item.unit}`}>
                  <th scope="row">{item.name}</th>
                  <td className="numeric">{item.shown}</td>
                  <td>{item.unit}</td>
                  <td>{item.meals.join(", ")}</td>
                </tr>
              ))}
            </AdminTable>
          </section>
        ))
      )}
    </AdminPage>
  );
}
