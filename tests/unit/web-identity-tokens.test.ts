import { describe, expect, it } from "vitest";
import { idTokenClaims, tokenFreshness } from "~/lib/identity/id-token";

/** An unsigned token like the Auth emulator's. */
function emulatorToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`;
}

describe("ID token expiry and refresh (spec §9)", () => {
  const expiresAt = Date.parse("2026-11-22T12:00:00Z");

  it("is fresh until 5 minutes before expiry", () => {
    expect(tokenFreshness(expiresAt, expiresAt - 60 * 60 * 1000)).toBe("fresh");
    expect(tokenFreshness(expiresAt, expiresAt - 5 * 60 * 1000 - 1)).toBe("fresh");
  });

  it("is refreshed when less than 5 minutes are left", () => {
    expect(tokenFreshness(expiresAt, expiresAt - 5 * 60 * 1000)).toBe("refresh");
    expect(tokenFreshness(expiresAt, expiresAt - 31 * 1000)).toBe("refresh");
  });

  it("counts as expired 30 seconds early", () => {
    expect(tokenFreshness(expiresAt, expiresAt - 30 * 1000)).toBe("expired");
    expect(tokenFreshness(expiresAt, expiresAt + 1)).toBe("expired");
  });

  it("reads the claims the web needs, names in UTF-8 included", () => {
    const token = emulatorToken({
      sub: "uid-1",
      email: "ana@example.com",
      email_verified: true,
      name: "Ana Méndez",
      exp: expiresAt / 1000,
      firebase: { sign_in_provider: "google.com" },
    });
    expect(idTokenClaims(token)).toEqual({
      uid: "uid-1",
      email: "ana@example.com",
      emailVerified: true,
      name: "Ana Méndez",
      phoneNumber: null,
      signInProvider: "google.com",
      expiresAt,
    });
  });

  it("answers null for anything that is not a token", () => {
    expect(idTokenClaims(undefined)).toBeNull();
    expect(idTokenClaims("not-a-token")).toBeNull();
    expect(idTokenClaims("a.b.c")).toBeNull();
    expect(idTokenClaims(emulatorToken({ email: "no-subject@example.com", exp: 1 }))).toBeNull();
  });
});
