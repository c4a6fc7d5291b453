/**
 * The pure part of the console's multi-select (spec §7 widgets): which options the filter box
 * leaves, what to say when none are left, and how tall the list is drawn. The control itself is a
 * group of native checkboxes (components/admin/MultiSelect.tsx), so it works without JavaScript.
 */

/** Spec: at most 1,000 options are offered; the list is at most 300 pixels tall, 40 a row (console.css). */
export const MULTI_SELECT_LIMIT = 1000;

export const NO_MATCH_MESSAGE = "No elements found. Consider changing the search query.";
export const EMPTY_LIST_MESSAGE = "List is empty.";

export interface MultiSelectOption {
  value: string;
  label: string;
}

/** Lower case without accents, so "creme" finds "Crème brûlée". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/**
 * The options whose label holds every word of the query (any order), the first `limit` of them,
 * with the message to show: EMPTY_LIST_MESSAGE when there are no options at all, NO_MATCH_MESSAGE
 * when the query leaves none, else null. `truncated` says more matched than are offered.
 */
export function filterOptions<Option extends MultiSelectOption>(
  options: readonly Option[],
  query: string,
  limit = MULTI_SELECT_LIMIT,
): { shown: Option[]; message: string | null; truncated: boolean } {
  if (options.length === 0) return { shown: [], message: EMPTY_LIST_MESSAGE, truncated: false };
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const matching = words.length === 0 ? options : options.filter((option) => words.every((word) => foldForSearch(option.label).includes(word)));
  if (matching.length === 0) return { shown: [], message: NO_MATCH_MESSAGE, truncated: false };
  return { shown: matching.slice(0, limit), message: null, truncated: matching.length > limit };
}

/** The chosen values in the options' order, without unknown or repeated ones. */
export function chosenValues(options: readonly MultiSelectOption[], chosen: readonly string[]): string[] {
  const wanted = new Set(chosen);
  return options.filter((option) => wanted.has(option.value)).map((option) => option.value);
}
