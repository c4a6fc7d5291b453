/**
 * The tracking queue's consumer (decision 053): the web's events, delivered in batches, reach the
 * api's tracking_events once each — also when the queue delivers a batch twice — a batch the api
 * cannot store is retried with a delay, and a message that is not an event is dropped, not retried.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consumeTracking, retryDelaySeconds } from "../../../workers/graphql/tracking-queue";
import type { TrackedEventMessage } from "../../../workers/core/tracking-events";
import type { ApiEnv } from "../../../workers/api/env";
import type { GraphQLEnv } from "../../../workers/graphql/env";
import { apiBinding } from "./test-worker";

type Env = GraphQLEnv & ApiEnv;

let sequence = 0;
function message(body: unknown, attempts = 1) {
  sequence += 1;
  return { id: `m-${sequence}`, timestamp: new Date(), attempts, body };
}

function view(path: string, eventId: string): TrackedEventMessage {
  return { type: "PAGE_VIEW", payload: { url: `https://shop.example${path}`, eventId } };
}

async function deliver(messages: ReturnType<typeof message>[], options: { apiDown?: boolean } = {}) {
  const ctx = createExecutionContext();
  const batch = createMessageBatch("shop-tracking", messages);
  const testEnv = env as unknown as Env;
  await consumeTracking(batch, { ...testEnv, API: apiBinding(testEnv, ctx, options.apiDown) });
  return getQueueResult(batch, ctx);
}

async function stored(eventId: string): Promise<number> {
  const row = await (env as unknown as Env).DB.prepare("select count(*) as n from tracking_events where event_id = ?").bind(eventId).first<{ n: number }>();
  return row?.n ?? 0;
}

afterEach(() => vi.restoreAllMocks());

describe("the tracking queue's consumer", () => {
  it("stores a delivered batch in one api call and acknowledges every message", async () => {
    const id = crypto.randomUUID();
    const result = await deliver([
      message(view("/classes", `page-view-${id}`)),
      message({ type: "PRODUCT", payload: { productId: "LOG-1", priceCents: 4799, url: "https://shop.example/classes/LOG-1", eventId: `product-${id}` } }),
    ]);
    expect(result.explicitAcks).toHaveLength(2);
    expect(result.retryMessages).toEqual([]);
    expect(await stored(`page-view-${id}`)).toBe(1);
    expect(await stored(`product-${id}`)).toBe(1);
  });

  it("stores an event delivered twice (at-least-once delivery) only once", async () => {
    const event = view("/menu", `page-view-${crypto.randomUUID()}`);
    await deliver([message(event)]);
    await deliver([message(event), message(event)]);
    expect(await stored(event.payload.eventId!)).toBe(1);
  });

  it("retries the whole batch with a growing delay when the api cannot store it; nothing is lost", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const event = view("/pickup", `page-view-${crypto.randomUUID()}`);
    const failing = message(event, 3);
    const result = await deliver([failing], { apiDown: true });
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: failing.id }]);
    expect(await stored(event.payload.eventId!)).toBe(0);
    // The next delivery, with the api back, stores it.
    await deliver([message(event, 4)]);
    expect(await stored(event.payload.eventId!)).toBe(1);
    // The delay each retry asks for: 5 s, doubling, at most a minute.
    expect([1, 2, 3, 4, 5, 9].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 60, 60]);
  });

  it("drops a message that is not an event and an event the api refuses, without retrying them", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const good = view("/delivery", `page-view-${crypto.randomUUID()}`);
    const result = await deliver([message("not an event"), message({ type: "PAGE_VIEW", payload: {} }), message(good)]);
    expect(result.explicitAcks).toHaveLength(3);
    expect(result.retryMessages).toEqual([]);
    expect(await stored(good.payload.eventId!)).toBe(1);
    expect(logged).toHaveBeenCalledWith("graphql: a tracking message that is not an event, dropped", expect.any(String));
    expect(warned).toHaveBeenCalledWith("graphql: tracking event refused as invalid", "PAGE_VIEW", expect.stringContaining("url"));
  });
});
