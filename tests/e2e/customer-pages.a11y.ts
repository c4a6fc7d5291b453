import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** Every customer page that exists so far; each must have zero axe-core violations. */
const CUSTOMER_PAGES = [
  "/choose-menu",
  "/choose-menu?fulfillment=delivery",
  "/not-found-page-for-axe",
  "/zip",
  "/zip?q=84321",
  "/zip?q=Ogden",
  "/zip?q=10001",
  `/zip?q=${"a".repeat(300)}`,
  "/classes",
  "/classes?location=1",
  "/classes?location=4&month=2000-01",
  "/pickup",
  "/delivery",
  "/delivery?location=3",
  "/menu",
  "/menu?allergy_free=dairy&allergy_free=gluten",
  "/menu?allergy_free=peanut",
  "/menu-options",
  "/meals/honey-lime-chicken-enchiladas",
  "/classes/NOPE-20990101-0000-IP",
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

for (const path of CUSTOMER_PAGES) {
  test(`${path.slice(0, 60)} has no axe-core violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

/** Class pages have skus that depend on the seed's dates: reached through their list's first link. */
for (const list of ["/classes", "/pickup", "/delivery"]) {
  test(`the first class page of ${list} has no axe-core violations`, async ({ page }) => {
    await page.goto(list);
    const href = await page.locator(".class-row__link").first().getAttribute("href");
    await page.goto(href!);
    await expectNoViolations(page);
  });
}
