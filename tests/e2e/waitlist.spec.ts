/**
 * The waitlist end to end (issue 11, decision 037), with JavaScript on and off: a manager
 * schedules two small private classes; the first is filled (paid orders through the shop's
 * GraphQL); a customer joins its waitlist from the class page (a bad e-mail first); the manager
 * refunds one registration; the customer reads the offer in /dev/mailbox, opens the claim link,
 * claims, pays with the sandbox card and sees the confirmation. The second class's seats never
 * change. Private classes (booked by their link) keep the other specs away from these seats.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts, fillCheckoutDetails, payWithCard, uniqueEmail } from "./cart-helpers";
import { schedulePrivateClass } from "./class-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

/**
 * A fresh visitor address (the public limit is 120 operations a minute per address): filling a
 * class books each seat through GraphQL, and one address for the whole file spent that budget
 * when a project's tests ran within the same minute (RATE_LIMITED); the other specs running
 * beside these must not share it either.
 */
const newVisitor = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, visitor = newVisitor()) {
  const response = await request.post("/graphql", { data: { query, variables }, headers: { "cf-connecting-ip": visitor } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const seatsLeft = async (request: APIRequestContext, sku: string): Promise<number> =>
  (await gql(request, `query ($sku: String!) { class(idOrSku: $sku) { seatsLeft } }`, { sku })).class.seatsLeft;

/** One paid order of the class through the shop's GraphQL (as admin-reports.spec.ts books). */
async function bookBySku(request: APIRequestContext, sku: string): Promise<void> {
  const { class: detail } = await gql(request, `query ($sku: String!) { class(idOrSku: $sku) { prices { portionSize { id } portionQuantity { id } } } }`, { sku });
  const price = detail.prices[0];
  const { createCart } = await gql(request, "mutation { createCart { uuid } }");
  await gql(request, `mutation ($uuid: ID!, $sku: String!, $size: ID!, $quantity: ID!) { addClassToCart(uuid: $uuid, sku: $sku, portionSizeId: $size, portionQuantityId: $quantity) { uuid } }`, {
    uuid: createCart.uuid,
    sku,
    size: price.portionSize.id,
    quantity: price.portionQuantity.id,
  });
  const { startCheckout } = await gql(request, `mutation ($uuid: ID!, $input: CheckoutInput!) { startCheckout(uuid: $uuid, input: $input) { checkout { paymentUrl } orderId } }`, {
    uuid: createCart.uuid,
    input: {
      idempotencyKey: `waitlist-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      firstName: "Fil",
      lastName: "Ling",
      email: uniqueEmail("waitlist-filler"),
      phone: "(435) 555-0199",
      successUrl: "/checkout/success",
      cancelUrl: "/cart",
    },
  });
  if (!startCheckout.orderId) {
    const sessionId = String(startCheckout.checkout.paymentUrl).split("/").pop();
    const paid = await gql(
      request,
      `mutation ($sessionId: ID!) { paySandboxSession(sessionId: $sessionId, card: { cardNumber: "4242424242424242", expMonth: 12, expYear: 40, cvc: "123", name: "Fil Ling" }) { status } }`,
      { sessionId },
    );
    expect(paid.paySandboxSession.status).toBe("PAID");
  }
}

/** A customer's own browser; each is its own visitor (the per-visitor join limit is the worker tests' to prove). */
async function newCustomer(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const customer = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await customer.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}-${Date.now()}` });
  return customer;
}

/** axe runs scripts in the page: only with JavaScript on (the no-js project skips it). */
async function expectNoViolations(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("join a full class's waitlist, a seat frees, claim it from the e-mail and pay for it", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  await signInSeeded(page, MANAGER);
  const full = await schedulePrivateClass(page, `Waitlist Pasta ${suffix}`);
  const other = await schedulePrivateClass(page, `Waitlist Other ${suffix}`);
  const otherSeats = await seatsLeft(page.request, other.sku);

  // Fill the first class.
  for (let left = await seatsLeft(page.request, full.sku); left > 0; left -= 1) await bookBySku(page.request, full.sku);
  expect(await seatsLeft(page.request, full.sku)).toBe(0);

  // A customer (not signed in) finds it full and joins its waitlist: a bad e-mail first.
  const customer = await newCustomer(browser, javaScriptEnabled);
  await customer.goto(full.link);
  await expect(customer.getByText(/This class is full/)).toBeVisible();
  await expect(customer.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  const form = customer.getByRole("form", { name: "Join the waitlist" });
  await expect(form.getByText(/holds the seat for 12 hours/)).toBeVisible();
  await form.getByLabel("E-mail address").fill("not-an-address");
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(customer.getByText("Enter an e-mail address like name@example.com")).toBeVisible(AFTER_SUBMIT);
  await expectNoViolations(customer, javaScriptEnabled);
  const email = uniqueEmail("waitlist");
  await customer.getByRole("form", { name: "Join the waitlist" }).getByLabel("E-mail address").fill(email);
  await customer.getByRole("form", { name: "Join the waitlist" }).getByRole("button", { name: "Join the waitlist" }).click();
  await expect(customer.getByRole("status").filter({ hasText: "You're on the waitlist" })).toBeVisible(AFTER_SUBMIT);
  await expect(customer).toHaveURL(/\?waitlist=joined/);
  await expect(customer.locator(".notice--success").filter({ hasText: "You're on the waitlist" })).toBeVisible();
  // Joining again is answered plainly.
  await customer.goto(full.link);
  await customer.getByRole("form", { name: "Join the waitlist" }).getByLabel("E-mail address").fill(email);
  await customer.getByRole("form", { name: "Join the waitlist" }).getByRole("button", { name: "Join the waitlist" }).click();
  await expect(customer.getByRole("status").filter({ hasText: "You're already on the waitlist" })).toBeVisible(AFTER_SUBMIT);
  const joinMail = await (await customer.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(joinMail).toContain("You're on the waitlist for");
  expect(joinMail).toMatch(/\/waitlist\/leave\/[0-9a-f]{32}/);

  // The manager refunds one registration: the seat goes to the customer as an offer.
  await page.goto(full.admin);
  await page.getByRole("link", { name: "Manifest and check-in" }).click();
  await page.getByRole("table", { name: "Attendees" }).getByRole("link", { name: /^CVK-/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order CVK-/ })).toBeVisible();
  await page.getByRole("link", { name: "Refund Fil Ling" }).click();
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("table", { name: "Registrations" })).toContainText("Refunded", AFTER_SUBMIT);
  // The offer holds the freed seat: nobody else can buy it.
  expect(await seatsLeft(page.request, full.sku)).toBe(0);

  await expect
    .poll(async () => (await (await customer.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text()).match(/\/waitlist\/claim\/[0-9a-f]{32}/)?.[0], AFTER_SUBMIT)
    .toBeTruthy();
  const mailbox = await (await customer.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  expect(mailbox).toContain("A seat opened in Waitlist Pasta");
  expect(mailbox).toContain("12 hours");
  const claimPath = /\/waitlist\/claim\/[0-9a-f]{32}/.exec(mailbox)![0];

  // The claim page: the class, the time left, a button.
  await customer.goto(claimPath);
  await expect(customer.getByRole("heading", { level: 1, name: "A seat is yours to claim" })).toBeVisible();
  await expect(customer.getByText(`Waitlist Pasta ${suffix}`)).toBeVisible();
  await expect(customer.getByText(/left to claim/)).toBeVisible();
  await expect(customer.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoViolations(customer, javaScriptEnabled);
  await customer.getByRole("button", { name: "Claim my seat" }).click();
  await expect(customer).toHaveURL(/\/cart/, AFTER_SUBMIT);
  await expect(customer.locator(".cart-line").filter({ hasText: `Waitlist Pasta ${suffix}` })).toBeVisible();
  expect(await seatsLeft(page.request, full.sku)).toBe(0);

  // Pay with the sandbox card.
  await dismissToasts(customer);
  await customer.getByRole("link", { name: "Go to checkout" }).click();
  await fillCheckoutDetails(customer, email);
  await customer.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(customer, "4242 4242 4242 4242");
  await expect(customer).toHaveURL(/\/confirmation$/, AFTER_SUBMIT);
  await expect(customer.getByText(`Waitlist Pasta ${suffix}`).first()).toBeVisible();

  // The link is spent; the class is full again; the other class never moved.
  const spent = await customer.goto(claimPath);
  expect(spent?.status()).toBe(410);
  await expect(customer.getByRole("heading", { level: 1, name: "This seat was already claimed" })).toBeVisible();
  expect(await seatsLeft(page.request, full.sku)).toBe(0);
  expect(await seatsLeft(page.request, other.sku)).toBe(otherSeats);
  await customer.context().close();
});

test("the leave link asks first, then takes the e-mail off the list; a broken link is a 404 page", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  await signInSeeded(page, MANAGER);
  const full = await schedulePrivateClass(page, `Waitlist Leave ${suffix}`);
  for (let left = await seatsLeft(page.request, full.sku); left > 0; left -= 1) await bookBySku(page.request, full.sku);

  const customer = await newCustomer(browser, javaScriptEnabled);
  const email = uniqueEmail("waitlist-leave");
  await customer.goto(full.link);
  const form = customer.getByRole("form", { name: "Join the waitlist" });
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(customer.getByRole("status").filter({ hasText: "You're on the waitlist" })).toBeVisible(AFTER_SUBMIT);
  const mailbox = await (await customer.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const leavePath = /\/waitlist\/leave\/[0-9a-f]{32}/.exec(mailbox)![0];

  await customer.goto(leavePath);
  await expect(customer.getByRole("heading", { level: 1, name: "Leave the waitlist?" })).toBeVisible();
  await expect(customer.getByText(`Waitlist Leave ${suffix}`)).toBeVisible();
  await expectNoViolations(customer, javaScriptEnabled);
  await customer.getByRole("button", { name: "Leave the waitlist" }).click();
  await expect(customer.locator(".notice--success").filter({ hasText: "You're off the waitlist" })).toBeVisible(AFTER_SUBMIT);

  const broken = await customer.goto(`/waitlist/leave/${"0".repeat(32)}`);
  expect(broken?.status()).toBe(404);
  await expect(customer.getByRole("heading", { level: 1, name: "This link doesn’t work" })).toBeVisible();
  const claim = await customer.goto(`/waitlist/claim/${"0".repeat(32)}`);
  expect(claim?.status()).toBe(404);
  await customer.context().close();
});

/** Joins through the shop's GraphQL as its own visitor (the per-visitor limit is per address). */
async function joinAs(request: APIRequestContext, sku: string, email: string) {
  const response = await request.post("/graphql", {
    data: { query: "mutation ($sku: String!, $email: String!) { joinWaitlist(sku: $sku, email: $email) { alreadyOnList } }", variables: { sku, email } },
    headers: { "cf-connecting-ip": `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

const mailTo = async (request: APIRequestContext, email: string) => (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();

test("staff see a class's waitlist, take one e-mail off it, then cancel the class: its claim and leave links are 410", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  await signInSeeded(page, MANAGER);
  const full = await schedulePrivateClass(page, `Waitlist Staff ${suffix}`);
  for (let left = await seatsLeft(page.request, full.sku); left > 0; left -= 1) await bookBySku(page.request, full.sku);
  const [first, second, third] = ["first", "second", "third"].map((name) => uniqueEmail(`waitlist-${name}`));
  for (const email of [first!, second!, third!]) await joinAs(page.request, full.sku, email);

  // A refund frees a seat: the first in line is offered it.
  await page.goto(full.admin);
  await page.getByRole("link", { name: "Manifest and check-in" }).click();
  await page.getByRole("table", { name: "Attendees" }).getByRole("link", { name: /^CVK-/ }).first().click();
  await page.getByRole("link", { name: "Refund Fil Ling" }).click();
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("table", { name: "Registrations" })).toContainText("Refunded", AFTER_SUBMIT);
  await expect.poll(async () => /\/waitlist\/claim\/[0-9a-f]{32}/.exec(await mailTo(page.request, first!))?.[0], AFTER_SUBMIT).toBeTruthy();
  const claimPath = /\/waitlist\/claim\/[0-9a-f]{32}/.exec(await mailTo(page.request, first!))![0];
  const leavePath = /\/waitlist\/leave\/[0-9a-f]{32}/.exec(await mailTo(page.request, second!))![0];

  // The console's waitlist: the seat held until when, then the others in order.
  await page.goto(full.admin);
  await page.getByRole("link", { name: "Waitlist", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Waitlist — Waitlist Staff ${suffix}` })).toBeVisible();
  const table = page.getByRole("table", { name: `Waitlist of Waitlist Staff ${suffix}` });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(first!);
  await expect(rows.nth(0)).toContainText("Offered a seat");
  await expect(rows.nth(0)).toContainText(/ at \d{1,2}:\d{2}/);
  await expect(rows.nth(1)).toContainText(second!);
  await expect(rows.nth(1).locator("td").first()).toHaveText("1");
  await expect(rows.nth(2)).toContainText(third!);
  await expect(rows.nth(2).locator("td").first()).toHaveText("2");
  await expectNoViolations(page, javaScriptEnabled);

  // Remove the third: asks first (a dialog, or a confirm page without JavaScript).
  await rows.nth(2).getByRole("link", { name: `Remove ${third}` }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: `Remove ${third}` });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, javaScriptEnabled);
    await dialog.getByRole("button", { name: "Yes, remove" }).click();
  } else {
    await expect(page).toHaveURL(/\?confirm=remove-\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: `Remove ${third}?` })).toBeVisible();
    await page.getByRole("button", { name: "Yes, remove" }).click();
  }
  await expect(page.getByText("Removed from the waitlist").first()).toBeVisible(AFTER_SUBMIT);
  await expect(rows).toHaveCount(2);
  await expect(table).not.toContainText(third!);
  expect(await seatsLeft(page.request, full.sku)).toBe(0); // the offer still holds its seat
  // The removed person is told, with a link to the classes (decision 051); the others are not.
  const removedMail = await mailTo(page.request, third!);
  expect(removedMail).toContain(`taken you off the waitlist of Waitlist Staff ${suffix} on `);
  // (Joined by a GraphQL call here, not the site's form: no origin, so the link is the bare path.)
  expect(removedMail).toMatch(/See other classes: \S*\/classes/);
  expect(await mailTo(page.request, second!)).not.toContain("taken you off the waitlist");

  // Cancel the class: everyone left on the list is e-mailed, and the links are no longer available.
  await page.goto(full.admin);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Cancel class" }).click();
  await page.getByRole("button", { name: "Yes, cancel class" }).click();
  await expect(page.locator(".admin-facts")).toContainText("Canceled", AFTER_SUBMIT);
  for (const email of [first!, second!]) await expect.poll(async () => mailTo(page.request, email), AFTER_SUBMIT).toContain("its waitlist is closed");
  expect(await mailTo(page.request, third!)).not.toContain("its waitlist is closed");

  const customer = await newCustomer(browser, javaScriptEnabled);
  const claim = await customer.goto(claimPath);
  expect(claim?.status()).toBe(410);
  await expect(customer.getByRole("heading", { level: 1, name: "This class was canceled" })).toBeVisible();
  await expect(customer.getByText("this seat is no longer available")).toBeVisible();
  await expectNoViolations(customer, javaScriptEnabled);
  const leave = await customer.goto(leavePath);
  expect(leave?.status()).toBe(410);
  await expect(customer.getByRole("heading", { level: 1, name: "This class was canceled" })).toBeVisible();
  await customer.context().close();
});
