/**
 * Scheduling classes in the console (issue 27, decision 067), with JavaScript on and off: a class
 * of 3 seats, its duplicate at the same time refused once naming the first and then scheduled
 * anyway, and a weekly series of 4 made from the new-class form.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";
import { fillNewClassForm, inDays, saveClassForm } from "./class-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

/** A day and an early time of this run's own (the seed's classes are in the evening). */
const someday = () => inDays(60 + Math.floor(Math.random() * 200));
const early = () => `05:${String(Math.floor(Math.random() * 60)).padStart(2, "0")}`;

test("a manager makes a 3-seat class, duplicates it onto the same time after the warning, and schedules a weekly series", async ({ page }) => {
  test.setTimeout(150_000);
  const name = `Dumpling Lab ${Math.random().toString(36).slice(2, 7)}`;
  const [date, time] = [someday(), early()];
  await signInSeeded(page, MANAGER);

  const form = await fillNewClassForm(page, { name, classType: "Cooking Class", kitchen: { label: "Logan" }, date, time, seats: "201" });
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(form.getByText("Enter a whole number of seats from 1 to 200")).toBeVisible(AFTER_SUBMIT);
  await form.getByLabel("Seats").fill("3");
  await saveClassForm(page, form, "Create draft", name);
  await expect(page.locator(".admin-facts")).toContainText("3");
  const first = new URL(page.url()).pathname;
  await dismissToasts(page);

  // Duplicate: every field but the date, which goes back to the first's: the kitchen is taken then.
  await page.getByRole("link", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Duplicate ${name}` })).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByLabel("Seats")).toHaveValue("3");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Date (kitchen's time)")).toHaveValue("");
  const copy = `${name} II`;
  await form.getByLabel("Name", { exact: true }).fill(copy);
  await form.getByLabel("Date (kitchen's time)").fill(date);
  await form.getByRole("button", { name: "Create draft" }).click();
  const anyway = form.getByRole("checkbox", { name: "Schedule it anyway" });
  await expect(anyway).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByRole("list")).toContainText(new RegExp(`${name} is already at Logan on [A-Z][a-z]{2}, [A-Z][a-z]{2} \\d{1,2}, 5:\\d{2} AM`));
  await anyway.check();
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy })).toBeVisible(AFTER_SUBMIT);
  expect(new URL(page.url()).pathname).not.toBe(first);
  await dismissToasts(page);

  // A weekly series of 4 from another day.
  const series = `${name} weekly`;
  const start = someday();
  await fillNewClassForm(page, { name: series, classType: "Cooking Class", kitchen: { label: "Logan" }, date: start, time: early(), seats: "10" });
  await form.getByLabel("Repeat", { exact: true }).selectOption({ label: "Weekly" });
  await form.getByLabel("Number of classes (at most 52)").fill("4");
  await form.getByRole("button", { name: "Create draft" }).click();
  const list = page.getByRole("heading", { level: 1, name: "Classes" });
  await expect(list.or(anyway)).toBeVisible(AFTER_SUBMIT);
  if (await anyway.isVisible()) {
    await anyway.check();
    await form.getByRole("button", { name: "Create draft" }).click();
  }
  await expect(list).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("row").filter({ hasText: series })).toHaveCount(4);
});
