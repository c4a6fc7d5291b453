import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toCsv } from "~/lib/admin/csv";
import { SUBSCRIBER_STATUS_LABELS } from "~/lib/admin/inbox-filters";
import { allSubscribers } from "~/lib/admin/subscriber-actions.server";

/** Every newsletter address the list's filter matches, as CSV (a resource route; subscribers.view). Times are UTC. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { rows, status } = await allSubscribers(request, context);
  const table = [
    ["E-mail", "First name", "Last name", "Status", "Signed up (UTC)", "Confirmed (UTC)", "Unsubscribed (UTC)"],
    ...rows.map((row) => [
      row.email,
      row.firstName,
      row.lastName,
      SUBSCRIBER_STATUS_LABELS[row.status.toLowerCase() as keyof typeof SUBSCRIBER_STATUS_LABELS] ?? row.status,
      row.createdAt,
      row.confirmedAt ?? "",
      row.unsubscribedAt ?? "",
    ]),
  ];
  return new Response(toCsv(table), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="newsletter-${status ?? "all"}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
