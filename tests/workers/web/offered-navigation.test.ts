/**
 * Decision 091: the shop's header follows the kitchens' settings. With no active kitchen offering
 * delivery, a page — a kept catalog page too — no longer links to /delivery; offered again, the
 * link is back on the very next request. The save's seat-version raise (decision 089) is what makes
 * the kept page and the edge-cached kitchens list be built anew.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const SHOP = "https://shop.example";
const WEB_PAGE = { "sec-fetch-dest": "document", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };

const html = async (path: string) => {
  const response = await SELF.fetch(`${SHOP}${path}`, { headers: WEB_PAGE });
  expect(response.status).toBe(200);
  return response.text();
};
const header = (page: string) => /<header[\s\S]*?<\/header>/.exec(page)?.[0] ?? "";

/** As a location's save does (decision 089): the seat version raised. */
const raiseSeatVersion = () =>
  env
    .EDGE_CACHE!.prepare(
      `INSERT INTO seat_versions (scope, version, changed_at) VALUES ('seats', 1, ?1) ON CONFLICT (scope) DO UPDATE SET version = version + 1, changed_at = excluded.changed_at`,
    )
    .bind(Date.now())
    .run();

describe("the header follows the kitchens' settings (decision 091)", () => {
  it("drops the delivery link while no active kitchen offers delivery, and brings it back", async () => {
    for (const path of ["/pickup", "/pickup", "/gift-cards/checkout"]) {
      expect(header(await html(path))).toContain('href="/delivery"');
    }
    const delivery = await env.DB.prepare("SELECT id FROM fulfillments WHERE key = 'delivery'").first<{ id: number }>();
    const { results: kept } = await env.DB.prepare("SELECT location_id, fulfillment_id FROM location_fulfillments WHERE fulfillment_id = ?1")
      .bind(delivery!.id)
      .all<{ location_id: number; fulfillment_id: number }>();
    expect(kept.length).toBeGreaterThan(0);
    await env.DB.prepare("DELETE FROM location_fulfillments WHERE fulfillment_id = ?1").bind(delivery!.id).run();
    await raiseSeatVersion();
    for (const path of ["/pickup", "/gift-cards/checkout"]) {
      const shown = header(await html(path));
      expect(shown).not.toContain('href="/delivery"');
      expect(shown).toContain('href="/pickup"');
    }
    await env.DB.batch(
      kept.map((row) =>
        env.DB.prepare("INSERT INTO location_fulfillments (location_id, fulfillment_id) VALUES (?1, ?2)").bind(row.location_id, row.fulfillment_id),
      ),
    );
    await raiseSeatVersion();
    expect(header(await html("/pickup"))).toContain('href="/delivery"');
  });
});
