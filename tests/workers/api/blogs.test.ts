/** Blog posts (decision 028): the newsroom's content frame under blogs.* — who may, refusals with nothing changed, the cover in R2, archive, delete, audit. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bandedPng } from "../../support/png";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";
import { first } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

interface BlogPost {
  id: number;
  kind: string;
  slug: string;
  title: string;
  author: string;
  status: string;
  image: { key: string; width: number; height: number; alt: string } | null;
}

function form(fields: Record<string, string>, image?: { bytes: Uint8Array<ArrayBuffer> | string; type?: string; name?: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (image) body.set("image", new File([image.bytes], image.name ?? "cover.png", { type: image.type ?? "image/png" }));
  return body;
}

const post = (overrides: Record<string, string> = {}) => ({
  title: `Five knife skills every cook needs ${unique()}`,
  author: "Ana Morales",
  summary: "From the claw grip to the chiffonade.",
  body: "Hold the knife **firmly**.",
  published_on: "2026-11-10",
  status: "published",
  ...overrides,
});

const count = async (sql: string, ...values: unknown[]) => (await first<{ n: number }>(sql, ...values)).n;

describe("blog posts", () => {
  it("answers 401 signed out and 403 without blogs permissions, changing nothing", async () => {
    const customer = (await registerCustomer()).token;
    const created = await call<BlogPost>("POST", "/blogs", { body: form(post()), token: MANAGER });
    expect(created.status).toBe(201);
    const before = await count("SELECT count(*) AS n FROM articles WHERE kind = 'blog'");
    for (const token of [undefined, customer, STAFF]) {
      const [status, code] = token === undefined ? [401, "UNAUTHENTICATED"] : [403, "FORBIDDEN"];
      expectError(await call("POST", "/blogs", { body: form(post()), token }), status, code);
      expectError(await call("POST", `/blogs/${created.body.id}`, { body: form(post({ title: "Changed" })), token }), status, code);
      expectError(await call("PUT", `/blogs/${created.body.id}/archive`, { token }), status, code);
      expectError(await call("DELETE", `/blogs/${created.body.id}`, { token }), status, code);
      expectError(await call("GET", "/blogs?view=staff", { token }), status, code);
    }
    expect(await count("SELECT count(*) AS n FROM articles WHERE kind = 'blog'")).toBe(before);
    expect((await first<{ title: string }>("SELECT title FROM articles WHERE id = ?1", created.body.id)).title).toBe(created.body.title);
  });

  it("asks for the author and refuses a cover whose bytes are not a picture, storing nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM articles WHERE kind = 'blog'");
    const objects = (await env.MEDIA.list({ prefix: "blogs/" })).objects.length;
    const error = expectError(
      await call("POST", "/blogs", { body: form(post({ author: "" }), { bytes: "<html><script>alert(1)</script></html>", type: "image/png", name: "cover.png" }), token: MANAGER }),
      400,
      "BAD_REQUEST",
    );
    expect(error.error.fields).toEqual({ author: ["is required"], image: ["The file is not a JPEG, PNG or WebP picture."] });
    expect(await count("SELECT count(*) AS n FROM articles WHERE kind = 'blog'")).toBe(before);
    expect((await env.MEDIA.list({ prefix: "blogs/" })).objects.length).toBe(objects);
  });

  it("creates a post with its cover in R2, updates, archives and deletes it with an audit record each; a press release's slug does not collide", async () => {
    const png = await bandedPng(90, 60, [200, 40, 40]);
    const created = await call<BlogPost>("POST", "/blogs", { body: form(post({ slug: "cvk-knife-skills" }), { bytes: png }), token: MANAGER });
    expect(created.status).toBe(201);
    const { id, image } = created.body;
    expect(created.body).toMatchObject({ kind: "blog", author: "Ana Morales", slug: "cvk-knife-skills" });
    expect(image?.key).toMatch(/^blogs\/[0-9a-f]{32}\.png$/);
    expect(new Uint8Array(await (await env.MEDIA.get(image!.key))!.arrayBuffer())).toEqual(png);
    // The same slug is free for a press release: slugs are unique per kind.
    const release = new FormData();
    for (const [name, value] of Object.entries({ title: "Knife skills", slug: "cvk-knife-skills", published_on: "2026-11-10" })) release.set(name, value);
    expect((await call("POST", "/newsroom/press-releases", { body: release, token: MANAGER })).status).toBe(201);
    expect((await call<{ data: BlogPost[] }>("GET", "/newsroom/press-releases?view=staff", { token: MANAGER })).body.data.every((row) => row.kind === "press-release")).toBe(true);

    const updated = await call<BlogPost>("POST", `/blogs/${id}`, { body: form(post({ title: "Six knife skills", slug: "cvk-knife-skills" })), token: MANAGER });
    expect(updated.body).toMatchObject({ title: "Six knife skills", image: { key: image!.key } });
    expect((await call<BlogPost>("PUT", `/blogs/${id}/archive`, { token: MANAGER })).body.status).toBe("archived");
    expectError(await call("GET", "/blogs/cvk-knife-skills"), 404, "NOT_FOUND");
    expect((await call("DELETE", `/blogs/${id}`, { token: MANAGER })).status).toBe(200);
    expect(await env.MEDIA.get(image!.key)).toBeNull();
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE resource = 'blogs' AND resource_id = ?1 ORDER BY id").bind(String(id)).all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual(["blogs.create", "blogs.update", "blogs.archive", "blogs.delete"]);
  });
});
