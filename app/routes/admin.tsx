import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { ConsoleHeader } from "~/components/admin/ConsoleHeader";
import { consoleFrame } from "~/lib/admin/console-frame.server";
import type { Forbidden } from "~/lib/admin/staff.server";
import { pageMeta } from "~/components/core/layout-kit";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import consoleStyles from "~/styles/console.css";

export const meta = pageMeta("Admin");

export const handle: ShopRouteHandle = { hideFooter: true, chrome: { Header: ConsoleHeader } };

/** The console's own rules (decision 057): customer pages never download them. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

/**
 * The console's layout (issue 8, decision 019): signed out → /login?redirectTo=…; signed in with
 * no area's view permission → 403. Each page checks its own permission again, and the api checks
 * it on every call.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return consoleFrame(request, context);
}

export default function Admin() {
  const { areas } = useLoaderData<typeof loader>();
  return (
    <AdminLayout areas={areas}>
      <Outlet />
    </AdminLayout>
  );
}

/** A 403 names the missing permission and shows no data; anything else goes to the root boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) throw error;
  if (error.status === 404) {
    return (
      <section className="page narrow error-page">
        <h1>Not found</h1>
        <p>There is no such record in the admin console.</p>
        <p>
          <Link to="/admin">Back to the admin overview</Link>
        </p>
      </section>
    );
  }
  const { missing } = (error.data ?? { missing: "a staff permission" }) as Forbidden;
  return (
    <section className="page narrow error-page">
      <h1>You don’t have access to this page</h1>
      <p>
        This part of the admin console needs the permission <code>{missing}</code>, which your account does not hold.
        An administrator can grant it through your role.
      </p>
      <p>
        <Link to="/account/profile">Go to your account</Link>
      </p>
    </section>
  );
}
