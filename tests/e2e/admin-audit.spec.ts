/**
 * The audit log's filter (issue 27 part 8, decision 074), with JavaScript on and off: the record
 * kind offers every audited kind, and a filter the log cannot hold answers 400 with the field's
 * message on the page (it once ended on "Something went wrong").
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { AUDITED_RECORDS } from "../../workers/core/audited-records";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("the audit log offers every audited kind and refuses a filter it cannot hold with the field's message", async ({ page }) => {
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/audit");
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  const kinds = filters.getByLabel("Record kind").getByRole("option");
  await expect(kinds).toHaveText(["Any", ...Object.values(AUDITED_RECORDS).map((kind) => kind.many)]);

  const refused = await page.request.get("/admin/audit?actor=%3Cscript%3E&from=2026-13-45");
  expect(refused.status()).toBe(400);

  // The browser's own check stops "<script>" in an e-mail field: a link or a typed URL does not.
  await page.goto("/admin/audit?actor=%3Cscript%3E");
  await expect(page.getByText("Enter an e-mail address: letters, digits and . _ - @ + only")).toBeVisible();
  await expect(filters.getByLabel("Who (e-mail)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Correct the filter to see the log.")).toBeVisible();

  // A good filter shows the log again.
  await filters.getByLabel("Who (e-mail)").fill(MANAGER);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/actor=daniel\.olsen/, AFTER_SUBMIT);
  await expect(page.getByText("Correct the filter to see the log.")).toHaveCount(0);
  await expect(filters.getByLabel("Who (e-mail)")).not.toHaveAttribute("aria-invalid", "true");
});
