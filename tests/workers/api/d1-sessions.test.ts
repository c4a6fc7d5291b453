/**
 * Decision 080: every api request reads and writes D1 through one session opened at the
 * caller's bookmark, and answers the session's latest bookmark.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bookmarkOf, D1_BOOKMARK_HEADER } from "../../../workers/core/d1-bookmark";
import { unique } from "../support/api";

async function send(method: string, path: string, { bookmark, body }: { bookmark?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (bookmark !== undefined) headers[D1_BOOKMARK_HEADER] = bookmark;
  const response = await exports.default.fetch(`https://api.internal${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  await response.arrayBuffer();
  return { status: response.status, bookmark: response.headers.get(D1_BOOKMARK_HEADER) };
}

const subscribe = (bookmark?: string) =>
  send("POST", "/marketing/subscribe", {
    bookmark,
    body: { email: `bookmark-${unique()}@example.com`, first_name: "Book", last_name: "Mark", subscribe: true },
  });

describe("D1 sessions of api requests", () => {
  it("answers a read with the bookmark its session read at", async () => {
    const read = await send("GET", "/meal-types");
    expect(read.status).toBe(200);
    expect(bookmarkOf(read.bookmark)).not.toBeNull();
  });

  it("answers a write with a bookmark later than any read before it, and reads after it at least there", async () => {
    const before = await send("GET", "/meal-types");
    const write = await subscribe();
    expect(write.status).toBe(202);
    expect(bookmarkOf(write.bookmark)).not.toBeNull();
    expect(write.bookmark! > before.bookmark!).toBe(true);
    const after = await send("GET", "/meal-types", { bookmark: write.bookmark! });
    expect(after.status).toBe(200);
    expect(after.bookmark! >= write.bookmark!).toBe(true);
  });

  it("opens a write's session at the bookmark it was sent", async () => {
    const first = await subscribe();
    const second = await subscribe(first.bookmark!);
    expect(second.status).toBe(202);
    expect(second.bookmark! > first.bookmark!).toBe(true);
  });

  it.each(["", "latest", "first-primary", "00000000-00000001", `${"0".repeat(8)}-${"0".repeat(8)}-${"0".repeat(8)}-${"z".repeat(32)}`, "x".repeat(5000)])(
    "ignores a malformed bookmark %#, never refusing the request for it",
    async (malformed) => {
      const read = await send("GET", "/meal-types", { bookmark: malformed });
      expect(read.status).toBe(200);
      expect(bookmarkOf(read.bookmark)).not.toBeNull();
      expect((await subscribe(malformed)).status).toBe(202);
    },
  );

  it("answers no bookmark when the request ran no statement", async () => {
    const health = await send("GET", "/health");
    expect(health.status).toBe(200);
    expect(health.bookmark).toBeNull();
  });
});
