/**
 * Finding a class where the customer is (issue 30 part 6, decision 085), JavaScript on and off:
 * day-of-week and party-size filters as shareable links, a remembered place that orders every
 * list and stays in the list's URL (so the page cache keeps one page per place, never a
 * customer's own), /zip linked where a customer looks, results on the first screen of a desktop
 * and an agenda on a phone.
 */
import { expect as baseExpect, test, type Browser, type Page } from "./fixtures";
import { actAfterReactStarts } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

const finder = (page: Page) => page.getByRole("form", { name: "Find classes" });

/** Tells /zip where the customer is; the place is then remembered (the cookie of decision 085). */
async function tellZip(page: Page, zip: string) {
  await page.goto("/zip");
  await page.getByLabel("Zip code or city").fill(zip);
  await page.getByRole("button", { name: "Find kitchens" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${zip}`));
}

/** The kitchens of the finder's Location select, in its order (without "All locations"). */
async function kitchenOrder(page: Page): Promise<string[]> {
  const labels = await finder(page).getByLabel("Location").locator("option").allTextContents();
  return labels.slice(1).map((label) => label.replace(/ · \d+ mi$/, ""));
}

test("the day-of-week and party-size filters are links of their own and work together", async ({ page, javaScriptEnabled }) => {
  await page.goto("/classes?near=");
  await finder(page).getByLabel("Day of the week").selectOption({ label: "Weekends (Sat–Sun)" });
  if (!javaScriptEnabled) await finder(page).getByRole("button", { name: "Show classes" }).click();
  await expect(page).toHaveURL(/[?&]day=weekends/);
  await finder(page).getByLabel("Party size").selectOption({ label: "4 guests" });
  if (!javaScriptEnabled) await finder(page).getByRole("button", { name: "Show classes" }).click();
  await expect(page).toHaveURL(/[?&]guests=4/);
  await expect(page).toHaveURL(/[?&]day=weekends/);
  const days = await page.locator(".class-day__date").allTextContents();
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day).toMatch(/^(Saturday|Sunday),/);
  const seats = await page.locator(".class-row__seats").allTextContents();
  expect(seats.length).toBeGreaterThan(0);
  for (const text of seats) expect(Number(/^(\d+) seats? left$/.exec(text)?.[1])).toBeGreaterThanOrEqual(4);

  // A shared link shows the same classes with the same choices.
  const names = await page.locator(".class-row__link").allTextContents();
  await page.goto(page.url());
  expect(await page.locator(".class-row__link").allTextContents()).toEqual(names);
  await expect(finder(page).getByLabel("Day of the week")).toHaveValue("weekends");
  await expect(finder(page).getByLabel("Party size")).toHaveValue("4");
  await page.getByRole("link", { name: "Clear the filters" }).first().click();
  await expect(page).not.toHaveURL(/day=|guests=/);
});

test("a remembered zip orders every list, nearest kitchens first; /zip is linked from the lists, header and footer", async ({ page }) => {
  await page.goto("/classes");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Find a Kitchen Near You" })).toHaveAttribute("href", "/zip");
  // The header's "Attend a Class" group opens on hover.
  await page.getByRole("banner").getByRole("link", { name: "Attend a Class" }).first().hover();
  await expect(page.getByRole("banner").getByRole("link", { name: "Kitchens near you" }).first()).toHaveAttribute("href", "/zip");
  await page.getByRole("link", { name: "Find the kitchens near you" }).click();
  await expect(page).toHaveURL(/\/zip$/);
  await tellZip(page, "84601");

  // Every list is led to its place (Provo) and says so; the nearest kitchens come first.
  for (const path of ["/classes", "/pickup", "/delivery"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}\\?near=84601$`));
    await expect(page.locator(".place-line")).toContainText("Nearest kitchens to 84601 first");
  }
  await page.goto("/classes");
  expect((await kitchenOrder(page))[0]).toBe("Provo");
  const provoOrder = await kitchenOrder(page);
  // Within each day the classes follow that order.
  for (const day of await page.locator(".class-day").all()) {
    const places = await day.locator(".class-row__location").allTextContents();
    const ranks = places.map((place) => provoOrder.indexOf(place));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  }
  await page.goto("/choose-menu");
  await expect(page).toHaveURL(/\/choose-menu\?near=84601$/);
  await expect(page.locator(".place-line")).toContainText("Near 84601");

  // A zip typed on the list is the new place, remembered for the next list.
  await page.goto("/classes");
  await finder(page).getByLabel("Near zip code").fill("84321");
  await finder(page).getByRole("button", { name: "Show classes" }).click();
  await expect(page).toHaveURL(/[?&]near=84321/);
  expect((await kitchenOrder(page))[0]).toBe("Logan");
  await page.goto("/pickup");
  await expect(page).toHaveURL(/\/pickup\?near=84321$/);

  // Forgotten on /zip: the lists are everyone's again.
  await page.goto("/zip");
  await page.getByRole("button", { name: "Forget my place" }).click();
  await expect(page).toHaveURL(/\/zip\?q=$/);
  await expect(page.getByRole("button", { name: "Forget my place" })).toHaveCount(0);
  await page.goto("/classes");
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.locator(".place-line")).toContainText("Where are you?");
});

/** A new visitor of their own (JavaScript as the project has it) who told /zip where they are. */
async function customerAt(browser: Browser, javaScriptEnabled: boolean, zip: string | null): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  if (javaScriptEnabled) await actAfterReactStarts(page);
  if (zip) await tellZip(page, zip);
  return page;
}

test("two customers with different places never see each other's place through the page cache", async ({ browser, javaScriptEnabled }) => {
  const logan = await customerAt(browser, javaScriptEnabled, "84321");
  const provo = await customerAt(browser, javaScriptEnabled, "84601");
  const newcomer = await customerAt(browser, javaScriptEnabled, null);
  // In turns, twice (the second time from the kept pages), each list as each customer.
  for (let round = 0; round < 2; round++) {
    for (const path of ["/classes", "/pickup", "/delivery", "/choose-menu"]) {
      for (const [page, own, other] of [
        [logan, "84321", "84601"],
        [provo, "84601", "84321"],
        [newcomer, null, null],
      ] as const) {
        await page.goto(path);
        const html = await page.content();
        if (own) {
          await expect(page).toHaveURL(new RegExp(`near=${own}`));
          await expect(page.locator(".place-line")).toContainText(own);
          expect(html).not.toContain(other);
        } else {
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expect(page.locator(".place-line")).toContainText("Where are you?");
          expect(html).not.toContain("84321");
          expect(html).not.toContain("84601");
        }
      }
    }
  }
  // The kept page of a place is kept by its address alone: it sets no cookie and names no one. Other
  // specs' bookings change the seat version (a kept page is then rendered again): ask until a hit.
  await expect
    .poll(async () => (await newcomer.request.get("/classes?near=84601", { headers: { cookie: "" } })).headers()["x-page-cache"], { timeout: 15_000 })
    .toBe("hit");
  for (const page of [logan, provo, newcomer]) await page.context().close();
});

test("on a 1280×800 desktop the first class is on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/classes");
  const first = page.locator(".class-row").first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
});

test("on a 390×844 phone the month is an agenda by day, and no word is broken", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/classes?view=calendar");
  const agenda = page.getByRole("region", { name: /classes in .+, by day/ });
  await expect(agenda).toBeVisible();
  await expect(page.getByRole("table", { name: /classes in .+, by day/ })).toBeHidden();
  await expect(agenda.locator(".month-agenda__class").first()).toHaveAttribute("href", /^\/classes\//);
  // Every word of the page's main text on one line: a word split over two lines has two boxes.
  const broken = await page.getByRole("main").evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/[A-Za-z0-9]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(match[0]);
      }
    }
    return found;
  });
  expect(broken).toEqual([]);
});

test("with JavaScript, the browser's position (with consent) becomes the nearest kitchen's zip", async ({ browser, javaScriptEnabled }) => {
  const context = await browser.newContext({ javaScriptEnabled, permissions: ["geolocation"], geolocation: { latitude: 41.2236, longitude: -111.9707 } });
  const page = await context.newPage();
  await page.goto("/zip");
  const button = page.getByRole("button", { name: "Use my location" });
  if (!javaScriptEnabled) {
    // Without JavaScript there is no position to send: the zip form is the way.
    await expect(button).toBeHidden();
    await expect(page.getByLabel("Zip code or city")).toBeVisible();
    await context.close();
    return;
  }
  await actAfterReactStarts(page);
  await button.click();
  await expect(page).toHaveURL(/\/zip\?q=84401$/);
  await page.goto("/classes");
  await expect(page).toHaveURL(/near=84401/);
  await context.close();
});
