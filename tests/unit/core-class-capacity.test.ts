import { describe, expect, it } from "vitest";
import { CLASS_SEATS_MESSAGE, classSeats, reservationSizeName } from "../../workers/core/class-capacity";
import { classSeatsRule } from "../../workers/core/field-schemas";

describe("a class's seats (decision 067)", () => {
  it.each([
    [1, 1],
    ["1", 1],
    [" 12 ", 12],
    [200, 200],
    ["200", 200],
  ])("takes %j as %d seats", (value, seats) => {
    expect(classSeats(value)).toBe(seats);
    expect(classSeatsRule().parse(value)).toBe(seats);
  });

  it.each([0, "0", 201, "201", "abc", "", 2.5, "2.5", -1, "1e2", null, undefined, true])("refuses %j with the one message", (value) => {
    expect(classSeats(value)).toBeNull();
    const parsed = classSeatsRule().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([CLASS_SEATS_MESSAGE]);
  });

  it("names a size made for a number of seats", () => {
    expect(reservationSizeName(1)).toBe("1 seat");
    expect(reservationSizeName(13)).toBe("13 seats");
    expect(CLASS_SEATS_MESSAGE).toBe("Enter a whole number of seats from 1 to 200");
  });
});
