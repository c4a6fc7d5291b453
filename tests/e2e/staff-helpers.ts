/**
 * A new staff member for the second factor's tests (decision 078): a customer signs up with a
 * password, and an administrator (in a second browser) gives them the manager role, which asks
 * for the second factor.
 */
import { AFTER_SUBMIT, establishSession, passwordSignInTokens, passwordSignUpTokens, registerCustomer, signInSeeded, uniqueEmail } from "./auth-support";
import { expect, type Browser, type Page, type TestInfo } from "./fixtures";

const ADMIN = "megan.larsen@cachevalleykitchen.com";
const PASSWORD = "second-factor-secret";

export interface NewManager {
  email: string;
  name: string;
  /** The administrator's own page, on the new manager's console user page. */
  admin: Page;
  userPage: string;
}

export async function newManager(page: Page, browser: Browser, testInfo: TestInfo): Promise<NewManager> {
  const email = uniqueEmail("second-factor", testInfo);
  const name = `Tess Factor${Math.random().toString(36).slice(2, 8)}`;
  const [first, last] = name.split(" ") as [string, string];
  await registerCustomer(page, await passwordSignUpTokens(page.request, email, PASSWORD), { first, last });
  // Its own context: axe-core's builder refuses a page of browser.newPage().
  const admin = await (await browser.newContext()).newPage();
  await signInSeeded(admin, ADMIN);
  await admin.goto(`/admin/users?q=${last}`);
  await admin.getByRole("link", { name }).click();
  const roles = admin.getByRole("form", { name: "Roles" });
  await roles.getByLabel("Manager").check();
  await roles.getByRole("button", { name: "Save roles" }).click();
  await expect(admin.getByText("Roles saved")).toBeVisible(AFTER_SUBMIT);
  return { email, name, admin, userPage: admin.url() };
}

/** Signs the new manager in again (with their password) and opens a console page. */
export async function signInAgain(page: Page, email: string, path = "/admin/orders"): Promise<void> {
  await establishSession(page, await passwordSignInTokens(page.request, email, PASSWORD));
  await page.goto(path);
}

export async function signOutOfConsole(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/choose-menu$/, AFTER_SUBMIT);
}
