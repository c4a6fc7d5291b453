import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClassList } from "~/components/ClassList";
import { loadClassList } from "~/lib/class-list.server";
import { CLASS_LIST_PAGES } from "~/lib/class-list-pages";
import { pageMeta } from "~/lib/meta";

/** Spec §2 /pickup: pre-assembled pickup times, filtered by ?location=ID and ?month=YYYY-MM. */
const PAGE = CLASS_LIST_PAGES.pickup;

export const meta = pageMeta(PAGE.title, PAGE.intro);

export const loader = ({ request, context }: LoaderFunctionArgs) => loadClassList(PAGE, request, context);

export default function PickupList() {
  return <ClassList page={PAGE} data={useLoaderData<typeof loader>()} />;
}
