/**
 * Pictures where a shopper scans a list (issue 11, decision 039): the class type's thumbnail on
 * /classes rows and on the home page's class cards, the kitchen's picture on /zip results. Each
 * loads (naturalWidth), reserves its box (width and height), is decorative beside the same words
 * (empty alt) and lazy (but the first kitchen's on /zip, a phone's largest first content), with
 * JavaScript on and off.
 */
import { expect as baseExpect, test, type Locator, type Page } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });

/** `eagerFirst`: the first picture is the first screen's largest content, loaded eagerly and first. */
async function expectThumbnails(page: Page, pictures: Locator, eagerFirst = false) {
  await expect(pictures.first()).toBeAttached();
  const count = Math.min(await pictures.count(), 3);
  for (let index = 0; index < count; index++) {
    const picture = pictures.nth(index);
    await expect(picture).toHaveAttribute("alt", "");
    const eager = eagerFirst && index === 0;
    await expect(picture).toHaveAttribute("loading", eager ? "eager" : "lazy");
    if (eager) await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(picture).toHaveAttribute("decoding", "async");
    expect(Number(await picture.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await picture.getAttribute("height"))).toBeGreaterThan(0);
    // The seed's pictures have smaller widths (decision 039): a thumbnail says how wide it is shown.
    await expect(picture).toHaveAttribute("srcset", /-480w\.jpg 480w/);
    await expect(picture).toHaveAttribute("sizes", /\S/);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // Its box is drawn at the reserved size, not at zero height before the file arrives.
    const box = await picture.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(20);
    // A 6 rem thumbnail loads a smaller width, not the 1,600 px original.
    if ((box?.width ?? 0) < 200) expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-(480|960)w\.jpg$/);
  }
  await page.waitForLoadState("load");
}

test("the /classes rows show their class type's thumbnail", async ({ page }) => {
  await page.goto("/classes");
  await expectThumbnails(page, page.locator(".class-row img.class-thumb"));
});

test("the home page's upcoming classes show their class type's picture", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/choose-menu$/);
  await expectThumbnails(page, page.locator(".class-card img.card__picture"));
});

test("the kitchens found near a zip code show their picture", async ({ page }) => {
  await page.goto("/zip?q=84321");
  await expectThumbnails(page, page.locator(".location-card img.card__picture"), true);
});
