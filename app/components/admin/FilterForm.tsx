import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/core/Button";

/**
 * A list's filters as a GET form: the URL holds them, so they work without JavaScript and can be
 * shared; with JavaScript Remix applies them without a full reload. Paging starts over.
 */
export function FilterForm({ label, children, clearTo }: { label: string; children: ReactNode; clearTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === clearTo;
  return (
    <Form method="get" className="admin-filters" role="search" aria-label={label} aria-busy={busy || undefined}>
      <div className="admin-filters__fields">{children}</div>
      <div className="admin-filters__actions">
        <SubmitButton size="sm">Apply filters</SubmitButton>
        <Link to={clearTo} className="admin-filters__clear">
          Clear
        </Link>
      </div>
    </Form>
  );
}
