/**
 * Decision 080: the graphql worker passes the caller's D1 bookmark to every api call of the
 * operation and answers the latest bookmark the api gave.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bookmarkOf, D1_BOOKMARK_HEADER } from "../../../workers/core/d1-bookmark";
import { operationBody, WEB_PAGE } from "./request";
import { restBookmarks } from "./test-worker";

const SUBSCRIBE = `mutation ($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { email } }`;
const MAILBOX = `query ($to: String) { mailbox(to: $to) { kind } }`;

/** An operation as the web sends it, with a bookmark or none; its answer, bookmark and the api calls' bookmarks. */
async function operation(query: string, variables: Record<string, unknown>, bookmark?: string) {
  const sentBefore = restBookmarks.length;
  const headers: Record<string, string> = { ...WEB_PAGE, "x-shop-visitor": `198.51.100.${Math.floor(Math.random() * 250)}` };
  if (bookmark !== undefined) headers[D1_BOOKMARK_HEADER] = bookmark;
  const response = await exports.default.fetch("https://graphql.internal/graphql", { method: "POST", ...operationBody(query, variables, headers) });
  const body = (await response.json()) as { errors?: unknown };
  expect(response.status).toBe(200);
  expect(body.errors).toBeUndefined();
  return { bookmark: response.headers.get(D1_BOOKMARK_HEADER), apiBookmarks: restBookmarks.slice(sentBefore) };
}

const signUp = (bookmark?: string) =>
  operation(SUBSCRIBE, { input: { email: `graph-mark-${crypto.randomUUID().slice(0, 8)}@example.com`, subscribe: true } }, bookmark);

describe("D1 bookmarks through the graphql worker", () => {
  it("answers a mutation with the bookmark of the api's write", async () => {
    const write = await signUp();
    expect(bookmarkOf(write.bookmark)).not.toBeNull();
    expect(write.apiBookmarks.length).toBeGreaterThan(0);
  });

  it("sends the caller's bookmark with every api call and answers one at least as late", async () => {
    const write = await signUp();
    const read = await operation(MAILBOX, { to: "nobody@example.com" }, write.bookmark!);
    expect(read.apiBookmarks.length).toBeGreaterThan(0);
    for (const sent of read.apiBookmarks) expect(sent! >= write.bookmark!).toBe(true);
    expect(read.bookmark! >= write.bookmark!).toBe(true);
  });

  it("sends the caller's bookmark to the api's write, and answers the write's later one", async () => {
    const first = await signUp();
    const second = await signUp(first.bookmark!);
    expect(second.apiBookmarks[0]).toBe(first.bookmark);
    expect(second.bookmark! > first.bookmark!).toBe(true);
  });

  it("sends no malformed bookmark on", async () => {
    const read = await operation(MAILBOX, { to: "nobody@example.com" }, "not-a-bookmark");
    expect(read.apiBookmarks.length).toBeGreaterThan(0);
    expect(read.apiBookmarks.every((sent) => sent === null)).toBe(true);
    expect(bookmarkOf(read.bookmark)).not.toBeNull();
  });
});
