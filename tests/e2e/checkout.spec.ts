import { expect as baseExpect, test, type Page } from "./fixtures";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });
import {
  addOpenClassToCart,
  dismissToasts,
  fillCheckoutDetails,
  freshGiftCard,
  lines,
  openClassWithSeats,
  payWithCard,
  totals,
  uniqueEmail,
} from "./cart-helpers";

/** The line of the cart for a class (an article named by its class). */
const cartLine = (page: Page, name: string) => page.getByRole("article", { name });

test.describe("cart, checkout and payment (issue 4), with JavaScript on and off", () => {
  test("a class goes from its page through the cart, promotion, gift card and donation to a paid order", async ({ page, request, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    const giftCard = await freshGiftCard(request, 1000);
    const name = await openClassWithSeats(page);
    await addOpenClassToCart(page, javaScriptEnabled);
    await expect(page.getByRole("link", { name: /^Cart, 1 item$/ })).toBeVisible();
    const line = cartLine(page, name);
    await expect(line).toBeVisible();

    // Portions: the full size costs more than the half the class page chose.
    const lineTotal = line.locator(".cart-line__total dd");
    const before = await lineTotal.textContent();
    const size = line.getByLabel(/^Portion size/);
    const full = await size.locator("option", { hasText: "Full" }).getAttribute("value");
    await size.selectOption(full!);
    if (!javaScriptEnabled) await line.getByRole("button", { name: /^Update portions/ }).click();
    await expect(cartLine(page, name).getByLabel(/^Portion size/)).toHaveValue(full!);
    await expect(cartLine(page, name).locator(".cart-line__total dd")).not.toHaveText(before ?? "");
    await expect(cartLine(page, name).locator(".cart-line__total dd")).not.toHaveText("Updating…");
    await dismissToasts(page);

    // WELCOME10: 10 % off the order, shown with its discount.
    await page.getByRole("textbox", { name: "Promotion code" }).fill("welcome10");
    await page.getByRole("button", { name: "Apply code" }).click();
    const promotions = page.getByRole("region", { name: "Promotion codes" });
    await expect(promotions.getByText("WELCOME10", { exact: true })).toBeVisible();
    await expect(promotions).toContainText("10 % off your order");
    await expect(page.locator(".totals__row--discount")).toContainText("Discounts");
    await dismissToasts(page);

    // A $10 gift card of this test's own: masked, applied, balance left $0.00.
    await page.getByRole("textbox", { name: "Gift card code" }).fill(giftCard.toLowerCase());
    await page.getByRole("button", { name: "Apply gift card" }).click();
    const giftCards = page.getByRole("region", { name: "Gift cards" });
    await expect(giftCards.getByText(`••••-••••-••••-${giftCard.slice(-4)}`, { exact: true })).toBeVisible();
    await expect(giftCards).toContainText("−$10.00");
    await expect(page.locator(".totals__row--giftCards")).toContainText("−$10.00");
    await dismissToasts(page);

    // A donation: the first suggested amount.
    const donate = page.getByRole("button", { name: /^Donate \$/ }).first();
    const amount = ((await donate.textContent()) ?? "").replace("Donate ", "").trim();
    await donate.click();
    await expect(page.locator(".totals__row--donation dd")).toHaveText(amount);
    await dismissToasts(page);

    const cartTotals = await totals(page);
    expect(Object.keys(cartTotals)).toEqual(["Subtotal", "Discounts", "Tax", "Donation", "Total", "Gift cards", "Amount due"]);

    // Checkout: details, then the sandbox's payment page.
    await page.getByRole("link", { name: "Go to checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.locator(".checkout-summary")).toContainText(name);
    await expect(page.locator(".checkout-summary .totals__row--amountDue dd")).toHaveText(cartTotals["Amount due"]!);
    const email = uniqueEmail("checkout");
    await fillCheckoutDetails(page, email);
    await page.getByRole("checkbox", { name: "Dairy" }).check();
    await page.getByRole("radio", { name: "Mild" }).check();
    await page.getByRole("button", { name: /^Continue to payment/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay ${cartTotals["Amount due"]}`);
    await expect(page.getByText("4000 0000 0000 0002")).toBeVisible();
    await payWithCard(page, "4242 4242 4242 4242");

    // The confirmation: order number, the class, what happens next.
    await expect(page).toHaveURL(/\/confirmation$/);
    await expect(page).toHaveTitle("Order Confirmed | Cache Valley Kitchen");
    const orderNumber = ((await page.locator(".order-number").textContent()) ?? "").trim();
    expect(orderNumber).toMatch(/^CVK-\d+$/);
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What happens next" })).toBeVisible();
    await expect(page.getByText("arrive 10 minutes early")).toBeVisible();
    // A new cart next time: the header counts nothing.
    await expect(page.getByRole("link", { name: /^Cart, 0 items$/ })).toBeVisible();

    // The confirmation e-mail, in the development mailbox.
    await page.getByRole("link", { name: "open the test mailbox" }).click();
    await expect(page).toHaveURL(/\/dev\/mailbox\?to=/);
    await expect(page.getByRole("heading", { level: 2, name: `Your Cache Valley Kitchen order ${orderNumber}` })).toBeVisible();
    await expect(page.locator(".mail__text").first()).toContainText(name);
  });

  test("a declined card stays on the payment page with the reason, and the cart is intact", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(60_000);
    const name = await openClassWithSeats(page);
    await addOpenClassToCart(page, javaScriptEnabled);
    await dismissToasts(page);
    await page.getByRole("textbox", { name: "Promotion code" }).fill("WELCOME10");
    await page.getByRole("button", { name: "Apply code" }).click();
    await expect(page.locator(".totals__row--discount")).toBeVisible();
    await dismissToasts(page);
    const cartBefore = await lines(page);
    const totalsBefore = await totals(page);

    await page.getByRole("link", { name: "Go to checkout" }).click();
    await fillCheckoutDetails(page, uniqueEmail("declined"));
    await page.getByRole("button", { name: /^Continue to payment/ }).click();
    await payWithCard(page, "4000 0000 0000 0002");

    await expect(page).toHaveURL(/\/pay\/cs_sandbox_/);
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to checkout" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel and return to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLine(page, name)).toBeVisible();
    expect(await lines(page)).toEqual(cartBefore);
    expect(await totals(page)).toEqual(totalsBefore);
  });

  test("a promotion code that can't be used says why, next to the code field", async ({ page, javaScriptEnabled }) => {
    await openClassWithSeats(page);
    await addOpenClassToCart(page, javaScriptEnabled);
    await dismissToasts(page);
    await page.getByRole("textbox", { name: "Promotion code" }).fill("EXPIRED2025");
    await page.getByRole("button", { name: "Apply code" }).click();
    const field = page.getByRole("textbox", { name: "Promotion code" });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("region", { name: "Promotion codes" }).locator(".field__errors")).toContainText("This code expired on");
    await page.getByRole("textbox", { name: "Promotion code" }).fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply code" }).click();
    await expect(page.getByRole("region", { name: "Promotion codes" }).locator(".field__errors")).toContainText("We don't know that code");
  });
});
