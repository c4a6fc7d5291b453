import { describe, expect, it } from "vitest";
import { CLASS_LIST_MAX, CLASS_PAGE_SIZE, dayAfter, filtersOn, finderHref, monthGrid, readFinder } from "~/lib/catalog/class-finder";

const read = (query: string) => readFinder(new URLSearchParams(query));

describe("finding a class: the list pages' GET parameters (decision 038)", () => {
  it("reads every filter from the URL", () => {
    const finder = read(
      "location=2&month=2026-12&type=3&max=75&open=1&day=weekends&guests=4&near=84321&q=%20taco%20%20night%20&from=2026-12-03&to=2026-12-10&view=calendar&shown=60",
    );
    expect(finder).toEqual({
      location: "2",
      month: "2026-12",
      type: "3",
      maxPrice: 75,
      hideFull: true,
      day: "weekends",
      guests: 4,
      near: "84321",
      search: "taco night",
      searchCut: false,
      from: "2026-12-03",
      to: "2026-12-10",
      view: "calendar",
      shown: 60,
    });
    expect(filtersOn(finder)).toBe(true);
  });

  it("leaves out what is malformed, and bounds the list", () => {
    const finder = read(`type=kids&max=-5&open=yes&from=2026-02-31&to=tomorrow&view=grid&shown=99999&q=${"x".repeat(150)}`);
    expect(finder.type).toBe("");
    expect(finder.maxPrice).toBeNull();
    expect(finder.hideFull).toBe(false);
    expect(finder.from).toBe("");
    expect(finder.to).toBe("");
    expect(finder.view).toBe("list");
    expect(finder.shown).toBe(CLASS_LIST_MAX);
    expect(finder.search).toHaveLength(100);
    expect(finder.searchCut).toBe(true);
    expect(read("shown=3").shown).toBe(CLASS_PAGE_SIZE);
    // Decision 085: an unknown day, a party of none or of more than one line takes, a zip that is not five digits.
    expect(read("day=someday").day).toBe("");
    expect(read("guests=0").guests).toBeNull();
    expect(read("guests=13").guests).toBeNull();
    expect(read("guests=2.5").guests).toBeNull();
    expect(read("near=8432").near).toBe("");
    expect(read("near=84321-1234").near).toBe("");
    expect(filtersOn(read("location=1&month=2026-12"))).toBe(false);
  });

  it("day, party size and place are links of their own (decision 085); the place is no filter to clear", () => {
    const finder = read("month=2026-12&day=sat&guests=2&near=84401");
    expect(finderHref("/classes", finder)).toBe("/classes?month=2026-12&day=sat&guests=2&near=84401");
    expect(filtersOn(finder)).toBe(true);
    expect(filtersOn(read("near=84401"))).toBe(false);
    expect(finderHref("/classes", finder, { day: "", guests: null })).toBe("/classes?month=2026-12&near=84401");
  });

  it("swaps a range given backwards", () => {
    expect(read("from=2026-12-10&to=2026-12-03")).toMatchObject({ from: "2026-12-03", to: "2026-12-10" });
  });

  it("writes shareable links that change one thing and keep the rest", () => {
    const finder = read("location=2&month=2026-12&type=3&open=1&q=taco");
    expect(finderHref("/classes", finder)).toBe("/classes?location=2&month=2026-12&type=3&open=1&q=taco");
    expect(finderHref("/classes", finder, { view: "calendar" })).toBe("/classes?location=2&month=2026-12&type=3&open=1&q=taco&view=calendar");
    expect(finderHref("/classes", finder, { shown: 60 })).toContain("&shown=60");
    // A date range replaces the month.
    expect(finderHref("/classes", finder, { from: "2026-12-03", to: "2026-12-03" })).toBe(
      "/classes?location=2&type=3&open=1&q=taco&from=2026-12-03&to=2026-12-03",
    );
    expect(finderHref("/classes", read(""))).toBe("/classes");
  });

  it("knows the day after a date, across months and years", () => {
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
  });

  it("draws a month as Sunday-first weeks", () => {
    const weeks = monthGrid("2026-12");
    // December 1, 2026 is a Tuesday.
    expect(weeks[0]!.map((cell) => cell.day)).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter((cell) => cell.date).length).toBe(31);
    expect(weeks.at(-1)!.filter((cell) => cell.day !== null).at(-1)!.date).toBe("2026-12-31");
  });
});
