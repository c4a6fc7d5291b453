/**
 * The newsletter (issue 9, decision 030), with JavaScript on and off: sign up in the footer (a bad
 * address first), confirm from the e-mail's link in the mailbox, unsubscribe from the same
 * e-mail's link, without signing in; /signup's own form takes a first name.
 */
import { expect, test, type Page } from "./fixtures";
import { AFTER_SUBMIT } from "./auth-support";
import { uniqueEmail } from "./cart-helpers";
import { inboxOf } from "./email-helpers";

/** The link of `path` in the latest newsletter e-mail to `email`, as the mailbox shows it. */
async function mailedLink(page: Page, email: string, path: string): Promise<string> {
  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=[0-9a-f]{32})`).exec(mailbox);
  expect(match, `a ${path} link in ${email}'s mailbox`).not.toBeNull();
  return match![1]!;
}

test("sign up in the footer, confirm from the e-mail, unsubscribe from it", async ({ page }) => {
  const email = uniqueEmail("newsletter");
  await page.goto("/choose-menu");
  const form = page.getByRole("form", { name: "Newsletter signup" });
  await form.getByLabel("E-mail address").fill("not-an-address");
  // The browser's own check would stop a typo before it is sent; the server's message is the one tested.
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible(AFTER_SUBMIT);

  await page.getByRole("form", { name: "Newsletter signup" }).getByLabel("E-mail address").fill(email);
  await page.getByRole("form", { name: "Newsletter signup" }).getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toContainText(email, AFTER_SUBMIT);

  await page.goto(await mailedLink(page, email, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your newsletter" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You’re subscribed" })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("status").filter({ hasText: "The next newsletter" })).toContainText(email);

  await page.goto(await mailedLink(page, email, "/newsletter/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You’re unsubscribed" })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("status").filter({ hasText: "We won’t send" })).toContainText(email);
});

test("the signup page takes a first name, and a broken link says so", async ({ page }) => {
  const email = uniqueEmail("newsletter-page");
  await page.goto("/signup");
  const form = page.getByRole("form", { name: "Newsletter signup" });
  await expect(form).toHaveCount(1);
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("First name (optional)").fill("Ada");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toContainText(email, AFTER_SUBMIT);
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto("/newsletter/confirm?token=nonsense");
  await expect(page.getByRole("alert")).toContainText("This link is not valid");
  await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
  await page.goto(`/newsletter/unsubscribe?token=${"0".repeat(32)}`);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toContainText("This link is not valid", AFTER_SUBMIT);
});

test("a mail program's one-click unsubscribe (RFC 8058) from the e-mail the provider received", async ({ page }) => {
  const email = uniqueEmail("one-click");
  await page.goto("/signup");
  const form = page.getByRole("form", { name: "Newsletter signup" });
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toContainText(email, AFTER_SUBMIT);

  // The confirmation left through the queue: the provider holds it with the one-click headers.
  let headers: Record<string, string> | undefined;
  await expect(async () => {
    headers = (await inboxOf(page.request, email))[0]?.headers ?? undefined;
    expect(headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  }).toPass({ timeout: 20_000 });
  const link = /^<(.+)>$/.exec(headers!["List-Unsubscribe"] ?? "")?.[1];
  expect(link).toMatch(/\/newsletter\/unsubscribe\?token=[0-9a-f]{32}$/);

  // The mail program posts from its own servers: no cookie, no form token, another origin.
  const path = new URL(link!).pathname + new URL(link!).search;
  const response = await page.request.post(path, {
    headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("You’re unsubscribed");
});
