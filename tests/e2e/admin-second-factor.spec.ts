/**
 * The console's second factor (issue 27 part 9, decision 078), JavaScript on and off: a customer
 * an administrator makes a manager enrols with an authenticator app's code (computed here with
 * otpauth) and gets ten recovery codes; signed in again they are asked for the code, a wrong one is
 * refused under the field, the right one lets them in; a recovery code works once; the
 * administrator resets it from the user's page, audited in words.
 */
import { AFTER_SUBMIT } from "./auth-support";
import { expect, test } from "./fixtures";
import { enrolOnPage, unusedCode } from "./second-factor-support";
import { newManager, signInAgain, signOutOfConsole } from "./staff-helpers";

test("a manager enrols, is asked for the code at each sign-in, a wrong code is refused, a recovery code works once, and an admin resets it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email, name, admin, userPage } = await newManager(page, browser, testInfo);
  await expect(admin.getByRole("region", { name: "Second factor" })).toContainText("Not set up");

  // Any console page first asks them to set it up; the code confirms it; ten recovery codes, once.
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/security\?redirectTo=%2Fadmin%2Forders$/);
  await expect(page.getByLabel("Address for authenticator apps")).toHaveValue(/^otpauth:\/\/totp\/.+secret=/);
  await expect(page.getByLabel("6-digit code")).toHaveAttribute("autocomplete", "one-time-code");
  await expect(page.getByLabel("6-digit code")).toHaveAttribute("inputmode", "numeric");
  const enrolled = await enrolOnPage(page);
  expect(enrolled.recoveryCodes).toHaveLength(10);
  await page.getByRole("link", { name: /continue to the console/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible(AFTER_SUBMIT);
  await signOutOfConsole(page);

  // Signed in again: the code is asked; a wrong one is refused under the field; the right one lets them in.
  await signInAgain(page, email);
  await expect(page).toHaveURL(/\/admin\/second-factor\?redirectTo=%2Fadmin%2Forders$/);
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(/\/admin\/second-factor/);
  const { code } = await unusedCode(enrolled.secret, enrolled.lastStep);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible(AFTER_SUBMIT);
  await signOutOfConsole(page);

  // A recovery code lets them in once.
  await signInAgain(page, email);
  await page.getByLabel("Recovery code").fill(enrolled.recoveryCodes[0]!);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible(AFTER_SUBMIT);
  await signOutOfConsole(page);
  await signInAgain(page, email);
  await page.getByLabel("Recovery code").fill(enrolled.recoveryCodes[0]!);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await expect(page.getByText("That recovery code is not one of yours, or it was used already.")).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(/\/admin\/second-factor/);

  // The administrator resets it (a lost phone), asked first; the user's history says so.
  await admin.goto(userPage);
  await expect(admin.getByRole("region", { name: "Second factor" })).toContainText("Set up; 9 of 10 recovery codes left.");
  await admin.getByRole("link", { name: "Reset second factor" }).click();
  await admin.getByRole("button", { name: "Yes, reset second factor" }).click();
  await expect(admin.getByRole("region", { name: "Second factor" })).toContainText("Not set up", AFTER_SUBMIT);
  await expect(admin.getByRole("table", { name: /Changes to/ }).getByText(`Megan Larsen reset the second factor of ${name}`)).toBeVisible();
  // Their next sign-in sets it up again.
  await signInAgain(page, email);
  await expect(page).toHaveURL(/\/admin\/security\?redirectTo=%2Fadmin%2Forders$/);
  await admin.context().close();
});
