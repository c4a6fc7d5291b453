/** The chosen-day rule of decision 063: which days may be chosen, and when 8 am in the kitchen's zone is. */
import { describe, expect, it } from "vitest";
import { lastDueDay, SEND_DAY_MESSAGES, sendDayProblem, sendDayRange, sendMoment, sendMomentText, sendsNow } from "../../workers/core/gift-card-delivery";

// 11 pm on Nov 30 in Logan is already Dec 1 in UTC: the kitchen's day is the one that counts.
const LATE_EVENING = new Date("2026-12-01T06:00:00.000Z");

describe("gift cards on a chosen day", () => {
  it("take today up to a year ahead in the kitchen's zone, and refuse the rest with the field's words", () => {
    expect(sendDayRange(LATE_EVENING)).toEqual({ min: "2026-11-30", max: "2027-11-30" });
    expect(sendDayProblem("2026-11-30", LATE_EVENING)).toBeNull();
    expect(sendDayProblem("2027-11-30", LATE_EVENING)).toBeNull();
    expect(sendDayProblem("2026-11-29", LATE_EVENING)).toBe(SEND_DAY_MESSAGES.past);
    expect(sendDayProblem("2027-12-01", LATE_EVENING)).toBe(SEND_DAY_MESSAGES.tooFar);
    for (const bad of ["2027-02-29", "2026-13-01", "12/25/2026", ""]) expect(sendDayProblem(bad, LATE_EVENING)).toBe(SEND_DAY_MESSAGES.format);
  });

  it("send at 8 am Mountain time, standard or daylight", () => {
    expect(sendMoment("2026-12-25").toISOString()).toBe("2026-12-25T15:00:00.000Z");
    expect(sendMoment("2027-07-04").toISOString()).toBe("2027-07-04T14:00:00.000Z");
    expect(sendMomentText("2026-12-25")).toBe("Friday, December 25, 2026 at 8:00 AM MST");
  });

  it("are due from 8 am of their day, and a card without a day at once", () => {
    expect(lastDueDay(new Date("2026-12-25T14:59:00.000Z"))).toBe("2026-12-24");
    expect(lastDueDay(new Date("2026-12-25T15:00:00.000Z"))).toBe("2026-12-25");
    expect(sendsNow("2026-12-25", new Date("2026-12-25T14:59:00.000Z"))).toBe(false);
    expect(sendsNow("2026-12-25", new Date("2026-12-25T15:00:00.000Z"))).toBe(true);
    expect(sendsNow(null, LATE_EVENING)).toBe(true);
  });
});
