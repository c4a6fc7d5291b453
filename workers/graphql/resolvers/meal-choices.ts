/** Which meals a portion line takes home (decision 041), as the cart, order and attendee types show it. */
import type { ChosenMeal, MealChoiceInput } from "../../../graphql/generated/resolvers.generated";
import { numericId } from "./errors";

/** REST's `{ meal_id, name, quantity }` as GraphQL's ChosenMeal. */
export const chosenMeals = (meals: ReadonlyArray<{ meal_id: number; name: string; quantity: number }>): ChosenMeal[] =>
  meals.map((meal) => ({ mealId: String(meal.meal_id), name: meal.name, quantity: meal.quantity }));

/** GraphQL's choice as REST's `meals` body (BAD_USER_INPUT on `argument` for a malformed id). */
export const mealChoiceBody = (meals: ReadonlyArray<MealChoiceInput>, argument = "meals") =>
  meals.map((meal) => ({ meal_id: numericId(meal.mealId, argument), quantity: meal.quantity }));
