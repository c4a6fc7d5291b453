/**
 * "Add to calendar" (decision 038): a class, or every class of an order, as an iCalendar file in
 * its kitchen's time zone (workers/core/ics.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { ClassCalendarQuery } from "../../../graphql/generated/client/graphql";
import { calendarIcs, type IcsEvent } from "../../../workers/core/ics";
import { publicQuery, failureOf } from "../core/graphql.server";
import { classHref } from "./catalog-format";

/** Fulfillments that happen at the kitchen: its address is where the customer goes. */
export const AT_THE_KITCHEN = new Set(["in-person", "pre-assembled"]);

const notFound = () => new Response("Not Found", { status: 404 });

type CalendarClass = NonNullable<ClassCalendarQuery["class"]>;

async function calendarClass(context: AppLoadContext, sku: string): Promise<CalendarClass | null> {
  try {
    const answer = await publicQuery(context, ClassCalendarDocument, { idOrSku: sku });
    // By its sku only, as the pages link it (a numeric id is not a calendar link).
    return answer.class && answer.class.sku === sku ? answer.class : null;
  } catch (error) {
    // Not a well-formed sku (the graphql worker checks): no such class.
    if (failureOf(error)?.inputFields) return null;
    throw error;
  }
}

function icsResponse(ics: string, filename: string, cacheControl: string): Response {
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "")}"`,
      "cache-control": cacheControl,
    },
  });
}

/**
 * GET /classes/{sku}.ics (decision 038): the class as an iCalendar file, in its kitchen's time
 * zone. Canceled classes too (STATUS:CANCELLED), so a calendar that has it can be corrected.
 */
export async function classCalendarResponse(sku: string | undefined, request: Request, context: AppLoadContext): Promise<Response> {
  const shopClass = sku ? await calendarClass(context, sku) : null;
  if (!shopClass) throw notFound();
  const origin = new URL(request.url).origin;
  const ics = calendarIcs([classIcsEvent(shopClass, origin)], new Date(), context.config.brandName);
  return icsResponse(ics, `${shopClass.sku}.ics`, "public, max-age=300");
}

export interface OrderCalendar {
  orderId: string;
  number: string;
  skus: readonly string[];
  /** Where a delivery or shipment goes: its events are there, not at the kitchen. */
  deliveryAddress: string | null;
}

/** Every class of an order in one calendar file (the caller has checked the order is the asker's). */
export async function orderCalendarResponse(order: OrderCalendar, request: Request, context: AppLoadContext): Promise<Response> {
  const origin = new URL(request.url).origin;
  const classes = await Promise.all([...new Set(order.skus)].map((sku) => calendarClass(context, sku)));
  const events = classes.flatMap((shopClass): IcsEvent[] => {
    if (!shopClass) return [];
    const event = classIcsEvent(shopClass, origin);
    return [{ ...event, uid: `order-${order.orderId}-${event.uid}`, location: event.location ?? order.deliveryAddress ?? undefined }];
  });
  const ics = calendarIcs(events, new Date(), context.config.brandName);
  return icsResponse(ics, `order-${order.number}.ics`, "private, no-store");
}

/** A class as a calendar event: at the kitchen's address when it happens there. */
export function classIcsEvent(shopClass: CalendarClass, origin: string) {
  const { address } = shopClass.location;
  const atTheKitchen = AT_THE_KITCHEN.has(shopClass.fulfillment.key);
  return {
    uid: `class-${shopClass.id}@${new URL(origin).hostname}`,
    name: shopClass.name,
    description: `${shopClass.fulfillment.name} at ${shopClass.location.name}. ${shopClass.description}`,
    startsAt: shopClass.date,
    durationMinutes: shopClass.durationMinutes,
    timeZone: shopClass.location.timezone,
    location: atTheKitchen ? `${shopClass.location.name} kitchen, ${address.street}, ${address.city}, ${address.state} ${address.zipcode}` : undefined,
    url: `${origin}${classHref(shopClass)}`,
    canceled: shopClass.canceled,
  };
}

/** A class as an event: its calendar file and its page's event data tell when and where it is. */
export const ClassEventFields = graphql(`
  fragment ClassEventFields on Class {
    id
    ...ClassWhereFields
    name
    description
    date
    durationMinutes
    canceled
    location {
      address {
        street
        city
        state
        zipcode
      }
    }
  }
`);

const ClassCalendarDocument = graphql(`
  query ClassCalendar($idOrSku: String!) {
    class(idOrSku: $idOrSku) {
      ...ClassEventFields
    }
  }
`);
