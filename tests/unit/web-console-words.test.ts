import { describe, expect, it } from "vitest";
import { countOf } from "../../workers/core/counts";
import { seatsInWords } from "../../app/lib/admin/class-seats";
import { whatToBring } from "../../workers/core/fulfillment-guide";

describe("counts in words", () => {
  it("says one in the singular and every other count in the plural, with thousands separated", () => {
    expect(countOf(1, "registration")).toBe("1 registration");
    expect(countOf(0, "registration")).toBe("0 registrations");
    expect(countOf(2, "code")).toBe("2 codes");
    expect(countOf(1200, "seat")).toBe("1,200 seats");
    expect(countOf(3, "class", "classes")).toBe("3 classes");
  });
});

describe("a class's seats on the console's class page", () => {
  it("adds up to the capacity: seats taken without a sale or a checkout are said", () => {
    // The seeded class: 8 seats, 3 taken with no registration, "0 sold, 0 held, 5 left of 8".
    expect(seatsInWords({ seats: 8, sold: 0, held: 0, left: 5 })).toBe(
      "0 sold, 0 held by checkouts, 3 taken otherwise (carts, waitlist offers, earlier bookings), 5 seats left of 8",
    );
  });

  it("says nothing more when sold and held explain every taken seat", () => {
    expect(seatsInWords({ seats: 12, sold: 9, held: 2, left: 1 })).toBe("9 sold, 2 held by checkouts, 1 seat left of 12");
  });
});

describe("what to bring to a class", () => {
  it("says the class's own length, not the usual 60 to 90 minutes", () => {
    expect(whatToBring("in-person", { durationMinutes: 150, month: 12 })[0]).toBe("Plan on 2 hours 30 minutes.");
    expect(whatToBring("in-person", { durationMinutes: 60, month: 7 })[0]).toMatch(/^Plan on 1 hour\./);
    expect(whatToBring("in-person")[0]).toMatch(/^Plan on 60 to 90 minutes\./);
    expect(whatToBring("pre-assembled", { durationMinutes: 150, month: 7 }).join(" ")).not.toContain("Plan on");
    // A cooler for the drive home only when it is warm: not for a December class.
    expect(whatToBring("in-person", { durationMinutes: 150, month: 12 }).join(" ")).not.toContain("cooler");
    expect(whatToBring("in-person", { durationMinutes: 150, month: 7 }).join(" ")).toContain("cooler");
  });
});
