/**
 * Self-service changes (decisions 033 and 054), JavaScript on and off: a guest books two classes,
 * signs up with the same e-mail (verified by the sign-in link) and finds both orders in the
 * account, moves one class to another date — offered only dates of the same class, at the same
 * price with no money moving — and cancels the other; the refund and the e-mails follow. A
 * couple's Date Night (two registrations, decision 040) moves and cancels as one.
 */
import { LOCATIONS } from "../../drizzle/seed/data";
import { expect, test, type Page } from "./fixtures";
import { AFTER_SUBMIT, emailLinkTokens, registerCustomer, uniqueEmail } from "./auth-support";
import { addOpenClassToCart, bookAClass, cents, dismissToasts, fillCheckoutContact, openClassWithSeats, payWithCard, SEEDED_CLASS_HREF } from "./cart-helpers";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Opens a meal-assembly class of the month after next at a seeded kitchen with room for 3 that has
 * a later date of the same class (same title) with a free seat, so a move has somewhere to go. Not
 * next month: on its last days this month, next month's first classes are inside the 72-hour
 * policy and offer no move (the spec failed on November 28 with a December 1 class).
 */
async function openClassWithLaterDate(page: Page): Promise<string> {
  await page.goto("/classes");
  const nextMonth = await page.getByLabel("Month", { exact: true }).locator("option").nth(2).getAttribute("value");
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
  await registerCustomer(page, await emailLinkTokens(page.request, email), { first: "Casey", last: "Tester" });
}

test("a guest's orders appear after signing up; one class moves to another date, the other is canceled and refunded", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.slow(); // two checkouts, a sign-up and two changes
  const email = uniqueEmail("selfservice", testInfo);
  const first = await bookAClass(browser, javaScriptEnabled, email, openClassWithLaterDate);
  const second = await bookAClass(browser, javaScriptEnabled, email, (booking) => openClassWithSeats(booking, 3, 2));

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

/** A kitchen's sales tax by the code that starts a seeded class's sku: a move between equal rates moves no money. */
const TAX_RATE_BY_CODE = new Map(LOCATIONS.map((location) => [location.code, location.tax_rate_bps]));

/**
 * Opens a Date Night (class type 5, sold per couple) of next month at a seeded kitchen with room
 * for a couple that has a later date of the same title with room for a couple at a kitchen of the
 * same tax rate (so the move costs the same), next month or the one after; at random among them,
 * so the two projects running at once seldom share a class.
 */
async function openDateNightWithLaterDate(page: Page): Promise<string> {
  await page.goto("/classes");
  const months = (await page.getByLabel("Month", { exact: true }).locator("option").evaluateAll((options) => options.map((option) => option.getAttribute("value") ?? ""))).slice(1, 3);
  const rows: Array<{ name: string; seats: number; href: string; month: number }> = [];
  for (const [month, value] of months.entries()) {
    await page.goto(`/classes?month=${value}&type=5`);
    const list = page.locator(".class-row");
    const names = (await list.locator(".class-row__link").allTextContents()).map((text) => text.trim());
    const seats = (await list.locator(".class-row__seats").allTextContents()).map((text) => Number(/(\d+) seats? left/.exec(text)?.[1] ?? 0));
    const hrefs = await list.locator(".class-row__link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    names.forEach((name, index) => rows.push({ name, seats: seats[index]!, href: hrefs[index]!, month }));
  }
  // A seeded sku: /classes/LOG-20261212-1900-IP — the kitchen's code, then the date and time.
  const parts = (href: string) => /\/classes\/([A-Z]+)-(\d{8}-\d{4})-IP$/.exec(href);
  const roomy = rows.filter((row) => row.seats >= 2 && SEEDED_CLASS_HREF.test(row.href));
  const candidates = roomy.filter(
    (row) =>
      row.month === 0 &&
      roomy.some(
        (later) =>
          later.name === row.name &&
          parts(later.href)![2]! > parts(row.href)![2]! &&
          TAX_RATE_BY_CODE.get(parts(later.href)![1]!) === TAX_RATE_BY_CODE.get(parts(row.href)![1]!),
      ),
  );
  expect(candidates.length, "a Date Night with a later date of the same title and tax").toBeGreaterThan(0);
  const pick = candidates[Math.floor(Math.random() * candidates.length)]!;
  await page.goto(pick.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pick.name);
  await expect(page.locator(".class-page__head .eyebrow")).toContainText("Date Night");
  return pick.name;
}

test("a couple's Date Night is moved to another date and then canceled as one: both guests move, both seats are refunded together", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(150_000); // a sign-up, a checkout, a move and a cancel, each checked on both registrations
  const email = uniqueEmail("couple", testInfo);
  await signUp(page, email);

  // The class page sells couples: one couple is the first choice, priced per couple.
  const name = await openDateNightWithLaterDate(page);
  const couples = page.getByRole("group", { name: "Number of couples" });
  await expect(couples.getByRole("radio", { name: /^1 couple \$/ })).toBeChecked();
  await addOpenClassToCart(page, javaScriptEnabled);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The contact details (the guests' fieldsets ask for names as well).
  await fillCheckoutContact(page, email);
  // A couple is two guests: the checkout asks each one's name.
  const guests = [
    { first: "Ana", last: "Cruz" },
    { first: "Ben", last: "Cruz" },
  ];
  for (const [index, guest] of guests.entries()) {
    const fieldset = page.getByRole("group", { name: new RegExp(`^Couple 1, guest ${index + 1} · ${escape(name)}`) });
    await fieldset.getByLabel("First name").fill(guest.first);
    await fieldset.getByLabel("Last name").fill(guest.last);
  }
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/confirmation$/);

  // The order in the account: one order, two registrations of the class, one per guest.
  await page.goto("/account/orders");
  const orderClasses = page.locator(".order-card").filter({ hasText: name }).locator(".order-class");
  await expect(orderClasses).toHaveCount(2);
  const bookingLinks = page.getByRole("link", { name: new RegExp(`^Cancel or move to another date — ${escape(name)}`) });
  await expect(bookingLinks).toHaveCount(2);
  const bookingPaths = await bookingLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const paid = cents((await page.locator(".order-card").filter({ hasText: name }).locator(".order-card__total").textContent()) ?? "");

  // One registration's page speaks for the couple; the move offers only dates of the class with room for both.
  await page.goto(bookingPaths[0]!);
  await expect(page.getByText("Booked together in this order: 2 seats (Ana Cruz, Ben Cruz).")).toBeVisible();
  const labels = await page.locator(".radio-row label").allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label.startsWith(`${name} — `), label).toBe(true);
    expect(Number(/(\d+) seats? left/.exec(label)?.[1]), label).toBeGreaterThanOrEqual(2);
  }
  await expect(page.getByRole("group", { name: new RegExp(`^Choose the new date for both seats of your couple \\(Ana Cruz and Ben Cruz\\): only dates of ${escape(name)} with room for all 2`) })).toBeVisible();
  const same = page.locator(".radio-row").filter({ hasText: "The new date costs the same: nothing is charged and nothing is refunded." });
  expect(await same.count(), "a date of the same class at the same price").toBeGreaterThan(0);
  const row = same.nth(Math.floor(Math.random() * (await same.count())));
  // "Date Night: Tuscan Favorites — Saturday, December 12, 2026, 7:00 PM MST · Logan, Logan — 4 seats left. …"
  const [when, where] = ((await row.locator("label").textContent()) ?? "").slice(`${name} — `.length).split(" — ")[0]!.split(" · ");
  const kitchen = where!.slice(0, where!.lastIndexOf(", "));
  await row.getByRole("radio").check();
  await page.getByRole("button", { name: "Move to another date" }).click();
  await expect(page).toHaveURL(/\/move\?classId=\d+$/);
  await expect(page.getByText("Moving both seats of your couple (Ana Cruz and Ben Cruz):")).toBeVisible();
  await expect(page.getByText("The new date costs the same: nothing is charged and nothing is refunded.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, move to this date" }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(bookingPaths[0]!)}$`), AFTER_SUBMIT);
  await expect(page.getByText(/^Moved from /)).toBeVisible();

  // Both guests are on the new date, each registration's page says so, and no money moved.
  for (const path of bookingPaths) {
    await page.goto(path);
    const state = page.getByRole("region", { name: /’s seat/ });
    await expect(state.getByText(`${name} — ${when} · ${where}`, { exact: true })).toBeVisible();
    await expect(state.getByText(/^Moved from /)).toBeVisible();
    await expect(state.locator(".badge")).toHaveText("Booked");
    await expect(state.getByText(/refunded \$/)).toHaveCount(0);
  }
  await page.goto("/account/orders");
  const order = page.locator(".order-card").filter({ hasText: name });
  await expect(order.locator(".order-class")).toHaveCount(2);
  for (const index of [0, 1]) await expect(order.locator(".order-class").nth(index)).toContainText(`${when} · ${kitchen}`);
  await expect(order.locator(".order-card__head .badge")).toHaveText("Paid");
  expect(cents((await order.locator(".order-card__total").textContent()) ?? "")).toBe(paid);

  // One cancel gives up both seats and refunds both.
  await dismissToasts(page);
  await page.goto(bookingPaths[1]!);
  await page.getByRole("link", { name: "Cancel all 2 seats" }).click();
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\/cancel$/);
  const dialogOrPage = javaScriptEnabled ? page.getByRole("dialog") : page.getByRole("main");
  const consequence = dialogOrPage.getByText(/^Both seats of your couple \(Ana Cruz and Ben Cruz\) will be given up and we refund \$/);
  await expect(consequence).toBeVisible();
  const refund = cents((await consequence.textContent()) ?? "");
  await dialogOrPage.getByRole("button", { name: "Yes, cancel all 2 seats" }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(bookingPaths[1]!)}$`), AFTER_SUBMIT);
  // With JavaScript the dialog posts from this very address: the URL says nothing yet, the seat's state does.
  // (Going to another page before the answer came abandons the post, and nothing is canceled.)
  await expect(page.getByRole("region", { name: /’s seat/ }).locator(".badge")).toHaveText("Canceled and refunded", AFTER_SUBMIT);
  let refunded = 0;
  for (const path of bookingPaths) {
    await page.goto(path);
    const state = page.getByRole("region", { name: /’s seat/ });
    await expect(state.locator(".badge")).toHaveText("Canceled and refunded");
    const seat = ((await state.getByText(/ · refunded \$/).textContent()) ?? "").split(" · refunded ");
    // "Order … · this seat $79.98 · refunded $79.98": each seat refunded in full.
    expect(cents(seat[1]!)).toBe(cents(seat[0]!));
    refunded += cents(seat[1]!);
  }
  expect(refunded).toBe(refund);
  expect(refund).toBe(paid);
  await page.goto("/account/orders");
  await expect(order.locator(".order-class .tag")).toHaveText(["Canceled and refunded", "Canceled and refunded"]);
  await expect(order.getByText("Cancel or move to another date")).toHaveCount(0);
  await expect(order.locator(".order-card__head .badge")).toHaveText("Refunded");
  await expect(page.getByText(/PARTIALLY_REFUNDED|REFUNDED/)).toHaveCount(0);
});
