/**
 * The Locations area end to end (issue 8), with JavaScript on and off: a manager's bad input is
 * named under its fields and creates nothing; a good one creates the location, which the list
 * finds; an edit shows in its history; a location classes name is not deleted (the reason is
 * shown), one with none is, after confirming. Staff who may only view see no button or form.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";
import { createLocation, uniqueLocation } from "./location-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager creates a location after bad input, finds it in the list, edits it and sees the change in its history", async ({ page }) => {
  test.setTimeout(60_000);
  const { name, slug } = uniqueLocation("Test Kitchen");
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/locations");
  await expect(page.getByRole("table", { name: "Locations" }).getByRole("link", { name: "Logan", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "New location" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New location" })).toBeVisible();

  // The form's own checks.
  const form = page.getByRole("form", { name: "Location" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel(/^Slug/).fill("Not A Slug");
  await form.getByLabel("Zip code", { exact: true }).fill("843");
  await form.getByLabel("Latitude (optional)").fill("41.7");
  await form.getByLabel(/^Sales tax/).fill("seven");
  await form.getByLabel(/^Phone/).fill("call the front desk");
  await form.getByRole("button", { name: "Create location" }).click();
  await expect(form.getByText("Use lowercase letters, digits and single dashes, like north-logan")).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByText("Enter the street")).toBeVisible();
  await expect(form.getByText("Enter a zip code: 5 digits, optionally -4 more")).toBeVisible();
  await expect(form.getByText("Give both coordinates, or neither (the zip code's centre)")).toBeVisible();
  await expect(form.getByText("Enter the tax rate as a percent with at most two decimals, like 7.25")).toBeVisible();
  await expect(form.getByText("Enter a ten-digit phone number, like (435) 555-0123, or leave it blank")).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);

  // The api's: a zip code it has no centre for.
  await form.getByLabel(/^Slug/).fill(slug);
  await form.getByLabel("Street").fill("100 N Main St");
  await form.getByLabel("City").fill("Logan");
  await form.getByLabel("Zip code", { exact: true }).fill("00001");
  await form.getByLabel("Latitude (optional)").fill("");
  await form.getByLabel(/^Sales tax/).fill("0");
  await form.getByLabel(/^Phone/).fill("");
  await form.getByRole("button", { name: "Create location" }).click();
  await expect(form.getByText("00001 is not a zip code we know: give latitude and longitude")).toBeVisible(AFTER_SUBMIT);

  const path = await createLocation(page, { name, slug }, ["In-Person Class", "Delivery"]);
  await expect(page.locator(".admin-facts")).toContainText("In-Person Class, Delivery");
  await expect(page.locator(".admin-facts")).toContainText(/Position46\.9\d*, -114\.0/);

  // Once, in the list: the refused attempts created nothing.
  await page.goto("/admin/locations");
  await page.getByLabel("Name or city").fill(name);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\?q=/);
  const rows = page.getByRole("table", { name: "Locations" }).getByRole("row", { name: new RegExp(name) });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("America/Denver");
  await expect(rows).toContainText("In-Person Class, Delivery");

  // An edit: the tax rate as a percent, winter off, inactive.
  await rows.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await dismissToasts(page);
  const edit = page.getByRole("form", { name: "Location" });
  await edit.getByLabel(/^Sales tax/).fill("7.25");
  for (const month of ["January", "February", "December"]) await edit.getByRole("checkbox", { name: month }).uncheck();
  await edit.getByRole("checkbox", { name: /^Active/ }).uncheck();
  await edit.getByRole("button", { name: "Save location" }).click();
  await expect(page.locator(".admin-facts")).toContainText("7.25 %", AFTER_SUBMIT);
  await expect(page.locator(".admin-facts")).toContainText("Inactive");
  await expect(page.locator(".admin-facts")).toContainText("March, April");
  const history = page.getByRole("table", { name: `Changes to ${name}` });
  await expect(history.getByText("locations.update", { exact: true })).toBeVisible();
  await expect(history.getByText("locations.create", { exact: true })).toBeVisible();
  await expect(history).toContainText("tax_rate_bps: 0 → 725");
  await expect(history).toContainText("active: true → false");

  // Inactive locations stay in the console's list.
  await page.goto(`/admin/locations?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("table", { name: "Locations" }).getByRole("row", { name: new RegExp(name) })).toContainText("No");
});

test("a location classes name is not deleted and says why; one without classes is deleted after confirming", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(60_000);
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/locations?q=Logan");
  await page.getByRole("link", { name: "Logan", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logan" })).toBeVisible();
  await page.getByRole("link", { name: "Delete location" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Delete location" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=delete$/);
  await page.getByRole("button", { name: "Yes, delete location" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not deleted: Logan has" })).toContainText("deactivate", AFTER_SUBMIT);
  // The dialog closes once answered, so the reason is not left behind it.
  await expect(page.getByRole("dialog", { name: "Delete location" })).toBeHidden();
  await page.goto("/admin/locations?q=Logan");
  await expect(page.getByRole("link", { name: "Logan", exact: true })).toBeVisible();

  const spare = uniqueLocation("Spare Kitchen");
  await createLocation(page, spare, ["Shipping"]);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Delete location" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Delete location" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=delete$/);
  await page.getByRole("button", { name: "Yes, delete location" }).click();
  await expect(page).toHaveURL(/\/admin\/locations$/, AFTER_SUBMIT);
  await page.goto(`/admin/locations?q=${encodeURIComponent(spare.name)}`);
  await expect(page.getByText(`No location matches “${spare.name}”.`)).toBeVisible();
});

test("staff who may only view locations see them without the buttons and form they may not use", async ({ page }) => {
  await signInSeeded(page, "ana.morales@cachevalleykitchen.com");
  await page.goto("/admin/locations");
  await expect(page.getByRole("table", { name: "Locations" }).getByRole("link", { name: "Logan", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "New location" })).toHaveCount(0);
  await page.getByRole("link", { name: "Logan", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logan" })).toBeVisible();
  await expect(page.locator(".admin-facts")).toContainText("America/Denver");
  await expect(page.getByRole("link", { name: "Delete location" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Location" })).toHaveCount(0);
  const refused = await page.goto("/admin/locations/new");
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("locations.create")).toBeVisible();
});
