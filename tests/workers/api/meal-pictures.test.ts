/** A meal's picture (decision 024): PUT and DELETE meals/{id}/picture — who may, what is refused, what R2 and D1 hold. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { checkPicture, MAX_PICTURE_BYTES } from "../../../workers/core/media";
import { bandedJpeg } from "../../support/jpeg";
import { bandedPng } from "../../support/png";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { first } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface Picture {
  key: string;
  content_type: string;
  width: number;
  height: number;
  widths: number[];
  alt: string;
}

function upload(bytes: Uint8Array<ArrayBuffer> | string, { type = "image/png", name = "stew.png", alt = "" } = {}): FormData {
  const form = new FormData();
  form.set("picture", new File([bytes], name, { type }));
  form.set("alt", alt);
  return form;
}

const objectKeys = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.map((object) => object.key);
const pictureKey = async (id: number) => (await first<{ picture_key: string | null }>("SELECT picture_key FROM meals WHERE id = ?1", id)).picture_key;

describe("a meal's picture", () => {
  it("answers 401 without a token and 403 to a customer and to the kitchen, and stores nothing", async () => {
    const customer = (await registerCustomer()).token;
    const png = await bandedPng(40, 30);
    for (const token of [undefined, customer, KITCHEN]) {
      const answer = await call("PUT", "/meals/3/picture", { body: upload(png), token });
      expectError(answer, token === undefined ? 401 : 403, token === undefined ? "UNAUTHENTICATED" : "FORBIDDEN");
      const removal = await call("DELETE", "/meals/3/picture", { token });
      expect(removal.status).toBe(token === undefined ? 401 : 403);
    }
    expect(await objectKeys("meals/3/")).toEqual([]);
    expect(await pictureKey(3)).toBeNull();
  });

  it("refuses a non-image, a file whose bytes are not its type, an oversized file and a long alt text, with a field message and nothing stored", async () => {
    const png = await bandedPng(40, 30);
    const cases: Array<[FormData, string, string]> = [
      [upload("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>", { type: "image/svg+xml", name: "x.svg" }), "picture", "The file is not a JPEG, PNG or WebP picture."],
      [upload(png, { type: "image/jpeg", name: "stew.jpg" }), "picture", "The file says it is image/jpeg but its bytes are a PNG picture."],
      [upload(new Uint8Array(0)), "picture", "Choose a picture to upload."],
      [upload(png, { alt: "x".repeat(201) }), "alt", "must be at most 200 characters"],
    ];
    for (const [form, field, message] of cases) {
      const error = expectError(await call("PUT", "/meals/4/picture", { body: form, token: MANAGER }), 400, "BAD_REQUEST", field);
      expect(error.error.fields?.[field]).toEqual([message]);
    }
    // Just over the limit: read and refused; far over it: refused by its length before it is read.
    const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
    big.set(png.subarray(0, 24));
    const over = expectError(await call("PUT", "/meals/4/picture", { body: upload(big), token: MANAGER }), 400, "BAD_REQUEST", "picture");
    expect(over.error.fields?.picture).toEqual(["The picture is 5.1 MB; the largest we take is 5 MB."]);
    const huge = new Uint8Array(MAX_PICTURE_BYTES * 2);
    huge.set(png.subarray(0, 24));
    const oversized = expectError(await call("PUT", "/meals/4/picture", { body: upload(huge), token: MANAGER }), 413, "PAYLOAD_TOO_LARGE", "picture");
    expect(oversized.error.fields?.picture).toEqual(["The picture is over 5 MB, the largest we take."]);
    const form = new FormData();
    form.set("alt", "no file");
    expectError(await call("PUT", "/meals/4/picture", { body: form, token: MANAGER }), 400, "BAD_REQUEST", "picture");
    expect(await objectKeys("meals/4/")).toEqual([]);
    expect(await pictureKey(4)).toBeNull();
    expectError(await call("PUT", "/meals/999999/picture", { body: upload(png), token: MANAGER }), 404, "NOT_FOUND");
  });

  it("stores a good picture in R2 with its type and size, shows it on the meal, replaces it, removes it, and audits each change", async () => {
    const first_ = await bandedPng(64, 48);
    const set = await call<{ picture: Picture }>("PUT", "/meals/5/picture", { body: upload(first_, { alt: "A bowl of stew" }), token: MANAGER });
    expect(set.status).toBe(200);
    expect(set.body.picture).toMatchObject({ content_type: "image/png", width: 64, height: 48, alt: "A bowl of stew" });
    expect(set.body.picture.key).toMatch(/^meals\/5\/[0-9a-f]{32}\.png$/);
    const object = await env.MEDIA.get(set.body.picture.key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(object?.httpMetadata?.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(first_);
    // The customer's meal answers the picture too.
    const customerMeal = await call<{ picture: Picture }>("GET", "/meals/5");
    expect(customerMeal.body.picture).toEqual(set.body.picture);

    const second = await bandedPng(80, 60, [40, 120, 60]);
    const replaced = await call<{ picture: Picture }>("PUT", "/meals/5/picture", { body: upload(second), token: MANAGER });
    expect(replaced.body.picture.key).not.toBe(set.body.picture.key);
    // No alt text given: the meal's name stands in.
    const name = (await first<{ name: string }>("SELECT name FROM meals WHERE id = 5")).name;
    expect(replaced.body.picture).toMatchObject({ width: 80, height: 60, alt: name });
    expect(await objectKeys("meals/5/")).toEqual([replaced.body.picture.key]);
    expect((await first<{ n: number }>("SELECT count(*) AS n FROM media WHERE key LIKE 'meals/5/%'")).n).toBe(1);

    const removed = await call<{ picture: Picture | null }>("DELETE", "/meals/5/picture", { token: MANAGER });
    expect(removed.body.picture).toBeNull();
    expect(await objectKeys("meals/5/")).toEqual([]);
    expect(await pictureKey(5)).toBeNull();
    const records = await first<{ n: number; last: string }>(
      "SELECT count(*) AS n, (SELECT after FROM audit_log WHERE action = 'meals.picture' AND resource_id = '5' ORDER BY id DESC LIMIT 1) AS last FROM audit_log WHERE action = 'meals.picture' AND resource_id = '5'",
    );
    expect(records.n).toBe(3);
    expect(JSON.parse(records.last)).toEqual({ picture: null });
  });

  it("keeps a wide photo at its smaller widths too (decision 031), and removes them with it", async () => {
    const wide = await bandedJpeg(1200, 800);
    const set = await call<{ picture: Picture }>("PUT", "/meals/6/picture", { body: upload(wide, { type: "image/jpeg", name: "wide.jpg" }), token: MANAGER });
    expect(set.status).toBe(200);
    expect(set.body.picture).toMatchObject({ content_type: "image/jpeg", width: 1200, height: 800, widths: [480, 960] });
    const base = set.body.picture.key.replace(/\.jpg$/, "");
    expect((await objectKeys("meals/6/")).sort()).toEqual([set.body.picture.key, `${base}-480w.jpg`, `${base}-960w.jpg`].sort());
    for (const [width, height] of [[480, 320], [960, 640]] as const) {
      const object = await env.MEDIA.get(`${base}-${width}w.jpg`);
      expect(object?.httpMetadata).toMatchObject({ contentType: "image/jpeg", cacheControl: "public, max-age=31536000, immutable" });
      const bytes = new Uint8Array(await object!.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(wide.byteLength);
      const checked = checkPicture(bytes, "image/jpeg");
      expect(checked.ok && checked.picture).toMatchObject({ type: "image/jpeg", width, height });
    }
    // A PNG (a logo, drawn artwork) and a small photo keep their own size only.
    const png = await call<{ picture: Picture }>("PUT", "/meals/6/picture", { body: upload(await bandedPng(1200, 800)), token: MANAGER });
    expect(png.body.picture.widths).toEqual([]);
    const small = await call<{ picture: Picture }>("PUT", "/meals/6/picture", { body: upload(await bandedJpeg(400, 300), { type: "image/jpeg", name: "small.jpg" }), token: MANAGER });
    expect(small.body.picture.widths).toEqual([]);
    expect(await objectKeys("meals/6/")).toEqual([small.body.picture.key]);
    await call("DELETE", "/meals/6/picture", { token: MANAGER });
    expect(await objectKeys("meals/6/")).toEqual([]);
  });

  it("keeps a picture a class type, kitchen or host still shows when the meal lets go of it (decision 039)", async () => {
    const set = await call<{ picture: Picture }>("PUT", "/meals/7/picture", { body: upload(await bandedPng(48, 36)), token: MANAGER });
    const key = set.body.picture.key;
    const before = (await first<{ picture_key: string | null }>("SELECT picture_key FROM class_types WHERE id = 2")).picture_key;
    await env.DB.prepare("UPDATE class_types SET picture_key = ?1 WHERE id = 2").bind(key).run();
    try {
      const removed = await call("DELETE", "/meals/7/picture", { token: MANAGER });
      expect(removed.status).toBe(200);
      expect(await pictureKey(7)).toBeNull();
      expect(await objectKeys("meals/7/")).toEqual([key]);
      expect((await first<{ n: number }>("SELECT count(*) AS n FROM media WHERE key = ?1", key)).n).toBe(1);
    } finally {
      await env.DB.prepare("UPDATE class_types SET picture_key = ?1 WHERE id = 2").bind(before).run();
    }
  });
});
