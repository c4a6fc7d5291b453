/** The kitchen board over GraphQL: REST meal-cooked-statuses with the caller's token. */
import type { MealCookedStatus, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { numericId } from "./errors";
import { optionalId, rest } from "./rest";

interface BoardJson {
  data: Array<{
    class_id: number;
    name: string;
    date: string;
    timezone: string;
    location_name: string;
    seats_taken: number;
    chefs_choice_kits: number;
    meals: Array<{ meal_id: number; name: string; status: string; updated_at: string | null; kits_chosen: number }>;
  }>;
}

const statusOf = (status: string) => status.toUpperCase().replace("-", "_") as MealCookedStatus;

export const kitchenBoard: NonNullable<QueryResolvers["kitchenBoard"]> = async (_parent, { from, to, locationId }, { api }) => {
  const board = await rest(api.get<BoardJson>("meal-cooked-statuses", { from, to, location: optionalId(locationId, "locationId") }), {
    location: "locationId",
  });
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
      api.send<{ meal_id: number; name: string; status: string; updated_at: string }>("PUT", "meal-cooked-statuses", {
        class_id: numericId(classId, "classId"),
        meal_id: numericId(mealId, "mealId"),
        status: status.toLowerCase().replace("_", "-"),
      }),
      { class_id: "classId", meal_id: "mealId" },
    );
    return { mealId: String(row.meal_id), name: row.name, status: statusOf(row.status), updatedAt: row.updated_at, kitsChosen: 0 };
  },
};
