/**
 * Sign-in of issue 5 in the browser, with JavaScript on (project js) and off (no-js): every form
 * here posts to a Remix action that calls the Auth emulator. E-mails are read from the
 * emulator's oobCodes endpoint.
 */
import { expect, test, type Page } from "./fixtures";
import {
  accountLink,
  deleteIdentity,
  emailLinkTokens,
  establishSession,
  latestOobCode,
  passwordSignUpTokens,
  SEEDED_CUSTOMER,
  uniqueEmail,
  uniquePhone,
  AFTER_SUBMIT,
} from "./auth-support";

const PASSWORD = "kitchen-secret-1";

async function completeRegistration(page: Page, { firstName, lastName }: { firstName: string; lastName: string }) {
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible(AFTER_SUBMIT);
  await page.getByRole("main").getByLabel("First name", { exact: true }).fill(firstName);
  await page.getByRole("main").getByLabel("Last name", { exact: true }).fill(lastName);
  await page.getByRole("main").getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await page.getByRole("checkbox", { name: "Dairy" }).check();
  await page.getByRole("checkbox", { name: "Peanuts" }).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

test("signs up with a password, registers, signs out and in again, and sees a taken phone refused", async ({
  page,
}, testInfo) => {
  test.slow(); // ten round trips through the identity provider and GraphQL
  const email = uniqueEmail("password", testInfo);

  await page.goto("/login");
  await expect(page).toHaveTitle(/^Sign In/);
  await page.getByRole("link", { name: "Create an account" }).click();
  // The first screen has an E-mail field too (decision 086): type only once the sign-up screen is shown.
  await expect(page.getByRole("heading", { level: 1, name: "Create an account", exact: true })).toBeVisible();
  await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Choose a password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Use at least 6 characters." })).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Choose a password", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("main").getByLabel("Choose a password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  // A new identity is NOT_REGISTERED: the register screen, its e-mail locked to the identity's.
  await expect(page).toHaveURL(/\/login\?screen=register/, AFTER_SUBMIT);
  await expect(page.getByRole("main").getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await expect(page.getByRole("main").getByLabel("E-mail", { exact: true })).toHaveAttribute("readonly", "");
  await completeRegistration(page, { firstName: "Pat", lastName: "Baker" });

  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);
  await expect(accountLink(page)).toHaveAccessibleName(`Your account (signed in as ${email})`);
  await expect(page.getByRole("checkbox", { name: "Dairy" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Peanuts" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Soy" })).not.toBeChecked();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/choose-menu$/, AFTER_SUBMIT);
  await expect(accountLink(page)).toHaveAccessibleName("Your account");

  await page.goto("/login");
  await page.getByRole("link", { name: "Sign in with a password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in with a password", exact: true })).toBeVisible();
  await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That e-mail and password don’t match");
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);
  await expect(accountLink(page)).toHaveAccessibleName(`Your account (signed in as ${email})`);

  // Spec §5 uniqueness: another account's phone is refused under the field.
  const details = page.getByRole("form", { name: "Your details" });
  await details.getByLabel("Phone", { exact: true }).fill(SEEDED_CUSTOMER.phone);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("form", { name: "Your details" }).getByText("This phone number is already registered")).toBeVisible();
  await expect(page.getByRole("form", { name: "Your details" }).getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("signs in with an e-mail link; on another device the link asks for the e-mail", async ({ page, browser }, testInfo) => {
  test.slow(); // two browsers, the identity provider and GraphQL
  const email = uniqueEmail("link", testInfo);

  await page.goto("/account/orders");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders$/, AFTER_SUBMIT);
  // Issue 30 part 8: the e-mail-link form leads the sign-in page.
  await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "We sent a sign-in link" })).toContainText(email);

  const { oobLink } = await latestOobCode(page.request, email, "EMAIL_SIGNIN");

  // Another device has no CPEmailForSignIn: the link asks (and does not use up the code).
  const otherDevice = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const other = await otherDevice.newPage();
  await other.goto(oobLink);
  await expect(other).toHaveURL(/\/login\/link\?/);
  await expect(other.getByText("Please provide your email for confirmation")).toBeVisible();
  await otherDevice.close();

  await page.goto(oobLink);
  await completeRegistration(page, { firstName: "Lee", lastName: "Link" });
  // Success continues where sign-in started, without the link's query.
  await expect(page).toHaveURL(/\/account\/orders$/, AFTER_SUBMIT);
  await expect(accountLink(page)).toHaveAccessibleName(`Your account (signed in as ${email})`);
  await expect(page.getByText("No orders yet")).toBeVisible();
});

test("the e-mail typed on another device signs in there", async ({ page, browser }, testInfo) => {
  const email = uniqueEmail("device", testInfo);
  await page.goto("/login?screen=email");
  await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const { oobLink } = await latestOobCode(page.request, email, "EMAIL_SIGNIN");

  const otherDevice = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const other = await otherDevice.newPage();
  await other.goto(oobLink);
  await other.getByRole("main").getByLabel("E-mail", { exact: true }).fill(uniqueEmail("someone-else", testInfo));
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByText("This link was sent to a different e-mail. Enter that one.")).toBeVisible();
  await other.getByRole("main").getByLabel("E-mail", { exact: true }).fill(email);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await otherDevice.close();
});

test("resets a forgotten password from the e-mailed link, then is signed in", async ({ page }, testInfo) => {
  const email = uniqueEmail("reset", testInfo);
  await passwordSignUpTokens(page.request, email, "first-password");

  await page.goto("/forgot-password");
  await expect(page).toHaveURL(/\/login\?screen=forgot$/, AFTER_SUBMIT);
  await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  const { oobCode } = await latestOobCode(page.request, email, "PASSWORD_RESET");
  await page.goto(`/login/reset?oobCode=${encodeURIComponent(oobCode)}`);
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await page.getByRole("main").getByLabel("New password", { exact: true }).fill("second-password");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  // Signed in with the new password; this identity has no shop account yet.
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible(AFTER_SUBMIT);

  await page.goto(`/login/reset?oobCode=${encodeURIComponent(oobCode)}`);
  await expect(page.getByRole("alert")).toContainText("This link has expired or was already used.");
});

test("an unknown address gets the same answer as a known one on the reset form", async ({ page }, testInfo) => {
  await page.goto("/login?screen=forgot");
  await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill(uniqueEmail("nobody", testInfo));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account uses that e-mail, we sent it a link")).toBeVisible();
});

test("a shop account whose Firebase sign-in was replaced is linked to the new one (spec §4 re-login)", async ({
  page,
}, testInfo) => {
  // One seeded customer per project, so parallel projects do not replace each other's sign-in.
  const email = testInfo.project.name === "js" ? "marcus.reyes@example.com" : "kaylee.anderson@example.com";
  const first = await emailLinkTokens(page.request, email);
  expect(await establishSession(page, first)).toBe("/account");

  // The Firebase account goes away (deleted, or replaced by another provider): a new uid appears.
  await deleteIdentity(page.request, first.idToken);
  await page.context().clearCookies();
  const second = await emailLinkTokens(page.request, email);
  expect(await establishSession(page, second, "/account/orders")).toBe("/account/orders");
  await page.goto("/account/profile");
  await expect(accountLink(page)).toHaveAccessibleName(`Your account (signed in as ${email})`);
  await expect(page.getByRole("main").getByText(`You sign in and get your receipts at ${email}.`)).toBeVisible();
});
