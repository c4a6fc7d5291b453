/**
 * The console's home (issue 27 part 1, decision 070), with JavaScript on and off: a manager sees
 * what needs attention and each kitchen's classes of the coming days, narrows them to one kitchen
 * and today with the GET filter, and opens a class from its row.
 */
import { expect, test } from "./fixtures";
import { signInSeeded } from "./auth-support";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager reads the home's attention list and kitchens, filters them and opens a class", async ({ page }) => {
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 2, name: "Needs attention" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Classes by kitchen" })).toBeVisible();
  const tables = page.locator(".console-home__kitchen table");
  expect(await tables.count()).toBeGreaterThan(1);
  await expect(page.getByRole("table", { name: /^Logan · seats \d+ of \d+ · \$[\d,.]+ paid$/ })).toBeVisible();

  const filters = page.getByRole("search", { name: "Choose days and kitchen" });
  await filters.getByLabel("Kitchen").selectOption({ label: "Logan" });
  await filters.getByLabel("Days").selectOption({ label: "Two weeks" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/days=14/);
  await expect(page).toHaveURL(/kitchen=1\b/);
  await expect(tables).toHaveCount(1);
  const logan = page.getByRole("table", { name: /^Logan/ });
  const first = logan.getByRole("rowheader").first().getByRole("link");
  const name = ((await first.textContent()) ?? "").trim();
  expect(name.length).toBeGreaterThan(0);
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
