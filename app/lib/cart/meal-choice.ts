/**
 * The meal choice of a portion line on the class page (decision 041): one number input per meal
 * of the menu, named `meal-<id>`, posted with the add-to-cart form (their `form` attribute joins
 * them to it). All at 0 is the chef's choice. Shared by the page, the /cart action and the form.
 */
export const MEAL_FIELD_PREFIX = "meal-";
const MEAL_FIELD = /^meal-(\d{1,9})$/;

/** Above this a number of one meal is not a choice but a typo (the largest portion is 12). */
export const MAX_KITS_OF_ONE_MEAL = 12;

export interface MealChoiceEntry {
  mealId: string;
  quantity: number;
}

/**
 * The posted choice: every `meal-<id>` above 0, or undefined when none is (the chef's choice).
 * An entry that is not a whole number from 0 is `{ error }` (a field message on `meals`).
 */
export function mealChoiceFromValues(values: Record<string, unknown>): { meals?: MealChoiceEntry[]; error?: string } {
  const meals: MealChoiceEntry[] = [];
  for (const [key, raw] of Object.entries(values)) {
    const match = MEAL_FIELD.exec(key);
    if (!match?.[1] || typeof raw !== "string" || raw.trim() === "") continue;
    const quantity = Number(raw.trim());
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_KITS_OF_ONE_MEAL) {
      return { error: `Enter a whole number of each meal, 0 to ${MAX_KITS_OF_ONE_MEAL}` };
    }
    if (quantity > 0) meals.push({ mealId: match[1], quantity });
  }
  return meals.length > 0 ? { meals } : {};
}

/** The portion and meal fields of a failed add, for the class page to show again (no JavaScript). */
export function choiceSearch(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if ((key === "portion" || MEAL_FIELD.test(key)) && typeof value === "string" && value !== "" && value !== "0") {
      params.set(key, value.slice(0, 20));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The choice carried back in the class page's URL: portion "sizeId:quantityId" and each meal's number. */
export function choiceFromSearch(params: URLSearchParams): { portion: string | null; quantities: Record<string, number> } {
  const quantities: Record<string, number> = {};
  for (const [key, value] of params) {
    const match = MEAL_FIELD.exec(key);
    const quantity = Number(value);
    if (match?.[1] && Number.isInteger(quantity) && quantity > 0 && quantity <= MAX_KITS_OF_ONE_MEAL) quantities[match[1]] = quantity;
  }
  const portion = params.get("portion");
  return { portion: portion && /^\d{1,9}:\d{1,9}$/.test(portion) ? portion : null, quantities };
}

/** "2 of 3 meals chosen" — the running count (JavaScript) and the message of a wrong count. */
export const chosenCountText = (chosen: number, count: number) => `${chosen} of ${count} meals chosen`;
export const chooseMealsText = (count: number, chosen: number) => `Choose ${count} meals${chosen > 0 ? `; you chose ${chosen}` : ""}`;
