/** Classes the console schedules for a spec of its own. */
import { expect, type Locator, type Page } from "./fixtures";
import { AFTER_SUBMIT } from "./auth-support";
import { dismissToasts } from "./cart-helpers";

/** The UTC date (YYYY-MM-DD) `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the new-class form is given: the class type and kitchen by label, or the kitchen by its place in the list. */
export interface ClassFormFields {
  name: string;
  classType: string;
  kitchen: { label: string } | { index: number };
  date: string;
  time: string;
  seats: string;
}

/** Opens /admin/classes/new and fills the fields every class needs; answers the form. */
export async function fillNewClassForm(page: Page, fields: ClassFormFields): Promise<Locator> {
  await page.goto("/admin/classes/new");
  const form = page.getByRole("form", { name: "Class" });
  await form.getByLabel("Name", { exact: true }).fill(fields.name);
  await form.getByLabel("Class type").selectOption({ label: fields.classType });
  await form.getByLabel("Kitchen", { exact: true }).selectOption(fields.kitchen);
  await form.getByLabel("Date (kitchen's time)").fill(fields.date);
  await form.getByLabel("Start time (24-hour)").fill(fields.time);
  await form.getByLabel("Seats").fill(fields.seats);
  return form;
}

/**
 * Creates and publishes a private in-person class (Meal Assembly, the smallest size, 18:00 at the
 * first kitchen) on `date`: its link (/classes/sku), sku and console path. Private classes (booked
 * by their link) keep the other specs away from its seats.
 */
export async function schedulePrivateClass(page: Page, name: string, date = inDays(20)): Promise<{ link: string; sku: string; admin: string }> {
  // Meal Assembly is sold by portions (decision 040).
  const form = await fillNewClassForm(page, { name, classType: "Meal Assembly", kitchen: { index: 1 }, date, time: "18:00", seats: "8" });
  await form.getByLabel("Fulfillment").selectOption({ label: "In-person class" });
  await form.getByLabel("Host").selectOption({ label: "Ana Morales" });
  await form.getByLabel("Menu").selectOption({ index: 1 });
  await form.getByRole("checkbox", { name: /^Public/ }).uncheck();
  await saveClassForm(page, form, "Create draft", name);
  const admin = new URL(page.url()).pathname;
  await dismissToasts(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);
  const link = ((await page.locator(".admin-facts code").textContent()) ?? "").trim();
  expect(link).toMatch(/^\/classes\//);
  return { link, sku: decodeURIComponent(link.slice("/classes/".length)), admin };
}

/**
 * Submits the class form until the class's page (`name`) shows. Runs and other specs may have a
 * class at that kitchen then: the warning (decision 067) is answered with "Schedule it anyway".
 */
export async function saveClassForm(page: Page, form: Locator, button: string, name: string | RegExp) {
  const saved = page.getByRole("heading", { level: 1, name });
  const anyway = form.getByRole("checkbox", { name: "Schedule it anyway" });
  await form.getByRole("button", { name: button }).click();
  await expect(saved.or(anyway)).toBeVisible(AFTER_SUBMIT);
  if (await anyway.isVisible()) {
    await anyway.check();
    await form.getByRole("button", { name: button }).click();
  }
  await expect(saved).toBeVisible(AFTER_SUBMIT);
}
