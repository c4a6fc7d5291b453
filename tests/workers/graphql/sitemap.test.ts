/** Decision 071: Query.sitemap — pages of the public pages' records in a fixed order, with the total; bounds refused by name. */
import { describe, expect, it } from "vitest";
import { ok, refused } from "./cart-fixtures";

interface SitemapAnswer {
  sitemap: { total: number; entries: Array<{ kind: string; id: string; key: string; path: string | null; updatedAt: string | null }> };
}

const SITEMAP = `query ($first: Int!, $offset: Int) { sitemap(first: $first, offset: $offset) { total entries { kind id key path updatedAt } } }`;

describe("Query.sitemap (decision 071)", () => {
  it("answers pages in a fixed order that together are every entry once, with the total", async () => {
    const whole = (await ok<SitemapAnswer>(SITEMAP, { first: 5000 })).sitemap;
    expect(whole.total).toBe(whole.entries.length);
    expect(whole.total).toBeGreaterThan(10);
    const kinds = [...new Set(whole.entries.map((entry) => entry.kind))];
    expect(kinds.slice(0, 3)).toEqual(["class", "class-type", "meal"]);
    expect(kinds).toContain("location");
    for (const entry of whole.entries) {
      expect(entry.key, JSON.stringify(entry)).toBeTruthy();
      if (entry.kind === "class" || entry.kind === "location") expect(entry.path).toMatch(/^\/(classes|pickup|delivery)$/);
    }
    const paged = [];
    for (let offset = 0; offset < whole.total; offset += 7) paged.push(...(await ok<SitemapAnswer>(SITEMAP, { first: 7, offset })).sitemap.entries);
    expect(paged).toEqual(whole.entries);
    expect((await ok<SitemapAnswer>(SITEMAP, { first: 7, offset: whole.total })).sitemap).toEqual({ total: whole.total, entries: [] });
  });

  it("refuses a page size outside 1–5,000 and a negative offset by the argument's name", async () => {
    for (const first of [0, 5001]) {
      const error = await refused(SITEMAP, { first });
      expect(error.extensions.code).toBe("BAD_USER_INPUT");
      expect(error.extensions.fields?.first).toEqual(["must be between 1 and 5,000"]);
    }
    const error = await refused(SITEMAP, { first: 1, offset: -1 });
    expect(error.extensions.fields?.offset).toEqual(["must be 0 or more"]);
  });
});
