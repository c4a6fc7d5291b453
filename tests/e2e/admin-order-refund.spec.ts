/**
 * A whole order refunded at once (issue 27 defects), with JavaScript on and off: a manager opens a
 * paid order, chooses "Refund the order", confirms, and the order is refunded in one refund; its
 * history then shows the refund: the order paid, then refunded in full.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { bookAClass, dismissToasts, uniqueEmail } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager refunds a whole order in one step and its history shows the refund", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("order-refund");
  await bookAClass(browser, javaScriptEnabled, email);

  await signInSeeded(page, MANAGER);
  await page.goto(`/admin/registrations?q=${encodeURIComponent(email)}`);
  await page.getByRole("table", { name: "Registrations" }).getByRole("link", { name: "Casey Tester" }).click();
  await page.locator(".admin-facts").getByRole("link", { name: /^CVK-/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order CVK-/ })).toBeVisible();

  await dismissToasts(page);
  await page.getByRole("link", { name: "Refund the order" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Refund the order" })).toBeVisible();
  else await expect(page).toHaveURL(/\?refund=order$/);
  await page.getByRole("button", { name: "Refund the order", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /Refunded \$\d/ })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("table", { name: "Registrations" })).toContainText("Refunded");
  // Nothing is left to give back: no second offer.
  await expect(page.getByRole("link", { name: "Refund the order" })).toHaveCount(0);

  const history = page.getByRole("table", { name: /^Changes to order CVK-/ });
  await expect(history.getByText("payments.refund", { exact: true })).toBeVisible();
  await expect(history).toContainText(`status: "paid" → "refunded"`);
});
