/**
 * Verifies a Firebase ID token the way Firebase documents it ("Verify ID tokens using a
 * third-party JWT library"): RS256 signed by one of Google's published keys named by `kid`,
 * `aud` the project id, `iss` https://securetoken.google.com/<project>, `exp` in the future,
 * `iat` and `auth_time` in the past, `sub` a non-empty string of at most 128 characters.
 * The Auth emulator's unsigned tokens (`alg: none`) pass only when the caller allows them
 * (FIREBASE_AUTH_EMULATOR_HOST is set); their claims are checked all the same. Decision 010.
 */
import { decodeProtectedHeader, errors, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from "jose";

/** Clock skew tolerated on exp, iat and auth_time, in seconds (decision 010). */
export const CLOCK_SKEW_SECONDS = 60;

/** Longer than any real ID token (about 1 KB); anything bigger is not worth parsing. */
export const MAX_TOKEN_LENGTH = 8192;

/** The person a verified token speaks for. */
export interface FirebaseIdentity {
  uid: string;
  email: string | null;
  email_verified: boolean;
  name: string | null;
  phone_number: string | null;
  /** password, emailLink, google.com, phone, …; null when the token does not say. */
  sign_in_provider: string | null;
}

export type TokenErrorCode = "TOKEN_EXPIRED" | "TOKEN_INVALID";

/** A token that does not prove who the caller is: answered 401 with its code. */
export class TokenError extends Error {
  constructor(readonly code: TokenErrorCode, message: string) {
    super(message);
  }
}

/** Google's signing keys could not be fetched: our failure, not the caller's (503). */
export class SigningKeysUnavailableError extends Error {}

export interface VerifyOptions {
  projectId: string;
  /** The key set signed tokens are checked against (Google's published keys in production). */
  keys: JWTVerifyGetKey;
  /** Accept the Auth emulator's unsigned tokens. Only when FIREBASE_AUTH_EMULATOR_HOST is set. */
  allowUnsigned: boolean;
  /** For tests; defaults to the current time. */
  now?: Date;
}

const invalid = (reason: string) => new TokenError("TOKEN_INVALID", `The sign-in token is not valid: ${reason}`);

export async function verifyFirebaseIdToken(token: string, options: VerifyOptions): Promise<FirebaseIdentity> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH || token.split(".").length !== 3) {
    throw invalid("it is not a JWT");
  }
  let alg: unknown;
  let kid: unknown;
  try {
    ({ alg, kid } = decodeProtectedHeader(token));
  } catch {
    throw invalid("its header cannot be read");
  }

  const claimOptions = {
    audience: options.projectId,
    issuer: `https://securetoken.google.com/${options.projectId}`,
    clockTolerance: CLOCK_SKEW_SECONDS,
    requiredClaims: ["exp", "iat", "sub", "auth_time"],
    currentDate: options.now,
  };

  let payload: JWTPayload;
  try {
    if (alg === "none") {
      if (!options.allowUnsigned) throw invalid("unsigned tokens are accepted only from the Auth emulator");
      ({ payload } = UnsecuredJWT.decode(token, claimOptions));
    } else {
      if (alg !== "RS256") throw invalid("it must be signed with RS256");
      if (typeof kid !== "string" || kid.length === 0) throw invalid("its header names no key (kid)");
      ({ payload } = await jwtVerify(token, options.keys, { ...claimOptions, algorithms: ["RS256"] }));
    }
  } catch (error) {
    throw fromJoseError(error);
  }
  return identityOf(payload, options.now ?? new Date());
}

function fromJoseError(error: unknown): Error {
  if (error instanceof TokenError) return error;
  if (error instanceof errors.JWTExpired) return new TokenError("TOKEN_EXPIRED", "The sign-in token has expired");
  if (error instanceof errors.JWTClaimValidationFailed) {
    return invalid(`its ${error.claim} claim is ${error.reason === "missing" ? "missing" : "wrong"}`);
  }
  if (error instanceof errors.JWKSNoMatchingKey) return invalid("it names an unknown key");
  if (error instanceof errors.JWSSignatureVerificationFailed) return invalid("its signature does not verify");
  if (error instanceof errors.JOSEAlgNotAllowed) return invalid("it must be signed with RS256");
  if (error instanceof SigningKeysUnavailableError) return error;
  if (error instanceof errors.JOSEError) return invalid(error.code);
  return invalid("it cannot be verified");
}

/** Claims jose leaves to us: iat and auth_time not in the future, sub's length, the profile. */
function identityOf(payload: JWTPayload, now: Date): FirebaseIdentity {
  const latest = Math.floor(now.getTime() / 1000) + CLOCK_SKEW_SECONDS;
  const { sub, iat } = payload;
  const authTime = payload.auth_time;
  if (typeof iat !== "number" || iat > latest) throw invalid("it was issued in the future (iat)");
  if (typeof authTime !== "number" || authTime > latest) throw invalid("its sign-in time is in the future (auth_time)");
  if (typeof sub !== "string" || sub.length === 0 || sub.length > 128) {
    throw invalid("its subject (sub) must be 1 to 128 characters");
  }
  const firebase = isRecord(payload.firebase) ? payload.firebase : {};
  return {
    uid: sub,
    email: stringClaim(payload.email)?.toLowerCase() ?? null,
    email_verified: payload.email_verified === true,
    name: stringClaim(payload.name),
    phone_number: stringClaim(payload.phone_number),
    sign_in_provider: stringClaim(firebase.sign_in_provider),
  };
}

const stringClaim = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);

/** A JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
