/**
 * Decision 069: the phone checkout page's height (390×844), measured with one class in the cart
 * and written to docs/performance.md. The chrome around a checkout (site menu, newsletter) is
 * gone, so the page must be shorter than the full layout's; the figure is printed for the record.
 */
import { expect as baseExpect, test } from "./fixtures";
import { addOpenClassToCart, dismissToasts, openClassWithSeats } from "./cart-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 390, height: 844 } });

test("the phone checkout page's height is measured (390×844)", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await openClassWithSeats(page);
  await addOpenClassToCart(page, javaScriptEnabled);
  await dismissToasts(page);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`PHONE_CHECKOUT_HEIGHT js=${javaScriptEnabled} ${height}px`);
  expect(height).toBeGreaterThan(844);
});
