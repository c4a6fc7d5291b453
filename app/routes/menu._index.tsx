import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MenuPage } from "~/components/MenuPage";
import { loadMenu } from "~/lib/menu.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta(
  "Full Menu",
  "This month’s freezer-ready meals from Cache Valley Kitchen, with prices, servings and allergens.",
);

/** Spec §2 /menu: ?month=YYYY-MM (default month of §9) and ?allergy_free=key, repeated. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await loadMenu(request, context);
  return json(data, { status: data.allergyErrors.length > 0 ? 400 : 200 });
}

export default function FullMenu() {
  return <MenuPage mode="menu" data={useLoaderData<typeof loader>()} />;
}
