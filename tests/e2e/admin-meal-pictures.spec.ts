/**
 * A meal's picture end to end (issue 8, decision 024), with JavaScript on and off: a manager's
 * upload of a file that is not a picture is refused under the field; a PNG is stored in R2 and
 * served from /media with a year's cache; the shop's meal page and menu show it at its size; the
 * removal asks first and leaves the meal without one.
 */
import { expect, test, type Page } from "./fixtures";
import { bandedPng } from "../support/png";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

async function createMeal(page: Page, name: string): Promise<void> {
  await page.goto("/admin/meals/new");
  const form = page.getByRole("form", { name: "Meal" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Meal type").selectOption({ label: "Entrée" });
  await form.getByLabel(/^Price/).fill("29.00");
  await form.getByLabel("Description").fill("A test meal with a picture.");
  await form.getByRole("button", { name: "Create meal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(AFTER_SUBMIT);
}

test("a manager uploads a meal's picture after a refused file; the shop shows it; removing it asks first", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const name = `Picture Pie ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await signInSeeded(page, MANAGER);
  await createMeal(page, name);
  await dismissToasts(page);
  const mealPath = new URL(page.url()).pathname;
  const section = page.getByRole("region", { name: "Picture", exact: true });
  await expect(section).toContainText("No picture yet");

  await section.getByLabel("Picture", { exact: true }).setInputFiles({ name: "recipe.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await section.getByRole("button", { name: "Upload picture" }).click();
  await expect(section.getByText("The file is not a JPEG, PNG or WebP picture.")).toBeVisible(AFTER_SUBMIT);
  await expect(section.getByLabel("Picture", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // A post far over a picture's size is refused before the shop reads it.
  const tooLarge = await page.request.post(mealPath, {
    multipart: { intent: "picture", picture: { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024) } },
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.text()).toContain("at most 5 MB");

  const png = Buffer.from(await bandedPng(96, 72, [180, 60, 30]));
  await section.getByLabel("Picture", { exact: true }).setInputFiles({ name: "pie.png", mimeType: "image/png", buffer: png });
  await section.getByLabel(/^What it shows/).fill("A golden pie on a wooden board");
  await section.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Picture saved" })).toBeVisible(AFTER_SUBMIT);
  const shown = section.getByRole("img", { name: "A golden pie on a wooden board" });
  await expect(shown).toHaveAttribute("width", "96");
  await expect(section).toContainText("96 × 72 pixels");
  // The console keeps the audit record.
  await expect(page.getByRole("table", { name: `Changes to ${name}` })).toContainText("meals.picture");

  const src = (await shown.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/media\/meals\/\d+\/[0-9a-f]{32}\.png$/);
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  const revalidated = await page.request.get(src, { headers: { "if-none-match": served.headers()["etag"] ?? "" } });
  expect(revalidated.status()).toBe(304);

  // The shop's meal page: the picture at its size, loaded first.
  const slug = (await page.getByRole("link", { name: /^\/meals\// }).textContent())!.replace("/meals/", "");
  await page.goto(`/meals/${slug}`);
  const picture = page.getByRole("img", { name: "A golden pie on a wooden board" });
  await expect(picture).toHaveAttribute("height", "72");
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await expect(picture).toHaveJSProperty("naturalWidth", 96);

  await page.goto(mealPath);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Remove picture" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Remove picture" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=remove-picture$/);
  await page.getByRole("button", { name: "Yes, remove picture" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Picture removed" })).toBeVisible(AFTER_SUBMIT);
  await expect(section).toContainText("No picture yet");
  expect((await page.request.get(src)).status()).toBe(404);
});
