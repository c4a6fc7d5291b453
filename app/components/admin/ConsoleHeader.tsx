import { Form, Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import type { consoleFrame } from "~/lib/admin/console-frame.server";

/**
 * The console's own header (issue 27 part 10), in place of the shop's: the brand leads to the
 * console's home; the kitchen switcher sets the kitchen every kitchen-filtered list starts with;
 * who is signed in and as what; their second factor (decision 078); back to the shop; sign out. Before the console's data is known
 * (a 403, a failed loader) it shows the brand and the way back only.
 */
export function ConsoleHeader({ brandName }: { brandName: string }) {
  const frame = useRouteLoaderData<typeof consoleFrame>("routes/admin");
  const { pathname, search } = useLocation();
  return (
    <header className="console-header">
      <div className="console-header__inner">
        <Link to="/admin" className="console-header__brand">
          {brandName} <span className="console-header__tag">Console</span>
        </Link>
        {frame && frame.kitchens.length > 1 ? (
          <Form method="post" action="/admin/kitchen-choice" className="console-header__kitchen" aria-label="Choose a kitchen">
            <AntiForgeryField />
            <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
            <SelectField
              name="kitchen"
              label="Kitchen"
              defaultValue={frame.kitchen ?? ""}
              key={frame.kitchen ?? ""}
              options={[{ value: "", label: "Every kitchen" }, ...frame.kitchens.map((row) => ({ value: row.id, label: row.name }))]}
            />
            <SubmitButton size="sm" color="white" action="/admin/kitchen-choice">
              Switch
            </SubmitButton>
          </Form>
        ) : null}
        <div className="console-header__end">
          {frame ? (
            <p className="console-header__person">
              <strong>{frame.person.name}</strong>
              <span className="muted"> · {frame.person.roles.filter((role) => role !== "customer").join(", ") || "staff"}</span>
            </p>
          ) : null}
          {frame ? (
            <Link to="/admin/security" className="console-header__link">
              Second factor
            </Link>
          ) : null}
          <Link to="/" className="console-header__link">
            Back to the shop
          </Link>
          {frame ? (
            <Form method="post" action="/logout">
              <AntiForgeryField />
              <SubmitButton size="sm" color="white" action="/logout">
                Sign out
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </div>
    </header>
  );
}
