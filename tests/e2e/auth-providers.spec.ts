/**
 * Sign-in with the identity providers of spec §7 (decision 035), against the Auth
 * emulator: with JavaScript through the SDK's popup (the emulator's own account page), without
 * it through the redirect flow (/login → the development stand-in of the provider's page →
 * /login/idp). New identities register and land in the account. Nothing reaches the internet.
 * Also spec §5's 'Invalid auth provider.' and 'No user logged in.' for crafted requests.
 */
import { expect, test, type Page, type TestInfo } from "./fixtures";
import { AFTER_SUBMIT, accountLink, uniqueEmail, uniquePhone } from "./auth-support";
import { stayOffline } from "./gapi-stub";

const PROVIDERS = [
  { id: "google.com", label: "Google", person: "Gale Sorensen" },
  { id: "github.com", label: "GitHub", person: "Avery Nakamura" },
  { id: "microsoft.com", label: "Microsoft", person: "Casey Okafor" },
  { id: "apple.com", label: "Apple", person: "Dana Whitfield" },
  { id: "facebook.com", label: "Facebook", person: "Emery Lindqvist" },
  { id: "twitter.com", label: "X (Twitter)", person: "Finley Moreau" },
] as const;

/** Issue 30 part 8: Google and Facebook show at once; the others wait under "More ways to sign in". */
async function providerButton(page: Page, label: string) {
  if (label !== "Google" && label !== "Facebook") await page.getByText("More ways to sign in").click();
  return page.getByRole("button", { name: `Continue with ${label}` });
}

/** The provider's page: the emulator's popup with JavaScript, the shop's stand-in without. */
async function answerAsProvider(page: Page, testInfo: TestInfo, label: string, email: string, name: string) {
  const button = await providerButton(page, label);
  if (testInfo.project.name === "js") {
    const popupOpened = page.waitForEvent("popup");
    await button.click();
    const popup = await popupOpened;
    await popup.waitForLoadState("domcontentloaded");
    await popup.locator(".js-new-account").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#display-name-input").fill(name);
    await popup.locator("#sign-in").click();
  } else {
    await button.click();
    await expect(page.getByRole("heading", { level: 1, name: `Sign in to ${label}` })).toBeVisible();
    const form = page.getByRole("form", { name: `Sign in to ${label}` });
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form.getByLabel("Display name", { exact: true }).fill(name);
    await form.getByRole("button", { name: `Sign in to ${label}` }).click();
  }
}

test.beforeEach(async ({ context }) => {
  await stayOffline(context);
});

for (const provider of PROVIDERS) {
  test(`signs in with ${provider.label}, registers and lands in the account`, async ({ page }, testInfo) => {
    const email = uniqueEmail(provider.id.split(".")[0]!, testInfo);
    await page.goto("/login?redirectTo=%2Faccount%2Fmy-meals");
    await answerAsProvider(page, testInfo, provider.label, email, provider.person);

    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible(AFTER_SUBMIT);
    const main = page.getByRole("main");
    await expect(main.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    const [first, last] = provider.person.split(" ");
    await expect(main.getByLabel("First name", { exact: true })).toHaveValue(first!);
    await expect(main.getByLabel("Last name", { exact: true })).toHaveValue(last!);
    await main.getByLabel("Phone", { exact: true }).fill(uniquePhone());
    await main.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/account\/my-meals$/, AFTER_SUBMIT);
    await expect(accountLink(page)).toHaveAccessibleName(`Your account (signed in as ${provider.person})`);
  });
}

test("a returning GitHub account signs straight in", async ({ page, browser }, testInfo) => {
  test.slow(); // two sign-ins in two browsers
  const email = uniqueEmail("github-again", testInfo);
  await page.goto("/login");
  await answerAsProvider(page, testInfo, "GitHub", email, "Harper Quinn");
  const main = page.getByRole("main");
  await main.getByLabel("Phone", { exact: true }).fill(uniquePhone(), AFTER_SUBMIT);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account(\/profile)?$/, AFTER_SUBMIT);

  // Another browser, the same GitHub account (the emulator lists it; the stand-in is told it).
  const other = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js" });
  await stayOffline(other);
  const again = await other.newPage();
  await again.goto("/login");
  if (testInfo.project.name === "js") {
    const popupOpened = again.waitForEvent("popup");
    await (await providerButton(again, "GitHub")).click();
    const popup = await popupOpened;
    await popup.waitForLoadState("domcontentloaded");
    await popup.locator(".js-reuse-account", { hasText: email }).click();
  } else {
    await (await providerButton(again, "GitHub")).click();
    await again.getByLabel("E-mail", { exact: true }).fill(email);
    await again.getByRole("button", { name: "Sign in to GitHub" }).click();
  }
  await expect(again).toHaveURL(/\/account(\/profile)?$/, AFTER_SUBMIT);
  await expect(accountLink(again)).toHaveAccessibleName("Your account (signed in as Harper Quinn)");
  await other.close();
});

test("offers every provider of the spec as a button with its name", async ({ page }) => {
  await page.goto("/login");
  // Issue 30 part 8: two at once, the rest one click away.
  for (const label of ["Google", "Facebook"]) await expect(page.getByRole("button", { name: `Continue with ${label}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with GitHub" })).toBeHidden();
  // Opened from the keyboard, so the focus ring below is the keyboard's (:focus-visible).
  await page.getByText("More ways to sign in").press("Enter");
  for (const label of ["Google", "Apple", "Microsoft", "Facebook", "GitHub", "X (Twitter)"]) {
    const button = page.getByRole("button", { name: `Continue with ${label}` });
    await expect(button).toBeVisible();
  }
  // Visible focus: keyboard focus on a provider button draws the shop's focus ring.
  const github = page.getByRole("button", { name: "Continue with GitHub" });
  await github.focus();
  await expect(github).toBeFocused();
  const outline = await github.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
});

test("a crafted provider is refused with 'Invalid auth provider.', never a 500", async ({ page }) => {
  // A crafted return address names a provider the shop does not offer.
  const response = await page.goto("/login/idp?state=x&providerId=myspace.com");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Invalid auth provider.");

  // A crafted form: the sign-in page's own form with another provider.
  await page.goto("/login");
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const answer = await page.request.post("/login", {
    form: { csrf, intent: "idp-sign-in", provider: "myspace.com", redirectTo: "/account" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("Invalid auth provider.");
});

test("linking a provider with nobody signed in says 'No user logged in.'", async ({ page }) => {
  await page.goto("/login");
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const answer = await page.request.post("/login/idp", {
    form: { csrf, intent: "link", provider: "github.com", redirectTo: "/account/profile" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("No user logged in.");
});

test("links GitHub to an account made with Microsoft, then signs in with GitHub", async ({ page, browser }, testInfo) => {
  test.slow(); // a sign-in, a link and a second sign-in
  const email = uniqueEmail("link", testInfo);
  await page.goto("/login");
  await answerAsProvider(page, testInfo, "Microsoft", email, "Jules Bergstrom");
  const main = page.getByRole("main");
  await main.getByLabel("Phone", { exact: true }).fill(uniquePhone(), AFTER_SUBMIT);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account(\/profile)?$/, AFTER_SUBMIT);

  await page.goto("/account/profile");
  const methods = page.getByRole("region", { name: "Ways to sign in" });
  await expect(methods).toContainText("Microsoft: linked");
  await methods.getByRole("button", { name: "Link GitHub" }).click();
  // Linking always takes the redirect flow: the provider's page (here the emulator's stand-in).
  const standIn = page.getByRole("form", { name: "Sign in to GitHub" });
  await standIn.getByLabel("E-mail", { exact: true }).fill(email, AFTER_SUBMIT);
  await standIn.getByRole("button", { name: "Sign in to GitHub" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);
  await expect(page.getByText("GitHub is linked")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ways to sign in" })).toContainText("GitHub: linked");

  const other = await browser.newContext({ javaScriptEnabled: false });
  const again = await other.newPage();
  await again.goto("/login");
  await (await providerButton(again, "GitHub")).click();
  await again.getByLabel("E-mail", { exact: true }).fill(email);
  await again.getByRole("button", { name: "Sign in to GitHub" }).click();
  await expect(again).toHaveURL(/\/account(\/profile)?$/, AFTER_SUBMIT);
  await expect(accountLink(again)).toHaveAccessibleName("Your account (signed in as Jules Bergstrom)");
  await other.close();
});
