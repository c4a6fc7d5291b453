/**
 * Issue 30, decision 069, with JavaScript on and off: tabbing through /cart and /checkout on a
 * phone, and from /classes to a confirmation with the keyboard alone (decision 088), no focused
 * element is covered by a fixed or sticky element (WCAG 2.2 focus not obscured: the cart's
 * "Amount due / Go to checkout" bar, the sticky header); with JavaScript,
 * closing the cookie banner leaves the focus on the page, not on the body.
 */
import { expect as baseExpect, test, type Locator, type Page } from "./fixtures";
import { addOpenClassToCart, dismissToasts, fillCard, fillCheckoutDetails, openClassWithSeats, uniqueEmail } from "./cart-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The focused element and the fixed or sticky elements drawn over its box (after the browser
 * scrolled it into view): what elementFromPoint finds at its centre and at its four corners (1px
 * inside), when that lies in a fixed or sticky element that is not the focused one's ancestor.
 * Null when the focus left the page.
 */
function focusedAndCovering(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${typeof element.className === "string" && element.className ? `.${element.className.split(" ").join(".")}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const pinned = (element: Element | null): Element | null => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        if (["fixed", "sticky"].includes(getComputedStyle(at).position)) return at;
      }
      return null;
    };
    const box = focused.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ];
    const covering = new Set<string>();
    if (box.width > 2 && box.height > 2) {
      for (const [x, y] of points) {
        if (x! < 0 || y! < 0 || x! >= innerWidth || y! >= innerHeight) continue;
        const top = document.elementFromPoint(x!, y!);
        if (!top || focused.contains(top) || top.contains(focused)) continue;
        const bar = pinned(top);
        if (bar && !bar.contains(focused)) covering.add(describe(bar));
      }
    }
    return { focused: describe(focused), covering: [...covering] };
  });
}

/** Tabs from the top of the page to its end; every focused element must be in plain sight. */
async function tabThrough(page: Page, path: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen: string[] = [];
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press("Tab");
    const state = await focusedAndCovering(page);
    if (state === null) break;
    expect(state.covering, `${path}: focus on ${state.focused} is covered`).toEqual([]);
    seen.push(state.focused);
  }
  return seen;
}

/**
 * Tabs (or with "Shift+Tab" back) from where the focus is until `target` has it, as a keyboard
 * user reaches a control; every focused element on the way must be in plain sight.
 */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  const path = new URL(page.url()).pathname;
  for (let presses = 0; presses < 250; presses++) {
    await page.keyboard.press(key);
    const state = await focusedAndCovering(page);
    if (state === null) continue;
    expect(state.covering, `${path}: focus on ${state.focused} is covered`).toEqual([]);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${path}: the keyboard never reached ${target}`);
}

test("tabbing through /cart and /checkout on a phone, no focused element hides under a fixed bar", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  await openClassWithSeats(page);
  await addOpenClassToCart(page, javaScriptEnabled);
  await dismissToasts(page);
  await page.goto("/cart");
  await expect(page.locator(".checkout-bar")).toBeVisible();
  const onCart = await tabThrough(page, "/cart");
  // It went through the cart's fields down to the footer.
  expect(onCart.some((focused) => focused.includes("Promotion") || focused.startsWith("input"))).toBe(true);
  expect(onCart.length).toBeGreaterThan(15);

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  const onCheckout = await tabThrough(page, "/checkout");
  expect(onCheckout.length).toBeGreaterThan(10);
});

test("from /classes to a confirmation with the keyboard, no focused element is ever covered", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  // A roomy class of next month, then its list as a keyboard user finds it there.
  const name = await openClassWithSeats(page, 3);
  const classPath = new URL(page.url()).pathname;
  await page.goBack();
  await expect(page).toHaveURL(/\/classes\?/);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, page.locator(`.class-row__link[href="${classPath}"]`));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  await tabTo(page, page.getByRole("button", { name: "Add to cart" }).first());
  await page.keyboard.press("Enter");
  if (javaScriptEnabled) {
    // The cart stays a fetcher away: back up to the header's cart link.
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
    await tabTo(page, page.locator(".site-header .cart-link"), "Shift+Tab");
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await dismissToasts(page);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, page.getByRole("link", { name: "Go to checkout" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await fillCheckoutDetails(page, uniqueEmail("keyboard"));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, page.getByRole("button", { name: /^Continue to payment/ }));
  await page.keyboard.press("Enter");

  await fillCard(page, "4242424242424242");
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, page.getByRole("button", { name: /^Pay \$/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText(name).first()).toBeVisible();
  expect((await tabThrough(page, "/confirmation")).length).toBeGreaterThan(5);
});

test("closing the cookie banner with the keyboard leaves the focus on the page", async ({ page, javaScriptEnabled }) => {
  await page.goto("/cart");
  const banner = page.getByRole("region", { name: "Cookie choices" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "No thanks" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toHaveCount(0);
  // Without JavaScript the choice loads the page again, which starts at its top like any page.
  await expect(page).toHaveURL(/\/cart$/);
  if (!javaScriptEnabled) return;
  const focused = await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
  expect(focused).not.toBe("BODY");
});
