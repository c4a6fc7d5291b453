/**
 * Issue 30 part 10, decisions 088 and 092: on a phone every tap target of a customer page is at
 * least 44 × 44 CSS px (WCAG 2.2 target size enhanced, 2.5.5; Apple's 44 pt), which holds WCAG's
 * 24 px minimum (2.5.8) with room to spare. A target is a link, button, field, select or summary,
 * and for a checkbox or radio its label when the label wraps it. Exempt, as WCAG exempts them: a
 * link inside a sentence, whose height is its line of text's.
 */
import { expect, test, type Page } from "./fixtures";
import { CUSTOMER_PAGES } from "./customer-pages";
import { addOpenClassToCart, dismissToasts, openClassWithSeats, openKidsClass } from "./cart-helpers";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** The page's tap targets under 44 × 44 px, each named with its size. */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MINIMUM = 44;
    const INTERACTIVE = "a[href], button, input:not([type=hidden]), select, textarea, summary";
    const describe = (element: Element, box: DOMRect) => {
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.getAttribute("name") ?? "").trim().replace(/\s+/g, " ");
      const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      return `${element.tagName.toLowerCase()}${classes} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    };
    const blockOf = (element: Element) => {
      let at = element.parentElement;
      while (at && getComputedStyle(at).display.startsWith("inline")) at = at.parentElement;
      return at;
    };
    /** WCAG's inline exception: a link in a sentence, its height set by the line of text around it. */
    const inSentence = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      const block = blockOf(element);
      if (!block) return false;
      const around = [...block.childNodes].filter((node) => !node.contains(element));
      const inline = (node: ChildNode) => node.nodeType === Node.TEXT_NODE || (node instanceof Element && getComputedStyle(node).display.startsWith("inline"));
      const textAround = around.map((node) => (inline(node) ? node.textContent : "")).join("");
      return /[a-z0-9]{2}/i.test(textAround);
    };
    /** The element a tap lands on: a wrapping label for a checkbox or radio, else the control itself. */
    const targetOf = (element: Element): Element => {
      if (element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type)) return element.closest("label") ?? element;
      return element;
    };
    /** Out of reach of people: a form's honeypot, hidden from assistive technology and from Tab. */
    const forRobots = (element: Element) => element.closest("[aria-hidden=true]") !== null && (element as HTMLElement).tabIndex < 0;

    const found: string[] = [];
    const seen = new Set<Element>();
    for (const control of document.querySelectorAll(INTERACTIVE)) {
      if ((control as HTMLButtonElement).disabled || control.closest("[inert]") || forRobots(control)) continue;
      const target = targetOf(control);
      if (seen.has(target)) continue;
      seen.add(target);
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Not drawn, or drawn hidden (a closed menu; a visually hidden skip link or radio whose label is the target).
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      if (!target.checkVisibility({ contentVisibilityAuto: false, opacityProperty: true, visibilityProperty: true })) continue;
      if (inSentence(target)) continue;
      if (box.width < MINIMUM - 0.5 || box.height < MINIMUM - 0.5) found.push(describe(target, box));
    }
    return found;
  });
}

async function expectTapTargets(page: Page) {
  expect(await undersizedTargets(page), new URL(page.url()).pathname + new URL(page.url()).search).toEqual([]);
}

for (const path of CUSTOMER_PAGES) {
  test(`${path.slice(0, 60)} has tap targets of at least 44 px on a phone`, async ({ page }) => {
    await page.goto(path);
    await expectTapTargets(page);
  });
}

test("the phone menu, opened, has tap targets of at least 44 px", async ({ page }) => {
  await page.goto("/classes");
  await page.getByLabel("Menu", { exact: true }).click();
  await expect(page.locator(".nav-mobile nav")).toBeVisible();
  await expectTapTargets(page);
});

test("a class page, and the cart with it, have tap targets of at least 44 px on a phone", async ({ page }) => {
  test.setTimeout(60_000);
  await openClassWithSeats(page);
  await expectTapTargets(page);
  await addOpenClassToCart(page, true);
  await page.goto("/cart");
  await dismissToasts(page);
  await expectTapTargets(page);
});

test("a class sold per guest has guest choices of at least 44 px on a phone", async ({ page }) => {
  await openKidsClass(page, true);
  await expect(page.getByRole("group", { name: /^Number of/ })).toBeVisible();
  await expectTapTargets(page);
});
