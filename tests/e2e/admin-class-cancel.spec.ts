/**
 * Cancel a class from its confirm step (issue 27 part 5, decision 077), with JavaScript on and off:
 * a manager schedules two dates of the same class, a customer books the first, and the confirm
 * step lists the booking with what it paid and what a cancel refunds. Moving everyone to the
 * second date instead takes a message, e-mails the booker the new date through the queue, cancels
 * the first date and shows in the order's history; canceling the second date with a message
 * refunds the booking and e-mails the message. The confirm step, and its refusal, have no axe-core
 * violations.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { bookAClass, dismissToasts, uniqueEmail } from "./cart-helpers";
import { expectNoViolations } from "./axe-helpers";
import { fillNewClassForm, inDays, saveClassForm } from "./class-helpers";
import { receivedBy } from "./email-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager moves a class's guests to another date instead of canceling, then cancels that date with a message", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  const name = `Cancel Or Move ${javaScriptEnabled ? "JS" : "HTML"} ${Date.now().toString(36)}`;
  // Months ahead: no other spec books a class this far out.
  const [firstDay, secondDay] = [inDays(100 + (javaScriptEnabled ? 0 : 14)), inDays(107 + (javaScriptEnabled ? 0 : 14))];

  await signInSeeded(page, MANAGER);
  const form = await fillNewClassForm(page, { name, classType: "Meal Assembly", kitchen: { index: 1 }, date: firstDay, time: "18:00", seats: "8" });
  await form.getByLabel("Fulfillment").selectOption({ label: "In-person class" });
  await form.getByLabel("Host").selectOption({ label: "Ana Morales" });
  await form.getByLabel("Menu").selectOption({ index: 1 });
  await saveClassForm(page, form, "Create draft", name);
  const first = new URL(page.url()).pathname;
  await dismissToasts(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);
  const link = ((await page.locator(".admin-facts code").textContent()) ?? "").trim();
  // The second date: a duplicate (every field but its date).
  await dismissToasts(page);
  await page.getByRole("link", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Duplicate ${name}` })).toBeVisible(AFTER_SUBMIT);
  await form.getByLabel("Date (kitchen's time)").fill(secondDay);
  await form.getByRole("checkbox", { name: /^Public/ }).check();
  // Another run's class may be at that kitchen then (decision 067): schedule it anyway.
  const saved = page.getByRole("heading", { level: 1, name, exact: true });
  const anyway = form.getByRole("checkbox", { name: "Schedule it anyway" });
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(saved.or(anyway)).toBeVisible(AFTER_SUBMIT);
  if (await anyway.isVisible()) {
    await anyway.check();
    await form.getByRole("button", { name: "Create draft" }).click();
  }
  await expect(saved).toBeVisible(AFTER_SUBMIT);
  const second = new URL(page.url()).pathname;
  expect(second).not.toBe(first);
  await dismissToasts(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);

  const email = uniqueEmail("class-move");
  await bookAClass(browser, javaScriptEnabled, email, async (shop) => {
    await shop.goto(link);
    await expect(shop.getByRole("heading", { level: 1 })).toHaveText(name);
    return name;
  });

  // The confirm step: the booking, what it paid and what a cancel gives back.
  await page.goto(first);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Cancel class" }).click();
  await expect(page).toHaveURL(new RegExp(`${first}/cancel$`), AFTER_SUBMIT);
  await expect(page.getByRole("heading", { level: 1, name: `Cancel ${name}` })).toBeVisible();
  const guests = page.getByRole("table", { name: "Guests and what a cancel refunds" });
  const booking = guests.getByRole("row").filter({ hasText: email });
  await expect(booking).toContainText("Casey Tester");
  const paid = (await booking.getByRole("cell").nth(2).textContent())!.trim();
  expect(paid).toMatch(/^\$\d+\.\d{2}$/);
  await expect(booking.getByRole("cell").nth(3)).toHaveText(paid);
  await expect(page.getByText(`Canceling refunds ${paid} in all.`)).toBeVisible();
  if (javaScriptEnabled) await expectNoViolations(page); // axe runs scripts in the page

  // Move everyone: a date must be chosen; the choice names the class, kitchen, date, time and seats left.
  const move = page.getByRole("form", { name: "Or move everyone to another date" });
  await move.getByRole("button", { name: "Move everyone and cancel this date" }).click();
  await expect(move.getByText("Choose the date everyone moves to")).toBeVisible(AFTER_SUBMIT);
  if (javaScriptEnabled) await expectNoViolations(page); // axe runs scripts in the page
  const choices = move.getByRole("group", { name: "Move everyone to" }).getByRole("radio");
  await expect(choices).toHaveCount(1);
  const choice = move.getByRole("radio", { name: new RegExp(`^${name} — .+, 6:00 PM M[SD]T · .+ · 8 seats left$`) });
  await choice.check();
  const words = "The oven is being replaced that week: same class, one week later.";
  await move.getByLabel("Message for the customers").fill(words);
  await move.getByRole("button", { name: "Move everyone and cancel this date" }).click();
  await expect(page.getByText("Everyone moved; this date is canceled").first()).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(page.locator(".admin-facts")).toContainText("Canceled");
  await expect(page.getByRole("table", { name: `Changes to ${name}` })).toContainText(
    new RegExp(`Daniel Olsen canceled ${name}, .+, moving its 1 guest to ${name}, `),
  );

  // The booker is told the new date, with the message, through the queue; no money moved.
  const moved = await receivedBy(page.request, email, (messages) => messages.some((message) => message.subject.includes(" moved to ")));
  const movedMail = moved.find((message) => message.subject.includes(" moved to "))!;
  expect(movedMail.text).toContain(words);
  expect(movedMail.text).toContain("Nothing was charged and nothing was refunded");

  // The order's history shows the move.
  await page.goto(`/admin/registrations?q=${encodeURIComponent(email)}`);
  await page.getByRole("table", { name: "Registrations" }).getByRole("link", { name: "Casey Tester" }).click();
  await page.locator(".admin-facts").getByRole("link", { name: /^CVK-/ }).click();
  await expect(page.getByRole("table", { name: /^Changes to order CVK-/ })).toContainText(
    new RegExp(`Daniel Olsen moved Casey Tester from ${name}, .+ to ${name}, `),
  );

  // The second date now holds the booking: cancel it with a message; the money comes back.
  await page.goto(second);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Cancel class" }).click();
  await expect(page.getByRole("table", { name: "Guests and what a cancel refunds" }).getByRole("row").filter({ hasText: email })).toContainText(paid);
  const cancel = page.getByRole("form", { name: "Cancel and refund" });
  const sorry = "We are very sorry: the kitchen closes for repairs.";
  await cancel.getByLabel("Message for the customers").fill(sorry);
  await cancel.getByRole("button", { name: "Yes, cancel class" }).click();
  await expect(page.getByText("1 registration refunded, an e-mail to each customer queued with your message.").first()).toBeVisible(AFTER_SUBMIT);
  await expect(page.locator(".admin-facts")).toContainText("Canceled");
  const canceled = await receivedBy(page.request, email, (messages) => messages.some((message) => message.subject.includes(" is canceled")));
  const canceledMail = canceled.find((message) => message.subject.includes(" is canceled"))!;
  expect(canceledMail.text).toContain(sorry);
  expect(canceledMail.text).toContain(`We refunded ${paid}`);
});
