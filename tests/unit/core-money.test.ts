import { describe, expect, it } from "vitest";
import { formatUsd, parseMoneyInput, percentOf } from "../../workers/core/money";

describe("formatUsd", () => {
  it.each([
    [123450, "$1,234.50"],
    [0, "$0.00"],
    [5, "$0.05"],
    [99, "$0.99"],
    [100, "$1.00"],
    [-500, "-$5.00"],
    [-123456, "-$1,234.56"],
    [100000000, "$1,000,000.00"],
  ])("formats %d cents as %s", (cents, expected) => {
    expect(formatUsd(cents)).toBe(expected);
  });

  it("shows negative zero without a sign", () => {
    expect(formatUsd(-0)).toBe("$0.00");
  });

  it("rounds a fractional cent amount to the nearest cent", () => {
    expect(formatUsd(1234.6)).toBe("$12.35");
  });

  it("refuses an amount that is not a number", () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });
});

describe("parseMoneyInput (spec §5)", () => {
  it.each([
    ["12", 1200],
    ["$1,234.5", 123450],
    ["$1,000,000.00", 100000000],
    ["  $12.34 ", 1234],
    ["0", 0],
    ["0.5", 50],
    [".5", 50],
    ["12.", 1200],
    ["19.99", 1999],
    ["$ 7", 700],
  ])("reads %j as %d cents", (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it.each(["1.234", "abc", "", "   ", "-5", "+5", ".", "$", "1 2", "1e3", "12.3.4", "12,50€"])(
    "rejects %j",
    (input) => {
      expect(parseMoneyInput(input)).toBeNull();
    },
  );
});

describe("percentOf", () => {
  it.each([
    [1999, 725, 145], // 144.9275 → 145
    [1000, 725, 73], // 72.5 rounds half up
    [200, 25, 1], // 0.5 rounds half up
    [100, 24, 0], // 0.24 rounds down
    [10000, 10000, 10000], // 100%
    [0, 725, 0],
    [1999, 0, 0],
    [-1000, 725, -73], // refunds mirror the sale
  ])("%d cents at %d basis points is %d cents", (cents, basisPoints, expected) => {
    expect(percentOf(cents, basisPoints)).toBe(expected);
  });

  it("refuses non-integer cents or basis points", () => {
    expect(() => percentOf(10.5, 725)).toThrow(RangeError);
    expect(() => percentOf(1000, 7.25)).toThrow(RangeError);
  });
});
