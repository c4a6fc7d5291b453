/**
 * The Classes area end to end (issue 8), with JavaScript on and off: a manager creates a location
 * (/admin/locations/new) and at it a private draft class, publishes it and makes it public; a
 * customer books it with an allergy; the manager finds the attendee and the allergy on the
 * printable list, prints the grocery list, downloads its CSV, and sees every change in the
 * class's history.
 */
import { expect, test, type Browser, type Page } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts, fillCheckoutDetails, payWithCard, uniqueEmail } from "./cart-helpers";
import { createLocation, uniqueLocation } from "./location-helpers";
import { saveClassForm } from "./class-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function asPerson(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

test("a manager opens a kitchen and schedules a class there, a customer books it with an allergy, the kitchen gets its lists", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(150_000);
  const name = `Ramen From Scratch ${Math.random().toString(36).slice(2, 7)}`;
  await signInSeeded(page, MANAGER);

  // A new kitchen, in Mountain time, that holds in-person classes.
  const kitchen = uniqueLocation("Ramen Kitchen");
  await createLocation(page, kitchen, ["In-Person Class"]);
  await expect(page.locator(".admin-facts")).toContainText("America/Denver");

  await page.goto("/admin/classes");
  await page.getByRole("link", { name: "New class" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New class" })).toBeVisible();
  const form = page.getByRole("form", { name: "Class" });
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Enter the class's name")).toBeVisible(AFTER_SUBMIT);

  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Class type").selectOption({ label: "Meal Assembly" }); // sold by portions (decision 040)
  await form.getByLabel("Kitchen", { exact: true }).selectOption({ label: kitchen.name });
  await form.getByLabel("Fulfillment").selectOption({ label: "In-person class" });
  await form.getByLabel("Date (kitchen's time)").fill(inDays(12));
  await form.getByLabel("Start time (24-hour)").fill("18:30");
  await form.getByLabel("Seats").fill("12");
  await form.getByLabel("Host").selectOption({ label: "Ana Morales" });
  await form.getByLabel("Menu").selectOption({ index: 1 });
  await form.getByRole("checkbox", { name: /^Public/ }).uncheck();
  await saveClassForm(page, form, "Create draft", name);
  await expect(page.locator(".admin-facts")).toContainText("Draft");
  await expect(page.locator(".admin-facts")).toContainText("18:30");
  await expect(page.locator(".admin-facts")).toContainText(kitchen.name);

  await dismissToasts(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);
  const link = ((await page.locator(".admin-facts code").textContent()) ?? "").trim();
  expect(link).toMatch(/^\/classes\/RAM-\d{8}-1830-IP-[A-HJ-NP-Z2-9]{10}$/);

  // While it is private, its link is the way in (decision 018): a customer puts it in the cart.
  const customer = await asPerson(browser, javaScriptEnabled);
  await customer.goto(link);
  await expect(customer.getByRole("heading", { level: 1, name })).toBeVisible();
  await customer.getByRole("button", { name: "Add to cart" }).click();
  if (javaScriptEnabled) {
    await expect(customer.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible(AFTER_SUBMIT);
    await customer.goto("/cart");
  } else {
    await expect(customer).toHaveURL(/\/cart$/, AFTER_SUBMIT);
  }

  await dismissToasts(page);
  await page.getByRole("button", { name: "Make public" }).click();
  await expect(page.locator(".admin-facts")).toContainText("Public", AFTER_SUBMIT);

  // The customer books it, with an allergy.
  await dismissToasts(customer);
  await customer.getByRole("link", { name: "Go to checkout" }).click();
  const customerEmail = uniqueEmail("admin-class");
  await fillCheckoutDetails(customer, customerEmail);
  await customer.getByRole("checkbox", { name: "Peanuts" }).check();
  await customer.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(customer, "4242 4242 4242 4242");
  await expect(customer).toHaveURL(/\/confirmation$/, AFTER_SUBMIT);
  await customer.context().close();

  // The kitchen's lists.
  await page.reload();
  await page.getByRole("link", { name: "Manifest and check-in" }).click();
  const attendees = page.getByRole("table", { name: "Attendees" });
  await expect(attendees.getByRole("row", { name: /Tester, Casey/ })).toContainText("Peanuts");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Admin areas" })).toBeHidden();
  await expect(attendees).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("link", { name }).click();
  await page.getByRole("link", { name: /^Grocery list/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Grocery list — ${name}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  const firstRow = page.locator(".admin-aisle tbody tr").first();
  const ingredient = ((await firstRow.locator("th").textContent()) ?? "").trim();
  const quantity = ((await firstRow.locator("td").first().textContent()) ?? "").trim();
  const csv = await page.request.get(`${new URL(page.url()).pathname}.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const csvText = await csv.text();
  expect(csvText.split("\r\n")[0]).toBe("Aisle,Ingredient,Quantity,Unit,For");
  expect(csvText).toContain(`,${ingredient},${quantity},`);

  await page.getByRole("link", { name }).click();
  await expect(page.locator(".admin-facts")).toContainText("1 sold");

  // The kitchen board: the booked class's first meal goes to prepping, then cooked.
  await page.goto(`/admin/kitchen?from=${inDays(12)}&to=${inDays(12)}`);
  const board = page.getByRole("region", { name });
  const firstMeal = board.locator(".kitchen-meal").first();
  const mealName = ((await firstMeal.locator(".kitchen-meal__name").textContent()) ?? "").trim();
  await firstMeal.getByRole("button", { name: `Mark ${mealName} prepping` }).click();
  await expect(page.getByRole("region", { name }).locator(".kitchen-meal").first()).toContainText("Prepping", AFTER_SUBMIT);
  await page.getByRole("region", { name }).getByRole("button", { name: `Mark ${mealName} cooked` }).click();
  await expect(page.getByRole("region", { name }).locator(".kitchen-meal").first()).toContainText("Cooked", AFTER_SUBMIT);
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Classes" }).click();
  await page.getByLabel("Name or sku").fill(name);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("link", { name, exact: true }).click();

  // The manager refunds the registration: the seat is free again and the customer is e-mailed.
  await page.getByRole("link", { name: "Manifest and check-in" }).click();
  await page.getByRole("table", { name: "Attendees" }).getByRole("link", { name: /^CVK-/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order CVK-/ })).toBeVisible();
  await page.getByRole("link", { name: "Refund Casey Tester" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Refund Casey Tester" })).toBeVisible();
  else await expect(page).toHaveURL(/\?refund=\d+$/);
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("table", { name: "Registrations" })).toContainText("Refunded", AFTER_SUBMIT);
  await expect(page.locator(".admin-facts")).toContainText("Refunded");
  await page.getByRole("table", { name: "Registrations" }).getByRole("link", { name }).click();
  await expect(page.locator(".admin-facts")).toContainText("0 sold", AFTER_SUBMIT);

  const mailbox = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(customerEmail)}`);
  expect(await mailbox.text()).toContain("Your refund of");

  const history = page.getByRole("table", { name: `Changes to ${name}` });
  for (const action of ["classes.create", "classes.publish", "classes.make-public"]) {
    await expect(history.getByText(action, { exact: true })).toBeVisible();
  }
  await page.goto(`/admin/audit?action=registrations.refund&actor=${encodeURIComponent(MANAGER)}`);
  await expect(page.getByRole("table").getByText("registrations.refund").first()).toBeVisible();
});

test("a class's lifecycle refuses what its state forbids and asks before what cannot be undone", async ({ page, javaScriptEnabled }) => {
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/classes?status=COMPLETED");
  await expect(page).toHaveURL(/status=COMPLETED/);
  await page.goto("/admin/classes?status=DRAFT");
  // A draft offers Delete (after confirming) but not Complete or Archive.
  await page.goto("/admin/classes/new");
  const form = page.getByRole("form", { name: "Class" });
  const name = `Draft to delete ${Math.random().toString(36).slice(2, 7)}`;
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Class type").selectOption({ label: "Cooking Class" });
  await form.getByLabel("Kitchen", { exact: true }).selectOption({ label: "Logan" });
  await form.getByLabel("Date (kitchen's time)").fill(inDays(30));
  await form.getByLabel("Start time (24-hour)").fill("10:00");
  await form.getByLabel("Seats").fill("8");
  await saveClassForm(page, form, "Create draft", name);
  await expect(page.getByRole("link", { name: "Complete class" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Archive class" })).toHaveCount(0);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Delete class" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Delete class" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=delete$/);
  await page.getByRole("button", { name: "Yes, delete class" }).click();
  await expect(page).toHaveURL(/\/admin\/classes$/, AFTER_SUBMIT);
  await page.goto(`/admin/classes?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No classes")).toBeVisible();
});
