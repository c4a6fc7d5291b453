/**
 * Every api request reads and writes D1 through one session (decision 080): opened at the
 * bookmark the caller sent, so it sees at least what that bookmark saw; without one, a read may
 * start on any replica and a write starts on the primary. The answer carries the session's latest
 * bookmark for the caller to send next time.
 */
import { bookmarkOf, D1_BOOKMARK_HEADER } from "../core/d1-bookmark";

/** The request's session: at its bookmark, or unconstrained for a read, on the primary for a write. */
export function openSession(binding: D1Database, request: Request): D1DatabaseSession {
  const bookmark = bookmarkOf(request.headers.get(D1_BOOKMARK_HEADER));
  const reads = request.method === "GET" || request.method === "HEAD";
  return binding.withSession(bookmark ?? (reads ? "first-unconstrained" : "first-primary"));
}

/**
 * The binding as the request's code sees it: statements and batches go through the session.
 * `exec` (migrations and tests only) and `withSession` stay the binding's own.
 */
export function sessionDatabase(binding: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: (query) => binding.exec(query),
    withSession: (constraintOrBookmark) => binding.withSession(constraintOrBookmark),
    dump: () => binding.dump(),
  };
}

/** The answer with the session's latest bookmark, when a statement ran. */
export function withBookmark(response: Response, session: D1DatabaseSession): Response {
  const bookmark = bookmarkOf(session.getBookmark());
  if (bookmark === null) return response;
  const answer = new Response(response.body, response);
  answer.headers.set(D1_BOOKMARK_HEADER, bookmark);
  return answer;
}
