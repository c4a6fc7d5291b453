/**
 * The Gift cards area end to end (issue 10, decision 026), with JavaScript on and off: a manager
 * finds a card bought in the shop by a fragment of its code, reads its ledger, disables it with a
 * reason after confirming (a blank reason is refused first), sees the shop's balance page refuse
 * it, and enables it again; a card issued by hand after a refused form.
 */
import { expect, test, type Page } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts, freshGiftCard, uniqueEmail } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

async function balanceSays(page: Page, code: string) {
  await page.goto("/gift-cards/balance");
  await page.getByLabel("Gift card code").fill(code);
  await page.getByRole("button", { name: "Check balance" }).click();
}

test("a manager finds a bought card, reads its ledger, disables it with a reason and enables it again", async ({ page, request, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const code = await freshGiftCard(request, 1500);
  const last4 = code.slice(-4);
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Gift cards" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();

  // A fragment of the code, typed without its dash: the list shows it masked.
  await page.getByLabel("Code, buyer or recipient").fill(code.slice(5, 14).replace("-", "").toLowerCase());
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page.locator(".admin-table tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`••••-••••-••••-${last4}`);
  await expect(row).not.toContainText(code);
  await expect(row).toContainText("$15.00");
  await row.getByRole("link").click();

  // The card's page: the whole code for a manager, the ledger adding up to the balance.
  await expect(page.getByRole("heading", { level: 1, name: `Gift card ending ${last4}` })).toBeVisible();
  await expect(page.locator(".admin-facts")).toContainText(code);
  const ledger = page.getByRole("table", { name: "Every change of the card's balance, oldest first" });
  await expect(ledger.getByRole("row", { name: /Issued/ })).toContainText("+$15.00");
  await expect(page.getByTestId("ledger-balance")).toHaveText("$15.00");

  // Disabling asks first and needs a reason.
  await page.getByRole("link", { name: "Disable card" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Disable card" })).toBeVisible();
  else await expect(page).toHaveURL(/\?confirm=disable$/);
  await page.getByRole("button", { name: "Yes, disable card" }).click();
  await expect(page.getByText("Enter the reason")).toBeVisible(AFTER_SUBMIT);
  await expect(page.locator(".admin-facts")).toHaveCount(0);
  await page.getByLabel("Reason").fill("Reported lost by the recipient");
  await page.getByRole("button", { name: "Yes, disable card" }).click();
  await expect(page.locator(".admin-facts")).toContainText("Disabled Reported lost by the recipient", AFTER_SUBMIT);
  const cardPath = new URL(page.url()).pathname;
  await expect(page.getByRole("table", { name: `Changes to gift card ending ${last4.toLowerCase()}` }).getByText("gift-cards.disable", { exact: true })).toBeVisible();

  // The shop refuses it as if unknown.
  await balanceSays(page, code);
  await expect(page.locator(".field__errors")).toHaveText("We couldn't find that gift card", AFTER_SUBMIT);

  // Enabled again, the shop takes it.
  await page.goto(cardPath);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Enable card" }).click();
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\?confirm=enable$/);
  await page.getByLabel("Reason").fill("Found again");
  await page.getByRole("button", { name: "Yes, enable card" }).click();
  await expect(page.locator(".admin-facts")).toContainText("Active Found again", AFTER_SUBMIT);
  await balanceSays(page, code);
  await expect(page.locator(".balance-result__amount")).toHaveText("$15.00", AFTER_SUBMIT);
});

test("a manager issues a card by hand after a refused form", async ({ page }) => {
  test.setTimeout(90_000);
  const recipient = uniqueEmail("comp-recipient");
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/gift-cards");
  await page.getByRole("link", { name: "Issue a gift card" }).click();
  const form = page.getByRole("form", { name: "Issue a gift card" });
  await form.getByLabel(/^Amount/).fill("$900");
  await form.getByLabel("Recipient's e-mail").fill("not an address");
  await form.getByRole("button", { name: "Issue gift card" }).click();
  await expect(form.getByText("Enter an amount from $1.00 to $500.00")).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByText("Enter the recipient's name")).toBeVisible();
  await expect(form.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
  await expect(form.getByText("Enter why the card is given")).toBeVisible();

  await form.getByLabel(/^Amount/).fill("25");
  await form.getByLabel("Recipient's name").fill("Casey Comp");
  await form.getByLabel("Recipient's e-mail").fill(recipient);
  await form.getByLabel(/^Why it is given/).fill("Class moved at short notice");
  await form.getByRole("button", { name: "Issue gift card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Gift card ending / })).toBeVisible(AFTER_SUBMIT);
  const facts = page.locator(".admin-facts");
  await expect(facts).toContainText("$25.00 of $25.00");
  await expect(facts).toContainText(`Issued by${MANAGER}`);
  const ledger = page.getByRole("table", { name: "Every change of the card's balance, oldest first" });
  await expect(ledger.getByRole("row", { name: /Issued/ })).toContainText("Class moved at short notice");
  await expect(page.getByRole("table", { name: /^Changes to gift card ending/ }).getByText("gift-cards.issue", { exact: true })).toBeVisible();
  const code = (await facts.locator("code").textContent())!;
  await balanceSays(page, code);
  await expect(page.locator(".balance-result__amount")).toHaveText("$25.00", AFTER_SUBMIT);
});
