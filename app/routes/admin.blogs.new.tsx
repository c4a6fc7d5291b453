import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewContentPage } from "~/components/admin/NewContentPage";
import { newContentAction, newContentLoader } from "~/lib/admin/content-item.server";
import { dataMeta } from "~/components/core/layout-kit";

export const meta = dataMeta<{ title: string }>(({ title }) => ({ title, noindex: true }));

/** A new blog post: a draft dated today until staff choose otherwise. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return newContentLoader(request, context, "blogs");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newContentAction({ request, context }, "blogs");
}

export default function NewBlogPost() {
  return <NewContentPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
