import { expect as baseExpect, test } from "./fixtures";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });
import { payWithCard, uniqueEmail } from "./cart-helpers";

test.describe.configure({ timeout: 60_000 });

test.describe("gift cards (issue 4)", () => {
  test("/gift-cards goes to the purchase page", async ({ page }) => {
    await page.goto("/gift-cards");
    await expect(page).toHaveURL(/\/gift-cards\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Give a gift card" })).toBeVisible();
  });

  test("a $30 card bought for a recipient arrives by e-mail and its balance can be checked", async ({ page }) => {
    test.setTimeout(60_000);
    const recipient = uniqueEmail("giftcard-recipient");
    await page.goto("/gift-cards/checkout");
    await page.getByLabel("Amount").fill("$30");
    await page.getByLabel("Recipient’s name").fill("Robin Recipient");
    await page.getByLabel("Recipient’s e-mail").fill(recipient);
    await page.getByLabel("From (your name)").fill("Sam Sender");
    await page.getByLabel("Message (optional)").fill("Happy cooking!");
    await page.getByLabel("Your e-mail for the receipt").fill(uniqueEmail("giftcard-buyer"));
    await page.getByRole("button", { name: "Continue to payment" }).click();
    // A checkout session is made at the gateway: on a busy machine that can take a while.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay $30.00", { timeout: 30_000 });
    await payWithCard(page, "4242424242424242");

    await expect(page).toHaveURL(/\/confirmation$/, { timeout: 30_000 });
    await expect(page.locator(".order-number")).toHaveText(/^CVK-\d+$/);
    const giftCard = page.getByRole("region", { name: "Your gift card" });
    await expect(giftCard).toContainText("A $30.00 gift card for Robin Recipient");
    await expect(giftCard.locator(".code-chip")).toHaveText(/^••••-••••-••••-[A-Z0-9]{4}$/);

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
    const text = (await page.locator(".mail__text").first().textContent()) ?? "";
    const code = /Your gift card code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(text)?.[1];
    expect(code).toBeTruthy();

    await page.goto("/gift-cards/balance");
    await page.getByLabel("Gift card code").fill(code!.toLowerCase());
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect(page.locator(".balance-result__amount")).toHaveText("$30.00");
    await expect(page.locator(".balance-result .code-chip")).toHaveText(`••••-••••-••••-${code!.slice(-4)}`);
  });

  test("a $75 preset with the Citrus design: the preset wins over a typed amount, the design is on the confirmation and in the e-mail", async ({ page }) => {
    const recipient = uniqueEmail("giftcard-design");
    await page.goto("/gift-cards/checkout");
    // Issue 30 part 8: the header links here too.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gift Cards" })).toHaveAttribute("href", "/gift-cards/checkout");
    const amounts = page.getByRole("group", { name: "Amount" });
    for (const name of ["$25", "$50", "$75", "$100", "Other"]) await expect(amounts.getByRole("radio", { name, exact: true })).toBeVisible();
    await amounts.getByRole("radio", { name: "$75", exact: true }).check();
    await page.getByRole("group", { name: "Design" }).getByRole("radio", { name: "Citrus" }).check();
    await page.getByLabel("Recipient’s name").fill("Dana Design");
    await page.getByLabel("Recipient’s e-mail").fill(recipient);
    await page.getByLabel("From (your name)").fill("Sam Sender");
    await page.getByLabel("Your e-mail for the receipt").fill(uniqueEmail("giftcard-design-buyer"));
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay $75.00", { timeout: 30_000 });
    await payWithCard(page, "4242424242424242");

    await expect(page).toHaveURL(/\/confirmation$/, { timeout: 30_000 });
    const giftCard = page.getByRole("region", { name: "Your gift card" });
    await expect(giftCard).toContainText("A $75.00 gift card for Dana Design");
    await expect(giftCard.getByText("Design: Citrus")).toBeVisible();
    await expect(giftCard.getByRole("img", { name: /Citrus design/ })).toHaveAttribute("src", "/images/gift-cards/citrus.png");

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
    await expect(page.locator(".mail__text").first()).toContainText("Design: Citrus");
  });

  test("Other chosen with nothing typed is refused under Other amount, the choices kept", async ({ page }) => {
    await page.goto("/gift-cards/checkout");
    await page.getByRole("radio", { name: "$100", exact: true }).check();
    await page.getByRole("radio", { name: "Other", exact: true }).check();
    await page.getByLabel("Recipient’s name").fill("Robin");
    await page.getByLabel("Recipient’s e-mail").fill(uniqueEmail("r"));
    await page.getByLabel("From (your name)").fill("Sam");
    await page.getByLabel("Your e-mail for the receipt").fill(uniqueEmail("b"));
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByLabel("Other amount")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("radio", { name: "Other", exact: true })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Citrus" })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: "Classic green" })).toBeChecked();
  });

  test("the balance page says so for an unknown or disabled card, and for a malformed code", async ({ page }) => {
    await page.goto("/gift-cards/balance");
    await page.getByLabel("Gift card code").fill("CVKG-FTCD-DEMS-DSBL");
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect(page.locator(".field__errors")).toHaveText("We couldn't find that gift card");
    await page.getByLabel("Gift card code").fill("CVKG");
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect(page.locator(".field__errors")).toHaveText("Enter the 16-character code from your gift card");
  });

  test("an amount outside $10–$500 is refused under the amount field", async ({ page }) => {
    await page.goto("/gift-cards/checkout");
    await page.getByLabel("Amount").fill("$5");
    await page.getByLabel("Recipient’s name").fill("Robin");
    await page.getByLabel("Recipient’s e-mail").fill(uniqueEmail("r"));
    await page.getByLabel("From (your name)").fill("Sam");
    await page.getByLabel("Your e-mail for the receipt").fill(uniqueEmail("b"));
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".field__errors").first()).toHaveText("Enter an amount from $10.00 to $500.00.");
  });
});
