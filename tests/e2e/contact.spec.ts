/**
 * The contact form (issue 9, decision 030), with JavaScript on and off: refusals under their
 * fields, a message sent too fast, the honeypot, and a message that reaches the kitchen's inbox.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT } from "./auth-support";
import { uniqueEmail } from "./cart-helpers";

test("a message to a kitchen arrives in its inbox, after the form says what is wrong", async ({ page }) => {
  const email = uniqueEmail("contact");
  const words = `Can we bring our own apron? ${Math.random().toString(36).slice(2, 10)}`;
  await page.goto("/choose-menu");
  await page.getByRole("contentinfo").getByRole("link", { name: "Write to Us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write to us" })).toBeVisible();
  const form = page.getByRole("form", { name: "Contact the kitchen" });
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
  await form.getByLabel("E-mail address").fill("not-an-address");
  await form.getByLabel("Phone (optional)").fill("12");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
  await expect(page.getByText("Enter a ten-digit phone number, like (435) 555-0123")).toBeVisible();
  await expect(page.getByText("Enter your message")).toBeVisible();

  // The rest put right, the address still wrong: the form keeps what was typed.
  const again = page.getByRole("form", { name: "Contact the kitchen" });
  await again.evaluate((element) => element.setAttribute("novalidate", ""));
  await again.getByLabel("Your name").fill("Ada Cook");
  await again.getByLabel("E-mail address").fill("ada at example");
  await again.getByLabel("Phone (optional)").fill("435 555 0142");
  await again.getByLabel("What is it about?").selectOption({ label: "Classes and bookings" });
  await again.getByLabel("Kitchen (optional)").selectOption({ label: "Logan" });
  await again.getByLabel("Message").fill(words);
  await again.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByText("Enter your name")).toBeHidden();
  const kept = page.getByRole("form", { name: "Contact the kitchen" });
  await expect(kept.getByLabel("Your name")).toHaveValue("Ada Cook");
  await expect(kept.getByLabel("Message")).toHaveValue(words);

  // One field mended less than three seconds after the refusal showed the form: a person reads first.
  await kept.getByLabel("E-mail address").fill(email);
  await kept.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That was quick!" })).toBeVisible(AFTER_SUBMIT);
  await page.waitForTimeout(3_100);
  await page.getByRole("form", { name: "Contact the kitchen" }).getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible(AFTER_SUBMIT);

  const inbox = await (await page.request.get("/dev/mailbox?to=logan%40cachevalleykitchen.com")).text();
  expect(inbox).toContain(words);
  expect(inbox).toContain(`Reply to ${email}.`);
  const writer = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(writer).not.toContain(words);
});

test("a robot that fills the hidden field is thanked and nothing is sent", async ({ page }) => {
  const words = `Cheap watches ${Math.random().toString(36).slice(2, 10)}`;
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact the kitchen" });
  await form.getByLabel("Your name").fill("Robot");
  await form.getByLabel("E-mail address").fill(uniqueEmail("robot"));
  await form.getByLabel("Message").fill(words);
  await form.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await page.waitForTimeout(3_100);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible(AFTER_SUBMIT);
  const inbox = await (await page.request.get("/dev/mailbox?to=hello%40cachevalleykitchen.com")).text();
  expect(inbox).not.toContain(words);
});
