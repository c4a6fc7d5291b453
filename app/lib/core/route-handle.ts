import { useMatches } from "@remix-run/react";

/**
 * What a route tells the layout through `export const handle`. Keys are opt-in: a route without a
 * handle gets the default layout.
 */
export interface ShopRouteHandle {
  /** Spec §2: the footer's newsletter block is hidden here (/zip; also /signup, which is that block's page). */
  hideNewsletter?: boolean;
  /** Spec §2: the footer is "conditionally shown": the admin console's pages are work, not the shop's front. */
  hideFooter?: boolean;
  /** Decision 069: checkout and payment pages get a minimal header and footer (no menu, no newsletter). */
  checkoutLayout?: boolean;
  /** Issue 27 part 10: the admin console wears its own header (who, kitchen, back to the shop), not the shop's. */
  consoleLayout?: boolean;
}

/** True when any matched route asks the layout for `key`. */
export function useRouteHandleFlag(key: keyof ShopRouteHandle): boolean {
  return useMatches().some((match) => (match.handle as ShopRouteHandle | undefined)?.[key] === true);
}
