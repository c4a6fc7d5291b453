/**
 * The admin console's frame (issue 8), with JavaScript on and off: the guard (anonymous →
 * /login, a customer → 403 naming the permission), a list whose search lives in the URL, a
 * record's edit form, a confirm step before what cannot be undone, and the audit log showing it.
 */
import { expect, test, type Page } from "./fixtures";
import { AFTER_SUBMIT, establishSession, passwordSignUpTokens, signInSeeded, uniqueEmail, uniquePhone } from "./auth-support";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";
const ADMIN = "megan.larsen@cachevalleykitchen.com";

/** A new customer, registered through the shop's own form; answers their last name (unique). */
async function newCustomer(page: Page, email: string): Promise<string> {
  expect(await establishSession(page, await passwordSignUpTokens(page.request, email, "admin-test-secret"))).toMatch(
    /^\/login\?screen=register/,
  );
  await page.goto("/login?screen=register");
  const main = page.getByRole("main");
  const lastName = `Tester${Math.random().toString(36).slice(2, 8)}`;
  await main.getByLabel("First name", { exact: true }).fill("Casey");
  await main.getByLabel("Last name", { exact: true }).fill(lastName);
  await main.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/choose-menu$/, AFTER_SUBMIT);
  return lastName;
}

test("sends a signed-out visitor to sign in and back, and shows a customer a 403 that names the permission", async ({ page }) => {
  const response = await page.goto("/admin/users");
  expect(new URL(page.url()).pathname).toBe("/login");
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/admin/users");
  expect(response?.status()).toBe(200);

  await signInSeeded(page, "jordan.thompson@example.com");
  const forbidden = await page.goto("/admin/users");
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You don’t have access to this page" })).toBeVisible();
  await expect(page.getByText("users.view")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("a manager finds a customer by the URL's search, edits them, disables them after confirming, and sees it in the audit log", async ({ page }, testInfo) => {
  test.slow();
  const lastName = await newCustomer(page, uniqueEmail("admin-target", testInfo));
  await signInSeeded(page, MANAGER);

  await page.goto("/admin");
  const areas = page.getByRole("navigation", { name: "Admin areas" });
  await expect(areas.getByRole("link", { name: "Users" })).toBeVisible();
  await expect(areas.getByRole("link", { name: "Audit log" })).toBeVisible();
  await areas.getByRole("link", { name: "Users" }).click();
  await page.getByLabel("Name, e-mail or phone").fill(lastName);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${lastName}`), AFTER_SUBMIT);
  await page.getByRole("link", { name: `Casey ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Casey ${lastName}` })).toBeVisible(AFTER_SUBMIT);

  const details = page.getByRole("form", { name: "Details" });
  await details.getByLabel("First name", { exact: true }).fill("");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Enter a first name")).toBeVisible(AFTER_SUBMIT);
  await page.getByRole("form", { name: "Details" }).getByLabel("First name", { exact: true }).fill("Cassidy");
  await page.getByRole("form", { name: "Details" }).getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Cassidy ${lastName}` })).toBeVisible(AFTER_SUBMIT);

  await page.getByRole("link", { name: "Disable account" }).click();
  if (testInfo.project.use.javaScriptEnabled) {
    await expect(page.getByRole("dialog", { name: "Disable account" })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\?confirm=disable$/);
  }
  await page.getByRole("button", { name: "Yes, disable account" }).click();
  await expect(page.getByRole("button", { name: "Enable account" })).toBeVisible(AFTER_SUBMIT);

  await page.getByRole("table", { name: /Changes to/ }).waitFor();
  const history = page.getByRole("table", { name: /Changes to/ });
  // Each change in words (decision 074), its raw fields under "Changes".
  await expect(history.getByText(`Daniel Olsen changed user Cassidy ${lastName}: disabled no → yes`)).toBeVisible();
  await expect(history.getByText(`Daniel Olsen changed user Cassidy ${lastName}: first name Casey → Cassidy`)).toBeVisible();
  await expect(history).toContainText('first_name: "Casey" → "Cassidy"');

  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Who (e-mail)").fill(MANAGER);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/actor=daniel\.olsen/, AFTER_SUBMIT);
  await expect(page.getByRole("table").getByText(`Daniel Olsen changed user Cassidy ${lastName}: disabled no → yes`)).toBeVisible();
});

test("an administrator sees every area", async ({ page }) => {
  await signInSeeded(page, ADMIN);
  await page.goto("/admin");
  const areas = page.getByRole("navigation", { name: "Admin areas" });
  for (const name of ["Classes", "Kitchen board", "Orders", "Users", "Audit log"]) {
    await expect(areas.getByRole("link", { name })).toBeVisible();
  }
});
