// The kitchen board's steps (spec §7 meal-cooked-statuses, issue 8): a meal of an upcoming class
// moves forward one step at a time, and back one step to undo a mistaken tap.

export const MEAL_COOKED_STATUSES = ["not-started", "prepping", "cooked", "packed"] as const;
export type MealCookedStatus = (typeof MEAL_COOKED_STATUSES)[number];

export const isMealCookedStatus = (value: string): value is MealCookedStatus =>
  (MEAL_COOKED_STATUSES as readonly string[]).includes(value);

/** The step after `status`, or null at the last. */
export function nextStatus(status: MealCookedStatus): MealCookedStatus | null {
  return MEAL_COOKED_STATUSES[MEAL_COOKED_STATUSES.indexOf(status) + 1] ?? null;
}

/** The step before `status`, or null at the first. */
export function previousStatus(status: MealCookedStatus): MealCookedStatus | null {
  const index = MEAL_COOKED_STATUSES.indexOf(status);
  return index > 0 ? MEAL_COOKED_STATUSES[index - 1]! : null;
}

/** Why `from` → `to` is refused, or null: one step forward or one back; staying is no change. */
export function statusChangeRefusal(from: MealCookedStatus, to: MealCookedStatus): string | null {
  if (to === nextStatus(from) || to === previousStatus(from)) return null;
  if (to === from) return `The meal is already ${from.replace("-", " ")}`;
  return `A meal moves one step at a time: from ${from.replace("-", " ")} to ${[nextStatus(from), previousStatus(from)].filter(Boolean).join(" or ").replace("-", " ")}`;
}
