import { expect as baseExpect, test } from "./fixtures";
import { payWithCard, uniqueEmail } from "./cart-helpers";
import { kitchenToday, SEND_DAY_MESSAGES, sendMomentText } from "../../workers/core/gift-card-delivery";

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

/** YYYY-MM-DD `days` after the kitchen's today. */
function dayAhead(days: number): string {
  const [year, month, date] = kitchenToday(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * Issue 28 part 4 (decision 063): a gift card bought for a chosen day says when it will go, on
 * the confirmation, and the buyer moves the day there; a day in the past is refused on its field.
 * With JavaScript on and off (plain form posts).
 */
test("a gift card bought for a chosen day shows its send day, refuses a past day and lets the buyer move it", async ({ page }) => {
  const recipient = uniqueEmail("dated-card");
  await page.goto("/gift-cards/checkout");
  await page.getByLabel("Amount").fill("$40");
  await page.getByLabel("Recipient’s name").fill("Robin Birthday");
  await page.getByLabel("Recipient’s e-mail").fill(recipient);
  await page.getByLabel("From (your name)").fill("Sam Sender");
  await page.getByLabel("Your e-mail for the receipt").fill(uniqueEmail("dated-card-buyer"));
  const sendOn = page.getByLabel("Send it on (optional)");
  await expect(sendOn).toHaveAttribute("min", dayAhead(0));
  await expect(sendOn).toHaveAttribute("max", dayAhead(365));

  // The browser's own check would stop a past day; the server's message is the one tested.
  await page.getByRole("form", { name: "Gift card" }).evaluate((form) => form.setAttribute("novalidate", ""));
  await sendOn.fill(dayAhead(-1));
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByLabel("Send it on (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(SEND_DAY_MESSAGES.past)).toBeVisible();

  const birthday = dayAhead(30);
  await page.getByLabel("Send it on (optional)").fill(birthday);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay $40.00", { timeout: 30_000 });
  await payWithCard(page, "4242424242424242");
  await expect(page).toHaveURL(/\/confirmation$/, { timeout: 30_000 });

  const card = page.getByRole("region", { name: "Your gift card" });
  await expect(card).toContainText(`will be e-mailed to ${recipient} on ${sendMomentText(birthday)}`);

  const later = dayAhead(45);
  await card.getByLabel("Send it on", { exact: true }).fill(later);
  await card.getByRole("button", { name: "Change the day" }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText(`The card will be e-mailed on ${sendMomentText(later)}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Your gift card" })).toContainText(`on ${sendMomentText(later)}`);

  // Nothing has gone to the recipient yet.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  await expect(page.getByText(/Your gift card code/)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
