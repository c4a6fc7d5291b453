/**
 * The Meals & menus area of the admin console over GraphQL (decision 019): each field calls the
 * staff's REST route with the caller's token; the api decides who may (UNAUTHENTICATED, FORBIDDEN
 * pass through with no data). Lists go with the caller's token, never through the shared edge cache.
 */
import type { StaffMealJson } from "../../api/contract";
import type { MealInput, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params, type ApiClient } from "../datasources/api";
import { numericId } from "./errors";
import { listPage } from "./newsroom";
import { flag } from "./query-flags";
import { rest, restBody } from "./rest";

const adminMeal = (row: StaffMealJson) => ({ meal: row, measuredIngredients: row.measured_ingredients });

/** The REST body of a meal input; ids checked before they reach REST. */
function mealBody(input: MealInput) {
  // Left out, calories clear.
  return { ...restBody(input), meal_type_id: numericId(input.mealTypeId, "mealTypeId"), calories: input.calories ?? null };
}

const mealParam = (id: string) => ({ id: String(numericId(id, "id")) });

/** A menu as the customer reads it, after staff changed its meals. */
const readMenu = (api: ApiClient, id: number) => api.read(api.rpc.menus[":id"].$get({ param: { id: String(id) } }));

export const mealAdminQueries: Pick<QueryResolvers, "adminMeals"> = {
  adminMeals: async (_parent, { ids, search: words, mealTypeId, active, notOnMenuId, first, offset }, { api }) => {
    // A page at the database (decision 045): at most 100 meals, as the other console lists.
    const page = listPage(first, offset, 100, 100);
    const query = params({
      ids: ids?.map((id) => numericId(id, "ids")),
      search: words?.trim() ? words.trim().slice(0, 100) : undefined,
      meal_type_id: mealTypeId ? numericId(mealTypeId, "mealTypeId") : undefined,
      not_on_menu: notOnMenuId ? numericId(notOnMenuId, "notOnMenuId") : undefined,
      ...page,
    });
    const list = await rest(api.read(api.rpc.meals.staff.$get({ query: { ...query, active: flag(active) } })));
    return list.data.map(adminMeal);
  },
};

export const mealAdminMutations: Pick<
  MutationResolvers,
  "createMeal" | "updateMeal" | "setMealPicture" | "removeMealPicture" | "setMenuMeals" | "addMenuMeal"
> = {
  createMeal: async (_parent, { input }, { api }) => adminMeal(await rest(api.read(api.rpc.meals.$post({ json: mealBody(input) })))),
  updateMeal: async (_parent, { id, input }, { api }) =>
    adminMeal(await rest(api.read(api.rpc.meals[":id{[0-9]+}"].$put({ param: mealParam(id), json: mealBody(input) })))),
  setMealPicture: async (_parent, { id, picture, alt }, { api }) => {
    // Passed on as multipart: the api judges the bytes (decision 024).
    const form = new FormData();
    form.set("picture", picture, picture.name);
    form.set("alt", alt ?? "");
    // The api reads the form by hand (multipart), so the body goes through hc's request options.
    return adminMeal(await rest(api.read(api.rpc.meals[":id{[0-9]+}"].picture.$put({ param: mealParam(id) }, { init: { body: form } }))));
  },
  removeMealPicture: async (_parent, { id }, { api }) =>
    adminMeal(await rest(api.read(api.rpc.meals[":id{[0-9]+}"].picture.$delete({ param: mealParam(id) })))),
  setMenuMeals: async (_parent, { menuId, mealIds }, { api }) => {
    const menu = numericId(menuId, "menuId");
    const json = { meal_ids: mealIds.map((id) => numericId(id, "mealIds")) };
    await rest(api.read(api.rpc.menus[":id{[0-9]+}"].meals.$put({ param: { id: String(menu) }, json })));
    return readMenu(api, menu);
  },
  addMenuMeal: async (_parent, { menuId, mealId }, { api }) => {
    const menu = numericId(menuId, "menuId");
    const json = { meal_id: numericId(mealId, "mealId") };
    await rest(api.read(api.rpc.menus[":id{[0-9]+}"].meals.$post({ param: { id: String(menu) }, json })));
    return readMenu(api, menu);
  },
};
