import { useMatches } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";

/**
 * A header (and footer) a part of the site wears instead of the shop's. The route that asks for it
 * brings the components in its handle, so they are in that route's modules and the customer pages'
 * JavaScript never carries them (decision 097). The layout hands them what the shop's own pieces
 * would otherwise be imported for (the brand's home link, the privacy choices' path), so that they
 * share no module with the shop's header and footer (each such module would be one more chunk).
 */
export interface LayoutChrome {
  Header: ComponentType<{ brandName: string; brandLink: ReactNode }>;
  Footer?: ComponentType<{ brandName: string; year: number; privacyChoicesPath: string }>;
}

/**
 * What a route tells the layout through `export const handle`. Keys are opt-in: a route without a
 * handle gets the default layout.
 */
export interface ShopRouteHandle {
  /** Spec §2: the footer's newsletter block is hidden here (/zip; also /signup, which is that block's page). */
  hideNewsletter?: boolean;
  /** Spec §2: the footer is "conditionally shown": the admin console's pages are work, not the shop's front. */
  hideFooter?: boolean;
  /**
   * The header and footer in place of the shop's: checkout and payment pages get a minimal pair
   * (decision 069: no menu, no newsletter); the admin console its own header (issue 27 part 10:
   * who, kitchen, back to the shop).
   */
  chrome?: LayoutChrome;
}

/** True when any matched route asks the layout for `key`. */
export function useRouteHandleFlag(key: keyof ShopRouteHandle): boolean {
  return useMatches().some((match) => (match.handle as ShopRouteHandle | undefined)?.[key] === true);
}

/** The chrome the deepest matched route that has one asks for, if any. */
export function useRouteChrome(): LayoutChrome | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const chrome = (matches[index]!.handle as ShopRouteHandle | undefined)?.chrome;
    if (chrome) return chrome;
  }
  return undefined;
}
