/**
 * One price everywhere (issue 30 part 4, decision 084), with JavaScript on and off: every class
 * of a month at one kitchen says the same price in its own terms on the class list, its page,
 * /menu-options (its class type) and, for a class sold per guest or couple, the cart, the
 * confirmation and its e-mail; the home's cards agree with their class pages; and the "$100 or
 * less" filter compares what one person pays.
 */
import { expect as baseExpect, test, type Page } from "./fixtures";
import { addOpenClassToCart, dismissToasts, fillCheckoutContact, payWithCard, uniqueEmail } from "./cart-helpers";
import { receivedBy } from "./email-helpers";

/** Pages wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** "$69 per guest", "$149 per couple · $74.50 a person", "From $47.99" (workers/core/price-words.ts). */
const PRICE_WORDS = /^(\$[\d,]+(\.\d\d)? per guest|\$[\d,]+(\.\d\d)? per couple · \$[\d,]+(\.\d\d)? a person|From \$[\d,]+(\.\d\d)?)$/;

interface ListedClass {
  name: string;
  href: string;
  typeName: string;
  price: string;
  full: boolean;
}

const finder = (page: Page) => page.getByRole("form", { name: "Find classes" });

/** Every class row of the list now shown, after following "Show more classes" to the end. */
async function listedClasses(page: Page): Promise<ListedClass[]> {
  await expect(page.locator(".class-row").first()).toBeVisible();
  for (let more = page.getByRole("link", { name: "Show more classes" }); (await more.count()) > 0; ) {
    await page.goto((await more.getAttribute("href")) ?? "");
  }
  return page.locator(".class-row").evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.querySelector(".class-row__link")?.textContent?.trim() ?? "",
      href: row.querySelector(".class-row__link")?.getAttribute("href") ?? "",
      typeName: (row.querySelector(".class-row__type")?.textContent ?? "").replace(/^\s*·\s*/, "").trim(),
      price: row.querySelector(".class-row__price")?.textContent?.trim() ?? "",
      full: row.querySelector(".badge--full") !== null,
    })),
  );
}

/** The price the class page's buy box states. */
const pagePrice = (page: Page) => page.getByRole("complementary", { name: /^Book this/ }).locator(".price-panel__from");

/** "$47.99" of "From $47.99", "$1,200.00" of "From $1,200": a portion table's cell. */
const tableAmount = (words: string) => {
  const amount = words.replace(/^From /, "");
  return /\.\d\d$/.test(amount) ? amount : `${amount}.00`;
};

test("every class of a month at one kitchen has one price on the list, its page, /menu-options, the cart, the confirmation and its e-mail", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  await page.goto("/classes");
  // Next month at the first kitchen: a whole month of every class type it runs.
  const location = (await finder(page).getByLabel("Location").locator("option").nth(1).getAttribute("value")) ?? "";
  const month = (await finder(page).getByLabel("Month").locator("option").nth(1).getAttribute("value")) ?? "";
  await page.goto(`/classes?location=${location}&month=${month}`);
  const listed = await listedClasses(page);
  expect(listed.length).toBeGreaterThan(5);
  for (const shopClass of listed) expect(shopClass.price, shopClass.name).toMatch(PRICE_WORDS);
  // Each way of selling is in the month: per guest, per couple and by portions.
  for (const kind of [/per guest$/, /per couple · .+ a person$/, /^From /]) expect(listed.some((shopClass) => kind.test(shopClass.price))).toBe(true);

  // Its page says what the list said.
  for (const shopClass of listed) {
    await page.goto(shopClass.href);
    await expect(page.getByRole("heading", { level: 1, name: shopClass.name })).toBeVisible();
    await expect(pagePrice(page), shopClass.href).toHaveText(shopClass.price);
  }

  // /menu-options prices each class type as its classes are priced (the seed's classes have no own price).
  await page.goto("/menu-options");
  for (const typeName of new Set(listed.map((shopClass) => shopClass.typeName))) {
    const card = page.getByRole("article", { name: typeName });
    const prices = new Set(listed.filter((shopClass) => shopClass.typeName === typeName).map((shopClass) => shopClass.price));
    expect(prices.size, typeName).toBe(1);
    const [price] = [...prices] as [string];
    if (price.startsWith("From ")) {
      await expect(card.getByRole("table")).toBeVisible();
      await expect(card.getByRole("cell", { name: tableAmount(price), exact: true }).first()).toBeVisible();
    } else {
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByRole("table")).toHaveCount(0);
    }
  }

  // The cart says it again for one open class of each type sold per guest or couple.
  const byType = new Map<string, ListedClass>();
  for (const shopClass of listed)
    if (!shopClass.full && !shopClass.price.startsWith("From ") && !byType.has(shopClass.typeName)) byType.set(shopClass.typeName, shopClass);
  expect(byType.size).toBeGreaterThanOrEqual(2);
  for (const shopClass of byType.values()) {
    await page.goto(shopClass.href);
    await addOpenClassToCart(page, javaScriptEnabled);
    await dismissToasts(page);
  }
  await page.goto("/cart");
  for (const shopClass of byType.values()) {
    await expect(page.getByRole("article", { name: shopClass.name }).getByText(shopClass.price, { exact: true })).toBeVisible();
  }

  // And the confirmation and its e-mail, once paid.
  await dismissToasts(page);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const email = uniqueEmail("one-price");
  await fillCheckoutContact(page, email);
  const guests = page.getByRole("group", { name: /^(Guest \d+ of \d+|Couple \d+, guest \d+) · / });
  for (let index = 0; index < (await guests.count()); index++) {
    await guests
      .nth(index)
      .getByLabel("First name")
      .fill(`Guest${index + 1}`);
    await guests.nth(index).getByLabel("Last name").fill("Lund");
  }
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/confirmation$/);
  for (const shopClass of byType.values()) {
    const booked = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: shopClass.name }) });
    await expect(booked.getByText(shopClass.price, { exact: true }).first()).toBeVisible();
  }
  const [confirmation] = await receivedBy(request, email);
  for (const shopClass of byType.values()) expect(confirmation!.text).toContain(` at ${shopClass.price}: $`);
});

test("the home's upcoming classes show their class pages' prices", async ({ page }) => {
  await page.goto("/choose-menu");
  const cards = page.locator(".class-card");
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((items) =>
    items.map((card) => ({
      href: card.querySelector(".card__title a")?.getAttribute("href") ?? "",
      price: card.querySelector(".class-card__price")?.textContent?.trim() ?? "",
    })),
  );
  for (const card of shown) {
    expect(card.price).toMatch(PRICE_WORDS);
    await page.goto(card.href);
    await expect(pagePrice(page), card.href).toHaveText(card.price);
  }
});

test('"$100 or less a person" keeps a $149 Date Night, $74.50 a person', async ({ page, javaScriptEnabled }) => {
  await page.goto("/classes");
  await finder(page).getByLabel("Class type").selectOption({ label: "Date Night" });
  if (!javaScriptEnabled) await finder(page).getByRole("button", { name: "Show classes" }).click();
  await expect(page).toHaveURL(/[?&]type=\d+/);
  await finder(page).getByLabel("Price").selectOption({ label: "$100 or less a person" });
  if (!javaScriptEnabled) await finder(page).getByRole("button", { name: "Show classes" }).click();
  await expect(page).toHaveURL(/[?&]max=100/);
  const prices = page.locator(".class-row__price");
  await expect(prices.first()).toHaveText("$149 per couple · $74.50 a person");
  for (const price of await prices.allTextContents()) expect(price.trim()).toBe("$149 per couple · $74.50 a person");
});
