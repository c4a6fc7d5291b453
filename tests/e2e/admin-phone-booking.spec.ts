/**
 * Phone bookings end to end (issue 27 part 4, decision 081), with JavaScript on and off: staff
 * open a kids' class's manifest, "Book by phone", and book two guests for a new caller paid by
 * check at the counter — the order shows the counter payment and its history the booking; then
 * one guest for another caller by pay link, which the caller opens from their e-mail and pays by
 * card on the sandbox page, and the link then says it is paid.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts, openKidsClass, payWithCard, uniqueEmail } from "./cart-helpers";

const STAFF = "ana.morales@cachevalleykitchen.com";
const MANAGER = "daniel.olsen@cachevalleykitchen.com";

/** The kids' class's "Book by phone" screen, reached from its manifest. */
async function openBookByPhone(page: Page, javaScriptEnabled: boolean): Promise<string> {
  await openKidsClass(page, javaScriptEnabled);
  const sku = new URL(page.url()).pathname.split("/").pop()!;
  await signInSeeded(page, STAFF);
  await page.goto(`/admin/classes?q=${encodeURIComponent(sku)}`);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/classes\/\d+$/);
  const classPath = new URL(page.url()).pathname;
  await page.goto(`${classPath}/attendees`);
  await page.getByRole("link", { name: "Book by phone" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Book by phone — / })).toBeVisible();
  return classPath;
}

async function fillCaller(page: Page, email: string, first: string) {
  const booking = page.getByRole("form", { name: "The booking" });
  await booking.getByLabel("First name", { exact: true }).fill(first);
  await booking.getByLabel("Last name", { exact: true }).fill("Caller");
  await booking.getByRole("textbox", { name: "E-mail" }).fill(email);
  await booking.getByLabel("Phone").fill("(435) 555-0177");
  return booking;
}

test("staff book two guests by phone, paid by check at the counter: the order and its history say so", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("phone-check");
  await openBookByPhone(page, javaScriptEnabled);

  await page.getByRole("form", { name: "How many" }).getByLabel("Guests").fill("2");
  await page.getByRole("button", { name: "Ask for their names" }).click();
  await expect(page.getByLabel("Guest 2 first name")).toBeVisible();

  const booking = await fillCaller(page, email, "Lucy");
  // Refused first: a check needs its number, and nothing is booked.
  await booking.getByLabel("Guest 1 first name").fill("Lucy");
  await booking.getByLabel("Guest 1 last name").fill("Caller");
  await booking.getByLabel("Guest 2 first name").fill("Max");
  await booking.getByLabel("Guest 2 last name").fill("Caller");
  await booking.getByRole("radio", { name: "Paid by check at the counter" }).check();
  await booking.getByRole("button", { name: "Book" }).click();
  await expect(page.getByText("Enter the check's number")).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByLabel("Guest 2 first name")).toHaveValue("Max");

  await page.getByLabel("Check number or note (counter payments)").fill("#1042");
  await page.getByRole("button", { name: "Book" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/, AFTER_SUBMIT);
  await expect(page.getByText(/ by check at the counter/).first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Registrations" }).getByRole("link", { name: /^(Lucy|Max) Caller$/ })).toHaveCount(2);
  const orderPath = new URL(page.url()).pathname;

  // The order's history (a manager reads it: audit.view) says who booked it and how it was paid.
  await signInSeeded(page, MANAGER);
  await page.goto(orderPath);
  await expect(page.getByText(/Ana Morales booked 2 seats of .* by phone for Lucy Caller, paid by check \(#1042\) at the counter/)).toBeVisible();

  // The order is in the list, found by the caller's e-mail.
  await dismissToasts(page);
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("table").getByRole("link", { name: /^CVK-/ })).toHaveCount(1);
});

test("staff e-mail a pay link; the caller opens it and pays by card; the link then says it is paid", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("phone-link");
  const classPath = await openBookByPhone(page, javaScriptEnabled);

  const booking = await fillCaller(page, email, "Nora");
  await booking.getByLabel("Guest 1 first name").fill("Nora");
  await booking.getByLabel("Guest 1 last name").fill("Caller");
  await booking.getByRole("radio", { name: "E-mail a pay link (pays by card)" }).check();
  await booking.getByRole("button", { name: "Book" }).click();
  await expect(page).toHaveURL(new RegExp(`${classPath}/attendees$`), AFTER_SUBMIT);
  await expect(page.getByText(`e-mailed to ${email}`)).toBeVisible();

  // The caller, in a browser of their own, from the e-mail.
  const caller = await browser.newPage({ javaScriptEnabled });
  let link = "";
  await expect
    .poll(async () => {
      const mailbox = await (await caller.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
      link = /(\/pay-link\/[A-Za-z0-9_-]{43})/.exec(mailbox)?.[1] ?? "";
      return link;
    }, AFTER_SUBMIT)
    .not.toBe("");
  await caller.goto(link);
  await expect(caller.getByRole("heading", { level: 1, name: "Pay for your booking" })).toBeVisible();
  await expect(caller.getByRole("table", { name: "Your booking" })).toContainText("1");
  await caller.getByRole("button", { name: /^Pay \$[\d,.]+ by card$/ }).click();
  await payWithCard(caller, "4242 4242 4242 4242");
  await expect(caller).toHaveURL(new RegExp(`${link}(\\?|$)`), AFTER_SUBMIT);
  await expect(caller.getByRole("heading", { level: 1, name: "Paid: thank you!" })).toBeVisible();
  await expect(caller.getByText(/order CVK-\d+/)).toBeVisible();
  await caller.close();

  // Staff see the order, and its history says how it was booked.
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await page.getByRole("table").getByRole("link", { name: /^CVK-/ }).click();
  await expect(page.getByRole("table", { name: "Registrations" }).getByRole("link", { name: "Nora Caller" })).toBeVisible();
  await expect(page.getByText(/ by card \(sandbox\)/)).toBeVisible();
});

test("an unknown pay link is a 404 page", async ({ page }) => {
  const answer = await page.goto(`/pay-link/${"A".repeat(43)}`);
  expect(answer?.status()).toBe(404);
});
