import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MenuPage } from "~/components/catalog/MenuPage";
import { menuLoader } from "~/lib/catalog/menu.server";
import { pageMeta } from "~/lib/core/meta";

export const meta = pageMeta(
  "Full Menu",
  "This month’s freezer-ready meals from Cache Valley Kitchen, with prices, servings and allergens.",
);

/** Spec §2 /menu: ?month=YYYY-MM (default month of §9) and ?allergy_free=key, repeated. */
export const loader = ({ request, context }: LoaderFunctionArgs) => menuLoader(request, context);

export default function FullMenu() {
  return <MenuPage mode="menu" data={useLoaderData<typeof loader>()} />;
}
