/**
 * Reading a Firebase ID token kept in our own signed session, and deciding when to refresh it
 * (spec §9: refresh 5 minutes before expiry; a token counts as expired 30 s early). The
 * signature is not checked here: the api verifies every token it is sent (decision 010); the
 * web only reads the expiry and the name to show.
 */

export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
export const EXPIRY_SKEW_MS = 30 * 1000;

export interface IdTokenClaims {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  phoneNumber: string | null;
  signInProvider: string | null;
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The claims of a JWT's payload, or null when it is not one. */
export function idTokenClaims(token: string | undefined | null): IdTokenClaims | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>;
    const uid = text(claims.sub) ?? text(claims.user_id);
    if (uid === null || typeof claims.exp !== "number") return null;
    const firebase = (claims.firebase ?? {}) as { sign_in_provider?: unknown };
    return {
      uid,
      email: text(claims.email),
      emailVerified: claims.email_verified === true,
      name: text(claims.name),
      phoneNumber: text(claims.phone_number),
      signInProvider: text(firebase.sign_in_provider),
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}

/** The providers linked to the token's account: the keys of `firebase.identities` (google.com, github.com…). */
export function linkedProviders(token: string | undefined | null): string[] {
  const payload = token?.split(".")[1];
  if (!payload) return [];
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as { firebase?: { identities?: unknown } };
    const identities = claims.firebase?.identities;
    return identities && typeof identities === "object" ? Object.keys(identities) : [];
  } catch {
    return [];
  }
}

export type TokenFreshness = "fresh" | "refresh" | "expired";

/**
 * "expired" from 30 s before `expiresAt` (it may expire on its way to the api), "refresh" in
 * the 5 minutes before that, else "fresh".
 */
export function tokenFreshness(expiresAt: number, now: number = Date.now()): TokenFreshness {
  if (now >= expiresAt - EXPIRY_SKEW_MS) return "expired";
  if (now >= expiresAt - REFRESH_BEFORE_EXPIRY_MS) return "refresh";
  return "fresh";
}
