/**
 * The E-mail area end to end (issue 26 part 5), with JavaScript on and off: a manager finds the
 * e-mail a gift card purchase wrote by its recipient, reads it (text and the HTML in a sandboxed
 * frame), sends it again and lands on the new copy; the state tabs keep the filters in the URL;
 * an address is suppressed after a refused form, listed, and let go again after confirming.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts, uniqueEmail } from "./cart-helpers";
import { buyGiftCard } from "./email-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";


test("a manager finds a gift card's e-mail by its recipient, reads it and sends it again", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { recipient } = await buyGiftCard(request);
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "E-mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mail" })).toBeVisible();
  await expect(page).toHaveTitle(/^E-mail/);

  // The filters are a GET form: the URL holds them.
  await page.getByLabel("Recipient").fill(recipient);
  await page.getByLabel("Kind").fill("gift_card");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/to=.*kind=gift_card/);
  const messages = page.getByRole("table", { name: "E-mails, newest first" });
  const row = messages.locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(recipient);

  // A state tab keeps the address and kind.
  await page.getByRole("navigation", { name: "E-mail states" }).getByRole("link", { name: /^Failed/ }).click();
  await expect(page).toHaveURL(/state=failed/);
  await expect(page).toHaveURL(/kind=gift_card/);
  await expect(page.getByRole("navigation", { name: "E-mail states" }).getByRole("link", { name: /^Failed/ })).toHaveAttribute("aria-current", "page");
  await page.getByRole("navigation", { name: "E-mail states" }).getByRole("link", { name: /^All/ }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();

  // The message: its facts, its text, its HTML in a frame that may do nothing.
  await expect(page.getByRole("heading", { level: 1, name: /^E-mail \d+$/ })).toBeVisible();
  await expect(page.locator(".admin-facts")).toContainText(recipient);
  const frame = page.locator("iframe.admin-email-preview");
  await expect(frame).toHaveAttribute("sandbox", "");
  // Decision 061: the message is its own document with its own policy, so its inline styles apply
  // (a srcdoc frame inherited the console's style-src 'self' and showed the message unstyled).
  const message = page.frameLocator("iframe.admin-email-preview");
  await expect(message.getByRole("heading", { level: 1, name: "A gift card for you" })).toHaveCSS("color", "rgb(36, 83, 45)");
  await expect(message.getByText("$10.00", { exact: true })).toHaveCSS("font-size", "40px");
  const firstPath = new URL(page.url()).pathname;

  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${firstPath}$`), AFTER_SUBMIT);
  await expect(page.getByText(/Queued again as e-mail \d+/)).toBeVisible();
  // The copy's own page (the queue's consumer may already have sent it: its state is not asserted).
  await expect(page.locator(".admin-facts")).toContainText(recipient);
});

test("a manager suppresses an address after a refused form and lets mail go to it again", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const address = uniqueEmail("emails-suppressed");
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/emails");
  const form = page.getByRole("form", { name: "Suppress an address" });

  await form.getByLabel("E-mail address").fill("not an address");
  await form.getByRole("button", { name: "Suppress address" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible(AFTER_SUBMIT);

  await form.getByLabel("E-mail address").fill(address);
  await form.getByLabel("Note").fill("Asked us by phone");
  await form.getByRole("button", { name: "Suppress address" }).click();
  const suppressions = page.getByRole("table", { name: "Suppressed addresses, newest first" });
  await expect(suppressions.getByRole("row", { name: new RegExp(address) })).toContainText("Asked us by phone", AFTER_SUBMIT);
  await dismissToasts(page);

  await suppressions.getByRole("link", { name: `Un-suppress ${address}` }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: `Un-suppress ${address}` })).toBeVisible();
  else await expect(page).toHaveURL(/confirm=unsuppress/);
  await page.getByRole("button", { name: "Yes, let e-mail go to it again" }).click();
  await expect(page.getByText(`E-mail may go to ${address} again`)).toBeVisible(AFTER_SUBMIT);
  await expect(suppressions.getByRole("row", { name: new RegExp(address) })).toHaveCount(0);
});
