import { describe, expect, it } from "vitest";
import { isHoliday } from "../../workers/core/business-days";
import { SERIES_COUNT_MESSAGE, SERIES_TOO_LONG_MESSAGE, SERIES_UNTIL_MESSAGE, seriesDates } from "../../workers/core/class-series";

describe("a recurring schedule's dates (decision 067)", () => {
  it("takes the spec's holidays as Christmas and New Year's Day of any year", () => {
    expect(["2024-12-25", "2025-01-01", "2027-12-25", "2030-01-01"].map(isHoliday)).toEqual([true, true, true, true]);
    expect(["2026-12-24", "2027-01-02"].map(isHoliday)).toEqual([false, false]);
  });

  it("repeats weekly N times, skipping holidays without counting them", () => {
    expect(seriesDates("2026-12-18", { every_weeks: 1, count: 4 })).toEqual({
      dates: ["2026-12-18", "2027-01-08", "2027-01-15", "2027-01-22"],
      skipped: ["2026-12-25", "2027-01-01"],
    });
  });

  it("repeats every other week until a date, the last on or before it", () => {
    expect(seriesDates("2027-03-02", { every_weeks: 2, until: "2027-04-12" })).toEqual({ dates: ["2027-03-02", "2027-03-16", "2027-03-30"], skipped: [] });
    expect(seriesDates("2027-03-02", { every_weeks: 2, until: "2027-03-02" })).toEqual({ dates: ["2027-03-02"], skipped: [] });
  });

  it("makes 52 weekly classes at most", () => {
    const year = seriesDates("2027-01-06", { every_weeks: 1, count: 52 });
    expect("dates" in year && year.dates.length).toBe(52);
    expect(seriesDates("2027-01-06", { every_weeks: 1, until: "2028-06-01" })).toEqual({ field: "until", message: SERIES_TOO_LONG_MESSAGE });
  });

  it.each([0, 53, 2.5, undefined])("refuses %j classes", (count) => {
    expect(seriesDates("2027-01-06", { every_weeks: 1, count })).toEqual({ field: "count", message: SERIES_COUNT_MESSAGE });
  });

  it.each(["2027-01-05", "2027-02-30", "soon"])("refuses a last date of %j", (until) => {
    expect(seriesDates("2027-01-06", { every_weeks: 1, until })).toEqual({ field: "until", message: SERIES_UNTIL_MESSAGE });
  });
});
