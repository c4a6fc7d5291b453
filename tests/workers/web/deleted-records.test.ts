/**
 * A record deleted in the console (here a promotion) is a 404 or a refusal afterwards, never a 5xx:
 * its page, a second delete of it (another tab, a post sent twice), and the console list it was on.
 * With JavaScript the console revalidates after each post, so these are the answers it reads.
 */
import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { ADMIN_EMAIL, seededToken } from "../graphql/cart-fixtures";
import { adminCookie, getPage as get, postForm, SHOP } from "./admin-session";

const CSRF = "deleted-records-anti-forgery-token";
const post = (path: string, cookie: string, values: Record<string, string>) => postForm(path, cookie, { csrf: CSRF, ...values });

it("a deleted promotion's page, a second delete of it and its data request answer 404; the list still answers", async () => {
  const cookie = await adminCookie(CSRF);
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
