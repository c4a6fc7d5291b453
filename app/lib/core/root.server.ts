/**
 * What the root loader reads from the request's context: the layout's configuration, the
 * session's cart count and account, the anti-forgery token and the flashed alerts. One server
 * module for the root route, so the browser bundle carries one empty stand-in instead of four.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatPhone } from "../../../workers/core/input-formats";
import { sessionUser } from "../identity/auth.server";
import { sessionCartCount } from "../cart/cart.server";
import { csrfToken } from "./csrf.server";
import { layoutLinks } from "./navigation.server";
import { takeFlashAlerts } from "./flash-alerts.server";
import { privacyState } from "../privacy/privacy.server";
import { offeredFulfillments } from "./offered-fulfillments.server";

/**
 * The error page for the server's render: root.tsx draws it at once there, while the browser
 * loads the same component on demand (this module is empty in the browser bundle).
 */
export { ErrorPage } from "~/components/core/NotFound";

export async function rootData(context: AppLoadContext, request: Request) {
  const { brandName, brandTagline, marketingBaseUrl } = context.config;
  const alerts = takeFlashAlerts(context);
  const [offered, personal] = await Promise.all([offeredFulfillments(context), personalRootData(context)]);
  return {
    config: { brandName, brandTagline, marketingBaseUrl },
    // Canonical links and link previews name absolute addresses on this origin (decision 071).
    origin: new URL(request.url).origin,
    // The header's and footer's links (spec §2), so the browser bundle carries no link tables.
    // Decision 091: the links of a fulfillment no active kitchen offers are left out.
    links: layoutLinks(marketingBaseUrl, offered),
    year: new Date().getFullYear(),
    // The visitor's own: cart count, anti-forgery token, account (decision 076 writes these
    // into a shared page for a visitor with a session).
    ...personal,
    // Alerts flashed before a redirect (sign-in, sign-out): shown once, here.
    alerts,
    // A new key per batch, so alerts flashed by a fetcher's action start their own queue.
    alertsKey: alerts.length > 0 ? crypto.randomUUID() : null,
    // The cookie choice's banner asks until the visitor chose (decision 034).
    askPrivacy: privacyState(request).ask,
  };
}

/**
 * The header's account icon (spec §1): who is signed in, from the session alone; `staff` adds the
 * header's "Console" link (issue 27 part 10).
 */
function accountOf(context: AppLoadContext): { label: string; staff: boolean } | null {
  const user = sessionUser(context);
  if (!user) return null;
  return {
    label: user.name ?? user.email ?? (user.phoneNumber ? formatPhone(user.phoneNumber) : "your account"),
    staff: context.session.get("staff") === true,
  };
}

/** What of the root's data is the visitor's own; in this order, which the root data keeps. */
export interface PersonalRootData {
  cartCount: number;
  csrf: string;
  account: { label: string; staff: boolean } | null;
}

/** A visitor without a session: what a shared catalog page is rendered with (decision 042). */
export const ANONYMOUS_ROOT_DATA: PersonalRootData = { cartCount: 0, csrf: "", account: null };

/** `reuseCartCount`: a shared page made the visitor's may show the cart count of the last 30 s (decision 076). */
export async function personalRootData(context: AppLoadContext, { reuseCartCount = false } = {}): Promise<PersonalRootData> {
  return {
    // Spec §1: the number of classes in the session's cart (0 when it can't be read).
    cartCount: await sessionCartCount(context, { reuse: reuseCartCount }),
    // A catalog page of a visitor without a session is the same for everyone (decision 042): no
    // token, so no cookie; the first form post gets one (csrf.server.ts assertAntiForgery).
    csrf: context.anonymousPage ? "" : csrfToken(context),
    account: accountOf(context),
  };
}
