/**
 * A private class for a group (issue 8, decision 022), with JavaScript on and off: a manager
 * fills the private-class form (bad input first), the organiser's mailbox gets the booking link,
 * and the link opens a class the shop does not list.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { uniqueEmail } from "./cart-helpers";
import { saveClassForm } from "./class-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a manager sets up a private class and the organiser gets its link", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const name = `Book Club Supper ${Math.random().toString(36).slice(2, 7)}`;
  const organiser = uniqueEmail("private-class");
  await signInSeeded(page, MANAGER);

  await page.goto("/admin/classes");
  await page.getByRole("link", { name: "New private class" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New private class" })).toBeVisible();
  const form = page.getByRole("form", { name: "Private class" });
  await expect(form.getByRole("checkbox", { name: /^Public/ })).toHaveCount(0);
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Class type").selectOption({ label: "Cooking Class" });
  await form.getByLabel("Kitchen", { exact: true }).selectOption({ label: "Smithfield" });
  await form.getByLabel("Date (kitchen's time)").fill(inDays(25));
  await form.getByLabel("Start time (24-hour)").fill("19:00");
  await form.getByLabel("Seats").fill("12");
  await form.getByLabel("Organiser's e-mail").fill("not an address");
  await form.getByRole("button", { name: "Create and send the link" }).click();
  await expect(page.getByText("Enter the organiser's name")).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible();

  // Smithfield hosts no private classes: the api says so on the kitchen.
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Organiser's e-mail").fill(organiser);
  await form.getByLabel("Organiser's name").fill("Robin Hale");
  await form.getByLabel("What the group asked for (occasion, menu wishes)").fill("Twelve readers; no shellfish.");
  await form.getByRole("button", { name: "Create and send the link" }).click();
  await expect(page.getByText(/does not host private classes/)).toBeVisible(AFTER_SUBMIT);

  await form.getByLabel("Kitchen", { exact: true }).selectOption({ label: "Logan" });
  await saveClassForm(page, form, "Create and send the link", name);
  await expect(page.locator(".admin-facts")).toContainText("Published");
  await expect(page.locator(".admin-facts")).toContainText("Private (booked by its link)");
  const link = ((await page.locator(".admin-facts code").textContent()) ?? "").trim();
  expect(link).toMatch(/^\/classes\/[A-Z]{3}-\d{8}-1900-IP-[A-HJ-NP-Z2-9]{10}$/);
  await expect(page.getByRole("table", { name: `Changes to ${name}` }).getByText("classes.create_custom", { exact: true })).toBeVisible();

  // The organiser's mailbox has the link; it opens the class for anyone, signed in or not.
  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(organiser)}`)).text();
  expect(mailbox).toContain("Hi Robin Hale");
  expect(mailbox).toContain(link);
  const guest = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await guest.goto(link);
  await expect(guest.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(guest.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await guest.goto(`/classes?location=1&month=${inDays(25).slice(0, 7)}`);
  await expect(guest.getByText(name)).toHaveCount(0);
  await guest.context().close();
});
