/**
 * The newsletter over GraphQL (decision 030): signup, the e-mail's confirm and unsubscribe
 * links, field errors under GraphQL names, and the per-client limit on signups.
 */
import { describe, expect, it } from "vitest";
import { NEWSLETTER_SIGNUP_LIMIT } from "../../../workers/graphql/resolvers/marketing";
import { data, expectBadUserInput, graphql, WEB_PAGE } from "./request";

const SUBSCRIBE = `mutation ($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { email } }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletter(token: $token) { email status } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeNewsletter(token: $token) { email status } }`;
const MAILBOX = `query ($to: String) { mailbox(to: $to) { kind text } }`;

const address = () => `graph-news-${crypto.randomUUID().slice(0, 8)}@example.com`;
/** A web page's operation on behalf of one visitor (the web worker names it). */
const visitor = (ip: string) => ({ ...WEB_PAGE, "x-shop-visitor": ip, "x-shop-origin": "https://shop.example" });

describe("the newsletter over GraphQL", () => {
  it("signs up, confirms and unsubscribes through the e-mail's links", async () => {
    const email = address();
    const signup = await graphql<{ subscribeNewsletter: { email: string } }>(SUBSCRIBE, { input: { email, firstName: "Ada", subscribe: true } }, visitor("203.0.113.1"));
    expect(signup.errors).toBeUndefined();
    expect(signup.data?.subscribeNewsletter).toEqual({ email });
    const { mailbox } = await data<{ mailbox: Array<{ kind: string; text: string }> }>(MAILBOX, { to: email });
    expect(mailbox.map((mail) => mail.kind)).toEqual(["newsletter_confirm"]);
    const token = /https:\/\/shop\.example\/newsletter\/confirm\?token=([0-9a-f]{32})/.exec(mailbox[0]!.text)?.[1];
    expect(token).toBeDefined();
    expect((await data<{ confirmNewsletter: unknown }>(CONFIRM, { token })).confirmNewsletter).toEqual({ email, status: "SUBSCRIBED" });
    expect((await data<{ unsubscribeNewsletter: unknown }>(UNSUBSCRIBE, { token })).unsubscribeNewsletter).toEqual({ email, status: "UNSUBSCRIBED" });
  });

  it("names bad fields as GraphQL does and answers NOT_FOUND for an unknown link", async () => {
    expectBadUserInput(await graphql(SUBSCRIBE, { input: { email: "nope", subscribe: true } }, visitor("203.0.113.2")), "email");
    expectBadUserInput(await graphql(SUBSCRIBE, { input: { email: address(), subscribe: false } }, visitor("203.0.113.2")), "subscribe");
    expectBadUserInput(await graphql(SUBSCRIBE, { input: { email: address(), firstName: "x".repeat(101), subscribe: true } }, visitor("203.0.113.2")), "firstName");
    const unknown = await graphql(CONFIRM, { token: "f".repeat(32) });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("limits signups per visitor, not for everyone", async () => {
    const crowded = visitor("198.51.100.7");
    for (let i = 0; i < NEWSLETTER_SIGNUP_LIMIT.limit; i++) {
      const answer = await graphql(SUBSCRIBE, { input: { email: address(), subscribe: true } }, crowded);
      expect(answer.errors).toBeUndefined();
    }
    const refused = await graphql<{ subscribeNewsletter: unknown }>(SUBSCRIBE, { input: { email: address(), subscribe: true } }, crowded);
    expect(refused.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(refused.errors?.[0]?.message).toMatch(/try again in \d+ minutes?/);
    const other = await graphql(SUBSCRIBE, { input: { email: address(), subscribe: true } }, visitor("198.51.100.8"));
    expect(other.errors).toBeUndefined();
    // A partner cannot borrow a visitor's count (or escape its own) by naming a visitor.
    const partner = { "x-shop-visitor": "198.51.100.9", "cf-connecting-ip": "198.51.100.7" };
    const fromPartner = await graphql(SUBSCRIBE, { input: { email: address(), subscribe: true } }, partner);
    expect(fromPartner.errors).toBeUndefined();
  });
});
