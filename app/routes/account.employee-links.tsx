import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import { accountSummary, requireAccount } from "~/lib/account/account.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";
import { EmployeeLinksDocument } from "~/lib/core/route-documents.server";

export const meta = pageMeta("Employee Links");

/**
 * Links for staff (permission employee-links.view, spec §6 via workers/core/permissions). Others
 * get 403 with a page that says so (decision 014); the tab is hidden from them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await requireAccount(request, context);
  const summary = accountSummary(account);
  if (!summary.showsEmployeeLinks) {
    throw new Response("Employee links are for Cache Valley Kitchen staff.", { status: 403 });
  }
  const { employeeLinks } = await query(context, EmployeeLinksDocument, {});
  return json({ account: summary, links: employeeLinks });
}

export default function EmployeeLinks() {
  const { account, links } = useLoaderData<typeof loader>();
  return (
    <AccountLayout account={account} title="Employee links">
      {links.length === 0 && <p className="muted">No links have been added yet.</p>}
      <ul className="link-cards">
        {links.map((link) => (
          <li key={link.id} className="card">
            <h2 className="card__title">
              <a href={link.url} rel="noopener noreferrer">
                {link.title}
              </a>
            </h2>
            <p className="muted">{link.description}</p>
          </li>
        ))}
      </ul>
    </AccountLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <section className="page narrow error-page">
      <h1>This page is for our staff</h1>
      <p>Employee links are for Cache Valley Kitchen staff. Your own account pages are a click away.</p>
      <p>
        <Link className="button" to="/account/profile">
          Go to your profile
        </Link>
      </p>
    </section>
  );
}
