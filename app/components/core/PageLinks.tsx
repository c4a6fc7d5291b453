/** The page parameters of a customer list (decision 044); its links are drawn by core/Pager. */
/** The 1-based page of `?name=`, at least 1 and at most 500 (500 pages of 20 is the GraphQL offset cap). */
export function pageParam(params: URLSearchParams, name: string): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 500) : 1;
}

/** The same URL on another page of `name` (its other parameters kept; page 1 drops it). */
export function pageLink(params: URLSearchParams, name: string, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(name);
  else next.set(name, String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}
