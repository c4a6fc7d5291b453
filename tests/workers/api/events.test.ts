/** Tracking events (spec §3 payloads, §7 events/*, §8 failures logged and ignored). */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { call, type ErrorBody } from "../support/cart";

const CONTACT = {
  email: "jordan.thompson@example.com",
  first_name: "Jordan",
  last_name: "Thompson",
  phone: "(435) 555-0188",
  url: "https://shop.cachevalleykitchen.com/classes/LOG-20261205-1830-IP",
  event_id: "evt_123.abc",
  zip: "84321",
  fbc: "fb.1.1700000000000.AbCdEf",
  fbp: "fb.1.1700000000000.123456789",
};

const CART_UUID = "0b5ad3e8-1f2c-4b7a-9c3d-123456789abc";

const lastEvent = () =>
  env.DB.prepare("select type, payload from tracking_events order by id desc limit 1").first<{ type: string; payload: string }>();

describe("POST events/*", () => {
  it.each([
    ["add-to-cart", { ...CONTACT, product_id: 42, price: 47.99 }],
    ["product", { ...CONTACT, product_id: "LOG-20261205-1830-IP", price: 0 }],
    ["cart", { ...CONTACT, cart_uuid: CART_UUID }],
    ["checkout", { cart_uuid: CART_UUID }],
    ["order", { ...CONTACT, order_id: "CVK-100042", action: "placed" }],
    ["contact", CONTACT],
    ["page-view", { url: "https://shop.cachevalleykitchen.com/menu" }],
  ])("stores a valid %s event and answers 202", async (type, payload) => {
    const { status, body } = await call("POST", `/events/${type}`, { body: payload });
    expect(status).toBe(202);
    expect(body).toEqual({ accepted: true, type });
    const stored = await lastEvent();
    expect(stored?.type).toBe(type);
    expect(JSON.parse(stored!.payload)).toMatchObject({ ...payload, ...("phone" in payload ? { phone: "4355550188" } : {}) });
  });

  it("treats empty strings as absent and drops fields the payload doesn't have", async () => {
    const { status } = await call("POST", "/events/contact", { body: { email: "", fbc: "", zip: "", password: "hunter2" } });
    expect(status).toBe(202);
    expect(JSON.parse((await lastEvent())!.payload)).toEqual({});
  });

  it.each([
    ["add-to-cart", { price: 10 }, "product_id"],
    ["add-to-cart", { product_id: 1, price: -1 }, "price"],
    ["add-to-cart", { product_id: 1, price: 1.234 }, "price"],
    ["add-to-cart", { product_id: 1, price: "47.99" }, "price"],
    ["product", { product_id: "x".repeat(10_000), price: 1 }, "product_id"],
    ["cart", { cart_uuid: "not-a-uuid" }, "cart_uuid"],
    ["checkout", {}, "cart_uuid"],
    ["order", { order_id: 7, action: "canceled" }, "action"],
    ["order", { action: "placed" }, "order_id"],
    ["contact", { email: "not an e-mail" }, "email"],
    ["contact", { phone: "12345" }, "phone"],
    ["contact", { zip: "8432" }, "zip"],
    ["contact", { first_name: "J".repeat(10_000) }, "first_name"],
    ["contact", { event_id: "has spaces" }, "event_id"],
    ["contact", { url: "javascript:alert(1)" }, "url"],
    ["page-view", {}, "url"],
  ])("refuses an invalid %s payload (400 on %s) and stores nothing", async (type, payload, field) => {
    const before = await env.DB.prepare("select count(*) as n from tracking_events").first<{ n: number }>();
    const { status, body } = await call<ErrorBody>("POST", `/events/${type}`, { body: payload });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    expect(await env.DB.prepare("select count(*) as n from tracking_events").first<{ n: number }>()).toEqual(before);
  });

  it("stores an event once per event_id: an order placed (a reloaded confirmation, decision 034) and any other (a queue delivering twice, decision 053)", async () => {
    const count = async (type: string, eventId: string) =>
      (await env.DB.prepare("select count(*) as n from tracking_events where type = ? and json_extract(payload, '$.event_id') = ?")
        .bind(type, eventId)
        .first<{ n: number }>())?.n;
    const order = { ...CONTACT, event_id: "order-9001", order_id: 9001, action: "placed" };
    expect((await call("POST", "/events/order", { body: order })).status).toBe(202);
    expect((await call("POST", "/events/order", { body: order })).status).toBe(202);
    expect(await count("order", "order-9001")).toBe(1);
    expect((await call("POST", "/events/order", { body: { ...order, event_id: "order-9002", order_id: 9002 } })).status).toBe(202);
    expect(await count("order", "order-9002")).toBe(1);
    const view = { ...CONTACT, event_id: "page-view-same" };
    await call("POST", "/events/page-view", { body: view });
    await call("POST", "/events/page-view", { body: view });
    expect(await count("page-view", "page-view-same")).toBe(1);
    // Without an event id, every event is its own.
    const { event_id: _none, ...anonymous } = CONTACT;
    const unnamed = async () => (await env.DB.prepare("select count(*) as n from tracking_events where type = 'contact' and event_id is null").first<{ n: number }>())?.n ?? 0;
    const before = await unnamed();
    await call("POST", "/events/contact", { body: anonymous });
    await call("POST", "/events/contact", { body: anonymous });
    expect((await unnamed()) - before).toBe(2);
  });

  it("events/batch stores each valid event in one call, names the invalid ones by index, and dedupes orders (decision 052)", async () => {
    const before = (await env.DB.prepare("select count(*) as n from tracking_events").first<{ n: number }>())!.n;
    const { status, body } = await call("POST", "/events/batch", {
      body: {
        events: [
          { type: "page-view", payload: { url: "https://shop.cachevalleykitchen.com/classes", event_id: "page-view-batch-1" } },
          { type: "product", payload: { ...CONTACT, event_id: "product-batch-1", product_id: "LOG-20261205-1830-IP", price: 47.99 } },
          { type: "contact", payload: { email: "not an e-mail" } },
          { type: "order", payload: { order_id: 9100, action: "placed", event_id: "order-9100" } },
          { type: "order", payload: { order_id: 9100, action: "placed", event_id: "order-9100" } },
        ],
      },
    });
    expect(status).toBe(202);
    expect(body).toEqual({ accepted: 4, rejected: [{ index: 2, fields: { email: ["Enter an e-mail address like name@example.com"] } }] });
    const after = (await env.DB.prepare("select count(*) as n from tracking_events").first<{ n: number }>())!.n;
    // The page view, the product view and one order: the second order event is the same order.
    expect(after - before).toBe(3);
    const stored = await env.DB.prepare("select type, payload from tracking_events order by id desc limit 3").all<{ type: string; payload: string }>();
    expect(stored.results.map((row) => row.type).reverse()).toEqual(["page-view", "product", "order"]);
    expect(JSON.parse(stored.results[1]!.payload)).toMatchObject({ product_id: "LOG-20261205-1830-IP", price: 47.99, phone: "4355550188" });
  });

  it.each([
    ["not a list", { events: "page-view" }],
    ["empty", { events: [] }],
    ["too long", { events: Array.from({ length: 51 }, () => ({ type: "page-view", payload: { url: "https://shop.cachevalleykitchen.com/" } })) }],
    ["an unknown type", { events: [{ type: "purchase", payload: {} }] }],
    ["a payload that is not an object", { events: [{ type: "page-view", payload: "https://x" }] }],
  ])("events/batch refuses a batch that is %s with a 400 naming the field", async (_name, batch) => {
    const { status, body } = await call<ErrorBody>("POST", "/events/batch", { body: batch });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields ?? {})).toEqual(["events"]);
  });

  it("answers 404 for an event type it doesn't know", async () => {
    expect((await call("POST", "/events/purchase", { body: CONTACT })).status).toBe(404);
  });

  it("logs a storage failure and still answers 202 (spec §8); events/batch answers 503 so the queue retries it (decision 053)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.prepare("alter table tracking_events rename to tracking_events_away").run();
    try {
      const { status } = await call("POST", "/events/page-view", { body: { url: "https://shop.cachevalleykitchen.com/" } });
      expect(status).toBe(202);
      expect(logged).toHaveBeenCalledWith("api: tracking events not stored", 1, expect.anything());
      const batch = await call<ErrorBody>("POST", "/events/batch", { body: { events: [{ type: "page-view", payload: { url: "https://shop.cachevalleykitchen.com/" } }] } });
      expect(batch.status).toBe(503);
      expect(batch.body.error.code).toBe("UNAVAILABLE");
    } finally {
      await env.DB.prepare("alter table tracking_events_away rename to tracking_events").run();
      logged.mockRestore();
    }
  });
});
