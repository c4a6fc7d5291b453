import { Link, useLocation } from "@remix-run/react";
import { pageHref, type PageInfo } from "~/lib/admin/list-params";
import { buttonClassName } from "~/lib/core/button-class";

const PAGER_LINK = buttonClassName({ color: "white", size: "sm" });

/** "26–50 of 112" with previous and next links that keep the list's filters (no JavaScript needed). */
export function Pagination({ info, noun }: { info: PageInfo; noun: string }) {
  const { search } = useLocation();
  return (
    <nav className="admin-pager" aria-label={`Pages of ${noun}`}>
      <p className="muted" aria-live="polite">
        {info.total === 0 || info.to === 0 ? `No ${noun}` : info.total < 0 ? `${noun[0]!.toUpperCase()}${noun.slice(1)} ${info.from}–${info.to}` : `${info.from}–${info.to} of ${info.total} ${noun}`}
      </p>
      <div className="admin-pager__links">
        {info.page > 1 ? (
          <Link className={PAGER_LINK} to={pageHref(search, info.page - 1)} rel="prev">
            Previous
          </Link>
        ) : null}
        {info.page < info.pages ? (
          <Link className={PAGER_LINK} to={pageHref(search, info.page + 1)} rel="next">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
