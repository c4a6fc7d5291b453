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
