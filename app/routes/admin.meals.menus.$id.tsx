import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { FilterForm } from "~/components/admin/FilterForm";
import { FormError } from "~/components/core/FormError";
import { Pagination } from "~/components/admin/Pagination";
import { AntiForgeryField, SubmitButton, dataMeta } from "~/components/core/layout-kit";
import { recordHistory } from "~/lib/admin/history.server";
import { addMealToMenu, saveMenuMeals } from "~/lib/admin/meal-actions.server";
import { AdminMealListDocument, AdminMenusDocument, MealChoicesDocument } from "~/lib/admin/meal-documents.server";
import { openPageInfo, pageWindow, recordId, textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { MealSearchFields } from "~/components/admin/MealSearchFields";

export const meta = dataMeta<{ menu: { name: string } }>(({ menu }) => ({ title: menu.name, noindex: true }));

/**
 * A month's menu: its meals in order (with menus.update, each to untick or renumber in one form),
 * and a search of the active meals not on it yet — by name and type, a page of 25 (decisions 045,
 * 051) — each with its own "Add to menu" form, so the kitchen composes the month without
 * JavaScript whatever the number of meals.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.menusView);
  const id = recordId(params.id);
  const mayUpdate = hasPermission(staff.permissions, PERMISSIONS.menusUpdate) && hasPermission(staff.permissions, PERMISSIONS.mealsView);
  const search = new URL(request.url).searchParams;
  const filter = { search: textParam(search, "q"), type: textParam(search, "type", 12) };
  const { limit, offset } = pageWindow(search);
  const [{ menus }, found, { mealTypes }] = await Promise.all([
    query(context, AdminMenusDocument, {}),
    // A page of 25 and one more to know whether there is a next page (decision 044).
    mayUpdate
      ? query(context, AdminMealListDocument, {
          search: filter.search,
          mealTypeId: filter.type && /^\d{1,9}$/.test(filter.type) ? filter.type : undefined,
          active: true,
          notOnMenuId: id,
          first: limit + 1,
          offset,
        }).then((data) => data.adminMeals.map(({ meal }) => meal))
      : Promise.resolve([]),
    query(context, MealChoicesDocument, {}),
  ]).catch((error: unknown) => asPageError(error, PERMISSIONS.menusView));
  const menu = menus.find((candidate) => candidate.id === id);
  if (!menu) throw new Response("Not found", { status: 404 });
  // The menu's own meals by id (a menu holds at most 40), so saving never drops one.
  const listed =
    mayUpdate && menu.meals.length > 0
      ? await query(context, AdminMealListDocument, { ids: menu.meals.map((meal) => meal.id), first: 100 })
          .then((data) => data.adminMeals.map(({ meal }) => meal))
          .catch((error: unknown) => asPageError(error, PERMISSIONS.menusView))
      : [];
  const row = (meal: (typeof listed)[number]) => ({ id: meal.id, name: meal.name, type: meal.mealType.name, priceCents: meal.priceCents, active: meal.active });
  const onMenu = menu.meals.flatMap((entry, index) => listed.filter((meal) => meal.id === entry.id).map((meal) => ({ ...row(meal), position: index + 1 })));
  const results = found.slice(0, limit).map(row);
  const history = await recordHistory(context, staff, "menus", id);
  return json({ menu, onMenu, results, info: openPageInfo(search, results.length, found.length > limit), filter, mealTypes, history, mayUpdate });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  await requireStaff(request, context, PERMISSIONS.menusUpdate);
  const form = await postedForm(request, context);
  if (form.get("intent") === "add") return addMealToMenu(context, form, id, new URL(request.url).searchParams);
  return saveMenuMeals(context, form, id);
}

export default function AdminMenu() {
  const { menu, onMenu, results, info, filter, mealTypes, history, mayUpdate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
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
        <>
          <Form method="post" action={here} aria-label="Menu meals" noValidate>
            <AntiForgeryField />
            <FormError messages={result?.errors.form} />
            {onMenu.length === 0 ? (
              <p className="muted">No meals on this menu yet: find them below and add them.</p>
            ) : (
              <>
                <p className="muted">
                  Untick a meal to take it off the menu, and number the meals in the order customers see them: a number you type goes before an equal
                  one, and unnumbered meals follow.
                </p>
                <AdminTable caption="Meals on the menu" columns={["On the menu", "Position", "Type", { label: "Full kit", numeric: true }]}>
                  {onMenu.map((meal) => (
                    <tr key={meal.id}>
                      <th scope="row">
                        <label className="admin-check">
                          <input type="checkbox" name="mealIds" value={meal.id} defaultChecked /> {meal.name}
                        </label>
                        {meal.active ? null : <span className="badge badge--muted">Inactive</span>}
                      </th>
                      <td>
                        <input
                          className="field__input admin-position"
                          name={`position-${meal.id}`}
                          inputMode="numeric"
                          maxLength={3}
                          defaultValue={meal.position}
                          aria-label={`Position of ${meal.name}`}
                        />
                        <input type="hidden" name={`was-${meal.id}`} value={meal.position} />
                      </td>
                      <td>{meal.type}</td>
                      <td className="numeric">{formatUsd(meal.priceCents)}</td>
                    </tr>
                  ))}
                </AdminTable>
                <SubmitButton action={here}>Save menu</SubmitButton>
              </>
            )}
          </Form>

          <h2 id="add-meals">Add meals</h2>
          <FilterForm label="Find meals to add" clearTo={pathname}>
            <MealSearchFields filter={filter} mealTypes={mealTypes} />
          </FilterForm>
          <FormError messages={result?.errors.add} />
          {results.length === 0 ? (
            <p className="muted">No active meal that is not on this menu matches these filters.</p>
          ) : (
            <AdminTable caption="Active meals not on the menu" columns={["Meal", "Type", { label: "Full kit", numeric: true }, <span className="visually-hidden">Add</span>]}>
              {results.map((meal) => (
                <tr key={meal.id}>
                  <th scope="row">
                    <Link to={`/admin/meals/${meal.id}`}>{meal.name}</Link>
                  </th>
                  <td>{meal.type}</td>
                  <td className="numeric">{formatUsd(meal.priceCents)}</td>
                  <td>
                    <Form method="post" action={here}>
                      <AntiForgeryField />
                      <input type="hidden" name="intent" value="add" />
                      <SubmitButton action={here} size="sm" color="white" name="mealId" value={meal.id} aria-label={`Add to menu: ${meal.name}`}>
                        Add to menu
                      </SubmitButton>
                    </Form>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
          <Pagination info={info} noun="meals" />
        </>
      ) : (
        <ol>
          {menu.meals.map((meal) => (
            <li key={meal.id}>
              <Link to={`/admin/meals/${meal.id}`}>{meal.name}</Link>
            </li>
          ))}
        </ol>
      )}
      <RecordHistory records={history} caption={`Changes to ${menu.name}`} />
    </AdminPage>
  );
}
