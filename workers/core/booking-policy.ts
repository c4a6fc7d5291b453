/**
 * What a booker is told about cancelling and moving a class (decision 033 sets the rule, decision
 * 038 shows it on the class page). Built from the rule itself, so the sentence cannot drift from
 * what the api enforces.
 */
import { SELF_SERVICE_CUTOFF_HOURS, SELF_SERVICE_POLICY_PATH } from "./self-service";

export const BOOKING_POLICY = {
  summary: `Cancel yourself up to ${SELF_SERVICE_CUTOFF_HOURS} hours before for a full refund, or move to another date once.`,
  /** Where the whole policy is written. */
  href: SELF_SERVICE_POLICY_PATH,
  linkText: "Read the cancellation and reschedule policy",
} as const;

/** Class reminders (decision 063): each class type's hours before a class, 48 unless staff set another; at most two weeks. */
export const REMINDER_HOURS = { default: 48, max: 14 * 24 } as const;
