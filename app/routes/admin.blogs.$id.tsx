import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import { contentItemAction, contentItemLoader } from "~/lib/admin/content-item.server";
import { dataMeta } from "~/components/core/layout-kit";

export const meta = dataMeta<{ item: { title: string } }>(({ item }) => ({ title: item.title, noindex: true }));

/** One blog post: its form (with the cover), the preview its readers will see, archive and delete after a confirm step, its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return contentItemLoader(request, context, "blogs", params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return contentItemAction({ request, context }, "blogs", params.id);
}

export default function AdminBlogPost() {
  return <ContentItemPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
