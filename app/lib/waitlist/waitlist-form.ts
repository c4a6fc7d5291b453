/** The waitlist form's names, shared by the class page's form and its action (decision 037). */
import type { FieldErrors } from "../core/form-data";

export const WAITLIST_INTENT = "join-waitlist";
/** The class page's query parameter that shows the join's notice after the redirect. */
export const WAITLIST_NOTICE_PARAM = "waitlist";
export type WaitlistNotice = "joined" | "already";

/** What the class page's action answers when the join is refused (400/404/429). */
export interface WaitlistJoinAnswer {
  errors: FieldErrors;
  email: string;
}

export { WAITLIST_CART_HOLD_MINUTES, WAITLIST_CLAIM_HOURS } from "../../../workers/core/waitlist";

/** The console's "remove from waitlist" form's intent (decision 037). */
export const WAITLIST_REMOVE_INTENT = "remove";
