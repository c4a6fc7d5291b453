/** The sitemaps.org 0.9 checker the sitemap tests use (tests/support/sitemap-schema.ts): it takes good documents and refuses each kind of bad one. */
import { describe, expect, it } from "vitest";
import { checkSitemap, MAX_URLS } from "../support/sitemap-schema";

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlset = (body: string, namespace = "http://www.sitemaps.org/schemas/sitemap/0.9") => `${DECLARATION}<urlset xmlns="${namespace}">${body}</urlset>`;
const url = (inner: string) => `<url>${inner}</url>`;

describe("the sitemaps.org schema checker", () => {
  it("accepts a urlset with every optional field, extensions and escaped addresses", () => {
    const document = urlset(
      url(
        "<loc>https://shop.example/classes?location=1&amp;month=2026-12</loc><lastmod>2026-11-29</lastmod><changefreq>daily</changefreq><priority>0.8</priority>",
      ) +
        url("<loc>https://shop.example/meals/pot-roast</loc><lastmod>2026-11-29T08:10:00Z</lastmod>") +
        url(
          '<loc>https://shop.example/newsroom/a</loc><lastmod>2026-11-29T08:10:00.123+07:00</lastmod><image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"/>',
        ),
    );
    expect(checkSitemap(document, "urlset")).toEqual([]);
  });

  it("accepts a sitemap index", () => {
    const document = `${DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://shop.example/sitemap/1.xml</loc><lastmod>2026-11-29</lastmod></sitemap></sitemapindex>`;
    expect(checkSitemap(document, "sitemapindex")).toEqual([]);
  });

  const bad: Array<[string, string, RegExp]> = [
    ["no loc", urlset(url("<lastmod>2026-11-29</lastmod>")), /has no <loc>/],
    ["a relative loc", urlset(url("<loc>/classes/abc-123-def</loc>")), /not an absolute URL/],
    ["a loc over 2,048 characters", urlset(url(`<loc>https://shop.example/${"a".repeat(2048)}</loc>`)), /2,048/],
    ["a loc that is not http(s)", urlset(url("<loc>ftp://shop.example/menu</loc>")), /not http\(s\)/],
    ["a lastmod that is no W3C datetime", urlset(url("<loc>https://shop.example/menu</loc><lastmod>29/11/2026</lastmod>")), /not a W3C datetime/],
    ["a lastmod time without a zone", urlset(url("<loc>https://shop.example/menu</loc><lastmod>2026-11-29T08:10:00</lastmod>")), /not a W3C datetime/],
    ["an impossible day", urlset(url("<loc>https://shop.example/menu</loc><lastmod>2026-02-30</lastmod>")), /not a W3C datetime/],
    ["an unknown changefreq", urlset(url("<loc>https://shop.example/menu</loc><changefreq>sometimes</changefreq>")), /changefreq/],
    ["a priority above 1", urlset(url("<loc>https://shop.example/menu</loc><priority>1.5</priority>")), /priority/],
    ["a negative priority", urlset(url("<loc>https://shop.example/menu</loc><priority>-0.1</priority>")), /priority/],
    ["fields out of order", urlset(url("<lastmod>2026-11-29</lastmod><loc>https://shop.example/menu</loc>")), /out of order/],
    ["a field twice", urlset(url("<loc>https://shop.example/menu</loc><loc>https://shop.example/menu</loc>")), /more than once/],
    ["an unknown element", urlset(url("<loc>https://shop.example/menu</loc><title>Menu</title>")), /<title> is not allowed/],
    ["another namespace", urlset(url("<loc>https://shop.example/menu</loc>"), "http://www.google.com/schemas/sitemap/0.84"), /namespace/],
    ["another root", `${DECLARATION}<urls xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urls>`, /not <urlset> or <sitemapindex>/],
    ["an unescaped ampersand", urlset(url("<loc>https://shop.example/classes?location=1&month=2026-12</loc>")), /bare "&"/],
    ["an unclosed element", urlset("<url><loc>https://shop.example/menu</loc>"), /closes|never closed/],
    ["no XML declaration", '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>', /declaration/],
    [
      "an index entry with a changefreq",
      `${DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://shop.example/sitemap/1.xml</loc><changefreq>daily</changefreq></sitemap></sitemapindex>`,
      /not allowed/,
    ],
  ];
  for (const [name, document, problem] of bad) {
    it(`refuses ${name}`, () => {
      const problems = checkSitemap(document);
      expect(problems.join("\n")).toMatch(problem);
    });
  }

  it(`refuses more than ${MAX_URLS.toLocaleString("en-US")} addresses`, () => {
    const one = url("<loc>https://shop.example/menu</loc>");
    expect(checkSitemap(urlset(one.repeat(MAX_URLS)))).toEqual([]);
    expect(checkSitemap(urlset(one.repeat(MAX_URLS + 1))).join("\n")).toMatch(/50001 <url> entries/);
  });

  it("refuses a document over 50 MB", () => {
    const long = url(`<loc>https://shop.example/${"a".repeat(2000)}</loc>`);
    expect(checkSitemap(urlset(long.repeat(26_500))).join("\n")).toMatch(/50 MB/);
  });

  it("refuses the wrong kind when one is expected", () => {
    expect(checkSitemap(urlset(url("<loc>https://shop.example/menu</loc>")), "sitemapindex").join("\n")).toMatch(/expected <sitemapindex>/);
  });
});
