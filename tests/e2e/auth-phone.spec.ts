/**
 * Phone sign-in (JavaScript only, project js): the Firebase web SDK texts a code — the Auth
 * emulator only records it, and takes phone sign-in without a real reCAPTCHA — and the test
 * reads the code from the emulator. A new number registers with spec §3's phone-locked variant.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, accountLink, emulatorHost, PROJECT_ID, uniqueEmail } from "./auth-support";

test("signs in with a phone number and a texted code, then registers with the phone locked", async ({ page, context }, testInfo) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
  const digits = String(Math.floor(1e6 + Math.random() * 8e6));
  const phone = `(385) ${digits.slice(0, 3)}-${digits.slice(3, 7)}`;

  await page.goto("/login");
  await page.getByText("More ways to sign in").click();
  await page.getByRole("link", { name: "Sign in with your phone" }).click();
  await page.getByRole("main").getByLabel("Mobile phone number", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page).toHaveURL(/screen=mobileSent/, AFTER_SUBMIT);
  await expect(page.getByText(`We texted a code to ${phone}`)).toBeVisible();

  let code = "";
  await expect
    .poll(async () => {
      const answer = await page.request.get(`http://${emulatorHost()}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
      const { verificationCodes } = (await answer.json()) as { verificationCodes: Array<{ phoneNumber: string; code: string }> };
      code = verificationCodes.filter((entry) => entry.phoneNumber === `+1385${digits.slice(0, 7)}`).at(-1)?.code ?? "";
      return code;
    })
    .not.toBe("");
  await page.getByRole("main").getByLabel("Code from the text message", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible(AFTER_SUBMIT);
  const main = page.getByRole("main");
  await expect(main.getByLabel("Phone", { exact: true })).toHaveValue(phone);
  await expect(main.getByLabel("Phone", { exact: true })).toHaveAttribute("readonly", "");
  const email = uniqueEmail("phone", testInfo);
  await main.getByLabel("E-mail", { exact: true }).fill(email);
  await main.getByLabel("First name", { exact: true }).fill("Casey");
  await main.getByLabel("Last name", { exact: true }).fill("Phone");
  await main.getByRole("radio", { name: "Medium" }).check();
  await main.getByLabel("Allergy notes", { exact: true }).fill("Mild lactose intolerance.");
  await main.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);
  await expect(accountLink(page)).toHaveAccessibleName(`Your account (signed in as ${phone})`);
  await expect(page.getByRole("radio", { name: "Medium" })).toBeChecked();
});
