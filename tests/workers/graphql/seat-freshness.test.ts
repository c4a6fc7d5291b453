/**
 * Seat freshness (decision 036): after every kind of seat change, a class page, a class list and
 * the schedule read through the caches (operation cache, list cache, isolate memory) show the
 * new count at once. Each case warms the caches first and proves the warm read is a cache hit;
 * the control case shows that a change made behind seatsChanged's back does stay cached.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, seededToken } from "../support/api";
import { ageCheckout, cartWith, contact, first, freshClass, run, runScheduledSweep, type TestClass } from "../api/checkout-fixtures";
import { paidOrder } from "../api/paid-orders";
import { operation } from "./partner-request";
import { restCalls } from "./test-worker";
import { raiseSeatVersion } from "../../../workers/api/services/seats";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const ADMIN = seededToken("megan.larsen@cachevalleykitchen.com");
/** The api as the web's GraphQL calls reach it, on this project's D1 (DB and EDGE_CACHE). */
const API = { env: {} };

interface Shown {
  page: { seatsLeft: number; canceled: boolean } | null;
  list: Array<{ sku: string; seatsLeft: number; canceled: boolean }>;
  schedule: Array<{ sku: string; seatsLeft: number }>;
}

/** Denver days around the class's start, for the list and schedule filters. */
async function window(classId: number) {
  const row = await first<{ sku: string; date: string }>("SELECT sku, date FROM classes WHERE id = ?1", classId);
  const day = (offset: number) => new Date(Date.parse(row.date) + offset * 86_400_000).toISOString().slice(0, 10);
  return { sku: row.sku, from: day(-1), to: day(2) };
}

/** One page's worth of reads, each as its own operation (as the pages send them). */
async function shown(classId: number, bypass = false): Promise<Shown & { restCalls: number }> {
  const { sku, from, to } = await window(classId);
  const headers = { "x-shop-client": "web", ...(bypass && { "x-cache-bypass": "1" }) };
  restCalls.length = 0;
  const [page, list, schedule] = await Promise.all([
    operation<{ class: Shown["page"] }>(`{ class(idOrSku: "${sku}") { seatsLeft canceled } }`, { headers }),
    operation<{ classes: Shown["list"] }>(`{ classes(filter: { afterDate: "${from}", beforeDate: "${to}" }) { sku seatsLeft canceled } }`, { headers }),
    operation<{ classSchedule: Shown["schedule"] }>(`{ classSchedule(from: "${from}", to: "${to}") { sku seatsLeft } }`, { headers }),
  ]);
  for (const answer of [page, list, schedule]) expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return {
    page: page.body.data!.class,
    list: list.body.data!.classes.filter((row) => row.sku === sku),
    schedule: schedule.body.data!.classSchedule.filter((row) => row.sku === sku),
    restCalls: restCalls.length,
  };
}

/**
 * Reads twice: the first past the caches, storing answers that include this test's class (made
 * straight in D1, which no cache hears of); the second from the caches (no REST call).
 */
async function warm(classId: number, seatsLeft: number): Promise<void> {
  await shown(classId, true);
  const again = await shown(classId);
  expect(again.restCalls).toBe(0);
  expectSeats(again, seatsLeft);
}

function expectSeats(seen: Shown, seatsLeft: number): void {
  expect(seen.page?.seatsLeft).toBe(seatsLeft);
  expect(seen.list.map((row) => row.seatsLeft)).toEqual([seatsLeft]);
  expect(seen.schedule.map((row) => row.seatsLeft)).toEqual([seatsLeft]);
}

async function startCheckout(shopClass: TestClass): Promise<string> {
  const uuid = await cartWith([shopClass]);
  const answer = await call<{ checkout: { id: string } }>("POST", `/carts/${uuid}/checkout`, { body: contact(), ...API });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.checkout.id;
}

describe("seat counts after a seat change", () => {
  it("control: a change made without seatsChanged stays cached (so the cases below can fail)", async () => {
    const shopClass = await freshClass({ seatsLeft: 5 });
    await warm(shopClass.id, 5);
    await run("UPDATE classes SET seats_taken = seats_taken + 1 WHERE id = ?1", shopClass.id);
    const seen = await shown(shopClass.id);
    expect(seen.restCalls).toBe(0);
    expectSeats(seen, 5);
  });

  it("a checkout's hold, then the customer going back to the cart", async () => {
    const shopClass = await freshClass({ seatsLeft: 5 });
    await warm(shopClass.id, 5);
    const checkoutId = await startCheckout(shopClass);
    expectSeats(await shown(shopClass.id), 4);
    await warm(shopClass.id, 4);
    expect((await call("POST", `/checkouts/${checkoutId}/cancel`, API)).status).toBe(200);
    expectSeats(await shown(shopClass.id), 5);
  });

  it("the last seat held shows no seats anywhere; its hold expiring (the sweep) shows it again", async () => {
    const shopClass = await freshClass({ seatsLeft: 1 });
    await warm(shopClass.id, 1);
    const checkoutId = await startCheckout(shopClass);
    expectSeats(await shown(shopClass.id), 0);
    await warm(shopClass.id, 0);
    await ageCheckout(checkoutId, 20);
    await runScheduledSweep();
    expectSeats(await shown(shopClass.id), 1);
  });

  it("a refund in full frees the seat", async () => {
    const order = await paidOrder({ seats: 1 });
    await warm(order.classId, 2);
    const refund = await call("POST", `/registrations/${order.registrationIds[0]}/refund`, {
      token: MANAGER,
      body: { reason: "other", idempotency_key: `seat-${crypto.randomUUID()}` },
      ...API,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expectSeats(await shown(order.classId), 3);
  });

  it("staff cancel a registration, then restore it", async () => {
    const order = await paidOrder({ seats: 1 });
    const id = order.registrationIds[0]!;
    await warm(order.classId, 2);
    const canceled = await call("POST", `/registrations/${id}/status`, { token: MANAGER, body: { status: "canceled" }, ...API });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expectSeats(await shown(order.classId), 3);
    await warm(order.classId, 3);
    const restored = await call("POST", `/registrations/${id}/status`, { token: MANAGER, body: { status: "registered" }, ...API });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expectSeats(await shown(order.classId), 2);
  });

  it("a class canceled: its page and the list say so at once, the schedule drops it", async () => {
    const shopClass = await freshClass({ seatsLeft: 3 });
    await warm(shopClass.id, 3);
    const canceled = await call("PUT", `/classes/${shopClass.id}/cancel`, { token: ADMIN, ...API });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const seen = await shown(shopClass.id);
    expect(seen.page?.canceled).toBe(true);
    expect(seen.list.map((row) => row.canceled)).toEqual([true]);
    expect(seen.schedule).toEqual([]);
  });

  it("a cached read costs one seat-version row and reports the version it was built under", async () => {
    const shopClass = await freshClass({ seatsLeft: 2 });
    const { sku } = await window(shopClass.id);
    const query = `{ class(idOrSku: "${sku}") { seatsLeft } }`;
    await operation(query);
    const warmAnswer = await operation(query);
    const version = await env.EDGE_CACHE!.prepare("SELECT version FROM seat_versions WHERE scope = 'seats'").first<{ version: number }>();
    expect((warmAnswer.body.extensions?.cache as { seatVersion?: number } | undefined)?.seatVersion).toBe(version?.version ?? 0);
  });

  it("a kitchen's new picture shows at once in the kitchens' list (the api raises the version), and not without it", async () => {
    const query = "{ locations { locations { id name } } }";
    const read = async () => {
      restCalls.length = 0;
      const answer = await operation<{ locations: { locations: Array<{ id: string; name: string }> } }>(query, { headers: { "x-shop-client": "web" } });
      expect(answer.body.errors).toBeUndefined();
      return { names: answer.body.data!.locations.locations.map((row) => row.name), restCalls: restCalls.length };
    };
    await read();
    const location = await first<{ id: number; name: string }>("SELECT id, name FROM locations WHERE active = 1 ORDER BY id LIMIT 1");
    const renamed = `${location.name} (renamed ${Date.now().toString(36)})`;
    try {
      await run("UPDATE locations SET name = ?2 WHERE id = ?1", location.id, renamed);
      // Behind the api's back: still the cached list.
      const cached = await read();
      expect(cached.restCalls).toBe(0);
      expect(cached.names).not.toContain(renamed);
      // What the picture routes do after their batch (class-type-admin.ts).
      await raiseSeatVersion({ DB: env.DB, EDGE_CACHE: env.EDGE_CACHE });
      const fresh = await read();
      expect(fresh.restCalls).toBeGreaterThan(0);
      expect(fresh.names).toContain(renamed);
    } finally {
      await run("UPDATE locations SET name = ?2 WHERE id = ?1", location.id, location.name);
    }
  });
});
