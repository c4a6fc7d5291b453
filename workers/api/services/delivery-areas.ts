/**
 * Delivery areas (issue 30 part 3, decision 083): whether the kitchens of a cart's delivery lines
 * deliver to a zip code, the nearest other way when they don't, the zip a cart is delivered to,
 * and each kitchen's fee rule as computeTotals reads it. The rules are workers/core/delivery-area.ts.
 */
import { and, eq } from "drizzle-orm";
import { deliveryAreaOf, deliversTo, outsideAreaMessage, type OtherOption } from "../../core/delivery-area";
import { milesBetween } from "../../core/geo";
import type { TotalsDelivery } from "../../core/totals";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { inList } from "../lib/sql";
import { assertCartOpen, type CartRow } from "./cart-state";

const { carts, locations, locationFulfillments, shippingOffsets, zipcodes } = schema;

/** Fulfillment ids of spec §3 (2 pickup) and of shipping (4). */
const PICKUP = 2;
const SHIPPING = 4;

/** What a line tells about its delivery: the class, its kitchen and how it is fulfilled. */
interface DeliveryLine {
  class: { id: number; location: { id: number }; fulfillment: { key: string } };
}

/** The kitchens whose classes in these lines are delivered, each once, in line order. */
export function deliveringKitchens(lines: readonly DeliveryLine[]): number[] {
  return [...new Set(lines.filter((line) => line.class.fulfillment.key === "delivery").map((line) => line.class.location.id))];
}

/** Each delivering kitchen's fee rule for the lines it delivers (computeTotals' `deliveries`). */
export async function totalsDeliveries(db: Database, lines: readonly DeliveryLine[]): Promise<TotalsDelivery[]> {
  const kitchens = deliveringKitchens(lines);
  if (kitchens.length === 0) return [];
  const rules = await db
    .select({ id: locations.id, fee_cents: locations.delivery_fee_cents, free_over_cents: locations.delivery_free_over_cents })
    .from(locations)
    .where(inList(locations.id, kitchens));
  return kitchens.flatMap((locationId) => {
    const rule = rules.find((row) => row.id === locationId);
    if (!rule) return [];
    const classIds = lines.filter((line) => line.class.fulfillment.key === "delivery" && line.class.location.id === locationId).map((line) => line.class.id);
    return [{ location_id: locationId, class_ids: classIds, fee_cents: rule.fee_cents, free_over_cents: rule.free_over_cents }];
  });
}

/** The nearest active kitchen offering pickup, and a kitchen that ships to the zip. */
async function otherOptions(db: Database, zip: { zipcode: string; latitude: number; longitude: number }): Promise<OtherOption[]> {
  const [pickups, shippers] = await Promise.all([
    db
      .select({ name: locations.name, latitude: locations.latitude, longitude: locations.longitude })
      .from(locations)
      .innerJoin(locationFulfillments, and(eq(locationFulfillments.location_id, locations.id), eq(locationFulfillments.fulfillment_id, PICKUP)))
      .where(eq(locations.active, true)),
    db
      .select({ name: locations.name })
      .from(shippingOffsets)
      .innerJoin(locations, eq(locations.id, shippingOffsets.location_id))
      .innerJoin(locationFulfillments, and(eq(locationFulfillments.location_id, locations.id), eq(locationFulfillments.fulfillment_id, SHIPPING)))
      .where(and(eq(shippingOffsets.zipcode, zip.zipcode), eq(locations.active, true), eq(locations.shipping, true)))
      .orderBy(shippingOffsets.offset_days, locations.id)
      .limit(1),
  ]);
  const nearest = pickups.map((row) => ({ name: row.name, miles: milesBetween(zip, row) })).sort((a, b) => a.miles - b.miles)[0];
  return [
    ...(nearest ? [{ kind: "pickup" as const, kitchen: nearest.name, miles: nearest.miles }] : []),
    ...shippers.map((row) => ({ kind: "shipping" as const, kitchen: row.name })),
  ];
}

/**
 * Refuses (400, naming `field`) a zip code we don't know, or one outside the area of any kitchen
 * delivering these lines, with the nearest other way to get the classes. Lines that are not
 * delivered pass any zip.
 */
export async function assertDeliversTo(db: Database, lines: readonly DeliveryLine[], zipcode: string, field: string): Promise<void> {
  const kitchens = deliveringKitchens(lines);
  if (kitchens.length === 0) return;
  const [[zip], rows] = await Promise.all([
    db.select().from(zipcodes).where(eq(zipcodes.zipcode, zipcode)).limit(1),
    db.select().from(locations).where(inList(locations.id, kitchens)),
  ]);
  if (!zip) {
    const message = `${zipcode} is not a zip code we know`;
    throw new ApiError(400, "BAD_REQUEST", message, { [field]: [message] });
  }
  for (const kitchen of rows) {
    const answer = deliversTo(deliveryAreaOf(kitchen), kitchen, zip);
    if (answer.inside) continue;
    const message = outsideAreaMessage(kitchen.name, zip, answer.miles, await otherOptions(db, zip));
    throw new ApiError(400, "OUTSIDE_DELIVERY_AREA", message, { [field]: [message] });
  }
}

/** PUT carts/{uuid}/delivery-zip: the zip a cart's deliveries go to, once its kitchens deliver there. */
export async function setDeliveryZip(db: Database, cart: CartRow, lines: readonly DeliveryLine[], zipcode: string, now: Date): Promise<void> {
  assertCartOpen(cart);
  if (deliveringKitchens(lines).length === 0) {
    const message = "Nothing in your cart is delivered";
    throw new ApiError(409, "NOTHING_TO_DELIVER", message);
  }
  await assertDeliversTo(db, lines, zipcode, "zipcode");
  await db.update(carts).set({ delivery_zipcode: zipcode, updated_at: now.toISOString() }).where(eq(carts.uuid, cart.uuid));
}
