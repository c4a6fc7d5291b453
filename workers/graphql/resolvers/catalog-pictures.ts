/**
 * ClassType.picture, Location.picture, ClassHost.bio and .picture (one REST read per request,
 * however many classes, kitchens or hosts a page shows) and Meal.offerings (decision 039).
 */
import { GraphQLError } from "graphql";
import type { CatalogPicturesJson } from "../../api/contract";
import type { ClassHostResolvers, ClassTypeResolvers, LocationResolvers, MealResolvers } from "../../../graphql/generated/resolvers.generated";
import { params, type ApiClient } from "../datasources/api";

/** Per request: the context's api client is made for one request, so the answer dies with it. */
const answers = new WeakMap<ApiClient, Promise<CatalogPicturesJson>>();

function pictures(api: ApiClient): Promise<CatalogPicturesJson> {
  let answer = answers.get(api);
  if (!answer) {
    answer = api.read(api.rpc["catalog-pictures"].$get());
    answers.set(api, answer);
  }
  return answer;
}

export const ClassTypePicture: Pick<ClassTypeResolvers, "picture"> = {
  picture: async (type, _args, { api }) => (await pictures(api)).class_types[String(type.id)] ?? null,
};

export const LocationPicture: Pick<LocationResolvers, "picture"> = {
  picture: async (location, _args, { api }) => (await pictures(api)).locations[String(location.id)] ?? null,
};

export const ClassHost: ClassHostResolvers = {
  bio: async (host, _args, { api }) => (await pictures(api)).hosts[String(host.id)]?.bio ?? "",
  picture: async (host, _args, { api }) => (await pictures(api)).hosts[String(host.id)]?.picture ?? null,
};

export const MealOfferings: Pick<MealResolvers, "offerings"> = {
  offerings: async (meal, { first }, { api }) => {
    if (first !== undefined && first !== null && (first < 1 || first > 12)) {
      throw new GraphQLError("first must be between 1 and 12", {
        extensions: { code: "BAD_USER_INPUT", fields: { first: ["must be between 1 and 12"] } },
      });
    }
    const answer = await api.read(api.rpc.meals[":id"].offerings.$get({ param: { id: String(meal.id) }, query: params({ limit: first ?? 6 }) }));
    return answer.data;
  },
};
