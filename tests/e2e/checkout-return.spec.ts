/**
 * Issue 30, decision 069, with JavaScript on and off: going "Back to checkout" from the payment
 * page keeps every field (buyer, allergies, notes, spice, guests, "I'm attending"); the payment
 * page takes the expiry typed without a slash ("1229"); checkout and payment show the checkout's
 * own header and footer (no site menu, no newsletter).
 */
import { expect as baseExpect, test, type Page } from "./fixtures";
import { dismissToasts, fillCheckoutContact, openKidsClass, uniqueEmail } from "./cart-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });

/** The checkout's own header and footer (decision 069), not the site's. */
async function expectCheckoutChrome(page: Page) {
  await expect(page.getByRole("link", { name: "Back to cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: /home$/ })).toHaveAttribute("href", "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /Get new menus/ })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Policies" }).getByRole("link", { name: "Our policies" })).toBeVisible();
}

test("a checkout keeps every field after going to payment and back, then pays with the expiry 1229", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const name = await openKidsClass(page, javaScriptEnabled);
  await page.getByRole("group", { name: "Number of guests" }).getByRole("radio", { name: /^2 guests/ }).check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
    await page.goto("/cart");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectCheckoutChrome(page);

  const email = uniqueEmail("back-to-checkout");
  await fillCheckoutContact(page, email);
  const buyerAllergies = page.getByRole("group", { name: "Allergies" }).first();
  await buyerAllergies.getByRole("checkbox", { name: "Dairy" }).check();
  await page.getByLabel("Allergy notes").fill("No cilantro, please");
  await page.getByRole("radio", { name: "Mild" }).check();
  const first = page.getByRole("group", { name: new RegExp(`^Guest 1 of 2 · ${name}`) });
  const second = page.getByRole("group", { name: new RegExp(`^Guest 2 of 2 · ${name}`) });
  await page.getByRole("checkbox", { name: /^I’m attending/ }).check();
  // With JavaScript the buyer's name is copied at once; without it, the action fills it.
  if (javaScriptEnabled) await expect(first.getByLabel("First name")).toHaveValue("Casey");
  await second.getByLabel("First name").fill("Theo");
  await second.getByLabel("Last name").fill("Lund");
  await second.getByRole("checkbox", { name: "Peanuts" }).check();
  await page.getByRole("button", { name: /^Continue to payment/ }).click();

  await expect(page).toHaveURL(/\/pay\/cs_sandbox_/);
  await expectCheckoutChrome(page);
  await page.getByRole("link", { name: "Back to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Every field as it was submitted.
  const contact = page.getByRole("group", { name: "Contact" });
  await expect(contact.getByLabel("First name")).toHaveValue("Casey");
  await expect(contact.getByLabel("Last name")).toHaveValue("Tester");
  await expect(contact.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await expect(contact.getByLabel("Phone", { exact: true })).toHaveValue("(435) 555-0123");
  await expect(buyerAllergies.getByRole("checkbox", { name: "Dairy" })).toBeChecked();
  await expect(page.getByLabel("Allergy notes")).toHaveValue("No cilantro, please");
  await expect(page.getByRole("radio", { name: "Mild" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^I’m attending/ })).toBeChecked();
  await expect(first.getByLabel("First name")).toHaveValue("Casey");
  await expect(first.getByLabel("Last name")).toHaveValue("Tester");
  await expect(first.getByRole("checkbox", { name: "Dairy" })).toBeChecked();
  await expect(second.getByLabel("First name")).toHaveValue("Theo");
  await expect(second.getByLabel("Last name")).toHaveValue("Lund");
  await expect(second.getByRole("checkbox", { name: "Peanuts" })).toBeChecked();
  await expect(second.getByRole("checkbox", { name: "Dairy" })).not.toBeChecked();

  // On again, and pay with the expiry typed as a phone's number pad gives it.
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await expect(page).toHaveURL(/\/pay\/cs_sandbox_/);
  const cardNumber = page.getByLabel("Card number");
  await expect(cardNumber).toHaveAttribute("autocomplete", "cc-number");
  await expect(cardNumber).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByLabel("Expiry (MM/YY)")).toHaveAttribute("autocomplete", "cc-exp");
  await expect(page.getByLabel("Expiry (MM/YY)")).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByLabel("CVC")).toHaveAttribute("autocomplete", "cc-csc");
  await expect(page.getByLabel("Name on card")).toHaveAttribute("autocomplete", "cc-name");
  await cardNumber.pressSequentially("4242424242424242");
  await page.getByLabel("Expiry (MM/YY)").pressSequentially("1229");
  if (javaScriptEnabled) {
    await expect(cardNumber).toHaveValue("4242 4242 4242 4242");
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("12 / 29");
  } else {
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("1229");
  }
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Casey Tester");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  const attendees = page.locator(".registration__attendee");
  await expect(attendees).toHaveCount(2);
  await expect(attendees.nth(0)).toContainText("Casey Tester");
  await expect(attendees.nth(1)).toContainText("Theo Lund");
});
