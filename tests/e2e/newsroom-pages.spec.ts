/**
 * The public newsroom pages its lists (decision 044), with JavaScript on and off: 12 press
 * releases a page, an "Older press releases" link (a plain GET, ?releases=2) to the next 12 and a
 * "Newer press releases" link back.
 */
import { expect, test } from "./fixtures";
import { AFTER_SUBMIT, emailLinkTokens, signInSeeded } from "./auth-support";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("the newsroom shows 12 press releases a page with Older and Newer links", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  // Thirteen published releases more than the seed's, so there are at least two pages.
  const { idToken } = await emailLinkTokens(request, MANAGER);
  for (let index = 0; index < 12; index++) {
    const answer = await request.post("/graphql", {
      headers: { authorization: `Bearer ${idToken}` },
      data: {
        query: "mutation ($input: PressReleaseInput!) { createPressRelease(input: $input) { id } }",
        variables: { input: { title: `Paged release ${tag} ${index}`, publishedOn: "2026-01-15", status: "published" } },
      },
    });
    expect((await answer.json()) as unknown).not.toHaveProperty("errors");
  }
  // The thirteenth through the console, which makes this server forget the newsroom it has kept.
  await signInSeeded(page, MANAGER);
  await page.goto("/admin/newsroom");
  await page.getByRole("link", { name: "New press release" }).click();
  const form = page.getByRole("form", { name: "Press release" });
  await form.getByLabel("Title", { exact: true }).fill(`Paged release ${tag} 12`);
  await form.getByLabel("Status").selectOption({ label: "Published" });
  await form.getByRole("button", { name: "Create press release" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Paged release ${tag} 12` })).toBeVisible(AFTER_SUBMIT);

  await page.goto("/newsroom");
  const releases = page.getByRole("region", { name: "Press releases" }).getByRole("heading", { level: 3 });
  await expect(releases).toHaveCount(12);
  const firstPage = await releases.allTextContents();
  const pages = page.getByRole("navigation", { name: "Pages of press releases" });
  await expect(pages.getByRole("link", { name: "Newer press releases" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Older press releases" }).click();
  await expect(page).toHaveURL(/\/newsroom\?releases=2$/);
  await expect(releases.first()).toBeVisible();
  const secondPage = await releases.allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.length).toBeLessThanOrEqual(12);
  // The other project's test may publish meanwhile and shift a row or two: the pages still differ.
  expect(secondPage.filter((title) => !firstPage.includes(title)).length).toBeGreaterThan(0);
  await pages.getByRole("link", { name: "Newer press releases" }).click();
  await expect(page).toHaveURL(/\/newsroom$/);
  await expect(releases).toHaveCount(12);
});
