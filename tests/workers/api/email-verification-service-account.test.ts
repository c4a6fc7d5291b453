/**
 * Decision 068 in production: the privileged sendOobCode is asked with the OAuth2 token of the
 * service account in FIREBASE_SERVICE_ACCOUNT (RFC 7523's JWT bearer grant). A key pair made
 * here stands for Google's key file; a local stand-in of the token endpoint (the fetch hook every
 * api test uses for Google and Stripe) speaks its wire format and checks the assertion's
 * signature with the public key. A broken key or a refusing endpoint answers 503, never 500, and
 * the private key appears in no answer and no log.
 */
import { env } from "cloudflare:workers";
import { jwtVerify } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IDENTITY_TOOLKIT_SCOPES } from "../../../workers/api/auth/google-service-account";
import { call, expectError, registerCustomer } from "../support/api";
import { claims, signingKeys, type SigningKeys } from "../support/tokens";
import { all } from "./checkout-fixtures";

const TOKEN_URI = "https://oauth2.stand-in.test/token";
const CLIENT_EMAIL = "shop-api@cache-valley-kitchen.iam.gserviceaccount.com";
const SEND_OOB_CODE = `https://identitytoolkit.googleapis.com/v1/projects/${env.FIREBASE_PROJECT_ID}/accounts:sendOobCode`;

interface KeyPair {
  pem: string;
  publicKey: CryptoKey;
}

/** An RSA key pair as Google issues service-account keys: the private half as PKCS#8 PEM. */
async function rsaKeyPair(): Promise<KeyPair> {
  const pair = (await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const der = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  const base64 = btoa(String.fromCharCode(...der));
  const pem = `-----BEGIN PRIVATE KEY-----\n${base64.match(/.{1,64}/g)!.join("\n")}\n-----END PRIVATE KEY-----\n`;
  return { pem, publicKey: pair.publicKey };
}

/** Google's JSON key file for `privateKey`. */
const keyFile = (privateKey: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "service_account",
    project_id: env.FIREBASE_PROJECT_ID,
    private_key_id: "key-1",
    private_key: privateKey,
    client_email: CLIENT_EMAIL,
    client_id: "1234567890",
    token_uri: TOKEN_URI,
    ...fields,
  });

interface StandIn {
  /** The assertions posted to the token endpoint, with what the stand-in made of them. */
  exchanges: { form: Record<string, string>; header?: Record<string, unknown>; payload?: Record<string, unknown>; contentType: string | null }[];
  /** The sendOobCode calls. */
  oobCalls: { url: string; authorization: string | null; body: unknown }[];
  issued: string[];
}

/**
 * The token endpoint (RFC 6749 §5: `access_token`, `token_type`, `expires_in`, or `error`) that
 * accepts an assertion signed by `trusted`, and Identity Toolkit answering a code.
 */
function googleStandIn(trusted: CryptoKey): StandIn {
  const standIn: StandIn = { exchanges: [], oobCalls: [], issued: [] };
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url === TOKEN_URI) {
      const form = Object.fromEntries([...(await request.formData()).entries()].map(([name, value]) => [name, String(value)]));
      const exchange: StandIn["exchanges"][number] = { form, contentType: request.headers.get("content-type") };
      standIn.exchanges.push(exchange);
      if (request.method !== "POST" || form.grant_type !== "urn:ietf:params:oauth:grant-type:jwt-bearer") {
        return Response.json({ error: "unsupported_grant_type" }, { status: 400 });
      }
      try {
        const { payload, protectedHeader } = await jwtVerify(form.assertion ?? "", trusted, { algorithms: ["RS256"], issuer: CLIENT_EMAIL, audience: TOKEN_URI });
        exchange.header = protectedHeader as Record<string, unknown>;
        exchange.payload = payload as Record<string, unknown>;
      } catch {
        return Response.json({ error: "invalid_grant", error_description: "Invalid JWT Signature." }, { status: 400 });
      }
      const token = `ya29.stand-in-${crypto.randomUUID()}`;
      standIn.issued.push(token);
      return Response.json({ access_token: token, expires_in: 3599, token_type: "Bearer" });
    }
    if (request.url.includes("accounts:sendOobCode")) {
      standIn.oobCalls.push({ url: request.url, authorization: request.headers.get("authorization"), body: await request.json() });
      return Response.json({ kind: "identitytoolkit#GetOobConfirmationCodeResponse", oobCode: "code-from-google", oobLink: "https://x.firebaseapp.com/__/auth/action" });
    }
    return original(input, init);
  });
  return standIn;
}

let key: KeyPair;
let google: SigningKeys;

beforeAll(async () => {
  key = await rsaKeyPair();
  google = await signingKeys();
});

afterEach(() => vi.restoreAllMocks());

/** An account whose Google-signed token says its e-mail is unverified, asking for the link in production. */
async function askInProduction(serviceAccount: string | undefined) {
  const person = await registerCustomer();
  const token = await google.sign(claims({ uid: person.uid, email: person.email, email_verified: false }));
  const production = { ENVIRONMENT: "production" as const, FIREBASE_AUTH_EMULATOR_HOST: undefined, FIREBASE_SERVICE_ACCOUNT: serviceAccount };
  const answer = await call<{ sent?: boolean }>("POST", "/users/email-verification", {
    token,
    keys: google.keys,
    env: production,
    headers: { "x-shop-origin": "https://shop.example" },
  });
  return { person, answer };
}

/** Everything console.error and console.warn were given, as one string. */
function logged(spies: ReturnType<typeof vi.spyOn>[]): string {
  return spies
    .flatMap((spy) => spy.mock.calls.flat())
    .map((value) => (value instanceof Error ? `${value.message} ${value.stack ?? ""} ${String(value.cause ?? "")}` : typeof value === "string" ? value : JSON.stringify(value)))
    .join("\n");
}

/** A line of the key's body (64 characters), unmistakable in any log or answer that leaked it. */
const keyBody = (pem: string) => pem.split("\n")[2]!;

describe("e-mail verification with the service account (production)", () => {
  it("asks Firebase with the access token the signed assertion was exchanged for", async () => {
    const standIn = googleStandIn(key.publicKey);
    const { person, answer } = await askInProduction(keyFile(key.pem));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ sent: true });

    expect(standIn.exchanges).toHaveLength(1);
    const [exchange] = standIn.exchanges;
    expect(exchange!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(exchange!.header).toMatchObject({ alg: "RS256", typ: "JWT", kid: "key-1" });
    const payload = exchange!.payload!;
    expect(payload).toMatchObject({ iss: CLIENT_EMAIL, sub: CLIENT_EMAIL, aud: TOKEN_URI, scope: IDENTITY_TOOLKIT_SCOPES });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);
    expect(Math.abs(Number(payload.iat) - Date.now() / 1000)).toBeLessThan(60);

    expect(standIn.oobCalls).toEqual([
      { url: SEND_OOB_CODE, authorization: `Bearer ${standIn.issued[0]}`, body: { requestType: "VERIFY_EMAIL", email: person.email, returnOobLink: true } },
    ]);
    const [row] = await all<{ text: string }>(`SELECT text FROM outbox_emails WHERE kind = 'email_verification' AND "to" = ?1`, person.email);
    expect(row!.text).toContain("https://shop.example/verify-email?oobCode=code-from-google");
  });

  it("answers 503 when the token endpoint refuses the assertion, and logs no key", async () => {
    const errors = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
    // The endpoint trusts another key: the assertion's signature does not verify there.
    const standIn = googleStandIn((await rsaKeyPair()).publicKey);
    const { person, answer } = await askInProduction(keyFile(key.pem));
    const body = expectError(answer, 503, "EMAIL_VERIFICATION_UNAVAILABLE");
    expect(standIn.exchanges).toHaveLength(1);
    expect(standIn.oobCalls).toHaveLength(0);
    expect(await all(`SELECT id FROM outbox_emails WHERE kind = 'email_verification' AND "to" = ?1`, person.email)).toHaveLength(0);
    expect(logged(errors)).toContain("the token endpoint answered 400 (invalid_grant)");
    expect(logged(errors)).not.toContain(keyBody(key.pem));
    expect(JSON.stringify(body)).not.toContain(keyBody(key.pem));
  });

  it.each([
    ["a private key that is no PKCS#8 RSA key", (pem: string) => keyFile(pem.replace(/[A-Za-z0-9]{8}\n/, "!!!!!!!!\n"))],
    ["a key file that is not JSON", (pem: string) => `{"private_key": ${pem}}`],
    ["a key file without client_email", (pem: string) => keyFile(pem, { client_email: "" })],
    ["a token_uri that is not https", (pem: string) => keyFile(pem, { token_uri: "http://oauth2.stand-in.test/token" })],
  ])("answers 503 for %s without asking anyone, and logs no key", async (_what, secret) => {
    const errors = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
    const standIn = googleStandIn(key.publicKey);
    const { answer } = await askInProduction(secret(key.pem));
    const body = expectError(answer, 503, "EMAIL_VERIFICATION_UNAVAILABLE");
    expect(standIn.exchanges).toHaveLength(0);
    expect(standIn.oobCalls).toHaveLength(0);
    expect(logged(errors)).toContain("e-mail verification's service account failed");
    expect(logged(errors)).not.toContain(keyBody(key.pem));
    expect(JSON.stringify(body)).not.toContain(keyBody(key.pem));
  });

  it("answers 503 without a service account", async () => {
    const standIn = googleStandIn(key.publicKey);
    expectError((await askInProduction(undefined)).answer, 503, "EMAIL_VERIFICATION_UNAVAILABLE");
    expect(standIn.exchanges).toHaveLength(0);
    expect(standIn.oobCalls).toHaveLength(0);
  });
});
