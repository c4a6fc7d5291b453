import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { MealForm, type MealFormShown } from "~/components/admin/MealForm";
import { PictureSection, removePictureChoice } from "~/components/admin/PictureSection";
import { MealPicture } from "~/components/catalog/MealPicture";
import { recordHistory } from "~/lib/admin/history.server";
import { removeMealPicture, saveMeal, saveMealPicture } from "~/lib/admin/meal-actions.server";
import { postedForm } from "~/lib/core/csrf.server";
import { AdminMealsDocument, MealChoicesDocument } from "~/lib/admin/meal-documents.server";
import { formatQuantity, ingredientLines } from "~/lib/admin/meal-forms.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/components/core/layout-kit";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = dataMeta<{ meal: { name: string } }>(({ meal }) => ({ title: meal.name, noindex: true }));

/** One meal: what the shop shows, what the kitchen measures, the edit form and its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.mealsView);
  const id = recordId(params.id);
  const [data, choices] = await Promise.all([query(context, AdminMealsDocument, { ids: [id] }), query(context, MealChoicesDocument, {})]).catch(
    (error: unknown) => asPageError(error, PERMISSIONS.mealsView),
  );
  const row = data.adminMeals[0];
  if (!row) throw new Response("Not found", { status: 404 });
  const { meal, measuredIngredients } = row;
  const stored: MealFormShown = {
    name: meal.name,
    slug: meal.slug,
    description: meal.description,
    ingredients: meal.ingredients,
    instructions: meal.instructions,
    mealTypeId: meal.mealType.id,
    price: (meal.priceCents / 100).toFixed(2),
    serves: String(meal.serves),
    calories: meal.calories === null || meal.calories === undefined ? "" : String(meal.calories),
    active: meal.active ? "on" : "",
    allergens: meal.allergens.map((allergen) => allergen.key),
    measuredIngredients: ingredientLines(measuredIngredients),
  };
  const history = await recordHistory(context, staff, "meals", id);
  return json({
    meal,
    measured: measuredIngredients.map((ingredient) => ({ ...ingredient, quantityText: formatQuantity(ingredient.quantity) })),
    stored,
    mealTypes: choices.mealTypes,
    allergies: choices.allergies,
    history,
    mayUpdate: hasPermission(staff.permissions, PERMISSIONS.mealsUpdate),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await postedForm(request, context);
  const intent = form.get("intent");
  if (intent === "picture") return saveMealPicture(request, context, form, id);
  if (intent === "remove-picture") return removeMealPicture(request, context, id);
  return saveMeal(request, context, form, id);
}

const CONFIRMS: ConfirmChoice[] = [removePictureChoice("this meal")];

export default function AdminMeal() {
  const { meal, measured, stored, mealTypes, allergies, history, mayUpdate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const confirm = useConfirmChoice(CONFIRMS);
  const crumbs = [{ label: "Meals & menus", to: "/admin/meals" }];
  const path = `/admin/meals/${meal.id}`;
  if (confirm && mayUpdate && meal.picture) {
    return (
      <AdminPage title={meal.name} crumbs={crumbs}>
        <ConfirmPanel choice={confirm} action={path} backTo={path} />
      </AdminPage>
    );
  }
  const pictureResult = result && "intent" in result && result.intent === "picture" ? result : undefined;
  const formResult = result && !("intent" in result) ? result : undefined;
  return (
    <AdminPage title={meal.name} crumbs={crumbs}>
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>{meal.active ? "Active" : "Inactive"}</dd>
        <dt>Type</dt>
        <dd>{meal.mealType.name}</dd>
        <dt>Full kit</dt>
        <dd>
          {formatUsd(meal.priceCents)}, serves {meal.serves}
          {meal.calories ? `, ${meal.calories} calories a serving` : ""}
        </dd>
        <dt>Contains</dt>
        <dd>{meal.allergens.map((allergen) => allergen.name).join(", ") || "No listed allergens"}</dd>
        <dt>In the shop</dt>
        <dd>
          <a href={`/meals/${meal.slug}`}>/meals/{meal.slug}</a>
        </dd>
      </dl>

      <h2>Measured ingredients</h2>
      {measured.length === 0 ? (
        <p className="muted">None yet: the grocery list cannot scale this meal until they are added.</p>
      ) : (
        <AdminTable caption={<>Measured ingredients of {meal.name}</>} columns={["Ingredient", { label: "Quantity", numeric: true }, "Unit", "Aisle"]}>
          {measured.map((ingredient, index) => (
            <tr key={index}>
              <th scope="row">{ingredient.name}</th>
              <td className="numeric">{ingredient.quantityText}</td>
              <td>{ingredient.unit}</td>
              <td>{ingredient.aisle}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      {mayUpdate ? (
        <PictureSection
          picture={meal.picture}
          path={path}
          errors={pictureResult?.errors ?? {}}
          alt={pictureResult?.alt ?? meal.picture?.alt ?? ""}
          shows="this meal"
          remove={CONFIRMS[0]!}
          altFallback="the meal's name"
        />
      ) : meal.picture ? (
        <MealPicture picture={meal.picture} className="admin-picture__current" />
      ) : null}

      {mayUpdate ? (
        <>
          <h2>Edit</h2>
          <MealForm values={formResult?.values ?? stored} errors={formResult?.errors ?? {}} mealTypes={mealTypes} allergies={allergies} submitLabel="Save meal" />
        </>
      ) : null}

      <RecordHistory records={history} caption={`Changes to ${meal.name}`} />
    </AdminPage>
  );
}
