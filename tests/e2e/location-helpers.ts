/** The console's location form, filled the way a manager would (admin-locations, admin-classes). */
import { expect, type Page } from "./fixtures";
import { AFTER_SUBMIT } from "./auth-support";

/** A name and slug no other run uses; the slug starts with three letters (a class sku's kitchen code). */
export function uniqueLocation(prefix: string): { name: string; slug: string } {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${prefix} ${suffix}`, slug: `${prefix.toLowerCase().replace(/[^a-z]+/g, "-")}-${suffix}` };
}

/**
 * Creates a location through /admin/locations/new in Missoula's zip code (its centre as the
 * position), Mountain time, all year, offering the fulfillments named; lands on its page. Missoula
 * is about 300 miles from every seeded kitchen, so a test's kitchen never changes what /zip lists
 * near them for tests running beside it.
 */
export async function createLocation(page: Page, { name, slug }: { name: string; slug: string }, fulfillments: string[]): Promise<string> {
  await page.goto("/admin/locations");
  await page.getByRole("link", { name: "New location" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New location" })).toBeVisible();
  const form = page.getByRole("form", { name: "Location" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel(/^Slug/).fill(slug);
  await form.getByLabel("Street").fill("100 N Higgins Ave");
  await form.getByLabel("City").fill("Missoula");
  await form.getByLabel(/^State/).fill("MT");
  await form.getByLabel("Zip code", { exact: true }).fill(MISSOULA_ZIP);
  await form.getByLabel("Timezone").selectOption("America/Denver");
  await form.getByLabel(/^Phone/).fill("406 555 0142");
  for (const fulfillment of fulfillments) await form.getByRole("checkbox", { name: fulfillment }).check();
  await form.getByRole("button", { name: "Create location" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(AFTER_SUBMIT);
  return new URL(page.url()).pathname;
}

/** The zip code test kitchens are created in (see createLocation). */
export const MISSOULA_ZIP = "59802";
