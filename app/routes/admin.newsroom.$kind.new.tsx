import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewContentPage } from "~/components/admin/NewContentPage";
import { newContentAction, newContentLoader } from "~/lib/admin/content-item.server";
import { newsroomKind } from "~/lib/admin/newsroom-kinds";
import { dataMeta } from "~/components/core/layout-kit";

export const meta = dataMeta<{ title: string }>(({ title }) => ({ title, noindex: true }));

/** A new press release or in-the-news link: a draft dated today until staff choose otherwise. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return newContentLoader(request, context, newsroomKind(params.kind));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return newContentAction({ request, context }, newsroomKind(params.kind));
}

export default function NewNewsroomItem() {
  return <NewContentPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
