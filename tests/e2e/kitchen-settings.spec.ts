/**
 * Issue 27 part 7 (decision 089): which fulfillments a kitchen offers is set on its console page,
 * and the shop follows it at once — the list pages kept whole for visitors without a session
 * (decision 042) and the same pages made a signed-in visitor's (decision 076) show the change on
 * the very next request, with JavaScript on and off.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";
import { createLocation, uniqueLocation } from "./location-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });
const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test.describe.configure({ timeout: 90_000 });

/** A cookie-less GET of `path`, as a brand-new visitor: whether it was a kept copy, and whether it names the kitchen. */
async function visitor(request: APIRequestContext, path: string, kitchen: string) {
  const response = await request.get(path, { headers: { cookie: "" } });
  expect(response.status()).toBe(200);
  return { cache: response.headers()["x-page-cache"] ?? "none", names: (await response.text()).includes(kitchen) };
}

/** Ticks or unticks one fulfillment on the kitchen's console page and saves. */
async function offer(page: Page, path: string, fulfillment: string, offered: boolean) {
  await page.goto(path);
  await dismissToasts(page);
  const form = page.getByRole("form", { name: "Location" });
  await form.getByRole("checkbox", { name: fulfillment }).setChecked(offered);
  await form.getByRole("button", { name: "Save location" }).click();
  const facts = page.locator(".admin-facts");
  if (offered) await expect(facts).toContainText(fulfillment, AFTER_SUBMIT);
  else await expect(facts).not.toContainText(fulfillment, AFTER_SUBMIT);
}

test("a kitchen's pickup withdrawn and offered again in the console shows at once on the kept /pickup page", async ({ page, request }) => {
  await signInSeeded(page, MANAGER);
  const kitchen = uniqueLocation("Pickup Kitchen");
  const path = await createLocation(page, kitchen, ["In-Person Class", "Pre-Assembled Pickup"]);

  // Warm: a visitor without a session is served the kept /pickup, which offers the new kitchen.
  await expect.poll(async () => JSON.stringify(await visitor(request, "/pickup", kitchen.name))).toBe(JSON.stringify({ cache: "hit", names: true }));
  await expect.poll(async () => (await visitor(request, "/classes", kitchen.name)).cache).toBe("hit");

  await offer(page, path, "Pre-Assembled Pickup", false);
  // The very next request: /pickup no longer offers the kitchen; /classes, still offered, does.
  expect((await visitor(request, "/pickup", kitchen.name)).names).toBe(false);
  expect((await visitor(request, "/classes", kitchen.name)).names).toBe(true);
  // The signed-in manager's copy of the shared page (decision 076) too.
  await page.goto("/pickup");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByLabel("Location", { exact: true }).locator("option", { hasText: kitchen.name })).toHaveCount(0);
  await page.goto("/classes");
  await expect(page.getByLabel("Location", { exact: true }).locator("option", { hasText: kitchen.name })).toHaveCount(1);

  // Kept again, then offered again: shown at once.
  await expect.poll(async () => (await visitor(request, "/pickup", kitchen.name)).cache).toBe("hit");
  await offer(page, path, "Pre-Assembled Pickup", true);
  expect((await visitor(request, "/pickup", kitchen.name)).names).toBe(true);
  await page.goto("/pickup");
  await expect(page.getByLabel("Location", { exact: true }).locator("option", { hasText: kitchen.name })).toHaveCount(1);

  // Inactive: off every list at once.
  await page.goto(path);
  await dismissToasts(page);
  await page
    .getByRole("form", { name: "Location" })
    .getByRole("checkbox", { name: /^Active/ })
    .uncheck();
  await page.getByRole("form", { name: "Location" }).getByRole("button", { name: "Save location" }).click();
  await expect(page.locator(".admin-facts")).toContainText("Inactive", AFTER_SUBMIT);
  expect((await visitor(request, "/pickup", kitchen.name)).names).toBe(false);
  expect((await visitor(request, "/classes", kitchen.name)).names).toBe(false);
});
