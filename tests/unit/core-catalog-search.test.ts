import { describe, expect, it } from "vitest";
import { cutSearch, ftsQuery, SEARCH_MAX_CHARACTERS } from "../../workers/core/catalog-search";

describe("the catalog search's words (decision 072)", () => {
  it("quotes every word and makes the last one a prefix", () => {
    expect(ftsQuery("pasta")).toBe('"pasta"*');
    expect(ftsQuery("  Fresh   pasta night ")).toBe('"Fresh" "pasta" "night"*');
  });

  it("never lets FTS5 syntax through: operators become words, punctuation separates", () => {
    expect(ftsQuery('"pasta" AND NEAR(*')).toBe('"pasta" "AND" "NEAR"*');
    expect(ftsQuery("name:taco OR ^kids -soup (bread)")).toBe('"name" "taco" "OR" "kids" "soup" "bread"*');
    expect(ftsQuery('say "hi')).toBe('"say" "hi"*');
    for (const input of ['"', "*", "()", "AND", '"" OR ""*', "🍝🍕", "'; drop table classes; --"]) {
      const query = ftsQuery(input);
      if (query !== null) expect(query).toMatch(/^("[\p{L}\p{N}\p{M}]+"\*? ?)+$/u);
    }
  });

  it("answers null when nothing typed is a word", () => {
    expect(ftsQuery("🍝 🍕 !!! ***")).toBeNull();
    expect(ftsQuery("   ")).toBeNull();
  });

  it("keeps letters of every script and their accents", () => {
    expect(ftsQuery("crème brûlée 寿司")).toBe('"crème" "brûlée" "寿司"*');
  });

  it("cuts to the first 100 characters without splitting an emoji, and says so", () => {
    expect(cutSearch("taco  night")).toEqual({ text: "taco night", cut: false });
    const long = cutSearch("🍝".repeat(10_000));
    expect(long.cut).toBe(true);
    expect(Array.from(long.text)).toHaveLength(SEARCH_MAX_CHARACTERS);
    expect(long.text).toBe("🍝".repeat(SEARCH_MAX_CHARACTERS));
    expect(cutSearch("x".repeat(SEARCH_MAX_CHARACTERS))).toEqual({ text: "x".repeat(SEARCH_MAX_CHARACTERS), cut: false });
    // At most a dozen words are matched, however many are typed.
    expect(ftsQuery("a ".repeat(5_000))!.split(" ")).toHaveLength(12);
  });
});
