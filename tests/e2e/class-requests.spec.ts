/**
 * Private-class requests (issue 9, decision 032), with JavaScript on and off: a visitor asks
 * (refusals first), gets the status page and the e-mail, the kitchen gets the request; staff mark
 * it contacted, create the private class from it and mark it scheduled; the requester sees each
 * new status and the class's link.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { uniqueEmail } from "./cart-helpers";
import { requestPrivateClass } from "./class-request-helpers";
import { saveClassForm } from "./class-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("the form says what is wrong, and keeps the page's own content", async ({ page }) => {
  await page.goto("/host-class-progress");
  await expect(page.getByRole("heading", { level: 1, name: "Plan a Private Class" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to plan it" })).toBeVisible();
  const form = page.getByRole("form", { name: "Tell us about your group" });
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
  await expect(form.getByLabel("Kitchen").locator("option")).toHaveText(["Choose a kitchen", "Logan", /^Salt Lake City/]);
  await form.getByLabel("How many people?").fill("60");
  await form.getByLabel("E-mail address").fill("not-an-address");
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByText("Choose a kitchen").last()).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByText("Give at least one date that suits your group")).toBeVisible();
  await expect(page.getByText("Enter a number of people from 8 to 30")).toBeVisible();
  await expect(page.getByText("Enter your name")).toBeVisible();
  await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
  // What was typed stays.
  await expect(page.getByRole("form", { name: "Tell us about your group" }).getByLabel("How many people?")).toHaveValue("60");
});

test("a group asks for a private class, staff schedule it, and the requester follows it", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("class-request");
  const occasion = `Book club ${Math.random().toString(36).slice(2, 7)}`;
  const statusPath = await requestPrivateClass(page, { email, occasion });

  await page.getByRole("link", { name: "See where your request stands" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your private-class request" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status: Received" })).toBeVisible();
  await expect(page.getByText(occasion)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const answer = await page.request.get(statusPath);
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  expect(answer.headers()["content-type"]).toContain("text/html");

  const mine = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(mine).toContain(statusPath);
  const kitchen = await (await page.request.get("/dev/mailbox?to=logan%40cachevalleykitchen.com")).text();
  expect(kitchen).toContain(occasion);

  // Staff: the request in the console, filtered by kitchen and status.
  const staff = await browser.newPage({ javaScriptEnabled });
  await signInSeeded(staff, MANAGER);
  await staff.goto("/admin");
  await staff.getByRole("link", { name: "Private class requests" }).first().click();
  const filters = staff.getByRole("search", { name: "Filter requests" });
  await filters.getByLabel("Kitchen").selectOption({ label: "Logan" });
  await filters.getByLabel("Status").selectOption({ label: "Received" });
  await staff.getByRole("button", { name: "Apply filters" }).click();
  await expect(staff).toHaveURL(/kitchen=1/);
  await expect(staff).toHaveURL(/status=received/);
  await staff.getByRole("row").filter({ hasText: occasion }).getByRole("link", { name: "Kira Jensen" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Request from Kira Jensen" })).toBeVisible();
  await staff.getByRole("button", { name: "Mark contacted" }).click();
  await expect(staff.locator(".admin-facts")).toContainText("A host is in touch", AFTER_SUBMIT);
  const requestUrl = staff.url();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Status: A host is in touch" })).toBeVisible();

  // Create the private class from the request: the form comes filled in.
  await staff.getByRole("link", { name: "Create the private class" }).click();
  const form = staff.getByRole("form", { name: "Private class" });
  await expect(form.getByLabel("Organiser's e-mail")).toHaveValue(email);
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(`Private class: ${occasion}`);
  await form.getByLabel("Class type").selectOption({ label: "Cooking Class" });
  await form.getByLabel("Start time (24-hour)").fill("18:30");
  await form.getByLabel("Seats").fill("20");
  // The kitchen may have a class then: the warning is answered as staff would (decision 067).
  await saveClassForm(staff, form, "Create and send the link", `Private class: ${occasion}`);

  await staff.goto(requestUrl);
  const select = staff.getByLabel("The private class it became");
  const value = await select.locator("option", { hasText: occasion }).getAttribute("value");
  await select.selectOption(value!);
  await staff.getByRole("button", { name: "Mark scheduled" }).click();
  await expect(staff.locator(".admin-facts")).toContainText("Scheduled", AFTER_SUBMIT);
  await expect(staff.getByRole("table", { name: "Changes to request from kira jensen" }).getByText("class-requests.schedule")).toBeVisible();
  await staff.close();

  // The requester, in a browser of their own.
  const requester = await browser.newPage({ javaScriptEnabled });
  await requester.goto(statusPath);
  await expect(requester.getByRole("heading", { name: "Status: Scheduled" })).toBeVisible();
  await requester.getByRole("link", { name: `Private class: ${occasion}` }).click();
  await expect(requester.getByRole("heading", { level: 1, name: `Private class: ${occasion}` })).toBeVisible();
  await requester.close();
  const mail = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(mail).toContain("Your private-class request: scheduled");
});

test("staff decline a request after a confirm step, with a reason the requester reads", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const occasion = `Team night ${Math.random().toString(36).slice(2, 7)}`;
  const statusPath = await requestPrivateClass(page, { email: uniqueEmail("declined"), occasion, kitchen: "Salt Lake City — Sugar House", name: "Robin Hale" });
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/class-requests?kitchen=6");
  await page.getByRole("row").filter({ hasText: occasion }).getByRole("link", { name: "Robin Hale" }).click();
  // Declining asks first and needs a reason.
  await page.getByRole("link", { name: "Decline request" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Decline request" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=declined$/);
  await page.getByRole("button", { name: "Yes, decline request" }).click();
  await expect(page.getByText("Say why, for the person who asked")).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(/\?confirm=declined$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByLabel("Reason (the requester reads it)").fill("Both kitchens are booked on those dates.");
  await page.getByRole("button", { name: "Yes, decline request" }).click();
  await expect(page.locator(".admin-facts")).toContainText("Declined — Both kitchens are booked on those dates.", AFTER_SUBMIT);
  const requester = await browser.newPage({ javaScriptEnabled });
  await requester.goto(statusPath);
  await expect(requester.getByRole("heading", { name: "Status: Declined" })).toBeVisible();
  await expect(requester.getByText("Why: Both kitchens are booked on those dates.")).toBeVisible();
  await requester.close();
});
