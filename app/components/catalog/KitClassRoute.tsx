import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ClassDetail } from "~/components/catalog/ClassDetail";
import { loadClassDetail, type ClassDetailData } from "~/lib/catalog/class-detail.server";
import { CLASS_LIST_PAGES } from "~/lib/catalog/class-list-pages";
import { dataMeta } from "~/components/core/layout-kit";
import { joinWaitlistAction } from "~/lib/waitlist/waitlist.server";

/**
 * Spec §2 /pickup/{sku} and /delivery/{sku}: one route module on two prefixes (both route files
 * re-export it). The prefix names the list page; a class of another fulfillment moves (301) to
 * its own prefix.
 */
// Case-blind, as route matching is: /PICKUP/{sku} is the pickup page too.
const pageAt = (pathname: string) =>
  pathname.toLowerCase().startsWith(`${CLASS_LIST_PAGES.pickup.path}/`) ? CLASS_LIST_PAGES.pickup : CLASS_LIST_PAGES.delivery;

export const meta = dataMeta<ClassDetailData>((data) => ({
  title: data.name,
  description: data.description,
  canonical: data.canonical,
  noindex: !data.isPublic,
}));

export const loader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadClassDetail(pageAt(new URL(request.url).pathname), params.sku, request, context);

/** The waitlist form of a full class (decision 037). */
export const action = ({ request, context }: ActionFunctionArgs) => joinWaitlistAction(request, context, pageAt(new URL(request.url).pathname).path);

export default function KitClassPage() {
  return <ClassDetail page={pageAt(useLocation().pathname)} data={useLoaderData<typeof loader>()} />;
}
