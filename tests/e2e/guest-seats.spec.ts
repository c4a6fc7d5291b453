/**
 * Classes sold per guest (issue 11, decision 040), with JavaScript on and off: a kids' class
 * found by the /classes type filter is booked for 2 guests, each with a name and an allergy;
 * the confirmation shows both guests with their allergies, and staff see both in the class's
 * attendee list.
 */
import { expect as baseExpect, test } from "./fixtures";
import { signInSeeded } from "./auth-support";
import { dismissToasts, fillCheckoutContact, openKidsClass, payWithCard, uniqueEmail } from "./cart-helpers";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a kids' class is booked for 2 guests with an allergy each; the confirmation and the attendee list show both", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const name = await openKidsClass(page, javaScriptEnabled);
  const classId = await page.locator('form.add-to-cart input[name="classId"]').getAttribute("value");

  // The buy box: number of guests, each choice labelled with what it costs.
  const guests = page.getByRole("group", { name: "Number of guests" });
  await expect(guests.getByRole("radio", { name: /^1 guest \$39\.00$/ })).toBeChecked();
  // Search engines are offered the same price: one guest, not a portion.
  const event = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as { offers: { name: string; price: string }[] };
  expect(event.offers).toEqual([expect.objectContaining({ name: "One guest", price: "39.00" })]);
  await guests.getByRole("radio", { name: /^2 guests \$78\.00$/ }).check();
  if (javaScriptEnabled) await expect(page.locator(".add-to-cart__price")).toHaveText("2 guests $78.00");
  await page.getByRole("button", { name: "Add to cart" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
    await page.goto("/cart");
  } else {
    await expect(page).toHaveURL(/\/cart$/);
  }
  const line = page.getByRole("article", { name });
  await expect(line.getByRole("combobox", { name: /^Guests/ })).toHaveValue("2");
  await expect(line.locator(".cart-line__total dd")).not.toHaveText("—");
  await dismissToasts(page);

  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCheckoutContact(page, uniqueEmail("guests"));

  // One fieldset per guest (required names: the browser asks for a missing one, either way; the
  // first guest's may stay empty when the buyer is attending, decision 069).
  const first = page.getByRole("group", { name: new RegExp(`^Guest 1 of 2 · ${name}`) });
  const second = page.getByRole("group", { name: new RegExp(`^Guest 2 of 2 · ${name}`) });
  await expect(second.getByLabel("First name")).toHaveAttribute("required", "");
  await first.getByLabel("First name").fill("Maya");
  await first.getByLabel("Last name").fill("Lund");
  await first.getByRole("checkbox", { name: "Peanuts" }).check();
  await second.getByLabel("First name").fill("Theo");
  await second.getByLabel("Last name").fill("Lund");
  await second.getByRole("checkbox", { name: "Dairy" }).check();
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/confirmation$/);

  const attendees = page.locator(".registration__attendee");
  await expect(attendees).toHaveCount(2);
  await expect(attendees.nth(0)).toContainText("Maya Lund");
  await expect(attendees.nth(0)).toContainText("Allergies: Peanuts");
  await expect(attendees.nth(1)).toContainText("Theo Lund");
  await expect(attendees.nth(1)).toContainText("Allergies: Dairy");

  // Staff see both guests with their allergies on the class's attendee list.
  await signInSeeded(page, MANAGER);
  await page.goto(`/admin/classes/${classId}/attendees`);
  const maya = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Lund, Maya" }) });
  const theo = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Lund, Theo" }) });
  await expect(maya.first()).toContainText("Peanuts");
  await expect(theo.first()).toContainText("Dairy");
  // A class of guests has no portions or meals to prepare (decision 040).
  await expect(page.getByRole("columnheader", { name: "Allergies", exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Portions" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Meals to prepare" })).toHaveCount(0);
});
