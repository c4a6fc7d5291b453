// Staff's move of a registration (issue 27 part 4, decision 082): when it goes past the
// customer's own policy (workers/core/self-service.ts), and how a dearer date's difference is
// settled. Pure code: no I/O.
import { formatUsd } from "./money";
import { beforeCutoff, SELF_SERVICE_CUTOFF_HOURS } from "./self-service";

/**
 * How staff settle a dearer date's difference: collected at the counter, waived with a reason, or
 * a pay link for the difference e-mailed to the customer (decision 089: the new date's seats are
 * held and the move completes when the link is paid).
 */
export const STAFF_MOVE_SETTLEMENTS = ["counter", "waive", "pay_link"] as const;
export type StaffMoveSettlement = (typeof STAFF_MOVE_SETTLEMENTS)[number];

/** A staff move's reason: required past the policy and to waive a difference; kept in the audit record. */
export const STAFF_MOVE_REASON_MAX = 500;

/** What a move does that the customer could not do themself, in words; empty within the policy. */
export function policyBreaks(fromDate: string, toDate: string, now: Date, movedByCustomer: boolean): string[] {
  const breaks: string[] = [];
  if (!beforeCutoff(fromDate, now)) breaks.push(`the class starts within ${SELF_SERVICE_CUTOFF_HOURS} hours`);
  if (!beforeCutoff(toDate, now)) breaks.push(`the new date starts within ${SELF_SERVICE_CUTOFF_HOURS} hours`);
  if (movedByCustomer) breaks.push("the customer moved it once already");
  return breaks;
}

/** Where a move's difference (new total − paid) goes: refunded, collected at the counter, waived or asked by pay link. */
export function staffMoveMoney(differenceCents: number, settlement: StaffMoveSettlement | undefined) {
  const more = Math.max(0, differenceCents);
  return {
    refund_cents: Math.max(0, -differenceCents),
    collect_cents: settlement === "counter" ? more : 0,
    waived_cents: settlement === "waive" ? more : 0,
    pay_link_cents: settlement === "pay_link" ? more : 0,
  };
}

/** What money a move to a date moves, in the console's words (the move step's choice of dates). */
export function moveMoneyWords(differenceCents: number): string {
  if (differenceCents < 0) return `${formatUsd(-differenceCents)} less: refunded`;
  if (differenceCents > 0) return `${formatUsd(differenceCents)} more: collect, waive or send a pay link`;
  return "same price: nothing charged or refunded";
}
