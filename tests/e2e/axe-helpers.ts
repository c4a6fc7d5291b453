/** axe-core on a page of the shop or the console: WCAG 2.1 A and AA and best practices, zero violations. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./fixtures";

export async function expectNoViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary, new URL(page.url()).pathname + new URL(page.url()).search).toEqual([]);
}
