/**
 * Finding a class by day of the week and party size (issue 30 part 6, decision 085): the choices
 * the list pages offer, read from their `day` and `guests` parameters, and what the class filter
 * asks of the api. Pure, shared by the web, the GraphQL worker and the api.
 */
import { MAX_GUESTS } from "./class-offers";

/** Sunday 0 … Saturday 6, as Date#getUTCDay and SQLite's strftime('%w') count. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The `day` choices: weekdays, the weekend, or one day ("sat"). */
export const DAY_CHOICES: ReadonlyArray<{ value: string; label: string; weekdays: number[] }> = [
  { value: "weekdays", label: "Weekdays (Mon–Fri)", weekdays: [1, 2, 3, 4, 5] },
  { value: "weekends", label: "Weekends (Sat–Sun)", weekdays: [0, 6] },
  ...WEEKDAY_NAMES.map((name, weekday) => ({ value: name.slice(0, 3).toLowerCase(), label: `${name}s`, weekdays: [weekday] })),
];

/** The weekdays of a `day` choice, or null for any day (unknown values are left out quietly). */
export function weekdaysOf(choice: string): number[] | null {
  return DAY_CHOICES.find((option) => option.value === choice)?.weekdays ?? null;
}

/** The largest party the finder asks seats for: what one cart line may take. */
export const MAX_PARTY = MAX_GUESTS;

/** A party size from a parameter: a whole number 1…MAX_PARTY, else null (any). */
export function partySize(value: string): number | null {
  if (!/^\d{1,2}$/.test(value)) return null;
  const size = Number(value);
  return size >= 1 && size <= MAX_PARTY ? size : null;
}

/** Whether a list of weekdays is a real choice: 1–6 distinct days 0–6 (all seven is no filter). */
export function isWeekdayList(days: readonly number[]): boolean {
  return days.length > 0 && days.length <= 7 && new Set(days).size === days.length && days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6);
}
