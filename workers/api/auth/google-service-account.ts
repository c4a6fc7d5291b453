/**
 * An OAuth2 access token for a Google service account, the standard way (RFC 7523's JWT bearer
 * grant, as Google's "OAuth 2.0 for Server to Server Applications"): a JWT signed RS256 with the
 * key file's private key (jose over WebCrypto: PKCS#8, RSASSA-PKCS1-v1_5 with SHA-256), with
 * iss and sub the account's e-mail, aud its token_uri, the scopes asked for and one hour of
 * life, posted to token_uri as a form. Decision 068: the api's privileged Identity Toolkit
 * caller in production (secret FIREBASE_SERVICE_ACCOUNT, the JSON key file Google issues).
 *
 * No cache: every call mints and exchanges a new assertion. Its one caller sends at most one
 * verification e-mail per address per five minutes, so a token per e-mail costs little, and
 * nothing outlives the request. Errors never carry the key, nor jose's or WebCrypto's own words
 * about it.
 */
import { importPKCS8, SignJWT } from "jose";
import { isRecord } from "./firebase-token";

/**
 * What the Identity Toolkit admin calls accept: `firebase` is one of the two scopes the API
 * declares (with the broader `cloud-platform`); `identitytoolkit` is the one Firebase's Admin SDK
 * also asks for. The IAM role (Firebase Authentication Admin) decides what the token may do.
 */
export const IDENTITY_TOOLKIT_SCOPES = "https://www.googleapis.com/auth/identitytoolkit https://www.googleapis.com/auth/firebase";

/** Google's token endpoint, what key files name as token_uri. */
export const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";

const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const ASSERTION_LIFETIME_SECONDS = 3600;
const TIMEOUT_MS = 10_000;

/** The fields of Google's JSON key file that the exchange uses. */
export interface ServiceAccount {
  client_email: string;
  /** PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----"). */
  private_key: string;
  token_uri: string;
  private_key_id?: string;
}

/** The service account is unusable or its token could not be had. The message is safe to log. */
export class ServiceAccountError extends Error {}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** Reads the key file's JSON; a missing or malformed field is named, its value never shown. */
export function parseServiceAccount(json: string): ServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ServiceAccountError("the service account is not JSON");
  }
  if (!isRecord(value)) throw new ServiceAccountError("the service account is not a JSON object");
  const clientEmail = text(value.client_email);
  const privateKey = text(value.private_key);
  const tokenUri = text(value.token_uri) ?? GOOGLE_TOKEN_URI;
  if (!clientEmail) throw new ServiceAccountError("the service account has no client_email");
  if (!privateKey) throw new ServiceAccountError("the service account has no private_key");
  if (!URL.canParse(tokenUri) || new URL(tokenUri).protocol !== "https:") {
    throw new ServiceAccountError("the service account's token_uri is not an https address");
  }
  const keyId = text(value.private_key_id);
  return { client_email: clientEmail, private_key: privateKey, token_uri: tokenUri, ...(keyId ? { private_key_id: keyId } : {}) };
}

/** The signed assertion (RFC 7523 §3) for `account`, asking for `scope`. */
export async function serviceAccountAssertion(account: ServiceAccount, scope: string, now: Date): Promise<string> {
  let key: CryptoKey;
  try {
    key = await importPKCS8(account.private_key, "RS256");
  } catch {
    throw new ServiceAccountError("the service account's private_key is not a PKCS#8 PEM RSA key");
  }
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", ...(account.private_key_id ? { kid: account.private_key_id } : {}) })
    .setIssuer(account.client_email)
    .setSubject(account.client_email)
    .setAudience(account.token_uri)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ASSERTION_LIFETIME_SECONDS)
    .sign(key);
}

/** Exchanges a new assertion at the account's token_uri for an access token (`Bearer …`). */
export async function serviceAccountAccessToken(account: ServiceAccount, scope: string, now = new Date()): Promise<string> {
  const assertion = await serviceAccountAssertion(account, scope, now);
  let response: Response;
  try {
    response = await fetch(account.token_uri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ServiceAccountError("the token endpoint could not be reached");
  }
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; token_type?: unknown; error?: unknown } | null;
  const token = text(body?.access_token);
  if (response.ok && token && (body?.token_type === undefined || String(body.token_type).toLowerCase() === "bearer")) return token;
  // RFC 6749 §5.2: `error` is a code such as invalid_grant; its description may quote the request.
  const code = typeof body?.error === "string" ? body.error.slice(0, 64) : "no access_token";
  throw new ServiceAccountError(`the token endpoint answered ${response.status} (${code})`);
}
