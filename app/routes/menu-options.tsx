import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MenuPage } from "~/components/MenuPage";
import { loadMenu } from "~/lib/menu.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta(
  "Menu Options",
  "This month’s meals with every portion option and its price: half or full portions, 3 to 12 meal kits.",
);

/** Spec §2 /menu-options: the full menu in menu-options mode (see MenuPage for what that adds). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await loadMenu(request, context, { withPortionOptions: true });
  return json(data, { status: data.allergyErrors.length > 0 ? 400 : 200 });
}

export default function MenuOptions() {
  return <MenuPage mode="menu-options" data={useLoaderData<typeof loader>()} />;
}
