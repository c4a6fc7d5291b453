/** Query.menus, menu, meals, meal, mealTypes and allergies, and the Menu and Meal types. */
import { pictureSrcset } from "../../core/media";
import { GraphQLError } from "graphql";
import type { MenuJson } from "../../api/contract";
import type { MealResolvers, MenuResolvers, PictureResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import type { Loaders } from "../loaders";
import { orNull, pathKey, withArgumentNames } from "./errors";
import { listPage } from "./newsroom";
import { flag } from "./query-flags";
import { params } from "../datasources/api";
import type { MenuModel } from "./models";

export const menus: NonNullable<QueryResolvers["menus"]> = async (_parent, { month }, { api, loaders }) => {
  const answer = await api.read(api.rpc.menus.$get({ query: params({ month, relations: "meals" }) }));
  for (const menu of answer.data) loaders.menuById.prime(menu.id, menu);
  return answer.data;
};

export const menu: NonNullable<QueryResolvers["menu"]> = (_parent, { idOrSlug }, { api }) =>
  orNull(withArgumentNames(api.read(api.rpc.menus[":id"].$get({ param: { id: pathKey(idOrSlug, "idOrSlug") } })), { id: "idOrSlug" }));

/** The most meals one answer of `meals` holds (decision 045; the api's page is as large). */
const MAX_MEALS_PAGE = 100;

export const meals: NonNullable<QueryResolvers["meals"]> = async (_parent, { filter, first, offset }, { api }) => {
  // A page (decision 045): at most 100 meals; a menu holds at most 40, so /menu's is whole.
  const page = listPage(first, offset, MAX_MEALS_PAGE, MAX_MEALS_PAGE);
  const answer = await withArgumentNames(
    api.read(
      api.rpc.meals.$get({
        query: {
          ...params({ menu: filter?.menuId, meal_type: filter?.mealType, allergy_free: filter?.allergyFree, ...page }),
          active: flag(filter?.active),
        },
      }),
    ),
    { menu: "menuId", meal_type: "mealType", allergy_free: "allergyFree" },
  );
  return answer.data;
};

export const meal: NonNullable<QueryResolvers["meal"]> = (_parent, { idOrSlug }, { api }) =>
  orNull(withArgumentNames(api.read(api.rpc.meals[":id"].$get({ param: { id: pathKey(idOrSlug, "idOrSlug") } })), { id: "idOrSlug" }));

export const mealTypes: NonNullable<QueryResolvers["mealTypes"]> = (_parent, _args, { loaders }) => loaders.mealTypes();

export const allergies: NonNullable<QueryResolvers["allergies"]> = (_parent, _args, { loaders }) => loaders.allergies();

/** A class in a list names its menu only (id, slug, name); the rest comes through the loader. */
async function fullMenu(menu: MenuModel, loaders: Loaders): Promise<MenuJson> {
  if ("starts_on" in menu && menu.meals) return menu;
  const loaded = await loaders.menuById.load(menu.id);
  if (!loaded) throw new GraphQLError(`Menu ${menu.id} was not found`, { extensions: { code: "INTERNAL" } });
  return loaded;
}

export const Menu: MenuResolvers = {
  description: async (m, _args, { loaders }) => ("description" in m ? m.description : (await fullMenu(m, loaders)).description),
  startsOn: async (m, _args, { loaders }) => ("starts_on" in m ? m.starts_on : (await fullMenu(m, loaders)).starts_on),
  endsOn: async (m, _args, { loaders }) => ("ends_on" in m ? m.ends_on : (await fullMenu(m, loaders)).ends_on),
  meals: async (m, _args, { loaders }) => (await fullMenu(m, loaders)).meals ?? [],
};

/** Served by the web worker from the MEDIA bucket (decision 024). */
export const Picture: PictureResolvers = {
  url: (picture) => `/media/${picture.key}`,
  srcset: (picture) => pictureSrcset(picture),
};

export const Meal: MealResolvers = {
  priceCents: (m) => m.price_cents,
  mealType: (m) => m.meal_type,
  allergens: (m) => m.allergens,
};
