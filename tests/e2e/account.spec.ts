/**
 * /account/profile's sign-in settings (spec §5: each change re-authenticates with the current
 * password first) and closing the account, with JavaScript on and off.
 */
import { expect, test, type Page } from "./fixtures";
import { AFTER_SUBMIT, accountLink, passwordSignUpTokens, registerCustomer, uniqueEmail } from "./auth-support";

async function registeredWithPassword(page: Page, email: string, password: string) {
  await registerCustomer(page, await passwordSignUpTokens(page.request, email, password), { first: "Morgan", last: "Settings" });
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/login?screen=password");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Sign in" }).click();
}

test("changes the password after checking the current one, then closes the account", async ({ page }, testInfo) => {
  test.slow(); // a dozen round trips through the identity provider and GraphQL
  const email = uniqueEmail("settings", testInfo);
  await registeredWithPassword(page, email, "first-secret");

  const passwordForm = () => page.getByRole("form", { name: "Change your password" });
  await passwordForm().getByLabel("Current password", { exact: true }).fill("not-it");
  await passwordForm().getByLabel("New password", { exact: true }).fill("second-secret");
  await passwordForm().getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm().getByText("That is not your current password.")).toBeVisible(AFTER_SUBMIT);

  await passwordForm().getByLabel("Current password", { exact: true }).fill("first-secret");
  await passwordForm().getByLabel("New password", { exact: true }).fill("second-secret");
  await passwordForm().getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm().getByText("That is not your current password.")).toBeHidden(AFTER_SUBMIT);
  await expect(page).toHaveURL(/\/account\/profile$/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/choose-menu$/, AFTER_SUBMIT);
  await signInWithPassword(page, email, "first-secret");
  await expect(page.getByRole("alert")).toContainText("That e-mail and password don’t match", AFTER_SUBMIT);
  await signInWithPassword(page, email, "second-secret");
  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);

  const closeForm = page.getByRole("form", { name: "Close your account" });
  await closeForm.getByRole("button", { name: "Close account" }).click();
  await expect(page.getByText("Tick the box to confirm that you want to close your account.")).toBeVisible(AFTER_SUBMIT);
  await page.getByRole("checkbox", { name: "I want to close my account" }).check();
  await page.getByRole("form", { name: "Close your account" }).getByRole("button", { name: "Close account" }).click();
  await expect(page).toHaveURL(/\/choose-menu$/, AFTER_SUBMIT);
  await expect(accountLink(page)).toHaveAccessibleName("Your account");

  // The Firebase account went with it.
  await signInWithPassword(page, email, "second-secret");
  await expect(page.getByRole("alert")).toContainText("There is no account with that e-mail yet", AFTER_SUBMIT);
});

test("an e-mail change is refused for an address another account has", async ({ page }, testInfo) => {
  await registeredWithPassword(page, uniqueEmail("mover", testInfo), "mover-secret");
  const emailForm = page.getByRole("form", { name: "Change your e-mail" });
  await emailForm.getByLabel("New e-mail", { exact: true }).fill("jordan.thompson@example.com");
  await emailForm.getByLabel("Current password", { exact: true }).fill("mover-secret");
  await emailForm.getByRole("button", { name: "Change e-mail" }).click();
  await expect(page.getByRole("form", { name: "Change your e-mail" }).getByText("This e-mail is already registered")).toBeVisible(
    AFTER_SUBMIT,
  );
});

test("an e-mail change moves the sign-in and the account to the new address", async ({ page }, testInfo) => {
  test.slow();
  const email = uniqueEmail("before", testInfo);
  const moved = uniqueEmail("after", testInfo);
  await registeredWithPassword(page, email, "mover-secret");
  const emailForm = page.getByRole("form", { name: "Change your e-mail" });
  await emailForm.getByLabel("New e-mail", { exact: true }).fill(moved);
  await emailForm.getByLabel("Current password", { exact: true }).fill("mover-secret");
  await emailForm.getByRole("button", { name: "Change e-mail" }).click();
  await expect(page.getByRole("main").getByText(`You sign in and get your receipts at ${moved}.`)).toBeVisible(AFTER_SUBMIT);
  await expect(accountLink(page)).toHaveAccessibleName(`Your account (signed in as ${moved})`);
});
