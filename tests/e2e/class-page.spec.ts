/**
 * The class page's buy box and what a booker needs (issue 11, decision 038), with JavaScript on
 * and off: what is picked is what is paid, the phone's Add to cart in the first screen, the
 * policy, waiver, map and calendar links, and the class's .ics in its kitchen's time zone.
 */
import { expect as baseExpect, test } from "./fixtures";
import { BOOKING_POLICY } from "../../workers/core/booking-policy";
import { addOpenClassToCart, cents, dismissToasts, fillCheckoutDetails, openClassWithSeats, payWithCard, totals, uniqueEmail } from "./cart-helpers";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 60_000 });

test("choosing Full, 6 meals puts exactly the price on its label in the cart", async ({ page, javaScriptEnabled }) => {
  const name = await openClassWithSeats(page);
  const full = page.getByRole("radio", { name: /^Full \(serves [^)]+\), 6 meals: \$/ });
  const label = (await full.locator("xpath=..").textContent()) ?? "";
  const price = cents(label);
  await full.check();
  const chosen = await full.inputValue();
  await page.getByRole("button", { name: "Add to cart" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
    await page.goto("/cart");
  } else {
    await expect(page).toHaveURL(/\/cart$/);
  }
  const [sizeId, quantityId] = chosen.split(":");
  const line = page.getByRole("article", { name });
  await expect(line.getByLabel(/^Portion size/)).toHaveValue(sizeId!);
  await expect(line.getByLabel(/^Meals/)).toHaveValue(quantityId!);
  expect(cents((await line.locator(".cart-line__amounts dd").first().textContent()) ?? "")).toBe(price);
  expect(cents((await totals(page)).Subtotal ?? "")).toBe(price);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page.locator(".checkout-summary")).toContainText(name);
  expect(cents((await page.locator(".checkout-summary .totals__row--subtotal dd").textContent()) ?? "")).toBe(price);
});

test("the price follows the choice: one price line with JavaScript, each label's price without", async ({ page, javaScriptEnabled }) => {
  await openClassWithSeats(page);
  const full = page.getByRole("radio", { name: /^Full \(serves [^)]+\), 12 meals: \$/ });
  const price = (await full.locator("xpath=..").textContent())?.match(/\$[\d,.]+/)?.[0];
  expect(price).toBeTruthy();
  await full.check();
  if (javaScriptEnabled) await expect(page.locator(".add-to-cart__price strong")).toHaveText(price!);
  // Without JavaScript nothing could keep a separate price line true: the labels carry the prices
  // (the line is there, empty, so that nothing moves when scripts run).
  else await expect(page.locator(".add-to-cart__price")).toHaveText("");
});

test("the class page has the policy, what to bring, the waiver, a map and a calendar link", async ({ page }) => {
  await openClassWithSeats(page, 1);
  await expect(page.getByRole("heading", { level: 2, name: "Cancelling and moving" })).toBeVisible();
  await expect(page.getByText(BOOKING_POLICY.summary)).toBeVisible();
  await expect(page.getByRole("link", { name: BOOKING_POLICY.linkText })).toHaveAttribute("href", "/policies#classes");
  await expect(page.getByRole("heading", { level: 2, name: "What to bring" })).toBeVisible();
  await expect(page.getByRole("link", { name: "liability waiver", exact: true })).toHaveAttribute("href", "/liability-waiver");
  await expect(page.getByRole("link", { name: /^Open the map/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(page.getByRole("link", { name: /\(\.ics\)$/ })).toHaveAttribute("href", /^\/classes\/[A-Z]{3}-\d{8}-\d{4}-IP(-[A-Z0-9]+)?\.ics$/);
});

test("the .ics download starts at the class's time in the kitchen's time zone", async ({ page, request }) => {
  await openClassWithSeats(page, 1);
  const href = (await page.getByRole("link", { name: /\(\.ics\)$/ }).getAttribute("href"))!;
  const startsAt = (await page.locator(".class-page__when time").getAttribute("datetime"))!;
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  expect(response.headers()["content-disposition"]).toContain(".ics");
  const text = await response.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  // The seed's kitchens are in Utah and Idaho: America/Denver or America/Boise.
  const start = /\r\nDTSTART;TZID=(America\/[A-Za-z_]+):(\d{8}T\d{6})\r\n/.exec(text);
  expect(start).not.toBeNull();
  const [, zone, stamp] = start!;
  expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${zone}\r\n`);
  const wall = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
    .format(new Date(startsAt))
    .replace(/\D/g, "");
  expect(stamp!.replace("T", "")).toBe(wall);
  for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
});

test("the order confirmation's .ics holds the booked class at its kitchen's time", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const name = await openClassWithSeats(page, 3);
  const startsAt = (await page.locator(".class-page__when time").getAttribute("datetime"))!;
  await addOpenClassToCart(page, javaScriptEnabled);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await fillCheckoutDetails(page, uniqueEmail("ics"));
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/confirmation$/);
  const link = page.getByRole("link", { name: /to your calendar \(\.ics\)$/ });
  await expect(link).toHaveAttribute("href", "/confirmation.ics");
  // The browser's own session: the same capability as the confirmation page.
  const response = await page.request.get("/confirmation.ics");
  expect(response.status()).toBe(200);
  const text = (await response.text()).replace(/\r\n /g, "");
  expect(text).toContain(`SUMMARY:${name.replace(/[,;]/g, (char) => `\\${char}`)}`);
  const [, zone, stamp] = /\r\nDTSTART;TZID=(America\/[A-Za-z_]+):(\d{8}T\d{6})\r\n/.exec(text) ?? [];
  expect(zone).toBeTruthy();
  const wall = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
    .format(new Date(startsAt))
    .replace(/\D/g, "");
  expect(stamp!.replace("T", "")).toBe(wall);
  // Another browser has no such order.
  const stranger = await page.context().browser()!.newContext();
  expect((await stranger.request.get(`${new URL(page.url()).origin}/confirmation.ics`)).status()).toBe(404);
  await stranger.close();
});

test("on a phone the Add to cart button is in the first screen", async ({ browser, javaScriptEnabled }) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The hardest case, not a random one: next month's meal-assembly class with the longest name (the most lines above the buy box).
  await page.goto("/classes");
  const nextMonth = await page.getByLabel("Month", { exact: true }).locator("option").nth(1).getAttribute("value");
  await page.goto(`/classes?month=${nextMonth}&type=1`);
  const classes = await page
    .locator(".class-row__link")
    .evaluateAll((links) => links.map((link) => ({ name: (link.textContent ?? "").trim(), href: link.getAttribute("href") ?? "" })));
  expect(classes.length).toBeGreaterThan(0);
  const longest = classes.reduce((best, next) => (next.name.length > best.name.length ? next : best));
  await page.goto(longest.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(longest.name);
  const box = await page.getByRole("button", { name: "Add to cart" }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  await context.close();
});

test("a pickup and a delivery are not classes: no seats, host or duration, and a delivery no kitchen address", async ({ page }) => {
  await page.goto("/pickup");
  await page.locator(".class-row__link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: "Book this pickup" })).toBeVisible();
  const facts = page.locator(".facts");
  await expect(facts).toContainText("Window");
  for (const word of ["Seats", "Host", "Duration"]) await expect(facts.getByText(word, { exact: true })).toHaveCount(0);
  await expect(page.locator(".class-page__details address")).toBeVisible();

  await page.goto("/delivery");
  await page.locator(".class-row__link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: /^Book this (delivery|shipment)$/ })).toBeVisible();
  await expect(page.locator(".class-page__details address")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Open the map/ })).toHaveCount(0);
  await expect(page.getByText("At the address you give at checkout")).toBeVisible();
});
