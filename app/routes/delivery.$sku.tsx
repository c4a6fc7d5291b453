import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClassDetail } from "~/components/ClassDetail";
import { loadClassDetail, type ClassDetailData } from "~/lib/class-detail.server";
import { CLASS_LIST_PAGES } from "~/lib/class-list-pages";
import { dataMeta } from "~/lib/meta";

/** Spec §2 /delivery/{sku}; a class of another fulfillment moves (301) to its own prefix. */
const PAGE = CLASS_LIST_PAGES.delivery;

export const meta = dataMeta<ClassDetailData>((data) => ({
  title: data.name,
  description: data.description,
  canonical: data.canonical,
  noindex: !data.isPublic,
}));

export const loader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadClassDetail(PAGE, params.sku, request, context);

export default function DeliveryPage() {
  return <ClassDetail page={PAGE} data={useLoaderData<typeof loader>()} />;
}
