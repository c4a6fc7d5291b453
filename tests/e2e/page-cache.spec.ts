import { expect as baseExpect, test, type APIRequestContext } from "./fixtures";
import { addOpenClassToCart, dismissToasts, fillCheckoutDetails, openClassWithSeats, uniqueEmail } from "./cart-helpers";

/**
 * The page cache (decision 042): a visitor without a session gets the catalog page every such
 * visitor gets (no cookie, no token), its forms still pass the anti-forgery check, a visitor with
 * a session gets their own page, and a seat change is shown at once.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

/** A cookie-less GET of `path`, as a brand-new visitor: its page-cache header, seats and cookies. */
async function anonymous(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: "" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  return {
    cache: response.headers()["x-page-cache"] ?? "none",
    setsCookie: response.headers()["set-cookie"] !== undefined,
    seats: /(\d+) seats? left/.exec(html)?.[1],
  };
}

/**
 * The kept page of `path`, asked for until it is served from the cache: tests running alongside
 * may take a seat of the same class between two requests, and a seat change rightly makes the
 * next visitor's page anew (then stored, the one after a hit).
 */
async function kept(request: APIRequestContext, path: string) {
  let page: Awaited<ReturnType<typeof anonymous>> | undefined;
  await expect.poll(async () => (page = await anonymous(request, path)).cache).toBe("hit");
  return page!;
}

test("a brand-new visitor adds to cart from a kept class page; with a session the page is their own", async ({ page, javaScriptEnabled, request }) => {
  const name = await openClassWithSeats(page);
  const classPath = new URL(page.url()).pathname;
  // The page this visitor was shown is the one everybody without a session gets: no token in it.
  await expect(page.locator('form.add-to-cart [name="csrf"]')).toHaveValue("");
  expect(await page.context().cookies()).toEqual([]);
  const shared = await kept(request, classPath);
  expect(shared.setsCookie).toBe(false);

  // Its Add to cart passes the anti-forgery check (the browser's Origin) and issues the token.
  await addOpenClassToCart(page, javaScriptEnabled);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart, 1 item$/ })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("cvk_session");

  // With a session: the shared page made this visitor's (decision 076), with the header's count
  // and their token in the form.
  const own = await page.goto(classPath);
  expect(own?.headers()["x-page-cache"]).toMatch(/^personal/);
  await expect(page.getByRole("link", { name: /^Cart, 1 item$/ })).toBeVisible();
  await expect(page.locator('form.add-to-cart [name="csrf"]')).not.toHaveValue("");
});

test("a seat change shows at once on the kept class page", async ({ page, javaScriptEnabled, request }) => {
  await openClassWithSeats(page);
  const classPath = new URL(page.url()).pathname;
  const before = await kept(request, classPath);
  const seats = Number(before.seats);
  expect(seats).toBeGreaterThan(0);
  // A checkout holds a seat (the api raises the seat version, decision 036).
  await addOpenClassToCart(page, javaScriptEnabled);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await fillCheckoutDetails(page, uniqueEmail("page-cache"));
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await expect(page).toHaveURL(/\/pay\/cs_sandbox_/);
  const after = await anonymous(request, classPath);
  expect(after.cache).not.toBe("hit");
  // Other tests may hold seats of the same class meanwhile: at least this hold shows.
  expect(Number(after.seats)).toBeLessThanOrEqual(seats - 1);
});
