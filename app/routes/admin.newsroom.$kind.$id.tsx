import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import { contentItemAction, contentItemLoader } from "~/lib/admin/content-item.server";
import { newsroomKind } from "~/lib/admin/newsroom-kinds";
import { dataMeta } from "~/components/core/layout-kit";

export const meta = dataMeta<{ item: { title: string } }>(({ item }) => ({ title: item.title, noindex: true }));

/** One press release or in-the-news link: its form (with the picture), archive and delete after a confirm step, its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return contentItemLoader(request, context, newsroomKind(params.kind), params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return contentItemAction({ request, context }, newsroomKind(params.kind), params.id);
}

export default function AdminNewsroomItem() {
  return <ContentItemPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
