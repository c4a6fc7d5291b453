/**
 * Decision 080: the web keeps the D1 bookmark a customer's write answered in their session and
 * sends it with their next calls, so their reads never meet a replica from before their write.
 */
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookmarkOf } from "../../../workers/core/d1-bookmark";
import { restBookmarks } from "../graphql/test-worker";

const SHOP = "https://shop.example";
const CSRF = "bookmark-anti-forgery-token";

/** The web's own cookie outside production (app/lib/core/session.server.ts). */
const sessions = createCookieSessionStorage({
  cookie: { name: "cvk_session", httpOnly: true, sameSite: "lax", path: "/", secrets: ["development-only-session-secret-change-me"] },
});

async function visitorCookie(): Promise<string> {
  const session = await sessions.getSession();
  session.set("csrf", CSRF);
  return (await sessions.commitSession(session)).split(";")[0]!;
}

/** The footer's newsletter form, posted by this visitor: a mutation. */
async function signUp(cookie: string) {
  const body = new FormData();
  body.set("csrf", CSRF);
  body.set("email", `web-mark-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const sentBefore = restBookmarks.length;
  const response = await SELF.fetch(`${SHOP}/signup`, {
    method: "POST",
    body,
    headers: { cookie, referer: `${SHOP}/signup`, "sec-fetch-site": "same-origin", "cf-connecting-ip": `192.0.2.${Math.floor(Math.random() * 250)}` },
    redirect: "manual",
  });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  const setCookie = response.headers.get("set-cookie");
  const session = await sessions.getSession(setCookie ?? cookie);
  return {
    cookie: setCookie ? setCookie.split(";")[0]! : cookie,
    bookmark: session.get("d1Bookmark") as string | undefined,
    apiBookmarks: restBookmarks.slice(sentBefore),
  };
}

describe("the customer's D1 bookmark in the web session", () => {
  it("keeps the bookmark of a write and sends it with the next call", async () => {
    const first = await signUp(await visitorCookie());
    expect(bookmarkOf(first.bookmark)).not.toBeNull();
    expect(first.apiBookmarks.every((sent) => sent === null)).toBe(true);
    const second = await signUp(first.cookie);
    expect(second.apiBookmarks.length).toBeGreaterThan(0);
    expect(second.apiBookmarks[0]).toBe(first.bookmark);
    expect(second.bookmark! > first.bookmark!).toBe(true);
  });
});
