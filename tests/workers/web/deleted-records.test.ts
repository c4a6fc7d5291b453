/**
 * A record deleted in the console (here a promotion) is a 404 or a refusal afterwards, never a 5xx:
 * its page, a second delete of it (another tab, a post sent twice), and the console list it was on.
 * With JavaScript the console revalidates after each post, so these are the answers it reads.
 */
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { ADMIN_EMAIL, seededToken } from "../graphql/cart-fixtures";

const SHOP = "https://shop.example";
const CSRF = "deleted-records-anti-forgery-token";
const PAGE_HEADERS = { "sec-fetch-dest": "document", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };

/** The web's own cookie outside production (app/lib/core/session.server.ts). */
const sessions = createCookieSessionStorage({
  cookie: { name: "cvk_session", httpOnly: true, sameSite: "lax", path: "/", secrets: ["development-only-session-secret-change-me"] },
});

async function adminCookie(): Promise<string> {
  const session = await sessions.getSession();
  session.set("idToken", seededToken(ADMIN_EMAIL));
  session.set("refreshToken", "deleted-records-refresh");
  session.set("uid", `seed-${ADMIN_EMAIL}`);
  session.set("userId", "1");
  session.set("csrf", CSRF);
  return (await sessions.commitSession(session)).split(";")[0]!;
}

const get = (path: string, cookie: string) => SELF.fetch(`${SHOP}${path}`, { headers: { ...PAGE_HEADERS, cookie }, redirect: "manual" });

function post(path: string, cookie: string, values: Record<string, string>): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ csrf: CSRF, ...values })) body.append(name, value);
  return SELF.fetch(`${SHOP}${path}`, { method: "POST", body, headers: { ...PAGE_HEADERS, cookie, referer: `${SHOP}${path}` }, redirect: "manual" });
}

it("a deleted promotion's page, a second delete of it and its data request answer 404; the list still answers", async () => {
  const cookie = await adminCookie();
  const created = await SELF.fetch(`${SHOP}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${seededToken(ADMIN_EMAIL)}` },
    body: JSON.stringify({ query: 'mutation { createPromotion(input: { name: "Deleted soon", discountType: PERCENT, discountValue: 500 }) { id } }' }),
  });
  const { data } = (await created.json()) as { data: { createPromotion: { id: string } } };
  const path = `/admin/promotions/${data.createPromotion.id}`;
  expect((await get(path, cookie)).status).toBe(200);

  const deleted = await post(path, cookie, { intent: "delete" });
  expect(deleted.status).toBe(303);
  expect(deleted.headers.get("location")).toBe("/admin/promotions");

  expect((await get(path, cookie)).status).toBe(404);
  // What Remix asks with JavaScript: the console layout's data answers, the deleted record's is a 404.
  expect((await get(`${path}?_data=routes%2Fadmin`, cookie)).status).toBe(200);
  expect((await get(`${path}?_data=routes%2Fadmin.promotions.%24id`, cookie)).status).toBe(404);
  expect((await post(path, cookie, { intent: "delete" })).status).toBe(404);
  expect((await post(`${path}?_data=routes%2Fadmin.promotions.%24id`, cookie, { intent: "delete" })).status).toBe(404);
  expect((await post(path, cookie, { intent: "retire" })).status).toBe(404);
  expect((await get("/admin/promotions", cookie)).status).toBe(200);
});
