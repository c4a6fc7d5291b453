import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MenuPage } from "~/components/catalog/MenuPage";
import { menuLoader } from "~/lib/catalog/menu.server";
import { dataMeta, type DataMeta } from "~/components/core/layout-kit";

/** The title and description come with the loader data (menu.server.ts). */
export const meta = dataMeta<{ meta: DataMeta }>((data) => data.meta);

/** Spec §2 /menu: ?month=YYYY-MM (default month of §9) and ?allergy_free=key, repeated. */
export const loader = ({ request, context }: LoaderFunctionArgs) => menuLoader(request, context);

export default function FullMenu() {
  return <MenuPage mode="menu" data={useLoaderData<typeof loader>()} />;
}
