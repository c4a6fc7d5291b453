/**
 * Reviews end to end (issue 28 part 5, decision 064), with JavaScript on and off: a customer books
 * a class through the shop; the scheduler's request-reviews job, run as of two days after the
 * class, e-mails the review link; the customer opens it, is refused a missing rating and an
 * overlong comment with the fields' messages, rates the class; the used link and a forged one are
 * refused with plain pages; a manager publishes the review in the console; the class's page shows
 * it with its type's average and count, also as schema.org AggregateRating and Review.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { bookAClass, dismissToasts, openClassWithSeats, uniqueEmail } from "./cart-helpers";
import { inboxOf, type ProviderMessage } from "./email-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

/** axe runs scripts in the page: only with JavaScript on. */
async function expectNoViolations(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Runs the review job as of `at` until `email`'s review request has arrived (other bookings of those days come first). */
async function reviewLinkOf(request: APIRequestContext, email: string, at: Date): Promise<string> {
  // Found by its subject: the booking's confirmation is in the same inbox, and can arrive after it.
  let message: ProviderMessage | undefined;
  await expect(async () => {
    const tick = await request.post(`/__dev/scheduler?job=request-reviews&at=${encodeURIComponent(at.toISOString())}`);
    expect(tick.ok()).toBe(true);
    message = (await inboxOf(request, email)).find((candidate) => /Rate your class/.test(candidate.subject));
    expect(message).toBeDefined();
  }).toPass({ timeout: 60_000 });
  const link = /https?:\/\/\S+\/reviews\/[0-9a-f]{32}/.exec(message!.text)?.[0];
  expect(link, message!.text).toBeTruthy();
  return new URL(link!).pathname;
}

test("a review link is rated, published in the console, and shown with its average on the class page", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("review");
  let classPath = "";
  await bookAClass(browser, javaScriptEnabled, email, async (booking) => {
    const name = await openClassWithSeats(booking, 3);
    classPath = new URL(booking.url()).pathname;
    return name;
  });
  const sku = decodeURIComponent(classPath.split("/").pop()!);
  const { data } = await (await page.request.post("/graphql", { data: { query: `query ($sku: String!) { class(idOrSku: $sku) { date } }`, variables: { sku } } })).json();
  const twoDaysAfter = new Date(Date.parse(data.class.date) + 2 * 86_400_000);
  const linkPath = await reviewLinkOf(page.request, email, twoDaysAfter);

  // The customer, not signed in, opens the link.
  const customer = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await customer.goto(linkPath);
  await expect(customer.getByRole("heading", { level: 1, name: "How was your class?" })).toBeVisible();
  await expect(customer.getByText(/It will appear as “Casey T\.”/)).toBeVisible();
  await expectNoViolations(customer, javaScriptEnabled);
  const send = customer.getByRole("button", { name: "Send my review" });

  // No rating chosen: the rating's message, the comment kept.
  await customer.getByLabel("Your comment (optional)").fill("The dumpling folding was the best part.");
  await send.click();
  await expect(customer.getByRole("group", { name: "Your rating" })).toContainText("Choose a rating from 1 to 5 stars", AFTER_SUBMIT);
  await expect(customer.getByLabel("Your comment (optional)")).toHaveValue("The dumpling folding was the best part.");
  await expectNoViolations(customer, javaScriptEnabled);

  // An overlong comment (past the field's own limit): the comment's message.
  const comment = customer.getByLabel("Your comment (optional)");
  await comment.evaluate((element) => element.removeAttribute("maxlength"));
  await comment.fill("x".repeat(2001));
  await customer.getByRole("radio", { name: /4 stars: Liked it/ }).check();
  await send.click();
  await expect(customer.getByText("Keep your comment to 2,000 characters")).toBeVisible(AFTER_SUBMIT);

  const words = `Loved it, review ${Math.random().toString(36).slice(2, 8)}: the dumplings were the best part.`;
  await customer.getByLabel("Your comment (optional)").fill(words);
  await customer.getByRole("radio", { name: /5 stars: Loved it/ }).check();
  await send.click();
  await expect(customer.getByRole("heading", { level: 1, name: "Thank you for your review" })).toBeVisible(AFTER_SUBMIT);

  // Used, or forged: plain pages with a 4xx, never a 500.
  const used = await customer.goto(linkPath);
  expect(used?.status()).toBe(410);
  await expect(customer.getByRole("heading", { level: 1, name: "You've already reviewed this class" })).toBeVisible();
  const forged = await customer.goto("/reviews/0123456789abcdef0123456789abcdef");
  expect(forged?.status()).toBe(404);
  await expect(customer.getByRole("heading", { level: 1, name: "This review link doesn't work" })).toBeVisible();
  expect((await customer.goto("/reviews/not-a-link"))?.status()).toBe(404);

  // The manager publishes it.
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/reviews?status=pending");
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  const review = page.getByRole("listitem").filter({ hasText: words });
  await expect(review).toContainText("5 out of 5 stars from Casey T.");
  await review.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: words })).toHaveCount(0, AFTER_SUBMIT);
  await dismissToasts(page);
  await page.goto("/admin/reviews?status=published");
  await expect(page.getByRole("listitem").filter({ hasText: words })).toHaveCount(1);

  // The class page shows it with the type's average and count, in its structured data too. (Not
  // opened before the publish: its public answer may be kept for up to 5 minutes, decision 064.)
  await customer.goto(classPath);
  const section = customer.getByRole("region", { name: "What cooks say" });
  await expect(section).toContainText(words);
  const summary = (await section.locator(".class-reviews__summary").textContent()) ?? "";
  const [, average, count] = /(\d\.\d) out of 5\s*from (\d+) reviews?/.exec(summary) ?? [];
  expect(Number(count)).toBeGreaterThanOrEqual(1);
  const jsonLd = JSON.parse((await customer.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: "5", worstRating: "1" });
  // Read at the same moment as the page's words (other tests may publish more reviews of the type).
  expect(jsonLd.aggregateRating.ratingValue).toBe(average);
  expect(String(jsonLd.aggregateRating.ratingCount)).toBe(count);
  expect(jsonLd.review).toContainEqual(expect.objectContaining({ "@type": "Review", reviewBody: words, reviewRating: expect.objectContaining({ ratingValue: "5" }) }));
  await expectNoViolations(customer, javaScriptEnabled);
});
