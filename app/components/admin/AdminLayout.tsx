import { Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AdminArea } from "~/lib/admin/staff.server";

export interface Crumb {
  label: string;
  to?: string;
}

interface AdminLayoutProps {
  areas: readonly AdminArea[];
  children: ReactNode;
}

/** The console's body: navigation by area, then the page (who is signed in is in ConsoleHeader). */
export function AdminLayout({ areas, children }: AdminLayoutProps) {
  return (
    <div className="admin">
      <aside className="admin__aside">
        <nav aria-label="Admin areas">
          <ul className="admin__nav">
            <li>
              <NavLink to="/admin" end className="admin__nav-link">
                Overview
              </NavLink>
            </li>
            {areas.map((area) => (
              <li key={area.key}>
                <NavLink to={area.path} className="admin__nav-link" prefetch="intent">
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin__main">{children}</div>
    </div>
  );
}

/** A page of the console: breadcrumbs, its heading, actions beside it, then its content. */
export function AdminPage({
  title,
  crumbs = [],
  actions,
  children,
}: {
  title: string;
  crumbs?: readonly Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="admin-page">
      <nav aria-label="Breadcrumb" className="admin-crumbs">
        <ol>
          <li>
            <Link to="/admin">Admin</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}</li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className="admin-page__head">
        <h1>{title}</h1>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
