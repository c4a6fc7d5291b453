/**
 * What a booker is told about cancelling and moving a class (decision 033 sets the rule, decision
 * 038 shows it on the class page). One place, so the sentence is corrected once for every page.
 */
export const BOOKING_POLICY = {
  summary: "Cancel up to 72 hours before for a full refund; move to another date once.",
  /** Where the whole policy is written. */
  href: "/terms-and-conditions",
  linkText: "Read the cancellation and reschedule policy",
} as const;
