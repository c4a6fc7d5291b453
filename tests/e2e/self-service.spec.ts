/**
 * Self-service changes (decisions 033 and 054), JavaScript on and off: a guest books two classes,
 * signs up with the same e-mail (verified by the sign-in link) and finds both orders in the
 * account, moves one class to another date — offered only dates of the same class, at the same
 * price with no money moving — and cancels the other; the refund and the e-mails follow.
 */
import { expect, test, type Page } from "./fixtures";
import { AFTER_SUBMIT, emailLinkTokens, establishSession, uniqueEmail, uniquePhone } from "./auth-support";
import { bookAClass, dismissToasts, SEEDED_CLASS_HREF } from "./cart-helpers";

/**
 * Opens a meal-assembly class of next month at a seeded kitchen with room for 3 that has a later
 * date of the same class (same title) with a free seat, so a move has somewhere to go.
 */
async function openClassWithLaterDate(page: Page): Promise<string> {
  await page.goto("/classes");
  const nextMonth = await page.getByLabel("Month", { exact: true }).locator("option").nth(1).getAttribute("value");
  await page.goto(`/classes?month=${nextMonth}&type=1`);
  const rows = page.locator(".class-row");
  const names = (await rows.locator(".class-row__link").allTextContents()).map((text) => text.trim());
  const seats = (await rows.locator(".class-row__seats").allTextContents()).map((text) => Number(/(\d+) seats? left/.exec(text)?.[1] ?? 0));
  const hrefs = await rows.locator(".class-row__link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const pick = names.findIndex(
    (name, index) => seats[index]! >= 3 && SEEDED_CLASS_HREF.test(hrefs[index]!) && names.some((other, later) => later > index && other === name && seats[later]! > 0),
  );
  expect(pick).toBeGreaterThanOrEqual(0);
  await page.goto(hrefs[pick]!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[pick]!);
  return names[pick]!;
}

async function signUp(page: Page, email: string) {
  expect(await establishSession(page, await emailLinkTokens(page.request, email))).toMatch(/^\/login\?screen=register/);
  await page.goto("/login?screen=register");
  const main = page.getByRole("main");
  await main.getByLabel("First name", { exact: true }).fill("Casey");
  await main.getByLabel("Last name", { exact: true }).fill("Tester");
  await main.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);
}

test("a guest's orders appear after signing up; one class moves to another date, the other is canceled and refunded", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.slow(); // two checkouts, a sign-up and two changes
  const email = uniqueEmail("selfservice", testInfo);
  const first = await bookAClass(browser, javaScriptEnabled, email, openClassWithLaterDate);
  const second = await bookAClass(browser, javaScriptEnabled, email);

  await signUp(page, email);
  await page.goto("/account/orders");
  const orders = page.locator(".order-card");
  await expect(orders).toHaveCount(2);

  // Move the first class. (Seat counts are the worker tests' business: the class pages are
  // served from the edge cache until the cache purge hook forgets them.)
  await page.getByRole("link", { name: new RegExp(`^Cancel or move to another date — ${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first().click();
  await expect(page).toHaveURL(/\/account\/bookings\/\d+$/);
  const bookingUrl = page.url();
  // Only dates of the same class are offered, each naming it; at the same price no money moves.
  const choices = page.getByRole("radio");
  expect(await choices.count()).toBeGreaterThan(0);
  for (const label of await page.locator(".radio-row label").allTextContents()) expect(label.startsWith(`${first} — `)).toBe(true);
  const option = page.getByRole("radio").and(page.locator(":not([disabled])")).first();
  const seatsThere = Number(/(\d+) seats? left/.exec((await page.locator(`label[for="${await option.getAttribute("id")}"]`).textContent()) ?? "")?.[1]);
  expect(seatsThere).toBeGreaterThan(0);
  await option.check();
  await page.getByRole("button", { name: "Move to another date" }).click();
  await expect(page).toHaveURL(/\/move\?classId=\d+$/);
  await expect(page.getByText("The new date costs the same: nothing is charged and nothing is refunded.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, move to this date" }).click();
  await expect(page).toHaveURL(bookingUrl, AFTER_SUBMIT);
  await expect(page.getByText(/^Moved from /)).toBeVisible();
  await expect(page.getByText("This registration was moved once already")).toBeVisible();
  await expect(page.getByText(/refunded \$/)).toHaveCount(0);
  await page.goto("/account/orders");
  await expect(page.getByText("Canceled and refunded")).toHaveCount(0);
  await expect(page.getByText("PARTIALLY_REFUNDED")).toHaveCount(0);

  // Cancel the second class.
  await dismissToasts(page);
  await page.getByRole("link", { name: new RegExp(`^Cancel or move to another date — ${second.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first().click();
  await expect(page).toHaveURL(/\/account\/bookings\/\d+$/);
  const refund = (await page.getByText(/we refund \$[\d.]+/).first().textContent().catch(() => null)) ?? "";
  await page.getByRole("link", { name: "Cancel this class" }).click();
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\/cancel$/);
  const dialogOrPage = javaScriptEnabled ? page.getByRole("dialog") : page.getByRole("main");
  const amount = /\$[\d.]+/.exec((await dialogOrPage.getByText(/we refund/).textContent()) ?? refund)?.[0];
  expect(amount).toBeTruthy();
  await dialogOrPage.getByRole("button", { name: "Yes, cancel this class" }).click();
  await expect(page).toHaveURL(/\/account\/bookings\/\d+$/, AFTER_SUBMIT);
  await expect(page.getByText("Canceled and refunded")).toBeVisible();
  await expect(page.getByText(`refunded ${amount}`)).toBeVisible();
  await page.goto("/account/orders");
  await expect(page.getByText("Canceled and refunded")).toHaveCount(1);

  // The e-mails, in the development mailbox.
  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(mailbox).toContain("Moved:");
  expect(mailbox).toContain("Canceled:");
});
