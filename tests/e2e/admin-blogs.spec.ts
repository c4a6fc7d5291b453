/**
 * Blog posts in the console (issue 10, decision 028), with JavaScript on and off: a manager
 * writes a post with its author and a cover image; the preview renders its Markdown with the
 * script and the javascript: link inert; archiving asks first.
 */
import { expect, test } from "./fixtures";
import { bandedPng } from "../support/png";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager writes a blog post with a cover, previews it rendered safely and archives it after confirming", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const title = `Braising 101 ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Blog posts" }).click();
  await page.getByRole("link", { name: "New blog post" }).click();
  const form = page.getByRole("form", { name: "Blog post" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Body (Markdown)").fill('## Low and slow\n\n<img src="x" onerror="alert(1)">\n\n[more](javascript:alert(1))');
  await form.getByRole("button", { name: "Create blog post" }).click();
  await expect(page.getByText("Enter the author's name")).toBeVisible(AFTER_SUBMIT);

  await form.getByLabel("Author").fill("Ana Morales");
  const png = Buffer.from(await bandedPng(120, 80, [120, 60, 20]));
  await form.getByLabel("Cover image").setInputFiles({ name: "braise.png", mimeType: "image/png", buffer: png });
  await form.getByLabel(/^What the image shows/).fill("A pot of short ribs");
  await form.getByRole("button", { name: "Create blog post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("img", { name: "A pot of short ribs" })).toHaveAttribute("width", "120");
  const preview = page.getByRole("region", { name: "Preview of the body" });
  await expect(preview.getByRole("heading", { level: 2, name: "Low and slow" })).toBeVisible();
  await expect(preview.locator("img")).toHaveCount(0);
  await expect(preview).toContainText('<img src="x" onerror="alert(1)">');
  await expect(preview.getByRole("link", { name: "more" })).toHaveAttribute("href", "");
  await expect(page.getByRole("table", { name: `Changes to ${title}` })).toContainText("blogs.create");

  await dismissToasts(page);
  await page.getByRole("link", { name: "Archive" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Archive" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=archive$/);
  await page.getByRole("button", { name: "Yes, archive" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog post archived" })).toBeVisible(AFTER_SUBMIT);
  await page.goto("/admin/blogs?status=archived");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});
