/**
 * Decision 071 in a browser on the running shop: one canonical link and a link-preview card on a
 * page, both following a navigation (with JavaScript, Remix replaces the head's tags), and the
 * card's pictures answer 200 from the shop itself (R2 /media and the static card).
 */
import { expect, test } from "./fixtures";

test("a page names its own canonical address and card, also after moving to a meal asked by id", async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.goto("/menu?utm_source=newsletter&allergy_free=dairy");
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute("href", `${origin}/menu`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const card = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(card).toBe(`${origin}/images/social-card.png`);
  const cardAnswer = await request.get(card!);
  expect(cardAnswer.status()).toBe(200);
  expect(cardAnswer.headers()["content-type"]).toBe("image/png");

  const meal = page.locator('a[href^="/meals/"]').first();
  const name = (await meal.innerText()).trim();
  await meal.click();
  await expect(page).toHaveURL(/\/meals\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(/^Meal Details/);
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute("href", new RegExp(`^${origin}/meals/[a-z0-9-]+$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", name);
  const picture = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(picture).toMatch(new RegExp(`^${origin}/media/meals/`));
  expect((await request.get(picture!)).status()).toBe(200);
  // The canonical address is a page of its own that names itself.
  const href = (await canonical.getAttribute("href"))!;
  await page.goto(href);
  await expect(canonical).toHaveAttribute("href", href);
});

test("robots.txt and the sitemap it names answer on the shop's origin", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${origin}/menu</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${origin}/classes/[^<]+</loc>`));
});
