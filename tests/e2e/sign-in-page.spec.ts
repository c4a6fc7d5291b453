/**
 * /login e-mail first (issue 30 part 8, decision 086): the e-mail form leads, two providers
 * follow, the rest open under "More ways to sign in" (a <details>, with and without JavaScript),
 * and "Create an account" is a button of its own.
 */
import { expect, test } from "./fixtures";
import { stayOffline } from "./gapi-stub";

test.beforeEach(async ({ context }) => {
  await stayOffline(context);
});

test("the sign-in page leads with the e-mail form, shows two providers and keeps the rest under More ways to sign in", async ({ page }) => {
  await page.goto("/login");
  const main = page.getByRole("main");
  const emailForm = main.getByRole("form", { name: "Sign in with your e-mail" });
  const google = main.getByRole("button", { name: "Continue with Google" });
  await expect(emailForm.getByLabel("E-mail", { exact: true })).toBeVisible();
  await expect(google).toBeVisible();
  await expect(main.getByRole("button", { name: "Continue with Facebook" })).toBeVisible();
  // The e-mail form comes first, above the providers.
  const formBox = await emailForm.boundingBox();
  const googleBox = await google.boundingBox();
  expect(formBox!.y + formBox!.height).toBeLessThanOrEqual(googleBox!.y);

  for (const label of ["Apple", "Microsoft", "GitHub", "X (Twitter)"]) await expect(main.getByRole("button", { name: `Continue with ${label}` })).toBeHidden();
  await expect(main.getByRole("link", { name: "Sign in with your phone" })).toBeHidden();
  await main.getByText("More ways to sign in").click();
  for (const label of ["Apple", "Microsoft", "GitHub", "X (Twitter)"]) await expect(main.getByRole("button", { name: `Continue with ${label}` })).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign in with your phone" })).toBeVisible();

  const create = main.getByRole("link", { name: "Create an account" });
  await expect(create).toHaveClass(/\bbutton\b/);
  await create.click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
});
