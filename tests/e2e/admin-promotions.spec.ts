/**
 * The Promotions and codes area end to end (issue 10), with JavaScript on and off: a manager's bad
 * promotion is named under its fields and creates nothing; a good one gets a batch of 3 single-use
 * codes, downloaded as CSV; a customer applies one of them in the cart and sees the discount; the
 * manager retires the promotion after the confirm step and its history shows each change.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { addOpenClassToCart, dismissToasts, openClassWithSeats } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager creates a promotion with 3 codes, a customer uses one in the cart, and the manager retires it", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const name = `Test Harvest ${tag}`;
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Promotions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  await page.getByRole("link", { name: "New promotion" }).click();

  // The form's own checks: nothing is created.
  const form = page.getByRole("form", { name: "Promotion" });
  await form.getByLabel(/^Amount/).fill("lots");
  await form.getByLabel("Applies to").selectOption("CLASSES");
  await form.getByRole("button", { name: "Create promotion" }).click();
  await expect(form.getByText("Enter the promotion's name")).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByText("Enter a percent from 0.01 to 100, like 15")).toBeVisible();
  await expect(form.getByText("Choose at least one class type")).toBeVisible();
  const types = form.getByRole("group", { name: "Class types" });
  await expect(types.getByRole("checkbox", { name: "Kids in the Kitchen" })).toBeVisible();
  if (javaScriptEnabled) {
    // The multi-select's filter box (JavaScript only): the spec's words when nothing matches.
    const filter = types.getByRole("searchbox", { name: "Filter class types" });
    await filter.fill("sushi");
    await expect(types.getByText("No elements found. Consider changing the search query.")).toBeVisible();
    await expect(types.getByRole("checkbox")).toHaveCount(0);
    await filter.fill("KIDS");
    await expect(types.getByRole("checkbox")).toHaveCount(1);
    await filter.fill("");
  }

  // 20 % off every class, from now on, with an end in a year (the date picker's native input).
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel(/^Amount/).fill("20");
  await form.getByLabel("Applies to").selectOption("ORDER");
  await form.getByLabel(/^Ends/).fill(`${new Date().getUTCFullYear() + 1}-06-30T21:30`);
  if (javaScriptEnabled) await expect(form.locator(".date-picker__readback").nth(1)).toHaveText(/June 30, \d{4} at 9:30 PM/);
  await form.getByLabel(/^Uses per customer/).fill("1");
  await form.getByRole("button", { name: "Create promotion" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(AFTER_SUBMIT);
  const facts = page.locator(".admin-facts");
  await expect(facts).toContainText("20% off");
  await expect(facts).toContainText("at 9:30 PM");
  await expect(facts).toContainText("Active");
  const promotionPath = new URL(page.url()).pathname;
  await dismissToasts(page);

  // A batch of 3 single-use codes with the test's prefix.
  const generate = page.getByRole("form", { name: "Generate codes" });
  await generate.getByLabel(/^How many codes/).fill("3");
  await generate.getByLabel(/^Prefix/).fill(tag);
  await generate.getByRole("button", { name: "Generate codes" }).click();
  const codesTable = page.getByRole("table", { name: `Codes of ${name}` });
  await expect(codesTable.locator("tbody tr")).toHaveCount(3, AFTER_SUBMIT);
  const codes = (await codesTable.locator("tbody th code").allTextContents()).map((code) => code.trim());
  expect(codes.every((code) => code.startsWith(`${tag}-`))).toBe(true);
  await dismissToasts(page);

  // The CSV holds exactly these codes.
  const csv = await page.request.get(`${promotionPath}/codes.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const rows = (await csv.text()).trim().split("\r\n");
  expect(rows[0]).toBe("Code,Uses allowed,Used,Active,Created");
  expect(rows.slice(1).map((row) => row.split(",")[0])).toEqual(codes);
  expect(rows.slice(1).every((row) => row.split(",")[1] === "1")).toBe(true);

  // The list finds it by one of its codes.
  await page.goto(`/admin/promotions?q=${codes[1]!.toLowerCase()}&status=ACTIVE`);
  await expect(page.getByRole("table", { name: "Promotions" }).getByRole("link", { name })).toBeVisible();

  // A customer, in a browser of their own, uses the first code in the cart.
  const customer = await browser.newContext({ javaScriptEnabled });
  const shopper = await customer.newPage();
  await openClassWithSeats(shopper, 3);
  await addOpenClassToCart(shopper, javaScriptEnabled);
  await dismissToasts(shopper);
  await shopper.getByRole("textbox", { name: "Promotion code" }).fill(codes[0]!.toLowerCase());
  await shopper.getByRole("button", { name: "Apply code" }).click();
  const promotions = shopper.getByRole("region", { name: "Promotion codes" });
  await expect(promotions.getByText(codes[0]!, { exact: true })).toBeVisible(AFTER_SUBMIT);
  const discount = shopper.locator(".totals__row--discount");
  await expect(discount).toContainText("Discounts");
  await expect(discount.locator("dd")).toHaveText(/\$[1-9][\d,]*\.\d{2}/);
  await customer.close();

  // Retired after the confirm step: the codes stop working, the history has each change.
  await page.goto(promotionPath);
  await page.getByRole("link", { name: "Retire promotion" }).click();
  await page.getByRole("button", { name: "Yes, retire promotion" }).click();
  await expect(facts).toContainText("Retired", AFTER_SUBMIT);
  const history = page.getByRole("table", { name: `Changes to ${name}` });
  for (const action of ["promotions.create", "codes.create", "promotions.retire"]) {
    await expect(history.getByText(action, { exact: true })).toBeVisible();
  }

  // A promotion that has been used (the seeded Grand Opening) is not deleted: retire it instead.
  await page.goto("/admin/promotions/6");
  await page.getByRole("link", { name: "Delete promotion" }).click();
  await page.getByRole("button", { name: "Yes, delete promotion" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This promotion has been used, so it can't be deleted. Retire it instead." })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("heading", { level: 1, name: /^Grand Opening/ })).toBeVisible();
});
