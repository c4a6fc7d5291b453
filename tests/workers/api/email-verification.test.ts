/**
 * Decision 068: a password sign-up's unverified e-mail. The account learns how many guest orders
 * wait for it (a count of its own e-mail's orders without an account, nothing of anyone else's);
 * the verification link is written through the outbox at registration, with Firebase's code in
 * the shop's own /verify-email link, and again on request at most once per five minutes.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, expectError, registerCustomer, unique, uniquePhone } from "../support/api";
import { emulatorToken } from "../support/tokens";
import { all, run } from "./checkout-fixtures";
import { paidOrder } from "./paid-orders";

interface Verification {
  email: string;
  verified: boolean;
  waiting_orders: number;
}

const ORIGIN = "https://shop.example";

/** A guest order (no account) placed with `email`. */
async function guestOrder(email: string) {
  const order = await paidOrder();
  await run("UPDATE orders SET email = ?2, user_id = NULL WHERE id = ?1", order.orderId, email);
  return order.orderId;
}

/** Firebase's answer to the privileged sendOobCode; every other fetch goes on as it would. */
function firebaseAnswers(answer: () => Response) {
  const original = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.includes("accounts:sendOobCode") ? answer() : original(input, init);
  });
}

const firebaseCalls = (spy: ReturnType<typeof firebaseAnswers>) =>
  spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes("accounts:sendOobCode"));

async function register(email: string, verified: boolean) {
  const identity = { uid: `uid-${unique()}`, email, email_verified: verified, name: "Guest Cook" };
  const token = emulatorToken(identity);
  const answer = await call<{ id: number }>("POST", "/users/register", {
    token,
    headers: { "x-shop-origin": ORIGIN },
    body: { first_name: "Guest", last_name: "Cook", email, phone: uniquePhone(), allergies: [] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.id, identity, token };
}

const verificationEmails = (email: string) =>
  all<{ to: string; subject: string; text: string; html: string; ref: string }>(
    `SELECT "to", subject, text, html, ref FROM outbox_emails WHERE kind = 'email_verification' AND "to" = ?1 ORDER BY id`,
    email,
  );

afterEach(() => vi.restoreAllMocks());

describe("e-mail verification", () => {
  it("counts only the guest orders of the account's own e-mail while it is unverified", async () => {
    firebaseAnswers(() => Response.json({ oobCode: "code-count", oobLink: "http://emulator/x" }));
    const email = `wait-${unique()}@example.com`;
    await guestOrder(email.toUpperCase());
    await guestOrder(email);
    await guestOrder(`someone-${unique()}@example.com`);
    const someone = await registerCustomer();
    const theirs = await guestOrder(email);
    await run("UPDATE orders SET user_id = ?2 WHERE id = ?1", theirs, someone.id);

    const person = await register(email, false);
    const answer = await call<Verification>("GET", "/users/email-verification", { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email, verified: false, waiting_orders: 2 });
    // The answer holds a count, no order's number, amount or id.
    expect(Object.keys(answer.body).sort()).toEqual(["email", "verified", "waiting_orders"]);

    // Verified, the sign-in check (GraphQL `me` → users/login) attaches them: none wait.
    const verifiedToken = emulatorToken({ ...person.identity, email_verified: true });
    expect((await call("GET", "/users/login", { token: verifiedToken })).status).toBe(200);
    const after = await call<Verification>("GET", "/users/email-verification", { token: verifiedToken });
    expect(after.body).toEqual({ email, verified: true, waiting_orders: 0 });
  });

  it("needs a registered sign-in", async () => {
    expectError(await call("GET", "/users/email-verification"), 401, "UNAUTHENTICATED");
    const stranger = emulatorToken({ uid: `uid-${unique()}`, email: `nobody-${unique()}@example.com`, email_verified: false });
    expectError(await call("POST", "/users/email-verification", { token: stranger }), 401, "NOT_REGISTERED");
  });

  it("queues the link through the outbox at registration, with Firebase's code in the shop's own page", async () => {
    const spy = firebaseAnswers(() => Response.json({ oobCode: "code/with+chars", oobLink: "http://emulator/action" }));
    const email = `link-${unique()}@example.com`;
    await guestOrder(email);
    await register(email, false);

    const [sent] = firebaseCalls(spy);
    expect(sent, "one privileged sendOobCode").toBeDefined();
    const init = sent![1]!;
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer owner");
    expect(JSON.parse(String(init.body))).toEqual({ requestType: "VERIFY_EMAIL", email, returnOobLink: true });

    const emails = await verificationEmails(email);
    expect(emails).toHaveLength(1);
    const link = `${ORIGIN}/verify-email?oobCode=${encodeURIComponent("code/with+chars")}`;
    expect(emails[0]!.subject).toBe("Verify your e-mail for Cache Valley Kitchen");
    expect(emails[0]!.text).toContain(`Verify my e-mail: ${link}`);
    expect(emails[0]!.text).toContain("An order placed with this e-mail will appear in your account once you verify it.");
    expect(emails[0]!.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
  });

  it("sends the link again at most once per five minutes, and never to a verified e-mail", async () => {
    const spy = firebaseAnswers(() => Response.json({ oobCode: "code-again" }));
    const email = `again-${unique()}@example.com`;
    const person = await register(email, false);
    expect(await verificationEmails(email)).toHaveLength(1);

    const again = await call<{ sent: boolean; reason?: string; retry_after_seconds?: number }>("POST", "/users/email-verification", { token: person.token });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sent: false, reason: "RECENTLY_SENT" });
    expect(again.body.retry_after_seconds).toBeGreaterThan(0);
    expect(again.body.retry_after_seconds).toBeLessThanOrEqual(300);
    expect(await verificationEmails(email)).toHaveLength(1);
    expect(firebaseCalls(spy)).toHaveLength(1);

    // Five minutes later it goes again.
    await run(`UPDATE outbox_emails SET created_at = '2000-01-01T00:00:00.000Z' WHERE kind = 'email_verification' AND "to" = ?1`, email);
    const later = await call<{ sent: boolean }>("POST", "/users/email-verification", { token: person.token, headers: { "x-shop-origin": ORIGIN } });
    expect(later.body).toEqual({ sent: true });
    expect(await verificationEmails(email)).toHaveLength(2);

    const verified = emulatorToken({ ...person.identity, email_verified: true });
    const none = await call<{ sent: boolean; reason?: string }>("POST", "/users/email-verification", { token: verified });
    expect(none.body).toMatchObject({ sent: false, reason: "VERIFIED" });
    expect(await verificationEmails(email)).toHaveLength(2);
  });

  it("a verified sign-up gets no link; Firebase failing keeps the account and answers 503 to a request", async () => {
    const spy = firebaseAnswers(() => Response.json({ error: { code: 500, message: "INTERNAL" } }, { status: 500 }));
    const verifiedEmail = `verified-${unique()}@example.com`;
    await register(verifiedEmail, true);
    expect(firebaseCalls(spy)).toHaveLength(0);
    expect(await verificationEmails(verifiedEmail)).toHaveLength(0);

    const email = `down-${unique()}@example.com`;
    const person = await register(email, false);
    expect(await verificationEmails(email)).toHaveLength(0);
    expectError(await call("POST", "/users/email-verification", { token: person.token }), 503, "EMAIL_VERIFICATION_UNAVAILABLE");
  });
});
