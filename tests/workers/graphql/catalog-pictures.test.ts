/**
 * Decision 039: the seed's pictures stored in MEDIA for every meal, class type, kitchen and host;
 * ClassType/Location.picture, ClassHost.bio/picture and Meal.offerings over GraphQL.
 */
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../drizzle/api/schema";
import { seedDrawings, seedPictures } from "../../../drizzle/seed/pictures";
import { HOST_BIOS } from "../../../drizzle/seed/hosts";
import { bandedPng } from "../../support/png";
import { ok, refused } from "./cart-fixtures";
import { calledPaths, graphql } from "./request";
import { restCalls } from "./test-worker";

interface PictureAnswer {
  url: string;
  width: number;
  height: number;
  srcset: string | null;
  alt: string;
}

/** putPicture without the smaller widths (photon does not load in a test's own module). */
const put: Parameters<typeof seedPictures>[3] = async (bucket, folder, { bytes, picture }) => {
  const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("").slice(0, 32);
  const key = `${folder}/${hash}.${picture.extension}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: picture.type } });
  return { key, content_type: picture.type, width: picture.width, height: picture.height, bytes: bytes.byteLength, widths: [], created_at: new Date().toISOString() };
};

beforeAll(async () => {
  // The real seed rasterises SVG with sharp in Node; here any picture bytes stand in for them.
  await seedPictures(drizzle(env.DB, { schema }), env.MEDIA, () => bandedPng(64, 48), put);
});

describe("the seed's pictures (decision 039)", () => {
  it("stores a picture in MEDIA for every meal, class type, kitchen and host, and points each at it", async () => {
    const drawings = seedDrawings();
    const rows = await env.DB.prepare(
      `SELECT 'meal' AS subject, id, picture_key AS key FROM meals
       UNION ALL SELECT 'class-type', id, picture_key FROM class_types
       UNION ALL SELECT 'location', id, picture_key FROM locations
       UNION ALL SELECT 'host', user_id, picture_key FROM host_profiles`,
    ).all<{ subject: string; id: number; key: string | null }>();
    for (const drawing of drawings) {
      const row = rows.results.find((candidate) => candidate.subject === drawing.subject && candidate.id === drawing.id);
      expect(row?.key, drawing.folder).toMatch(new RegExp(`^${drawing.folder}/[0-9a-f]{32}\\.png$`));
      expect(await env.MEDIA.head(row!.key!), drawing.folder).not.toBeNull();
    }
    expect(drawings.filter((drawing) => drawing.subject === "host").length).toBe(Object.keys(HOST_BIOS).length);
  });

  it("draws them once: a second run stores nothing", async () => {
    expect(await seedPictures(drizzle(env.DB, { schema }), env.MEDIA, () => bandedPng(64, 48), put)).toBe(0);
  });
});

describe("pictures and hosts over GraphQL (decision 039)", () => {
  it("answers every class type's and kitchen's picture", async () => {
    const { classTypes } = await ok<{ classTypes: Array<{ key: string; picture: PictureAnswer | null }> }>(
      "{ classTypes { key picture { url width height srcset alt } } }",
    );
    expect(classTypes.length).toBeGreaterThan(0);
    for (const type of classTypes) {
      expect(type.picture?.url).toMatch(/^\/media\/class-types\/\d+\/[0-9a-f]{32}\.png$/);
      expect(type.picture).toMatchObject({ width: 64, height: 48, srcset: null });
      expect(type.picture?.alt).not.toBe("");
    }
    const { locations } = await ok<{ locations: { locations: Array<{ name: string; picture: PictureAnswer | null }> } }>(
      "{ locations { locations { name picture { url alt } } } }",
    );
    for (const location of locations.locations) expect(location.picture?.alt).toMatch(/^The storefront of our /);
  });

  it("answers the pictures of a list of classes, its class types and kitchens with one catalog-pictures read", async () => {
    restCalls.length = 0;
    const answer = await graphql<{
      classes: Array<{ id: string; classType: { id: string; picture: { url: string } | null } }>;
      classTypes: Array<{ id: string; picture: { url: string } | null }>;
      locations: { locations: Array<{ id: string; picture: { url: string } | null }> };
    }>(
      `{ classes(first: 30) { id classType { id picture { url } } }
         classTypes { id picture { url width height } }
         locations { locations { id picture { url } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const { classes, classTypes, locations } = answer.data!;
    expect(classes.length).toBeGreaterThan(5);
    const byType = new Map(classTypes.map((type) => [type.id, type.picture?.url]));
    for (const shopClass of classes) {
      expect(shopClass.classType.picture?.url).toMatch(/^\/media\/class-types\//);
      expect(shopClass.classType.picture?.url).toBe(byType.get(shopClass.classType.id));
    }
    for (const location of locations.locations) expect(location.picture?.url).toMatch(/^\/media\/locations\//);
    expect(calledPaths().filter((path) => path.includes("catalog-pictures"))).toEqual(["GET /catalog-pictures"]);
  });

  it("answers a class's host with a bio and a picture", async () => {
    const { classes } = await ok<{ classes: Array<{ host: { firstName: string; bio: string; picture: PictureAnswer | null } | null }> }>(
      "{ classes(first: 20) { host { firstName bio picture { url } } } }",
    );
    const hosted = classes.filter((shopClass) => shopClass.host);
    expect(hosted.length).toBeGreaterThan(0);
    for (const { host } of hosted) {
      expect(host!.bio.length).toBeGreaterThan(20);
      expect(host!.picture?.url).toMatch(/^\/media\/hosts\//);
    }
  });

  it("lists where and when a meal is offered: upcoming public classes whose menu has it, earliest first", async () => {
    const { meal } = await ok<{ meal: { id: string; offerings: Array<{ sku: string; date: string; canceled: boolean; classIsPublic: boolean; menu: { meals: Array<{ id: string }> } }> } }>(
      '{ meal(idOrSlug: "1") { id offerings(first: 12) { sku date canceled classIsPublic menu { meals { id } } } } }',
    );
    expect(meal.offerings.length).toBeGreaterThan(0);
    expect(meal.offerings.length).toBeLessThanOrEqual(12);
    const dates = meal.offerings.map((offering) => offering.date);
    expect([...dates].sort()).toEqual(dates);
    for (const offering of meal.offerings) {
      expect(offering.canceled).toBe(false);
      expect(offering.classIsPublic).toBe(true);
      expect(offering.menu.meals.map((m) => m.id)).toContain(meal.id);
      expect(new Date(offering.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("refuses more than 12 offerings with a field message", async () => {
    const error = await refused('{ meal(idOrSlug: "1") { offerings(first: 13) { sku } } }');
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.extensions.fields?.first).toEqual(["must be between 1 and 12"]);
  });
});
