/** The waitlist's times (decision 037), shared by the api, its e-mails and the pages that state them. */

/** How long an offered seat waits for its claim before it passes to the next in line. */
export const WAITLIST_CLAIM_HOURS = 12;
/** How long a claimed seat stays held for the claimer's cart until a checkout takes it over. */
export const WAITLIST_CART_HOLD_MINUTES = 60;
