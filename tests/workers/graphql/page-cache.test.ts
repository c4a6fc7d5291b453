/**
 * The seat version the web's page cache checks (decision 042): `seatVersion` answers the
 * version every seat change raises (decision 036), is never served from the operation cache, and
 * matches `extensions.cache.seatVersion` of the answers a page is built from.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SEAT_VERSION_PATH } from "../../../workers/core/web-client";
import { call } from "../support/api";
import { cartWith, contact, first, freshClass } from "../api/checkout-fixtures";
import { operation } from "./partner-request";

const WEB = { "x-shop-client": "web" };

async function seatVersion(): Promise<number> {
  const answer = await operation<{ seatVersion: number | null }>("query SeatVersion { seatVersion }", { headers: WEB });
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  expect(typeof answer.body.data?.seatVersion).toBe("number");
  return answer.body.data!.seatVersion!;
}

describe("seatVersion", () => {
  it("is the version a class page's answer was built under, and rises with a seat change", async () => {
    const shopClass = await freshClass({ seatsLeft: 4 });
    const { sku } = await first<{ sku: string }>("SELECT sku FROM classes WHERE id = ?1", shopClass.id);
    const before = await seatVersion();
    const page = await operation<{ class: { seatsLeft: number } }>(`{ class(idOrSku: "${sku}") { seatsLeft } }`, { headers: WEB });
    expect(page.body.data?.class.seatsLeft).toBe(4);
    const built = (page.body.extensions as { cache?: { seatVersion?: number } } | undefined)?.cache?.seatVersion;
    expect(built).toBe(before);
    // Asked again without a change: the same version (the page stays servable).
    expect(await seatVersion()).toBe(before);
    // A checkout holds a seat: the api raises the version; a page built under `before` is old.
    const uuid = await cartWith([shopClass]);
    const checkout = await call("POST", `/carts/${uuid}/checkout`, { body: contact(), env: {} });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect(await seatVersion()).toBeGreaterThan(before);
  });
});

describe("the seat version path of the web's page cache (decision 053)", () => {
  it("answers the same version as the field, as plain JSON, never cached", async () => {
    const answer = await SELF.fetch(`https://graphql.internal${SEAT_VERSION_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toBe(await seatVersion());
  });
});
