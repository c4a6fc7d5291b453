/**
 * Spec §7 tracking: POST events/add-to-cart, /cart, /checkout, /contact, /order, /product and
 * /page-view with the §3 tracking payload. An invalid payload is a 400; a valid one is answered
 * 202 even when storing it fails (spec §8: tracking failures are logged and ignored).
 * Named paths, not `/:type`: `events/{id}` belongs to calendar events (spec §7 calendars).
 * POST events/batch carries many events at once (decision 052): the tracking queue's consumer
 * sends the web's events through it and retries it when storing fails (503, decision 053).
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { emailRule, phoneRule } from "../../core/field-schemas";
import { ZIP_RE } from "../../core/input-formats";
import { MAX_TRACKED_EVENTS } from "../../core/tracking-events";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { fieldErrors, validate } from "../lib/validate";
import { recordTrackingEvent, recordTrackingEvents, TRACKING_EVENT_TYPES, type TrackingEventType } from "../services/tracking";
import { cartUuidParam } from "./cart-inputs";

/** Pixels send "" for what they don't know: the same as leaving the field out. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const token = (max: number) =>
  z
    .string({ error: "must be text" })
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, "must not contain control characters");

/** Spec §3 tracking payload: who and where, common to every event. */
const contact = {
  email: optional(emailRule()),
  first_name: optional(token(100)),
  last_name: optional(token(100)),
  phone: optional(phoneRule()),
  url: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2000, "must be at most 2000 characters")),
  event_id: optional(token(100).regex(/^[A-Za-z0-9._:-]+$/, "must be letters, digits, '.', '_', ':' or '-'")),
  zip: optional(z.string({ error: "must be a zip code" }).regex(ZIP_RE, "must be a zip code: 5 digits, optionally -4 more")),
  fbc: optional(token(500)),
  fbp: optional(token(500)),
};

/** A class (product) by id or sku; its price in US dollars as the ad pixels take it. */
const product = {
  product_id: z.union([z.number().int().min(1).max(2_147_483_647), token(40).regex(/^[A-Za-z0-9_-]+$/)], {
    error: "must be a class id or sku",
  }),
  price: z
    .number({ error: "must be a price in dollars" })
    .min(0, "must not be negative")
    .max(1_000_000, "is too large")
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "must have at most two decimals"),
};

const SCHEMAS = {
  "add-to-cart": z.object({ ...contact, ...product }),
  product: z.object({ ...contact, ...product }),
  cart: z.object({ ...contact, cart_uuid: cartUuidParam }),
  checkout: z.object({ ...contact, cart_uuid: cartUuidParam }),
  order: z.object({
    ...contact,
    order_id: z.union([z.number().int().min(1).max(2_147_483_647), token(40).regex(/^[A-Za-z0-9-]+$/)], {
      error: "must be an order id or number",
    }),
    action: z.literal("placed", { error: "must be placed" }),
  }),
  contact: z.object(contact),
  "page-view": z.object({ ...contact, url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2000) }),
} satisfies Record<TrackingEventType, z.ZodType>;

const batchSchema = z.object({
  events: z
    .array(
      z.object({
        type: z.enum(TRACKING_EVENT_TYPES, { error: `must be one of ${TRACKING_EVENT_TYPES.join(", ")}` }),
        payload: z.record(z.string(), z.unknown(), { error: "must be an object" }),
      }),
      { error: "must be a list of events" },
    )
    .min(1, "must not be empty")
    .max(MAX_TRACKED_EVENTS, `must be at most ${MAX_TRACKED_EVENTS} events`),
});

/**
 * POST events/batch (decision 052, beside spec §7's one-event calls): the events of many page
 * views in one call and one D1 batch. Each event is checked as its own call would check it; the
 * valid ones are stored and the others named by index (202 either way: tracking never fails a
 * caller, spec §8). A malformed batch (not a list, empty, too long, an unknown type) is a 400.
 */
async function batch(c: Context<ApiContext>, events: z.infer<typeof batchSchema>["events"]) {
  const valid: Array<{ type: TrackingEventType; payload: Record<string, unknown> }> = [];
  const rejected: Array<{ index: number; fields: Record<string, string[]> }> = [];
  events.forEach((event, index) => {
    const checked = SCHEMAS[event.type].safeParse(event.payload);
    if (checked.success) valid.push({ type: event.type, payload: checked.data as Record<string, unknown> });
    else rejected.push({ index, fields: fieldErrors(checked.error) });
  });
  // The tracking queue's consumer sends these (decision 053): a batch not stored is a 503, which
  // it retries (each event is stored once by its event id); what is invalid is never retried.
  try {
    if (valid.length > 0) await recordTrackingEvents(c.var.db, valid, { rethrow: true });
  } catch {
    throw new ApiError(503, "UNAVAILABLE", "The events could not be stored now; send them again");
  }
  return c.json({ accepted: valid.length, rejected }, 202);
}

/** One event of spec §7, checked by its route's schema. */
async function one(c: Context<ApiContext>, type: TrackingEventType, payload: Record<string, unknown>) {
  await recordTrackingEvent(c.var.db, type, payload);
  return c.json({ accepted: true, type }, 202);
}

// Chained, one route a type, so the graphql worker's hc client knows each call (decision 055).
export const eventsRoutes = new Hono<ApiContext>()
  .post("/batch", validate("json", batchSchema), (c) => batch(c, c.req.valid("json").events))
  .post("/add-to-cart", validate("json", SCHEMAS["add-to-cart"]), (c) => one(c, "add-to-cart", c.req.valid("json")))
  .post("/product", validate("json", SCHEMAS.product), (c) => one(c, "product", c.req.valid("json")))
  .post("/cart", validate("json", SCHEMAS.cart), (c) => one(c, "cart", c.req.valid("json")))
  .post("/checkout", validate("json", SCHEMAS.checkout), (c) => one(c, "checkout", c.req.valid("json")))
  .post("/order", validate("json", SCHEMAS.order), (c) => one(c, "order", c.req.valid("json")))
  .post("/contact", validate("json", SCHEMAS.contact), (c) => one(c, "contact", c.req.valid("json")))
  .post("/page-view", validate("json", SCHEMAS["page-view"]), (c) => one(c, "page-view", c.req.valid("json")));
