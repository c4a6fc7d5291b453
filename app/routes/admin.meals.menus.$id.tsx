import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AuditTable } from "~/components/admin/AuditTable";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { SubmitButton } from "~/components/core/Button";
import { recordHistory } from "~/lib/admin/history.server";
import { saveMenuMeals } from "~/lib/admin/meal-actions.server";
import { AdminMealListDocument, AdminMenusDocument } from "~/lib/admin/meal-documents.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/lib/core/meta";

export const meta = dataMeta<{ menu: { name: string } }>(({ menu }) => ({ title: menu.name, noindex: true }));

/**
 * A month's menu: its meals in order, and (with menus.update) every active meal to tick, each
 * with a position, so the kitchen composes the month without JavaScript.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.menusView);
  const id = recordId(params.id);
  const mayUpdate = hasPermission(staff.permissions, PERMISSIONS.menusUpdate) && hasPermission(staff.permissions, PERMISSIONS.mealsView);
  const { menus } = await query(context, AdminMenusDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.menusView));
  const menu = menus.find((candidate) => candidate.id === id);
  if (!menu) throw new Response("Not found", { status: 404 });
  // The menu's own meals by id (so saving never drops one), and the first 100 active meals to add
  // (adminMeals is a page of at most 100, decision 045).
  const mealsOf = (variables: { ids?: string[]; active?: boolean }) =>
    query(context, AdminMealListDocument, { ...variables, first: 100 }).then((data) => data.adminMeals.map(({ meal }) => meal));
  const [listed, active] = mayUpdate
    ? await Promise.all([menu.meals.length > 0 ? mealsOf({ ids: menu.meals.map((meal) => meal.id) }) : Promise.resolve([]), mealsOf({ active: true })]).catch(
        (error: unknown) => asPageError(error, PERMISSIONS.menusView),
      )
    : [[], []];
  const meals = [...listed, ...active.filter((meal) => !listed.some((entry) => entry.id === meal.id))];
  const onMenu = new Map(menu.meals.map((meal, index) => [meal.id, index + 1]));
  // The menu's meals first, in order; then every other active meal by name.
  const choices = [
    ...menu.meals.flatMap((entry) => meals.filter((meal) => meal.id === entry.id)),
    ...meals.filter((meal) => meal.active && !onMenu.has(meal.id)).sort((a, b) => a.name.localeCompare(b.name)),
  ].map((meal) => ({ id: meal.id, name: meal.name, type: meal.mealType.name, priceCents: meal.priceCents, position: onMenu.get(meal.id) ?? null }));
  const history = await recordHistory(context, staff, "menus", id);
  return json({ menu, choices, history, mayUpdate });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return saveMenuMeals(request, context, recordId(params.id));
}

export default function AdminMenu() {
  const { menu, choices, history, mayUpdate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminPage title={menu.name} crumbs={[{ label: "Meals & menus", to: "/admin/meals" }]}>
      <dl className="admin-facts">
        <dt>Served</dt>
        <dd>
          {menu.startsOn} to {menu.endsOn}
        </dd>
        <dt>Meals</dt>
        <dd>{menu.meals.length}</dd>
      </dl>
      {mayUpdate ? (
        <Form method="post" aria-label="Menu meals" noValidate>
          <AntiForgeryField />
          {result?.errors.form ? (
            <p className="admin-error" role="alert">
              {result.errors.form.join(" ")}
            </p>
          ) : null}
          <p className="muted">Tick the meals of this menu and number them in the order customers see them: a number you type goes before an equal one, and unnumbered meals follow.</p>
          <div className="admin-table-wrap">
            <table className="data-table admin-table">
              <caption className="visually-hidden">Meals to choose from</caption>
              <thead>
                <tr>
                  <th scope="col">On the menu</th>
                  <th scope="col">Position</th>
                  <th scope="col">Type</th>
                  <th scope="col" className="numeric">
                    Full kit
                  </th>
                </tr>
              </thead>
              <tbody>
                {choices.map((meal) => (
                  <tr key={meal.id}>
                    <th scope="row">
                      <label className="admin-check">
                        <input type="checkbox" name="mealIds" value={meal.id} defaultChecked={meal.position !== null} /> {meal.name}
                      </label>
                    </th>
                    <td>
                      <input
                        className="field__input admin-position"
                        name={`position-${meal.id}`}
                        inputMode="numeric"
                        maxLength={3}
                        defaultValue={meal.position ?? ""}
                        aria-label={`Position of ${meal.name}`}
                      />
                      <input type="hidden" name={`was-${meal.id}`} value={meal.position ?? ""} />
                    </td>
                    <td>{meal.type}</td>
                    <td className="numeric">{formatUsd(meal.priceCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <SubmitButton>Save menu</SubmitButton>
        </Form>
      ) : (
        <ol>
          {menu.meals.map((meal) => (
            <li key={meal.id}>
              <Link to={`/admin/meals/${meal.id}`}>{meal.name}</Link>
            </li>
          ))}
        </ol>
      )}
      {history ? (
        <>
          <h2>History</h2>
          <AuditTable records={history} caption={`Changes to ${menu.name}`} />
        </>
      ) : null}
    </AdminPage>
  );
}
