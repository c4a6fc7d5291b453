/**
 * Google's published keys for Firebase ID tokens. jose caches them (10 minutes, and refetches
 * at most every 30 seconds when a token names a key it has not seen, as after a rotation).
 * The cache lives with the isolate and is safe to lose.
 */
import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from "jose";
import { SigningKeysUnavailableError } from "./firebase-token";

export const GOOGLE_JWKS_URL =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";

let remoteKeys: JWTVerifyGetKey | undefined;

/** The key set of production; a failure to load it is ours (503), not the caller's (401). */
export const googleSigningKeys: JWTVerifyGetKey = async (header, token) => {
  remoteKeys ??= createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
  try {
    return await remoteKeys(header, token);
  } catch (error) {
    if (
      error instanceof errors.JOSEError &&
      error.code !== "ERR_JOSE_GENERIC" &&
      !(error instanceof errors.JWKSTimeout)
    ) {
      throw error; // no matching key and the like: the token's fault
    }
    throw new SigningKeysUnavailableError("Google's token signing keys could not be loaded", { cause: error });
  }
};
