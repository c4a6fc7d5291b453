/**
 * POST email-events: the e-mail provider's webhook (decision 058), forwarded byte for byte by
 * the web worker from https://<shop>/emails/webhook. Only a delivery signed with
 * RESEND_WEBHOOK_SECRET within five minutes is read; anything else is refused (401) and changes
 * nothing. An event about a message we have not recorded as sent yet answers 404, so the
 * provider delivers it again a little later.
 */
import { Hono } from "hono";
import { verifyWebhook } from "../email-provider/webhook-signature";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { providerEvent, recordProviderEvent } from "../services/email-delivery";

/** Resend's events are small; a larger body is not one of them. */
const MAX_EVENT_BYTES = 64 * 1024;

export const emailEventsRoutes = new Hono<ApiContext>().post("/", async (c) => {
  const secret = c.env.RESEND_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(404, "NOT_FOUND", "E-mail webhooks are not configured");
  const body = await c.req.text();
  if (body.length > MAX_EVENT_BYTES) throw new ApiError(413, "PAYLOAD_TOO_LARGE", "An e-mail event is at most 64 KiB");
  const signed = await verifyWebhook(
    secret,
    { id: c.req.header("svix-id"), timestamp: c.req.header("svix-timestamp"), signature: c.req.header("svix-signature"), body },
    new Date(),
  );
  if (!signed) throw new ApiError(401, "UNAUTHORIZED", "The e-mail event is not signed by the provider");
  const event = providerEvent.safeParse(parseJson(body));
  if (!event.success) throw new ApiError(400, "BAD_REQUEST", "The e-mail event is not one the provider sends");
  const outcome = await recordProviderEvent(c.var.db, event.data, new Date());
  if (outcome === "unknown") throw new ApiError(404, "NOT_FOUND", "No e-mail sent with that id (yet)");
  return c.json({ received: true, outcome });
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
