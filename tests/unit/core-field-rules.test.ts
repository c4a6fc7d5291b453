import { describe, expect, it } from "vitest";
import { DATE_MESSAGE, EMAIL_MESSAGE, MONEY_MESSAGE, PHONE_MESSAGE, isEmail, isIsoDate, isRecordId } from "../../workers/core/field-rules";
import { dateRule, emailRule, moneyRule, phoneRule } from "../../workers/core/field-schemas";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe("field rules (decision 057)", () => {
  it("takes an e-mail in zod's shape up to 254 characters, trimmed", () => {
    expect(isEmail("name@example.com")).toBe(true);
    expect(isEmail("name@example")).toBe(false);
    expect(isEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
    expect(emailRule().parse("  name@example.com ")).toBe("name@example.com");
    expect(messages(emailRule().safeParse("nope"))).toEqual([EMAIL_MESSAGE]);
  });

  it("answers a phone as its ten digits, with one message", () => {
    expect(phoneRule().parse("(435) 555-0123")).toBe("4355550123");
    expect(phoneRule().parse("+1 435 555 0123")).toBe("4355550123");
    expect(messages(phoneRule().safeParse("555-0123"))).toEqual([PHONE_MESSAGE]);
    expect(messages(phoneRule().safeParse(undefined))).toEqual([PHONE_MESSAGE]);
  });

  it("lets an optional field be left blank and says so when it is wrong", () => {
    expect(phoneRule({ optional: true }).parse("  ")).toBe("");
    expect(phoneRule({ optional: true }).parse(undefined)).toBe("");
    expect(emailRule({ optional: true }).parse("")).toBe("");
    expect(messages(phoneRule({ optional: true }).safeParse("12"))).toEqual([`${PHONE_MESSAGE}, or leave it blank`]);
  });

  it("turns dollars as typed into integer cents", () => {
    expect(moneyRule().parse("$1,234.50")).toBe(123450);
    expect(moneyRule({ optional: true }).parse("")).toBeNull();
    expect(messages(moneyRule().safeParse("12.345"))).toEqual([MONEY_MESSAGE]);
    expect(messages(moneyRule({ message: "Enter the price", maxCents: 999_999 }).safeParse("10000"))).toEqual(["Enter the price"]);
    expect(moneyRule({ maxCents: 999_999 }).parse("9,999.99")).toBe(999_999);
  });

  it("takes only days that exist, written YYYY-MM-DD", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(dateRule().parse("2026-03-14")).toBe("2026-03-14");
    expect(messages(dateRule().safeParse("3/14/2026"))).toEqual([DATE_MESSAGE]);
  });
});

describe("isRecordId: the one check of an id in a path or a form", () => {
  it("takes 1–9 digits and nothing else", () => {
    for (const id of ["1", "42", "999999999"]) expect(isRecordId(id)).toBe(true);
    for (const bad of ["", "0x1", "1e3", "-1", " 1", "1234567890", "12a", null, undefined, 7]) expect(isRecordId(bad)).toBe(false);
  });
});
