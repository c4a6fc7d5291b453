import { expect, test } from "./fixtures";

test.describe("the first vertical slice", () => {
  test("/ redirects to /choose-menu, titled with the brand", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/choose-menu$/);
    await expect(page).toHaveTitle("Choose Menu | Cache Valley Kitchen");
    await expect(page.getByRole("heading", { level: 1, name: "Choose your menu" })).toBeVisible();
  });

  test("/choose-menu lists upcoming classes read through GraphQL from D1", async ({ page }) => {
    await page.goto("/choose-menu");
    const classes = page.getByRole("heading", { level: 3 });
    await expect(classes.first()).toBeVisible();
    expect(await classes.count()).toBeGreaterThanOrEqual(5);
    const firstTime = page.locator("article time").first();
    await expect(firstTime).toHaveText(/(AM|PM) M[SD]T$/);
  });

  test("the header has the navigation groups of the spec, account and cart icons", async ({ page }) => {
    await page.goto("/choose-menu");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Order Delivery", "Attend a Class", "Our Meals", "Gift Cards", "How It Works", "Our Story"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Order Delivery" })).toHaveAttribute(
      "href",
      "/choose-menu?fulfillment=delivery",
    );
    // Issue 30 part 8: gift cards in the header, not only in the footer.
    await expect(nav.getByRole("link", { name: "Gift Cards" })).toHaveAttribute("href", "/gift-cards/checkout");
    await expect(nav.getByRole("link", { name: "Our Story" })).toHaveAttribute(
      "href",
      "https://www.cachevalleykitchen.com/our-story",
    );
    await expect(page.getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/account");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart");
  });

  test("the navigation filters the classes by fulfillment", async ({ page }) => {
    await page.goto("/choose-menu");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Attend a Class" }).click();
    await expect(page).toHaveURL(/fulfillment=in-person/);
    await expect(page.getByRole("heading", { level: 2, name: "Cooking classes near you" })).toBeVisible();
    const eyebrows = page.locator("article .eyebrow");
    await expect(eyebrows.first()).toHaveText("In-Person Class");
    expect(new Set(await eyebrows.allTextContents())).toEqual(new Set(["In-Person Class"]));
  });

  test("the footer has the spec's links, Logan, UT and the year", async ({ page }) => {
    await page.goto("/choose-menu");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Cache Valley Kitchen · Logan, UT`);
    for (const [name, href] of [
      ["Gift Cards", "/gift-cards/checkout"],
      ["Plan a Private Class", "/host-class-progress"],
      ["Newsroom", "/newsroom"],
      ["FAQ", "https://www.cachevalleykitchen.com/how-it-works#faq"],
      ["Privacy Policy", "https://www.cachevalleykitchen.com/privacy-policy"],
      ["Media Kit", "https://www.cachevalleykitchen.com/media-kit"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(footer.getByRole("link", { name: "Facebook" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Instagram" })).toBeVisible();
  });

  test("every link of the footer to the shop itself opens a page (no dead links, issue 9)", async ({ page }) => {
    await page.goto("/choose-menu");
    const hrefs = await page.getByRole("contentinfo").getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const own = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
    expect(own.length).toBeGreaterThanOrEqual(3);
    for (const href of own) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test("the scripts start after the first paint: no module is named in the document (decision 049)", async ({ request }) => {
  for (const path of ["/classes", "/menu", "/cart"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="modulepreload"');
    expect(html, path).not.toContain('<script type="module"');
    // Remix's module script is there, inert, for the loader to copy once the first frame is drawn.
    expect(html, path).toMatch(/<script nonce="[^"]+" type="application\/x-remix-modules" id="remix-modules">[^<]*import\("\/build\/entry\.client-[A-Z0-9]+\.js"\)/);
    expect(html, path).toContain("getEntriesByName('first-contentful-paint')");
    expect(html, path).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/app-[A-Z0-9]+\.css"\/>/);
  }
});

test("the loader fetches the modules and React starts with JavaScript; without it nothing is fetched", async ({ page, javaScriptEnabled }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/classes");
  const started = () => page.evaluate(() => (window as { __shopHydrating?: boolean }).__shopHydrating === true);
  const preloads = () => page.locator('head link[rel="modulepreload"]').count();
  if (javaScriptEnabled) {
    await expect.poll(started).toBe(true);
    expect(await preloads()).toBeGreaterThan(3);
    expect(fetched).toContainEqual(expect.stringMatching(/^\/build\/entry\.client-/));
  } else {
    await page.waitForLoadState("networkidle");
    expect(await started()).toBe(false);
    expect(await preloads()).toBe(0);
    expect(fetched).toEqual([]);
  }
});

test("back to a list returns to where it was scrolled", async ({ page, javaScriptEnabled }) => {
  await page.goto("/classes");
  if (javaScriptEnabled) {
    await expect.poll(() => page.evaluate(() => (window as { __shopHydrating?: boolean }).__shopHydrating === true)).toBe(true);
    // The inline script wrote the whole state the router keeps (ScrollRestore): a key and index 0.
    expect(await page.evaluate(() => window.history.state)).toMatchObject({ usr: null, key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 });
  }
  // Scrolled down the list to a class, then to its page.
  const link = page.locator('main a[href^="/classes/"]').nth(8);
  const href = await link.getAttribute("href");
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  expect(scrolled).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL(href!);
  await page.goBack();
  await expect(page).toHaveURL(/\/classes$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
});

test("a route module named with a `$` is served at once, and hashed build files are immutable", async ({ request }) => {
  const classes = await (await request.get("/classes")).text();
  const classPage = /href="(\/classes\/[^"/?#.]+)"/.exec(classes)?.[1];
  expect(classPage).toBeTruthy();
  const modules = await (await request.get(classPage!)).text();
  const routeModule = /"(\/build\/routes\/classes\.\$sku-[A-Z0-9]+\.js)"/.exec(modules)?.[1];
  expect(routeModule, "the class page names its route module with a $").toBeTruthy();
  // As the browser asks for it (the preload and the import): no redirect to %24 in between.
  const direct = await request.get(routeModule!, { maxRedirects: 0 });
  expect(direct.status()).toBe(200);
  expect(direct.headers()["content-type"]).toContain("javascript");
  expect(direct.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(direct.headers()["content-security-policy"]).toContain("default-src 'none'");
  const stylesheet = /href="(\/build\/_assets\/app-[A-Z0-9]+\.css)"/.exec(modules)?.[1];
  expect((await request.get(stylesheet!)).headers()["cache-control"]).toContain("immutable");
  // A file without a hash in its name may change under it: revalidated, not kept a year.
  expect((await request.get("/favicon.svg")).headers()["cache-control"] ?? "").not.toContain("immutable");
});

test.describe("the security baseline", () => {
  test("pages and assets carry CSP, nosniff and a referrer policy", async ({ request }) => {
    for (const path of ["/choose-menu", "/favicon.svg", "/nowhere"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("object-src 'none'");
      expect(headers["content-security-policy"], path).toContain("base-uri 'none'");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      // Development runs on plain http: no HSTS here (production adds it).
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  test("an unexpected error renders the friendly 500 page without details", async ({ page }) => {
    const response = await page.goto("/__dev/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain("secret-internal-detail");
    expect(html).not.toMatch(/at [\w.]+ \(/);
  });

  test("an unknown page answers 404 with a way back", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Browse classes and meals" })).toBeVisible();
  });
});

test.describe("public GraphQL on the web origin", () => {
  test("a partner runs the classes query through POST /graphql", async ({ request }) => {
    const response = await request.post("/graphql", {
      data: { query: "{ classes { id sku name date location { name } } }" },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { classes: Array<{ sku: string; location: { name: string } }> } };
    expect(body.data.classes.length).toBeGreaterThan(20);
    expect(body.data.classes[0]!.sku).toMatch(/^[A-Z]{3}-\d{8}-\d{4}-[A-Z]{2}$/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});

test.describe("the payment webhook on the web origin", () => {
  test("is forwarded to the api, which refuses an unsigned event", async ({ request }) => {
    const response = await request.post("/payments/webhook", {
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      data: { id: "evt_forged", type: "checkout.session.completed" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "BAD_SIGNATURE" } });
  });
});
