import { describe, expect, it } from "vitest";
import { passwordPolicyHint, passwordProblems, SHOP_PASSWORD_POLICY } from "~/lib/identity/identity-errors";

describe("password policy (spec §5)", () => {
  it("requires 6 characters by default and nothing else", () => {
    expect(SHOP_PASSWORD_POLICY.minLength).toBe(6);
    expect(passwordProblems("abc12")).toEqual(["Use at least 6 characters."]);
    expect(passwordProblems("abcdef")).toEqual([]);
    expect(passwordProblems("", {})).toEqual(["Use at least 6 characters."]);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblems("🍋🍋🍋🍋🍋")).toEqual(["Use at least 6 characters."]);
    expect(passwordProblems("🍋🍋🍋🍋🍋🍋")).toEqual([]);
  });

  it("applies the optional maximum and character classes", () => {
    const strict = {
      minLength: 8,
      maxLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(passwordProblems("Ab1!efgh", strict)).toEqual([]);
    expect(passwordProblems("abcdefgh", strict)).toEqual([
      "Include an uppercase letter.",
      "Include a number.",
      "Include a symbol, such as ! or #.",
    ]);
    expect(passwordProblems("ABCDEFG1!", strict)).toEqual(["Include a lowercase letter."]);
    expect(passwordProblems("Ab1!efghijklm", strict)).toEqual(["Use at most 12 characters."]);
    expect(passwordPolicyHint(strict)).toBe(
      "Use at least 8 characters, at most 12, a lowercase letter, an uppercase letter, a number, a symbol.",
    );
  });
});
