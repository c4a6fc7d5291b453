/**
 * Which meals (decision 041), with JavaScript on and off: a meal-assembly class's 3-meal portion,
 * a wrong count refused with "Choose 3 meals", three named meals added, paid with the sandbox
 * card, and those meals on the confirmation and in the console's attendee list of the class.
 */
import { expect as baseExpect, test, type Page } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts, fillCheckoutDetails, payWithCard, uniqueEmail } from "./cart-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });
const MANAGER = "daniel.olsen@cachevalleykitchen.com";
/** Class type 1 is meal assembly (the seed's first type). */
const MEAL_ASSEMBLY = "1";

/** A meal-assembly class next month with seats left, picked at random so the projects spread. */
async function openMealAssemblyClass(page: Page): Promise<string> {
  await page.goto("/classes");
  const nextMonth = await page.getByLabel("Month", { exact: true }).locator("option").nth(1).getAttribute("value");
  await page.goto(`/classes?month=${nextMonth}&type=${MEAL_ASSEMBLY}&open=1`);
  const links = page.locator(".class-row .class-row__link");
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  const link = links.nth(Math.floor(Math.random() * count));
  const name = ((await link.textContent()) ?? "").trim();
  await page.goto((await link.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  return name;
}

test("pick 3 named meals, pay, and see them on the confirmation and in the kitchen's list", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  await openMealAssemblyClass(page);
  const classId = await page.locator('form.add-to-cart input[name="classId"]').inputValue();
  await page.getByRole("radio", { name: /^Half \(serves [^)]+\), 3 meals/ }).check();

  const chooser = page.getByRole("region", { name: "Choose your meals" });
  await expect(chooser).toBeVisible();
  const names = (await chooser.locator(".meal-choice .meal-list__name").allTextContents()).map((text) => text.trim()).slice(0, 3);
  expect(names).toHaveLength(3);
  for (const picture of await chooser.locator(".meal-choice__picture").all()) {
    await expect(picture).toHaveAttribute("width", /\d+/);
  }

  // Two meals for a 3-meal portion: refused, with the field message, nothing in the cart.
  await chooser.getByLabel(`How many ${names[0]}`).fill("1");
  await chooser.getByLabel(`How many ${names[1]}`).fill("1");
  if (javaScriptEnabled) await expect(chooser.getByText("2 of 3 meals chosen")).toBeVisible();
  await chooser.getByRole("button", { name: "Add these meals to your cart" }).click();
  await expect(chooser.getByText("Choose 3 meals; you chose 2")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart, 1 item$/ })).toHaveCount(0);

  // The third meal: added.
  await dismissToasts(page);
  await expect(chooser.getByLabel(`How many ${names[0]}`)).toHaveValue("1");
  await chooser.getByLabel(`How many ${names[2]}`).fill("1");
  if (javaScriptEnabled) await expect(chooser.getByText("3 of 3 meals chosen")).toBeVisible();
  await chooser.getByRole("button", { name: "Add these meals to your cart" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
    await page.goto("/cart");
  } else {
    await expect(page).toHaveURL(/\/cart$/);
  }
  const line = page.locator(".cart-line .chosen-meals");
  for (const name of names) await expect(line).toContainText(`1 × ${name}`);

  // Checkout with the sandbox card.
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await fillCheckoutDetails(page, uniqueEmail("meals"));
  const lastName = `Meals${Date.now().toString(36)}${javaScriptEnabled ? "Js" : "Nojs"}`;
  await page.getByLabel("Last name").fill(lastName);
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/confirmation$/, AFTER_SUBMIT);
  const confirmed = page.locator(".chosen-meals");
  for (const name of names) await expect(confirmed).toContainText(`1 × ${name}`);

  // The kitchen's list in the console: the attendee's meals and the meals to prepare.
  const staff = await browser.newContext({ javaScriptEnabled });
  const console = await staff.newPage();
  await signInSeeded(console, MANAGER);
  await console.goto(`/admin/classes/${classId}/attendees`);
  // The guest's own row of the manifest (its order's row above it names the booker too).
  const row = console.getByRole("row", { name: new RegExp(`^${lastName}, `) });
  for (const name of names) await expect(row).toContainText(`1 × ${name}`);
  const prep = console.getByRole("region", { name: "Meals to prepare" });
  for (const name of names) await expect(prep).toContainText(name);
  await staff.close();
});
