import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { SelectField } from "~/components/core/SelectField";
import { choiceParam, openPageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { AdminMealListDocument, AdminMenusDocument, MealChoicesDocument } from "~/lib/admin/meal-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";
import { AdminTable } from "~/components/admin/AdminTable";
import { MealSearchFields } from "~/components/admin/MealSearchFields";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Meals & menus");

const ACTIVE_CHOICES = ["yes", "no"] as const;

/**
 * The meals (inactive too) searched by name, type and status in the URL, a page of 25 with the
 * admin Pagination (decision 045: filtered and paged at the database), and the menus (meals.view).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.mealsView);
  const params = new URL(request.url).searchParams;
  const search = textParam(params, "q");
  const type = textParam(params, "type", 12);
  const active = choiceParam(params, "active", ACTIVE_CHOICES);
  const mayMenus = hasPermission(staff.permissions, PERMISSIONS.menusView);
  // A page of 25, and one more to know whether there is a next page (decision 044).
  const { limit, offset } = pageWindow(params);
  const [{ adminMeals }, { mealTypes }, menus] = await Promise.all([
    query(context, AdminMealListDocument, {
      search,
      mealTypeId: type && /^\d{1,9}$/.test(type) ? type : undefined,
      active: active === undefined ? undefined : active === "yes",
      first: limit + 1,
      offset,
    }),
    query(context, MealChoicesDocument, {}),
    mayMenus ? query(context, AdminMenusDocument, {}).then((data) => data.menus) : Promise.resolve([]),
  ]).catch((error: unknown) => asPageError(error, PERMISSIONS.mealsView));
  const meals = adminMeals.slice(0, limit).map(({ meal }) => meal);
  return json({
    filter: { search, type, active },
    meals,
    info: openPageInfo(params, meals.length, adminMeals.length > limit),
    mealTypes,
    menus,
    may: { create: hasPermission(staff.permissions, PERMISSIONS.mealsCreate), menus: mayMenus },
  });
}

export default function AdminMeals() {
  const { filter, meals, info, mealTypes, menus, may } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Meals & menus"
      actions={may.create && <PageActionLink to="/admin/meals/new">New meal</PageActionLink>}
    >
      <FilterForm label="Filter meals" clearTo="/admin/meals">
        <MealSearchFields filter={filter} mealTypes={mealTypes} />
        <SelectField
          name="active"
          label="Status"
          defaultValue={filter.active ?? ""}
          options={[
            { value: "", label: "Any" },
            { value: "yes", label: "Active" },
            { value: "no", label: "Inactive" },
          ]}
        />
      </FilterForm>
      {meals.length === 0 ? (
        <p className="muted">No meal matches these filters.</p>
      ) : (
        <AdminTable caption="Meals" columns={["Meal", "Type", { label: "Full kit", numeric: true }, "Contains", "Status"]}>
          {meals.map((meal) => (
            <tr key={meal.id}>
              <th scope="row">
                <Link to={`/admin/meals/${meal.id}`}>{meal.name}</Link>
              </th>
              <td>{meal.mealType.name}</td>
              <td className="numeric">{formatUsd(meal.priceCents)}</td>
              <td>{meal.allergens.map((allergen) => allergen.name).join(", ") || "—"}</td>
              <td>{meal.active ? "Active" : <span className="badge badge--muted">Inactive</span>}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination info={info} noun="meals" />

      {may.menus ? (
        <>
          <h2>Menus</h2>
          <AdminTable caption="Menus" columns={["Menu", "Served", { label: "Meals", numeric: true }]}>
            {menus.map((menu) => (
              <tr key={menu.id}>
                <th scope="row">
                  <Link to={`/admin/meals/menus/${menu.id}`}>{menu.name}</Link>
                </th>
                <td>
                  {menu.startsOn} to {menu.endsOn}
                </td>
                <td className="numeric">{menu.meals.length}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : null}
    </AdminPage>
  );
}
