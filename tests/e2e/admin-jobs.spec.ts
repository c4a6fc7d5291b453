/**
 * Issue 28 part 1 (decision 062): the console lists the scheduler's jobs and their runs, with
 * JavaScript on and off. The local stack ticks the scheduler every minute (wrangler dev fires no
 * cron); the test ticks it once more itself, through the same development-only path.
 */
import { expect, test } from "./fixtures";
import { signInSeeded } from "./auth-support";

const ADMIN = "megan.larsen@cachevalleykitchen.com";

test("the console lists each scheduled job with its runs", async ({ page, request }) => {
  const tick = await request.post("/__dev/scheduler");
  expect(tick.ok(), await tick.text()).toBe(true);
  await signInSeeded(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Scheduled jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scheduled jobs" })).toBeVisible();
  await expect(page).toHaveTitle(/^Scheduled jobs/);
  // decide-classes: decision 065's go or no-go, listed and run with the others.
  for (const job of ["release-expired-checkouts", "resend-unsent-emails", "decide-classes"]) {
    const runs = page.getByRole("table", { name: `Runs of ${job}, newest first` });
    await expect(runs.locator("tbody tr").first()).toContainText("Done");
  }
  await expect(page.getByRole("region", { name: /^Give back the seats/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Decide each class with a minimum at its decision time/ })).toBeVisible();
});
