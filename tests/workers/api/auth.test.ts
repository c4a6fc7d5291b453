/**
 * Firebase ID token verification (decision 010): RS256 against the injected key set, each
 * claim checked; the emulator's unsigned tokens only where FIREBASE_AUTH_EMULATOR_HOST is set.
 * GET users/uid answers any verified identity, so it shows whether a token passed.
 */
import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { SigningKeysUnavailableError } from "../../../workers/api/auth/firebase-token";
import { call, expectError, registerCustomer, unique } from "../support/api";
import {
  claims,
  emulatorToken,
  ISSUER,
  PROJECT_ID,
  signingKeys,
  unsignedToken,
  type SigningKeys,
} from "../support/tokens";

const PRODUCTION = { FIREBASE_AUTH_EMULATOR_HOST: undefined, ENVIRONMENT: "production" as const };
const now = () => Math.floor(Date.now() / 1000);

let google: SigningKeys;
let stranger: SigningKeys;
beforeAll(async () => {
  google = await signingKeys("google-key-1");
  stranger = await signingKeys("google-key-1"); // same kid, different key
});

const identity = () => ({ uid: `uid-${unique()}`, email: `auth-${unique()}@example.com`, email_verified: true });

async function withSigned(token: string, options: { production?: boolean } = {}) {
  return call("GET", "/users/uid", { token, keys: google.keys, env: options.production ? PRODUCTION : undefined });
}

describe("signed Firebase ID tokens", () => {
  it("accepts a token signed by a published key with every claim right", async () => {
    const answer = await withSigned(await google.sign(claims(identity())));
    expect(answer).toEqual({ status: 200, body: { uid: null } });
  });

  it("accepts signed tokens in the production configuration too", async () => {
    const answer = await withSigned(await google.sign(claims(identity())), { production: true });
    expect(answer.status).toBe(200);
  });

  it("tolerates a minute of clock skew on exp and iat", async () => {
    const token = await google.sign(claims(identity(), { exp: now() - 30, iat: now() + 30, auth_time: now() + 30 }));
    expect((await withSigned(token)).status).toBe(200);
  });

  const rejected: Array<[string, () => Promise<string>, string, RegExp]> = [
    ["a wrong audience", () => google.sign(claims(identity(), { aud: "another-project" })), "TOKEN_INVALID", /aud/],
    [
      "a wrong issuer",
      () => google.sign(claims(identity(), { iss: "https://securetoken.google.com/another-project" })),
      "TOKEN_INVALID",
      /iss/,
    ],
    ["an expiry in the past", () => google.sign(claims(identity(), { exp: now() - 120 })), "TOKEN_EXPIRED", /expired/],
    ["no expiry", () => google.sign(claims(identity(), { exp: undefined })), "TOKEN_INVALID", /exp claim is missing/],
    [
      "an issue time in the future",
      () => google.sign(claims(identity(), { iat: now() + 300 })),
      "TOKEN_INVALID",
      /iat/,
    ],
    [
      "a sign-in time in the future",
      () => google.sign(claims(identity(), { auth_time: now() + 300 })),
      "TOKEN_INVALID",
      /auth_time/,
    ],
    [
      "no sign-in time",
      () => google.sign(claims(identity(), { auth_time: undefined })),
      "TOKEN_INVALID",
      /auth_time claim is missing/,
    ],
    ["an empty subject", () => google.sign(claims(identity(), { sub: "" })), "TOKEN_INVALID", /sub/],
    [
      "a subject of 129 characters",
      () => google.sign(claims(identity(), { sub: "u".repeat(129) })),
      "TOKEN_INVALID",
      /sub/,
    ],
    ["no key id", () => google.sign(claims(identity()), { kid: null }), "TOKEN_INVALID", /kid/],
    [
      "an unknown key id",
      () => google.sign(claims(identity()), { kid: "retired-key" }),
      "TOKEN_INVALID",
      /unknown key/,
    ],
    ["a signature by another key", () => stranger.sign(claims(identity())), "TOKEN_INVALID", /signature/],
    [
      "HS256 instead of RS256",
      () =>
        new SignJWT(claims(identity()))
          .setProtectedHeader({ alg: "HS256", kid: "google-key-1" })
          .sign(new TextEncoder().encode("a-shared-secret-of-at-least-32-bytes!")),
      "TOKEN_INVALID",
      /RS256/,
    ],
    [
      "a tampered payload",
      async () => {
        const [header, , signature] = (await google.sign(claims(identity()))).split(".");
        const forged = (await google.sign(claims({ uid: "someone-else" }))).split(".")[1];
        return `${header}.${forged}.${signature}`;
      },
      "TOKEN_INVALID",
      /signature/,
    ],
    ["text that is not a JWT", async () => "not-a-token", "TOKEN_INVALID", /not a JWT/],
    ["an oversized token", async () => "a".repeat(10_000), "TOKEN_INVALID", /not a JWT/],
  ];

  it.each(rejected)("refuses a token with %s (401 %s)", async (_what, token, code, reason) => {
    expect(expectError(await withSigned(await token()), 401, code).error.message).toMatch(reason);
  });

  it("answers 401 UNAUTHENTICATED without a token, or with another scheme", async () => {
    expectError(await call("GET", "/users/uid"), 401, "UNAUTHENTICATED");
    expectError(
      await call("GET", "/users/uid", { headers: { authorization: "Basic dXNlcjpwYXNz" } }),
      401,
      "UNAUTHENTICATED",
    );
    expectError(await call("GET", "/users/uid", { headers: { authorization: "Bearer" } }), 401, "UNAUTHENTICATED");
  });

  it("answers 503 AUTH_UNAVAILABLE, not 401, when Google's keys cannot be loaded", async () => {
    const unreachable = async () => {
      throw new SigningKeysUnavailableError("no network");
    };
    const token = await google.sign(claims(identity()));
    expectError(await call("GET", "/users/uid", { token, keys: unreachable }), 503, "AUTH_UNAVAILABLE");
  });
});

describe("the Auth emulator's unsigned tokens", () => {
  it("are accepted when FIREBASE_AUTH_EMULATOR_HOST is set", async () => {
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeTruthy();
    const answer = await call("GET", "/users/uid", { token: emulatorToken(identity()) });
    expect(answer).toEqual({ status: 200, body: { uid: null } });
  });

  it("are refused in production, where FIREBASE_AUTH_EMULATOR_HOST is unset", async () => {
    const token = emulatorToken(identity());
    expectError(await call("GET", "/users/uid", { token, env: PRODUCTION }), 401, "TOKEN_INVALID");
    expectError(
      await call("GET", "/users/uid", { token, env: { FIREBASE_AUTH_EMULATOR_HOST: undefined } }),
      401,
      "TOKEN_INVALID",
    );
    expectError(await call("GET", "/users/login", { token, env: PRODUCTION }), 401, "TOKEN_INVALID");
  });

  it("are refused in production even if an emulator host is configured by mistake", async () => {
    const token = emulatorToken(identity());
    expectError(await call("GET", "/users/uid", { token, env: { ENVIRONMENT: "production" } }), 401, "TOKEN_INVALID");
  });

  it("still have their audience, issuer, expiry and subject checked", async () => {
    const person = identity();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ aud: "another-project" }, "TOKEN_INVALID"],
      [{ iss: ISSUER.replace(PROJECT_ID, "another-project") }, "TOKEN_INVALID"],
      [{ exp: now() - 120 }, "TOKEN_EXPIRED"],
      [{ iat: now() + 300 }, "TOKEN_INVALID"],
      [{ sub: "" }, "TOKEN_INVALID"],
      [{ sub: "x".repeat(129) }, "TOKEN_INVALID"],
    ];
    for (const [overrides, code] of bad) {
      expectError(await call("GET", "/users/uid", { token: unsignedToken(claims(person, overrides)) }), 401, code);
    }
  });

  it("with a signature attached are not unsigned tokens", async () => {
    const token = `${emulatorToken(identity())}c2lnbmF0dXJl`;
    expectError(await call("GET", "/users/uid", { token }), 401, "TOKEN_INVALID");
  });
});

describe("the caller behind a valid token", () => {
  it("is refused with 401 USER_DISABLED once staff disable the account (spec §8)", async () => {
    const person = await registerCustomer();
    expect((await call("GET", "/users/login", { token: person.token })).status).toBe(200);
    await env.DB.prepare("UPDATE users SET disabled = 1 WHERE id = ?").bind(person.id).run();
    expectError(await call("GET", "/users/login", { token: person.token }), 401, "USER_DISABLED");
    expectError(await call("GET", `/users/${person.id}`, { token: person.token }), 401, "USER_DISABLED");
    expectError(await call("GET", "/users/uid", { token: person.token }), 401, "USER_DISABLED");
  });

  it("needs a registration before using a user's routes (401 NOT_REGISTERED)", async () => {
    const token = emulatorToken(identity());
    expectError(await call("GET", "/users/1", { token }), 401, "NOT_REGISTERED");
    expectError(
      await call("POST", "/users/firebase/email", { token, body: { email: "a@example.com" } }),
      401,
      "NOT_REGISTERED",
    );
  });
});
