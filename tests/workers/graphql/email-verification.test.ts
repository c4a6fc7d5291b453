/**
 * Decision 068 through GraphQL: `myEmailVerification` (null signed out, without asking the api)
 * and `sendEmailVerification`, whose refusals come back as values the account page words.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newIdentity, ok, operation, uniquePhone } from "./cart-fixtures";

const STATE = `{ myEmailVerification { email verified waitingOrders } }`;
const SEND = `mutation { sendEmailVerification { sent reason retryAfterSeconds } }`;

async function registered(verified: boolean) {
  const { token, identity } = newIdentity({ email_verified: verified });
  await ok(
    `mutation ($input: RegistrationInput!) { register(input: $input) { id } }`,
    {
      input: { firstName: "Test", lastName: "Cook", email: identity.email, phone: uniquePhone() },
    },
    token,
  );
  return { token, email: identity.email! };
}

describe("e-mail verification through GraphQL", () => {
  it("is null signed out, with no REST call", async () => {
    const answer = await operation<{ myEmailVerification: null }>(STATE);
    expect(answer.data).toEqual({ myEmailVerification: null });
    expect(answer.extensions?.restCalls).toBe(0);
  });

  it("says an unverified sign-up's e-mail waits, and refuses a second link within five minutes", async () => {
    const { token, email } = await registered(false);
    expect(await ok(STATE, {}, token)).toEqual({ myEmailVerification: { email, verified: false, waitingOrders: 0 } });
    // A link went out a minute ago (the emulator holds no account to make a new one for).
    await env.DB.prepare(
      `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at) VALUES (?1, 's', 't', 'h', 'email_verification', 'test', ?2)`,
    )
      .bind(email, new Date(Date.now() - 60_000).toISOString())
      .run();
    const answer = await ok<{ sendEmailVerification: { sent: boolean; reason: string; retryAfterSeconds: number } }>(SEND, {}, token);
    expect(answer.sendEmailVerification).toMatchObject({ sent: false, reason: "RECENTLY_SENT" });
    expect(answer.sendEmailVerification.retryAfterSeconds).toBeGreaterThan(200);
    expect(answer.sendEmailVerification.retryAfterSeconds).toBeLessThanOrEqual(240);
  });

  it("sends nothing to a verified e-mail", async () => {
    const { token, email } = await registered(true);
    expect(await ok(STATE, {}, token)).toEqual({ myEmailVerification: { email, verified: true, waitingOrders: 0 } });
    expect(await ok(SEND, {}, token)).toEqual({ sendEmailVerification: { sent: false, reason: "VERIFIED", retryAfterSeconds: 0 } });
  });
});
