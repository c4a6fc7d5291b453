import { expect, test, type Page } from "./fixtures";

/** The distances on the zip page's location cards, in page order ("4.2 mi" → 4.2). */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.locator(".location-card .distance").allTextContents();
  return texts.map((text) => Number(/([\d.]+)\s*mi/.exec(text)?.[1]));
}

async function searchZipPage(page: Page, input: string) {
  await page.goto("/zip");
  await page.getByLabel("Zip code or city").fill(input);
  await page.getByRole("button", { name: "Find kitchens" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(input)}`));
}

test.describe("/zip finds kitchens by zip code or city (spec §5, §8, §9)", () => {
  test("a zip code lists nearby kitchens nearest first, Logan first for 84321", async ({ page }) => {
    await searchZipPage(page, "84321");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Logan");
    const miles = await distances(page);
    expect(miles.length).toBeGreaterThanOrEqual(3);
    expect(miles.every((mile) => Number.isFinite(mile))).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText("within 50 miles of 84321");
  });

  test("a city name searches around that city: Ogden first", async ({ page }) => {
    await searchZipPage(page, "Ogden");
    await expect(page.getByRole("article").first().getByRole("heading", { level: 3 })).toHaveText("Ogden");
    const miles = await distances(page);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText("Ogden, UT");
  });

  test("the page's first query uses 100 miles around the last search, and offers every kitchen (decision 023)", async ({ page }) => {
    await page.goto("/zip");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText("All our kitchens");
    await searchZipPage(page, "84401");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText("within 50 miles of 84401");
    await page.goto("/zip");
    const heading = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(heading).toContainText("within 100 miles of 84401 (your last search)");
    await expect(page.getByLabel("Zip code or city")).toHaveValue("84401");
    await expect(page.getByRole("article").first().getByRole("heading", { level: 3 })).toHaveText("Ogden");
    // Salt Lake City is about 35 miles from Ogden, Provo about 80: only the wider radius reaches Provo.
    await expect(page.getByRole("article").getByRole("heading", { level: 3, name: "Provo" })).toBeVisible();
    await page.getByRole("link", { name: "Show all our kitchens" }).click();
    await expect(heading).toHaveText("All our kitchens");
  });

  test("a far zip shows the no-service message and still lists every kitchen", async ({ page }) => {
    await searchZipPage(page, "10001");
    await expect(page.getByText("We do not offer services in this area")).toBeVisible();
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(5);
  });

  test("input that cannot be a city is a field error with status 400, not a crash", async ({ page }) => {
    const response = await page.goto(`/zip?q=${"a".repeat(300)}`);
    expect(response?.status()).toBe(400);
    const field = page.getByLabel("Zip code or city");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".field__errors")).toContainText("at most 100 characters");
  });

  test("has no newsletter block, while /choose-method has one", async ({ page }) => {
    const newsletter = "Get new menus and class dates by e-mail";
    await page.goto("/zip");
    await expect(page).toHaveTitle("ZipCode | Cache Valley Kitchen");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("region", { name: newsletter })).toHaveCount(0);
    await page.goto("/choose-method");
    await expect(page.getByRole("region", { name: newsletter })).toBeVisible();
  });
});

test.describe("the list pages /classes, /pickup and /delivery", () => {
  test("a kitchen and a month list only that kitchen's classes in that month", async ({ page, javaScriptEnabled }) => {
    await page.goto("/classes");
    await expect(page).toHaveTitle("Classes | Cache Valley Kitchen");
    const monthSelect = page.getByLabel("Month", { exact: true });
    const monthValue = await monthSelect.locator("option").nth(1).getAttribute("value");
    const monthLabel = (await monthSelect.locator("option").nth(1).textContent()) ?? "";
    const [monthName, year] = monthLabel.split(" ");

    if (javaScriptEnabled) {
      // Filtering runs as a client-side navigation: the window (and this marker) survives.
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.getByLabel("Location", { exact: true }).selectOption({ label: "Ogden" });
      await expect(page).toHaveURL(/location=4/);
      await monthSelect.selectOption(monthValue!);
      await expect(page).toHaveURL(new RegExp(`month=${monthValue}`));
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    } else {
      await page.getByLabel("Location", { exact: true }).selectOption({ label: "Ogden" });
      await monthSelect.selectOption(monthValue!);
      await page.getByRole("button", { name: "Show classes" }).click();
      await expect(page).toHaveURL(new RegExp(`location=4.*month=${monthValue}`));
    }

    await expect(page.getByRole("heading", { level: 2, name: `${monthLabel} · Ogden` })).toBeVisible();
    const locations = await page.locator(".class-row__location").allTextContents();
    expect(locations.length).toBeGreaterThan(0);
    expect(new Set(locations)).toEqual(new Set(["Ogden"]));
    const days = await page.locator(".class-day__date").allTextContents();
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(new RegExp(`${monthName} \\d{1,2}, ${year}$`));
    await expect(page.locator(".class-row__price").first()).toContainText("$");
  });

  test("/pickup lists only pickup and /delivery only delivery and shipping", async ({ page }) => {
    await page.goto("/pickup");
    await expect(page).toHaveTitle("Pickup | Cache Valley Kitchen");
    const pickupLinks = await page.locator(".class-row__link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(pickupLinks.length).toBeGreaterThan(0);
    expect(pickupLinks.every((href) => href?.startsWith("/pickup/"))).toBe(true);

    await page.goto("/delivery");
    await expect(page).toHaveTitle("Delivery | Cache Valley Kitchen");
    const deliveryLinks = await page.locator(".class-row__link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(deliveryLinks.length).toBeGreaterThan(0);
    expect(deliveryLinks.every((href) => href?.startsWith("/delivery/"))).toBe(true);
    const kinds = new Set(await page.locator(".class-row__kind").allTextContents());
    expect([...kinds].every((kind) => kind === "Delivery" || kind === "Shipping")).toBe(true);
  });
});

test.describe("the class page", () => {
  test("shows the class with its time zone, seats, prices and Event JSON-LD", async ({ page }) => {
    await page.goto("/classes");
    const link = page.locator(".class-row__link").first();
    const name = (await link.textContent()) ?? "";
    await link.click();
    await expect(page).toHaveURL(/\/classes\/[A-Z]{3}-\d{8}-\d{4}-IP$/);
    await expect(page).toHaveTitle(`${name} | Cache Valley Kitchen`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const facts = page.locator(".facts");
    await expect(facts).toContainText(/\d{1,2}:\d{2} (AM|PM) M[SD]T/);
    await expect(facts).toContainText(/\d+ seats? left|Full|Canceled/);
    // The buy box states the class's price in its own terms (decision 084); its radios carry theirs.
    await expect(page.locator(".price-panel__from")).toHaveText(/^(From )?\$[\d.]+( per (guest|couple · \$[\d.]+ a person))?$/);
    for (const price of await page.locator(".portion-picker__choice").allTextContents()) expect(price).toMatch(/\$\d+\.\d{2}$/);
    // A class that can be bought lets the customer choose the meals (decision 041).
    await expect(page.getByRole("heading", { level: 2, name: /^(On the menu|Choose your meals)$/ })).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const event = JSON.parse(jsonLd ?? "");
    expect(event["@type"]).toBe("Event");
    expect(event.name).toBe(name);
    expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(event.location.address["@type"]).toBe("PostalAddress");
    expect(event.offers[0].priceCurrency).toBe("USD");
  });

  test("a class under the wrong prefix moves (301) to its fulfillment's page", async ({ page, request }) => {
    await page.goto("/classes");
    const href = (await page.locator(".class-row__link").first().getAttribute("href")) ?? "";
    const sku = href.split("/").pop();
    const response = await request.get(`/pickup/${sku}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(`/classes/${sku}`);
  });

  test("an unknown sku is the 404 page", async ({ page }) => {
    const response = await page.goto("/classes/NOPE-20990101-0000-IP");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Cache Valley Kitchen");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
  });
});

test.describe("the menu and meal pages", () => {
  test("a meal on /menu opens its Meal Details page with allergens", async ({ page }) => {
    await page.goto("/menu");
    await expect(page).toHaveTitle("Full Menu | Cache Valley Kitchen");
    const meal = page.locator(".meal-card").first().getByRole("link");
    const name = (await meal.textContent()) ?? "";
    await meal.click();
    await expect(page).toHaveURL(/\/meals\/\d+$/);
    await expect(page).toHaveTitle("Meal Details | Cache Valley Kitchen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("heading", { level: 2, name: "Allergens" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Instructions" })).toBeVisible();
  });

  test("the allergy filter leaves out meals that contain the allergen", async ({ page, javaScriptEnabled }) => {
    await page.goto("/menu");
    const allergenTexts = page.locator(".meal-card__allergens");
    const before = await allergenTexts.allTextContents();
    expect(before.some((text) => text.includes("Dairy"))).toBe(true);

    await page.getByRole("checkbox", { name: "Dairy" }).check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Update menu" }).click();
    await expect(page).toHaveURL(/allergy_free=dairy/);
    await expect(page.getByRole("note")).toContainText("those without Dairy");
    const after = await allergenTexts.allTextContents();
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(before.length);
    expect(after.some((text) => text.includes("Dairy"))).toBe(false);
  });

  test("/menu-options adds the portion options and their prices", async ({ page }) => {
    await page.goto("/menu-options");
    await expect(page.getByRole("heading", { level: 2, name: "Portion options" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Meal Assembly" })).toBeVisible();
    await expect(page.locator(".portion-table td").first()).toHaveText(/^\$\d+\.\d{2}$/);
  });

  test("an unknown meal is the 404 page", async ({ page }) => {
    const response = await page.goto("/meals/no-such-meal");
    expect(response?.status()).toBe(404);
  });
});
