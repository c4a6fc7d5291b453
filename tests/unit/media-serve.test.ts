/**
 * GET /media/<key> looks up only the keys the api writes: a picture and its smaller widths
 * (decision 031's widthKey, which srcset names; decision 039's list thumbnails load them).
 */
import { describe, expect, it } from "vitest";
import { serveMedia } from "~/lib/core/media.server";
import { widthKey } from "../../workers/core/media";

/** A bucket that records the keys asked for and has none of them. */
function emptyBucket(asked: string[]): R2Bucket {
  return { get: async (key: string) => (asked.push(key), null) } as unknown as R2Bucket;
}

describe("serveMedia's keys", () => {
  const hash = "5536ba4406b4c5561783ea7d48351bc6";
  it.each([`class-types/1/${hash}.jpg`, `press-releases/${hash}.png`, widthKey(`meals/12/${hash}.webp`, 480), widthKey(`class-types/1/${hash}.jpg`, 1440)])(
    "looks up %s",
    async (key) => {
      const asked: string[] = [];
      const response = await serveMedia(new Request(`https://shop.test/media/${key}`), emptyBucket(asked), key);
      expect(response.status).toBe(404);
      expect(asked).toEqual([key]);
    },
  );

  it.each([`meals/12/${hash}-480w.png`, `meals/12/${hash}-w.jpg`, `../meals/${hash}.jpg`, `meals/12/${hash}.gif`])("does not look up %s", async (key) => {
    const asked: string[] = [];
    const response = await serveMedia(new Request(`https://shop.test/media/x`), emptyBucket(asked), key);
    expect(response.status).toBe(404);
    expect(asked).toEqual([]);
  });
});
