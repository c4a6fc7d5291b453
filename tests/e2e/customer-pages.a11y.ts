import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/** Every customer page that exists so far; each must have zero axe-core violations. */
const CUSTOMER_PAGES = ["/choose-menu", "/choose-menu?fulfillment=delivery", "/not-found-page-for-axe"];

for (const path of CUSTOMER_PAGES) {
  test(`${path} has no axe-core violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}
