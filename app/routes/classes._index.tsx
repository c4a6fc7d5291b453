import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClassList } from "~/components/catalog/ClassList";
import { loadClassList, type ClassListData } from "~/lib/catalog/class-list.server";
import { dataMeta } from "~/components/core/layout-kit";

/**
 * Spec §2 /classes: in-person classes, filtered by ?location=ID and ?month=YYYY-MM.
 * The page's words come with the loader data, so the browser bundle carries none of them.
 */
export const meta = dataMeta<ClassListData>(({ page }) => ({ title: page.title, description: page.intro }));

export const loader = ({ request, context }: LoaderFunctionArgs) => loadClassList("classes", request, context);

export default function ClassesList() {
  return <ClassList data={useLoaderData<typeof loader>()} />;
}
