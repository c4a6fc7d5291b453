import { describe, expect, it } from "vitest";
import {
  authProviderOf,
  EMAIL_LINK_INVALID_EMAIL,
  EMAIL_LINK_SEND_FAILED,
  emailLinkSendErrorMessage,
  IDENTITY_ERROR_MESSAGES,
  identityErrorCode,
  identityErrorMessage,
  INVALID_AUTH_PROVIDER,
  signsOut,
} from "~/lib/identity/identity-errors";

describe("identity error mapping (spec §8)", () => {
  it.each([
    ["EMAIL_EXISTS", "email-already-in-use"],
    ["INVALID_PASSWORD", "wrong-password"],
    ["EMAIL_NOT_FOUND", "user-not-found"],
    ["TOO_MANY_ATTEMPTS_TRY_LATER", "too-many-requests"],
    ["INVALID_CODE", "invalid-verification-code"],
    ["SESSION_EXPIRED", "code-expired"],
    ["USER_DISABLED", "user-disabled"],
  ])("maps the server message %s to %s", (message, code) => {
    expect(identityErrorCode(message)).toBe(code);
  });

  it("maps INVALID_LOGIN_CREDENTIALS (enumeration protection) to wrong-password, whose sentence fits both causes", () => {
    expect(identityErrorCode("INVALID_LOGIN_CREDENTIALS")).toBe("wrong-password");
    expect(IDENTITY_ERROR_MESSAGES["wrong-password"]).toMatch(/e-mail and password don’t match/);
  });

  it("reads the code before Identity Toolkit's ' : explanation'", () => {
    expect(identityErrorCode("WEAK_PASSWORD : Password should be at least 6 characters")).toBe("weak-password");
    expect(identityErrorCode("INVALID_EMAIL : The email provided does not match the sign-in email address.")).toBe(
      "invalid-email",
    );
  });

  it("maps a failed fetch, or one that timed out, to network-request-failed", () => {
    expect(identityErrorCode(new TypeError("fetch failed"))).toBe("network-request-failed");
    expect(identityErrorCode(new DOMException("The operation timed out.", "TimeoutError"))).toBe("network-request-failed");
    expect(identityErrorCode({ code: "auth/network-request-failed" })).toBe("network-request-failed");
  });

  it("maps the web SDK's auth/… codes, including its aliases", () => {
    expect(identityErrorCode({ code: "auth/wrong-password", message: "Firebase: Error" })).toBe("wrong-password");
    expect(identityErrorCode({ code: "auth/invalid-credential" })).toBe("wrong-password");
    expect(identityErrorCode({ code: "auth/popup-closed-by-user" })).toBe("popup-closed-by-user");
    expect(identityErrorCode("auth/code-expired")).toBe("code-expired");
  });

  it("answers internal-error for anything unknown", () => {
    expect(identityErrorCode("SOMETHING_NEW")).toBe("internal-error");
    expect(identityErrorCode({ code: "auth/brand-new-code" })).toBe("internal-error");
    expect(identityErrorCode(undefined)).toBe("internal-error");
    expect(identityErrorCode(42)).toBe("internal-error");
  });

  it("gives every code a sentence ending in a full stop", () => {
    for (const [code, message] of Object.entries(IDENTITY_ERROR_MESSAGES)) {
      expect(message.length, code).toBeGreaterThan(20);
    }
    expect(identityErrorMessage("USER_DISABLED")).toBe(IDENTITY_ERROR_MESSAGES["user-disabled"]);
  });

  it("signs the user out only for a disabled user or an expired token (§8)", () => {
    expect(signsOut("user-disabled")).toBe(true);
    expect(signsOut("user-token-expired")).toBe(true);
    expect(signsOut("wrong-password")).toBe(false);
    expect(signsOut("network-request-failed")).toBe(false);
  });
});

describe("identity messages of spec §5", () => {
  it("asks for a valid address when an e-mail-link send error mentions invalid-email", () => {
    expect(emailLinkSendErrorMessage("auth/invalid-email")).toBe(EMAIL_LINK_INVALID_EMAIL);
    expect(emailLinkSendErrorMessage({ code: "auth/invalid-email" })).toBe(EMAIL_LINK_INVALID_EMAIL);
    expect(emailLinkSendErrorMessage("INVALID_EMAIL")).toBe(EMAIL_LINK_INVALID_EMAIL);
    expect(EMAIL_LINK_INVALID_EMAIL).toBe("Please enter a valid email address");
  });

  it("gives the general sentence for any other send error", () => {
    expect(emailLinkSendErrorMessage("auth/too-many-requests")).toBe(EMAIL_LINK_SEND_FAILED);
    expect(emailLinkSendErrorMessage(new TypeError("fetch failed"))).toBe(EMAIL_LINK_SEND_FAILED);
    expect(EMAIL_LINK_SEND_FAILED).toBe(
      "An unexpected error occurred. Please try again later, or try a different sign-in method",
    );
  });

  it("refuses an unknown auth provider with 'Invalid auth provider.'", () => {
    expect(authProviderOf("google.com")).toBe("google.com");
    expect(() => authProviderOf("myspace.com")).toThrow(INVALID_AUTH_PROVIDER);
  });
});
