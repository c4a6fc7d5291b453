/**
 * The Meals & menus area of the admin console over GraphQL (decision 019): each field calls the
 * staff's REST route with the caller's token; the api decides who may (UNAUTHENTICATED, FORBIDDEN
 * pass through with no data). Lists go through `send`, never the shared edge cache.
 */
import type { StaffMealJson } from "../../api/services/meal-admin";
import type { MenuJson } from "../../api/services/menus";
import type { MealInput, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { toSearchParams } from "../datasources/api";
import { numericId } from "./errors";
import { listPage } from "./newsroom";
import { rest } from "./rest";

const adminMeal = (row: StaffMealJson) => ({ meal: row, measuredIngredients: row.measured_ingredients });

/** The REST body of a meal input; ids checked before they reach REST. */
function mealBody(input: MealInput) {
  return {
    name: input.name,
    slug: input.slug ?? undefined,
    description: input.description ?? undefined,
    ingredients: input.ingredients ?? undefined,
    instructions: input.instructions ?? undefined,
    meal_type_id: numericId(input.mealTypeId, "mealTypeId"),
    price_cents: input.priceCents,
    serves: input.serves ?? undefined,
    calories: input.calories ?? null,
    active: input.active ?? undefined,
    allergens: input.allergens ?? undefined,
    measured_ingredients: input.measuredIngredients ?? undefined,
  };
}

const mealPath = (id: string) => `meals/${numericId(id, "id")}`;

export const mealAdminQueries: Pick<QueryResolvers, "adminMeals"> = {
  adminMeals: async (_parent, { ids, search: words, mealTypeId, active, notOnMenuId, first, offset }, { api }) => {
    // A page at the database (decision 045): at most 100 meals, as the other console lists.
    const page = listPage(first, offset, 100, 100);
    const search = toSearchParams({
      view: "staff",
      ids: ids?.map((id) => numericId(id, "ids")),
      search: words?.trim() ? words.trim().slice(0, 100) : undefined,
      meal_type_id: mealTypeId ? numericId(mealTypeId, "mealTypeId") : undefined,
      active: active ?? undefined,
      not_on_menu: notOnMenuId ? numericId(notOnMenuId, "notOnMenuId") : undefined,
      ...page,
    });
    const list = await rest(api.send<{ data: StaffMealJson[] }>("GET", `meals?${search}`));
    return list.data.map(adminMeal);
  },
};

export const mealAdminMutations: Pick<
  MutationResolvers,
  "createMeal" | "updateMeal" | "setMealPicture" | "removeMealPicture" | "setMenuMeals" | "addMenuMeal"
> = {
  createMeal: async (_parent, { input }, { api }) => adminMeal(await rest(api.send<StaffMealJson>("POST", "meals", mealBody(input)))),
  updateMeal: async (_parent, { id, input }, { api }) =>
    adminMeal(await rest(api.send<StaffMealJson>("PUT", mealPath(id), mealBody(input)))),
  setMealPicture: async (_parent, { id, picture, alt }, { api }) => {
    // Passed on as multipart: the api judges the bytes (decision 024).
    const form = new FormData();
    form.set("picture", picture, picture.name);
    form.set("alt", alt ?? "");
    return adminMeal(await rest(api.send<StaffMealJson>("PUT", `${mealPath(id)}/picture`, form)));
  },
  removeMealPicture: async (_parent, { id }, { api }) => adminMeal(await rest(api.send<StaffMealJson>("DELETE", `${mealPath(id)}/picture`))),
  setMenuMeals: async (_parent, { menuId, mealIds }, { api }) => {
    const menu = `menus/${numericId(menuId, "menuId")}`;
    await rest(api.send("PUT", `${menu}/meals`, { meal_ids: mealIds.map((id) => numericId(id, "mealIds")) }));
    return api.send<MenuJson>("GET", menu);
  },
  addMenuMeal: async (_parent, { menuId, mealId }, { api }) => {
    const menu = `menus/${numericId(menuId, "menuId")}`;
    await rest(api.send("POST", `${menu}/meals`, { meal_id: numericId(mealId, "mealId") }));
    return api.send<MenuJson>("GET", menu);
  },
};
