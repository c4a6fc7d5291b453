/**
 * The tracking queue's consumer (decision 053). The web worker puts each request's spec §7 events
 * on the `shop-tracking` queue after its response; here a delivered batch (at most
 * MAX_TRACKED_EVENTS) goes to the api as one events/batch call.
 *
 * Queues deliver at least once: every event carries its own event id, which the api stores at
 * most once, so a batch delivered or sent again is harmless. When the api cannot store the batch
 * (unreachable, 5xx) the whole batch is retried with a growing delay; after `max_retries`
 * (workers/graphql/wrangler.toml) the queue moves it to its dead-letter queue. A message that is
 * not an event, or an event the api refuses as invalid, is logged and never retried.
 */
import { GraphQLError } from "graphql";
import { z } from "zod";
import { MAX_TRACKED_EVENTS, type TrackedEventMessage } from "../core/tracking-events";
import type { TrackingEventType } from "../../graphql/generated/resolvers.generated";
import { ApiClient } from "./datasources/api";
import type { GraphQLEnv } from "./env";
import { PATHS, restBody } from "./resolvers/tracking";

const message = z.object({
  type: z.enum(Object.keys(PATHS) as [TrackingEventType, ...TrackingEventType[]]),
  payload: z.record(z.string(), z.unknown()),
});

/** Seconds before a failed batch comes again: 5, 10, 20, 40, then 60 at most. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60, 5 * 2 ** Math.max(0, attempts - 1));
}

export async function consumeTracking(batch: MessageBatch<unknown>, env: GraphQLEnv): Promise<void> {
  const events: Array<{ message: Message<unknown>; event: TrackedEventMessage }> = [];
  for (const each of batch.messages) {
    const parsed = message.safeParse(each.body);
    if (parsed.success) events.push({ message: each, event: parsed.data as unknown as TrackedEventMessage });
    else {
      console.error("graphql: a tracking message that is not an event, dropped", JSON.stringify(each.body)?.slice(0, 200));
      each.ack();
    }
  }
  for (let start = 0; start < events.length; start += MAX_TRACKED_EVENTS) {
    const part = events.slice(start, start + MAX_TRACKED_EVENTS);
    try {
      const api = new ApiClient(env);
      const answer = await api.read(
        api.rpc.events.batch.$post({
          json: { events: part.map(({ event }) => ({ type: PATHS[event.type], payload: restBody(event.type, event.payload) })) },
        }),
      );
      for (const refused of answer.rejected) {
        console.warn("graphql: tracking event refused as invalid", part[refused.index]?.event.type, JSON.stringify(refused.fields));
      }
      for (const { message: each } of part) each.ack();
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === "BAD_USER_INPUT") {
        // The batch itself was refused: sending it again would be refused again.
        console.error("graphql: tracking events refused, dropped", part.length, error.message, JSON.stringify(error.extensions.fields));
        for (const { message: each } of part) each.ack();
        continue;
      }
      console.warn("graphql: tracking events not stored, retried later", part.length, error instanceof Error ? error.message : error);
      for (const { message: each } of part) each.retry({ delaySeconds: retryDelaySeconds(each.attempts) });
    }
  }
}
