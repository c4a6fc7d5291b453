import { describe, expect, it } from "vitest";
import { loginHref, prefilledEmail, safeRedirectTo } from "~/lib/identity/sign-in-paths";

describe("redirectTo sanitising", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirectTo("/account/orders")).toBe("/account/orders");
    expect(safeRedirectTo("/classes?location=1#may")).toBe("/classes?location=1#may");
  });

  it.each(["//evil.com", "https://evil.com", "/\\evil.com", "\\\\evil.com", "http:/evil.com", "javascript:alert(1)", "evil.com"])(
    "rejects %s",
    (target) => {
      expect(safeRedirectTo(target)).toBe("/account");
    },
  );

  it("rejects control characters, empty and non-text values, and very long paths", () => {
    expect(safeRedirectTo("/\t/evil.com")).toBe("/account");
    expect(safeRedirectTo("/ok\nSet-Cookie: x")).toBe("/account");
    expect(safeRedirectTo("")).toBe("/account");
    expect(safeRedirectTo(null)).toBe("/account");
    expect(safeRedirectTo(["/account/orders"])).toBe("/account");
    expect(safeRedirectTo(`/${"a".repeat(2001)}`)).toBe("/account");
  });

  it("never continues to a sign-in route (no loops), and honours a fallback", () => {
    expect(safeRedirectTo("/login?screen=email")).toBe("/account");
    expect(safeRedirectTo("/logout")).toBe("/account");
    expect(safeRedirectTo("/loginx")).toBe("/loginx");
    expect(safeRedirectTo("//evil.com", "/choose-menu")).toBe("/choose-menu");
  });

  it("normalises dot segments so a path cannot climb out", () => {
    expect(safeRedirectTo("/account/../login")).toBe("/account");
    expect(safeRedirectTo("/a/../b")).toBe("/b");
  });

  it("builds /login addresses without default values", () => {
    expect(loginHref()).toBe("/login");
    expect(loginHref({ screen: "main", redirectTo: "/account" })).toBe("/login");
    expect(loginHref({ screen: "email", redirectTo: "/account/orders" })).toBe(
      "/login?screen=email&redirectTo=%2Faccount%2Forders",
    );
  });

  it("carries an e-mail for the form to start with, and takes back only an address-shaped one (decision 068)", () => {
    expect(loginHref({ screen: "signup", redirectTo: "/account/orders", email: "a+b@example.com" })).toBe(
      "/login?screen=signup&redirectTo=%2Faccount%2Forders&email=a%2Bb%40example.com",
    );
    expect(prefilledEmail(" a+b@example.com ")).toBe("a+b@example.com");
    for (const value of [null, "", "not-an-address", "a b@example.com", `${"a".repeat(250)}@example.com`]) {
      expect(prefilledEmail(value)).toBeNull();
    }
  });
});
