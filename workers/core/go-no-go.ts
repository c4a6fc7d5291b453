/**
 * Minimum headcount, go or no-go (issue 28 part 3, decision 065): a class type, and any class on
 * its own, names the paid seats a class needs to run and how long before it starts that is
 * decided. One rule for the api's job, its refusals, the console's fields and the class page's
 * sentence.
 */

/** Seats a class needs (0: no minimum), at most a big kitchen's room. */
export const MIN_SEATS = { default: 0, max: 100 } as const;
/** Hours before the class the decision is made: 72 unless staff set another; one to 14 days. */
export const DECISION_HOURS = { default: 72, min: 24, max: 14 * 24 } as const;
/** How long a party of a class canceled under its minimum has to claim the seats held for it elsewhere. */
export const MOVE_OFFER_HOURS = 24;

export type GoDecision = "run" | "on" | "off";

export interface GoNoGoRule {
  /** The class's own, or null for its class type's. */
  classMinSeats: number | null;
  classDecisionHours: number | null;
  typeMinSeats: number;
  typeDecisionHours: number;
}

/** The minimum and decision hours that hold for a class: its own where set, else its type's. */
export function goNoGoRule(rule: GoNoGoRule): {
  minSeats: number;
  decisionHours: number;
} {
  return {
    minSeats: rule.classMinSeats ?? rule.typeMinSeats,
    decisionHours: rule.classDecisionHours ?? rule.typeDecisionHours,
  };
}

/** When a class starting at `start` (ISO) is decided: `hours` before it. */
export const decisionAt = (start: string, hours: number): Date => new Date(Date.parse(start) - hours * 3_600_000);

/** Seats still missing for a class to run. */
export const seatsNeeded = (minSeats: number, booked: number): number => Math.max(0, minSeats - booked);

/** What the decision will be at its time with `booked` paid seats. */
export const decisionFor = (minSeats: number, booked: number): Exclude<GoDecision, "run"> => (booked >= minSeats ? "on" : "off");
