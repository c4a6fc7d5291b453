/**
 * /account/orders pages its orders (decision 044) with ?page= GET links, with JavaScript on and
 * off: a page past the last one lands on the first, and a customer whose orders fit on one page
 * sees no page links.
 */
import { expect, test } from "./fixtures";
import { emailLinkTokens, registerCustomer, uniqueEmail } from "./auth-support";

test("a page of orders past the last lands on the first; one page shows no page links", async ({ page }, testInfo) => {
  const email = uniqueEmail("orders-pages", testInfo);
  // A new e-mail signs in, then creates its account.
  await registerCustomer(page, await emailLinkTokens(page.request, email), { first: "Paige", last: "Tester" });
  await page.goto("/account/orders?page=3");
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pages of orders" })).toHaveCount(0);
  // A page number that is not one is the first page.
  await page.goto("/account/orders?page=abc");
  await expect(page.getByText("No orders yet")).toBeVisible();
});
