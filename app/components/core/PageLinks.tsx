import { Link } from "@remix-run/react";

/**
 * "Newer" and "Older" links between the pages of a customer list (decision 044): plain GET links,
 * so they work without JavaScript; nothing is drawn when the list fits on one page.
 */
export function PageLinks({ label, newer, older, newerText, olderText }: { label: string; newer: string | null; older: string | null; newerText: string; olderText: string }) {
  if (!newer && !older) return null;
  return (
    <nav className="list-more page-links" aria-label={label}>
      {newer ? (
        <Link className="button button--white" to={newer} rel="prev">
          {newerText}
        </Link>
      ) : null}
      {older ? (
        <Link className="button button--white" to={older} rel="next">
          {olderText}
        </Link>
      ) : null}
    </nav>
  );
}

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
