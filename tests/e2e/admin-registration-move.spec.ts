/**
 * Staff move a booking to another date of the same class (issue 27 part 4, decision 082), with
 * JavaScript on and off: a manager schedules three dates of a Date Night (sold per couple) — one
 * inside the 72 hours of the self-service policy —, a customer books a couple on a later one, and
 * from the manifest the manager moves the couple as one to another later date at the same price (no
 * reason, no money), then to the date inside the 72 hours: refused without a reason, done with one.
 * The customer gets one e-mail per move; the order's history says both moves in words.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts, fillCheckoutContact, payWithCard, uniqueEmail } from "./cart-helpers";
import { inDays, saveClassForm } from "./class-helpers";
import { receivedBy } from "./email-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager moves a couple as one within the policy at the same price, then past it only with a reason", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  const name = `Staff Move ${javaScriptEnabled ? "JS" : "HTML"} ${Date.now().toString(36)}`;
  const offset = javaScriptEnabled ? 0 : 14;
  const [soon, later, latest] = [inDays(2), inDays(130 + offset), inDays(137 + offset)];

  await signInSeeded(page, MANAGER);
  await page.goto("/admin/classes/new");
  const form = page.getByRole("form", { name: "Class" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Class type").selectOption({ label: "Date Night" });
  await form.getByLabel("Kitchen", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("Fulfillment").selectOption({ label: "In-person class" });
  await form.getByLabel("Date (kitchen's time)").fill(later);
  await form.getByLabel("Start time (24-hour)").fill("18:00");
  await form.getByLabel("Seats").fill("8");
  await form.getByLabel("Host").selectOption({ label: "Ana Morales" });
  await form.getByLabel("Menu").selectOption({ index: 1 });
  await saveClassForm(page, form, "Create draft", name);
  const dates: Record<string, string> = { [later]: new URL(page.url()).pathname };
  await dismissToasts(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);
  const link = ((await page.locator(".admin-facts code").textContent()) ?? "").trim();
  // The other dates: duplicates (every field but the date), public and published.
  for (const day of [latest, soon]) {
    await page.goto(dates[later]!);
    await dismissToasts(page);
    await page.getByRole("link", { name: "Duplicate" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Duplicate ${name}` })).toBeVisible(AFTER_SUBMIT);
    await form.getByLabel("Date (kitchen's time)").fill(day);
    await form.getByRole("checkbox", { name: /^Public/ }).check();
    // Another run's class may be at that kitchen then (decision 067): schedule it anyway.
    const saved = page.getByRole("heading", { level: 1, name, exact: true });
    const anyway = form.getByRole("checkbox", { name: "Schedule it anyway" });
    await form.getByRole("button", { name: "Create draft" }).click();
    await expect(saved.or(anyway).first()).toBeVisible(AFTER_SUBMIT);
    if (await anyway.isVisible()) {
      await anyway.check();
      await form.getByRole("button", { name: "Create draft" }).click();
    }
    await expect(saved).toBeVisible(AFTER_SUBMIT);
    dates[day] = new URL(page.url()).pathname;
    await dismissToasts(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.locator(".admin-facts")).toContainText("Published", AFTER_SUBMIT);
  }

  // A customer books a couple on the later date.
  const email = uniqueEmail("staff-move");
  const shopContext = await browser.newContext({ javaScriptEnabled });
  const shop = await shopContext.newPage();
  await shop.goto(link);
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(name);
  await shop.getByRole("button", { name: "Add to cart" }).click();
  if (javaScriptEnabled) {
    await expect(shop.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
    await shop.goto("/cart");
  }
  await expect(shop.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await dismissToasts(shop);
  await shop.getByRole("link", { name: "Go to checkout" }).click();
  await fillCheckoutContact(shop, email);
  for (const [index, first] of ["Ana", "Ben"].entries()) {
    const guest = shop.getByRole("group", { name: new RegExp(`^Couple 1, guest ${index + 1} · `) });
    await guest.getByLabel("First name").fill(first);
    await guest.getByLabel("Last name").fill("Cruz");
  }
  await shop.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(shop, "4242 4242 4242 4242");
  await expect(shop).toHaveURL(/\/confirmation$/);
  await shopContext.close();

  // From the manifest: the couple moves as one; the latest date is within the policy at the same price.
  await page.goto(`${dates[later]}/attendees`);
  await page.getByRole("link", { name: /^Move order CVK-/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Move (Ana|Ben)'s booking$/ })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByText("Booked together: Ana Cruz, Ben Cruz. A couple is moved together.")).toBeVisible();
  const move = page.getByRole("form", { name: "Move Ana Cruz, Ben Cruz to another date" });
  await move.getByRole("button", { name: "Move 2 seats" }).click();
  await expect(move.getByText("Choose the date to move to")).toBeVisible(AFTER_SUBMIT);
  const choices = move.getByRole("group", { name: "New date" });
  await expect(choices.getByRole("radio")).toHaveCount(2);
  await choices.getByRole("radio", { name: new RegExp(`^${name} — .+ · 8 seats left · same price: nothing charged or refunded$`) }).check();
  await move.getByRole("button", { name: "Move 2 seats" }).click();
  await expect(page.getByText("2 seats moved").first()).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByText("Nothing was charged or refunded.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/registrations\/\d+$/);

  // Past the policy (the soon date starts within 72 hours): refused without a reason, nothing moved; done with one.
  await dismissToasts(page);
  await page.getByRole("link", { name: "Move to another date…" }).click();
  const again = page.getByRole("form", { name: "Move Ana Cruz, Ben Cruz to another date" });
  await again.getByRole("radio", { name: /past the policy: the new date starts within 72 hours$/ }).check();
  await again.getByRole("button", { name: "Move 2 seats" }).click();
  await expect(again.getByText(/is required past the self-service policy/)).toBeVisible(AFTER_SUBMIT);
  await again.getByLabel("Reason").fill("Called: they are moving away next month");
  await again.getByRole("radio", { name: /past the policy: the new date starts within 72 hours$/ }).check();
  await again.getByRole("button", { name: "Move 2 seats" }).click();
  await expect(page.getByText("2 seats moved").first()).toBeVisible(AFTER_SUBMIT);
  await page.goto(`${dates[soon]}/attendees`);
  await expect(page.getByRole("link", { name: /Cruz, Ana/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Cruz, Ben/ })).toBeVisible();

  // One e-mail per move; the order's history says both moves in words, the reason too.
  const mails = await receivedBy(page.request, email, (messages) => messages.filter((message) => message.subject.startsWith("Moved:")).length >= 2);
  const moved = mails.filter((message) => message.subject.startsWith("Moved:"));
  expect(moved).toHaveLength(2);
  expect(moved.map((message) => message.text).join("\n")).toContain("we moved your 2 seats");
  await page.getByRole("link", { name: /^CVK-/ }).first().click();
  const history = page.getByRole("table", { name: /^Changes to order CVK-/ });
  await expect(history).toContainText(new RegExp(`Daniel Olsen moved Ana Cruz from ${name}, .+ to ${name}, .+`));
  await expect(history).toContainText("past the self-service policy (reason: “Called: they are moving away next month”)");
  await expect(history).toContainText(new RegExp(`E-mailed ${email} “Moved: ${name} is now on `));
});
