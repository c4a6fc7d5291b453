import { describe, expect, it } from "vitest";
import { HOLIDAYS, addBusinessDays, isBusinessDay } from "../../workers/core/business-days";

describe("HOLIDAYS (spec §9)", () => {
  it("lists Christmas 2024 and New Year's Day 2025", () => {
    expect(HOLIDAYS).toEqual(["2024-12-25", "2025-01-01"]);
  });
});

describe("isBusinessDay", () => {
  it.each([
    ["2024-12-24", true], // Tuesday
    ["2024-12-25", false], // holiday
    ["2025-01-01", false], // holiday
    ["2024-12-28", false], // Saturday
    ["2024-12-29", false], // Sunday
    ["2025-12-25", true], // Thursday; only listed holidays are skipped
    ["2024-02-30", false], // not a date
    ["12/24/2024", false],
  ])("%s → %s", (ymd, expected) => {
    expect(isBusinessDay(ymd)).toBe(expected);
  });
});

describe("addBusinessDays", () => {
  it.each([
    ["2024-12-24", 1, "2024-12-26"], // skips Christmas
    ["2024-12-31", 1, "2025-01-02"], // skips New Year's Day
    ["2025-01-03", 1, "2025-01-06"], // Friday + 1 → Monday
    ["2024-12-28", 1, "2024-12-30"], // Saturday + 1 → Monday
    ["2024-12-29", 1, "2024-12-30"], // Sunday + 1 → Monday
    ["2024-12-20", 5, "2024-12-30"], // Fri → Mon 23, Tue 24, Thu 26, Fri 27, Mon 30
    ["2024-12-23", 10, "2025-01-08"], // across both holidays and a weekend
    ["2024-02-28", 1, "2024-02-29"], // leap day
    ["2025-02-28", 1, "2025-03-03"], // Friday at a month end
  ])("%s + %d business days → %s", (date, days, expected) => {
    expect(addBusinessDays(date, days)).toBe(expected);
  });

  it.each([
    ["2024-12-24", "2024-12-24"], // a business day stays
    ["2024-12-25", "2024-12-26"], // a holiday rolls to the next business day
    ["2024-12-28", "2024-12-30"], // a Saturday rolls to Monday
  ])("%s + 0 business days → %s", (date, expected) => {
    expect(addBusinessDays(date, 0)).toBe(expected);
  });

  it.each([
    [undefined, 1],
    [null, 1],
    ["2024-12-24", undefined],
    ["2024-12-24", null],
    [undefined, undefined],
  ])("answers Error when the date or count is missing (%j, %j; spec §8)", (date, days) => {
    expect(addBusinessDays(date, days)).toBe("Error");
  });

  it.each([
    ["", 1],
    ["2024-02-30", 1],
    ["12/24/2024", 1],
    ["2024-12-24T10:00:00Z", 1],
    ["2024-12-24", -1],
    ["2024-12-24", 1.5],
    ["2024-12-24", Number.NaN],
    ["2024-12-24", Number.POSITIVE_INFINITY],
  ])("answers Error for an unusable date or count (%j, %d)", (date, days) => {
    expect(addBusinessDays(date, days)).toBe("Error");
  });
});
