/**
 * The cookie choice (issue 9, decision 034), with JavaScript on and off: the banner's "No thanks"
 * comes back to the same page and is remembered, the footer's "Your privacy choices" page shows
 * and changes it, and a browser sending Global Privacy Control is never asked.
 */
import { expect, test, type Page } from "./fixtures";
import { AFTER_SUBMIT } from "./auth-support";

const banner = (page: Page) => page.getByRole("region", { name: "Cookie choices" });

test("say No thanks in the banner, stay on the page, see it remembered, change it on the choices page", async ({ page, context }) => {
  await page.goto("/classes?location=1");
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "No thanks" }).click();
  await expect(banner(page)).toHaveCount(0, AFTER_SUBMIT);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/classes?location=1");
  await expect(page.getByText("Cookie choice saved")).toBeVisible();

  const [cookie] = (await context.cookies()).filter((candidate) => candidate.name === "cvk_privacy");
  expect(cookie).toMatchObject({ value: "deny", path: "/", sameSite: "Lax", httpOnly: true });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  // Remembered on the next pages.
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await page.getByRole("contentinfo").getByRole("link", { name: "Your privacy choices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your privacy choices" })).toBeVisible();
  await expect(page.getByText("Your choice: No thanks.")).toBeVisible();
  await page.getByRole("form", { name: "Change your cookie choice" }).getByRole("button", { name: "Allow" }).click();
  await expect(page.getByText("Your choice: Allow.")).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(/\/privacy-choices$/);
  expect((await context.cookies()).find((candidate) => candidate.name === "cvk_privacy")?.value).toBe("allow");

  await page.reload();
  await expect(page.getByText("Your choice: Allow.")).toBeVisible();
});

test("Allow in the banner hides it on every page", async ({ page }) => {
  await page.goto("/menu");
  await banner(page).getByRole("button", { name: "Allow" }).click();
  await expect(banner(page)).toHaveCount(0, AFTER_SUBMIT);
  await expect(page).toHaveURL(/\/menu$/);
  await page.goto("/classes");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test.describe("with Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("the banner never asks and the choices page says the signal is honoured", async ({ page }) => {
    await page.goto("/classes");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto("/privacy-choices");
    await expect(page.getByRole("status").filter({ hasText: "Global Privacy Control" })).toContainText("We honour it as No thanks");
    await expect(page.getByText("We don’t share your visits.")).toBeVisible();
  });
});

test("the choices page itself does not show the banner", async ({ page }) => {
  await page.goto("/privacy-choices");
  await expect(page.getByText("You haven’t chosen yet.")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
