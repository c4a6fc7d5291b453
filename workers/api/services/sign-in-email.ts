/**
 * sendFirebaseSignInEmail(email, url, handleCodeInApp true) of spec §7: asks Identity Toolkit
 * (`accounts:sendOobCode`, requestType EMAIL_SIGNIN) to e-mail a sign-in link, at the Auth
 * emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else at Google with FIREBASE_API_KEY.
 * Errors use the words of spec §5.
 */
import type { ApiEnv } from "../env";
import { ApiError } from "../lib/errors";
import { ACCOUNT_EMAIL_MESSAGE } from "../../core/field-rules";

export const SIGN_IN_EMAIL_FAILED_MESSAGE =
  "An unexpected error occurred. Please try again later, or try a different sign-in method";

const TIMEOUT_MS = 10_000;

/** The sendOobCode address, or null when neither the emulator nor an API key is configured. */
export function sendOobCodeUrl(env: ApiEnv): string | null {
  const path = "identitytoolkit.googleapis.com/v1/accounts:sendOobCode";
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.ENVIRONMENT !== "production") {
    return `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/${path}?key=fake-api-key`;
  }
  if (env.FIREBASE_API_KEY) return `https://${path}?key=${encodeURIComponent(env.FIREBASE_API_KEY)}`;
  return null;
}

const failed = () => new ApiError(502, "SIGN_IN_EMAIL_FAILED", SIGN_IN_EMAIL_FAILED_MESSAGE);

export async function sendSignInEmail(env: ApiEnv, email: string, continueUrl: string): Promise<void> {
  const url = sendOobCodeUrl(env);
  if (url === null) {
    console.error("api: e-mail sign-in needs FIREBASE_API_KEY (or FIREBASE_AUTH_EMULATOR_HOST)");
    throw new ApiError(503, "SIGN_IN_EMAIL_UNAVAILABLE", SIGN_IN_EMAIL_FAILED_MESSAGE);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ requestType: "EMAIL_SIGNIN", email, continueUrl, canHandleCodeInApp: true }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error("api: sendOobCode unreachable", error);
    throw failed();
  }
  if (response.ok) return;
  const message = await errorMessage(response);
  // Identity Toolkit answers INVALID_EMAIL; the client SDK calls it auth/invalid-email (§5).
  if (/INVALID_EMAIL|invalid-email/i.test(message)) {
    throw new ApiError(400, "BAD_REQUEST", ACCOUNT_EMAIL_MESSAGE, { email: [ACCOUNT_EMAIL_MESSAGE] });
  }
  console.error("api: sendOobCode failed", response.status, message);
  throw failed();
}

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  return typeof body?.error?.message === "string" ? body.error.message : `HTTP ${response.status}`;
}
