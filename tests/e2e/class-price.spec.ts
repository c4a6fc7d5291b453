/**
 * A price per class (issue 27 part 2, decision 079), with JavaScript on and off: a manager gives a
 * cooking class a holiday price in the console (a bad price is refused under its field, nothing
 * saved), and a customer sees that price on the class list and the class page and pays it at
 * checkout.
 */
import { expect as baseExpect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { addOpenClassToCart, cents, dismissToasts, fillCheckoutContact, payWithCard, uniqueEmail } from "./cart-helpers";
import { fillNewClassForm, inDays, saveClassForm } from "./class-helpers";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager sets a holiday price on one class; a customer sees it on the list and the class page and pays it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const name = `Holiday Feast ${Math.random().toString(36).slice(2, 7)}`;
  // A day and an early hour of this run's own (the seed's classes are in the evening).
  const date = inDays(30 + Math.floor(Math.random() * 60));
  const time = `06:${String(Math.floor(Math.random() * 60)).padStart(2, "0")}`;

  await signInSeeded(page, MANAGER);
  const form = await fillNewClassForm(page, { name, classType: "Cooking Class", kitchen: { label: "Logan" }, date, time, seats: "6" });
  const price = form.getByLabel(/^Price in dollars/);
  await expect(price).toHaveValue("");
  await price.fill("12,000");
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(form.getByText("Enter the class's price in dollars from 0 to 10,000, like 89.00, or leave it blank")).toBeVisible(AFTER_SUBMIT);
  await expect(price).toHaveValue("12,000");
  await price.fill("$89");
  await saveClassForm(page, form, "Create draft", name);
  await expect(page.locator(".admin-facts")).toContainText("$89.00 (this class's own)");
  await dismissToasts(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);
  // The edit form shows the price in dollars.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("form", { name: "Class" }).getByLabel(/^Price in dollars/)).toHaveValue("89.00");

  // A customer of their own finds it on the list at $89.00 and its page sells a guest at $89.00.
  const context = await browser.newContext({ javaScriptEnabled });
  const shopper = await context.newPage();
  await shopper.goto(`/classes?q=${encodeURIComponent(name)}&from=${date}&to=${date}`);
  const row = shopper.getByRole("listitem").filter({ has: shopper.getByRole("link", { name }) });
  await expect(row.locator(".class-row__price")).toHaveText("$89 per guest");
  await row.getByRole("link", { name }).click();
  await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
  const guests = shopper.getByRole("group", { name: "Number of guests" });
  await expect(guests.getByRole("radio", { name: /^1 guest \$89\.00$/ })).toBeChecked();
  await addOpenClassToCart(shopper, javaScriptEnabled);
  const line = shopper.getByRole("article", { name });
  await expect(line).toContainText("$89.00");
  await dismissToasts(shopper);

  await shopper.getByRole("link", { name: "Go to checkout" }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await fillCheckoutContact(shopper, uniqueEmail("holiday"));
  const guest = shopper.getByRole("group", { name: new RegExp(`^Guest 1 of 1 · ${name}`) });
  await guest.getByLabel("First name").fill("Maya");
  await guest.getByLabel("Last name").fill("Lund");
  await shopper.getByRole("button", { name: /^Continue to payment/ }).click();
  await expect(shopper).toHaveURL(/\/pay\/cs_sandbox_/);
  // $89.00 and the kitchen's sales tax (under 10 %), not the type's $69.00.
  const pay = cents((await shopper.getByRole("button", { name: /^Pay \$/ }).textContent()) ?? "");
  expect(pay).toBeGreaterThan(8900);
  expect(pay).toBeLessThan(8900 * 1.1);
  await payWithCard(shopper, "4242 4242 4242 4242");
  await expect(shopper).toHaveURL(/\/confirmation$/);
  await expect(shopper.getByRole("main")).toContainText(name);
  await context.close();

  // The class's manager sees the booking; the edit form now says bookings keep the price they paid.
  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByText("Its 1 booking keeps the price paid: a new price is for new bookings only.")).toBeVisible();
});
