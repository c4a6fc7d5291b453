/** The newsroom's calls (decision 028): who may, what is refused with nothing changed, pictures in R2, public visibility, audit. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_PICTURE_BYTES } from "../../../workers/core/media";
import { bandedPng } from "../../support/png";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";
import { first } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

interface Picture {
  key: string;
  width: number;
  height: number;
  alt: string;
}
interface PressRelease {
  id: number;
  slug: string;
  title: string;
  status: string;
  published_on: string;
  image: Picture | null;
}
interface NewsLink {
  id: number;
  outlet: string;
  url: string;
  status: string;
  logo: Picture | null;
}

function form(fields: Record<string, string>, file?: { field: string; bytes: Uint8Array<ArrayBuffer> | string; type?: string; name?: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set(file.field, new File([file.bytes], file.name ?? "picture.png", { type: file.type ?? "image/png" }));
  return body;
}

const release = (overrides: Record<string, string> = {}) => ({
  title: `Cache Valley Kitchen opens in Ogden ${unique()}`,
  summary: "A second kitchen with twelve stations.",
  body: "We open **March 3**.",
  published_on: "2026-11-01",
  status: "published",
  ...overrides,
});

const link = (overrides: Record<string, string> = {}) => ({
  outlet: "Herald Journal",
  title: `Logan cooking school fills every seat ${unique()}`,
  url: "https://www.hjnews.com/cooking-school",
  published_on: "2026-10-20",
  status: "published",
  ...overrides,
});

const count = async (sql: string, ...values: unknown[]) => (await first<{ n: number }>(sql, ...values)).n;
const objects = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.length;
const audits = (resource: string, id: number) => count("SELECT count(*) AS n FROM audit_log WHERE resource = ?1 AND resource_id = ?2", resource, String(id));

async function createRelease(fields: Record<string, string> = {}): Promise<PressRelease> {
  const answer = await call<PressRelease>("POST", "/newsroom/press-releases", { body: form(release(fields)), token: MANAGER });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe("newsroom press releases", () => {
  it("answers 401 signed out and 403 without newsroom permissions on every write and the staff list, changing nothing", async () => {
    const customer = (await registerCustomer()).token;
    const existing = await createRelease();
    const before = await count("SELECT count(*) AS n FROM articles");
    for (const token of [undefined, customer, STAFF]) {
      const status = token === undefined ? 401 : 403;
      const code = token === undefined ? "UNAUTHENTICATED" : "FORBIDDEN";
      expectError(await call("POST", "/newsroom/press-releases", { body: form(release()), token }), status, code);
      expectError(await call("POST", `/newsroom/press-releases/${existing.id}`, { body: form(release({ title: "Changed" })), token }), status, code);
      expectError(await call("PUT", `/newsroom/press-releases/${existing.id}/archive`, { token }), status, code);
      expectError(await call("DELETE", `/newsroom/press-releases/${existing.id}`, { token }), status, code);
      expectError(await call("GET", "/newsroom/press-releases?view=staff", { token }), status, code);
    }
    expect(await count("SELECT count(*) AS n FROM articles")).toBe(before);
    const row = await first<{ title: string; status: string }>("SELECT title, status FROM articles WHERE id = ?1", existing.id);
    expect(row).toEqual({ title: existing.title, status: "published" });
  });

  it("refuses bad fields with a message under each, and creates nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM articles");
    const answer = await call("POST", "/newsroom/press-releases", {
      body: form({ title: "", published_on: "2026-02-30", status: "live", slug: "Not A Slug" }),
      token: MANAGER,
    });
    const error = expectError(answer, 400, "BAD_REQUEST");
    expect(Object.keys(error.error.fields ?? {}).sort()).toEqual(["published_on", "slug", "status", "title"]);
    expect(error.error.fields?.title).toEqual(["is required"]);
    expectError(await call("POST", "/newsroom/press-releases", { body: { title: "json" }, token: MANAGER }), 400, "BAD_REQUEST", "form");
    expect(await count("SELECT count(*) AS n FROM articles")).toBe(before);
  });

  it("refuses a non-image, bytes that are not their type and an oversized file with a clear message, storing nothing", async () => {
    const png = await bandedPng(40, 30);
    const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
    big.set(png.subarray(0, 24));
    const cases: Array<[Parameters<typeof form>[1], string]> = [
      [{ field: "image", bytes: "<svg><script>alert(1)</script></svg>", type: "image/svg+xml", name: "x.svg" }, "The file is not a JPEG, PNG or WebP picture."],
      [{ field: "image", bytes: "just text", type: "text/plain", name: "x.txt" }, "The file is not a JPEG, PNG or WebP picture."],
      [{ field: "image", bytes: png, type: "image/jpeg", name: "x.jpg" }, "The file says it is image/jpeg but its bytes are a PNG picture."],
      [{ field: "image", bytes: big }, "The picture is 5.1 MB; the largest we take is 5 MB."],
    ];
    const before = await count("SELECT count(*) AS n FROM articles");
    const stored = await objects("press-releases/");
    const media = await count("SELECT count(*) AS n FROM media");
    for (const [file, message] of cases) {
      const error = expectError(await call("POST", "/newsroom/press-releases", { body: form(release(), file), token: MANAGER }), 400, "BAD_REQUEST", "image");
      expect(error.error.fields?.image).toEqual([message]);
    }
    expect(await count("SELECT count(*) AS n FROM articles")).toBe(before);
    expect(await objects("press-releases/")).toBe(stored);
    expect(await count("SELECT count(*) AS n FROM media")).toBe(media);
  });

  it("creates a press release with its image in R2, updates, archives and deletes it, each with its audit record", async () => {
    const png = await bandedPng(64, 48, [10, 120, 90]);
    const created = await call<PressRelease>("POST", "/newsroom/press-releases", {
      body: form({ ...release(), image_alt: "The new kitchen's stations" }, { field: "image", bytes: png }),
      token: MANAGER,
    });
    expect(created.status).toBe(201);
    const { id, image, slug } = created.body;
    expect(image).toMatchObject({ width: 64, height: 48, alt: "The new kitchen's stations" });
    expect(image?.key).toMatch(/^press-releases\/[0-9a-f]{32}\.png$/);
    const object = await env.MEDIA.get(image!.key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(png);
    expect(await first("SELECT action, resource, before FROM audit_log WHERE resource = 'press-releases' AND resource_id = ?1", String(id))).toEqual({
      action: "newsroom.create",
      resource: "press-releases",
      before: null,
    });

    // Public: by slug, in the list.
    const publicOne = await call<PressRelease>("GET", `/newsroom/press-releases/${slug}`);
    expect(publicOne.body.id).toBe(id);
    expect((await call<{ data: PressRelease[] }>("GET", "/newsroom/press-releases")).body.data.map((row) => row.id)).toContain(id);

    // Update without a new image keeps it; the slug stays.
    const updated = await call<PressRelease>("POST", `/newsroom/press-releases/${id}`, { body: form(release({ title: "Ogden kitchen opens" })), token: MANAGER });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: "Ogden kitchen opens", slug, image: { key: image!.key } });
    expect(await audits("press-releases", id)).toBe(2);

    const archived = await call<PressRelease>("PUT", `/newsroom/press-releases/${id}/archive`, { token: MANAGER });
    expect(archived.body.status).toBe("archived");
    expectError(await call("GET", `/newsroom/press-releases/${slug}`), 404, "NOT_FOUND");
    expect((await call<{ data: PressRelease[] }>("GET", "/newsroom/press-releases")).body.data.map((row) => row.id)).not.toContain(id);
    expect(await audits("press-releases", id)).toBe(3);

    expect((await call("DELETE", `/newsroom/press-releases/${id}`, { token: MANAGER })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM articles WHERE id = ?1", id)).toBe(0);
    expect(await env.MEDIA.get(image!.key)).toBeNull();
    expect(await first("SELECT action FROM audit_log WHERE resource = 'press-releases' AND resource_id = ?1 ORDER BY id DESC LIMIT 1", String(id))).toEqual({ action: "newsroom.delete" });
    expectError(await call("DELETE", `/newsroom/press-releases/${id}`, { token: MANAGER }), 404, "NOT_FOUND");
  });

  it("keeps drafts and future-dated releases off the public list and page, and shows them to staff", async () => {
    const draft = await createRelease({ status: "draft" });
    const future = await createRelease({ published_on: "2099-01-01" });
    const publicIds = (await call<{ data: PressRelease[] }>("GET", "/newsroom/press-releases")).body.data.map((row) => row.id);
    expect(publicIds).not.toContain(draft.id);
    expect(publicIds).not.toContain(future.id);
    expectError(await call("GET", `/newsroom/press-releases/${future.slug}`), 404, "NOT_FOUND");
    const staff = await call<{ data: PressRelease[] }>("GET", "/newsroom/press-releases?view=staff&status=draft", { token: MANAGER });
    expect(staff.body.data.map((row) => row.id)).toContain(draft.id);
    expect(staff.body.data.every((row) => row.status === "draft")).toBe(true);
  });

  it("pages the public list at the database (decision 044): limit and offset, newest first, at most 100 a page", async () => {
    const days = ["2011-06-03", "2011-06-02", "2011-06-01"];
    const made = [];
    for (const day of days) made.push(await createRelease({ published_on: day }));
    const all = (await call<{ data: PressRelease[] }>("GET", "/newsroom/press-releases")).body.data.map((row) => row.id);
    const start = all.indexOf(made[0]!.id);
    expect(all.slice(start, start + 3)).toEqual(made.map((row) => row.id));
    const page = async (query: string) => (await call<{ data: PressRelease[] }>("GET", `/newsroom/press-releases?${query}`)).body.data.map((row) => row.id);
    expect(await page(`limit=2&offset=${start}`)).toEqual([made[0]!.id, made[1]!.id]);
    expect(await page(`limit=2&offset=${start + 2}`)).toEqual(all.slice(start + 2, start + 4));
    expect(await page("limit=100")).toHaveLength(Math.min(100, all.length));
    const tooMany = expectError(await call("GET", "/newsroom/press-releases?limit=101"), 400, "BAD_REQUEST");
    expect(tooMany.error.fields).toEqual({ limit: ["must be between 1 and 100"] });
    const badOffset = expectError(await call("GET", "/newsroom/in-the-news?limit=5&offset=-1"), 400, "BAD_REQUEST");
    expect(Object.keys(badOffset.error.fields ?? {})).toEqual(["offset"]);
  });

  it("refuses a slug another release has, changing nothing", async () => {
    const one = await createRelease();
    const two = await createRelease();
    const error = expectError(await call("POST", `/newsroom/press-releases/${two.id}`, { body: form(release({ slug: one.slug })), token: MANAGER }), 400, "BAD_REQUEST", "slug");
    expect(error.error.fields?.slug?.[0]).toMatch(/already used/);
    expect((await first<{ slug: string }>("SELECT slug FROM articles WHERE id = ?1", two.id)).slug).toBe(two.slug);
    expect(await audits("press-releases", two.id)).toBe(1);
  });
});

describe("newsroom in-the-news links", () => {
  it("answers 401 and 403 on writes, refuses bad fields and a bad logo with nothing changed, and keeps the audit", async () => {
    const customer = (await registerCustomer()).token;
    for (const token of [undefined, customer, STAFF]) {
      expectError(await call("POST", "/newsroom/in-the-news", { body: form(link()), token }), token === undefined ? 401 : 403, token === undefined ? "UNAUTHENTICATED" : "FORBIDDEN");
      expectError(await call("DELETE", "/newsroom/in-the-news/1", { token }), token === undefined ? 401 : 403, token === undefined ? "UNAUTHENTICATED" : "FORBIDDEN");
    }
    const before = await count("SELECT count(*) AS n FROM news_links");
    const bad = expectError(await call("POST", "/newsroom/in-the-news", { body: form(link({ url: "javascript:alert(1)", outlet: "" }), { field: "logo", bytes: "GIF89a", type: "image/gif", name: "x.gif" }), token: MANAGER }), 400, "BAD_REQUEST");
    expect(bad.error.fields).toEqual({
      url: ["must be a web address starting with https://"],
      outlet: ["is required"],
      logo: ["The file is not a JPEG, PNG or WebP picture."],
    });
    expect(await count("SELECT count(*) AS n FROM news_links")).toBe(before);

    const png = await bandedPng(120, 40, [30, 30, 30]);
    const created = await call<NewsLink>("POST", "/newsroom/in-the-news", { body: form(link(), { field: "logo", bytes: png }), token: MANAGER });
    expect(created.status).toBe(201);
    expect(created.body.logo).toMatchObject({ width: 120, height: 40, alt: "Herald Journal" });
    expect(await env.MEDIA.get(created.body.logo!.key)).not.toBeNull();
    const id = created.body.id;
    expect((await call<{ data: NewsLink[] }>("GET", "/newsroom/in-the-news")).body.data.map((row) => row.id)).toContain(id);
    const archived = await call<NewsLink>("PUT", `/newsroom/in-the-news/${id}/archive`, { token: MANAGER });
    expect(archived.body.status).toBe("archived");
    expect((await call<{ data: NewsLink[] }>("GET", "/newsroom/in-the-news")).body.data.map((row) => row.id)).not.toContain(id);
    expectError(await call("GET", `/newsroom/in-the-news/${id}`), 404, "NOT_FOUND");
    expect((await call("DELETE", `/newsroom/in-the-news/${id}`, { token: MANAGER })).status).toBe(200);
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE resource = 'in-the-news' AND resource_id = ?1 ORDER BY id").bind(String(id)).all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual(["newsroom.create", "newsroom.archive", "newsroom.delete"]);
  });

  it("lists the statuses for everyone", async () => {
    const answer = await call<{ data: Array<{ key: string }> }>("GET", "/newsroom/statuses");
    expect(answer.body.data.map((status) => status.key)).toEqual(["draft", "published", "archived"]);
  });
});
