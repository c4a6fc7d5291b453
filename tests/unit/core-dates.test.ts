import { describe, expect, it } from "vitest";
import {
  FALLBACK_TIMEZONE,
  defaultMonth,
  formatClassDate,
  formatClassTime,
  isMonthKey,
  localDateTimeToUtc,
  monthName,
  monthRange,
  nextMonth,
  resolveTimeZone,
  startOfWeek,
  zonedParts,
} from "../../workers/core/dates";

// 2026: DST starts Sunday March 8 and ends Sunday November 1 in America/Denver
// (MST = UTC-7, MDT = UTC-6).

describe("resolveTimeZone", () => {
  it("keeps a known zone and falls back to America/Denver otherwise", () => {
    expect(FALLBACK_TIMEZONE).toBe("America/Denver");
    expect(resolveTimeZone("America/New_York")).toBe("America/New_York");
    expect(resolveTimeZone("Mars/Olympus_Mons")).toBe("America/Denver");
    expect(resolveTimeZone(undefined)).toBe("America/Denver");
    expect(resolveTimeZone(null)).toBe("America/Denver");
    expect(resolveTimeZone("")).toBe("America/Denver");
  });
});

describe("zonedParts", () => {
  it("reads the wall clock in the zone, including the weekday (0 = Sunday)", () => {
    expect(zonedParts(new Date("2026-12-02T01:30:00Z"), "America/Denver")).toEqual({
      year: 2026,
      month: 12,
      day: 1,
      hour: 18,
      minute: 30,
      second: 0,
      weekday: 2,
    });
  });

  it("reads midnight as hour 0", () => {
    expect(zonedParts(new Date("2026-12-01T07:00:00Z"), "America/Denver").hour).toBe(0);
  });
});

describe("defaultMonth (spec §9)", () => {
  it.each([
    ["2026-11-15T12:00:00-07:00", "2026-11"],
    ["2026-11-16T12:00:00-07:00", "2026-12"],
    ["2026-12-16T12:00:00-07:00", "2027-01"],
    ["2026-12-20T12:00:00-07:00", "2027-01"],
    ["2026-12-01T12:00:00-07:00", "2026-12"],
  ])("on %s is %s", (now, expected) => {
    expect(defaultMonth(new Date(now))).toBe(expected);
  });

  it("uses the Denver day: 03:00 UTC on the 16th is still the 15th in Denver", () => {
    expect(defaultMonth(new Date("2026-11-16T03:00:00Z"))).toBe("2026-11");
  });

  it("uses the given zone's day", () => {
    // 05:30 UTC on Nov 16 is 00:30 on the 16th in New York but 22:30 on the 15th in Denver.
    const now = new Date("2026-11-16T05:30:00Z");
    expect(defaultMonth(now, "America/New_York")).toBe("2026-12");
    expect(defaultMonth(now, "America/Denver")).toBe("2026-11");
    expect(defaultMonth(now, "Not/A_Zone")).toBe("2026-11");
  });
});

describe("startOfWeek", () => {
  it("is Monday 00:00 MDT for a week after DST starts", () => {
    // Tuesday March 10, 2026 → Monday March 9, 00:00 MDT = 06:00 UTC.
    expect(startOfWeek(new Date("2026-03-10T18:00:00Z")).toISOString()).toBe("2026-03-09T06:00:00.000Z");
  });

  it("is Monday 00:00 MST for the week whose Sunday is the DST change", () => {
    // Sunday March 8, 2026 14:00 MDT → Monday March 2, 00:00 MST = 07:00 UTC.
    expect(startOfWeek(new Date("2026-03-08T20:00:00Z")).toISOString()).toBe("2026-03-02T07:00:00.000Z");
  });

  it("uses the Denver weekday: Monday 05:00 UTC is still Sunday evening in Denver", () => {
    expect(startOfWeek(new Date("2026-03-09T05:00:00Z")).toISOString()).toBe("2026-03-02T07:00:00.000Z");
    expect(startOfWeek(new Date("2026-03-10T05:00:00Z")).toISOString()).toBe("2026-03-09T06:00:00.000Z");
  });

  it("returns the same instant when now is exactly Monday midnight", () => {
    expect(startOfWeek(new Date("2026-11-02T07:00:00Z")).toISOString()).toBe("2026-11-02T07:00:00.000Z");
  });

  it("works in another zone", () => {
    // Wednesday Jan 7, 2026 in Tokyo → Monday Jan 5, 00:00 JST = Jan 4, 15:00 UTC.
    expect(startOfWeek(new Date("2026-01-07T03:00:00Z"), "Asia/Tokyo").toISOString()).toBe(
      "2026-01-04T15:00:00.000Z",
    );
  });
});

describe("localDateTimeToUtc", () => {
  it.each([
    ["2026-12-01", "18:30", "America/Denver", "2026-12-02T01:30:00.000Z"],
    ["2026-07-04", "09:00", "America/Denver", "2026-07-04T15:00:00.000Z"],
    ["2026-01-01", "00:00", "Asia/Tokyo", "2025-12-31T15:00:00.000Z"],
    ["2026-07-04", "09:00", "Not/A_Zone", "2026-07-04T15:00:00.000Z"],
  ])("%s %s in %s is %s", (ymd, hm, zone, expected) => {
    expect(localDateTimeToUtc(ymd, hm, zone).toISOString()).toBe(expected);
  });

  it("moves a wall time skipped by spring-forward ahead by the gap (02:30 → 03:30 MDT)", () => {
    expect(localDateTimeToUtc("2026-03-08", "02:30", "America/Denver").toISOString()).toBe(
      "2026-03-08T09:30:00.000Z",
    );
  });

  it("takes the earlier of a wall time repeated by fall-back (01:30 MDT)", () => {
    expect(localDateTimeToUtc("2026-11-01", "01:30", "America/Denver").toISOString()).toBe(
      "2026-11-01T07:30:00.000Z",
    );
  });

  it.each([
    ["2026-02-30", "10:00"],
    ["2026-2-3", "10:00"],
    ["2026-02-03", "24:00"],
    ["2026-02-03", "9:00"],
  ])("rejects %s %s", (ymd, hm) => {
    expect(() => localDateTimeToUtc(ymd, hm, "America/Denver")).toThrow(RangeError);
  });
});

describe("monthRange", () => {
  it("spans a month that contains a DST change", () => {
    const { start, end } = monthRange("2026-03", "America/Denver");
    expect(start.toISOString()).toBe("2026-03-01T07:00:00.000Z");
    expect(end.toISOString()).toBe("2026-04-01T06:00:00.000Z");
  });

  it("crosses into the next year for December", () => {
    const { start, end } = monthRange("2026-12", "America/Denver");
    expect(start.toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(end.toISOString()).toBe("2027-01-01T07:00:00.000Z");
  });

  it("rejects a value that is not a month key", () => {
    expect(() => monthRange("2026-13", "America/Denver")).toThrow(RangeError);
  });
});

describe("month keys", () => {
  it.each([
    ["2026-12", true],
    ["2026-01", true],
    ["2026-13", false],
    ["2026-00", false],
    ["2026-1", false],
    ["26-12", false],
    ["2026-12-01", false],
    ["", false],
  ])("isMonthKey(%j) is %s", (value, expected) => {
    expect(isMonthKey(value)).toBe(expected);
  });

  it("names a month", () => {
    expect(monthName("2026-12")).toBe("December 2026");
    expect(monthName("2027-01")).toBe("January 2027");
    expect(() => monthName("2026-13")).toThrow(RangeError);
  });

  it("steps to the next month across a year end", () => {
    expect(nextMonth("2026-11")).toBe("2026-12");
    expect(nextMonth("2026-12")).toBe("2027-01");
  });
});

describe("class date and time display", () => {
  const evening = "2026-12-02T01:30:00Z"; // 18:30 MST on Tuesday, December 1

  it("shows the class's local date, not the UTC date", () => {
    expect(formatClassDate(evening, "America/Denver")).toBe("Tuesday, December 1, 2026");
    expect(formatClassDate(evening, "UTC")).toBe("Wednesday, December 2, 2026");
  });

  it("shows the local time with the zone abbreviation", () => {
    expect(formatClassTime(evening, "America/Denver")).toBe("6:30 PM MST");
    expect(formatClassTime("2026-07-04T15:00:00Z", "America/Denver")).toBe("9:00 AM MDT");
    expect(formatClassTime(evening, "America/New_York")).toBe("8:30 PM EST");
  });

  it("falls back to America/Denver when the zone is missing or invalid", () => {
    expect(formatClassDate(evening)).toBe("Tuesday, December 1, 2026");
    expect(formatClassDate(evening, null)).toBe("Tuesday, December 1, 2026");
    expect(formatClassTime(evening, "Not/A_Zone")).toBe("6:30 PM MST");
  });

  it("shows nothing for a date that cannot be read", () => {
    expect(formatClassDate("not a date", "America/Denver")).toBe("");
    expect(formatClassTime("", "America/Denver")).toBe("");
  });
});

describe("localDate", () => {
  it("answers the calendar date in the zone, not in UTC", async () => {
    const { localDate } = await import("../../workers/core/dates");
    // 03:30 UTC on Nov 22 is still the evening of Nov 21 in Denver.
    expect(localDate(new Date("2026-11-22T03:30:00Z"))).toBe("2026-11-21");
    expect(localDate(new Date("2026-11-22T07:30:00Z"))).toBe("2026-11-22");
    expect(localDate(new Date("2026-07-04T05:59:00Z"), "America/Denver")).toBe("2026-07-03");
    expect(localDate(new Date("2026-07-04T05:59:00Z"), "UTC")).toBe("2026-07-04");
  });
});
