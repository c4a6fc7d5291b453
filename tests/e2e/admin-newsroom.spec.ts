/**
 * The newsroom end to end (issue 10, decision 028), with JavaScript on and off: a manager's
 * press release with a file that is not a picture is refused under the field; with a PNG it is
 * published, its image stored in R2 and served from /media; it appears on /newsroom and on its
 * own page (NewsArticle markup, the Markdown body rendered); archiving asks first and takes it
 * off both.
 */
import { expect, test } from "./fixtures";
import { bandedPng } from "../support/png";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager publishes a press release with an image; it appears on /newsroom and its page; archiving asks first and hides it", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const title = `Ogden kitchen opens ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/newsroom");
  await page.getByRole("link", { name: "New press release" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New press release" })).toBeVisible();

  const form = page.getByRole("form", { name: "Press release" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Summary").fill("Twelve stations and a pickup counter.");
  await form.getByLabel("Body (Markdown)").fill("We open on **25th Street**.\n\n<script>alert('x')</script>\n\n[tickets](javascript:alert(1))");
  await form.getByLabel("Status").selectOption({ label: "Published" });
  await form.getByLabel("Image", { exact: true }).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await form.getByRole("button", { name: "Create press release" }).click();
  await expect(page.getByText("The file is not a JPEG, PNG or WebP picture.")).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByLabel("Image", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // What was typed is kept; the refused create stored nothing.
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);

  const png = Buffer.from(await bandedPng(160, 90, [47, 107, 58]));
  await form.getByLabel("Image", { exact: true }).setInputFiles({ name: "kitchen.png", mimeType: "image/png", buffer: png });
  await form.getByLabel(/^What the image shows/).fill("The new kitchen's stations");
  await form.getByRole("button", { name: "Create press release" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("table", { name: `Changes to ${title}` })).toContainText("newsroom.create");
  const itemPath = new URL(page.url()).pathname;
  expect(itemPath).toMatch(/^\/admin\/newsroom\/press-releases\/\d+$/);
  // The preview renders the Markdown with the script and the javascript: link inert.
  const preview = page.getByRole("region", { name: "Preview of the body" });
  await expect(preview.locator("strong")).toHaveText("25th Street");
  await expect(preview.getByRole("link", { name: "tickets" })).toHaveAttribute("href", "");

  // The list finds it by words in the URL.
  await page.goto(`/admin/newsroom?kind=press-releases&q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("table", { name: "Press releases, newest first" }).getByRole("link", { name: title })).toBeVisible();

  // The public newsroom lists it; its page shows the image at its size and the NewsArticle markup.
  await page.goto("/newsroom");
  await expect(page.getByRole("heading", { level: 1, name: "Newsroom" })).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const slugPath = new URL(page.url()).pathname;
  const image = page.getByRole("img", { name: "The new kitchen's stations" });
  await expect(image).toHaveAttribute("width", "160");
  await expect(image).toHaveAttribute("height", "90");
  await expect(image).toHaveJSProperty("naturalWidth", 160);
  const src = (await image.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/media\/press-releases\/[0-9a-f]{32}\.png$/);
  const served = await page.request.get(src);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  await expect(page.locator("article strong")).toHaveText("25th Street");
  await expect(page.locator("article script")).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ "@type": "NewsArticle", headline: title });

  // Archive: asked first, then gone from the public pages.
  await page.goto(itemPath);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Archive" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Archive" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=archive$/);
  await page.getByRole("button", { name: "Yes, archive" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Press release archived" })).toBeVisible(AFTER_SUBMIT);
  expect((await page.request.get(slugPath)).status()).toBe(404);
  await page.goto("/newsroom");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});

test("a manager adds an in-the-news link that /newsroom shows, and deletes it after confirming", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const title = `Cooking school fills every seat ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/newsroom/in-the-news/new");
  const form = page.getByRole("form", { name: "In-the-news link" });
  await form.getByLabel("Outlet").fill("Cache Valley Daily");
  await form.getByLabel("Article title").fill(title);
  await form.getByLabel("Article address").fill("javascript:alert(1)");
  await form.getByLabel("Status").selectOption({ label: "Published" });
  await form.getByRole("button", { name: "Create in-the-news link" }).click();
  await expect(page.getByText("Enter the article's address, starting with https://")).toBeVisible(AFTER_SUBMIT);
  await form.getByLabel("Article address").fill("https://example.com/cooking-school");
  await form.getByRole("button", { name: "Create in-the-news link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Cache Valley Daily: ${title}` })).toBeVisible(AFTER_SUBMIT);
  const itemPath = new URL(page.url()).pathname;

  await page.goto("/newsroom");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveAttribute("href", "https://example.com/cooking-school");

  await page.goto(itemPath);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Delete" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Delete" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=delete$/);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsroom" })).toBeVisible(AFTER_SUBMIT);
  await page.goto("/newsroom");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
});
