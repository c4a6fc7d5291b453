/**
 * D1 session bookmarks (decision 080): how a reader asks to see at least what a write left.
 *
 * The api opens every request's D1 session at the bookmark it was sent and answers the session's
 * latest one in the same header; the graphql worker passes it both ways; the web keeps the one a
 * mutation answered in the customer's session. With read replicas (deployed), the customer's own
 * reads then never meet a replica older than their last write, while catalog reads sent without
 * a bookmark go to any replica.
 */

/** The request and response header that carries a bookmark between the three workers. */
export const D1_BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * D1's bookmark as it documents and answers it (`0000007b-0000b26e-00001538-0c3e87bb…`): fixed-
 * width hexadecimal fields, so the later of two is the greater text. Anything else is ignored,
 * never passed to D1, which would refuse the whole request for it.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The bookmark a header or a stored value holds, or null for none or anything malformed. */
export function bookmarkOf(value: unknown): string | null {
  return typeof value === "string" && BOOKMARK.test(value) ? value : null;
}

/** The later of two bookmarks (either may be missing). */
export function laterBookmark(a: string | null | undefined, b: string | null | undefined): string | null {
  const first = bookmarkOf(a);
  const second = bookmarkOf(b);
  if (first === null) return second;
  if (second === null) return first;
  return second > first ? second : first;
}
