/**
 * A class's manifest end to end (issue 27 part 3, decision 066), with JavaScript on and off: a
 * customer books a class; a manager opens its manifest, finds the guest under the booker's order,
 * checks them in, undoes it, marks a no-show and undoes that too, watching the counts; prints the
 * sheet without the console's chrome or forms; and messages the attendees, whose e-mail shows in
 * /admin/emails.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { bookAClass, dismissToasts, uniqueEmail } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager checks a guest in, marks a no-show, undoes both, prints the manifest and messages the attendees", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("manifest");
  await bookAClass(browser, javaScriptEnabled, email);

  await signInSeeded(page, MANAGER);
  await page.goto(`/admin/registrations?q=${encodeURIComponent(email)}`);
  await page.getByRole("table", { name: "Registrations" }).getByRole("link", { name: "Casey Tester" }).click();
  const orderNumber = ((await page.locator(".admin-facts").getByRole("link", { name: /^CVK-/ }).textContent()) ?? "").trim();
  await page.locator(".admin-facts").getByRole("link").first().click();
  await page.getByRole("link", { name: "Manifest and check-in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Manifest — / })).toBeVisible();

  // The booker once, over their guest; the counts at the top.
  const order = page.getByRole("table", { name: "Attendees" }).getByRole("rowgroup").filter({ hasText: orderNumber });
  await expect(order.getByRole("row").first()).toContainText(email);
  const guest = order.getByRole("row", { name: /Tester, Casey/ });
  const count = async (term: string) => Number(await page.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]").textContent());
  const checkedInBefore = await count("Checked in");
  const noShowsBefore = await count("No-shows");
  expect(await count("Booked")).toBeGreaterThan(0);

  await dismissToasts(page);
  await guest.getByRole("button", { name: "Checked in: Casey Tester" }).click();
  await expect(guest.getByRole("button", { name: "Undo: Casey Tester" })).toBeVisible(AFTER_SUBMIT);
  await expect(guest).toContainText("Checked in");
  await expect.poll(() => count("Checked in")).toBe(checkedInBefore + 1);

  await guest.getByRole("button", { name: "Undo: Casey Tester" }).click();
  await expect(guest.getByRole("button", { name: "No-show: Casey Tester" })).toBeVisible(AFTER_SUBMIT);
  await expect(guest).toContainText("Not checked in");
  await guest.getByRole("button", { name: "No-show: Casey Tester" }).click();
  await expect(guest.getByRole("button", { name: "Undo: Casey Tester" })).toBeVisible(AFTER_SUBMIT);
  await expect(guest).toContainText("No-show");
  await expect.poll(() => count("No-shows")).toBe(noShowsBefore + 1);
  await expect.poll(() => count("Checked in")).toBe(checkedInBefore);
  await guest.getByRole("button", { name: "Undo: Casey Tester" }).click();
  await expect(guest.getByRole("button", { name: "Checked in: Casey Tester" })).toBeVisible(AFTER_SUBMIT);
  await expect.poll(() => count("No-shows")).toBe(noShowsBefore);

  // On paper: the list, without the console's chrome or any form.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Admin areas" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Message attendees" })).toBeHidden();
  await expect(guest.getByRole("button")).toHaveCount(0);
  await expect(guest).toContainText("Not checked in");
  await page.emulateMedia({ media: "screen" });

  // Message attendees: a refused post keeps the words, a good one is queued to everyone once.
  const subject = `Parking at the kitchen ${Math.random().toString(36).slice(2, 7)}`;
  const message = page.getByRole("region", { name: "Message attendees" });
  await message.getByLabel("Subject").fill(subject);
  await message.getByLabel("Message").fill(" ");
  await message.getByRole("button", { name: "Send message" }).click();
  await expect(message.getByText("Write the message")).toBeVisible(AFTER_SUBMIT);
  await expect(message.getByLabel("Subject")).toHaveValue(subject);
  await message.getByLabel("Message").fill("Park behind the kitchen.\n\nSee you soon!");
  await message.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Message queued to \d+ (person|people)$/ })).toBeVisible(AFTER_SUBMIT);
  await expect(message.getByLabel("Subject")).toHaveValue("");

  await page.goto("/admin/emails");
  await page.getByLabel("Recipient").fill(email);
  await page.getByLabel("Kind").fill("class_message");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("table", { name: "E-mails, newest first" })).toContainText(subject, AFTER_SUBMIT);
});
