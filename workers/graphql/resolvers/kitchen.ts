/** The kitchen board over GraphQL: REST meal-cooked-statuses with the caller's token. */
import type { MealCookedStatus, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { numericId } from "./errors";
import { optionalId, rest } from "./rest";

const statusOf = (status: string) => status.toUpperCase().replace("-", "_") as MealCookedStatus;

/** The api's step of a GraphQL status. */
const STATUS_KEYS = { NOT_STARTED: "not-started", PREPPING: "prepping", COOKED: "cooked", PACKED: "packed" } as const satisfies Record<
  MealCookedStatus,
  string
>;

export const kitchenBoard: NonNullable<QueryResolvers["kitchenBoard"]> = async (_parent, { from, to, locationId }, { api }) => {
  const query = params({ from, to, location: optionalId(locationId, "locationId") });
  const board = await rest(api.read(api.rpc["meal-cooked-statuses"].$get({ query })), { location: "locationId" });
  return board.data.map((row) => ({
    classId: String(row.class_id),
    name: row.name,
    date: row.date,
    timezone: row.timezone,
    locationName: row.location_name,
    seatsTaken: row.seats_taken,
    chefsChoiceKits: row.chefs_choice_kits,
    meals: row.meals.map((meal) => ({
      mealId: String(meal.meal_id),
      name: meal.name,
      status: statusOf(meal.status),
      updatedAt: meal.updated_at,
      kitsChosen: meal.kits_chosen,
    })),
  }));
};

export const kitchenMutations: Pick<MutationResolvers, "setMealCookedStatus"> = {
  setMealCookedStatus: async (_parent, { classId, mealId, status }, { api }) => {
    const row = await rest(
      api.read(
        api.rpc["meal-cooked-statuses"].$put({
          json: { class_id: numericId(classId, "classId"), meal_id: numericId(mealId, "mealId"), status: STATUS_KEYS[status] },
        }),
      ),
      { class_id: "classId", meal_id: "mealId" },
    );
    return { mealId: String(row.meal_id), name: row.name, status: statusOf(row.status), updatedAt: row.updated_at, kitsChosen: 0 };
  },
};
