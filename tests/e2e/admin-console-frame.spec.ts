/**
 * The console's own frame (issue 27 part 10), with JavaScript on and off: staff signed in on the
 * shop find "Console" in the shop's header (a customer does not); the console wears its own header
 * (who is signed in, a kitchen switcher, their second factor, back to the shop) instead of the shop's with its cart; the
 * kitchen chosen there is where the home and the class list start.
 */
import { expect, test } from "./fixtures";
import { SEEDED_CUSTOMER, signInSeeded } from "./auth-support";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a customer's shop header offers no console", async ({ page }) => {
  await signInSeeded(page, SEEDED_CUSTOMER.email);
  await page.goto("/classes");
  await expect(page.getByRole("link", { name: /^Your account/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Console", exact: true })).toHaveCount(0);
});

test("staff open the console from the shop, switch kitchen there and go back to the shop", async ({ page }) => {
  await signInSeeded(page, MANAGER);
  await page.goto("/classes");
  await page.getByRole("banner").getByRole("link", { name: "Console", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const header = page.getByRole("banner");
  await expect(header.getByText("Daniel Olsen")).toBeVisible();
  await expect(header.getByRole("link", { name: /^Cart/ })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

  const switcher = header.getByRole("form", { name: "Choose a kitchen" });
  await switcher.getByLabel("Kitchen").selectOption({ label: "Logan" });
  await switcher.getByRole("button", { name: "Switch" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator(".console-home__kitchen table")).toHaveCount(1);
  await expect(page.getByRole("table", { name: /^Logan/ })).toBeVisible();
  await expect(page.getByRole("search", { name: "Choose days and kitchen" }).getByLabel("Kitchen")).toHaveValue(/^\d+$/);

  // The class list starts at the chosen kitchen; its own filter still says otherwise in the URL.
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Classes", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Classes" })).toBeVisible();
  const kitchens = page.getByRole("table").getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
  expect(await kitchens.count()).toBeGreaterThan(0);
  for (const row of await kitchens.all()) await expect(row).toContainText("Logan");
  await page.goto("/admin/classes?location=");
  const everywhere = await page.getByRole("table").getByRole("row").filter({ hasNot: page.getByRole("columnheader") }).allTextContents();
  expect(everywhere.some((text) => !text.includes("Logan"))).toBe(true);

  // Back to every kitchen from the header, on the page it was chosen on.
  await switcher.getByLabel("Kitchen").selectOption({ label: "Every kitchen" });
  await switcher.getByRole("button", { name: "Switch" }).click();
  await expect(page).toHaveURL(/\/admin\/classes$/);
  await expect(switcher.getByLabel("Kitchen")).toHaveValue("");

  // The manager's second factor is a click away from every screen (decision 078).
  await header.getByRole("link", { name: "Second factor" }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await header.getByRole("link", { name: "Back to the shop" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart/ })).toBeVisible();
});

test("the kitchen switcher refuses a kitchen it does not offer and keeps the choice", async ({ page }) => {
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  const csrf = await page.locator('form[action="/admin/kitchen-choice"] input[type="hidden"]').first().getAttribute("value");
  const answer = await page.request.post("/admin/kitchen-choice", {
    form: { csrf: csrf ?? "", kitchen: "99999", redirectTo: "/admin" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  await page.goto("/admin");
  await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "That kitchen isn’t offered" })).toBeVisible();
  await expect(page.getByRole("banner").getByLabel("Kitchen", { exact: true })).toHaveValue("");
});
