/** Staff's move of a registration (decision 082): when it goes past the self-service policy, and where a difference goes. */
import { describe, expect, it } from "vitest";
import { moveMoneyWords, policyBreaks, staffMoveMoney } from "../../workers/core/staff-move";

const NOW = new Date("2026-12-01T12:00:00Z");
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe("policyBreaks", () => {
  it("is empty when the customer could have moved it themself", () => {
    expect(policyBreaks(inHours(100), inHours(200), NOW, false)).toEqual([]);
  });

  it("names each rule the move goes past: the class or the new date within 72 hours, a customer's move already made", () => {
    expect(policyBreaks(inHours(71), inHours(73), NOW, false)).toEqual(["the class starts within 72 hours"]);
    expect(policyBreaks(inHours(100), inHours(30), NOW, true)).toEqual(["the new date starts within 72 hours", "the customer moved it once already"]);
  });
});

describe("staffMoveMoney", () => {
  it("refunds a cheaper date's difference, collects, waives or asks a pay link for a dearer one's, moves nothing at the same price", () => {
    expect(staffMoveMoney(-1075, undefined)).toEqual({ refund_cents: 1075, collect_cents: 0, waived_cents: 0, pay_link_cents: 0 });
    expect(staffMoveMoney(1075, "counter")).toEqual({ refund_cents: 0, collect_cents: 1075, waived_cents: 0, pay_link_cents: 0 });
    expect(staffMoveMoney(1075, "waive")).toEqual({ refund_cents: 0, collect_cents: 0, waived_cents: 1075, pay_link_cents: 0 });
    expect(staffMoveMoney(1075, "pay_link")).toEqual({ refund_cents: 0, collect_cents: 0, waived_cents: 0, pay_link_cents: 1075 });
    expect(staffMoveMoney(-1075, "pay_link")).toEqual({ refund_cents: 1075, collect_cents: 0, waived_cents: 0, pay_link_cents: 0 });
    expect(staffMoveMoney(0, "counter")).toEqual({ refund_cents: 0, collect_cents: 0, waived_cents: 0, pay_link_cents: 0 });
  });

  it("says the money of each date in words", () => {
    expect(moveMoneyWords(-1075)).toBe("$10.75 less: refunded");
    expect(moveMoneyWords(1075)).toBe("$10.75 more: collect, waive or send a pay link");
    expect(moveMoneyWords(0)).toBe("same price: nothing charged or refunded");
  });
});
