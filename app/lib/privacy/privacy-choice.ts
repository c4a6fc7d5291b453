/**
 * The visitor's cookie choice (decision 034): the words and names the banner, the choices page
 * and the server share. No server code here: the components import it.
 */

/** The cookie holding the choice, and its two values. */
export const PRIVACY_COOKIE = "cvk_privacy";
export const PRIVACY_CHOICES = ["allow", "deny"] as const;
export type PrivacyChoice = (typeof PRIVACY_CHOICES)[number];

/** Where the banner's form posts, and the page to change the choice later. */
export const PRIVACY_CHOICES_PATH = "/privacy-choices";

/** What the root loader tells the layout. */
export interface PrivacyState {
  /** What the visitor chose with the banner or the page; null before any choice. */
  choice: PrivacyChoice | null;
  /** The browser sends Global Privacy Control (`Sec-GPC: 1`): honoured as "No thanks". */
  gpc: boolean;
  /** Whether events may be sent for this visitor (decision 034's default: yes until "no"). */
  allowed: boolean;
  /** Whether the banner asks: no choice yet, no GPC, and not a page where it does not belong. */
  ask: boolean;
}
