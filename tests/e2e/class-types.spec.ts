/**
 * Pages true to their class type (issue 30 part 5, decision 087), with JavaScript on and off: a
 * date night shows its own three courses, its length and no freezer meals; a meal-assembly page
 * says the note of its month (no cooler in December); a delivery shows its meals before anything
 * is added, in delivery words; every seeded meal has a picture that answers 200.
 */
import { expect as baseExpect, test, type Page } from "./fixtures";
import { MEALS } from "../../drizzle/seed/data";
import { DINNER_THEMES, themeOfClassName } from "../../workers/core/class-type-profiles";
import { addOpenClassToCart, dismissToasts, openRandomListed } from "./cart-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });

/** Class types of the seed: 1 meal assembly, 5 date night. */
const MEAL_ASSEMBLY = "1";
const DATE_NIGHT = "5";

/** The list's months ("YYYY-MM"), in order. */
async function months(page: Page, list: string): Promise<string[]> {
  await page.goto(list);
  return (
    await page
      .getByLabel("Month", { exact: true })
      .locator("option")
      .evaluateAll((options) => options.map((option) => option.getAttribute("value") ?? ""))
  ).filter(Boolean);
}

test("a date night shows its own three courses and length, and no freezer meals", async ({ page }) => {
  const [, next = ""] = await months(page, "/classes");
  // One of the seed's date nights (a theme we know), not a class another test made in the console.
  const seededTheme = (name: string) => DINNER_THEMES.some((entry) => entry.theme === themeOfClassName(name));
  await openRandomListed(page, `/classes?month=${next}&type=${DATE_NIGHT}&open=1`, seededTheme);
  const menu = page.getByRole("region", { name: "On the menu" });
  await expect(menu.getByText("Three courses you cook side by side")).toBeVisible();
  for (const course of ["Starter", "Main", "Dessert"]) await expect(menu.getByText(course, { exact: true })).toBeVisible();
  // Not the month's freezer menu: no meal types, no "From our … Menu", no kits.
  const main = page.getByRole("main");
  await expect(menu).not.toContainText(/freezer|Entrée|Breakfast|From our|Kits/i);
  await expect(main.locator(".meal-list, .meal-choice")).toHaveCount(0);
  await expect(main).not.toContainText(/freezer|From our .* Menu|chef chooses/i);
  await expect(page.getByRole("region", { name: "Choose your meals" })).toHaveCount(0);
  // One length: the facts' duration and what to bring say the same, and nothing says 60 to 90.
  await expect(page.locator(".facts")).toContainText("2 hours 30 minutes");
  const bring = page.getByRole("region", { name: "What to bring" });
  await expect(bring.getByRole("listitem").first()).toHaveText("Plan on 2 hours 30 minutes.");
  await expect(main).not.toContainText(/60 to 90|cooler/);
  // What's included, age, wine and parking.
  await expect(page.getByRole("region", { name: "What’s included" })).toContainText("Dinner for two");
  const notes = page.getByRole("region", { name: "Good to know" });
  await expect(notes).toContainText("Adults 18 and up");
  await expect(notes).toContainText("bring a bottle of wine");
  await expect(notes).toContainText("Free parking");
});

test("a meal-assembly class says the note of its month: no summer cooler in December", async ({ page }) => {
  const all = await months(page, "/classes");
  // December when the seed's window has it (it does from October to early March), else its first month.
  const month = all.find((value) => value.endsWith("-12")) ?? all[0]!;
  await openRandomListed(page, `/classes?month=${month}&type=${MEAL_ASSEMBLY}`);
  const bring = page.getByRole("region", { name: "What to bring" });
  await expect(bring.getByRole("listitem").first()).toHaveText("Plan on 2 hours.");
  const warm = [5, 6, 7, 8, 9].includes(Number(month.slice(5)));
  if (warm) await expect(bring).toContainText("bring a cooler");
  else await expect(page.getByRole("main")).not.toContainText(/cooler|summer/i);
  if (month.endsWith("-12")) await expect(bring).toContainText("Winter roads");
  // Its menu is the month's meals to take home.
  await expect(page.getByRole("heading", { level: 2, name: /^(On the menu|Choose your meals)$/ })).toBeVisible();
});

test("a delivery shows its meals before anything is added, in delivery words", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(60_000);
  const [, next = ""] = await months(page, "/delivery");
  const name = await openRandomListed(page, `/delivery?month=${next}&open=1`);
  const main = page.getByRole("main");
  // No Add to cart above the meals: the buy box picks the portion and leads to them.
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Next: choose your meals" })).toHaveAttribute("href", /#choose-meals$/);
  const chooser = page.getByRole("region", { name: "Choose your meals" });
  const meals = chooser.locator(".meal-choice");
  await expect(meals.first()).toBeVisible();
  // Every meal shown with its picture.
  await expect(chooser.locator(".meal-choice__picture")).toHaveCount(await meals.count());
  const add = page.getByRole("button", { name: "Add these meals to your cart" });
  const lastMeal = await meals.last().boundingBox();
  expect((await add.boundingBox())!.y).toBeGreaterThan(lastMeal!.y);
  // Delivery words: no seats, no kitchen greeting, no class reviews or type.
  await expect(main).not.toContainText(/seats? left|See you in the kitchen|What cooks say|Meal Assembly/);
  await expect(page.locator(".class-page__head .eyebrow")).toHaveText(/^(Delivery|Shipping)$/);

  // Two named meals of the 3-meal half portion, added from below the meals.
  await page.getByRole("radio", { name: /^Half \(serves [^)]+\), 3 meals/ }).check();
  await meals.nth(0).getByRole("spinbutton").fill("2");
  await meals.nth(1).getByRole("spinbutton").fill("1");
  await addOpenClassToCart(page, javaScriptEnabled, "Add these meals to your cart");
  await dismissToasts(page);
  await expect(page.getByRole("article", { name })).toBeVisible();
});

test("every seeded meal has a picture whose address answers 200", async ({ request }) => {
  const answer = await request.post("/graphql", { data: { query: "{ meals(first: 100) { slug picture { url } } }" } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { meals: { slug: string; picture: { url: string } | null }[] } };
  const bySlug = new Map(data.meals.map((meal) => [meal.slug, meal.picture?.url ?? null]));
  for (const meal of MEALS) {
    const url = bySlug.get(meal.slug);
    expect(url, `${meal.slug} has a picture`).toBeTruthy();
    const served = await request.get(url!);
    expect(served.status(), `${meal.slug}'s picture ${url}`).toBe(200);
  }
});
