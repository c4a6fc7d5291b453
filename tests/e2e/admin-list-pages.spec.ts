/**
 * The console's blog list (decision 044) and meals list (decision 045) pages, with JavaScript on
 * and off: 25 a page with Next and Previous links that keep the filters (plain GET, ?page=2).
 */
import { expect, test } from "./fixtures";
import { emailLinkTokens, signInSeeded } from "./auth-support";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

test("the blog list shows 25 posts a page with Next and Previous links that keep the search", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `pg${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { idToken } = await emailLinkTokens(request, MANAGER);
  for (let index = 0; index < 26; index++) {
    const answer = await request.post("/graphql", {
      headers: { authorization: `Bearer ${idToken}` },
      data: {
        query: "mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id } }",
        variables: { input: { title: `Paged post ${tag} ${String(index).padStart(2, "0")}`, author: "Ana Morales", publishedOn: "2026-02-01", status: "draft" } },
      },
    });
    expect((await answer.json()) as unknown).not.toHaveProperty("errors");
  }
  await signInSeeded(page, MANAGER);
  await page.goto(`/admin/blogs?q=${tag}`);
  const rows = page.getByRole("table", { name: "Blog posts, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(26); // the header row and 25 posts
  const pager = page.getByRole("navigation", { name: "Pages of blog posts" });
  await expect(pager).toContainText("Blog posts 1–25");
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs\\?q=${tag}&page=2$`));
  await expect(rows).toHaveCount(2);
  // The oldest of the 26 (created first, the same date: newest id first).
  await expect(rows.nth(1)).toContainText(`Paged post ${tag} 00`);
  await expect(pager).toContainText("Blog posts 26–26");
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs\\?q=${tag}$`));
  await expect(rows).toHaveCount(26);
});

test("the meals list pages its filtered meals 25 at a time, the filters kept in the Next and Previous links (decision 045)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `pm${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { idToken } = await emailLinkTokens(request, MANAGER);
  // 26 inactive meals through GraphQL: off the customer pages and the menu editors' choices.
  for (let index = 0; index < 26; index++) {
    const answer = await request.post("/graphql", {
      headers: { authorization: `Bearer ${idToken}` },
      data: {
        query: "mutation ($input: MealInput!) { createMeal(input: $input) { meal { id } } }",
        variables: { input: { name: `Paged meal ${tag} ${String(index).padStart(2, "0")}`, mealTypeId: "1", priceCents: 3000, active: false } },
      },
    });
    expect((await answer.json()) as unknown).not.toHaveProperty("errors");
  }
  await signInSeeded(page, MANAGER);
  await page.goto(`/admin/meals?q=${tag}&active=no`);
  const rows = page.getByRole("table", { name: "Meals" }).getByRole("row");
  await expect(rows).toHaveCount(26); // the header row and 25 meals, by name
  await expect(rows.nth(1)).toContainText(`Paged meal ${tag} 00`);
  const pager = page.getByRole("navigation", { name: "Pages of meals" });
  await expect(pager).toContainText("Meals 1–25");
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/meals\\?q=${tag}&active=no&page=2$`));
  await expect(page.getByLabel("Status")).toHaveValue("no");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Paged meal ${tag} 25`);
  await expect(pager).toContainText("Meals 26–26");
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/meals\\?q=${tag}&active=no$`));
  await expect(rows).toHaveCount(26);
  // The other status filter finds none of them.
  await page.goto(`/admin/meals?q=${tag}&active=yes`);
  await expect(page.getByText("No meal matches these filters.")).toBeVisible();
});
