/**
 * Issue 29 part 4, decision 071: found and shared. The built web worker answers /sitemap.xml with
 * a sitemap valid by the sitemaps.org 0.9 rules (tests/support/sitemap-schema.ts) that lists every
 * public page of the seeded shop and nothing private; each kind of page in it answers 200 with
 * exactly one canonical link — its own address in the sitemap — and a large link-preview card
 * whose picture answers 200; robots.txt names the sitemap.
 */
import { env, SELF } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../drizzle/api/schema";
import { seedNewsroom } from "../../../drizzle/seed/newsroom";
import { seedPictures } from "../../../drizzle/seed/pictures";
import { bandedPng } from "../../support/png";
import { checkSitemap } from "../../support/sitemap-schema";

const SHOP = "https://shop.example";
const WEB_PAGE = { "sec-fetch-dest": "document", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };

const page = (path: string) => SELF.fetch(path.startsWith("http") ? path : `${SHOP}${path}`, { headers: WEB_PAGE });
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decode(match[1]!));

/** putPicture without the smaller widths (photon does not load in a test's own module), as catalog-pictures.test.ts. */
const put: Parameters<typeof seedPictures>[3] = async (bucket, folder, { bytes, picture }) => {
  const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 32);
  const key = `${folder}/${hash}.${picture.extension}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: picture.type } });
  return {
    key,
    content_type: picture.type,
    width: picture.width,
    height: picture.height,
    bytes: bytes.byteLength,
    widths: [],
    created_at: new Date().toISOString(),
  };
};

interface Upcoming {
  sku: string;
  path: string;
}

/** What must stay out: an upcoming class made private, another canceled, a meal taken off the menu, a draft. */
let hidden: { privateClass: Upcoming; canceledClass: Upcoming; inactiveMeal: string; draft: string };

beforeAll(async () => {
  const db = drizzle(env.DB, { schema });
  await seedPictures(db, env.MEDIA, () => bandedPng(64, 48), put);
  // The newsroom's seed (without its pictures, which need photon); the first release gets a meal's picture.
  await seedNewsroom(db, undefined, new Date());
  await env.DB.prepare(
    "UPDATE articles SET image_key = (SELECT picture_key FROM meals WHERE picture_key IS NOT NULL ORDER BY id LIMIT 1), image_alt = 'A plate' WHERE id = (SELECT MIN(id) FROM articles WHERE kind = 'press-release' AND status = 'published' AND published_on <= ?1)",
  )
    .bind(new Date().toISOString().slice(0, 10))
    .run();
  const draft = await env.DB.prepare("SELECT slug FROM articles WHERE kind = 'press-release' AND status = 'draft' LIMIT 1").first<{ slug: string }>();
  const upcoming = (
    await env.DB.prepare(
      "SELECT c.id, c.sku, f.path FROM classes c JOIN fulfillments f ON f.id = c.fulfillment_id WHERE c.class_is_public = 1 AND c.canceled = 0 AND c.published = 1 AND c.date > ?1 ORDER BY c.date DESC LIMIT 2",
    )
      .bind(new Date(Date.now() + 86_400_000).toISOString())
      .all<{ id: number; sku: string; path: string }>()
  ).results;
  const [made, canceled] = upcoming as [(typeof upcoming)[number], (typeof upcoming)[number]];
  const meal = await env.DB.prepare("SELECT id, slug FROM meals WHERE active = 1 ORDER BY id DESC LIMIT 1").first<{ id: number; slug: string }>();
  await env.DB.batch([
    env.DB.prepare("UPDATE classes SET class_is_public = 0 WHERE id = ?1").bind(made.id),
    env.DB.prepare("UPDATE classes SET canceled = 1 WHERE id = ?1").bind(canceled.id),
    env.DB.prepare("UPDATE meals SET active = 0 WHERE id = ?1").bind(meal!.id),
  ]);
  hidden = { privateClass: made, canceledClass: canceled, inactiveMeal: meal!.slug, draft: draft!.slug };
});

/** The public pages the database holds, found here in the test's own words. */
async function expectedRecordUrls(): Promise<Record<string, string[]>> {
  const rows = async <T>(query: string, ...bind: unknown[]) =>
    (
      await env.DB.prepare(query)
        .bind(...bind)
        .all<T>()
    ).results;
  const now = new Date().toISOString();
  const classes = await rows<{ sku: string; path: string }>(
    "SELECT c.sku, f.path FROM classes c JOIN fulfillments f ON f.id = c.fulfillment_id WHERE c.class_is_public = 1 AND c.canceled = 0 AND c.published = 1 AND c.status <> 'archived' AND c.date >= ?1",
    now,
  );
  const types = await rows<{ id: number }>("SELECT id FROM class_types");
  const meals = await rows<{ slug: string }>("SELECT slug FROM meals WHERE active = 1");
  const kitchens = await rows<{ id: number; path: string }>(
    "SELECT DISTINCT l.id, f.path FROM locations l JOIN location_fulfillments lf ON lf.location_id = l.id JOIN fulfillments f ON f.id = lf.fulfillment_id WHERE l.active = 1",
  );
  const releases = await rows<{ slug: string }>(
    "SELECT slug FROM articles WHERE kind = 'press-release' AND status = 'published' AND published_on <= ?1 ORDER BY id",
    now.slice(0, 10),
  );
  return {
    class: classes.map((row) => `${SHOP}${row.path}/${row.sku}`),
    "class-type": types.map((row) => `${SHOP}/classes?type=${row.id}`),
    meal: meals.map((row) => `${SHOP}/meals/${row.slug}`),
    location: kitchens.map((row) => `${SHOP}${row.path}?location=${row.id}`),
    "press-release": releases.map((row) => `${SHOP}/newsroom/${row.slug}`),
  };
}

describe("/sitemap.xml (decision 071)", () => {
  it("is a valid sitemap of every public page and nothing private", async () => {
    const response = await SELF.fetch(`${SHOP}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(checkSitemap(xml, "urlset")).toEqual([]);
    const locs = locsOf(xml);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ["/choose-menu", "/menu", "/classes", "/pickup", "/delivery", "/newsroom"]) expect(locs).toContain(`${SHOP}${path}`);
    const expected = await expectedRecordUrls();
    for (const [kind, urls] of Object.entries(expected)) {
      expect(urls.length, kind).toBeGreaterThan(0);
      for (const url of urls) expect(locs, kind).toContain(url);
    }
    const all = Object.values(expected).flat();
    expect(locs.filter((loc) => !all.includes(loc) && !/^https:\/\/shop\.example\/[a-z/-]+$/.test(loc))).toEqual([]);
    expect(locs).not.toContain(`${SHOP}${hidden.privateClass.path}/${hidden.privateClass.sku}`);
    expect(locs).not.toContain(`${SHOP}${hidden.canceledClass.path}/${hidden.canceledClass.sku}`);
    expect(locs).not.toContain(`${SHOP}/meals/${hidden.inactiveMeal}`);
    expect(locs).not.toContain(`${SHOP}/newsroom/${hidden.draft}`);
    // A press release keeps its update time: its lastmod.
    const release = await env.DB.prepare(
      "SELECT slug, updated_at FROM articles WHERE kind = 'press-release' AND status = 'published' ORDER BY id LIMIT 1",
    ).first<{
      slug: string;
      updated_at: string;
    }>();
    const entry = new RegExp(`<url><loc>${SHOP}/newsroom/${release!.slug}</loc><lastmod>([^<]+)</lastmod></url>`).exec(xml);
    expect(Date.parse(entry![1]!)).toBe(Math.floor(Date.parse(release!.updated_at) / 1000) * 1000);
  });

  it("has one file while it fits: /sitemap/1.xml is the same list, later or malformed file names are not found", async () => {
    const whole = locsOf(await (await SELF.fetch(`${SHOP}/sitemap.xml`)).text());
    const first = await SELF.fetch(`${SHOP}/sitemap/1.xml`);
    expect(first.status).toBe(200);
    const xml = await first.text();
    expect(checkSitemap(xml, "urlset")).toEqual([]);
    expect(locsOf(xml)).toEqual(whole);
    for (const name of ["2.xml", "0.xml", "abc.xml", "1.txt"]) expect((await SELF.fetch(`${SHOP}/sitemap/${name}`)).status, name).toBe(404);
  });

  it("names pages that answer 200 with exactly one canonical link, their own address, and a large card whose picture answers 200", async () => {
    const locs = locsOf(await (await SELF.fetch(`${SHOP}/sitemap.xml`)).text());
    const expected = await expectedRecordUrls();
    // Every fixed page, and the first two of each kind of record.
    const sample = [...locs.filter((loc) => !Object.values(expected).flat().includes(loc)), ...Object.values(expected).flatMap((urls) => urls.slice(0, 2))];
    const ownPictures: string[] = [];
    for (const loc of sample) {
      const response = await page(loc);
      expect(response.status, loc).toBe(200);
      const html = await response.text();
      const canonicals = [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/g)].map((match) => decode(/href="([^"]*)"/.exec(match[0])?.[1] ?? ""));
      expect(canonicals, loc).toEqual([loc]);
      const meta = (attribute: "property" | "name", key: string) =>
        [...html.matchAll(new RegExp(`<meta\\b[^>]*\\b${attribute}="${key}"[^>]*>`, "g"))].map((match) =>
          decode(/content="([^"]*)"/.exec(match[0])?.[1] ?? ""),
        );
      expect(meta("property", "og:url"), loc).toEqual([loc]);
      expect(meta("name", "twitter:card"), loc).toEqual(["summary_large_image"]);
      for (const key of ["og:title", "og:description", "og:type", "og:site_name", "og:image:alt"])
        expect(meta("property", key)[0], `${loc} ${key}`).toBeTruthy();
      const [image] = meta("property", "og:image");
      expect(meta("name", "twitter:image"), loc).toEqual([image]);
      expect(image, loc).toMatch(/^https:\/\/shop\.example\/(media|images)\//);
      if (image!.includes("/media/")) ownPictures.push(loc);
      const picture = await SELF.fetch(image!);
      expect(picture.status, `${loc}: ${image}`).toBe(200);
      expect(picture.headers.get("content-type"), image).toMatch(/^image\/(png|jpeg|webp)$/);
      await picture.arrayBuffer();
    }
    // A class, a meal and a press release show their own pictures (decision 039), the others the shop's card.
    expect(ownPictures.some((loc) => /\/classes\/[^?]+$/.test(loc))).toBe(true);
    expect(ownPictures.some((loc) => loc.includes("/meals/"))).toBe(true);
    expect(ownPictures.some((loc) => loc.includes("/newsroom/"))).toBe(true);
  });

  it("names a page's plain address whatever tracking, filter or view parameters it was asked with; an unknown page names none", async () => {
    const html = await (await page("/classes?utm_source=news&view=calendar&q=pie&location=1&month=2099-01&fbclid=x")).text();
    expect([...html.matchAll(/rel="canonical" href="([^"]*)"/g)].map((match) => decode(match[1]!))).toEqual([`${SHOP}/classes?location=1&month=2099-01`]);
    const missing = await page("/meals/no-such-meal-anywhere");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('rel="canonical"');
  });
});

describe("/robots.txt (decision 071)", () => {
  it("names the sitemap by its absolute address on the request's origin and keeps the private areas out", async () => {
    const response = await SELF.fetch("https://other.example/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/other\.example\/sitemap\.xml$/m);
    for (const path of ["/admin", "/account", "/checkout"]) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
  });
});
