/**
 * The seeded administrator's signed-in browser for the web worker's tests: the session cookie the
 * web itself writes outside production, and page requests and form posts sent with it.
 */
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { SELF } from "cloudflare:test";
import { ADMIN_EMAIL, seededToken } from "../graphql/cart-fixtures";

export const SHOP = "https://shop.example";
export const PAGE_HEADERS = { "sec-fetch-dest": "document", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };

/** The web's own cookie outside production (app/lib/core/session.server.ts). */
const sessions = createCookieSessionStorage({
  cookie: { name: "cvk_session", httpOnly: true, sameSite: "lax", path: "/", secrets: ["development-only-session-secret-change-me"] },
});

/** The administrator's session cookie, holding `csrf` as its anti-forgery token. */
export async function adminCookie(csrf: string): Promise<string> {
  const session = await sessions.getSession();
  session.set("idToken", seededToken(ADMIN_EMAIL));
  session.set("refreshToken", "test-refresh");
  session.set("uid", `seed-${ADMIN_EMAIL}`);
  session.set("userId", "1");
  session.set("csrf", csrf);
  // The console's second factor passed in this session (decision 078), so the tests reach every page.
  session.set("secondFactor", { userId: "1", at: Date.now() });
  return (await sessions.commitSession(session)).split(";")[0]!;
}

/** A page as the browser asks for it, redirects not followed. */
export function getPage(path: string, cookie: string): Promise<Response> {
  return SELF.fetch(`${SHOP}${path}`, { headers: { ...PAGE_HEADERS, cookie }, redirect: "manual" });
}

/** A form's post, redirects not followed. */
export function postForm(path: string, cookie: string, values: Record<string, string>): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return SELF.fetch(`${SHOP}${path}`, {
    method: "POST",
    body,
    // No Origin: the anti-forgery token is the session's, and workerd's test fetch sends no Host for Remix to compare it with.
    headers: { ...PAGE_HEADERS, cookie, referer: `${SHOP}${path}` },
    redirect: "manual",
  });
}
