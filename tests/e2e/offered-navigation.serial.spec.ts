/**
 * Issue 27 part 7, end to end (decisions 089, 091, 098): a manager withdraws delivery at every
 * active kitchen in the console, and at once the shop's header and footer no longer link to
 * delivery and /delivery no longer offers a kitchen's delivery dates; delivery ticked again at
 * each of them, the links and dates are back. It changes what the whole shop offers, so it runs in
 * the serialized stage (projects settings-js and settings-no-js), after every other spec.
 */
import { expect as baseExpect, test, type Locator, type Page } from "./fixtures";
import { signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });
const MANAGER = "daniel.olsen@cachevalleykitchen.com";
const DELIVERY = "Delivery";

test.describe.configure({ timeout: 240_000 });

interface Kitchen {
  name: string;
  /** Its console page, /admin/locations/<id>. */
  path: string;
  fulfillments: string[];
  upcomingClasses: number;
}

/** Every active kitchen offering `fulfillment`, from each page of the console's locations list. */
async function activeKitchensOffering(page: Page, fulfillment: string): Promise<Kitchen[]> {
  const kitchens: Kitchen[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    await page.goto(pageNumber === 1 ? "/admin/locations" : `/admin/locations?page=${pageNumber}`);
    const rows = page
      .getByRole("table", { name: "Locations" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader") });
    for (const row of await rows.all()) {
      // Name, then City, Timezone, Active, Upcoming classes, Fulfillments.
      const cells = await row.getByRole("cell").allTextContents();
      const fulfillments = (cells[4] ?? "").split(", ");
      if (cells[2] !== "Yes" || !fulfillments.includes(fulfillment)) continue;
      const link = row.getByRole("rowheader").getByRole("link");
      kitchens.push({
        name: (await link.textContent()) ?? "",
        path: (await link.getAttribute("href")) ?? "",
        fulfillments,
        upcomingClasses: Number((cells[3] ?? "0").replace(/\D/g, "")),
      });
    }
    if ((await page.getByRole("navigation", { name: "Pages of locations" }).getByRole("link", { name: "Next" }).count()) === 0) return kitchens;
  }
}

/** A kitchen's console facts (the terms and what each says), as the page shows them. */
async function factsOf(page: Page): Promise<Record<string, string>> {
  const terms = await page.getByRole("term").allTextContents();
  const definitions = await page.getByRole("definition").allTextContents();
  expect(definitions).toHaveLength(terms.length);
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index]!]));
}

const offers = (facts: Record<string, string>, fulfillment: string) => (facts.Fulfillments ?? "").split(", ").includes(fulfillment);

/** Ticks or unticks `fulfillment` on the kitchen's console page and saves; its facts after the save. */
async function setOffered(page: Page, kitchen: Kitchen, fulfillment: string, offered: boolean): Promise<Record<string, string>> {
  await page.goto(kitchen.path);
  await dismissToasts(page);
  const form = page.getByRole("form", { name: "Location" });
  await form.getByRole("checkbox", { name: fulfillment, exact: true }).setChecked(offered);
  await form.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByText("Location saved").first()).toBeVisible();
  await expect.poll(async () => offers(await factsOf(page), fulfillment)).toBe(offered);
  return factsOf(page);
}

/** Where the shop's header (its desktop and phone menus, open or not) and footer link to. */
async function layoutHrefs(page: Page): Promise<string[]> {
  const links: Locator = page.getByRole("banner").or(page.getByRole("contentinfo")).getByRole("link", { includeHidden: true });
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
}

const leadsToDelivery = (href: string) => /^\/delivery(?:[/?#]|$)|fulfillment=delivery/.test(href);

/** What a visitor sees of delivery: the header's and footer's links, and /delivery for a kitchen that only delivers. */
async function expectDeliveryShown(visitor: Page, kitchen: Kitchen, shown: boolean): Promise<void> {
  const id = kitchen.path.split("/").at(-1)!;
  await visitor.goto(`/delivery?location=${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Delivery and shipping" })).toBeVisible();

  const banner = visitor.getByRole("banner");
  const orderDelivery = banner.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Order Delivery", includeHidden: true });
  expect((await layoutHrefs(visitor)).filter(leadsToDelivery).length > 0).toBe(shown);
  if (shown) {
    await expect(banner.getByRole("link", { name: "Delivery near you", includeHidden: true }).first()).toHaveAttribute("href", "/delivery");
    await expect(orderDelivery).toHaveAttribute("href", "/choose-menu?fulfillment=delivery");
  } else {
    await expect(banner.getByRole("link", { name: "Delivery near you", includeHidden: true })).toHaveCount(0);
    // Decision 091: the group whose own page is withdrawn leads to its first link still shown.
    await expect(orderDelivery).toHaveAttribute("href", "/pickup");
    await expect(banner.getByRole("link", { name: "Pre-assembled pickup", includeHidden: true }).first()).toHaveAttribute("href", "/pickup");
  }

  // Decision 089: the list's kitchens and dates follow what each kitchen offers now.
  const main = visitor.getByRole("main");
  const location = main.getByLabel("Location", { exact: true });
  const kitchenDates = main.getByText(DELIVERY, { exact: true });
  if (shown) {
    await expect(location).toHaveValue(id);
    await expect(kitchenDates.first()).toBeVisible();
    await expect(main.getByRole("note").filter({ hasText: "doesn’t offer" })).toHaveCount(0);
  } else {
    await expect(main.getByRole("note").filter({ hasText: "That kitchen doesn’t offer delivery dates, so here are all of our kitchens." })).toBeVisible();
    await expect(location.getByRole("option", { name: kitchen.name, exact: true })).toHaveCount(0);
    await expect(kitchenDates).toHaveCount(0);
  }
}

test("delivery withdrawn at every kitchen in the console leaves the shop's navigation and lists at once, and comes back", async ({ page, browser }) => {
  await signInSeeded(page, MANAGER);
  const kitchens = await activeKitchensOffering(page, DELIVERY);
  expect(kitchens.length).toBeGreaterThan(0);
  // A kitchen whose dates on /delivery are all delivery (shipping would keep it on the list): the busiest one, a seeded kitchen.
  const onlyDelivers = kitchens
    .filter((kitchen) => !kitchen.fulfillments.includes("Shipping"))
    .sort((a, b) => b.upcomingClasses - a.upcomingClasses)
    .at(0);
  expect(onlyDelivers, "an active kitchen that delivers and does not ship").toBeDefined();

  const visitor = await (await browser.newContext()).newPage();
  await expectDeliveryShown(visitor, onlyDelivers!, true);

  const before = new Map<string, Record<string, string>>();
  try {
    for (const kitchen of kitchens) {
      await page.goto(kitchen.path);
      before.set(kitchen.path, await factsOf(page));
      await setOffered(page, kitchen, DELIVERY, false);
    }
    // The very next request of a visitor without a session.
    await expectDeliveryShown(visitor, onlyDelivers!, false);
  } finally {
    // Every kitchen as it was, through the console again; compared once all are restored.
    const after = new Map<string, Record<string, string>>();
    for (const kitchen of kitchens) {
      if (before.has(kitchen.path)) after.set(kitchen.path, await setOffered(page, kitchen, DELIVERY, true));
    }
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
  }
  await expectDeliveryShown(visitor, onlyDelivers!, true);
  await visitor.context().close();
});
