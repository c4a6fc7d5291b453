/**
 * A console list's state lives in its URL (issue 8): filters, sort and page are GET parameters,
 * so a list works without JavaScript, can be shared, and the back button restores it.
 */
import { isRecordId } from "../../../workers/core/field-rules";

export const PAGE_SIZE = 25;

/** The 1-based page of `?page=`, at least 1 and at most 10,000. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

/** limit/offset for GraphQL from the page. */
export function pageWindow(params: URLSearchParams, size = PAGE_SIZE): { limit: number; offset: number } {
  return { limit: size, offset: (pageOf(params) - 1) * size };
}

/** A filter's text: trimmed, at most `max` characters; undefined when empty. */
export function textParam(params: URLSearchParams, name: string, max = 100): string | undefined {
  const value = params.get(name)?.trim().slice(0, max);
  return value ? value : undefined;
}

/** A YYYY-MM-DD date parameter, or undefined when absent or malformed. */
export function dateParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name) ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** One of `choices`, or undefined. */
export function choiceParam<Choice extends string>(params: URLSearchParams, name: string, choices: readonly Choice[]): Choice | undefined {
  const value = params.get(name);
  return choices.find((choice) => choice === value);
}

/** The filter of a list searched by words, one status and dates (orders, registrations): `q`, `status`, `from` and `to`. */
export function searchFilter<Status extends string>(params: URLSearchParams, statuses: readonly Status[]) {
  return { search: textParam(params, "q"), status: choiceParam(params, "status", statuses), from: dateParam(params, "from"), to: dateParam(params, "to") };
}

/** The same list on another page: every other parameter kept. */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export interface PageInfo {
  page: number;
  pages: number;
  total: number;
  from: number;
  to: number;
}

/** What the pager says: "26–50 of 112", and how many pages there are. */
export function pageInfo(params: URLSearchParams, total: number, shown: number, size = PAGE_SIZE): PageInfo {
  const page = pageOf(params);
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  return { page, pages: Math.max(1, Math.ceil(total / size)), total, from, to: from === 0 ? 0 : from + shown - 1 };
}

/**
 * The pager of a list that asks one row more than a page instead of counting (decision 044):
 * `total` is -1 (the pager then says "26–50" without "of N"), and there is a next page when the
 * extra row came.
 */
export function openPageInfo(params: URLSearchParams, shown: number, hasMore: boolean, size = PAGE_SIZE): PageInfo {
  const page = pageOf(params);
  const from = shown === 0 ? 0 : (page - 1) * size + 1;
  return { page, pages: hasMore ? page + 1 : page, total: -1, from, to: from === 0 ? 0 : from + shown - 1 };
}

/** A record's numeric id from the URL (`params.id`), or a 404 for anything else. */
export function recordId(value: string | undefined): string {
  if (!isRecordId(value)) throw new Response("Not found", { status: 404 });
  return value;
}
