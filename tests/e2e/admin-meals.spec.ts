/**
 * The Meals & menus area end to end (issue 8), with JavaScript on and off: a manager's bad meal
 * is named under its fields and creates nothing; a good one, with measured ingredients the grocery
 * list scales, is created, found by the menu editor's search and added to a menu, put first, taken
 * off again, edited, and shows its history.
 * The kitchen, who may only read, sees no form.
 */
import { actAfterReactStarts, expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager creates a meal after bad input, adds it to a menu through the search, puts it first and off again, and edits it", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const name = `Test Ramen ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Meals & menus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meals & menus" })).toBeVisible();
  await page.getByRole("link", { name: "New meal" }).click();

  // The form's own checks: nothing is created.
  const form = page.getByRole("form", { name: "Meal" });
  await form.getByLabel(/^Price/).fill("about ten");
  await form.getByLabel(/^Measured ingredients/).fill("2 cup jasmine rice, pantry\nsome noodles");
  await form.getByRole("checkbox", { name: "Dairy" }).check();
  await form.getByRole("button", { name: "Create meal" }).click();
  await expect(form.getByText("Enter the meal's name")).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByText("Choose the meal type")).toBeVisible();
  await expect(form.getByText("Enter the price in dollars, like 34.99")).toBeVisible();
  await expect(form.getByText('Line 2: write "quantity unit name, aisle", like 1 1/2 cup jasmine rice, pantry')).toBeVisible();
  await expect(form.getByRole("checkbox", { name: "Dairy" })).toBeChecked();

  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Meal type").selectOption({ label: "Entrée" });
  await form.getByLabel(/^Price/).fill("31.50");
  await form.getByLabel(/^Measured ingredients/).fill("2 cup jasmine rice, pantry\n1 1/2 lb chicken thighs, meat\n\n0.25 cup soy sauce, pantry");
  await form.getByLabel("Description").fill("Slow broth, springy noodles.");
  await form.getByRole("button", { name: "Create meal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(AFTER_SUBMIT);
  const facts = page.locator(".admin-facts");
  await expect(facts).toContainText("$31.50, serves 4");
  await expect(facts).toContainText("Dairy");
  const measured = page.getByRole("table", { name: `Measured ingredients of ${name}` });
  await expect(measured.getByRole("row")).toHaveCount(4);
  await expect(measured.getByRole("row", { name: /chicken thighs/ })).toContainText("1 1/2");
  await expect(measured.getByRole("row", { name: /soy sauce/ })).toContainText("1/4");
  const mealPath = new URL(page.url()).pathname;

  // On a menu far ahead (one per project, so the two never race): found by the editor's search
  // (decision 051), added at the end, moved first, then taken off again.
  const menuName = javaScriptEnabled ? "February 2027 Menu" : "January 2027 Menu";
  await page.goto("/admin/meals");
  await page.getByRole("table", { name: "Menus" }).getByRole("link", { name: menuName }).click();
  await expect(page.getByRole("heading", { level: 1, name: menuName })).toBeVisible();
  const menuForm = page.getByRole("form", { name: "Menu meals" });
  const before = await menuForm.getByRole("checkbox", { checked: true }).count();
  // The same menu in a second tab, read before the add: its save must keep the meal added meanwhile.
  const stale = await page.context().newPage();
  if (javaScriptEnabled) await actAfterReactStarts(stale);
  await stale.goto(page.url());
  const finder = page.getByRole("search", { name: "Find meals to add" });
  await finder.getByLabel("Name").fill(name);
  await finder.getByLabel("Meal type").selectOption({ label: "Entrée" });
  await finder.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const results = page.getByRole("table", { name: "Active meals not on the menu" });
  await expect(results.getByRole("row")).toHaveCount(2);
  await results.getByRole("button", { name: `Add to menu: ${name}` }).click();
  await expect(page.locator(".admin-facts")).toContainText(`Meals${before + 1}`, AFTER_SUBMIT);
  await expect(menuForm.getByRole("checkbox").last()).toHaveAccessibleName(name);
  await expect(menuForm.getByLabel(`Position of ${name}`)).toHaveValue(String(before + 1));
  // The search stays as it was, and the meal added is no longer among its results.
  await expect(page.getByRole("search", { name: "Find meals to add" }).getByLabel("Name")).toHaveValue(name);
  await expect(page.getByText("No active meal that is not on this menu matches these filters.")).toBeVisible();
  await stale.getByRole("form", { name: "Menu meals" }).getByRole("button", { name: "Save menu" }).click();
  await expect(stale.locator(".admin-facts")).toContainText(`Meals${before + 1}`, AFTER_SUBMIT);
  await expect(stale.getByRole("form", { name: "Menu meals" }).getByRole("checkbox").last()).toHaveAccessibleName(name);
  await stale.close();
  await page.reload();
  await dismissToasts(page);
  await menuForm.getByLabel(`Position of ${name}`).fill("1");
  await menuForm.getByRole("button", { name: "Save menu" }).click();
  await expect(menuForm.getByRole("checkbox").first()).toHaveAccessibleName(name, AFTER_SUBMIT);
  await expect(menuForm.getByLabel(`Position of ${name}`)).toHaveValue("1");
  await expect(page.locator(".admin-facts")).toContainText(`Meals${before + 1}`);
  await dismissToasts(page);
  await menuForm.getByRole("checkbox", { name }).uncheck();
  await menuForm.getByRole("button", { name: "Save menu" }).click();
  await expect(page.locator(".admin-facts")).toContainText(`Meals${before}`, AFTER_SUBMIT);
  await expect(menuForm.getByRole("checkbox", { name })).toHaveCount(0);
  await expect(page.getByRole("table", { name: `Changes to ${menuName}` }).getByText("menus.update").first()).toBeVisible();

  // An edit: a new price, inactive; the list's filters find it as inactive.
  await page.goto(mealPath);
  const edit = page.getByRole("form", { name: "Meal" });
  await edit.getByLabel(/^Price/).fill("32");
  await edit.getByRole("checkbox", { name: /^Active/ }).uncheck();
  await edit.getByRole("button", { name: "Save meal" }).click();
  await expect(facts).toContainText("$32.00", AFTER_SUBMIT);
  await expect(facts).toContainText("Inactive");
  const history = page.getByRole("table", { name: `Changes to ${name}` });
  await expect(history.getByText("meals.update", { exact: true })).toBeVisible();
  await expect(history.getByText("meals.create", { exact: true })).toBeVisible();
  await expect(history).toContainText("price_cents: 3150 → 3200");

  await page.goto(`/admin/meals?q=${encodeURIComponent(name)}&active=no`);
  await expect(page.getByLabel("Status")).toHaveValue("no");
  await expect(page.getByRole("table", { name: "Meals" }).getByRole("row", { name: new RegExp(name) })).toContainText("Inactive");
  await page.goto(`/admin/meals?q=${encodeURIComponent(name)}&active=yes`);
  await expect(page.getByText("No meal matches these filters.")).toBeVisible();
});

test("the kitchen reads meals and menus without any form, and may not open New meal", async ({ page }) => {
  await signInSeeded(page, "rosa.barlow@cachevalleykitchen.com");
  await page.goto("/admin/meals");
  await expect(page.getByRole("table", { name: "Meals" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New meal" })).toHaveCount(0);
  await page.getByRole("table", { name: "Meals" }).getByRole("link").first().click();
  await expect(page.getByRole("table", { name: /^Measured ingredients of / })).toBeVisible();
  await expect(page.getByRole("form", { name: "Meal" })).toHaveCount(0);
  await page.goto("/admin/meals");
  await page.getByRole("table", { name: "Menus" }).getByRole("link").first().click();
  await expect(page.getByRole("list").filter({ has: page.getByRole("link") }).last()).toBeVisible();
  await expect(page.getByRole("form", { name: "Menu meals" })).toHaveCount(0);
  const response = await page.goto("/admin/meals/new");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("main")).toContainText("meals.create");
});
