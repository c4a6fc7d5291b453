import { describe, expect, it } from "vitest";
import { formatQuantity } from "../../workers/core/quantities";

describe("formatQuantity (spec §9 eighths)", () => {
  it.each([
    [0, "0"],
    [2, "2"],
    [1.5, "1 1/2"],
    [0.75, "3/4"],
    [3.25, "3 1/4"],
    [0.0625, "0"], // not above .0625
    [0.05, "0"],
    [2.05, "2"],
    [0.07, "1/8"],
    [0.125, "1/8"], // not above .125
    [0.13, "1/4"],
    [0.2, "1/4"],
    [0.3, "1/4"], // no 3/8
    [0.375, "1/4"], // not above .375
    [0.4, "1/2"],
    [0.625, "1/2"], // no 5/8
    [0.7, "3/4"],
    [0.875, "3/4"], // not above .875
    [0.9, "7/8"],
    [1.99, "1 7/8"], // never rounds up to the next whole
    [-1.5, "-1 1/2"],
    [-0.25, "-1/4"],
    [-0.03, "0"], // nothing shown, so no sign
  ])("%d → %j", (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it("shows nothing for a value that is not a finite number", () => {
    expect(formatQuantity(Number.NaN)).toBe("");
    expect(formatQuantity(Number.POSITIVE_INFINITY)).toBe("");
  });
});
