/**
 * Phone and messages (issue 11, decision 038) at 390×844, JavaScript on and off: the shop's whole
 * name in the header at 320 and 375 px (decision 088), the order summary before the pay button,
 * toasts clear of the checkout bar.
 */
import { expect as baseExpect, test } from "./fixtures";
import { addOpenClassToCart, dismissToasts, openClassWithSeats } from "./cart-helpers";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 60_000 });

/** Decision 088: the whole name, wrapped between words if it must, beside the logo and clear of the icons. */
for (const width of [320, 375]) {
  test(`a ${width} px phone's header shows the shop's whole name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto("/classes");
    const name = page.locator(".site-header .brand__name");
    await expect(name).toBeVisible();
    await expect(name).toHaveText("Cache Valley Kitchen");
    const fit = await name.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const icons = element.closest(".site-header")!.querySelector(".header-icons")!.getBoundingClientRect();
      const words = document.createRange();
      words.selectNodeContents(element);
      const text = words.getBoundingClientRect();
      return {
        cut: element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow === "ellipsis",
        textInside: text.left >= box.left - 0.5 && text.right <= box.right + 0.5,
        clearOfIcons: box.right <= icons.left,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(fit).toEqual({ cut: false, textInside: true, clearOfIcons: true, pageWidth: width });
  });
}

test("on a phone the checkout's order summary comes before the pay button", async ({ page, javaScriptEnabled }) => {
  const name = await openClassWithSeats(page, 3);
  await addOpenClassToCart(page, javaScriptEnabled);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page.locator(".checkout-summary")).toContainText(name);
  const summary = (await page.locator(".checkout-summary").boundingBox())!;
  const pay = (await page.getByRole("button", { name: /^Continue to payment/ }).boundingBox())!;
  expect(summary.y + summary.height).toBeLessThanOrEqual(pay.y);
});

test("a toast never covers the cart's checkout bar", async ({ page, javaScriptEnabled }) => {
  await openClassWithSeats(page, 3);
  await addOpenClassToCart(page, javaScriptEnabled);
  await page.getByRole("textbox", { name: "Promotion code" }).fill("welcome10");
  await page.getByRole("button", { name: "Apply code" }).click();
  await expect(page.getByRole("region", { name: "Promotion codes" }).getByText("WELCOME10", { exact: true })).toBeVisible();
  // With JavaScript the answer is a toast; without, it is in the page's flow.
  if (javaScriptEnabled) await expect(page.locator(".alert-region--toast .alert").first()).toBeVisible();
  const bar = (await page.locator(".checkout-bar").boundingBox())!;
  for (const alert of await page.locator(".alert-region--toast .alert").all()) {
    const box = await alert.boundingBox();
    if (box) expect(box.y + box.height <= bar.y || box.y >= bar.y + bar.height).toBe(true);
  }
});
