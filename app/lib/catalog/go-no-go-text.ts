/**
 * A class's minimum headcount in words (decision 065): the class page's line and the console's
 * facts, each day and time in the class's kitchen's time zone.
 */
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import type { GoDecision } from "../../../graphql/generated/client/graphql";

/** Class.goNoGo as the pages ask for it. */
export interface GoNoGoState {
  minSeats: number;
  decisionHours: number;
  decideAt: string;
  seatsBooked: number;
  seatsNeeded: number;
  decision?: GoDecision | null;
  decidedAt?: string | null;
}

/** "Tuesday, December 1": the class date's words without the year. */
export const decisionDay = (iso: string, timeZone: string): string => formatClassDate(iso, timeZone).replace(/, \d{4}$/, "");

const dayAndTime = (iso: string, timeZone: string) => `${decisionDay(iso, timeZone)} at ${formatClassTime(iso, timeZone)}`;

const seats = (count: number) => `${count} ${count === 1 ? "seat" : "seats"}`;

/**
 * The class page's line: how many more it needs to run and the day that is decided, while it is
 * undecided and short; that it runs once decided so. Null otherwise (no minimum, has it, off).
 */
export function goNoGoNotice(
  goNoGo: GoNoGoState | null | undefined,
  timeZone: string,
  noun = "class",
): { tone: "short" | "on"; text: string } | null {
  if (!goNoGo) return null;
  if (goNoGo.decision === "ON" || goNoGo.decision === "RUN") return { tone: "on", text: `It’s on: this ${noun} will run` };
  if (goNoGo.decision || goNoGo.seatsNeeded <= 0) return null;
  return { tone: "short", text: `Needs ${goNoGo.seatsNeeded} more to run, decided on ${decisionDay(goNoGo.decideAt, timeZone)}` };
}

/** A minimum in the console's words: "4 seats paid, decided 72 hours before", or "No minimum". */
export const minimumRule = (minSeats: number, decisionHours: number): string =>
  minSeats > 0 ? `${seats(minSeats)} paid, decided ${decisionHours} hours before` : "No minimum";

/** The console's facts: the minimum (whose it is) and where the decision stands. */
export function goNoGoFacts(goNoGo: GoNoGoState, timeZone: string, ownRule: boolean): { rule: string; state: string } {
  const rule = `${minimumRule(goNoGo.minSeats, goNoGo.decisionHours)} (${ownRule ? "this class’s own" : "its class type’s"})`;
  const decidedAt = goNoGo.decidedAt ? dayAndTime(goNoGo.decidedAt, timeZone) : null;
  switch (goNoGo.decision) {
    case "RUN":
      return { rule, state: `Runs whatever its count: confirmed by staff${decidedAt ? ` on ${decidedAt}` : ""}` };
    case "ON":
      return { rule, state: `On: it had its minimum${decidedAt ? ` on ${decidedAt}` : ""}` };
    case "OFF":
      return { rule, state: `Off: canceled and refunded under its minimum${decidedAt ? ` on ${decidedAt}` : ""}` };
    default: {
      const count = `${seats(goNoGo.seatsBooked)} booked`;
      const standing = goNoGo.seatsNeeded > 0 ? `needs ${goNoGo.seatsNeeded} more` : "has its minimum";
      return { rule, state: `${count}, ${standing}; decided on ${dayAndTime(goNoGo.decideAt, timeZone)}` };
    }
  }
}
