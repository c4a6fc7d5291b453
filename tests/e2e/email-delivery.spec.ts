/**
 * Every message the shop promises really leaves (issue 26, decision 058), with JavaScript on and
 * off: a guest's order confirmation is shown delivered in the development mailbox within
 * seconds of paying; a gift card bought for a friend reaches the friend, through the e-mail queue and the
 * provider, with its whole code, and the development mailbox shows it delivered within seconds;
 * an address that bounces is suppressed by the provider's webhook, and the next e-mail to it is
 * shown suppressed in the console.
 */
import { expect, test } from "./fixtures";
import { signInSeeded } from "./auth-support";
import { bookAClass, uniqueEmail } from "./cart-helpers";
import { buyGiftCard, receivedBy } from "./email-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";
const WHOLE_CODE = /\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/;

test("a guest's order confirmation is delivered within seconds of paying", async ({ browser, page, request, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const guest = uniqueEmail("guest-confirmation");
  await bookAClass(browser, javaScriptEnabled, guest);
  const paid = Date.now();
  const [confirmation] = await receivedBy(request, guest, (messages) => messages.some((message) => message.events.includes("email.delivered")));
  expect(Date.now() - paid, "seconds, not minutes").toBeLessThan(20_000);
  expect(confirmation!.subject).toMatch(/order/i);
  // Decision 061: the class's picture, at an absolute address on the shop, which serves it.
  const picture = /<img [^>]*src="([^"]+)"/.exec(confirmation!.html)?.[1] ?? "";
  expect(picture).toMatch(/^https?:\/\/[^/]+\/media\/class-types\/\d+\//);
  const served = await request.get(picture);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^image\//);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(guest)}`);
  await expect(page.getByTestId("mail-state").first()).toContainText("delivered");
  // What the local provider itself received: the same message, with the events it sent back.
  await expect(page.getByTestId("mail-state").first()).toContainText(/At the provider: received \S+ · sent, delivered/);
});

test("a gift card bought for a friend reaches the friend with the whole code, shown delivered", async ({ page, request }) => {
  const { recipient } = await buyGiftCard(request);
  const [card] = await receivedBy(request, recipient, (messages) => messages.some((message) => message.events.includes("email.delivered")));
  expect(card!.text).toMatch(WHOLE_CODE);
  expect(card!.html).toContain(WHOLE_CODE.exec(card!.text)![0]);
  expect(card!.text).not.toContain("••••");

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  await expect(page.getByTestId("mail-state").first()).toContainText("delivered");
  await expect(page.getByTestId("mail-state").first()).toContainText("1 attempt");
});

test("a bounce suppresses the address: the next e-mail to it is not sent and the console says so", async ({ page, request }) => {
  test.setTimeout(120_000);
  // The local provider bounces every address whose local part starts with "bounce".
  const purchaser = uniqueEmail("bounce");
  await buyGiftCard(request, { purchaser });
  await receivedBy(request, purchaser, (messages) => messages.some((message) => message.events.includes("email.bounced")));

  await buyGiftCard(request, { purchaser });
  await signInSeeded(page, MANAGER);
  const console = `/admin/emails?to=${encodeURIComponent(purchaser)}`;
  const rows = page.getByRole("table", { name: "E-mails, newest first" }).locator("tbody tr");
  await expect(async () => {
    await page.goto(console);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Suppressed", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(rows.last()).toContainText("Bounced");
  // One message reached the provider: the suppressed one never left.
  expect(await receivedBy(request, purchaser)).toHaveLength(1);
});
