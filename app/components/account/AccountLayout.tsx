import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { AntiForgeryField, SubmitButton } from "~/components/core/layout-kit";
import type { AccountSummary } from "~/lib/account/account.server";

const TABS = [
  { to: "/account/profile", label: "Profile" },
  { to: "/account/my-meals", label: "My meals" },
  { to: "/account/orders", label: "Orders" },
] as const;

/**
 * The account pages' frame (spec §2: each route opens its tab): a greeting, the tabs — employee
 * links only for those allowed to see them — and the sign-out button (a POST form).
 */
export function AccountLayout({ account, title, children }: { account: AccountSummary; title: string; children: ReactNode }) {
  const tabs = account.showsEmployeeLinks ? [...TABS, { to: "/account/employee-links", label: "Employee links" }] : TABS;
  return (
    <div className="page account-page">
      <header className="account-header">
        <div>
          <p className="eyebrow">Your account</p>
          <h1>{title}</h1>
          <p className="muted account-header__who">
            Signed in as <strong>{account.name || account.email}</strong>
            {account.name && <> ({account.email})</>}
          </p>
        </div>
        <Form method="post" action="/logout" className="account-header__sign-out">
          <AntiForgeryField />
          <SubmitButton color="white" size="sm" action="/logout">
            Sign out
          </SubmitButton>
        </Form>
      </header>
      <nav className="account-tabs" aria-label="Account">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} prefetch="intent" end>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-content">{children}</div>
    </div>
  );
}
