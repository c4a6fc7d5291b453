import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MenuPage } from "~/components/catalog/MenuPage";
import { PortionOptions } from "~/components/catalog/PortionOptions";
import { menuLoader } from "~/lib/catalog/menu.server";
import { dataMeta, type DataMeta } from "~/components/core/layout-kit";

/** The title and description come with the loader data (menu.server.ts). */
export const meta = dataMeta<{ meta: DataMeta }>((data) => data.meta);

/** Spec §2 /menu-options: the full menu in menu-options mode (see MenuPage for what that adds). */
export const loader = ({ request, context }: LoaderFunctionArgs) => menuLoader(request, context, { withPortionOptions: true });

export default function MenuOptions() {
  const data = useLoaderData<typeof loader>();
  return (
    <MenuPage mode="menu-options" data={data}>
      <PortionOptions options={data.portionOptions} />
    </MenuPage>
  );
}
