/** Issue 8: every admin console screen has zero axe-core violations, as the administrator sees it. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInSeeded } from "./auth-support";

const ADMIN = "megan.larsen@cachevalleykitchen.com";

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

const SCREENS = [
  "/admin",
  "/admin/classes",
  "/admin/classes?status=DRAFT&sort=NAME",
  "/admin/classes/new",
  "/admin/classes/custom",
  "/admin/orders",
  "/admin/kitchen",
  "/admin/users",
  "/admin/users?q=larsen",
  "/admin/locations",
  "/admin/locations?q=logan",
  "/admin/locations/new",
  "/admin/locations/1",
  "/admin/locations/1?confirm=delete",
  "/admin/registrations",
  "/admin/registrations?status=REGISTERED&from=2026-01-01",
  "/admin/audit",
];

test("the admin console's screens have no axe-core violations", async ({ page }) => {
  test.setTimeout(180_000);
  await signInSeeded(page, ADMIN);
  for (const path of SCREENS) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  // A class, its lists, its edit form and a confirm step; a user; an order.
  await page.goto("/admin/classes?sort=SEATS_LEFT");
  const classHref = (await page.locator(".admin-table tbody th a").first().getAttribute("href"))!;
  for (const path of [classHref, `${classHref}/edit`, `${classHref}/attendees`, `${classHref}/grocery`, `${classHref}?confirm=cancel`]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  // A registration (from the list, so one exists), its cancel step, its order.
  await page.goto("/admin/registrations?status=REGISTERED");
  const registrationHref = (await page.locator(".admin-table tbody th a").first().getAttribute("href"))!;
  const orderHref = (await page.locator(".admin-table tbody td a").first().getAttribute("href"))!;
  for (const path of [registrationHref, `${registrationHref}?confirm=cancel`, orderHref]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  await page.goto("/admin/users/10");
  await expectNoViolations(page);
  await page.goto("/admin/users/10?confirm=disable");
  await expectNoViolations(page);
  await page.goto("/admin/locations/new");
  await page.getByRole("form", { name: "Location" }).getByRole("button", { name: "Create location" }).click();
  await expect(page.getByText("Enter the location's name")).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/admin/classes/new");
  await page.getByRole("form", { name: "Class" }).getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Enter the class's name")).toBeVisible();
  await expectNoViolations(page);
});
