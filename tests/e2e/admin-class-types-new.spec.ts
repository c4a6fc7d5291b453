/**
 * A new class type from the console (decision 050), with JavaScript on and off: the list's "New
 * class type" link, the form refused with messages under its fields (nothing created), then
 * created and shown on its page with a success alert, on the list, and among the class form's
 * class types. Staff without classes.create see no link and are refused the page. Each run makes
 * types of its own names (Date.now), so the projects and specs beside it never meet.
 */
import { expect as baseExpect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });
const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("a manager's new class type is refused with field messages, then created, listed and offered by the class form", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const name = `Empanadas ${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/class-types");
  await page.getByRole("link", { name: "New class type" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New class type" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/class-types\/new$/);
  const form = page.getByRole("form", { name: "Class type" });
  const create = form.getByRole("button", { name: "Create class type" });

  // Nothing typed: the name is required (checked before the api is asked).
  await create.click();
  await expect(form.getByText("Enter the name")).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  // Seats without a price: the api's message under the price, what was typed kept.
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("What a class of this type sells").selectOption({ label: "Seats" });
  await form.getByLabel("Description").fill("Fold, crimp and bake a dozen.");
  await create.click();
  await expect(form.getByText(/is needed when the class sells seats/)).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByLabel("Price of a guest (dollars)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name")).toHaveValue(name);

  // A price that is not dollars and cents.
  await form.getByLabel("Price of a guest (dollars)").fill("12.345");
  await create.click();
  await expect(form.getByText(/in dollars, like 69\.00/)).toBeVisible(AFTER_SUBMIT);

  // A minimum over a kitchen's room and a decision under a day (decision 065), each under its field.
  await form.getByLabel("Price of a guest (dollars)").fill("54.50");
  await form.getByLabel("Minimum seats to run (0: no minimum)").fill("101");
  await form.getByLabel("Decide go or no-go (hours before the class)").fill("12");
  await create.click();
  await expect(form.getByText("Enter at most 100 seats")).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByText("Enter between 24 and 336 hours (one day to two weeks)")).toBeVisible();
  await expect(form.getByLabel("Minimum seats to run (0: no minimum)")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Minimum seats to run (0: no minimum)").fill("0");
  await form.getByLabel("Decide go or no-go (hours before the class)").fill("72");

  // A name another type has: 409 under the name.
  await form.getByLabel("Name").fill("cooking class");
  await form.getByLabel("Price of a guest (dollars)").fill("54.50");
  await create.click();
  await expect(form.getByText(/is taken by another class type/)).toBeVisible(AFTER_SUBMIT);
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await page.goto("/admin/class-types");
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);

  // Created: its page with the success alert, where its picture is added.
  await page.goto("/admin/class-types/new");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("What a class of this type sells").selectOption({ label: "Seats" });
  await form.getByLabel("Price of a guest (dollars)").fill("54.50");
  await form.getByLabel("Description").fill("Fold, crimp and bake a dozen.");
  await expect(form.getByLabel("Minimum seats to run (0: no minimum)")).toHaveValue("0");
  await expect(form.getByLabel("Decide go or no-go (hours before the class)")).toHaveValue("72");
  await form.getByLabel("Minimum seats to run (0: no minimum)").fill("2");
  await form.getByLabel("Decide go or no-go (hours before the class)").fill("96");
  await create.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(AFTER_SUBMIT);
  await expect(page).toHaveURL(/\/admin\/class-types\/\d+$/);
  const typeId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("status").filter({ hasText: "Class type created" })).toBeVisible();
  await expect(page.locator(".admin-facts")).toContainText("$54.50 a guest");
  await expect(page.locator(".admin-facts")).toContainText("Fold, crimp and bake a dozen.");
  // Its minimum, kept and shown again in its form.
  await expect(page.locator(".admin-facts")).toContainText("2 seats paid, decided 96 hours before");
  await expect(form.getByLabel("Minimum seats to run (0: no minimum)")).toHaveValue("2");
  await expect(form.getByLabel("Decide go or no-go (hours before the class)")).toHaveValue("96");
  await expect(page.getByRole("button", { name: /upload picture/i })).toBeVisible();
  await expect(page.getByRole("table", { name: `Changes to ${name}` })).toContainText("class-types.create");
  await dismissToasts(page);

  // On the list, and among the class types a new class may take.
  await page.goto("/admin/class-types");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toContainText("Seats");
  await expect(row).toContainText("$54.50 a guest");
  await page.goto("/admin/classes/new");
  const typeSelect = page.getByRole("form", { name: "Class" }).getByLabel("Class type");
  await expect(typeSelect.locator("option", { hasText: name })).toHaveAttribute("value", typeId);
});

test("staff without classes.create see the class types without the New class type link, and are refused its page", async ({ page }) => {
  await signInSeeded(page, "ana.morales@cachevalleykitchen.com");
  await page.goto("/admin/class-types");
  await expect(page.getByRole("link", { name: "Cooking Class", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "New class type" })).toHaveCount(0);
  const refused = await page.goto("/admin/class-types/new");
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("classes.create")).toBeVisible();
});
