/**
 * The Calendars area end to end (issue 10, decision 027), with JavaScript on and off: a manager
 * opens a location's calendar, moves to a later month (one per project, so the two never share a
 * day), adds a closure over a day with a class after a refused form, sees the closure and the
 * class flagged on the month grid, and removes the closure after confirming.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager adds a closure over a class's day and sees it flagged on the month grid", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const title = `Test closure ${Date.now().toString(36)}`;
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Calendars" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible();
  await page.getByRole("link", { name: "Logan kitchen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logan kitchen" })).toBeVisible();

  // A later month by the month links: next for one project, the one after for the other.
  for (let step = 0; step < (javaScriptEnabled ? 1 : 2); step++) {
    const before = page.url();
    await page.getByRole("navigation", { name: "Months" }).getByRole("link", { name: /→$/ }).click();
    await expect(page).not.toHaveURL(before);
  }
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  const month = new URL(page.url()).searchParams.get("month")!;

  // The first day of that month with a class on it, not flagged yet.
  const grid = page.locator(".calendar-grid");
  const day = grid.locator(`td.calendar-day:not(.calendar-day--outside):has(.calendar-item--class)`).first();
  await expect(day).toBeVisible();
  const date = (await day.getAttribute("data-date"))!;
  expect(date.startsWith(month)).toBe(true);
  const className = (await day.locator(".calendar-item--class a").first().textContent())!;
  await expect(day.locator(".calendar-item--class").first()).not.toContainText("Conflict");

  // A refused form first: nothing is added.
  const form = page.getByRole("form", { name: "Add an event" });
  await form.getByLabel("Title").fill("");
  await form.getByLabel("Start time").fill("10:00");
  await form.getByRole("button", { name: "Add event" }).click();
  await expect(form.getByText("Enter the event's title")).toBeVisible(AFTER_SUBMIT);

  await form.getByLabel("Kind").selectOption({ label: "Closure" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("First day").fill(date);
  await form.getByLabel("Start time").fill("");
  await form.getByRole("button", { name: "Add event" }).click();
  await expect(page.getByText("Event added")).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(new RegExp(`month=${month}$`));

  // Flagged on the grid: the closure overlaps a class, the class shows the conflict.
  const cell = grid.locator(`td[data-date="${date}"]`);
  const closure = cell.locator(".calendar-item--closure", { hasText: title });
  await expect(closure).toContainText("Overlaps a class");
  await expect(cell.locator(".calendar-item--class", { hasText: className }).first()).toContainText(`Conflict: ${title}`);

  // Its page names the class; removing it asks first.
  await dismissToasts(page);
  await closure.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".admin-facts")).toContainText(className);
  await expect(page.getByRole("table", { name: `Changes to ${title}` }).getByText("calendar-events.create", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Remove event" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Remove event" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=delete$/);
  await page.getByRole("button", { name: "Yes, remove event" }).click();
  await expect(page.getByText("Event removed")).toBeVisible(AFTER_SUBMIT);
  await expect(page.locator(`td[data-date="${date}"]`).locator(".calendar-item--closure", { hasText: title })).toHaveCount(0);
});

test("a manager creates a calendar after a refused form, renames it and deletes it after confirming", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const key = `test-${Date.now().toString(36)}${javaScriptEnabled ? "j" : "n"}`;
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/calendars");
  await page.getByRole("link", { name: "New calendar" }).click();
  const form = page.getByRole("form", { name: "Calendar" });
  await form.getByLabel(/^Key/).fill("Not A Key");
  await form.getByRole("button", { name: "Create calendar" }).click();
  await expect(form.getByText("Use lowercase letters, digits and single dashes, like cvk-logan")).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByText("Enter the calendar's name")).toBeVisible();

  await form.getByLabel(/^Key/).fill(key);
  await form.getByLabel("Name").fill("Test pop-up kitchen");
  await form.getByRole("button", { name: "Create calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Test pop-up kitchen" })).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(new RegExp(`/admin/calendars/${key}$`));

  await page.getByRole("link", { name: "Edit calendar" }).click();
  await page.getByRole("form", { name: "Calendar" }).getByLabel("Name").fill("Test pop-up kitchen East");
  await page.getByRole("form", { name: "Calendar" }).getByRole("button", { name: "Save calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Test pop-up kitchen East" })).toBeVisible(AFTER_SUBMIT);

  await dismissToasts(page);
  await page.getByRole("link", { name: "Edit calendar" }).click();
  await page.getByRole("link", { name: "Delete calendar" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Delete calendar" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=delete$/);
  await page.getByRole("button", { name: "Yes, delete calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("link", { name: "Test pop-up kitchen East" })).toHaveCount(0);
});
