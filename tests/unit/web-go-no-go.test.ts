import { describe, expect, it } from "vitest";
import { parseClassForm } from "~/lib/admin/class-forms.server";
import { decisionHoursRule, minSeatsRule } from "~/lib/admin/go-no-go-fields.server";
import { goNoGoFacts, goNoGoNotice, minimumRule, type GoNoGoState } from "~/lib/catalog/go-no-go-text";

const DENVER = "America/Denver";
// Decided Tuesday, December 1, 2026 at 6:30 PM MST (01:30 UTC the next day): Denver's day, not UTC's.
const SHORT: GoNoGoState = {
  minSeats: 6,
  decisionHours: 72,
  decideAt: "2026-12-02T01:30:00.000Z",
  seatsBooked: 2,
  seatsNeeded: 4,
  decision: null,
  decidedAt: null,
};

describe("the class page's go-or-no-go line (decision 065)", () => {
  it("says how many more a short class needs and the day it is decided, in the kitchen's time zone", () => {
    expect(goNoGoNotice(SHORT, DENVER)).toEqual({ tone: "short", text: "Needs 4 more to run, decided on Tuesday, December 1" });
    expect(goNoGoNotice(SHORT, "Europe/London")?.text).toBe("Needs 4 more to run, decided on Wednesday, December 2");
  });

  it("says it runs once decided on or confirmed by staff, in the page's own noun", () => {
    expect(goNoGoNotice({ ...SHORT, decision: "RUN" }, DENVER)).toEqual({ tone: "on", text: "It’s on: this class will run" });
    expect(goNoGoNotice({ ...SHORT, decision: "ON", seatsNeeded: 0 }, DENVER, "pickup")?.text).toBe("It’s on: this pickup will run");
  });

  it("says nothing without a minimum, with the minimum reached before the decision, or once off", () => {
    expect(goNoGoNotice(null, DENVER)).toBeNull();
    expect(goNoGoNotice({ ...SHORT, seatsBooked: 6, seatsNeeded: 0 }, DENVER)).toBeNull();
    expect(goNoGoNotice({ ...SHORT, decision: "OFF" }, DENVER)).toBeNull();
  });
});

describe("the console's go-or-no-go facts (decision 065)", () => {
  it("names the rule and whose it is, the count, what is missing and when it is decided", () => {
    expect(goNoGoFacts(SHORT, DENVER, false)).toEqual({
      rule: "6 seats paid, decided 72 hours before (its class type’s)",
      state: "2 seats booked, needs 4 more; decided on Tuesday, December 1 at 6:30 PM MST",
    });
    expect(goNoGoFacts({ ...SHORT, minSeats: 1, seatsBooked: 1, seatsNeeded: 0 }, DENVER, true)).toEqual({
      rule: "1 seat paid, decided 72 hours before (this class’s own)",
      state: "1 seat booked, has its minimum; decided on Tuesday, December 1 at 6:30 PM MST",
    });
  });

  it("words a class type's minimum, or that it has none", () => {
    expect(minimumRule(0, 72)).toBe("No minimum");
    expect(minimumRule(4, 96)).toBe("4 seats paid, decided 96 hours before");
  });

  it("says what was decided and when", () => {
    const decidedAt = "2026-11-30T17:00:00.000Z";
    expect(goNoGoFacts({ ...SHORT, decision: "RUN", decidedAt }, DENVER, false).state).toBe(
      "Runs whatever its count: confirmed by staff on Monday, November 30 at 10:00 AM MST",
    );
    expect(goNoGoFacts({ ...SHORT, decision: "ON", decidedAt }, DENVER, false).state).toMatch(/^On: it had its minimum on Monday/);
    expect(goNoGoFacts({ ...SHORT, decision: "OFF", decidedAt }, DENVER, false).state).toMatch(/^Off: canceled and refunded under its minimum on/);
  });
});

describe("the go-or-no-go fields of the console's forms", () => {
  it("takes a class type's minimum from 0 to 100 and its decision from 24 to 336 hours", () => {
    expect(minSeatsRule.safeParse(" 0 ").data).toBe(0);
    expect(minSeatsRule.safeParse("100").data).toBe(100);
    expect(minSeatsRule.safeParse("101").error?.issues[0]?.message).toBe("Enter at most 100 seats");
    expect(minSeatsRule.safeParse("2.5").error?.issues[0]?.message).toMatch(/^Enter a whole number of seats/);
    expect(decisionHoursRule.safeParse("72").data).toBe(72);
    expect(decisionHoursRule.safeParse("23").success).toBe(false);
    expect(decisionHoursRule.safeParse("337").error?.issues[0]?.message).toBe("Enter between 24 and 336 hours (one day to two weeks)");
  });

  it("reads a class's blank minimum and hours as its class type's, and refuses what the type would", () => {
    const form = (minSeats: string, decisionHours: string) => {
      const data = new FormData();
      const fields = { name: "Knife skills", description: "", classTypeId: "1", locationId: "1", fulfillmentId: "1", date: "2026-12-04", time: "18:30" };
      for (const [name, value] of Object.entries({ ...fields, durationMinutes: "120", seats: "8", minSeats, decisionHours })) data.set(name, value);
      return parseClassForm(data);
    };
    const blank = form("", " ");
    expect(blank.ok && [blank.value.minSeats, blank.value.decisionHours]).toEqual([null, null]);
    const own = form("4", "48");
    expect(own.ok && [own.value.minSeats, own.value.decisionHours]).toEqual([4, 48]);
    const refused = form("x", "500");
    expect(refused.ok ? null : refused.errors).toEqual({
      minSeats: ["Enter a whole number of seats, like 4 (0: no minimum)"],
      decisionHours: ["Enter between 24 and 336 hours (one day to two weeks)"],
    });
  });
});
