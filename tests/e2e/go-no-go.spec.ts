/**
 * Minimum headcount, go or no-go (issue 28 part 3, decision 065), with JavaScript on and off: a
 * manager gives a class of its own its minimum in the class form (a refused value named under its
 * field first); its page for customers says how many more it needs and the day that is decided;
 * the console's class page says the same, and "Run it anyway" confirms it, after which customers
 * read that it runs. The class is private, made by the test and ten days ahead: no other spec
 * lists it, and the scheduler's decide-classes job (ticked every minute locally) has days before
 * its decision.
 */
import { expect as baseExpect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { dismissToasts } from "./cart-helpers";
import { inDays, schedulePrivateClass } from "./class-helpers";

const expect = baseExpect.configure({ timeout: 15_000 });
const MANAGER = "daniel.olsen@cachevalleykitchen.com";
const DAYS_AHEAD = 10;
const DECISION_HOURS = 48;

/** "Tuesday, December 1": the local date `days` before `ymd`, as the class page words it. */
function dayBefore(ymd: string, days: number): string {
  const date = new Date(Date.parse(`${ymd}T12:00:00Z`) - days * 86_400_000);
  return date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}

test("a class's own minimum shows customers how many more it needs, and staff's run it anyway confirms it", async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const name = `Dumplings Go ${javaScriptEnabled ? "js" : "no-js"} ${Date.now().toString(36)}`;
  const date = inDays(DAYS_AHEAD);
  await signInSeeded(page, MANAGER);
  const { admin: path, link } = await schedulePrivateClass(page, name, date);
  const facts = page.locator(".admin-facts");
  // Meal Assembly has no minimum: nothing to decide yet.
  await expect(facts).not.toContainText("Minimum to run");

  // Its own minimum, in the class form: a value out of range named under its field, then saved.
  await page.goto(`${path}/edit`);
  const form = page.getByRole("form", { name: "Class" });
  const minimum = form.getByLabel("Minimum to run (blank: its type's)");
  const hours = form.getByLabel("Decision (hours before; blank: its type's)");
  await expect(minimum).toHaveValue("");
  await expect(hours).toHaveValue("");
  await minimum.fill("3");
  await hours.fill("12");
  await form.getByRole("button", { name: "Save class" }).click();
  await expect(form.getByText("Enter between 24 and 336 hours (one day to two weeks)")).toBeVisible(AFTER_SUBMIT);
  await expect(hours).toHaveAttribute("aria-invalid", "true");
  await expect(minimum).toHaveValue("3");
  await hours.fill(String(DECISION_HOURS));
  await form.getByRole("button", { name: "Save class" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(AFTER_SUBMIT);
  const decisionDay = dayBefore(date, DECISION_HOURS / 24);
  await expect(facts).toContainText(`3 seats paid, decided ${DECISION_HOURS} hours before (this class’s own)`);
  await expect(facts).toContainText(`0 seats booked, needs 3 more; decided on ${decisionDay} at 6:00 PM`);
  await page.goto(`${path}/edit`);
  await expect(minimum).toHaveValue("3");
  await expect(hours).toHaveValue(String(DECISION_HOURS));

  // Customers, by its link: how many more it needs and the day it is decided, in Logan's time.
  const customer = await (await browser.newContext({ javaScriptEnabled })).newPage();
  // A visitor without a session, whose page the shop may keep whole (decision 042): kept before the change.
  let kept: string | undefined;
  for (let visit = 0; visit < 4 && kept !== "hit"; visit += 1) kept = (await customer.goto(link))?.headers()["x-page-cache"];
  expect(kept).toBe("hit");
  await expect(customer.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(customer.getByText(`Needs 3 more to run, decided on ${decisionDay}`, { exact: true })).toBeVisible();

  // Staff run it anyway: confirmed, recorded, and no longer offered.
  await page.goto(path);
  await dismissToasts(page);
  await page.getByRole("button", { name: "Run it anyway" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The class runs whatever its count" })).toBeVisible(AFTER_SUBMIT);
  await expect(facts).toContainText("Runs whatever its count: confirmed by staff on");
  await expect(page.getByRole("button", { name: "Run it anyway" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: `Changes to ${name}` })).toContainText("classes.run_anyway");

  // Customers now read that it runs, not what it needs: the kept page is built again.
  expect((await customer.goto(link))?.headers()["x-page-cache"]).not.toBe("hit");
  await expect(customer.getByText("It’s on: this class will run", { exact: true })).toBeVisible();
  await expect(customer.getByText(/^Needs \d+ more to run/)).toHaveCount(0);
  await customer.context().close();
});
