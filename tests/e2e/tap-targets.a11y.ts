/**
 * Issue 30 part 10, decision 088: on a phone every tap target of a customer page is at least
 * 24 × 24 CSS px (WCAG 2.2 target size minimum, 2.5.8), or sits alone in its 24 px circle. A
 * target is a link, button, field, select or summary, and for a checkbox or radio its label when
 * the label wraps it; a link inside a sentence is exempt, as WCAG exempts inline targets.
 */
import { expect, test, type Page } from "./fixtures";
import { CUSTOMER_PAGES } from "./customer-pages";
import { addOpenClassToCart, dismissToasts, openClassWithSeats } from "./cart-helpers";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/**
 * The page's tap targets under 24 × 24 px whose 24 px circle (centred on the target) reaches
 * another target or another small target's circle, each named with its size. Fixed and sticky
 * targets are compared only with each other: they do not scroll with the rest.
 */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MINIMUM = 24;
    const INTERACTIVE = "a[href], button, input:not([type=hidden]), select, textarea, summary";
    const describe = (element: Element, box: DOMRect) => {
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.getAttribute("name") ?? "").trim().replace(/\s+/g, " ");
      const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      return `${element.tagName.toLowerCase()}${classes} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    };
    const pinned = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (["fixed", "sticky"].includes(getComputedStyle(at).position)) return true;
      }
      return false;
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

    const targets = new Map<Element, { box: DOMRect; layer: boolean }>();
    for (const control of document.querySelectorAll(INTERACTIVE)) {
      if ((control as HTMLButtonElement).disabled || control.closest("[inert]")) continue;
      const target = targetOf(control);
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Not drawn, or drawn hidden (a visually hidden skip link or radio whose label is the target).
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      if (inSentence(target)) continue;
      targets.set(target, { box, layer: pinned(target) });
    }
    const small = (box: DOMRect) => box.width < MINIMUM - 0.5 || box.height < MINIMUM - 0.5;
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
    const distanceToBox = ([x, y]: readonly [number, number], box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));

    const found: string[] = [];
    for (const [target, { box, layer }] of targets) {
      if (!small(box)) continue;
      const middle = centre(box);
      const crowded = [...targets].some(([other, { box: otherBox, layer: otherLayer }]) => {
        if (other === target || otherLayer !== layer || other.contains(target) || target.contains(other)) return false;
        if (distanceToBox(middle, otherBox) < MINIMUM / 2) return true;
        const [x, y] = centre(otherBox);
        return small(otherBox) && Math.hypot(x - middle[0], y - middle[1]) < MINIMUM;
      });
      if (crowded) found.push(describe(target, box));
    }
    return found;
  });
}

async function expectTapTargets(page: Page) {
  expect(await undersizedTargets(page), new URL(page.url()).pathname + new URL(page.url()).search).toEqual([]);
}

for (const path of CUSTOMER_PAGES) {
  test(`${path.slice(0, 60)} has tap targets of at least 24 px on a phone`, async ({ page }) => {
    await page.goto(path);
    await expectTapTargets(page);
  });
}

test("a class page, and the cart with it, have tap targets of at least 24 px on a phone", async ({ page }) => {
  test.setTimeout(60_000);
  await openClassWithSeats(page);
  await expectTapTargets(page);
  await addOpenClassToCart(page, true);
  await page.goto("/cart");
  await dismissToasts(page);
  await expectTapTargets(page);
});
