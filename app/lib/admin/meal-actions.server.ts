/** The meal form's save (new and edit) and a menu's meals, with the api's refusals as messages. */
import { isRecordId } from "../../../workers/core/field-rules";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { AddMenuMealDocument, AdminMenusDocument, CreateMealDocument, RemoveMealPictureDocument, SetMealPictureDocument, SetMenuMealsDocument, UpdateMealDocument } from "./meal-documents.server";
import { mealFieldErrors, mealFormValues, parseMealForm, type MealFormValues } from "./meal-forms.server";
import { removePicture, savePicture } from "./picture-actions.server";
import { requireStaff } from "./staff.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { mutate, query, failureOf, failureMessage } from "~/lib/core/graphql.server";

export interface MealActionData {
  errors: FieldErrors;
  values?: MealFormValues;
}

/** A CONFLICT or FORBIDDEN as the form's message; anything else is not ours to word. */
function refusal(error: unknown, values?: MealFormValues) {
  const code = failureOf(error)?.code;
  if (code !== "CONFLICT" && code !== "FORBIDDEN") return null;
  return json<MealActionData>({ errors: { form: [failureMessage(error)] }, values }, { status: code === "CONFLICT" ? 409 : 403 });
}

/** POST of the meal form: 400 with field messages, or a 303 to the meal's page. */
export async function saveMeal(request: Request, context: AppLoadContext, form: FormData, id?: string) {
  await requireStaff(request, context, id === undefined ? PERMISSIONS.mealsCreate : PERMISSIONS.mealsUpdate);
  const values = mealFormValues(form);
  const parsed = parseMealForm(values);
  if (!parsed.ok) return json<MealActionData>({ errors: parsed.errors, values }, { status: 400 });
  let savedId: string;
  try {
    savedId =
      id === undefined
        ? (await mutate(context, CreateMealDocument, { input: parsed.value })).createMeal.meal.id
        : (await mutate(context, UpdateMealDocument, { id, input: parsed.value })).updateMeal.meal.id;
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<MealActionData>({ errors: mealFieldErrors(fields), values }, { status: 400 });
    const refused = refusal(error, values);
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: id === undefined ? "Meal created" : "Meal saved" });
  return redirect(`/admin/meals/${savedId}`, 303);
}

/**
 * POST of a menu's meals: each ticked meal with its position, sent in that order. Equal positions
 * put the meal whose number was just typed first (typing 1 beside a meal makes it first); blank
 * ones follow the numbered, in list order. 400 when a position is not a whole number.
 *
 * The form lists the menu's meals as they were when the page was read (each with its `was-`
 * field). A meal on the menu now that the form did not show — added by someone else meanwhile,
 * or through the search in another tab — is kept at the end in its order (decision 051): a stale
 * form removes only the meals it showed and someone unticked.
 */
export async function saveMenuMeals(context: AppLoadContext, form: FormData, menuId: string) {
  const ticked = form.getAll("mealIds").map(String).filter(isRecordId);
  const errors: FieldErrors = {};
  const ordered = ticked.map((id, index) => {
    const position = String(form.get(`position-${id}`) ?? "").trim();
    if (position !== "" && !/^\d{1,3}$/.test(position)) (errors.form ??= []).push(`Positions are whole numbers, like 1, 2, 3 (meal ${id})`);
    const moved = position !== String(form.get(`was-${id}`) ?? "");
    return { id, index, position: position === "" ? Infinity : Number(position), moved };
  });
  if (errors.form) return json<MealActionData>({ errors }, { status: 400 });
  const chosen = ordered
    .sort((a, b) => a.position - b.position || Number(b.moved) - Number(a.moved) || a.index - b.index)
    .map((meal) => meal.id);
  const { menus } = await query(context, AdminMenusDocument, {});
  const now = menus.find((menu) => menu.id === menuId)?.meals.map((meal) => meal.id) ?? [];
  const unseen = now.filter((id) => !form.has(`was-${id}`) && !chosen.includes(id));
  const mealIds = [...chosen, ...unseen];
  try {
    await mutate(context, SetMenuMealsDocument, { menuId, mealIds });
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<MealActionData>({ errors: { form: Object.values(fields).flat() } }, { status: 400 });
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
  const kept = unseen.length === 0 ? "" : ` ${unseen.length === 1 ? "1 meal" : `${unseen.length} meals`} added meanwhile stayed at the end.`;
  flashAlert(context, { alertType: "success", title: "Menu saved", message: `${mealIds.length} meals, in the order shown.${kept}` });
  return redirect(`/admin/meals/menus/${menuId}`, 303);
}

/**
 * POST of a search result's "Add to menu" (decision 051): the meal goes at the end of the menu,
 * the others untouched; back to the same search (its page too) to add the next. A CONFLICT (the
 * menu is full, the meal was made inactive) is the form's message.
 */
export async function addMealToMenu(context: AppLoadContext, form: FormData, menuId: string, search: URLSearchParams) {
  const mealId = String(form.get("mealId") ?? "");
  if (!isRecordId(mealId)) return json<MealActionData>({ errors: { add: ["Choose a meal to add"] } }, { status: 400 });
  let meals: Array<{ id: string; name: string }>;
  try {
    meals = (await mutate(context, AddMenuMealDocument, { menuId, mealId })).addMenuMeal.meals;
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<MealActionData>({ errors: { add: Object.values(fields).flat() } }, { status: 400 });
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN") {
      return json<MealActionData>({ errors: { add: [failureMessage(error)] } }, { status: code === "CONFLICT" ? 409 : 403 });
    }
    throw error;
  }
  const name = meals.find((meal) => meal.id === mealId)?.name ?? "The meal";
  flashAlert(context, { alertType: "success", title: "Added to the menu", message: `${name} is meal ${meals.length} of ${meals.length}.` });
  const back = new URLSearchParams();
  for (const key of ["q", "type", "page"]) {
    const value = search.get(key);
    if (value) back.set(key, value);
  }
  const tail = back.toString();
  return redirect(`/admin/meals/menus/${menuId}${tail ? `?${tail}` : ""}`, 303);
}

/** POST of the picture form (multipart, decision 024): PictureSection's shared save; alt text optional. */
export async function saveMealPicture(request: Request, context: AppLoadContext, form: FormData, id: string) {
  await requireStaff(request, context, PERMISSIONS.mealsUpdate);
  return savePicture(context, form, {
    send: (picture, alt) => mutate(context, SetMealPictureDocument, { id, picture, alt }),
    redirectTo: `/admin/meals/${id}`,
    altRequired: false,
  });
}

/** POST of the confirmed removal: the meal shows no picture. */
export async function removeMealPicture(request: Request, context: AppLoadContext, id: string) {
  await requireStaff(request, context, PERMISSIONS.mealsUpdate);
  return removePicture(context, () => mutate(context, RemoveMealPictureDocument, { id }), `/admin/meals/${id}`);
}
