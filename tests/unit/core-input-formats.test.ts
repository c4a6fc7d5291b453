import { describe, expect, it } from "vitest";
import {
  GIFT_CARD_RE,
  ZIP_RE,
  classifyLocationQuery,
  formatPhone,
  isDigitsOnly,
  normalizeGiftCardCode,
  normalizePhone,
  parseZipcode,
} from "../../workers/core/input-formats";

describe("zip codes (spec §5)", () => {
  it.each([
    ["84321", true],
    ["84321-1234", true],
    ["8432", false],
    ["843211", false],
    ["843211234", false], // nine digits need the hyphen
    ["84321-12", false],
    [" 84321", false], // ZIP_RE itself does not trim
    ["abcde", false],
  ])("ZIP_RE matches %j: %s", (input, expected) => {
    expect(ZIP_RE.test(input)).toBe(expected);
  });

  it.each([
    ["84321", "84321"],
    [" 84321-1234 ", "84321"],
    ["84321-12", null],
    ["Logan", null],
    ["", null],
  ])("parseZipcode(%j) → %j", (input, expected) => {
    expect(parseZipcode(input)).toBe(expected);
  });
});

describe("classifyLocationQuery", () => {
  it.each([
    ["84321", { kind: "zip", zipcode: "84321" }],
    [" 84321-1234 ", { kind: "zip", zipcode: "84321" }],
    ["Logan", { kind: "city", city: "Logan" }],
    ["  Salt Lake City ", { kind: "city", city: "Salt Lake City" }],
    ["8432", { kind: "city", city: "8432" }],
    ["", { kind: "city", city: "" }],
  ])("%j → %j", (input, expected) => {
    expect(classifyLocationQuery(input)).toEqual(expected);
  });
});

describe("isDigitsOnly", () => {
  it.each([
    ["123", true],
    ["0", true],
    ["", false],
    ["12a", false],
    ["1.5", false],
    [" 12", false],
    ["-1", false],
    ["\u0663", false], // Arabic-Indic three is not an ASCII digit
  ])("%j → %s", (input, expected) => {
    expect(isDigitsOnly(input)).toBe(expected);
  });
});

describe("phones (spec §5 tel)", () => {
  it.each([
    "(435) 555-0123",
    "435-555-0123",
    "435.555.0123",
    "4355550123",
    "+1 435 555 0123",
    "1-435-555-0123",
    " (435)555-0123 ",
  ])("normalizes %j to ten digits", (input) => {
    expect(normalizePhone(input)).toBe("4355550123");
  });

  it.each([
    "555-0123",
    "(435) 555-012",
    "435-555-01234",
    "+44 20 7946 0958",
    "+4355550123",
    "2 435 555 0123",
    "435-555-0123 ext 4",
    "435-CALL-NOW",
    "",
  ])("rejects %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("formats a phone as (###) ###-####", () => {
    expect(formatPhone("4355550123")).toBe("(435) 555-0123");
    expect(formatPhone("+1 435 555 0123")).toBe("(435) 555-0123");
  });

  it("leaves a value that is not a US phone as it is", () => {
    expect(formatPhone("12345")).toBe("12345");
  });
});

describe("gift card codes (spec §5, §9)", () => {
  it.each([
    ["ABCD-EFGH-1234-5678", "ABCD-EFGH-1234-5678"],
    ["abcd-efgh-1234-5678", "ABCD-EFGH-1234-5678"],
    ["ABCDEFGH12345678", "ABCD-EFGH-1234-5678"],
    ["abcd efgh 1234 5678", "ABCD-EFGH-1234-5678"],
    [" ABCD-EFGH-1234-5678 ", "ABCD-EFGH-1234-5678"],
  ])("normalizes %j to %j", (input, expected) => {
    expect(normalizeGiftCardCode(input)).toBe(expected);
  });

  it.each([
    "ABCD-EFGH-1234-567",
    "ABCD-EFGH-1234-56789",
    "ABCD-EFGH-1234-567!",
    "ABCDEFGH123456\u00df", // "ß" upper-cases to "SS"; it is still not a letter A–Z
    "",
  ])("rejects %j", (input) => {
    expect(normalizeGiftCardCode(input)).toBeNull();
  });

  it("GIFT_CARD_RE accepts only the canonical form", () => {
    expect(GIFT_CARD_RE.test("ABCD-EFGH-1234-5678")).toBe(true);
    expect(GIFT_CARD_RE.test("abcd-efgh-1234-5678")).toBe(false);
    expect(GIFT_CARD_RE.test("ABCDEFGH12345678")).toBe(false);
  });
});
