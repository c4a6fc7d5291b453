/** The pure parts of the console's multi-select and date picker (spec §7 widgets) and the promotion form. */
import { describe, expect, it } from "vitest";
import {
  fromLocalInput,
  formatLocalInput,
  formatTimeOfDay,
  parseLocalInput,
  stepSeconds,
  toLocalInput,
} from "~/lib/admin/date-picker";
import {
  chosenValues,
  EMPTY_LIST_MESSAGE,
  filterOptions,
  MULTI_SELECT_LIMIT,
  NO_MATCH_MESSAGE,
} from "~/lib/admin/multi-select";
import { parseCodesForm, parsePromotionForm, promotionFormShown } from "~/lib/admin/promotion-forms.server";

const OPTIONS = [
  { value: "1", label: "Date Night" },
  { value: "2", label: "Crème Brûlée Basics" },
  { value: "3", label: "Kids in the Kitchen" },
];

describe("the multi-select", () => {
  it("says the list is empty, or that nothing matched, with the spec's words", () => {
    expect(filterOptions([], "")).toEqual({ shown: [], message: "List is empty.", truncated: false });
    expect(EMPTY_LIST_MESSAGE).toBe("List is empty.");
    expect(filterOptions(OPTIONS, "sushi")).toEqual({ shown: [], message: "No elements found. Consider changing the search query.", truncated: false });
    expect(NO_MATCH_MESSAGE).toBe("No elements found. Consider changing the search query.");
  });

  it("matches every word in any order, ignoring case and accents", () => {
    expect(filterOptions(OPTIONS, "").shown).toEqual(OPTIONS);
    expect(filterOptions(OPTIONS, "  creme  ").shown.map((option) => option.value)).toEqual(["2"]);
    expect(filterOptions(OPTIONS, "kitchen KIDS").shown.map((option) => option.value)).toEqual(["3"]);
    expect(filterOptions(OPTIONS, "kitchen date").message).toBe(NO_MATCH_MESSAGE);
  });

  it("offers at most 1,000 options and says when more matched", () => {
    expect(MULTI_SELECT_LIMIT).toBe(1000);
    const many = Array.from({ length: 1001 }, (_, index) => ({ value: String(index), label: `Option ${index}` }));
    const all = filterOptions(many, "");
    expect(all.shown).toHaveLength(1000);
    expect(all.truncated).toBe(true);
    expect(filterOptions(many.slice(0, 1000), "").truncated).toBe(false);
    expect(filterOptions(many, "option 100").shown.map((option) => option.value)).toEqual(["100", "1000"]);
  });

  it("keeps the chosen values that are options, in the options' order, once", () => {
    expect(chosenValues(OPTIONS, ["3", "9", "1", "3"])).toEqual(["1", "3"]);
  });
});

describe("the date picker", () => {
  it("steps by hours, minutes, seconds or milliseconds (accuracy 1 to 4)", () => {
    expect([1, 2, 3, 4].map((accuracy) => stepSeconds(accuracy as 1 | 2 | 3 | 4))).toEqual([3600, 60, 1, 0.001]);
  });

  it("reads back in 12-hour AM/PM or 24-hour form at each accuracy", () => {
    const evening = { hour: 19, minute: 5, second: 9, ms: 250 };
    expect(formatTimeOfDay(evening, 12, 1)).toBe("7 PM");
    expect(formatTimeOfDay(evening, 12, 2)).toBe("7:05 PM");
    expect(formatTimeOfDay(evening, 12, 3)).toBe("7:05:09 PM");
    expect(formatTimeOfDay(evening, 12, 4)).toBe("7:05:09.250 PM");
    expect(formatTimeOfDay(evening, 24, 1)).toBe("19:00");
    expect(formatTimeOfDay(evening, 24, 2)).toBe("19:05");
    expect(formatTimeOfDay(evening, 24, 4)).toBe("19:05:09.250");
    expect(formatTimeOfDay({ hour: 0, minute: 30, second: 0, ms: 0 }, 12, 2)).toBe("12:30 AM");
    expect(formatTimeOfDay({ hour: 12, minute: 0, second: 0, ms: 0 }, 12, 2)).toBe("12:00 PM");
    expect(formatLocalInput("2026-12-01T07:30", 12, 2)).toBe("December 1, 2026 at 7:30 AM");
    expect(formatLocalInput("2026-12-01T07:30", 24, 2)).toBe("December 1, 2026 at 07:30");
    expect(formatLocalInput("", 12, 2)).toBe("");
  });

  it("refuses what is not a date and time", () => {
    expect(parseLocalInput("2026-02-30T10:00")).toBeNull();
    expect(parseLocalInput("2026-12-01T24:00")).toBeNull();
    expect(parseLocalInput("2026-12-01 10:00")).toBeNull();
    expect(parseLocalInput("2026-12-01T10:00:05.5")).toMatchObject({ second: 5, ms: 500 });
    expect(fromLocalInput("tomorrow")).toBeUndefined();
    expect(fromLocalInput("  ")).toBeNull();
  });

  it("turns the shop's wall clock (Denver) into instants and back, cut to the accuracy", () => {
    // December: MST, UTC−7; July: MDT, UTC−6.
    expect(fromLocalInput("2026-12-01T07:30")).toBe("2026-12-01T14:30:00.000Z");
    expect(fromLocalInput("2026-07-01T07:30")).toBe("2026-07-01T13:30:00.000Z");
    expect(fromLocalInput("2026-12-01T07:30", 1)).toBe("2026-12-01T14:00:00.000Z");
    expect(fromLocalInput("2026-12-01T07:30:15.125", 2)).toBe("2026-12-01T14:30:00.000Z");
    expect(fromLocalInput("2026-12-01T07:30:15.125", 3)).toBe("2026-12-01T14:30:15.000Z");
    expect(fromLocalInput("2026-12-01T07:30:15.125", 4)).toBe("2026-12-01T14:30:15.125Z");
    expect(toLocalInput("2026-12-01T14:30:15.125Z", 2)).toBe("2026-12-01T07:30");
    expect(toLocalInput("2026-12-01T14:30:15.125Z", 4)).toBe("2026-12-01T07:30:15.125");
    expect(toLocalInput(null)).toBe("");
    expect(toLocalInput("not a time")).toBe("");
  });
});

describe("the promotion form", () => {
  const base = {
    name: "Harvest Week",
    description: "",
    discountType: "PERCENT",
    amount: "12.5",
    appliesTo: "ORDER",
    classTypeIds: ["3"],
    minimum: "",
    startsAt: "",
    endsAt: "2026-12-01T07:30",
    usageLimit: "",
    perCustomerLimit: "1",
    active: "on",
  };

  it("sends a percent as basis points, dollars as cents, times as instants, blanks as no limit", () => {
    const parsed = parsePromotionForm(base);
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: "Harvest Week",
        description: "",
        discountType: "PERCENT",
        discountValue: 1250,
        appliesTo: "ORDER",
        classTypeIds: [],
        giftCards: false,
        minimumCents: 0,
        startsAt: null,
        endsAt: "2026-12-01T14:30:00.000Z",
        usageLimit: null,
        perCustomerLimit: 1,
        active: true,
      },
    });
    const fixed = parsePromotionForm({ ...base, discountType: "FIXED", amount: "$15", minimum: "$1,060.50", appliesTo: "CLASSES", giftCards: "on" });
    expect(fixed.ok && fixed.value).toMatchObject({ discountValue: 1500, minimumCents: 106050, classTypeIds: ["3"], giftCards: true });
  });

  it("names each bad field", () => {
    const parsed = parsePromotionForm({ ...base, name: " ", amount: "150", appliesTo: "CLASSES", classTypeIds: [], startsAt: "2026-12-02T07:00", usageLimit: "0" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["amount", "classTypeIds", "endsAt", "name", "usageLimit"]);
    expect(parsed.errors.amount).toEqual(["Enter a percent from 0.01 to 100, like 15"]);
    expect(parsed.errors.endsAt).toEqual(["The end must be after the start"]);
  });

  it("shows a stored promotion as the form typed it, round trip", () => {
    const shown = promotionFormShown({
      name: "Harvest Week",
      description: "",
      discountType: "FIXED",
      discountValue: 1500,
      appliesTo: "ORDER",
      classTypes: [],
      giftCards: false,
      minimumCents: 6000,
      startsAt: null,
      endsAt: "2026-12-01T14:30:00.000Z",
      usageLimit: 100,
      perCustomerLimit: null,
      active: true,
    });
    expect(shown).toMatchObject({ amount: "15.00", minimum: "60.00", endsAt: "2026-12-01T07:30", usageLimit: "100", perCustomerLimit: "", active: "on" });
    const again = parsePromotionForm(shown);
    expect(again.ok && again.value).toMatchObject({ discountValue: 1500, minimumCents: 6000, endsAt: "2026-12-01T14:30:00.000Z", usageLimit: 100 });
  });

  it("reads the codes forms: a batch (blank uses: no limit) or one named code", () => {
    expect(parseCodesForm({ mode: "batch", count: "500", prefix: "spring", usageLimit: "1" })).toEqual({ ok: true, value: { count: 500, prefix: "spring", usageLimit: 1 } });
    expect(parseCodesForm({ mode: "batch", count: "3", prefix: "", usageLimit: "" })).toEqual({ ok: true, value: { count: 3, prefix: null, usageLimit: null } });
    expect(parseCodesForm({ mode: "single", code: "SPRING25", usageLimit: "" })).toEqual({ ok: true, value: { code: "SPRING25", usageLimit: null } });
    const bad = parseCodesForm({ mode: "batch", count: "1001", prefix: "no-dash", usageLimit: "x" });
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(["count", "prefix", "usageLimit"]);
    const badCode = parseCodesForm({ mode: "single", code: "no spaces", usageLimit: "" });
    expect(!badCode.ok && Object.keys(badCode.errors)).toEqual(["code"]);
  });
});
