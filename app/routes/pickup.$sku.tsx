import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClassDetail } from "~/components/catalog/ClassDetail";
import { loadClassDetail, type ClassDetailData } from "~/lib/catalog/class-detail.server";
import { CLASS_LIST_PAGES } from "~/lib/catalog/class-list-pages";
import { dataMeta } from "~/lib/core/meta";
import { joinWaitlistAction } from "~/lib/waitlist/waitlist.server";

/** Spec §2 /pickup/{sku}; a class of another fulfillment moves (301) to its own prefix. */
const PAGE = CLASS_LIST_PAGES.pickup;

export const meta = dataMeta<ClassDetailData>((data) => ({
  title: data.name,
  description: data.description,
  canonical: data.canonical,
  noindex: !data.isPublic,
}));

export const loader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadClassDetail(PAGE, params.sku, request, context);

/** The waitlist form of a full class (decision 037). */
export const action = ({ request, context }: ActionFunctionArgs) => joinWaitlistAction(request, context, PAGE.path);

export default function PickupPage() {
  return <ClassDetail page={PAGE} data={useLoaderData<typeof loader>()} />;
}
