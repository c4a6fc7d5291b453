/**
 * Go or no-go (decision 065): the rule a class and its type give, when it is decided, what is
 * still missing, and the e-mails' words — absolute links, times in the kitchen's zone, the held
 * seats only when there are some.
 */
import { describe, expect, it } from "vitest";
import { decisionAt, decisionFor, goNoGoRule, MOVE_OFFER_HOURS, seatsNeeded } from "../../workers/core/go-no-go";
import { classOnEmail, goNoGoStaffEmail, underMinimumEmail, type DecidedClass } from "../../workers/api/services/go-no-go-emails";

const CLASS: DecidedClass = {
  id: 42,
  name: "Steakhouse at Home",
  date: "2026-12-12T01:00:00.000Z",
  timezone: "America/Denver",
  location_name: "Logan",
  min_seats: 6,
  booked: 2,
};

describe("the go/no-go rule", () => {
  it("takes the class's own minimum and hours over its type's, each on its own", () => {
    expect(goNoGoRule({ classMinSeats: null, classDecisionHours: null, typeMinSeats: 6, typeDecisionHours: 72 })).toEqual({ minSeats: 6, decisionHours: 72 });
    expect(goNoGoRule({ classMinSeats: 0, classDecisionHours: null, typeMinSeats: 6, typeDecisionHours: 72 })).toEqual({ minSeats: 0, decisionHours: 72 });
    expect(goNoGoRule({ classMinSeats: null, classDecisionHours: 48, typeMinSeats: 6, typeDecisionHours: 72 })).toEqual({ minSeats: 6, decisionHours: 48 });
  });

  it("decides the hours before the start, and counts what is missing", () => {
    expect(decisionAt("2026-12-12T01:00:00.000Z", 72).toISOString()).toBe("2026-12-09T01:00:00.000Z");
    expect(seatsNeeded(6, 2)).toBe(4);
    expect(seatsNeeded(6, 9)).toBe(0);
    expect(decisionFor(6, 5)).toBe("off");
    expect(decisionFor(6, 6)).toBe("on");
  });
});

describe("the go/no-go e-mails", () => {
  it("tell a customer of a class canceled under its minimum the refund, and the held seats with their link", () => {
    const expires = "2026-12-10T01:00:00.000Z";
    const email = underMinimumEmail(CLASS, {
      first_name: "Ana",
      seats: 2,
      refunded_cents: 13800,
      offer: { date: "2026-12-19T01:00:00.000Z", timezone: "America/Denver", expires_at: expires, claim_href: "https://shop.test/waitlist/claim/abc" },
      classes_href: "https://shop.test/classes",
    });
    expect(email.subject).toBe("Steakhouse at Home on Friday, December 11, 2026 will not run");
    expect(email.text).toContain("did not get the 6 cooks it needs");
    expect(email.text).toContain("We refunded $138.00 for your 2 seats");
    expect(email.text).toContain("holding 2 seats for you in the same class on Friday, December 18, 2026 at 6:00 PM MST until Wednesday, December 9, 2026 at 6:00 PM MST");
    expect(email.text).toContain("Book the held seats: https://shop.test/waitlist/claim/abc");
    expect(email.text).toContain(`after ${MOVE_OFFER_HOURS} hours they go back on sale`);
    expect(email.html).toContain('href="https://shop.test/waitlist/claim/abc"');
  });

  it("say nothing of held seats when none could be held", () => {
    const email = underMinimumEmail(CLASS, { first_name: "Ana", seats: 1, refunded_cents: 6900 });
    expect(email.text).toContain("for your 1 seat");
    expect(email.text).not.toContain("holding");
    expect(email.text).not.toContain("See our classes");
  });

  it("tell a customer the class is on, and the kitchen either outcome", () => {
    const on = classOnEmail({ ...CLASS, booked: 6, location_city: "Logan" }, { first_name: "Ben", seats: 3 });
    expect(on.subject).toBe("It's on: Steakhouse at Home on Friday, December 11, 2026");
    expect(on.text).toContain("Your 3 seats are saved");
    const staffOn = goNoGoStaffEmail({ ...CLASS, booked: 6 }, { decision: "on", customers: 2 });
    expect(staffOn.subject).toBe("Go: Steakhouse at Home on Friday, December 11, 2026 runs");
    expect(staffOn.text).not.toContain("Refunded");
    const staffOff = goNoGoStaffEmail(CLASS, { decision: "off", customers: 1, refunded_cents: 13800, offers: 1, failed: 0 }, "https://shop.test/admin/classes/42");
    expect(staffOff.text).toContain("Seats booked: 2 of the 6 needed");
    expect(staffOff.text).toContain("Refunded: $138.00");
    expect(staffOff.text).toContain("Open the class in the console: https://shop.test/admin/classes/42");
  });
});
