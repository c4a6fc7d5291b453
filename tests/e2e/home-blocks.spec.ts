/** The home page's blocks (issue 30 part 8): a picture, one line of promise, how it works in three steps, gift cards. */
import { expect, test } from "./fixtures";

test("the home shows a picture, a promise, how it works in three steps and gift cards", async ({ page }) => {
  await page.goto("/choose-menu");
  const picture = page.getByRole("img", { name: "A sizzling pan and a pot of soup on a stove, with a wooden spoon" });
  await expect(picture).toBeVisible();
  // Its size is set, so nothing moves when it arrives.
  await expect(picture).toHaveAttribute("width", "1200");
  await expect(picture).toHaveAttribute("height", "630");
  await expect(page.getByText("Real dinners, made with a chef beside you or ready for your oven.")).toBeVisible();
  const steps = page.getByRole("region", { name: "How it works" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  const gifts = page.getByRole("region", { name: "Give an evening in the kitchen" });
  await gifts.getByRole("link", { name: "Buy a gift card" }).click();
  await expect(page).toHaveURL(/\/gift-cards\/checkout$/);
});
