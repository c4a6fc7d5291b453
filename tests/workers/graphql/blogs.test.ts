/** Blog posts over GraphQL (decision 028): a multipart create with a cover, the body rendered inert for the console's preview, archive. */
import { describe, expect, it } from "vitest";
import { bandedPng } from "../../support/png";
import { ok, operation, seededToken } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

describe("blog posts over GraphQL", () => {
  it("creates a post with its cover; staff read it with its body rendered inert; archive keeps it for staff", async () => {
    const image = new File([await bandedPng(64, 40)], "cover.png", { type: "image/png" });
    const { createBlogPost } = await ok<{ createBlogPost: { id: string; author: string; image: { url: string; width: number } } }>(
      `mutation ($input: BlogPostInput!, $image: File) { createBlogPost(input: $input, image: $image) { id author image { url width } } }`,
      {
        input: {
          title: `Braising 101 ${Date.now()}`,
          author: "Ana Morales",
          body: '## Low and slow\n\n<iframe src="https://evil.test"></iframe> <a href="#" onmouseover="alert(1)">x</a> [go](JAVASCRIPT:alert(1))',
          publishedOn: "2026-11-20",
          status: "published",
        },
        image,
      },
      MANAGER,
    );
    expect(createBlogPost).toMatchObject({ author: "Ana Morales", image: { width: 64 } });
    expect(createBlogPost.image.url).toMatch(/^\/media\/blogs\/[0-9a-f]{32}\.png$/);
    const { adminContentItem } = await ok<{ adminContentItem: { __typename: string; bodyHtml: string } }>(
      `query ($id: ID!) { adminContentItem(kind: BLOG_POST, id: $id) { __typename ... on BlogPost { bodyHtml } } }`,
      { id: createBlogPost.id },
      MANAGER,
    );
    expect(adminContentItem.__typename).toBe("BlogPost");
    expect(adminContentItem.bodyHtml).toContain("<h2>Low and slow</h2>");
    expect(adminContentItem.bodyHtml).not.toMatch(/<iframe|<[a-z][^>]*\son[a-z]+=|href="javascript:/i);
    const { archiveContentItem } = await ok<{ archiveContentItem: { status: string } }>(
      `mutation ($id: ID!) { archiveContentItem(kind: BLOG_POST, id: $id) { status } }`,
      { id: createBlogPost.id },
      MANAGER,
    );
    expect(archiveContentItem.status).toBe("archived");
    const list = await ok<{ adminContentItems: Array<{ id: string }> }>(`{ adminContentItems(kind: BLOG_POST, filter: { status: "archived" }) { id } }`, {}, MANAGER);
    expect(list.adminContentItems.map((row) => row.id)).toContain(createBlogPost.id);
    // The kind is part of the question: the post's id as a press release's is none.
    const other = await ok<{ adminContentItem: null }>(`query ($id: ID!) { adminContentItem(kind: PRESS_RELEASE, id: $id) { id } }`, { id: createBlogPost.id }, MANAGER);
    expect(other.adminContentItem).toBeNull();
  });

  it("refuses a post without its author as BAD_USER_INPUT naming the field", async () => {
    const answer = await operation(`mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id } }`, { input: { title: "No author", author: " ", publishedOn: "2026-11-20" } }, MANAGER);
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((answer.errors?.[0]?.extensions as { fields?: Record<string, string[]> }).fields).toEqual({ author: ["is required"] });
  });

  it("gives the console's blog and newsroom lists a page at a time: first (at most 100) and offset, BAD_USER_INPUT past that (decision 044)", async () => {
    const made: string[] = [];
    for (const day of ["2013-05-03", "2013-05-02", "2013-05-01"]) {
      const { createBlogPost } = await ok<{ createBlogPost: { id: string } }>(
        `mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id } }`,
        { input: { title: `Paged post ${day} ${Date.now()}`, author: "Ana Morales", publishedOn: day, status: "draft" } },
        MANAGER,
      );
      made.push(createBlogPost.id);
    }
    const ids = async (first: number, offset: number) =>
      (
        await ok<{ adminContentItems: Array<{ id: string }> }>(
          `query ($first: Int!, $offset: Int!) { adminContentItems(kind: BLOG_POST, filter: { status: "draft" }, first: $first, offset: $offset) { id } }`,
          { first, offset },
          MANAGER,
        )
      ).adminContentItems.map((row) => row.id);
    const all = await ids(100, 0);
    const start = all.indexOf(made[0]!);
    expect(all.slice(start, start + 3)).toEqual(made);
    expect(await ids(2, start + 1)).toEqual(made.slice(1, 3));

    for (const [query, field] of [
      ["{ adminContentItems(kind: BLOG_POST, first: 101) { id } }", "first"],
      ["{ adminContentItems(kind: BLOG_POST, offset: -5) { id } }", "offset"],
      ["{ adminContentItems(kind: PRESS_RELEASE, first: 0) { id } }", "first"],
      ["{ adminContentItems(kind: NEWS_LINK, first: 500) { id } }", "first"],
    ] as const) {
      const answer = await operation(query, {}, MANAGER);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe("BAD_USER_INPUT");
      expect(Object.keys((answer.errors?.[0]?.extensions as { fields?: Record<string, string[]> }).fields ?? {}), query).toEqual([field]);
    }
  });
});
