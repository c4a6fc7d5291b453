/**
 * Tracking events (spec §3 tracking payloads, §7 events/*): sent after the response, and never
 * allowed to break a page — a failure is logged and ignored (spec §8).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { TrackingEventType, TrackingInput } from "../../../graphql/generated/client/graphql";
import { callMutation } from "./commerce-graphql.server";

const TrackEvent = graphql(`
  mutation TrackEvent($type: TrackingEventType!, $payload: TrackingInput!) {
    trackEvent(type: $type, payload: $payload)
  }
`);

/** The ad pixels' click and browser ids (fbc, fbp) when the visitor's browser has them. */
function pixelIds(request: Request): Pick<TrackingInput, "fbc" | "fbp"> {
  const cookies = request.headers.get("cookie") ?? "";
  const read = (name: string) => {
    const match = new RegExp(`(?:^|;\\s*)${name}=([^;]{1,200})`).exec(cookies);
    return match?.[1] ? decodeURIComponent(match[1]) : undefined;
  };
  return { fbc: read("_fbc"), fbp: read("_fbp") };
}

/**
 * Records the event in the background. `path` is the page the event happened on (its query is
 * left out: it may carry a checkout id).
 */
export function trackEvent(
  context: AppLoadContext,
  request: Request,
  type: TrackingEventType,
  payload: TrackingInput & { path?: string },
): void {
  const { path, ...fields } = payload;
  const url = new URL(path ?? new URL(request.url).pathname, request.url);
  const event = callMutation(context, TrackEvent, {
    type,
    payload: { ...pixelIds(request), ...fields, url: `${url.origin}${url.pathname}` },
  }, { silent: true })
    .then((answer) => {
      if (!answer.trackEvent) console.warn("web: tracking event not recorded", type);
    })
    .catch((error: unknown) => console.error("web: tracking failed (ignored, spec §8)", type, error));
  context.ctx.waitUntil(event);
}
