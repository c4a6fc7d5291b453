/**
 * A staff move to a dearer date settled by a pay link (decision 089), with JavaScript on and off: a
 * manager schedules a Cooking Class and a dearer date of it, books a caller by phone (cash), and from
 * /admin/registrations/:id/move sends a pay link for the difference. Nothing moves yet: the seat stays
 * on its date and the new date's seat is held. The customer pays the link on the sandbox page; the
 * booking is then on the new date, the link says so, and the order's history says the move in words.
 * Decision 091: the paid difference is the order's money — the order page lists it under "Paid later"
 * and its history says it was added, and the customer's orders tab says it on the order; a refund
 * over what is left is refused under its field, and the difference is refunded to the card that paid it.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, passwordSignUpTokens, registerCustomer, signInSeeded } from "./auth-support";
import { dismissToasts, payWithCard, uniqueEmail } from "./cart-helpers";
import { fillNewClassForm, inDays, saveClassForm } from "./class-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager moves a booking to a dearer date by a pay link: nothing moves until the customer pays it", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  const name = `Move Link ${javaScriptEnabled ? "JS" : "HTML"} ${Date.now().toString(36)}`;
  const offset = javaScriptEnabled ? 0 : 14;
  const [later, latest] = [inDays(150 + offset), inDays(157 + offset)];

  // The caller has an account with the e-mail they give, so the phone booking is theirs at once (decision 068).
  const email = uniqueEmail("move-link");
  const customer = await browser.newPage({ javaScriptEnabled });
  await registerCustomer(customer, await passwordSignUpTokens(customer.request, email, "move-link-secret"), { first: "Iris", last: "Mover" });

  await signInSeeded(page, MANAGER);
  const form = await fillNewClassForm(page, { name, classType: "Cooking Class", kitchen: { index: 1 }, date: later, time: "18:00", seats: "8" });
  await form.getByLabel("Fulfillment").selectOption({ label: "In-person class" });
  await form.getByLabel("Host").selectOption({ label: "Ana Morales" });
  await form.getByLabel("Menu").selectOption({ index: 1 });
  await form.getByRole("checkbox", { name: /^Public/ }).check();
  await saveClassForm(page, form, "Create draft", name);
  const laterPath = new URL(page.url()).pathname;
  await dismissToasts(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);

  // The dearer date: a duplicate a week later at $89 a seat instead of the type's $69.
  await dismissToasts(page);
  await page.getByRole("link", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Duplicate ${name}` })).toBeVisible(AFTER_SUBMIT);
  await form.getByLabel("Date (kitchen's time)").fill(latest);
  await form.getByLabel("Price in dollars (blank: its type's)").fill("89");
  // Exactly its name: the duplicate form's own heading ("Duplicate …") holds it too.
  await saveClassForm(page, form, "Create draft", new RegExp(`^${name}$`));
  const latestPath = new URL(page.url()).pathname;
  await dismissToasts(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);

  // A caller booked by phone on the later date, paid in cash.
  await page.goto(`${laterPath}/attendees`);
  await page.getByRole("link", { name: "Book by phone" }).click();
  const booking = page.getByRole("form", { name: "The booking" });
  await booking.getByLabel("First name", { exact: true }).fill("Iris");
  await booking.getByLabel("Last name", { exact: true }).fill("Mover");
  await booking.getByRole("textbox", { name: "E-mail" }).fill(email);
  await booking.getByLabel("Phone").fill("(435) 555-0166");
  await booking.getByLabel("Guest 1 first name").fill("Iris");
  await booking.getByLabel("Guest 1 last name").fill("Mover");
  await booking.getByRole("radio", { name: "Paid in cash at the counter" }).check();
  await booking.getByRole("button", { name: "Book" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/, AFTER_SUBMIT);
  const orderPath = new URL(page.url()).pathname;

  // The move: the dearer date needs a settlement; the pay link is one.
  await page.goto(`${laterPath}/attendees`);
  await page.getByRole("link", { name: /^Move order CVK-/ }).click();
  const move = page.getByRole("form", { name: "Move Iris Mover to another date" });
  await move.getByRole("radio", { name: new RegExp(`^${name} — .+ more: collect, waive or send a pay link$`) }).check();
  await move.getByRole("button", { name: "Move 1 seat" }).click();
  await expect(move.getByText("must be collect at the counter, waive or send a pay link")).toBeVisible(AFTER_SUBMIT);
  await move.getByRole("radio", { name: new RegExp(`^${name} — .+ more: collect, waive or send a pay link$`) }).check();
  await move.getByRole("radio", { name: /^Send a pay link for the difference/ }).check();
  await move.getByRole("button", { name: "Move 1 seat" }).click();
  await expect(page.getByText(/Pay link for \$[\d.]+ e-mailed/).first()).toBeVisible(AFTER_SUBMIT);
  const difference = /Pay link for (\$[\d.]+) e-mailed/.exec((await page.getByText(/Pay link for \$[\d.]+ e-mailed/).first().textContent()) ?? "")?.[1] ?? "";
  expect(difference).not.toBe("");
  const flash =
    (await page
      .getByText(/The link: \/pay-link\//)
      .first()
      .textContent()) ?? "";
  const link = /(\/pay-link\/[A-Za-z0-9_-]{43})/.exec(flash)?.[1] ?? "";
  expect(link).not.toBe("");

  // Nothing moved yet: Iris is still on the later date; the new date's seat is held for her.
  await page.goto(`${laterPath}/attendees`);
  await expect(page.getByRole("link", { name: /Mover, Iris/ })).toBeVisible();
  await page.goto(`${latestPath}/attendees`);
  await expect(page.getByRole("link", { name: /Mover, Iris/ })).toHaveCount(0);

  // The customer pays the link, from their own browser.
  await expect
    .poll(
      async () => /\/pay-link\/[A-Za-z0-9_-]{43}/.exec(await (await customer.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text())?.[0] ?? "",
      AFTER_SUBMIT,
    )
    .toBe(link);
  await customer.goto(link);
  await expect(customer.getByRole("heading", { level: 1, name: "Pay to move your booking" })).toBeVisible();
  await expect(customer.getByRole("table", { name: "Your new date" })).toContainText(name);
  await customer.getByRole("button", { name: /^Pay \$[\d,.]+ by card$/ }).click();
  await payWithCard(customer, "4242 4242 4242 4242");
  await expect(customer).toHaveURL(new RegExp(`${link}(\\?|$)`), AFTER_SUBMIT);
  await expect(customer.getByRole("heading", { level: 1, name: "Paid: thank you!" })).toBeVisible();
  await expect(customer.getByText(/moved to the new date below/)).toBeVisible();
  // Decision 091: their orders tab says the difference on the order.
  await customer.goto("/account/orders");
  const order = customer
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: customer.getByRole("heading", { name: /^Order CVK-/ }) });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(`Moved to a dearer date, paid by pay link: ${difference}`);
  await customer.close();

  // Moved: on the new date, off the old one; the order's history says it in words.
  await page.goto(`${latestPath}/attendees`);
  await expect(page.getByRole("link", { name: /Mover, Iris/ })).toBeVisible();
  await page.goto(`${laterPath}/attendees`);
  await expect(page.getByRole("link", { name: /Mover, Iris/ })).toHaveCount(0);
  await page.goto(orderPath);
  const history = page.getByRole("table", { name: /^Changes to order CVK-/ });
  await expect(history).toContainText(/Daniel Olsen held Iris Mover's seat on .+ and e-mailed a pay link for \$[\d.]+ to move it from /);
  await expect(history).toContainText(/Daniel Olsen moved Iris Mover from .+ to .+, \$[\d.]+ paid by card through a pay link/);

  // Decision 091: the difference is the order's money, listed apart from the cash taken at the counter.
  const facts = page.locator(".admin-facts");
  await expect(facts).toContainText(`Paid by pay link to move a seat to ${name}: ${difference} by card`);
  await expect(history).toContainText(`Iris Mover paid ${difference} by card through Daniel Olsen's pay link for the move to ${name}`);
  // More than was paid in total: refused under its field, nothing refunded.
  // With JavaScript a dialog, without a confirm page (every form of the page is in it, so find it by name).
  const confirmStep = (name: string) => (javaScriptEnabled ? page.getByRole("dialog", { name }) : page.getByRole("main"));
  await page.getByRole("link", { name: "Refund the order" }).click();
  if (javaScriptEnabled) await expect(confirmStep("Refund the order")).toBeVisible();
  await confirmStep("Refund the order").getByLabel("Amount (empty: all that is left)").fill("9999");
  await confirmStep("Refund the order").getByRole("button", { name: "Refund the order", exact: true }).click();
  await expect(confirmStep("Refund the order").getByText(/must be between 1 and \d+ cents/)).toBeVisible(AFTER_SUBMIT);
  await page.goto(orderPath);
  await expect(page.getByText("No refunds.")).toBeVisible();
  // The difference back to the card that paid it.
  await page.getByRole("link", { name: "Refund Iris Mover" }).click();
  if (javaScriptEnabled) await expect(confirmStep("Refund Iris Mover")).toBeVisible();
  await confirmStep("Refund Iris Mover").getByLabel("Amount (empty: all that is left)").fill(difference.slice(1));
  await confirmStep("Refund Iris Mover").getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Refunded ${difference}` })).toBeVisible(AFTER_SUBMIT);
  await page.goto(orderPath);
  await expect(page.locator(".admin-facts")).toContainText(`${difference} refunded to that card`);
  await expect(page.getByRole("list").filter({ hasText: "of it to the pay link's card" })).toContainText(`${difference} of it to the pay link's card`);
});
