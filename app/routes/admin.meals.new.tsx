import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { MealForm, type MealFormShown } from "~/components/admin/MealForm";
import { saveMeal } from "~/lib/admin/meal-actions.server";
import { postedForm } from "~/lib/core/csrf.server";
import { MealChoicesDocument } from "~/lib/admin/meal-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("New meal");

/** A new meal starts active, serving four. */
const BLANK: MealFormShown = { serves: "4", active: "on", allergens: [] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.mealsCreate);
  const { mealTypes, allergies } = await query(context, MealChoicesDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.mealsCreate));
  return json({ mealTypes, allergies });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return saveMeal(request, context, await postedForm(request, context));
}

export default function NewMeal() {
  const { mealTypes, allergies } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminPage title="New meal" crumbs={[{ label: "Meals & menus", to: "/admin/meals" }]}>
      <MealForm values={result?.values ?? BLANK} errors={result?.errors ?? {}} mealTypes={mealTypes} allergies={allergies} submitLabel="Create meal" />
    </AdminPage>
  );
}
