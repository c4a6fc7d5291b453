/**
 * "Continue with Google" (JavaScript only, project js): the Firebase web SDK's popup shows the
 * Auth emulator's fake identity-provider page, where the test adds an account. Nothing reaches
 * Google: requests to hosts other than the shop and the emulator are refused, and Google's
 * iframe loader is answered by a local stand-in (gapi-stub.ts).
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, accountLink, uniqueEmail, uniquePhone } from "./auth-support";
import { stayOffline } from "./gapi-stub";

test("signs in with Google through the emulator's popup, registers, and is signed in", async ({ page, context }, testInfo) => {
  await stayOffline(context);
  const email = uniqueEmail("google", testInfo);

  await page.goto("/login?redirectTo=%2Faccount%2Fmy-meals");
  const google = page.getByRole("button", { name: "Continue with Google" });
  await expect(google).toBeVisible();
  const popupOpened = page.waitForEvent("popup");
  await google.click();
  const popup = await popupOpened;

  // The emulator's account chooser: add a new Google account.
  await popup.waitForLoadState("domcontentloaded");
  await popup.locator(".js-new-account").click();
  await popup.locator("#email-input").fill(email);
  await popup.locator("#display-name-input").fill("Robin Garcia");
  await popup.locator("#sign-in").click();

  // New identity: registration, pre-filled with the Google account's name and e-mail.
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible(AFTER_SUBMIT);
  const main = page.getByRole("main");
  await expect(main.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await expect(main.getByLabel("First name", { exact: true })).toHaveValue("Robin");
  await expect(main.getByLabel("Last name", { exact: true })).toHaveValue("Garcia");
  await main.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await main.getByRole("checkbox", { name: "Shellfish" }).check();
  await main.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/account\/my-meals$/, AFTER_SUBMIT);
  await expect(accountLink(page)).toHaveAccessibleName("Your account (signed in as Robin Garcia)");
});

test("loads the Firebase SDK on /login only", async ({ page, context }) => {
  await stayOffline(context);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/choose-menu");
  await page.waitForLoadState("networkidle");
  const menuScripts = scripts.splice(0);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const sdkChunk = scripts.filter((url) => /SignInFirebase/.test(url));
  expect(sdkChunk).toHaveLength(1);
  expect(menuScripts.filter((url) => /SignInFirebase/.test(url))).toEqual([]);
});
