import { expect as baseExpect, test } from "./fixtures";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });
import { addOpenClassToCart, dismissToasts, openClassWithSeats } from "./cart-helpers";

test.describe.configure({ timeout: 60_000 });

test.describe("the cart page (issue 4)", () => {
  test("the header counts the classes in the cart once one is added", async ({ page, javaScriptEnabled }) => {
    await openClassWithSeats(page);
    await expect(page.getByRole("link", { name: /^Cart, 0 items$/ })).toBeVisible();
    await page.getByRole("button", { name: "Add to cart" }).click();
    if (javaScriptEnabled) {
      // The fetcher's action makes the root loader run again: the count changes in place.
      await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
      await expect(page).toHaveURL(/\/classes\//);
    } else {
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole("status").filter({ hasText: /Added .+ to your cart/ })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Cart, 1 item$/ })).toBeVisible();
  });

  test("a donation takes any amount by the money input rules, and says what is wrong", async ({ page, javaScriptEnabled }) => {
    await openClassWithSeats(page);
    await addOpenClassToCart(page, javaScriptEnabled);
    await dismissToasts(page);
    const donation = page.getByRole("region", { name: "Add a donation" });
    await donation.getByLabel("Another amount").fill("twelve");
    await donation.getByRole("button", { name: "Donate", exact: true }).click();
    await expect(page.getByRole("region", { name: "Add a donation" }).locator(".field__errors")).toHaveText("Enter an amount like $10 or 12.50");
    await page.getByRole("region", { name: "Add a donation" }).getByLabel("Another amount").fill("$12.50");
    await page.getByRole("region", { name: "Add a donation" }).getByRole("button", { name: "Donate", exact: true }).click();
    await expect(page.locator(".totals__row--donation dd")).toHaveText("$12.50");
    await dismissToasts(page);
    await page.getByRole("button", { name: "Remove donation" }).click();
    await expect(page.locator(".totals__row--donation")).toHaveCount(0);
  });

  test("removing the only class leaves the empty cart, which links to the classes", async ({ page, javaScriptEnabled }) => {
    const name = await openClassWithSeats(page);
    await addOpenClassToCart(page, javaScriptEnabled);
    await dismissToasts(page);
    await page.getByRole("article", { name }).getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse classes" })).toHaveAttribute("href", "/classes");
    await expect(page.getByRole("link", { name: /^Cart, 0 items$/ })).toBeVisible();
  });

  test("/checkout with an empty cart goes back to /cart", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/cart$/);
  });
});
