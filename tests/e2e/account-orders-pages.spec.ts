/**
 * /account/orders pages its orders (decision 044) with ?page= GET links, with JavaScript on and
 * off: a page past the last one lands on the first, and a customer whose orders fit on one page
 * sees no page links.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, emailLinkTokens, establishSession, uniqueEmail, uniquePhone } from "./auth-support";

test("a page of orders past the last lands on the first; one page shows no page links", async ({ page }, testInfo) => {
  const email = uniqueEmail("orders-pages", testInfo);
  const tokens = await emailLinkTokens(page.request, email);
  // A new e-mail signs in, then creates its account (as self-service.spec.ts does).
  expect(await establishSession(page, tokens)).toMatch(/^\/login\?screen=register/);
  await page.goto("/login?screen=register");
  const main = page.getByRole("main");
  await main.getByLabel("First name", { exact: true }).fill("Paige");
  await main.getByLabel("Last name", { exact: true }).fill("Tester");
  await main.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);
  await page.goto("/account/orders?page=3");
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pages of orders" })).toHaveCount(0);
  // A page number that is not one is the first page.
  await page.goto("/account/orders?page=abc");
  await expect(page.getByText("No orders yet")).toBeVisible();
});
