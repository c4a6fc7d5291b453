/** The newsroom over GraphQL (decision 028): staff publish with a multipart image; the public lists and page show it at once (cache forgotten), render the body safely, and hide drafts. */
import { describe, expect, it } from "vitest";
import { bandedPng } from "../../support/png";
import { ok, operation, seededToken } from "./cart-fixtures";
import { operation as cachedOperation } from "./partner-request";
import { restCalls } from "./test-worker";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

const CREATE = `mutation ($input: PressReleaseInput!, $image: File) {
  createPressRelease(input: $input, image: $image) { id slug status image { url width height alt } }
}`;
const PUBLIC = `query ($slug: String!) {
  pressReleases { id slug }
  pressRelease(slug: $slug) { title bodyHtml image { url width height alt } }
}`;

const HOSTILE = [
  "Opening day.",
  "",
  "<script>alert('x')</script>",
  "",
  '<img src="x" onerror="alert(1)">',
  "",
  "[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [site](https://cachevalleykitchen.com)",
].join("\n");

describe("the newsroom over GraphQL", () => {
  it("publishes a press release with its image that the public list and page then show, with the body rendered inert", async () => {
    // The public list is read (and cached) first: the write must make it forget.
    const before = await ok<{ pressReleases: Array<{ id: string }> }>("{ pressReleases { id } }");
    const image = new File([await bandedPng(80, 60)], "kitchen.png", { type: "image/png" });
    const title = `Ogden kitchen opens ${Date.now()}`;
    const { createPressRelease } = await ok<{ createPressRelease: { id: string; slug: string; image: { url: string } } }>(
      CREATE,
      { input: { title, body: HOSTILE, imageAlt: "Twelve stations", publishedOn: "2026-11-02", status: "published" }, image },
      MANAGER,
    );
    expect(createPressRelease.image.url).toMatch(/^\/media\/press-releases\/[0-9a-f]{32}\.png$/);
    const answer = await operation<{ pressReleases: Array<{ id: string }>; pressRelease: { title: string; bodyHtml: string; image: unknown } }>(PUBLIC, {
      slug: createPressRelease.slug,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.pressReleases.length).toBe(before.pressReleases.length + 1);
    const { pressRelease } = answer.data!;
    expect(pressRelease.title).toBe(title);
    expect(pressRelease.image).toEqual({ url: createPressRelease.image.url, width: 80, height: 60, alt: "Twelve stations" });
    // Tags in the HTML: no script, no picture, no event attribute, no address but the https one.
    expect(pressRelease.bodyHtml).not.toMatch(/<script|<img|<[a-z][^>]*\son[a-z]+=|(href|src)="(javascript|data):/i);
    expect(pressRelease.bodyHtml).toContain("&lt;script&gt;");
    expect(pressRelease.bodyHtml).toContain('<a href="">click</a>');
    expect(pressRelease.bodyHtml).toContain('<a href="https://cachevalleykitchen.com">site</a>');

    // Archived: gone from the public list and page at once.
    await ok(`mutation { archiveContentItem(kind: PRESS_RELEASE, id: "${createPressRelease.id}") { status } }`, {}, MANAGER);
    const after = await operation<{ pressReleases: Array<{ id: string }>; pressRelease: null }>(PUBLIC, { slug: createPressRelease.slug });
    expect(after.data!.pressRelease).toBeNull();
    expect(after.data!.pressReleases.map((row) => row.id)).not.toContain(createPressRelease.id);
  });

  it("serves the public list from the edge cache, and a newsroom write makes the cache forget it at once", async () => {
    const LIST = "{ newsroomList: pressReleases { id } }";
    const read = () => cachedOperation<{ newsroomList: Array<{ id: string }> }>(LIST);
    const first = await read();
    expect(first.body.errors).toBeUndefined();
    restCalls.length = 0;
    const cached = await read();
    expect(restCalls).toEqual([]);
    expect(cached.body.extensions?.cache?.status).toBe("hit");

    const { createPressRelease } = await ok<{ createPressRelease: { id: string } }>(
      CREATE,
      { input: { title: `Cached or not ${Date.now()}`, publishedOn: "2026-11-03", status: "published" } },
      MANAGER,
    );
    const after = await read();
    expect(after.body.data!.newsroomList.map((row) => row.id)).toContain(createPressRelease.id);
    expect(after.body.data!.newsroomList.length).toBe(first.body.data!.newsroomList.length + 1);

    // Archived through the console's kind-generic mutation (decision 093): forgotten as well.
    expect((await read()).body.extensions?.cache?.status).toBe("hit");
    await ok(`mutation ($id: ID!) { archiveContentItem(kind: PRESS_RELEASE, id: $id) { id } }`, { id: createPressRelease.id }, MANAGER);
    const archived = await read();
    expect(archived.body.data!.newsroomList.map((row) => row.id)).not.toContain(createPressRelease.id);
  });

  it("passes a refused image and bad fields on as BAD_USER_INPUT with the fields named as GraphQL names them", async () => {
    const notPicture = new File(["GIF89a not really"], "cat.gif", { type: "image/gif" });
    const answer = await operation(CREATE, { input: { title: "", publishedOn: "someday" }, image: notPicture }, MANAGER);
    const error = answer.errors?.[0];
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    const fields = (error?.extensions as { fields?: Record<string, string[]> }).fields;
    expect(fields).toMatchObject({ title: ["is required"], publishedOn: ["must be a date, YYYY-MM-DD"], image: ["The file is not a JPEG, PNG or WebP picture."] });
  });

  it("gives the public lists a page at a time: first and offset, at most 50, BAD_USER_INPUT past that (decision 044)", async () => {
    const made: string[] = [];
    for (const day of ["2012-03-03", "2012-03-02", "2012-03-01"]) {
      const { createPressRelease } = await ok<{ createPressRelease: { id: string } }>(
        CREATE,
        { input: { title: `Paged ${day} ${Date.now()}`, publishedOn: day, status: "published" } },
        MANAGER,
      );
      made.push(createPressRelease.id);
    }
    const ids = async (first: number, offset: number) =>
      (await ok<{ pressReleases: Array<{ id: string }> }>("query ($first: Int!, $offset: Int!) { pressReleases(first: $first, offset: $offset) { id } }", { first, offset })).pressReleases.map(
        (row) => row.id,
      );
    const all = await ids(50, 0);
    const start = all.indexOf(made[0]!);
    expect(all.slice(start, start + 3)).toEqual(made);
    expect(await ids(2, start)).toEqual(made.slice(0, 2));
    expect(await ids(2, start + 2)).toEqual(all.slice(start + 2, start + 4));
    // The default page is 12 at most.
    expect((await ok<{ pressReleases: unknown[] }>("{ pressReleases { id } }")).pressReleases.length).toBeLessThanOrEqual(12);

    for (const [query, field] of [
      ["{ pressReleases(first: 51) { id } }", "first"],
      ["{ pressReleases(first: 0) { id } }", "first"],
      ["{ inTheNews(first: 1000) { id } }", "first"],
      ["{ inTheNews(offset: -1) { id } }", "offset"],
      ["{ pressReleases(offset: 10001) { id } }", "offset"],
    ] as const) {
      const answer = await operation(query);
      const error = answer.errors?.[0];
      expect(error?.extensions?.code, query).toBe("BAD_USER_INPUT");
      expect(Object.keys((error?.extensions as { fields?: Record<string, string[]> }).fields ?? {}), query).toEqual([field]);
    }
  });
});
