/** The meal form's save (new and edit) and a menu's meals, with the api's refusals as messages. */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { errorMessage } from "./class-actions.server";
import { CreateMealDocument, RemoveMealPictureDocument, SetMealPictureDocument, SetMenuMealsDocument, UpdateMealDocument } from "./meal-documents.server";
import { mealFieldErrors, mealFormValues, parseMealForm, type MealFormValues } from "./meal-forms.server";
import { removePicture, savePicture } from "./picture-actions.server";
import { requireStaff } from "./staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { badUserInputFields, graphqlErrorCode } from "~/lib/core/graphql-errors.server";
import { mutate } from "~/lib/core/graphql.server";

export interface MealActionData {
  errors: FieldErrors;
  values?: MealFormValues;
}

/** A CONFLICT or FORBIDDEN as the form's message; anything else is not ours to word. */
function refusal(error: unknown, values?: MealFormValues) {
  const code = graphqlErrorCode(error);
  if (code !== "CONFLICT" && code !== "FORBIDDEN") return null;
  return json<MealActionData>({ errors: { form: [errorMessage(error)] }, values }, { status: code === "CONFLICT" ? 409 : 403 });
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
    const fields = badUserInputFields(error);
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
 */
export async function saveMenuMeals(request: Request, context: AppLoadContext, menuId: string) {
  await requireStaff(request, context, PERMISSIONS.menusUpdate);
  const form = await postedForm(request, context);
  const ticked = form.getAll("mealIds").map(String).filter((id) => /^\d{1,9}$/.test(id));
  const errors: FieldErrors = {};
  const ordered = ticked.map((id, index) => {
    const position = String(form.get(`position-${id}`) ?? "").trim();
    if (position !== "" && !/^\d{1,3}$/.test(position)) (errors.form ??= []).push(`Positions are whole numbers, like 1, 2, 3 (meal ${id})`);
    const moved = position !== String(form.get(`was-${id}`) ?? "");
    return { id, index, position: position === "" ? Infinity : Number(position), moved };
  });
  if (errors.form) return json<MealActionData>({ errors }, { status: 400 });
  const mealIds = ordered
    .sort((a, b) => a.position - b.position || Number(b.moved) - Number(a.moved) || a.index - b.index)
    .map((meal) => meal.id);
  try {
    await mutate(context, SetMenuMealsDocument, { menuId, mealIds });
  } catch (error) {
    const fields = badUserInputFields(error);
    if (fields) return json<MealActionData>({ errors: { form: Object.values(fields).flat() } }, { status: 400 });
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: "Menu saved", message: `${mealIds.length} meals, in the order shown.` });
  return redirect(`/admin/meals/menus/${menuId}`, 303);
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
