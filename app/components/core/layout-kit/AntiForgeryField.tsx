import { useRouteLoaderData } from "@remix-run/react";
import { CSRF_FIELD } from "~/lib/core/csrf";

/** The hidden anti-forgery field every form posts (checked by assertAntiForgery). */
export function AntiForgeryField() {
  const root = useRouteLoaderData<{ csrf: string }>("root");
  return <input type="hidden" name={CSRF_FIELD} value={root?.csrf ?? ""} />;
}
