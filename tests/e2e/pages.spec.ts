import { expect, test } from "./fixtures";

const MARKETING = "https://www.cachevalleykitchen.com";

test.describe("plain pages of spec §2", () => {
  for (const [path, title, heading] of [
    [
      "/choose-method",
      "Cook together, eat well | Cache Valley Kitchen",
      "How would you like to cook with us?",
    ],
    ["/fulfillment", "Fulfillment | Cache Valley Kitchen", "Ways to order"],
    ["/host-class-progress", "Plan a Private Class | Cache Valley Kitchen", "Plan a Private Class"],
    [
      "/storage-and-cooking-tips",
      "Storage and Cooking Tips | Cache Valley Kitchen",
      "Storage and cooking tips",
    ],
    ["/thank-you", "Thank You | Cache Valley Kitchen", "Thank you!"],
    ["/signup", "Sign Up | Cache Valley Kitchen", "Stay in the loop"],
  ] as const) {
    test(`${path} answers 200, titled "${title}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }

  test("/not-found answers 404 with the not-found page and a way back", async ({ page }) => {
    const response = await page.goto("/not-found");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Cache Valley Kitchen");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse classes and meals" })).toHaveAttribute(
      "href",
      "/choose-menu",
    );
  });
});

test.describe("the home page /choose-method", () => {
  test("offers the three methods as big links and the zip code page", async ({ page }) => {
    await page.goto("/choose-method");
    const main = page.getByRole("main");
    for (const [name, href] of [
      [/^Attend a class/, "/classes"],
      [/^Pre-assembled pickup/, "/pickup"],
      [/^Delivery/, "/delivery"],
    ] as const) {
      await expect(main.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(main.getByRole("link", { name: "Not sure? Enter your zip code" })).toHaveAttribute(
      "href",
      "/zip",
    );
  });

  test("a method link leads to its list page", async ({ page }) => {
    await page.goto("/choose-method");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Attend a class/ })
      .click();
    await expect(page).toHaveURL(/\/classes$/);
  });
});

test.describe("/fulfillment", () => {
  test("without a type explains all four fulfillments, each linking to its list", async ({ page }) => {
    await page.goto("/fulfillment");
    for (const [name, link, href] of [
      ["In-Person Class", "Find a class", "/classes"],
      ["Pre-Assembled Pickup", "Find a pickup time", "/pickup"],
      ["Delivery", "Find a delivery window", "/delivery"],
      ["Shipping", "See shipping dates", "/delivery"],
    ] as const) {
      const section = page.getByRole("region", { name, exact: true });
      await expect(section.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      await expect(section.getByRole("link", { name: link })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("note")).toHaveCount(0);
  });

  test("?type=pre-assembled explains that one and links to the others", async ({ page }) => {
    await page.goto("/fulfillment?type=pre-assembled");
    await expect(page).toHaveTitle("Fulfillment | Cache Valley Kitchen");
    await expect(page.getByRole("heading", { level: 1, name: "Pre-Assembled Pickup" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find a pickup time" })).toHaveAttribute("href", "/pickup");
    await expect(page.getByRole("heading", { name: "Delivery", exact: true })).toHaveCount(0);
    const others = page.getByRole("navigation", { name: "Other ways to order" });
    await expect(others.getByRole("link", { name: "Shipping" })).toHaveAttribute(
      "href",
      "/fulfillment?type=shipping",
    );
  });

  test("an unknown type answers 200 with all four and a gentle note", async ({ page }) => {
    const response = await page.goto("/fulfillment?type=teleport");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("note")).toHaveText(
      "We couldn’t find that way of ordering, so here are all four.",
    );
    await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: "Shipping" })).toBeVisible();
  });
});

test.describe("redirects inside the app", () => {
  for (const [path, location] of [
    ["/host-class", "/host-class-progress"],
    ["/maintenance", "/choose-method"],
    ["/menu/anything", "/menu"],
    ["/menu/winter/soups", "/menu"],
  ] as const) {
    test(`${path} redirects 302 to ${location}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe(location);
    });
  }

  test("/host-class lands on Plan a Private Class", async ({ page }) => {
    await page.goto("/host-class");
    await expect(page).toHaveURL(/\/host-class-progress$/);
    await expect(page).toHaveTitle("Plan a Private Class | Cache Valley Kitchen");
  });

  test("/maintenance lands on the home page", async ({ page }) => {
    await page.goto("/maintenance");
    await expect(page).toHaveURL(/\/choose-method$/);
    await expect(page).toHaveTitle("Cook together, eat well | Cache Valley Kitchen");
  });
});

test.describe("pages on the marketing site", () => {
  for (const path of [
    "/careers",
    "/our-story",
    "/contact-us",
    "/terms-and-conditions",
    "/liability-waiver",
    "/how-it-works",
    "/privacy-policy",
    "/blog",
    "/blog/freezer-meals-for-new-parents",
  ]) {
    test(`${path} redirects 302 to the marketing site at the same path`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe(`${MARKETING}${path}`);
    });
  }

  test("the query string goes along", async ({ request }) => {
    const response = await request.get("/how-it-works?utm_source=flyer&ref=logan", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`${MARKETING}/how-it-works?utm_source=flyer&ref=logan`);
  });

  test("/instructions/{recipe} redirects 302 to the recipe card PDF", async ({ request }) => {
    const response = await request.get("/instructions/honey-lime-chicken-enchiladas", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(
      `${MARKETING}/instructions/honey-lime-chicken-enchiladas.pdf`,
    );
  });

  for (const recipe of ["Pot-Roast", "pot_roast", "pot%20roast", "..%2Fsecret", "a".repeat(101)]) {
    test(`/instructions/${recipe.slice(0, 20)} is not a recipe slug: 404`, async ({ request }) => {
      const response = await request.get(`/instructions/${recipe}`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()["location"]).toBeUndefined();
    });
  }
});

test.describe("the footer newsletter block", () => {
  const newsletter = "Get new menus and class dates by e-mail";

  test("shows on the home page with a signup form posting to /signup", async ({ page }) => {
    await page.goto("/choose-method");
    const block = page.getByRole("contentinfo").getByRole("region", { name: newsletter });
    await expect(block).toBeVisible();
    const form = block.getByRole("form", { name: "Newsletter signup" });
    await expect(form).toHaveAttribute("action", "/signup");
    await expect(form.getByLabel("E-mail address")).toHaveAttribute("type", "email");
  });

  test("is hidden by a route that opts out through its handle (/signup)", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("region", { name: newsletter })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in or create an account" })).toHaveAttribute(
      "href",
      "/login",
    );
  });

  test("the footer on /cart leaves room at the bottom, elsewhere not", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByRole("contentinfo")).toHaveClass(/site-footer--cart/);
    await page.goto("/choose-method");
    await expect(page.getByRole("contentinfo")).not.toHaveClass(/site-footer--cart/);
  });
});

test.describe("/host-class-progress", () => {
  test("explains private classes, leads to its request form, and to the contact form with its topic chosen", async ({ page }) => {
    await page.goto("/host-class-progress");
    await expect(page.getByText("8 to 30 people.")).toBeVisible();
    await page.getByRole("link", { name: "Request a private class" }).click();
    await expect(page).toHaveURL(/#request-form$/);
    await expect(page.getByRole("form", { name: "Tell us about your group" })).toBeVisible();
    await page.getByRole("complementary").getByRole("link", { name: "Write to us", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Write to us" })).toBeVisible();
    await expect(page.getByLabel("What is it about?")).toHaveValue("PRIVATE_CLASS");
  });

  test("the sample menus open in a modal that locks page scrolling (JS) or in place (no JS)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/host-class-progress");
    const dialog = page.getByRole("dialog", { name: "Sample private-class menus" });
    const html = page.locator("html");
    await expect(page.getByText("Sunday Supper")).toBeHidden();

    await page.getByRole("link", { name: "See sample menus" }).click();
    if (javaScriptEnabled) {
      await expect(dialog).toBeVisible();
      await expect(html).toHaveClass(/scroll-locked/);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(html).not.toHaveClass(/scroll-locked/);

      await page.getByRole("link", { name: "See sample menus" }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(html).not.toHaveClass(/scroll-locked/);
    } else {
      await expect(page).toHaveURL(/#sample-menus$/);
      await expect(page.getByText("Sunday Supper")).toBeVisible();
      await page.getByRole("link", { name: "Close" }).click();
      await expect(page.getByText("Sunday Supper")).toBeHidden();
    }
  });
});

test.describe("/storage-and-cooking-tips", () => {
  test("lists the safe internal temperatures", async ({ page }) => {
    await page.goto("/storage-and-cooking-tips");
    const table = page.getByRole("table", { name: "Safe minimum internal temperatures" });
    for (const [food, temperature] of [
      [/^Chicken and turkey/, "165 °F"],
      [/^Fish and shrimp/, "145 °F"],
      [/^Ground beef/, "160 °F"],
    ] as const) {
      await expect(table.getByRole("row", { name: food }).getByRole("cell")).toHaveText(temperature);
    }
  });
});

test.describe("alerts (spec §4) on /thank-you", () => {
  test("after an order: one alert at a time with JS, a click shows the next; all of them without JS", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/thank-you?for=order");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
    const region = page.getByRole("status");
    const placed = region.getByText("Order placed");
    const receipt = region.locator(".alert__title", { hasText: "Your receipt" });
    await expect(placed).toBeVisible();
    if (javaScriptEnabled) {
      await expect(receipt).toBeHidden();
      await placed.click();
      await expect(receipt).toBeVisible();
      await expect(placed).toBeHidden();
      await region.getByRole("button", { name: "Dismiss: Your receipt" }).click();
      await expect(region.locator(".alert")).toHaveCount(0);
    } else {
      await expect(receipt).toBeVisible();
      await expect(region.getByText("Nothing there in ten minutes? Look in your spam folder.")).toBeVisible();
    }
  });

  test("nothing moves when the page hydrates: toasts from the first paint with JS, in the flow without", async ({ page, javaScriptEnabled }) => {
    await page.goto("/thank-you?for=order");
    const region = page.locator(".alert-region");
    await expect(region.getByText("Order placed")).toBeVisible();
    const position = () => region.evaluate((element) => getComputedStyle(element).position);
    if (!javaScriptEnabled) {
      expect(await position()).toBe("static");
      return;
    }
    // Decision 049: React starts after the first paint; the alerts were toasts before it did.
    await expect.poll(() => page.evaluate(() => (window as { __shopHydrating?: boolean }).__shopHydrating === true)).toBe(true);
    await expect(region).toHaveClass(/alert-region--toast/);
    expect(await position()).toBe("fixed");
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifted).toBe(0);
  });

  test("an alert leaves by itself after its duration with JS, and stays without", async ({ page, javaScriptEnabled }) => {
    await page.goto("/thank-you?for=signup");
    const alert = page.getByRole("status").getByText("You’re on the list");
    await expect(alert).toBeVisible();
    if (javaScriptEnabled) {
      await expect(alert).toBeHidden({ timeout: 10_000 });
    } else {
      await page.waitForTimeout(2_000);
      await expect(alert).toBeVisible();
    }
  });

  test("an unknown reason shows the general thanks and no alerts", async ({ page }) => {
    await page.goto("/thank-you?for=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
    await expect(page.getByRole("status").locator(".alert")).toHaveCount(0);
    expect(await page.content()).not.toContain("<script>alert(1)");
  });
});
