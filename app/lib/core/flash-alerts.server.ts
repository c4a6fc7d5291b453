/**
 * Alerts that survive a redirect (decision 008): kept in the session's `alerts` flash and shown
 * once, by the root loader, on the next page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ShopAlert } from "./alerts";

function parse(text: string | undefined): ShopAlert[] {
  if (!text) return [];
  try {
    const alerts = JSON.parse(text) as unknown;
    return Array.isArray(alerts) ? (alerts as ShopAlert[]) : [];
  } catch {
    return [];
  }
}

/** Queues an alert for the next page this visitor sees. */
export function flashAlert(context: AppLoadContext, alert: ShopAlert): void {
  // Reading a flash removes it: read what is queued, then write it back with the new one.
  const queued = parse(context.session.get("alerts"));
  context.session.flash("alerts", JSON.stringify([...queued, alert]));
}

/** The queued alerts, removed from the session (the root loader shows them). */
export function takeFlashAlerts(context: AppLoadContext): ShopAlert[] {
  return parse(context.session.get("alerts"));
}
