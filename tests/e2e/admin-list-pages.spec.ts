/**
 * The console's blog list pages (decision 044), with JavaScript on and off: 25 posts a page with
 * Next and Previous links that keep the filter (plain GET, ?page=2).
 */
import { expect, test } from "@playwright/test";
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
