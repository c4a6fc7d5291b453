/**
 * Finding a class on /classes (issue 11, decision 038), with JavaScript on and off: every filter
 * is a GET parameter, so the same steps work in both projects and the URL can be shared.
 */
import { expect as baseExpect, test, type Page } from "./fixtures";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

const finder = (page: Page) => page.getByRole("form", { name: "Find classes" });

/** Submits the finder: selects and checkboxes filter by themselves with JavaScript. */
async function show(page: Page, javaScriptEnabled: boolean, auto: boolean) {
  if (!auto || !javaScriptEnabled) await finder(page).getByRole("button", { name: "Show classes" }).click();
}

test("a kids' class is found by its class type", async ({ page, javaScriptEnabled }) => {
  await page.goto("/classes");
  await finder(page).getByLabel("Class type").selectOption({ label: "Kids in the Kitchen" });
  await show(page, javaScriptEnabled, true);
  await expect(page).toHaveURL(/[?&]type=\d+/);
  const rows = page.locator(".class-row");
  await expect(rows.first()).toBeVisible();
  for (const type of await page.locator(".class-row__type").allTextContents()) expect(type).toContain("Kids in the Kitchen");
  await rows.first().locator(".class-row__link").click();
  await expect(page.locator(".class-page__head .eyebrow")).toContainText("Kids in the Kitchen");
});

test("a text search finds classes by their words, and a shared link shows the same", async ({ page, javaScriptEnabled }) => {
  await page.goto("/classes");
  await finder(page).getByLabel("Search").fill("cookie");
  await show(page, javaScriptEnabled, false);
  await expect(page).toHaveURL(/[?&]q=cookie/);
  const names = await page.locator(".class-row__link").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.some((name) => /cookie/i.test(name))).toBe(true);
  const shared = page.url();
  await page.goto(shared);
  expect(await page.locator(".class-row__link").allTextContents()).toEqual(names);
  await expect(finder(page).getByLabel("Search")).toHaveValue("cookie");
  await finder(page).getByLabel("Search").fill("zzzz-no-such-class");
  await show(page, javaScriptEnabled, false);
  await expect(page.getByText("No classes match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear the filters" }).first().click();
  await expect(page.locator(".class-row").first()).toBeVisible();
});

test("hide full leaves out full classes", async ({ page, javaScriptEnabled }) => {
  await page.goto("/classes");
  await finder(page).getByLabel("Hide full classes").check();
  await show(page, javaScriptEnabled, true);
  await expect(page).toHaveURL(/[?&]open=1/);
  await expect(page.locator(".class-row").first()).toBeVisible();
  await expect(page.locator(".class-row .badge--full")).toHaveCount(0);
});

test("prices are in the list, and Show more adds the next rows", async ({ page }) => {
  await page.goto("/classes");
  await expect(page.locator(".class-row__price").first()).toContainText(/^(From )?\$[\d.]+( per (guest|couple · \$[\d.]+ a person))?$/);
  const before = await page.locator(".class-row").count();
  const more = page.getByRole("link", { name: "Show more classes" });
  if (before < 30) {
    await expect(more).toHaveCount(0);
    return;
  }
  await more.click();
  await expect(page).toHaveURL(/[?&]shown=60/);
  await expect.poll(() => page.locator(".class-row").count()).toBeGreaterThan(before);
});

test("the month calendar shows the month's classes by day", async ({ page }) => {
  await page.goto("/classes");
  await page.getByRole("link", { name: "Month calendar" }).click();
  await expect(page).toHaveURL(/[?&]view=calendar/);
  const calendar = page.getByRole("table", { name: /classes in .+, by day/ });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole("columnheader")).toHaveCount(7);
  const link = calendar.locator(".month-calendar__class").first();
  await expect(link).toHaveAttribute("href", /^\/classes\/[A-Z]{3}-\d{8}-\d{4}-IP$/);
  await expect(page.getByRole("link", { name: "Month calendar" })).toHaveAttribute("aria-current", "page");
});

test("the home page shows a few upcoming classes with prices and a See all link", async ({ page }) => {
  await page.goto("/choose-menu");
  const cards = page.locator(".class-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(6);
  await expect(cards.first().locator(".class-card__price")).toHaveText(/^(From )?\$[\d.]+( per (guest|couple · \$[\d.]+ a person))?$/);
  await page.getByRole("link", { name: "See all classes" }).click();
  await expect(page).toHaveURL(/\/classes$/);
});
