import { useLocation } from "@remix-run/react";
import { Pager } from "~/components/core/Pager";
import { pageHref, type PageInfo } from "~/lib/admin/list-params";

/** The console's lists on the one pager (decision 057): "26–50 of 112" with Previous and Next that keep the filters. */
export function Pagination({ info, noun }: { info: PageInfo; noun: string }) {
  const { search } = useLocation();
  const status =
    info.total === 0 || info.to === 0 ? `No ${noun}` : info.total < 0 ? `${noun[0]!.toUpperCase()}${noun.slice(1)} ${info.from}–${info.to}` : `${info.from}–${info.to} of ${info.total} ${noun}`;
  return (
    <Pager
      label={`Pages of ${noun}`}
      status={status}
      previous={info.page > 1 ? pageHref(search, info.page - 1) : null}
      next={info.page < info.pages ? pageHref(search, info.page + 1) : null}
    />
  );
}
