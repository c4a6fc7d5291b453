/**
 * Small fixtures of the cart, checkout and gift card specs. The tests run in parallel (two
 * workers, the js and no-js projects at once) against one database, so every test makes its own
 * e-mail addresses and gift cards, picks a class with plenty of seats at random, and asserts only
 * what its own actions decide.
 */
import { LOCATIONS } from "../../drizzle/seed/data";
import { expect as baseExpect, type APIRequestContext, type Browser, type Page } from "./fixtures";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** An address no other test uses: its mailbox holds only this test's e-mails. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** "$1,234.50" → 123450. */
export function cents(text: string): number {
  const match = /-?−?\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replace(/,/g, "")) * 100 + Number(match[2]);
}

/** A seeded class's link: one of the seed's kitchens, its readable sku (workers/core/class-skus.ts). */
export const SEEDED_CLASS_HREF = new RegExp(`/classes/(${LOCATIONS.map((location) => location.code).join("|")})-\\d{8}-\\d{4}-IP$`);

/**
 * Opens the page of a seeded in-person class next month (so it can't start during the test) with
 * at least `minSeats` seats left, chosen at random so parallel tests spread over classes. Only the
 * seed's kitchens: the admin specs make classes at kitchens of their own, with their own tax rate
 * (a seat there is priced unlike every other date of its type). `monthsAhead` 2: the month after
 * next, for a booking that must stay more than 72 hours away (next month's first days are not on
 * the last days of this one).
 */
export async function openClassWithSeats(page: Page, minSeats = 6, monthsAhead = 1): Promise<string> {
  await page.goto("/classes");
  const nextMonth = await page.getByLabel("Month", { exact: true }).locator("option").nth(monthsAhead).getAttribute("value");
  // A meal-assembly class (type 1): its buy box sells portions (decision 040).
  await page.goto(`/classes?month=${nextMonth}&type=1`);
  const rows = page.locator(".class-row");
  const seats = await rows.locator(".class-row__seats").allTextContents();
  const hrefs = await rows.locator(".class-row__link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const roomy = seats.flatMap((text, index) =>
    Number(/(\d+) seats? left/.exec(text)?.[1] ?? 0) >= minSeats && SEEDED_CLASS_HREF.test(hrefs[index]!) ? [index] : [],
  );
  expect(roomy.length).toBeGreaterThan(0);
  const pick = roomy[Math.floor(Math.random() * roomy.length)]!;
  const link = rows.nth(pick).locator(".class-row__link");
  const name = ((await link.textContent()) ?? "").trim();
  await page.goto((await link.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  return name;
}

/** A kids' class next month with at least 4 seats left, found by the finder's class type. */
export async function openKidsClass(page: Page, javaScriptEnabled: boolean): Promise<string> {
  await page.goto("/classes");
  const nextMonth = await page.getByLabel("Month", { exact: true }).locator("option").nth(1).getAttribute("value");
  await page.goto(`/classes?month=${nextMonth}`);
  const finder = page.getByRole("form", { name: "Find classes" });
  await finder.getByLabel("Class type").selectOption({ label: "Kids in the Kitchen" });
  if (!javaScriptEnabled) await finder.getByRole("button", { name: "Show classes" }).click();
  await expect(page).toHaveURL(/[?&]type=\d+/);
  const rows = page.locator(".class-row");
  await expect(rows.first()).toBeVisible();
  const seats = await rows.locator(".class-row__seats").allTextContents();
  const roomy = seats.flatMap((text, index) => (Number(/(\d+) seats? left/.exec(text)?.[1] ?? 0) >= 4 ? [index] : []));
  expect(roomy.length).toBeGreaterThan(0);
  const link = rows.nth(roomy[Math.floor(Math.random() * roomy.length)]!).locator(".class-row__link");
  const name = ((await link.textContent()) ?? "").trim();
  await page.goto((await link.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator(".class-page__head .eyebrow")).toContainText("Kids in the Kitchen");
  return name;
}

/**
 * Opens a delivery from the Ogden kitchen (id 4, delivering within 30 miles: decision 083) next
 * month, chosen at random so parallel runs spread.
 */
export async function openOgdenDelivery(page: Page): Promise<string> {
  await page.goto("/delivery");
  const nextMonth = await page.getByLabel("Month", { exact: true }).locator("option").nth(1).getAttribute("value");
  return openRandomListed(page, `/delivery?location=4&month=${nextMonth}`);
}

/**
 * Opens a random one of the classes a list page (with its query) shows whose name `wanted` takes
 * (by default any: other tests add classes of their own), answering its name.
 */
export async function openRandomListed(page: Page, listPath: string, wanted: (name: string) => boolean = () => true): Promise<string> {
  await page.goto(listPath);
  const links = page.locator(".class-row .class-row__link");
  await expect(links.first()).toBeVisible();
  const listed = await links.evaluateAll((elements) => elements.map((link) => ({ name: (link.textContent ?? "").trim(), href: link.getAttribute("href") ?? "" })));
  const choices = listed.filter((entry) => wanted(entry.name));
  expect(choices.length).toBeGreaterThan(0);
  const { name, href } = choices[Math.floor(Math.random() * choices.length)]!;
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  return name;
}

/** Toasts (JavaScript on) can sit over the page: close them before the next click. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator(".alert-region--toast .alert__close");
  for (let tries = 0; tries < 6 && (await close.count()) > 0; tries++) {
    await close.first().click({ timeout: 2_000 }).catch(() => undefined);
  }
}

/**
 * Adds the open class page's class to the cart with what is chosen (the default portions), then
 * opens /cart. A delivery or pickup page adds with "Add these meals to your cart" (decision 087).
 */
export async function addOpenClassToCart(page: Page, javaScriptEnabled: boolean, button = "Add to cart"): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
    await page.goto("/cart");
  } else {
    await expect(page).toHaveURL(/\/cart$/);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
}

/** The cart's totals as label → text, e.g. { Subtotal: "$47.99", … }. */
export async function totals(page: Page): Promise<Record<string, string>> {
  const rows = page.locator(".cart-totals .totals__row");
  const entries: Array<[string, string]> = [];
  for (let index = 0; index < (await rows.count()); index++) {
    const row = rows.nth(index);
    entries.push([((await row.locator("dt").textContent()) ?? "").trim(), ((await row.locator("dd").textContent()) ?? "").trim()]);
  }
  return Object.fromEntries(entries);
}

/** The cart's lines as "name | date | portions | total" text, to compare a cart before and after. */
export async function lines(page: Page): Promise<string[]> {
  return page.locator(".cart-line").evaluateAll((items) =>
    items.map((item) =>
      [
        item.querySelector(".cart-line__name")?.textContent?.trim(),
        item.querySelector(".cart-line__when")?.textContent?.trim(),
        [...item.querySelectorAll("select")].map((select) => (select as HTMLSelectElement).value).join("/"),
        item.querySelector(".cart-line__total dd")?.textContent?.trim(),
      ].join(" | "),
    ),
  );
}

/**
 * A new gift card of `amountCents`, bought and paid in the sandbox through the public GraphQL
 * endpoint, its code read from the recipient's e-mail: a card no other test can spend.
 */
export async function freshGiftCard(request: APIRequestContext, amountCents = 1000): Promise<string> {
  const recipient = uniqueEmail("fixture-recipient");
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await request.post("/graphql", { data: { query, variables } });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const bought = await call(
    `mutation Buy($input: GiftCardPurchaseInput!) { buyGiftCard(input: $input) { checkout { paymentUrl } } }`,
    {
      input: {
        amountCents,
        recipientName: "Test Recipient",
        recipientEmail: recipient,
        senderName: "Test Sender",
        purchaserEmail: uniqueEmail("fixture-buyer"),
        idempotencyKey: `fixture-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        successUrl: "/checkout/success",
        cancelUrl: "/gift-cards/checkout",
      },
    },
  );
  const sessionId = String(bought.buyGiftCard.checkout.paymentUrl).split("/").pop();
  const paid = await call(
    `mutation Pay($sessionId: ID!) { paySandboxSession(sessionId: $sessionId, card: { cardNumber: "4242424242424242", expMonth: 12, expYear: 40, cvc: "123", name: "Test" }) { status } }`,
    { sessionId },
  );
  expect(paid.paySandboxSession.status).toBe("PAID");
  const mail = await call(`query Mail($to: String) { mailbox(to: $to) { text } }`, { to: recipient });
  const code = /Your gift card code: ([A-Z0-9-]{19})/.exec(mail.mailbox.map((email: { text: string }) => email.text).join("\n"))?.[1];
  expect(code).toBeTruthy();
  return code!;
}

/** Fills the checkout form's contact details. */
export async function fillCheckoutDetails(page: Page, email: string): Promise<void> {
  await page.getByLabel("First name").fill("Casey");
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("(435) 555-0123");
}

/** The class checkout's Contact section alone: the guests' sections below it ask for names too. */
export async function fillCheckoutContact(page: Page, email: string): Promise<void> {
  const contact = page.getByRole("group", { name: "Contact" });
  await contact.getByLabel("First name").fill("Casey");
  await contact.getByLabel("Last name").fill("Tester");
  await contact.getByLabel("E-mail", { exact: true }).fill(email);
  await contact.getByLabel("Phone", { exact: true }).fill("(435) 555-0123");
}

/** Fills the sandbox's payment page with a test card, leaving its Pay button to the caller. */
export async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/cs_sandbox_/);
  await expect(page).toHaveTitle(/^Pay \|/);
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Casey Tester");
}

/** Pays on the sandbox's page with a test card. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await fillCard(page, cardNumber);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** A paid registration of Casey Tester, booked in a context of its own by `email`; the class's name. */
export async function bookAClass(
  browser: Browser,
  javaScriptEnabled: boolean,
  email: string,
  open: (page: Page) => Promise<string> = (page) => openClassWithSeats(page, 3),
): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled });
  const name = await buyAClassAsGuest(await context.newPage(), javaScriptEnabled, email, open);
  await context.close();
  return name;
}

/** Casey Tester books and pays a class as a guest (no sign-in) with `email` on `page`, which ends on /confirmation; the class's name. */
export async function buyAClassAsGuest(
  page: Page,
  javaScriptEnabled: boolean,
  email: string,
  open: (page: Page) => Promise<string> = (page) => openClassWithSeats(page, 3),
): Promise<string> {
  const name = await open(page);
  await addOpenClassToCart(page, javaScriptEnabled);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await fillCheckoutDetails(page, email);
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/confirmation$/);
  return name;
}
