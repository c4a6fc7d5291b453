/** Decision 071: canonical addresses, the sitemap's paging and files, robots.txt. */
import { describe, expect, it } from "vitest";
import { canonicalUrl } from "~/lib/seo/canonical";
import { robotsTxt } from "~/lib/seo/robots";
import { lastmod, recordPath, sitemapFileCount, sitemapFilePath, sitemapFileSlice, sitemapIndexXml, urlsetXml } from "~/lib/seo/sitemap";
import { CUSTOMER_PAGES } from "../bench/audit-pages";
import { checkSitemap } from "../support/sitemap-schema";

const ORIGIN = "https://shop.example";

describe("canonicalUrl", () => {
  it("keeps only the parameters that make another page, well-formed and in a fixed order", () => {
    expect(canonicalUrl(ORIGIN, "/classes", "?utm_source=x&month=2026-12&view=calendar&q=pie&location=3&fbclid=1&type=2&shown=60")).toBe(
      `${ORIGIN}/classes?location=3&type=2&month=2026-12`,
    );
    expect(canonicalUrl(ORIGIN, "/pickup", "?type=2&location=abc&month=2026-13")).toBe(`${ORIGIN}/pickup`);
    expect(canonicalUrl(ORIGIN, "/menu", "?month=2027-01&allergy_free=dairy")).toBe(`${ORIGIN}/menu?month=2027-01`);
    expect(canonicalUrl(ORIGIN, "/newsroom", "?news=2&releases=1")).toBe(`${ORIGIN}/newsroom?news=2`);
    expect(canonicalUrl(ORIGIN, "/choose-menu", "?fulfillment=delivery&gclid=z")).toBe(`${ORIGIN}/choose-menu?fulfillment=delivery`);
  });

  it("drops every parameter of other pages, and a trailing slash", () => {
    expect(canonicalUrl(ORIGIN, "/meals/pot-roast/", "?utm_campaign=fall")).toBe(`${ORIGIN}/meals/pot-roast`);
    expect(canonicalUrl(ORIGIN, "/cart", "?_data=root")).toBe(`${ORIGIN}/cart`);
    expect(canonicalUrl(ORIGIN, "/", "")).toBe(`${ORIGIN}/`);
  });
});

describe("the sitemap's paging", () => {
  it("needs one file up to the limit and one more for each further limit's worth", () => {
    expect(sitemapFileCount(0, 10)).toBe(1);
    expect(sitemapFileCount(10, 10)).toBe(1);
    expect(sitemapFileCount(11, 10)).toBe(2);
    expect(sitemapFileCount(50_001)).toBe(2);
  });

  it("puts the fixed pages first, then the records, every address in exactly one file", () => {
    const statics = 3;
    const records = 24;
    const perFile = 10;
    const seen: string[] = [];
    for (let file = 1; file <= sitemapFileCount(statics + records, perFile); file++) {
      const slice = sitemapFileSlice(file, statics, perFile);
      for (let at = slice.staticFrom; at < slice.staticTo; at++) seen.push(`static ${at}`);
      for (let at = slice.offset; at < Math.min(records, slice.offset + slice.first); at++) seen.push(`record ${at}`);
      expect(slice.staticTo - slice.staticFrom + slice.first).toBe(perFile);
    }
    expect(seen).toEqual([...Array.from({ length: statics }, (_, at) => `static ${at}`), ...Array.from({ length: records }, (_, at) => `record ${at}`)]);
    expect(sitemapFileSlice(1, statics, perFile)).toEqual({ staticFrom: 0, staticTo: 3, offset: 0, first: 7 });
    expect(sitemapFileSlice(2, statics, perFile)).toEqual({ staticFrom: 3, staticTo: 3, offset: 7, first: 10 });
  });

  it("writes a valid index and valid files, addresses escaped", () => {
    const index = sitemapIndexXml([1, 2, 3].map((file) => ({ loc: `${ORIGIN}${sitemapFilePath(file)}` })));
    expect(checkSitemap(index, "sitemapindex")).toEqual([]);
    expect(index).toContain(`<loc>${ORIGIN}/sitemap/3.xml</loc>`);
    const file = urlsetXml([
      { loc: `${ORIGIN}/classes?location=1&month=2026-12` },
      { loc: `${ORIGIN}/newsroom/a`, lastmod: lastmod("2026-11-29T08:10:00.123Z") },
    ]);
    expect(checkSitemap(file, "urlset")).toEqual([]);
    expect(file).toContain("location=1&amp;month=2026-12");
    expect(file).toContain("<lastmod>2026-11-29T08:10:00Z</lastmod>");
  });

  it("gives each kind of record its public page", () => {
    expect(recordPath({ kind: "class", id: "7", key: "CL-1", path: "/pickup" })).toBe("/pickup/CL-1");
    expect(recordPath({ kind: "class-type", id: "2", key: "kids" })).toBe("/classes?type=2");
    expect(recordPath({ kind: "meal", id: "3", key: "pot-roast" })).toBe("/meals/pot-roast");
    expect(recordPath({ kind: "location", id: "4", key: "logan", path: "/delivery" })).toBe("/delivery?location=4");
    expect(recordPath({ kind: "press-release", id: "5", key: "opens" })).toBe("/newsroom/opens");
    expect(recordPath({ kind: "blog", id: "6", key: "x" })).toBeNull();
    expect(lastmod("not a date")).toBeUndefined();
  });
});

describe("robots.txt", () => {
  const text = robotsTxt(ORIGIN);
  const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!);

  it("names the sitemap by its absolute address and keeps the private areas out", () => {
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ["/admin", "/account", "/checkout", "/confirmation"]) expect(disallowed).toContain(path);
  });

  it("blocks no customer page Lighthouse audits, nor the sitemap's own pages", () => {
    for (const page of [...CUSTOMER_PAGES, "/meals/pot-roast", "/classes/CL-1", "/sitemap.xml"]) {
      expect(
        disallowed.filter((rule) => page.startsWith(rule)),
        page,
      ).toEqual([]);
    }
  });
});
