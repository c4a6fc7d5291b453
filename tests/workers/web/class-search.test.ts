/**
 * Catalog search through the list pages (issue 29, decision 072): /classes, /pickup and /delivery
 * with ?q= of any text answer 200 with the list, never the "couldn't load" notice; words find their
 * classes; a search longer than 100 characters is cut and the page says so under the search box.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const SHOP = "https://shop.example";
const WEB_PAGE = { "sec-fetch-dest": "document", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };
const CUT_NOTICE = "Searched for the first 100 characters";
const PAGES = ["/classes", "/pickup", "/delivery"] as const;

/** The seed's next 90 days, so a search is not limited to one month. */
function range(): string {
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 89 * 86_400_000).toISOString().slice(0, 10);
  return `from=${today}&to=${later}`;
}

async function searchPage(path: string, q: string): Promise<{ status: number; html: string }> {
  const response = await SELF.fetch(`${SHOP}${path}?${range()}&q=${encodeURIComponent(q)}`, { headers: WEB_PAGE });
  return { status: response.status, html: await response.text() };
}

const unescape = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The name of an upcoming public class of a fulfillment, and its first word of four letters or more. */
async function upcoming(fulfillmentKeys: string[]): Promise<{ name: string; word: string }> {
  const row = await env.DB.prepare(
    `SELECT c.name FROM classes c JOIN fulfillments f ON f.id = c.fulfillment_id
     WHERE f.key IN (SELECT value FROM json_each(?1)) AND c.class_is_public = 1 AND c.published = 1 AND c.canceled = 0 AND c.date > ?2
     ORDER BY c.date LIMIT 1`,
  )
    .bind(JSON.stringify(fulfillmentKeys), new Date(Date.now() + 86_400_000).toISOString())
    .first<{ name: string }>();
  expect(row).not.toBeNull();
  const word = row!.name.match(/[\p{L}]{4,}/u)![0];
  return { name: row!.name, word };
}

describe("search on the class list pages", () => {
  it("finds pasta classes on /classes by the word and by its start", async () => {
    for (const q of ["pasta", "past", "PASTA"]) {
      const { status, html } = await searchPage("/classes", q);
      expect(status).toBe(200);
      expect(unescape(html)).toContain("Fresh Pasta from Scratch");
      expect(html).not.toContain("couldn’t load");
    }
    const { html } = await searchPage("/classes", "pasta zzyzzyva");
    expect(unescape(html)).not.toContain("Fresh Pasta from Scratch");
  });

  it.each([
    ["/pickup", ["pre-assembled"]],
    ["/delivery", ["delivery", "shipping"]],
  ])("finds a class of %s by a word of its name", async (path, keys) => {
    const { name, word } = await upcoming(keys);
    const { status, html } = await searchPage(path, word.slice(0, -1));
    expect(status).toBe(200);
    expect(unescape(html)).toContain(name);
  });

  it.each(PAGES)("%s answers 200 to FTS syntax, emoji and 10,000 characters", async (path) => {
    for (const q of ['"pasta" AND NEAR(*', "(pasta OR tacos", "*", '"', "🍝🍕", "name:pasta^", "x".repeat(10_000), "🍝".repeat(10_000)]) {
      const { status, html } = await searchPage(path, q);
      expect(status, q.slice(0, 20)).toBe(200);
      expect(html).not.toContain("couldn’t load");
    }
  });

  it.each(PAGES)("%s cuts a long search to 100 characters and says so", async (path) => {
    const long = await searchPage(path, `pasta ${"x".repeat(10_000)}`);
    expect(long.status).toBe(200);
    expect(long.html).toMatch(new RegExp(`<p class="field__hint" id="[^"]+">${CUT_NOTICE}</p>`));
    // The search box holds the 100 characters searched for.
    expect(long.html).toContain(`value="pasta ${"x".repeat(94)}"`);
    const short = await searchPage(path, "pasta");
    expect(short.html).not.toContain(CUT_NOTICE);
  });
});
