import { describe, expect, it } from "vitest";
import { bookmarkOf, laterBookmark } from "../../workers/core/d1-bookmark";

const mark = (commit: number) => `00000000-${commit.toString(16).padStart(8, "0")}-00000000-${"0".repeat(32)}`;

describe("D1 bookmarks (decision 080)", () => {
  it("takes D1's own format and nothing else", () => {
    expect(bookmarkOf("0000007b-0000b26e-00001538-0c3e87bb37b3db5cc52eedb93cd3b96b")).toBe("0000007b-0000b26e-00001538-0c3e87bb37b3db5cc52eedb93cd3b96b");
    for (const malformed of ["", "first-primary", "first-unconstrained", mark(0xab).toUpperCase(), `${mark(1)} `, mark(1).slice(1), 42, null, undefined]) {
      expect(bookmarkOf(malformed)).toBeNull();
    }
  });

  it("tells the later of two, whichever comes first or is missing", () => {
    expect(laterBookmark(mark(9), mark(10))).toBe(mark(10));
    expect(laterBookmark(mark(0x100), mark(0xff))).toBe(mark(0x100));
    expect(laterBookmark(undefined, mark(3))).toBe(mark(3));
    expect(laterBookmark(mark(3), null)).toBe(mark(3));
    expect(laterBookmark("garbage", mark(3))).toBe(mark(3));
    expect(laterBookmark(null, undefined)).toBeNull();
  });
});
