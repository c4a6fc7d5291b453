import { describe, expect, it } from "vitest";
import {
  checkGiftCardAmount,
  chosenGiftCardAmount,
  generateGiftCardCode,
  GIFT_CARD_ALPHABET,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
} from "../../workers/core/gift-cards";
import { GIFT_CARD_RE, normalizeGiftCardCode } from "../../workers/core/input-formats";

/** A random source that hands out the given bytes in order and records how many it was asked for. */
function fixedBytes(bytes: number[]) {
  const requests: number[] = [];
  let next = 0;
  const random = (buffer: Uint8Array): Uint8Array => {
    requests.push(buffer.length);
    for (let i = 0; i < buffer.length; i += 1) buffer[i] = bytes[next++ % bytes.length]!;
    return buffer;
  };
  return { random, requests };
}

describe("GIFT_CARD_ALPHABET", () => {
  it("has 32 distinct upper-case letters and digits without 0, O, 1 or I", () => {
    expect(GIFT_CARD_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CARD_ALPHABET).size).toBe(32);
    expect(GIFT_CARD_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const ambiguous of ["0", "O", "1", "I"]) expect(GIFT_CARD_ALPHABET).not.toContain(ambiguous);
  });
});

describe("generateGiftCardCode", () => {
  it("makes a canonical code with Web Crypto by default", () => {
    const code = generateGiftCardCode();
    expect(code).toMatch(GIFT_CARD_RE);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(normalizeGiftCardCode(code)).toBe(code);
  });

  it("makes different codes on each call", () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateGiftCardCode()));
    expect(codes.size).toBe(200);
  });

  it("maps bytes 0–15 to the first sixteen letters", () => {
    const { random, requests } = fixedBytes([...Array(16).keys()]);
    expect(generateGiftCardCode(random)).toBe("ABCD-EFGH-JKLM-NPQR");
    expect(requests).toEqual([16]);
  });

  it("maps bytes 16–31 to the last sixteen letters", () => {
    const { random } = fixedBytes([...Array(16).keys()].map((i) => i + 16));
    expect(generateGiftCardCode(random)).toBe("STUV-WXYZ-2345-6789");
  });

  it("takes each byte modulo 32: 32, 255, 224 and 33 read as A, 9, A and B", () => {
    const { random } = fixedBytes([32, 255, 224, 33]);
    expect(generateGiftCardCode(random)).toBe("A9AB-A9AB-A9AB-A9AB");
  });

  it("is the same code for the same bytes (deterministic when the source is injected)", () => {
    const bytes = [200, 17, 3, 99, 250, 64, 128, 7, 31, 0, 45, 190, 222, 11, 76, 143];
    expect(generateGiftCardCode(fixedBytes(bytes).random)).toBe(generateGiftCardCode(fixedBytes(bytes).random));
    // 200 % 32 = 8 → J, 17 → T, 3 → D, 99 % 32 = 3 → D, 250 % 32 = 26 → 4, 64 → A, 128 → A, 7 → H,
    // 31 → 9, 0 → A, 45 % 32 = 13 → P, 190 % 32 = 30 → 8, 222 % 32 = 30 → 8, 11 → M, 76 % 32 = 12 → N,
    // 143 % 32 = 15 → R.
    expect(generateGiftCardCode(fixedBytes(bytes).random)).toBe("JTDD-4AAH-9AP8-8MNR");
  });

  it("is unbiased: 256 divides by 32, so no byte is rejected and every letter has exactly 8 bytes", () => {
    // Rejection sampling would redraw bytes ≥ 256 − 256 % 32 = 256: none.
    expect(256 % GIFT_CARD_ALPHABET.length).toBe(0);
    const counts = new Map<string, number>();
    const all = [...Array(256).keys()];
    const { random, requests } = fixedBytes(all);
    let letters = "";
    for (let i = 0; i < 16; i += 1) letters += generateGiftCardCode(random).replace(/-/g, "");
    expect(requests).toEqual(Array(16).fill(16)); // 256 bytes asked for, 256 used: nothing redrawn
    for (const letter of letters) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    expect(letters).toHaveLength(256);
    expect([...counts.keys()].sort().join("")).toBe([...GIFT_CARD_ALPHABET].sort().join(""));
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
  });

  it("asks again when the random source gives fewer bytes than needed", () => {
    let calls = 0;
    const stingy = (_buffer: Uint8Array): Uint8Array => {
      calls += 1;
      return Uint8Array.of(calls - 1); // one byte a call: A, B, C, …
    };
    expect(generateGiftCardCode(stingy)).toBe("ABCD-EFGH-JKLM-NPQR");
    expect(calls).toBe(16);
  });

  it("throws rather than loop forever when the random source gives nothing", () => {
    expect(() => generateGiftCardCode(() => new Uint8Array(0))).toThrow(RangeError);
  });
});

describe("checkGiftCardAmount ($10–$500)", () => {
  const message = "Enter an amount from $10.00 to $500.00.";

  it("names its limits in cents", () => {
    expect([GIFT_CARD_MIN_CENTS, GIFT_CARD_MAX_CENTS]).toEqual([1000, 50000]);
  });

  it.each([1000, 1001, 2500, 49999, 50000])("accepts %d cents", (cents) => {
    expect(checkGiftCardAmount(cents)).toBeNull();
  });

  it.each([null, 0, 999, 50001, -1000, 1000.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (cents) => {
    expect(checkGiftCardAmount(cents)).toBe(message);
  });
});

describe("chosenGiftCardAmount (issue 30 part 8: presets or the typed amount)", () => {
  it("a chosen preset wins over anything typed", () => {
    expect(chosenGiftCardAmount("7500", "$30")).toBe("75.00");
    expect(chosenGiftCardAmount("2500", "")).toBe("25.00");
  });
  it("'other', nothing chosen or a value that is no preset reads the typed amount", () => {
    expect(chosenGiftCardAmount("other", "$30")).toBe("$30");
    expect(chosenGiftCardAmount(undefined, "45")).toBe("45");
    expect(chosenGiftCardAmount("99999", "45")).toBe("45");
    expect(chosenGiftCardAmount("other", undefined)).toBe("");
  });
});
