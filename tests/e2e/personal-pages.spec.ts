/**
 * Issue 29 part 1 (decision 076): a visitor with a session gets the same kept catalog page as
 * everyone, with only their own cart count, account and token written in. Two customers in two
 * sessions, pages cold and warm, JavaScript on and off: neither ever sees the other's cart count,
 * name or console link, a visitor without a session sees none, and with JavaScript the page
 * hydrates to what was written without a mismatch.
 */
import { expect, test, type Browser, type Page } from "./fixtures";
import { addOpenClassToCart, dismissToasts, openClassWithSeats } from "./cart-helpers";
import { SEEDED_CUSTOMER, signInSeeded } from "./auth-support";

// Signed in by e-mail link, the header names an account by its e-mail (no name in the token).
const MANAGER = { email: "daniel.olsen@cachevalleykitchen.com", label: /^Your account \(signed in as daniel\.olsen@cachevalleykitchen\.com\)$/ };

test.describe.configure({ timeout: 120_000 });

interface Visitor {
  page: Page;
  cart: RegExp;
  account: RegExp;
  console: boolean;
  /** React's complaints about the server's HTML (JavaScript on). */
  errors: string[];
}

async function visitor(browser: Browser, javaScriptEnabled: boolean, expected: Omit<Visitor, "page" | "errors">): Promise<Visitor> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match|Minified React error #(418|419|422|423|425)/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, ...expected };
}

/** Opens `path` and checks the header is this visitor's, and after React started still is. */
async function expectOwnHeader(who: Visitor, path: string, javaScriptEnabled: boolean): Promise<string> {
  const response = await who.page.goto(path);
  expect(response?.status()).toBe(200);
  const banner = who.page.getByRole("banner");
  await expect(banner.getByRole("link", { name: who.cart })).toBeVisible();
  await expect(banner.getByRole("link", { name: who.account })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Console", exact: true })).toHaveCount(who.console ? 1 : 0);
  if (javaScriptEnabled) {
    await who.page.waitForFunction(() => (window as unknown as { __shopHydrating?: boolean }).__shopHydrating === true);
    // After hydration: what React drew from the hydration data is what the server wrote.
    await who.page.waitForTimeout(300);
    await expect(banner.getByRole("link", { name: who.cart })).toBeVisible();
    await expect(banner.getByRole("link", { name: who.account })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Console", exact: true })).toHaveCount(who.console ? 1 : 0);
  }
  return response?.headers()["x-page-cache"] ?? "none";
}

test("two customers and a newcomer each see only their own header on every catalog page, cold and warm", async ({ browser, javaScriptEnabled }) => {
  // Customer one: signed in with one class in the cart.
  const one = await visitor(browser, javaScriptEnabled, { cart: /^Cart, 1 item$/, account: /^Your account \(signed in as .+\)$/, console: false });
  await signInSeeded(one.page, SEEDED_CUSTOMER.email);
  await openClassWithSeats(one.page);
  const classPath = new URL(one.page.url()).pathname;
  await addOpenClassToCart(one.page, javaScriptEnabled);
  await dismissToasts(one.page);
  // Customer two: staff, signed in, an empty cart; a newcomer without a session.
  const two = await visitor(browser, javaScriptEnabled, { cart: /^Cart, 0 items$/, account: MANAGER.label, console: true });
  await signInSeeded(two.page, MANAGER.email);
  const newcomer = await visitor(browser, javaScriptEnabled, { cart: /^Cart, 0 items$/, account: /^Your account$/, console: false });
  const oneName = /signed in as (.+)\)/.exec((await one.page.getByRole("link", { name: /^Your account/ }).first().getAttribute("aria-label")) ?? "")?.[1] ?? "";
  expect(oneName.length).toBeGreaterThan(0);
  expect(oneName).not.toBe(MANAGER.email);

  const served: string[] = [];
  for (const path of ["/classes", "/pickup", "/delivery", "/menu", "/choose-menu", "/newsroom", classPath]) {
    // Cold for one of them (the first to ask renders the shared page), then warm for the others.
    for (const who of [one, two, newcomer, one, two]) served.push(await expectOwnHeader(who, path, javaScriptEnabled));
    await expect(two.page.getByText(oneName)).toHaveCount(0);
    await expect(newcomer.page.getByText(oneName)).toHaveCount(0);
  }
  // The customers' pages came from the shared page, made theirs.
  expect(served.filter((cache) => cache.startsWith("personal")).length).toBeGreaterThan(10);
  for (const who of [one, two, newcomer]) expect(who.errors).toEqual([]);

  // The token written into the kept page's form is customer one's own: adding works.
  await one.page.goto(classPath);
  await addOpenClassToCart(one.page, javaScriptEnabled);
  await expect(one.page.getByRole("banner").getByRole("link", { name: /^Cart, [12] items?$/ })).toBeVisible();
  for (const who of [one, two, newcomer]) await who.page.context().close();
});
