import { describe, expect, it } from "vitest";
import {
  checkCode,
  cleanRecoveryCode,
  codeAt,
  FRESH_STATE,
  needsSecondFactor,
  newRecoveryCodes,
  newSecret,
  secretUri,
  stepAt,
  type CodeState,
} from "../../workers/core/second-factor";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const NOW = new Date("2026-11-29T12:00:10Z");
const seconds = (count: number) => new Date(NOW.getTime() + count * 1000);

describe("who needs a second factor", () => {
  it("asks those who may refund, cancel classes or reveal gift-card codes, not the rest of the staff", () => {
    expect(needsSecondFactor(["*"])).toBe(true);
    expect(needsSecondFactor(["payments.*"])).toBe(true);
    expect(needsSecondFactor(["classes.*"])).toBe(true);
    expect(needsSecondFactor(["gift-cards.view,update"])).toBe(true);
    expect(needsSecondFactor(["classes.view,update", "gift-cards.view", "payments.view", "registrations.*"])).toBe(false);
    expect(needsSecondFactor([])).toBe(false);
  });
});

describe("checking a six-digit code (RFC 6238)", () => {
  it("accepts the code of now, of the step before and of the step after, and nothing further", () => {
    for (const offset of [-30, 0, 30]) {
      const check = checkCode(SECRET, codeAt(SECRET, seconds(offset)), FRESH_STATE, NOW);
      expect(check.result, `code of ${offset} s`).toBe("accepted");
      expect(check.result === "accepted" && check.step).toBe(stepAt(seconds(offset)));
    }
    for (const offset of [-90, -60, 60, 90])
      expect(checkCode(SECRET, codeAt(SECRET, seconds(offset)), FRESH_STATE, NOW).result, `code of ${offset} s`).toBe("wrong");
  });

  it("matches RFC 6238's own test vector (SHA-1, T = 59 s)", () => {
    // Appendix B: secret "12345678901234567890", 8 digits 94287082, so 6 digits 287082.
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(codeAt(rfcSecret, new Date(59_000))).toBe("287082");
  });

  it("takes a code once: the same code again, or an older one, is refused as used and not counted as a guess", () => {
    const first = checkCode(SECRET, codeAt(SECRET, NOW), FRESH_STATE, NOW);
    expect(first.result).toBe("accepted");
    const again = checkCode(SECRET, codeAt(SECRET, NOW), first.state, seconds(5));
    expect(again.result).toBe("used");
    expect(again.state.failures).toBe(0);
    expect(checkCode(SECRET, codeAt(SECRET, seconds(-30)), first.state, seconds(5)).result).toBe("used");
    expect(checkCode(SECRET, codeAt(SECRET, seconds(30)), first.state, seconds(5)).result).toBe("accepted");
  });

  it("locks after five wrong codes in a row for 15 minutes, refusing even the right code, then counts afresh", () => {
    let state: CodeState = FRESH_STATE;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const check = checkCode(SECRET, "000000", state, NOW);
      expect(check.result).toBe("wrong");
      state = check.state;
      expect(state.failures).toBe(attempt);
    }
    const fifth = checkCode(SECRET, "000000", state, NOW);
    expect(fifth.result).toBe("locked");
    expect(fifth.state.lockedUntil).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
    const rightButLocked = checkCode(SECRET, codeAt(SECRET, seconds(14 * 60)), fifth.state, seconds(14 * 60));
    expect(rightButLocked.result).toBe("locked");
    const after = checkCode(SECRET, codeAt(SECRET, seconds(15 * 60 + 1)), fifth.state, seconds(15 * 60 + 1));
    expect(after.result).toBe("accepted");
    expect(after.state).toMatchObject({ failures: 0, lockedUntil: null });
  });

  it("a right code ends the row of wrong ones", () => {
    const wrong = checkCode(SECRET, "12345", { ...FRESH_STATE, failures: 3 }, NOW);
    expect(wrong.state.failures).toBe(4);
    const right = checkCode(SECRET, ` ${codeAt(SECRET, NOW).replace(/^(...)/, "$1 ")} `, wrong.state, NOW);
    expect(right.result).toBe("accepted");
    expect(right.state.failures).toBe(0);
  });
});

describe("secrets and recovery codes", () => {
  it("makes a 32-character base32 secret an authenticator app reads from its otpauth:// address", () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(secretUri(secret, "daniel.olsen@cachevalleykitchen.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Cache Valley Kitchen");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
  });

  it("makes ten different recovery codes that read back however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(cleanRecoveryCode(` ${code.toUpperCase()} `)).toBe(code.replace("-", ""));
    }
    expect(cleanRecoveryCode("123456")).toBeNull();
    expect(cleanRecoveryCode("abcde-fghi1")).toBeNull();
  });
});
