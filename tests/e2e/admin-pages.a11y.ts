/** Issue 8: every admin console screen has zero axe-core violations, as the administrator sees it. */
import { expect, test, type Page } from "./fixtures";
import { signInSeeded } from "./auth-support";
import { expectNoViolations } from "./axe-helpers";
import { bookAClass, openKidsClass, uniqueEmail } from "./cart-helpers";
import { requestPrivateClass } from "./class-request-helpers";
import { buyGiftCard } from "./email-helpers";
import { enrolOnPage } from "./second-factor-support";
import { newManager, signInAgain, signOutOfConsole } from "./staff-helpers";

const ADMIN = "megan.larsen@cachevalleykitchen.com";

/** What the shop's own Content Security Policy refused on a page (an inline style, a script): none. */
function refusedByPolicy(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(`${new URL(page.url()).pathname}: ${message.text().slice(0, 200)}`);
  });
  return refused;
}

const SCREENS = [
  "/admin",
  "/admin/classes",
  "/admin/classes?status=DRAFT&sort=NAME",
  "/admin/classes/new",
  "/admin/classes/new?from=1",
  "/admin/classes/custom",
  "/admin/orders",
  "/admin/kitchen",
  "/admin/users",
  "/admin/users?q=larsen",
  "/admin/locations",
  "/admin/locations?q=logan",
  "/admin/locations/new",
  "/admin/locations/1",
  "/admin/locations/1?confirm=delete",
  "/admin/registrations",
  "/admin/meals",
  "/admin/meals?type=1&active=yes",
  "/admin/meals/new",
  "/admin/meals/1",
  "/admin/meals/menus/1",
  "/admin/registrations?status=REGISTERED&from=2026-01-01",
  "/admin/audit",
  "/admin/audit?resource=orders&actor=%3Cscript%3E",
  "/admin/promotions",
  "/admin/promotions?q=welcome&status=ACTIVE",
  "/admin/promotions/new",
  "/admin/promotions/1",
  "/admin/promotions/6?confirm=delete",
  "/admin/class-requests",
  "/admin/class-requests?status=received&kitchen=1",
  "/admin/reviews",
  "/admin/reviews?status=published",
  "/admin/messages",
  "/admin/messages?q=class&status=unanswered",
  "/admin/subscribers",
  "/admin/subscribers?q=example&status=subscribed",
  "/admin/gift-cards",
  "/admin/gift-cards?q=cvkg&status=active",
  "/admin/gift-cards/new",
  "/admin/gift-cards/3",
  "/admin/gift-cards/4?confirm=enable",
  "/admin/calendars",
  "/admin/calendars/cvk-logan?month=2026-12",
  "/admin/calendars/events/1",
  "/admin/calendars/events/1?confirm=delete",
  "/admin/calendars/new",
  "/admin/calendars/cvk-provo/edit",
];

// Several tests rather than one, so each has its own time budget and they can run side by side
// (22 screens in one test took 2.8–3.1 minutes on a loaded CI machine, and 20 did too: 10 a test).
const PER_TEST = 10;
const PARTS = Math.ceil(SCREENS.length / PER_TEST);
for (let part = 0; part < PARTS; part++) {
  const screens = SCREENS.slice(part * PER_TEST, (part + 1) * PER_TEST);
  test(`the admin console's lists and blank forms have no axe-core violations (part ${part + 1} of ${PARTS})`, async ({ page }) => {
    test.setTimeout(180_000);
    const refused = refusedByPolicy(page);
    await signInSeeded(page, ADMIN);
    for (const path of screens) {
      await page.goto(path);
      await expectNoViolations(page);
    }
    expect(refused).toEqual([]);
  });
}

// The second factor (decision 078): set up, a refused code, the recovery codes, the code asked,
// and on a user's page its state and the reset's confirm step.
test("the second factor's screens and their refusals have no axe-core violations", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const { email, admin, userPage } = await newManager(page, browser, testInfo);
  for (const path of [userPage, `${userPage}?confirm=reset-second-factor`, "/admin/security"]) {
    await admin.goto(path);
    await expectNoViolations(admin);
  }
  await admin.context().close();
  await page.goto("/admin/security");
  await expectNoViolations(page);
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Turn on the second factor" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page);
  await enrolOnPage(page);
  await expectNoViolations(page);
  await signOutOfConsole(page);
  await signInAgain(page, email);
  await expect(page).toHaveURL(/\/admin\/second-factor/);
  await expectNoViolations(page);
  await page.getByLabel("Recovery code").fill("nope");
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await expect(page.getByText("That recovery code is not one of yours, or it was used already.")).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page);
});

// Class types and pictures (decision 047): their own test, so the parts above keep their budget.
test("the class types' list and page, the picture removals' confirm steps and a refused price have no axe-core violations", async ({ page }) => {
  test.setTimeout(180_000);
  await signInSeeded(page, ADMIN);
  for (const path of ["/admin/class-types", "/admin/class-types/new", "/admin/class-types/2", "/admin/locations/1", "/admin/class-types/1?confirm=remove-picture", "/admin/locations/1?confirm=remove-picture"]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  // The form's error state: a seats offer without its price (nothing is saved).
  await page.goto("/admin/class-types/2");
  const form = page.getByRole("form", { name: "Class type" });
  await form.getByLabel("Price of a guest (dollars)").fill("");
  await form.getByRole("button", { name: "Save class type" }).click();
  await expect(form.getByText(/is needed when the class sells seats/)).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page);
});

test("a class, a user and the forms' error states have no axe-core violations", async ({ page }) => {
  test.setTimeout(180_000);
  await signInSeeded(page, ADMIN);
  // A class, its lists, its edit form and its cancel confirm step (decision 077: guests, money, a message, a move); a user.
  await page.goto("/admin/classes?sort=SEATS_LEFT");
  const classHref = (await page.locator(".admin-table tbody th a").first().getAttribute("href"))!;
  for (const path of [classHref, `${classHref}/edit`, `${classHref}/attendees`, `${classHref}/grocery`, `${classHref}/waitlist`, `${classHref}/cancel`]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  await page.goto("/admin/users/10");
  await expectNoViolations(page);
  await page.goto("/admin/users/10?confirm=disable");
  await expectNoViolations(page);
  await page.goto("/admin/locations/new");
  await page.getByRole("form", { name: "Location" }).getByRole("button", { name: "Create location" }).click();
  await expect(page.getByText("Enter the location's name")).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/admin/meals/new");
  await page.getByRole("form", { name: "Meal" }).getByRole("button", { name: "Create meal" }).click();
  await expect(page.getByText("Enter the meal's name")).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/admin/promotions/new");
  await page.getByRole("form", { name: "Promotion" }).getByRole("button", { name: "Create promotion" }).click();
  await expect(page.getByText("Enter the promotion's name")).toBeVisible();
    await expectNoViolations(page);
  await page.goto("/admin/gift-cards/new");
  await page.getByRole("form", { name: "Issue a gift card" }).getByRole("button", { name: "Issue gift card" }).click();
  await expect(page.getByText("Enter the recipient's name")).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/admin/calendars/cvk-logan?month=2026-12");
  await page.getByRole("form", { name: "Add an event" }).getByRole("button", { name: "Add event" }).click();
  await expect(page.getByText("Enter the event's title")).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/admin/classes/new");
  // A refused price (decision 079) among the class form's messages.
  await page.getByRole("form", { name: "Class" }).getByLabel(/^Price in dollars/).fill("abc");
  await page.getByRole("form", { name: "Class" }).getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Enter the class's name")).toBeVisible();
  await expect(page.getByText("Enter the class's price in dollars from 0 to 10,000, like 89.00, or leave it blank")).toBeVisible();
  await expectNoViolations(page);
});

test("the newsroom's and blog posts' screens and a form's error state have no axe-core violations", async ({ page }) => {
  test.setTimeout(180_000);
  await signInSeeded(page, ADMIN);
  // Ids 1 are the seed's first press release and in-the-news link (drizzle/seed/newsroom.ts).
  for (const path of [
    "/admin/newsroom",
    "/admin/newsroom?kind=press-releases&status=draft&q=menu",
    "/admin/newsroom/press-releases/new",
    "/admin/newsroom/in-the-news/new",
    "/admin/newsroom/press-releases/1",
    "/admin/newsroom/press-releases/1?confirm=archive",
    "/admin/newsroom/in-the-news/1",
    "/admin/newsroom/in-the-news/1?confirm=delete",
    "/admin/blogs",
    "/admin/blogs?status=draft&q=knife",
    "/admin/blogs/new",
  ]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  await page.goto("/admin/newsroom/press-releases/new");
  await page.getByRole("form", { name: "Press release" }).getByRole("button", { name: "Create press release" }).click();
  await expect(page.getByText("Enter the title")).toBeVisible();
  await expectNoViolations(page);
});

test("a registration, its cancel step, its move step and its order have no axe-core violations", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // Booked for the purpose: a fresh shop has no registrations.
  const email = uniqueEmail("a11y-registration");
  await bookAClass(browser, true, email);
  await signInSeeded(page, ADMIN);
  await page.goto(`/admin/registrations?q=${encodeURIComponent(email)}`);
  const registrationHref = (await page.locator(".admin-table tbody th a").first().getAttribute("href"))!;
  const orderHref = (await page.locator(".admin-table tbody td a").first().getAttribute("href"))!;
  for (const path of [registrationHref, `${registrationHref}?confirm=cancel`, `${registrationHref}/move`, orderHref]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  // The move step's refusal (decision 082): no date chosen, its message under the dates.
  await page.goto(`${registrationHref}/move`);
  const move = page.getByRole("button", { name: /^Move \d+ seats?$/ });
  if (await move.isVisible()) {
    await move.click();
    await expect(page.getByText("Choose the date to move to")).toBeVisible();
    await expectNoViolations(page);
  }
});

test("the reports, their charts and a refusal of bad dates have no axe-core violations", async ({ page }) => {
  test.setTimeout(180_000);
  await signInSeeded(page, ADMIN);
  for (const path of [
    "/admin/reports",
    "/admin/reports/delivery-addresses",
    "/admin/reports/gift-card-balance",
    "/admin/reports/payroll",
    "/admin/reports/payroll?from=2026-03-02&to=2026-03-01",
  ]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  // The chart's figures, opened.
  await page.goto("/admin/reports/gift-card-balance");
  await page.getByText("The chart's figures").click();
  await expectNoViolations(page);
});

test("a private-class request, its decline step and the prefilled private class form have no axe-core violations", async ({ page }) => {
  test.setTimeout(90_000);
  await requestPrivateClass(page, { email: uniqueEmail("a11y-admin-request"), occasion: "Axe console check" });
  await signInSeeded(page, ADMIN);
  await page.goto("/admin/class-requests");
  const requestPath = (await page.getByRole("row").filter({ hasText: "Axe console check" }).first().getByRole("link").first().getAttribute("href"))!;
  for (const path of [requestPath, `${requestPath}?confirm=declined`]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  await page.goto(requestPath);
  await page.getByRole("link", { name: "Create the private class" }).click();
  await expectNoViolations(page);
});

test("the e-mail console, a message with its framed HTML, the un-suppress step and the scheduled jobs have no axe-core violations", async ({ page, request }) => {
  test.setTimeout(120_000);
  // A fresh shop has sent nothing: a gift card writes two messages.
  const { recipient } = await buyGiftCard(request);
  await signInSeeded(page, ADMIN);
  await page.goto(`/admin/emails?to=${encodeURIComponent(recipient)}`);
  await expectNoViolations(page);
  const messagePath = (await page.getByRole("table", { name: "E-mails, newest first" }).getByRole("link").first().getAttribute("href"))!;
  // The scheduler runs once, so its page lists runs (decision 062).
  expect((await request.post("/__dev/scheduler")).ok()).toBe(true);
  for (const path of ["/admin/emails?state=failed", `/admin/emails?confirm=unsuppress&email=${encodeURIComponent(recipient)}`, "/admin/jobs"]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  // The message's own HTML is framed with every permission withheld, scripts too: axe cannot run
  // inside it (it waits on the frame until the test's time runs out), so the frame is left out;
  // the console page around it, the frame's title included, is checked.
  await page.goto(messagePath);
  await expect(page.getByTitle(/^HTML version of e-mail \d+$/)).toBeVisible();
  await expectNoViolations(page, "iframe.admin-email-preview");
});

test("a class's manifest with a guest checked in, its print sheet and a refused message have no axe-core violations", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // Booked for the purpose: a fresh shop has no registrations (decision 066).
  const email = uniqueEmail("a11y-manifest");
  await bookAClass(browser, true, email);
  await signInSeeded(page, ADMIN);
  await page.goto(`/admin/registrations?q=${encodeURIComponent(email)}`);
  await page.getByRole("table", { name: "Registrations" }).getByRole("link", { name: "Casey Tester" }).click();
  await page.locator(".admin-facts").getByRole("link").first().click();
  await page.getByRole("link", { name: "Manifest and check-in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Manifest — / })).toBeVisible();
  await expectNoViolations(page);
  // Other tests book this class too, each guest a Casey Tester: this test's guest is the one of its order.
  const ours = page.getByRole("table", { name: "Attendees" }).getByRole("rowgroup").filter({ hasText: email });
  // A message half typed while a guest is checked in stays as typed (the check-in answers with a redirect back).
  const message = page.getByRole("region", { name: "Message attendees" });
  await message.getByLabel("Subject").fill("Parking");
  await message.getByLabel("Message").fill(" ");
  await ours.getByRole("button", { name: "Checked in: Casey Tester" }).click();
  // Shown at once; enabled again when the check-in is saved and the page read again.
  await expect(ours.getByRole("button", { name: "Undo: Casey Tester" })).toBeEnabled({ timeout: 15_000 });
  await message.getByRole("button", { name: "Send message" }).click();
  await expect(message.getByText("Write the message")).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page);
  await page.emulateMedia({ media: "print" });
  await expectNoViolations(page);
});

test("a contact message with a refused reply, its replies, and a subscriber's unsubscribe step have no axe-core violations", async ({ page, request }) => {
  test.setTimeout(90_000);
  // A fresh shop has no messages and no subscribers: one of each through the public forms' GraphQL.
  const writer = uniqueEmail("a11y-inbox");
  const reader = uniqueEmail("a11y-reader");
  for (const [query, variables] of [
    ["mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }", { input: { name: "Axe Writer", email: writer, topic: "OTHER", message: "Do you sell aprons?\n\nThanks!" } }],
    ["mutation ($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { email } }", { input: { email: reader, firstName: "Axe", subscribe: true } }],
  ] as const) {
    const answer = await (await request.post("/graphql", { data: { query, variables } })).json();
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  }
  await signInSeeded(page, ADMIN);
  await page.goto(`/admin/messages?q=${encodeURIComponent(writer)}`);
  await page.getByRole("link", { name: "Axe Writer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Message from Axe Writer" })).toBeVisible();
  await expectNoViolations(page);
  const reply = page.getByRole("form", { name: "Reply by e-mail" });
  await reply.evaluate((element) => element.setAttribute("novalidate", ""));
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Write your reply")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("form", { name: "Reply by e-mail" }).getByLabel("Your reply").fill("Yes, in the Logan shop.");
  await page.getByRole("form", { name: "Reply by e-mail" }).getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("region", { name: "Replies" })).toBeVisible();
  await expectNoViolations(page);
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(reader)}&confirm=unsubscribe&email=${encodeURIComponent(reader)}`);
  await expect(page.getByRole("button", { name: `Yes, unsubscribe ${reader}` })).toBeVisible();
  await expectNoViolations(page);
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(reader)}`);
  await page.getByRole("link", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("dialog", { name: "Unsubscribe" })).toBeVisible();
  await expectNoViolations(page);
});

test("the book-by-phone screen, its refused form, and a caller's pay link page have no axe-core violations", async ({ page, browser }) => {
  test.setTimeout(150_000);
  // Decision 081: a class sold per guest (a kids' class), booked by phone with a pay link.
  await openKidsClass(page, true);
  const sku = new URL(page.url()).pathname.split("/").pop()!;
  await signInSeeded(page, ADMIN);
  await page.goto(`/admin/classes?q=${encodeURIComponent(sku)}`);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/classes\/\d+$/);
  const bookPath = `${new URL(page.url()).pathname}/book`;
  await page.goto(`${bookPath}?guests=2&customer=jordan`);
  await expectNoViolations(page);
  const booking = page.getByRole("form", { name: "The booking" });
  const email = uniqueEmail("a11y-pay-link");
  await booking.getByLabel("First name", { exact: true }).fill("Axe");
  await booking.getByLabel("Last name", { exact: true }).fill("Caller");
  await booking.getByRole("textbox", { name: "E-mail" }).fill(email);
  await booking.getByLabel("Phone").fill("(435) 555-0178");
  for (const index of [1, 2]) {
    await booking.getByLabel(`Guest ${index} first name`).fill(`Axe${index}`);
    await booking.getByLabel(`Guest ${index} last name`).fill("Caller");
  }
  // Refused by the server: a check without its number.
  await booking.getByRole("radio", { name: "Paid by check at the counter" }).check();
  await booking.getByRole("button", { name: "Book" }).click();
  await expect(page.getByText("Enter the check's number")).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page);
  await booking.getByRole("radio", { name: "E-mail a pay link (pays by card)" }).check();
  await booking.getByRole("button", { name: "Book" }).click();
  await expect(page.getByText(`e-mailed to ${email}`)).toBeVisible({ timeout: 15_000 });
  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const link = /(\/pay-link\/[A-Za-z0-9_-]{43})/.exec(mailbox)?.[1];
  expect(link).toBeTruthy();
  // The caller, in a browser of their own (axe wants a page of a context).
  const callerContext = await browser.newContext();
  const caller = await callerContext.newPage();
  await caller.goto(link!);
  await expect(caller.getByRole("heading", { level: 1, name: "Pay for your booking" })).toBeVisible();
  await expectNoViolations(caller);
  await callerContext.close();
});
