/**
 * The Registrations area end to end (issue 8), with JavaScript on and off: a customer books a
 * class; a manager finds the registration by the customer's e-mail in the URL's search, marks it
 * attended and back, corrects the guest's allergies after a refused edit, sends the confirmation
 * again, cancels it after confirming (the seat goes back), and sees every change in its history.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { bookAClass, dismissToasts, uniqueEmail } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager finds a booking by e-mail, changes its status and guest, re-sends its e-mail and cancels it after confirming", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("registration");
  const className = await bookAClass(browser, javaScriptEnabled, email);

  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Registrations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
  await page.getByLabel("Guest, e-mail or order").fill(email);
  await page.getByLabel("Status").selectOption("REGISTERED");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]q=.*&status=REGISTERED/);
  const table = page.getByRole("table", { name: "Registrations" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(className);
  await table.getByRole("link", { name: "Casey Tester" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Casey Tester" })).toBeVisible();
  const facts = page.locator(".admin-facts");
  await expect(facts).toContainText("Registered");
  await expect(facts).toContainText(className);

  // Status by hand: attended, then back.
  await dismissToasts(page);
  await page.getByRole("button", { name: "Mark attended" }).click();
  await expect(facts).toContainText("Attended", AFTER_SUBMIT);
  await dismissToasts(page);
  await page.getByRole("button", { name: "Back to registered" }).click();
  await expect(facts).toContainText("Registered", AFTER_SUBMIT);

  // The guest: a refused edit keeps what was typed; a good one shows in the facts.
  const guest = page.getByRole("form", { name: "Guest" });
  await guest.getByLabel("First name").fill("");
  await guest.getByRole("checkbox", { name: "Peanuts" }).check();
  await guest.getByRole("button", { name: "Save guest" }).click();
  await expect(guest.getByText("Enter your first name.")).toBeVisible(AFTER_SUBMIT);
  await expect(guest.getByRole("checkbox", { name: "Peanuts" })).toBeChecked();
  await guest.getByLabel("First name").fill("Cassie");
  await guest.getByLabel("Allergy notes").fill("Severe: carries an EpiPen");
  await guest.getByRole("button", { name: "Save guest" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cassie Tester" })).toBeVisible(AFTER_SUBMIT);
  await expect(facts).toContainText("Peanuts");
  await expect(facts).toContainText("Severe: carries an EpiPen");

  // The confirmation again, to the order's address.
  await dismissToasts(page);
  await page.getByRole("button", { name: "Send the confirmation again" }).click();
  await expect(page.getByText(`To ${email}.`)).toBeVisible(AFTER_SUBMIT);

  // Cancel asks first, then frees the seat; the refund stays the order's to give.
  await dismissToasts(page);
  await page.getByRole("link", { name: "Cancel registration" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Cancel registration" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=cancel$/);
  await page.getByRole("button", { name: "Yes, cancel registration" }).click();
  await expect(facts).toContainText("Canceled", AFTER_SUBMIT);
  await expect(page.getByRole("button", { name: "Mark attended" })).toHaveCount(0);

  const history = page.getByRole("table", { name: "Changes to Cassie Tester's registration" });
  await expect(history.getByText("registrations.status", { exact: true })).toHaveCount(3);
  await expect(history.getByText("registrations.update", { exact: true })).toBeVisible();
  await expect(history.getByText("registrations.confirmation", { exact: true })).toBeVisible();
  await expect(history).toContainText(`status: "registered" → "canceled"`);

  // Its order: staff correct the contact after a refused e-mail, and leave a note.
  await facts.getByRole("link", { name: /^CVK-/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order CVK-/ })).toBeVisible();
  const contact = page.getByRole("form", { name: "Contact and notes" });
  await contact.getByLabel("E-mail").fill("not an address");
  await contact.getByRole("button", { name: "Save contact and notes" }).click();
  await expect(contact.getByText("Please enter a valid email address")).toBeVisible(AFTER_SUBMIT);
  await expect(contact.getByLabel("E-mail")).toHaveValue("not an address");
  await contact.getByLabel("E-mail").fill(email);
  await contact.getByLabel("Last name").fill("Tester-Lane");
  await contact.getByLabel(/^Staff notes/).fill("Called about the peanut allergy.");
  await contact.getByRole("button", { name: "Save contact and notes" }).click();
  await expect(page.locator(".admin-facts")).toContainText("Called about the peanut allergy.", AFTER_SUBMIT);
  await expect(page.locator(".admin-facts")).toContainText("Casey Tester-Lane");
  await expect(page.getByRole("table", { name: /^Changes to order CVK-/ })).toContainText(`last_name: "Tester" → "Tester-Lane"`);
});

test("the kitchen, who may not read registrations, gets a 403 naming the permission and no guest's data", async ({ page }) => {
  await signInSeeded(page, "rosa.barlow@cachevalleykitchen.com");
  for (const path of ["/admin/registrations?q=Tester", "/admin/registrations/1"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("main")).toContainText("registrations.view");
    await expect(page.getByRole("table")).toHaveCount(0);
  }
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Classes" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Registrations" })).toHaveCount(0);
});
