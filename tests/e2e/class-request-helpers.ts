/** Asking for a private class on /host-class-progress (issue 9, decision 032), as a visitor does. */
import { expect, type Page } from "./fixtures";
import { AFTER_SUBMIT } from "./auth-support";

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface ClassRequestFields {
  email: string;
  occasion: string;
  name?: string;
  kitchen?: string;
}

/** Fills and sends the form (after the minimum time); answers the status page's path. */
export async function requestPrivateClass(page: Page, fields: ClassRequestFields): Promise<string> {
  // Each test is its own visitor: the per-visitor limit (5 an hour) is the worker tests' to prove.
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}-${Date.now()}` });
  await page.goto("/host-class-progress");
  const form = page.getByRole("form", { name: "Tell us about your group" });
  await form.getByLabel("Kitchen").selectOption({ label: fields.kitchen ?? "Logan" });
  await form.getByLabel("First choice").fill(inDays(40));
  await form.getByLabel("Second choice (optional)").fill(inDays(47));
  await form.getByLabel("How many people?").fill("14");
  await form.getByLabel("Occasion (optional)").fill(fields.occasion);
  await form.getByLabel("Menu wishes (optional)").fill("Street tacos; one guest is vegetarian.");
  await form.getByLabel("Your name").fill(fields.name ?? "Kira Jensen");
  await form.getByLabel("E-mail address").fill(fields.email);
  // A person needs a few seconds to fill it in; a faster post is a robot's.
  await page.waitForTimeout(3_100);
  // With JavaScript the page reloads its data after the post. That answer sets no cookie (decision
  // 092): one that did could land after a sign-in that follows and sign staff out.
  const reloaded = page
    .waitForResponse((response) => response.request().method() === "GET" && response.url().includes("_data=routes%2Fhost-class-progress"), AFTER_SUBMIT)
    .then(async (response) => {
      await response.finished();
      return response.headerValue("set-cookie");
    })
    .then(
      (cookie) => ({ cookie }),
      () => null,
    );
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible(AFTER_SUBMIT);
  if ((await page.locator("html[data-js]").count()) > 0) expect(await reloaded, "the data reload after the post").toEqual({ cookie: null });
  const href = await page.getByRole("link", { name: "See where your request stands" }).getAttribute("href");
  expect(href).toMatch(/^\/host-class-progress\/[0-9a-f]{32}$/);
  return href!;
}
