import { defaultMonth, isMonthKey, monthName, nextMonth, zonedParts } from "../../../workers/core/dates";

/** How many months the month selects of the catalog pages offer. */
export const MONTH_CHOICE_COUNT = 4;

export interface MonthChoice {
  key: string;
  name: string;
}

/**
 * The months a visitor can pick: the current month in the shop's zone (America/Denver, spec §9)
 * and the three after it. The list starts at the current month rather than at the default month
 * so the rest of this month stays reachable after the 15th, when the default moves on (§9).
 */
export function monthChoices(now: Date): MonthChoice[] {
  const { year, month } = zonedParts(now);
  let key = `${year}-${String(month).padStart(2, "0")}`;
  const keys: string[] = [];
  for (let index = 0; index < MONTH_CHOICE_COUNT; index++) {
    keys.push(key);
    key = nextMonth(key);
  }
  return keys.map((choice) => ({ key: choice, name: monthName(choice) }));
}

/**
 * The month a page shows: `?month=` when it is one of the choices, else the default month of
 * spec §9 (the current month, or the next one after the 15th). A stale or mistyped month falls
 * back quietly: the select shows which month is on screen.
 */
export function chosenMonth(param: string | null, choices: readonly MonthChoice[], now: Date): string {
  if (param && isMonthKey(param) && choices.some((choice) => choice.key === param)) return param;
  return defaultMonth(now);
}

/** The month after `month` when it is still one of the choices: what an empty month suggests. */
export function laterChoice(month: string, choices: readonly MonthChoice[]): MonthChoice | undefined {
  const next = nextMonth(month);
  return choices.find((choice) => choice.key === next);
}
