import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClassDetail } from "~/components/catalog/ClassDetail";
import { classPictures } from "~/lib/catalog/catalog-pictures.server";
import { loadClassDetail, type ClassDetailData } from "~/lib/catalog/class-detail.server";
import { CLASS_LIST_PAGES } from "~/lib/catalog/class-list-pages";
import { dataMeta } from "~/components/core/layout-kit";
import { joinWaitlistAction } from "~/lib/waitlist/waitlist.server";

/** Spec §2 /classes/{sku} and /classes/{classEventId}; a class of another fulfillment moves (301) to its own prefix. */
const PAGE = CLASS_LIST_PAGES.classes;

export const meta = dataMeta<ClassDetailData & { pictures: Awaited<ReturnType<typeof classPictures>> }>((data) => ({
  title: data.name,
  description: data.description,
  canonical: data.canonical,
  noindex: !data.isPublic,
  // The link preview shows the class's picture, its type's (decision 071).
  picture: data.pictures.picture,
}));

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const data = await loadClassDetail(PAGE, params.sku, request, context);
  // Its picture and host card (decision 039), read beside the page's own operation.
  return { ...data, pictures: await classPictures(context, params.sku ?? "") };
}

/** The waitlist form of a full class (decision 037). */
export const action = ({ request, context }: ActionFunctionArgs) => joinWaitlistAction(request, context, PAGE.path);

export default function ClassPage() {
  const { pictures, ...data } = useLoaderData<typeof loader>();
  return <ClassDetail page={PAGE} data={data} pictures={pictures} />;
}
