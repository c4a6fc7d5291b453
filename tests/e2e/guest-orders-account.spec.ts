/**
 * Orders find their owner (issue 30 part 2, decision 068), with JavaScript on and off: a guest
 * buys a class; the confirmation offers an account with the order's e-mail filled in; after the
 * password sign-up the account says the order waits for the e-mail to be verified (and asking
 * for the link again so soon is refused); the link in the e-mail the outbox sent verifies it, and
 * the order is in the account.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, uniquePhone } from "./auth-support";
import { buyAClassAsGuest, dismissToasts, uniqueEmail } from "./cart-helpers";
import { verificationLink } from "./email-helpers";

test("a guest's order joins the account made from its confirmation once the e-mail is verified", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("owner");
  const className = await buyAClassAsGuest(page, javaScriptEnabled, email);
  const orderNumber = ((await page.locator(".order-number").textContent()) ?? "").trim();
  expect(orderNumber).toMatch(/^CVK-/);

  // The confirmation offers an account; the sign-up starts with the order's e-mail.
  await dismissToasts(page);
  await page.getByRole("region", { name: "Keep your orders in one place" }).getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/login\?screen=signup/);
  const main = page.getByRole("main");
  await expect(main.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await main.getByLabel("Choose a password", { exact: true }).fill("kitchen-owner-1");
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible(AFTER_SUBMIT);
  await main.getByLabel("First name", { exact: true }).fill("Casey");
  await main.getByLabel("Last name", { exact: true }).fill("Tester");
  await main.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await main.getByRole("button", { name: "Create account" }).click();

  // The account: no orders yet, and why.
  await expect(page).toHaveURL(/\/account\/orders$/, AFTER_SUBMIT);
  const notice = page.getByRole("region", { name: "Verify your e-mail" });
  await expect(notice).toContainText("1 earlier order placed with this e-mail will appear here once you verify it.");
  await expect(page.getByText("No orders yet")).toBeVisible();

  // The link went out at sign-up: asking again at once is refused, nothing more is sent.
  await dismissToasts(page);
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText(/We sent you a link a moment ago/)).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(/\/account\/orders$/);

  // The e-mail's link verifies the address; this browser is signed in, so the order is here at once.
  await page.goto(await verificationLink(page, email));
  await expect(page.getByRole("heading", { level: 1, name: "Your e-mail is verified" })).toBeVisible(AFTER_SUBMIT);
  await dismissToasts(page);
  await page.getByRole("link", { name: "See your orders" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/, AFTER_SUBMIT);
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole("link", { name: className, exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Verify your e-mail" })).toHaveCount(0);

  // The link is used up.
  await page.goto(await verificationLink(page, email));
  await expect(page.getByRole("heading", { level: 1, name: "We couldn’t verify your e-mail" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This link has expired or was already used.");
});
