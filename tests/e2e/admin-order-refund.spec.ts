/**
 * A whole order refunded at once (issue 27 defects), with JavaScript on and off: a manager opens a
 * paid order, chooses "Refund the order", confirms, and the order is refunded in one refund; its
 * history then shows the refund: the order paid, then refunded in full. The refund reads as a
 * sentence (decision 074) with its time in the kitchen's zone, the same on the order's history and
 * in the audit log, which links back to the order.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { bookAClass, dismissToasts, uniqueEmail } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

/** The class's name as a pattern: it may hold characters a pattern reads otherwise. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a manager refunds a whole order in one step and its history shows the refund", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("order-refund");
  const className = await bookAClass(browser, javaScriptEnabled, email);

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
  const refunded = page.getByRole("status").filter({ hasText: /Refunded \$\d/ });
  await expect(refunded).toBeVisible(AFTER_SUBMIT);
  const amount = /\$[\d,]+\.\d{2}/.exec((await refunded.textContent()) ?? "")![0];
  const orderNumber = /CVK-[\w-]+/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  const orderId = /\/admin\/orders\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole("table", { name: "Registrations" })).toContainText("Refunded");
  // Nothing is left to give back: no second offer.
  await expect(page.getByRole("link", { name: "Refund the order" })).toHaveCount(0);

  const history = page.getByRole("table", { name: /^Changes to order CVK-/ });
  await expect(history.getByText("payments.refund", { exact: true })).toBeVisible();
  // In words: who, how much, to whom, for which class on its kitchen's day; when, in the kitchen's zone (Mountain).
  const sentence = new RegExp(`^Daniel Olsen refunded ${literally(amount)} to Casey Tester for ${literally(className)}, [A-Z][a-z]{2} \\d{1,2}$`);
  const refundRow = history.getByRole("row").filter({ has: page.getByText(sentence) });
  await expect(refundRow).toBeVisible();
  await expect(refundRow.getByRole("cell").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T$/);
  // The raw record stays one click away.
  await refundRow.getByText("Changes", { exact: true }).click();
  await expect(refundRow.getByText(`status: "paid" → "refunded"`)).toBeVisible();

  // The audit log says the same, filtered by its kind, and links to the order.
  await page.goto("/admin/audit");
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Record kind").selectOption({ label: "Orders" });
  await filters.getByLabel("Record id").fill(orderId);
  await filters.getByLabel("Action").fill("payments.refund");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/resource=orders/, AFTER_SUBMIT);
  const logRow = page.getByRole("table", { name: "Changes, newest first" }).getByRole("row").filter({ has: page.getByText(sentence) });
  await expect(logRow).toBeVisible();
  await expect(logRow.getByRole("cell").first()).toHaveText(/M[SD]T$/);
  await logRow.getByRole("link", { name: `Order ${orderNumber}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible(AFTER_SUBMIT);
});
