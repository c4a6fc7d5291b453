/**
 * A page's canonical address (decision 071): the request's origin, the path, and only the query
 * parameters that make it another page — a kitchen's or class type's list, a month's list or
 * menu, a newsroom page, the choose-menu's fulfillment — each kept only when well-formed and in a
 * fixed order. Everything else (filters, views, "show more", search words, tracking parameters
 * such as utm_*, fbclid, gclid) names the same page and is dropped.
 */
import { RECORD_ID_PATTERN } from "../../../workers/core/field-rules";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Page 1 is the page without the parameter; 500 is the newsroom's last (PageLinks.pageParam). */
const LATER_PAGE = /^([2-9]|[1-9]\d|[1-4]\d\d|500)$/;

/** By path: the parameters that define a distinct page, in the order they are written. */
export const PAGE_DEFINING_PARAMS: Readonly<Record<string, ReadonlyArray<readonly [string, RegExp]>>> = {
  "/classes": [
    ["location", RECORD_ID_PATTERN],
    ["type", RECORD_ID_PATTERN],
    ["month", MONTH],
  ],
  "/pickup": [
    ["location", RECORD_ID_PATTERN],
    ["month", MONTH],
  ],
  "/delivery": [
    ["location", RECORD_ID_PATTERN],
    ["month", MONTH],
  ],
  "/menu": [["month", MONTH]],
  "/menu-options": [["month", MONTH]],
  "/newsroom": [
    ["releases", LATER_PAGE],
    ["news", LATER_PAGE],
  ],
  "/choose-menu": [["fulfillment", /^(delivery|in-person)$/]],
  "/fulfillment": [["type", /^[a-z-]{1,40}$/]],
};

/** The canonical absolute URL of `pathname` + `search` on `origin`. */
export function canonicalUrl(origin: string, pathname: string, search = ""): string {
  const url = new URL(pathname, origin);
  // A trailing slash names the same page (Remix matches both): written without it.
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, pattern] of PAGE_DEFINING_PARAMS[path] ?? []) {
    const value = given.get(name)?.trim();
    if (value && pattern.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return `${url.origin}${path}${query ? `?${query}` : ""}`;
}
