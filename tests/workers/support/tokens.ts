/**
 * Firebase ID tokens for tests: the Auth emulator's unsigned ones (alg none, empty signature)
 * and RS256 ones signed by a key pair made here and injected as the key set, so no test ever
 * reaches Google.
 */
import { env } from "cloudflare:workers";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload, type JWTVerifyGetKey } from "jose";

export const PROJECT_ID = env.FIREBASE_PROJECT_ID;
export const ISSUER = `https://securetoken.google.com/${PROJECT_ID}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface IdentityClaims {
  uid: string;
  email?: string | null;
  email_verified?: boolean;
  name?: string | null;
  phone_number?: string | null;
  sign_in_provider?: string;
}

/** A valid claim set for `identity`, as Firebase issues it; `overrides` replace or drop (undefined) claims. */
export function claims(identity: IdentityClaims, overrides: Record<string, unknown> = {}): JWTPayload {
  const now = nowSeconds();
  const base: Record<string, unknown> = {
    iss: ISSUER,
    aud: PROJECT_ID,
    auth_time: now - 60,
    user_id: identity.uid,
    sub: identity.uid,
    iat: now - 30,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: identity.sign_in_provider ?? "password" },
  };
  if (identity.email) {
    base.email = identity.email;
    base.email_verified = identity.email_verified ?? true;
  }
  if (identity.name) base.name = identity.name;
  if (identity.phone_number) base.phone_number = identity.phone_number;
  const merged = { ...base, ...overrides };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** What the Auth emulator issues: header {alg:"none",typ:"JWT"}, the claims, an empty signature. */
export function unsignedToken(payload: JWTPayload): string {
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

/** An emulator token for `identity` (the usual way tests sign in). */
export const emulatorToken = (identity: IdentityClaims, overrides?: Record<string, unknown>) =>
  unsignedToken(claims(identity, overrides));

export interface SigningKeys {
  kid: string;
  /** The key set to inject in place of Google's. */
  keys: JWTVerifyGetKey;
  sign(payload: JWTPayload, header?: { kid?: string | null; alg?: string }): Promise<string>;
}

/** A fresh RS256 key pair published under `kid`, like one of Google's. */
export async function signingKeys(kid = "test-key-1"): Promise<SigningKeys> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return {
    kid,
    keys: createLocalJWKSet({ keys: [jwk] }),
    sign: (payload, header = {}) => {
      const protectedHeader: { alg: string; typ: string; kid?: string } = { alg: header.alg ?? "RS256", typ: "JWT" };
      if (header.kid !== null) protectedHeader.kid = header.kid ?? kid;
      return new SignJWT(payload).setProtectedHeader(protectedHeader).sign(privateKey);
    },
  };
}
