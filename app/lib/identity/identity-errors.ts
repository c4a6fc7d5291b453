/**
 * Identity errors (spec §8) and the identity messages and password policy of spec §5. Pure:
 * used by the server's Identity Toolkit calls and by the browser's Firebase SDK alike.
 */
import { ACCOUNT_EMAIL_MESSAGE } from "../../../workers/core/field-rules";

/** The codes of spec §8, plus the few more Identity Toolkit answers our forms can meet. */
export type IdentityErrorCode =
  | "email-already-in-use"
  | "wrong-password"
  | "user-not-found"
  | "too-many-requests"
  | "invalid-verification-code"
  | "code-expired"
  | "user-disabled"
  | "network-request-failed"
  | "invalid-email"
  | "weak-password"
  | "invalid-action-code"
  | "requires-recent-login"
  | "user-token-expired"
  | "operation-not-allowed"
  | "invalid-phone-number"
  | "popup-closed-by-user"
  | "popup-blocked"
  | "credential-already-in-use"
  | "account-exists-with-different-credential"
  | "internal-error";

/**
 * Identity Toolkit's messages → codes. §8 names the first seven; INVALID_LOGIN_CREDENTIALS is
 * what Google answers instead of INVALID_PASSWORD and EMAIL_NOT_FOUND once e-mail enumeration
 * protection is on. It cannot tell which of the two happened, so it is wrong-password, whose
 * sentence covers both (decision 014).
 */
const SERVER_CODES: Record<string, IdentityErrorCode> = {
  EMAIL_EXISTS: "email-already-in-use",
  INVALID_PASSWORD: "wrong-password",
  INVALID_LOGIN_CREDENTIALS: "wrong-password",
  EMAIL_NOT_FOUND: "user-not-found",
  USER_NOT_FOUND: "user-not-found",
  TOO_MANY_ATTEMPTS_TRY_LATER: "too-many-requests",
  INVALID_CODE: "invalid-verification-code",
  SESSION_EXPIRED: "code-expired",
  USER_DISABLED: "user-disabled",
  INVALID_EMAIL: "invalid-email",
  MISSING_EMAIL: "invalid-email",
  WEAK_PASSWORD: "weak-password",
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: "weak-password",
  MISSING_PASSWORD: "weak-password",
  INVALID_OOB_CODE: "invalid-action-code",
  EXPIRED_OOB_CODE: "invalid-action-code",
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: "requires-recent-login",
  TOKEN_EXPIRED: "user-token-expired",
  INVALID_ID_TOKEN: "user-token-expired",
  INVALID_REFRESH_TOKEN: "user-token-expired",
  OPERATION_NOT_ALLOWED: "operation-not-allowed",
  INVALID_PHONE_NUMBER: "invalid-phone-number",
  MISSING_PHONE_NUMBER: "invalid-phone-number",
  FEDERATED_USER_ID_ALREADY_LINKED: "credential-already-in-use",
  INVALID_IDP_RESPONSE: "invalid-action-code",
};

/** The Firebase web SDK's `auth/…` codes that name the same failures differently. */
const SDK_ALIASES: Record<string, IdentityErrorCode> = {
  "invalid-credential": "wrong-password",
  "invalid-login-credentials": "wrong-password",
  "missing-password": "weak-password",
  "expired-action-code": "invalid-action-code",
  "invalid-id-token": "user-token-expired",
  "missing-phone-number": "invalid-phone-number",
  "cancelled-popup-request": "popup-closed-by-user",
};

/** A sentence a person understands for each code (§8). */
export const IDENTITY_ERROR_MESSAGES: Record<IdentityErrorCode, string> = {
  "email-already-in-use": "An account already uses this e-mail. Sign in instead, or use another e-mail.",
  "wrong-password": "That e-mail and password don’t match. Check them and try again, or sign in with an e-mail link.",
  "user-not-found": "There is no account with that e-mail yet. Check it for typos, or create an account.",
  "too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "invalid-verification-code": "That code is not right. Check the text message and enter the code again.",
  "code-expired": "That code has expired. Ask for a new one and try again.",
  "user-disabled": "This account has been disabled. Please contact us if you think this is a mistake.",
  "network-request-failed": "We couldn’t reach the sign-in service. Check your connection and try again.",
  "invalid-email": "Please enter a valid email address",
  "weak-password": "Choose a longer password: at least 6 characters.",
  "invalid-action-code": "This link has expired or was already used. Ask for a new one.",
  "requires-recent-login": "For your security, please sign in again and then repeat this change.",
  "user-token-expired": "Your sign-in has expired. Please sign in again.",
  "operation-not-allowed": "This sign-in method is not available right now. Please try another one.",
  "invalid-phone-number": "Enter a US phone number, for example (435) 555-0123.",
  "popup-closed-by-user": "The sign-in window was closed before you finished. Try again when you’re ready.",
  "popup-blocked": "Your browser blocked the sign-in window. Allow pop-ups for this site, or choose another way to sign in.",
  "credential-already-in-use": "That account is already linked to another sign-in here.",
  "account-exists-with-different-credential":
    "An account already uses this e-mail with another sign-in method. Sign in that way instead.",
  "internal-error": "Something went wrong while signing you in. Please try again.",
};

/** §8: a disabled user or an expired token signs the user out. */
export function signsOut(code: IdentityErrorCode): boolean {
  return code === "user-disabled" || code === "user-token-expired";
}

/**
 * The code of an identity failure: an Identity Toolkit message ("WEAK_PASSWORD : Password
 * should be…"), a Firebase SDK error (`{ code: "auth/wrong-password" }`), or a failed fetch
 * (a TypeError, or an abort on timeout) → network-request-failed. Anything else is internal-error.
 */
export function identityErrorCode(failure: unknown): IdentityErrorCode {
  if (typeof failure === "string") return codeOfText(failure);
  if (failure instanceof TypeError) return "network-request-failed";
  if (failure instanceof Error && (failure.name === "AbortError" || failure.name === "TimeoutError")) {
    return "network-request-failed";
  }
  if (typeof failure === "object" && failure !== null) {
    const { code, message } = failure as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      const mapped = codeOfText(code);
      if (mapped !== "internal-error") return mapped;
    }
    if (typeof message === "string") return codeOfText(message);
  }
  return "internal-error";
}

function codeOfText(text: string): IdentityErrorCode {
  const trimmed = text.trim();
  const sdk = /^auth\/([a-z-]+)$/.exec(trimmed)?.[1];
  if (sdk !== undefined) {
    if (sdk in SDK_ALIASES) return SDK_ALIASES[sdk]!;
    if (sdk in IDENTITY_ERROR_MESSAGES) return sdk as IdentityErrorCode;
    return "internal-error";
  }
  // "WEAK_PASSWORD : Password should be at least 6 characters" → WEAK_PASSWORD
  const serverCode = trimmed.split(/\s*:\s*/)[0] ?? "";
  return SERVER_CODES[serverCode] ?? "internal-error";
}

/** The sentence for a failure: identityErrorMessage(error) = IDENTITY_ERROR_MESSAGES[code]. */
export function identityErrorMessage(failure: unknown): string {
  return IDENTITY_ERROR_MESSAGES[identityErrorCode(failure)];
}

// Spec §5, word for word (the e-mail's words are field-rules' ACCOUNT_EMAIL_MESSAGE).
export const EMAIL_LINK_INVALID_EMAIL = ACCOUNT_EMAIL_MESSAGE;
export const EMAIL_LINK_SEND_FAILED =
  "An unexpected error occurred. Please try again later, or try a different sign-in method";
export const NOT_SIGNED_IN_FOR_PASSWORD = "User not logged in, unable to update password.";
export const NOT_SIGNED_IN_FOR_EMAIL = "User not logged in, unable to update email.";
export const INVALID_PASSWORD_PROVIDED = "Invalid password provided.";
export const INVALID_AUTH_PROVIDER = "Invalid auth provider.";
export const NO_USER_LOGGED_IN = "No user logged in.";

/**
 * §5: an e-mail-link send error whose message contains invalid-email asks for a valid
 * address; any other gives the general sentence. Accepts a code, a message or an error.
 */
export function emailLinkSendErrorMessage(failure: unknown): string {
  const text =
    typeof failure === "string"
      ? failure
      : failure instanceof Error
        ? failure.message
        : typeof failure === "object" && failure !== null
          ? String((failure as { code?: unknown }).code ?? (failure as { message?: unknown }).message ?? "")
          : "";
  const invalid = /invalid-email/i.test(text) || identityErrorCode(failure) === "invalid-email";
  return invalid ? EMAIL_LINK_INVALID_EMAIL : EMAIL_LINK_SEND_FAILED;
}

/**
 * The sign-in providers the shop offers (§7); any other name is refused (§5). The identity
 * providers among them, with what their buttons and flows need, are in identity-providers.ts.
 */
export const AUTH_PROVIDERS = [
  "password",
  "emailLink",
  "phone",
  "google.com",
  "facebook.com",
  "github.com",
  "twitter.com",
  "apple.com",
  "microsoft.com",
] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export function authProviderOf(name: string): AuthProvider {
  if ((AUTH_PROVIDERS as readonly string[]).includes(name)) return name as AuthProvider;
  throw new Error(INVALID_AUTH_PROVIDER);
}

/** §5 identity password policy. Unset rules are not required; minLength defaults to 6. */
export interface PasswordPolicy {
  minLength?: number;
  maxLength?: number;
  requireLowercase?: boolean;
  requireUppercase?: boolean;
  requireNumeric?: boolean;
  requireNonAlphanumeric?: boolean;
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** The shop's policy: Firebase's default (decision 014). */
export const SHOP_PASSWORD_POLICY: PasswordPolicy = { minLength: DEFAULT_MIN_PASSWORD_LENGTH };

/**
 * What a password lacks under `policy`, one sentence per unmet rule; [] when it is fine.
 * Length counts characters (code points), as people do, not UTF-16 units.
 */
export function passwordProblems(password: string, policy: PasswordPolicy = SHOP_PASSWORD_POLICY): string[] {
  const length = [...password].length;
  const minLength = policy.minLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  const problems: string[] = [];
  if (length < minLength) problems.push(`Use at least ${minLength} characters.`);
  if (policy.maxLength !== undefined && length > policy.maxLength) {
    problems.push(`Use at most ${policy.maxLength} characters.`);
  }
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) problems.push("Include a lowercase letter.");
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) problems.push("Include an uppercase letter.");
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) problems.push("Include a number.");
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(password)) {
    problems.push("Include a symbol, such as ! or #.");
  }
  return problems;
}

/** A hint describing the policy, shown under new-password fields. */
export function passwordPolicyHint(policy: PasswordPolicy = SHOP_PASSWORD_POLICY): string {
  const parts = [`at least ${policy.minLength ?? DEFAULT_MIN_PASSWORD_LENGTH} characters`];
  if (policy.maxLength !== undefined) parts.push(`at most ${policy.maxLength}`);
  if (policy.requireLowercase) parts.push("a lowercase letter");
  if (policy.requireUppercase) parts.push("an uppercase letter");
  if (policy.requireNumeric) parts.push("a number");
  if (policy.requireNonAlphanumeric) parts.push("a symbol");
  return `Use ${parts.join(", ")}.`;
}
