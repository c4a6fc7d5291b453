import { expect, test } from "./fixtures";

test("the mobile menu opens and leads to a page, with or without JavaScript", async ({ page }) => {
  await page.goto("/choose-menu");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav).toBeHidden();
  await page.locator("summary[aria-label='Menu']").click();
  await expect(mobileNav).toBeVisible();
  await mobileNav.getByRole("link", { name: "Attend a Class" }).click();
  await expect(page).toHaveURL(/fulfillment=in-person/);
  // A route change closes the menu.
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});
