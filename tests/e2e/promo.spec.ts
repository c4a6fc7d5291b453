import { expect as baseExpect, test } from "./fixtures";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 60_000 });

test.describe("the promo path (spec §2 any other path)", () => {
  test("/WELCOME10 applies the code and goes to /choose-menu with the alert", async ({ page }) => {
    await page.goto("/WELCOME10");
    await expect(page).toHaveURL(/\/choose-menu$/);
    await expect(page.getByText("Code WELCOME10 applied — 10 % off your order")).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByText(/Code WELCOME10 will be ready at checkout/)).toBeVisible();
  });

  test("a path that is not a code is the 404 page", async ({ page }) => {
    const response = await page.goto("/not-a-code-xyz");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Cache Valley Kitchen");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
  });

  test("an expired code and a deeper path are 404 too, and HEAD applies nothing", async ({ page, request }) => {
    expect((await page.goto("/EXPIRED2025"))?.status()).toBe(404);
    expect((await page.goto("/WELCOME10/more"))?.status()).toBe(404);
    const head = await request.head("/WELCOME10", { maxRedirects: 0 });
    expect(head.status()).toBe(404);
  });

  test("the splat never shadows a route", async ({ page }) => {
    expect((await page.goto("/cart"))?.status()).toBe(200);
    expect((await page.goto("/zip"))?.status()).toBe(200);
  });
});
