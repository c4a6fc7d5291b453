/**
 * The console's inbox and newsletter subscribers (issue 27 part 6, decision 073), with JavaScript
 * on and off: a message sent from the public contact page is found in /admin/messages, opened
 * (read), answered (an empty reply refused on its field first), the answer arrives in the
 * writer's mailbox, and the message is marked done; the home names it while it waits. An address
 * signed up in the footer is found in /admin/subscribers, downloaded as CSV and unsubscribed after
 * asking.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { uniqueEmail } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a contact message is read, answered by e-mail and marked done in the console", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const writer = uniqueEmail("inbox-writer");
  const words = `Do you have a class for kids? ${Math.random().toString(36).slice(2, 10)}`;

  // A visitor writes from the public contact page (signed out, in their own browser).
  const visitor = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await visitor.goto("/contact");
  const contact = visitor.getByRole("form", { name: "Contact the kitchen" });
  await contact.getByLabel("Your name").fill("Kim Parent");
  await contact.getByLabel("E-mail address").fill(writer);
  await contact.getByLabel("What is it about?").selectOption({ label: "Classes and bookings" });
  await contact.getByLabel("Kitchen (optional)").selectOption({ label: "Logan" });
  await contact.getByLabel("Message").fill(words);
  // The form refuses a post sooner than a person could write (decision 030).
  await visitor.waitForTimeout(3_100);
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible(AFTER_SUBMIT);
  await visitor.context().close();

  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Needs attention" }).getByRole("link", { name: /not answered yet/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter messages" });
  await filters.getByLabel("Name, e-mail or words").fill(writer);
  await filters.getByLabel("Status").selectOption({ label: "Open, not replied" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=unanswered/, AFTER_SUBMIT);
  const row = page.getByRole("row", { name: /Kim Parent/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("New");
  await expect(row).toContainText(words);
  await row.getByRole("link", { name: "Kim Parent" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Message from Kim Parent" })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.locator(".admin-facts")).toContainText(`by ${MANAGER}`);
  await expect(page.locator(".admin-facts")).toContainText("Logan");

  // An empty reply is refused on its field, and nothing is sent.
  const reply = page.getByRole("form", { name: "Reply by e-mail" });
  await expect(reply.getByLabel("Subject")).toHaveValue("Re: Classes and bookings");
  await reply.evaluate((element) => element.setAttribute("novalidate", ""));
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Write your reply")).toBeVisible(AFTER_SUBMIT);

  const answer = `Yes! Our Kids Bake class runs on Saturdays. ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByRole("form", { name: "Reply by e-mail" }).getByLabel("Your reply").fill(answer);
  await page.getByRole("form", { name: "Reply by e-mail" }).getByRole("button", { name: "Send reply" }).click();
  const replies = page.getByRole("region", { name: "Replies" });
  await expect(replies).toContainText(answer, AFTER_SUBMIT);
  await expect(replies).toContainText(MANAGER);
  await expect(page.locator(".admin-facts")).toContainText("Replied");

  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(writer)}`)).text();
  expect(mailbox).toContain("Re: Classes and bookings");
  expect(mailbox).toContain(answer);
  expect(mailbox).toContain(words);

  await page.getByRole("button", { name: "Mark done" }).click();
  await expect(page.locator(".admin-facts")).toContainText(`Done — by ${MANAGER}`, AFTER_SUBMIT);
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Changes to message from kim parent" }).getByText("contact-messages.done", { exact: true })).toBeVisible();

  await page.goto(`/admin/messages?q=${encodeURIComponent(writer)}&status=done`);
  await expect(page.getByRole("row", { name: /Kim Parent/ })).toContainText("Done");
  await page.goto(`/admin/messages?q=${encodeURIComponent(writer)}&status=open`);
  await expect(page.getByText("No message matches.")).toBeVisible();
});

test("a newsletter address is found, downloaded as CSV and unsubscribed after asking", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const reader = uniqueEmail("inbox-reader");
  await page.goto("/choose-menu");
  const signup = page.getByRole("form", { name: "Newsletter signup" });
  await signup.getByLabel("E-mail address").fill(reader);
  await signup.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toContainText(reader, AFTER_SUBMIT);

  await signInSeeded(page, MANAGER);
  await page.goto("/admin/subscribers");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscribers" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter subscribers" });
  await filters.getByLabel("E-mail or name").fill(reader);
  await filters.getByLabel("Status").selectOption({ label: "Waiting for confirmation" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=pending/, AFTER_SUBMIT);
  const row = page.getByRole("row", { name: new RegExp(reader) });
  await expect(row).toContainText("Waiting for confirmation");

  const csvHref = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  expect(csvHref).toContain("status=pending");
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("E-mail,First name,Last name,Status,Signed up (UTC),Confirmed (UTC),Unsubscribed (UTC)");
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain(`${reader},,,Waiting for confirmation,`);

  await row.getByRole("link", { name: "Unsubscribe" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Unsubscribe" })).toBeVisible();
  else await expect(page).toHaveURL(/confirm=unsubscribe/);
  await page.getByRole("button", { name: `Yes, unsubscribe ${reader}` }).click();
  await expect(page.getByText(`${reader} unsubscribed`)).toBeVisible(AFTER_SUBMIT);

  await page.goto(`/admin/subscribers?q=${encodeURIComponent(reader)}`);
  await expect(page.getByRole("row", { name: new RegExp(reader) })).toContainText("Unsubscribed");
  await expect(page.getByRole("row", { name: new RegExp(reader) }).getByRole("link", { name: "Unsubscribe" })).toHaveCount(0);
  await page.goto(`/admin/audit?resource=newsletter-subscribers`);
  await expect(page.getByText(reader).first()).toBeVisible();
});

test("staff read and answer messages but never see the newsletter list", async ({ page }) => {
  await signInSeeded(page, "ana.morales@cachevalleykitchen.com");
  await page.goto("/admin");
  const areas = page.getByRole("navigation", { name: "Admin areas" });
  await expect(areas.getByRole("link", { name: "Messages" })).toBeVisible();
  await expect(areas.getByRole("link", { name: "Newsletter subscribers" })).toHaveCount(0);
  const answer = await page.goto("/admin/subscribers");
  expect(answer?.status()).toBe(403);
  await expect(page.getByText("subscribers.view", { exact: true })).toBeVisible();
  const csv = await page.request.get("/admin/subscribers.csv");
  expect(csv.status()).toBe(403);
  expect(await csv.text()).not.toContain("@");
});
