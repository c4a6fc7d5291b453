/**
 * Firebase-side calls of spec §7: getUidFromMatchingAccount (users/uid),
 * linkNewUidToExistingUid (users/link), syncFirebaseEmail (users/firebase/email), the
 * verified phone (users/firebase/number), users/phone/duplicate and
 * sendFirebaseSignInEmail (users/send-email-sign-in).
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { call, expectError, registerCustomer, unique, uniquePhone, type ErrorBody } from "../support/api";
import { emulatorToken } from "../support/tokens";
import type { FirebaseIdentity } from "../../../workers/api/auth/firebase-token";
import { database } from "../../../workers/api/db";
import { matchCaller } from "../../../workers/api/services/identity-links";

interface UserBody {
  id: number;
  email: string;
  phone: string | null;
}

describe("a first sign-in to an account staff made (no uid yet)", () => {
  it("binds the uid at the first login and lets every later login in; another uid is asked to link", async () => {
    const email = `first.${unique()}@example.com`;
    const row = await env.DB.prepare("INSERT INTO users (email, first_name, last_name) VALUES (?1, 'First', 'Visit') RETURNING id").bind(email).first<{ id: number }>();
    const token = emulatorToken({ uid: `first-${unique()}`, email, email_verified: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call<UserBody>("GET", "/users/login", { token })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body.id))).toEqual(new Set([row!.id]));
    const other = emulatorToken({ uid: `other-${unique()}`, email, email_verified: true });
    expectError(await call("GET", "/users/login", { token: other }), 409, "ACCOUNT_LINK_REQUIRED");
  });

  it("answers every one of a sign-in's simultaneous matches with the account, whichever bound it", async () => {
    const email = `race.${unique()}@example.com`;
    const row = await env.DB.prepare("INSERT INTO users (email, first_name, last_name) VALUES (?1, 'Race', 'Visit') RETURNING id").bind(email).first<{ id: number }>();
    const identity = { uid: `race-${unique()}`, email, email_verified: true } as FirebaseIdentity;
    const matches = await Promise.all(Array.from({ length: 6 }, () => matchCaller(database(env.DB), identity)));
    expect(matches.map((match) => (match.kind === "user" ? match.caller.id : match.kind))).toEqual(Array(6).fill(row!.id));
  });
});

describe("re-login with a second sign-in method (spec §4 Google outcome)", () => {
  it("finds the existing uid by verified e-mail, links the new uid to it, and logs in", async () => {
    const person = await registerCustomer();
    const google = {
      uid: `google-${unique()}`,
      email: person.email,
      email_verified: true,
      sign_in_provider: "google.com",
    };
    const token = emulatorToken(google);
    expectError(await call("GET", "/users/login", { token }), 409, "ACCOUNT_LINK_REQUIRED");

    const match = await call<{ uid: string | null }>("GET", `/users/uid?uid=${google.uid}`, { token });
    expect(match.body).toEqual({ uid: person.uid });
    expectError(await call("GET", `/users/uid?uid=${person.uid}`, { token }), 403, "FORBIDDEN", "uid");

    const linked = await call<UserBody>("POST", "/users/link", {
      token,
      body: { new_uid: google.uid, existing_uid: person.uid },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.id).toBe(person.id);
    expect((await call<UserBody>("GET", "/users/login", { token })).body.id).toBe(person.id);
    // The first sign-in no longer opens the account by itself; it could be linked back the same way.
    expectError(await call("GET", "/users/login", { token: person.token }), 409, "ACCOUNT_LINK_REQUIRED");
  });

  it("answers uid null when nothing matches, for an unverified e-mail, and for the caller's own account", async () => {
    const person = await registerCustomer();
    const ask = async (identity: Parameters<typeof emulatorToken>[0]) =>
      (await call<{ uid: string | null }>("GET", "/users/uid", { token: emulatorToken(identity) })).body;
    expect(await ask({ uid: `x-${unique()}`, email: `nobody-${unique()}@example.com` })).toEqual({ uid: null });
    expect(await ask({ uid: `x-${unique()}`, email: person.email, email_verified: false })).toEqual({ uid: null });
    expect(await ask(person.identity)).toEqual({ uid: null });
  });

  it("answers 400 for malformed link bodies", async () => {
    const token = emulatorToken({ uid: `x-${unique()}`, email: `x-${unique()}@example.com` });
    for (const body of [
      {},
      { new_uid: "", existing_uid: "a" },
      { new_uid: "a".repeat(129), existing_uid: "b" },
      { new_uid: 1, existing_uid: 2 },
    ]) {
      expect((await call("POST", "/users/link", { token, body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("POST users/firebase/email", () => {
  it("saves the e-mail Firebase verified, and nothing else", async () => {
    const person = await registerCustomer();
    const next = `moved-${unique()}@example.com`;
    const verified = emulatorToken({ ...person.identity, email: next, email_verified: true });
    const unverified = emulatorToken({ ...person.identity, email: next, email_verified: false });

    expectError(
      await call("POST", "/users/firebase/email", { token: unverified, body: { email: next } }),
      400,
      "BAD_REQUEST",
      "email",
    );
    expectError(
      await call("POST", "/users/firebase/email", {
        token: verified,
        body: { email: `other-${unique()}@example.com` },
      }),
      400,
      "BAD_REQUEST",
      "email",
    );
    expectError(
      await call("POST", "/users/firebase/email", { token: verified, body: { email: "nope" } }),
      400,
      "BAD_REQUEST",
      "email",
    );

    const saved = await call<UserBody>("POST", "/users/firebase/email", {
      token: verified,
      body: { email: next.toUpperCase() },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: person.id, email: next });
  });

  it("refuses an e-mail another account has", async () => {
    const person = await registerCustomer();
    const other = await registerCustomer();
    const token = emulatorToken({ ...person.identity, email: other.email, email_verified: true });
    const answer = await call<ErrorBody>("POST", "/users/firebase/email", { token, body: { email: other.email } });
    expectError(answer, 409, "DUPLICATE", "email");
    expect(answer.body.error.fields?.email).toEqual(["This e-mail is already registered"]);
  });
});

describe("POST users/firebase/number", () => {
  it("saves the phone number Firebase verified by text code", async () => {
    const person = await registerCustomer();
    const digits = uniquePhone();
    const token = emulatorToken({ ...person.identity, phone_number: `+1${digits}` });
    expectError(
      await call("POST", "/users/firebase/number", { token, body: { phone: uniquePhone() } }),
      400,
      "BAD_REQUEST",
      "phone",
    );
    const saved = await call<UserBody>("POST", "/users/firebase/number", { token, body: {} });
    expect(saved.body).toMatchObject({ id: person.id, phone: digits });
    const again = await call<UserBody>("POST", "/users/firebase/number", {
      token,
      body: { phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` },
    });
    expect(again.status).toBe(200);
  });

  it("needs a verified phone in the token, and a number no one else has", async () => {
    const person = await registerCustomer();
    const other = await registerCustomer();
    expectError(
      await call("POST", "/users/firebase/number", { token: person.token, body: {} }),
      400,
      "BAD_REQUEST",
      "phone",
    );
    const token = emulatorToken({ ...person.identity, phone_number: `+1${other.phone}` });
    expectError(await call("POST", "/users/firebase/number", { token, body: {} }), 409, "DUPLICATE", "phone");
  });
});

describe("GET users/phone/duplicate", () => {
  it("says whether a number belongs to another account", async () => {
    const person = await registerCustomer();
    const stranger = emulatorToken({ uid: `x-${unique()}`, phone_number: `+1${person.phone}` });
    const ask = async (token: string, phone: string) =>
      (
        await call<{ duplicate: boolean }>("GET", `/users/phone/duplicate?phone=${encodeURIComponent(phone)}`, {
          token,
        })
      ).body;
    expect(await ask(stranger, person.phone)).toEqual({ duplicate: true });
    expect(await ask(stranger, "+1 435 555 0121")).toEqual({ duplicate: true });
    expect(await ask(stranger, uniquePhone())).toEqual({ duplicate: false });
    expect(await ask(person.token, person.phone)).toEqual({ duplicate: false });
    expectError(await call("GET", "/users/phone/duplicate?phone=12", { token: stranger }), 400, "BAD_REQUEST", "phone");
    expectError(await call("GET", `/users/phone/duplicate?phone=${person.phone}`), 401, "UNAUTHENTICATED");
  });
});

/** The Auth emulator's REST API, as its owner (the emulator accepts `Bearer owner`). */
async function emulator<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}${path}`, {
    method,
    headers: { authorization: "Bearer owner", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

describe("POST users/send-email-sign-in", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const request = {
    email: "Riley@Example.com",
    url: "https://shop.example/login?next=%2Faccount",
    handle_code_in_app: true,
  };

  it("asks this run's own Auth emulator to e-mail a sign-in link, signed out", async () => {
    const email = `riley-${unique()}@example.com`;
    const answer = await call("POST", "/users/send-email-sign-in", { body: { ...request, email: email.replace("riley", "Riley") } });
    expect(answer).toEqual({ status: 200, body: { sent: true, email } });
    const { oobCodes } = await emulator<{ oobCodes: Array<{ email: string; requestType: string; oobLink: string }> }>(
      "GET",
      `/emulator/v1/projects/${env.FIREBASE_PROJECT_ID}/oobCodes`,
    );
    const sent = oobCodes.filter((code) => code.email === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.requestType).toBe("EMAIL_SIGNIN");
    expect(new URL(sent[0]!.oobLink).searchParams.get("continueUrl")).toBe(request.url);
  });

  it("reaches only the emulator this run started, which holds no other copy's customers (issue 13)", async () => {
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe(inject("authEmulatorHost"));
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).not.toBe("127.0.0.1:9099");
    // No worker test makes Firebase accounts: an emulator holding any is someone else's.
    const accounts = await emulator<{ recordsCount: string }>(
      "POST",
      `/identitytoolkit.googleapis.com/v1/projects/${env.FIREBASE_PROJECT_ID}/accounts:query`,
      {},
    );
    expect(accounts.recordsCount).toBe("0");
  });

  it("asks Google with the API key in production", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({}));
    const production = {
      ENVIRONMENT: "production" as const,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      FIREBASE_API_KEY: "AIza-test",
    };
    expect((await call("POST", "/users/send-email-sign-in", { body: request, env: production })).status).toBe(200);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(
      "https://identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=AIza-test",
    );

    const unconfigured = { ...production, FIREBASE_API_KEY: undefined };
    expectError(
      await call("POST", "/users/send-email-sign-in", { body: request, env: unconfigured }),
      503,
      "SIGN_IN_EMAIL_UNAVAILABLE",
    );
  });

  it("maps errors to the spec's messages (§5)", async () => {
    // Made inside the worker's request: a body made in the test's context cannot be read there.
    const failWith = (message: string) =>
      vi
        .spyOn(globalThis, "fetch")
        .mockImplementationOnce(async () => Response.json({ error: { code: 400, message } }, { status: 400 }));

    failWith("INVALID_EMAIL");
    const invalid = await call<ErrorBody>("POST", "/users/send-email-sign-in", { body: request });
    expectError(invalid, 400, "BAD_REQUEST", "email");
    expect(invalid.body.error.message).toBe("Please enter a valid email address");

    failWith("QUOTA_EXCEEDED : Exceeded daily quota for email sign-in.");
    const other = await call<ErrorBody>("POST", "/users/send-email-sign-in", { body: request });
    expectError(other, 502, "SIGN_IN_EMAIL_FAILED");
    expect(other.body.error.message).toBe(
      "An unexpected error occurred. Please try again later, or try a different sign-in method",
    );

    vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("Network connection lost."));
    expectError(await call("POST", "/users/send-email-sign-in", { body: request }), 502, "SIGN_IN_EMAIL_FAILED");
  });

  it.each([
    ["a malformed e-mail", { email: "riley@" }, "email"],
    ["a 10,000-character e-mail", { email: `${"r".repeat(10_000)}@example.com` }, "email"],
    ["a return address that is not http(s)", { url: "javascript:alert(1)" }, "url"],
    ["a 10,000-character return address", { url: `https://shop.example/${"a".repeat(10_000)}` }, "url"],
    ["handle_code_in_app false", { handle_code_in_app: false }, "handle_code_in_app"],
  ])("answers 400 for %s without calling Firebase", async (_what, change, field) => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const answer = await call<ErrorBody>("POST", "/users/send-email-sign-in", { body: { ...request, ...change } });
    expectError(answer, 400, "BAD_REQUEST", field);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
