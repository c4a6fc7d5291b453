import { Link } from "@remix-run/react";
import { buttonClassName } from "~/components/core/layout-kit";

export interface PagerProps {
  /** The navigation's accessible name, e.g. "Pages of orders". */
  label: string;
  /** Where the page before and the page after are (plain GET addresses); null when there is none. */
  previous: string | null;
  next: string | null;
  previousText?: string;
  nextText?: string;
  /** Where the reader is ("26–50 of 112 users"), read out when it changes; the console's lists say it. */
  status?: string;
}

/**
 * The one pager of the shop and the console (decision 057): two GET links that keep the list's
 * other parameters, so it works without JavaScript. Nothing is drawn for a one-page list that
 * has nothing to say.
 */
export function Pager({ label, previous, next, previousText = "Previous", nextText = "Next", status }: PagerProps) {
  if (!previous && !next && status === undefined) return null;
  const link = buttonClassName({ color: "white", size: status === undefined ? "md" : "sm" });
  return (
    <nav className={status === undefined ? "pager pager--centred" : "pager"} aria-label={label}>
      {status === undefined ? null : (
        <p className="muted" aria-live="polite">
          {status}
        </p>
      )}
      <div className="pager__links">
        {previous ? (
          <Link className={link} to={previous} rel="prev">
            {previousText}
          </Link>
        ) : null}
        {next ? (
          <Link className={link} to={next} rel="next">
            {nextText}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
