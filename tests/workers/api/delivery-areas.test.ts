/** Delivery areas and fees (issue 30 part 3, decision 083): the zip asked first, the checkout's address, the fee in the total. */
import { afterEach, describe, expect, it } from "vitest";
import { milesBetween } from "../../../workers/core/geo";
import { call, seededToken } from "../support/api";
import { api, cartWith, contact, expectError, first, freshClass, giftCard, run, startCheckout, type TestClass } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const OGDEN = 4;
const OGDEN_AT = { latitude: 41.2236, longitude: -111.9707 };
const LAYTON = { zipcode: "84041", latitude: 41.0719, longitude: -111.9627 };

interface CartBody {
  delivery: { needed: boolean; zipcode: string | null; fee_cents: number; kitchens: Array<{ name: string; fee_rule: string }> };
  totals: { subtotal_cents: number; discount_cents: number; tax_cents: number; delivery_fee_cents: number; total_cents: number; amount_due_cents: number };
}

/** Ogden's area as the seed gives it: 30 miles, $7.99, free from $150. */
const seededOgden = () =>
  run(
    `UPDATE locations SET delivery_radius_miles = 30, delivery_zipcodes = NULL, delivery_fee_cents = 799, delivery_free_over_cents = 15000 WHERE id = ?1`,
    OGDEN,
  );
afterEach(seededOgden);

/** A delivery class of its own at the Ogden kitchen. */
async function ogdenDelivery(): Promise<TestClass> {
  const delivery = await freshClass({ fulfillmentId: 3 });
  await run(`UPDATE classes SET location_id = ?2 WHERE id = ?1`, delivery.id, OGDEN);
  return delivery;
}

const setZip = (uuid: string, zipcode: unknown) => api<CartBody>("PUT", `/carts/${uuid}/delivery-zip`, { body: { zipcode } });
const storedZip = async (uuid: string) =>
  (await first<{ delivery_zipcode: string | null }>(`SELECT delivery_zipcode FROM carts WHERE uuid = ?1`, uuid)).delivery_zipcode;

describe("PUT carts/{id}/delivery-zip", () => {
  it("keeps a zip inside the kitchen's radius and adds its fee to the total", async () => {
    const uuid = await cartWith([await ogdenDelivery()]);
    // The fixture's class is dearer than the $150 that makes delivery free.
    await run(`UPDATE locations SET delivery_free_over_cents = NULL WHERE id = ?1`, OGDEN);
    const answer = await setZip(uuid, "84041-1234");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.delivery).toEqual({
      needed: true,
      zipcode: "84041",
      fee_cents: 799,
      kitchens: [{ location_id: OGDEN, name: "Ogden", fee_rule: "$7.99" }],
    });
    const totals = answer.body.totals;
    expect(totals.delivery_fee_cents).toBe(799);
    expect(totals.total_cents).toBe(totals.subtotal_cents - totals.discount_cents + totals.tax_cents + totals.delivery_fee_cents);
    expect(await storedZip(uuid)).toBe("84041");
  });

  it("refuses a zip outside the area, naming the nearest pickup, and keeps the cart as it was", async () => {
    const uuid = await cartWith([await ogdenDelivery()]);
    const body = expectError(await setZip(uuid, "84770"), 400, "OUTSIDE_DELIVERY_AREA", "zipcode");
    expect(body.error.fields!.zipcode![0]).toMatch(
      /^Ogden doesn't deliver to 84770 \(Saint George, UT, \d+ miles away\)\. Instead, pick up at our \w+ kitchen, \d+ miles away/,
    );
    expect(await storedZip(uuid)).toBeNull();
  });

  it("takes the radius's edge in whole miles: one mile short refuses, the next mile takes it", async () => {
    const uuid = await cartWith([await ogdenDelivery()]);
    const miles = milesBetween(OGDEN_AT, LAYTON);
    await run(`UPDATE locations SET delivery_radius_miles = ?2 WHERE id = ?1`, OGDEN, Math.floor(miles));
    expectError(await setZip(uuid, LAYTON.zipcode), 400, "OUTSIDE_DELIVERY_AREA", "zipcode");
    await run(`UPDATE locations SET delivery_radius_miles = ?2 WHERE id = ?1`, OGDEN, Math.ceil(miles));
    expect((await setZip(uuid, LAYTON.zipcode)).status).toBe(200);
  });

  it("delivers only to the listed zip codes when the kitchen keeps a list", async () => {
    const uuid = await cartWith([await ogdenDelivery()]);
    await run(`UPDATE locations SET delivery_zipcodes = '["84401"]' WHERE id = ?1`, OGDEN);
    expectError(await setZip(uuid, LAYTON.zipcode), 400, "OUTSIDE_DELIVERY_AREA", "zipcode");
    expect((await setZip(uuid, "84401")).status).toBe(200);
  });

  it("answers a malformed, unknown or 10,000-character zip with a 400 on zipcode, never a 500", async () => {
    const uuid = await cartWith([await ogdenDelivery()]);
    for (const zipcode of ["84O41", "8404", "", 84041, "8".repeat(10_000)]) {
      expectError(await setZip(uuid, zipcode), 400, "BAD_REQUEST", "zipcode");
    }
    expectError(await setZip(uuid, "99999"), 400, "BAD_REQUEST", "zipcode");
    expect(await storedZip(uuid)).toBeNull();
  });

  it("is a conflict for a cart that delivers nothing", async () => {
    expectError(await setZip(await cartWith([await freshClass()]), "84041"), 409, "NOTHING_TO_DELIVER");
  });
});

describe("the checkout of a delivery", () => {
  const address = (zipcode: string) => ({ name: "Ana Morales", street: "1 Main St", city: "Layton", state: "UT", zipcode });

  it("refuses an address outside the area on address.zipcode and starts nothing", async () => {
    const uuid = await cartWith([await ogdenDelivery()]);
    expectError(await startCheckout(uuid, contact({ address: address("84770") })), 400, "OUTSIDE_DELIVERY_AREA", "address.zipcode");
    expect((await first<{ n: number }>(`SELECT count(*) AS n FROM checkouts WHERE cart_uuid = ?1`, uuid)).n).toBe(0);
  });

  it("charges the fee in the total and keeps it on the order", async () => {
    const delivery = await ogdenDelivery();
    await run(`UPDATE locations SET delivery_free_over_cents = NULL WHERE id = ?1`, OGDEN);
    const card = await giftCard(100_000);
    const uuid = await cartWith([delivery], { giftCardIds: [card.id] });
    const buyer = contact({ address: address("84041") });
    const answer = await startCheckout(uuid, buyer);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const totals = answer.body.checkout.totals as unknown as CartBody["totals"];
    expect(totals.delivery_fee_cents).toBe(799);
    expect(totals.total_cents).toBe(totals.subtotal_cents - totals.discount_cents + totals.tax_cents + 799);
    const order = await first<{ delivery_fee_cents: number; total_cents: number }>(
      `SELECT delivery_fee_cents, total_cents FROM orders WHERE id = ?1`,
      answer.body.order_id,
    );
    expect(order).toEqual({ delivery_fee_cents: 799, total_cents: totals.total_cents });
    const mail = await first<{ text: string }>(`SELECT text FROM outbox_emails WHERE "to" = ?1 AND kind = 'order_confirmation'`, buyer.email);
    expect(mail.text).toMatch(/Delivery\W+\$7\.99/);
  });

  it("waives the fee once the kitchen's classes reach its threshold", async () => {
    const delivery = await ogdenDelivery();
    await run(`UPDATE locations SET delivery_free_over_cents = 100 WHERE id = ?1`, OGDEN);
    const answer = await setZip(await cartWith([delivery]), LAYTON.zipcode);
    expect(answer.body.totals.delivery_fee_cents).toBe(0);
  });
});

describe("a kitchen's delivery area in the console", () => {
  const put = (body: Record<string, unknown>) => call("PUT", `/locations/${OGDEN}`, { token: MANAGER, body });

  async function ogdenInput(overrides: Record<string, unknown>) {
    const row = await first<Record<string, unknown>>(`SELECT * FROM locations WHERE id = ?1`, OGDEN);
    return {
      name: row.name,
      slug: row.slug,
      address: { street: row.street, city: row.city, state: row.state, zipcode: row.zipcode },
      timezone: row.timezone,
      fulfillment_ids: [1, 2, 3],
      delivery_radius_miles: 30,
      delivery_fee_cents: 799,
      delivery_free_over_cents: 15_000,
      ...overrides,
    };
  }

  it("saves a zip list and fee, audited, and refuses bad ones on their fields with nothing changed", async () => {
    const saved = await put(await ogdenInput({ delivery_zipcodes: ["84401", "84041", "84401"], delivery_fee_cents: 500, delivery_free_over_cents: null }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ delivery_zipcodes: ["84041", "84401"], delivery_fee_cents: 500, delivery_free_over_cents: null });
    const audit = await first<{ after: string }>(
      `SELECT after FROM audit_log WHERE action = 'locations.update' AND resource_id = ?1 ORDER BY id DESC LIMIT 1`,
      String(OGDEN),
    );
    expect(JSON.parse(audit.after)).toMatchObject({ delivery_zipcodes: ["84041", "84401"], delivery_fee_cents: 500 });

    for (const [overrides, field] of [
      [{ delivery_zipcodes: ["99999"] }, "delivery_zipcodes"],
      [{ delivery_zipcodes: ["8".repeat(10_000)] }, "delivery_zipcodes"],
      [{ delivery_radius_miles: 0 }, "delivery_radius_miles"],
      [{ delivery_radius_miles: 101 }, "delivery_radius_miles"],
      [{ delivery_fee_cents: -1 }, "delivery_fee_cents"],
      [{ delivery_fee_cents: 7.5 }, "delivery_fee_cents"],
      [{ delivery_free_over_cents: 0 }, "delivery_free_over_cents"],
    ] as const) {
      expectError(await put(await ogdenInput(overrides)), 400, "BAD_REQUEST", field);
    }
    const row = await first<{ delivery_fee_cents: number; delivery_zipcodes: string }>(
      `SELECT delivery_fee_cents, delivery_zipcodes FROM locations WHERE id = ?1`,
      OGDEN,
    );
    expect(row).toEqual({ delivery_fee_cents: 500, delivery_zipcodes: '["84041","84401"]' });
  });
});
