import { describe, expect, it } from "vitest";
import { beforeCutoff, differenceSentence, movedSeatPrice, selfServiceCutoff } from "../../workers/core/self-service";

describe("the self-service policy (decision 033)", () => {
  const start = "2026-12-10T18:00:00.000Z";
  it("closes changes 72 hours before the class", () => {
    expect(selfServiceCutoff(start).toISOString()).toBe("2026-12-07T18:00:00.000Z");
    expect(beforeCutoff(start, new Date("2026-12-07T17:59:59.999Z"))).toBe(true);
    expect(beforeCutoff(start, new Date("2026-12-07T18:00:00.000Z"))).toBe(false);
  });

  it("prices a moved seat with today's price, the same discount (never above the price) and the new kitchen's tax", () => {
    expect(movedSeatPrice(5000, 500, 725)).toEqual({ price_cents: 5000, discount_cents: 500, tax_cents: 326, total_cents: 4826 });
    expect(movedSeatPrice(3000, 4000, 725)).toEqual({ price_cents: 3000, discount_cents: 3000, tax_cents: 0, total_cents: 0 });
  });

  it("says what the difference means", () => {
    expect(differenceSentence(-1234)).toContain("we refund $12.34");
    expect(differenceSentence(0)).toContain("costs the same");
    expect(differenceSentence(99)).toContain("cannot be moved online");
  });
});
