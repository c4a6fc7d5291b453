import { Link } from "@remix-run/react";
import { HOME_PATH } from "~/lib/core/paths";

/** The 404 content, shared by /not-found and the root error boundary. */
export function NotFound() {
  return (
    <>
      <p className="eyebrow">Error 404</p>
      <h1>We couldn’t find that page</h1>
      <p className="lead">
        The page may have moved, or the link may be mistyped. Dinner is still on — here are a few good places
        to pick up from.
      </p>
      <p>
        <Link to="/choose-menu" className="button button--green button--md">
          <span className="button__label">Browse classes and meals</span>
        </Link>
      </p>
      <ul className="link-list">
        <li>
          <Link to={HOME_PATH}>Choose how you’d like to cook with us</Link>
        </li>
        <li>
          <Link to="/storage-and-cooking-tips">Storage and cooking tips</Link>
        </li>
      </ul>
    </>
  );
}

/**
 * What the root error boundary shows: the 404 page, or a friendly "something went wrong" —
 * never a stack trace. Its own module, loaded by the browser only when an error page shows
 * (root.tsx), so no other page carries it.
 */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  if (notFound) return <NotFound />;
  return (
    <>
      <h1>Something went wrong</h1>
      <p>We could not load this page. Please try again in a moment.</p>
      <p>
        <a className="button" href="/choose-menu">
          Browse classes and meals
        </a>
      </p>
    </>
  );
}
